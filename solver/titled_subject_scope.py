"""Unread sentences whose subject is one card by its title ("Your Eternal Well of the Akasha
may target :pearl: Spells, but its second target must then be a Shugenja." — Olyah Sensei) or
the Stronghold's abilities ("Your Stronghold has no abilities.", "Your Stronghold's printed
abilities have Tireless ..."): they change the actions of that card only (Abilities and
actions: each ability on each separate source is a separate ability), never another card's
(h29adv1 F14, F2). The title must be a card's title in the state, of two words or more, so a
keyword or Clan ("Your Shugenja may ...") is never taken for one. A permission for Terrain
actions (The Marshalling Fields) likewise reaches only cards printing the Terrain keyword."""

from __future__ import annotations

import re

from model.cards import CardDef, CardType
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["card_scoped_out"]

#: "Your <Title> may/must/has/can ...", "Your <Title>'s abilities ..."
_TITLED = lazy_regex(
    r"^Your (?P<title>[A-Z][\w'-]*(?: (?:of|the|[A-Z][\w'-]*))+?)(?:'s (?:printed )?abilit\w+)? "
    r"(?:may|must|has|have|can|cannot|gains?)\b"
)


#: "After you announce a Terrain action: Once per battle, you may ignore any of its restrictions
#: that are based on another Terrain being in play." (The Marshalling Fields): a permission for
#: Terrain actions, the actions of cards with the Terrain keyword (README; h29adv3 N12)
_TERRAIN_ACTION = lazy_regex(
    r"^After you announce a Terrain action: (?:Once per (?:battle|turn), )?you may ignore "
    r"(?:any of )?its restrictions\b[^.;:]*\.$"
)


def _key(title: str) -> str:
    """A title without "The", its subtitle and "• Experienced", in lower case."""
    plain = re.sub(r"\s*•?\s*Experienced\s*\d*$", "", title.split(",")[0].strip(), flags=re.I)
    return plain.replace("•", " ").removeprefix("The ").strip().casefold()


def card_scoped_out(view: View, said: str, stronghold_only: bool, checked: CardDef) -> bool:
    """Is the sentence ``said`` about another card's actions than those of ``checked``: the
    Stronghold's (``stronghold_only``) when ``checked`` is none, Terrain actions when it prints
    no Terrain keyword (``_TERRAIN_ACTION``), or those of a card in the state of another
    title?"""
    if stronghold_only and checked.type is not CardType.STRONGHOLD:
        return True
    if _TERRAIN_ACTION.match(said.strip()):
        return "terrain" not in {k.casefold() for k in checked.keywords}
    m = _TITLED.match(said.strip())
    if m is None:
        return False
    named = _key(m.group("title"))
    if named not in {_key(view.definition(c.id).title) for c in view.state.cards}:
        return False
    return named != _key(checked.title)
