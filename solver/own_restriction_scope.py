"""Whose play a sentence lifting a restriction concerns (Costs and restrictions / Restrictions;
Reference 03: Loyal, Unique, Singular, the Honor Requirement).

- "You may ignore M'rika's Loyal restriction if ...", "Crab Clan players may ignore Chiyo's
  Honor Requirement.": a card's sentence lifting a restriction of its own name (the possessive
  is its own name) concerns only the play of a card of that name; it can't change the play of
  a card whose title does not bear the name (h44adv6 N1).
- "You ignore Honor Requirements on your Followers." (Keep of the Dead): a sentence that only
  lets "You" ignore Honor Requirements speaks of its controller's plays ("You" is the player
  who controls the card, Reference 03); it can't change another player's play (h44adv6 N2).
"""

from __future__ import annotations

import re

from model.cards import CardDef
from model.lazy_regex import lazy_regex
from solver.entering_increase import ignores_honor_requirement_only

__all__ = ["restriction_sentence_spares"]

_OWN = lazy_regex(
    r"(?:You|[A-Z][\w' ]*? players) (?:may )?ignore (?P<name>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)'s "
    r"(?:Loyal|Unique|Singular) restriction\b[^.;]*\.?"
    r"|(?:You|[A-Z][\w' ]*? players) (?:may )?ignore (?P<hname>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)'s "
    r"Honor Requirement\b[^.;]*\.?"
)


def _names(title: str, name: str) -> bool:
    """Does the title ``title`` bear the name ``name`` (as whole words)?"""
    return re.search(rf"(?<![\w']){re.escape(name)}(?![\w'])", title) is not None


def restriction_sentence_spares(
    said: str, source: CardDef, definition: CardDef, yours: bool
) -> bool:
    """Can the sentence ``said`` of the card in play ``source`` (``yours``: controlled by the
    player announcing) certainly not change the Recruit or Equip of ``definition``?"""
    said = said.strip()
    m = _OWN.fullmatch(said)
    if m is not None:
        name = m["name"] or m["hname"]
        return _names(source.title, name) and not _names(definition.title, name)
    return not yours and said.startswith("You ") and ignores_honor_requirement_only(said)
