"""Targeting shields of a card, read with their conditions (Effects / "May not": a card that
may not be targeted; Abilities and actions / B: targets are chosen when the action is
announced, so the condition is read on the state then). Each sentence is read whole:

- "While Kozan is unbowed, other players' Limited actions may not target him." (or without
  the condition, "Other players' Battle actions may not target Kozan.");
- "This Personality has +1PH and may not be targeted by other players' Battle actions while he
  is at home." (on an Item or Spell: "This Personality" is its bearer; the stat change before
  "and" is a quality, read by ``model.cardtext.qualities`` and kept among its unread sentences);
- "During the Action Phase, <the card> may not be targeted." (also "... Akuma will not bow and
  may not be targeted.": the prevention of bowing is kept with the card's preventions not read,
  ``CardDef.prevents_unread``, which costs consult; an effect's choice to bow it stays legal,
  Effects / Choices: "a choice may be made even if its consequences would be ... prevented").

Whose actions: "other players'", "your", or anyone's when unnamed; which: one designator
("Battle", "Limited", "Open") or ability keywords ("Political"), or every action when unnamed.
The condition is the card's own ("is unbowed", "is at home") or the Action Phase. A sentence
with anything else ("is not in an army", "unless ...") is not read.

"Other players may not target Misato with non-Battle actions.": every action of theirs but a
Battle action (Abilities and actions, Designators: a Battle/Open action taken in the Action
Phase is an Open action, so a non-Battle one); its controller's own actions are not concerned.
"Other players may not target this Personality with Political actions." (an Ancestor's: on an
Item, Spell or Ancestor "This Personality" is its bearer) names keywords or a designator.
"""

from __future__ import annotations

import re

from model.cardtext.qualities import qualities_unread
from model.common import CardType, Designator
from model.lazy_regex import lazy_regex
from model.trait_effects import ShieldWhile, TraitEffect, TraitPlayers

__all__ = ["read_shield"]

_NAME = r"(?:[Tt]his [A-Z][a-z]+|(?:[A-Z][\w'-]*)(?: [A-Z][\w'-]*)*)"
_PRONOUN = r"(?:he|she|it|him|her)"
_WHOSE = r"(?:(?P<whose>[Oo]ther players'|[Yy]our) )?"
_FILTER = r"(?:(?P<filt>[A-Z][a-z]+(?:(?:,? and|,? or|,) [A-Z][a-z]+)*) )?"
_COND = r"(?P<cond>unbowed|at home)"
_NOT = r"(?:may not|cannot)"

_WHILE_FIRST = lazy_regex(
    rf"(?:While (?P<cname>{_NAME}) is {_COND}, )?{_WHOSE}{_FILTER}actions {_NOT} target "
    rf"(?P<name>{_PRONOUN}|{_NAME})"
)
_TARGETED = lazy_regex(
    rf"(?:(?P<phase>During the Action Phase), )?(?P<name>{_NAME}) "
    rf"(?:has (?P<stat>[+-]\d+(?:PH|F|C|GP)) and |(?P<nobow>will not bow) and )?{_NOT} be targeted"
    rf"(?: by {_WHOSE}{_FILTER}actions)?"
    rf"(?: while (?P<cname>{_PRONOUN}|{_NAME}) is {_COND})?"
)
#: "Other players may not target Misato with non-Battle actions.": actions without the designator
#: (a Battle action may target her; Abilities and actions, Designators)
_WITH = lazy_regex(
    rf"(?P<whose>Other players|You) {_NOT} target (?P<name>{_NAME}) with "
    r"(?:non-(?P<des>Battle|Limited|Open)|"
    r"(?P<filt>[A-Z][a-z]+(?:(?:,? and|,? or|,) [A-Z][a-z]+)*)) actions"
)
_PLAYERS: dict[str, TraitPlayers] = {"other players'": "others", "your": "you"}
_DESIGNATORS = {"battle": Designator.BATTLE, "limited": Designator.LIMITED, "open": Designator.OPEN}
#: attachments whose "This Personality" is their bearer (an Ancestor too: "Favor actions may not
#: target this Personality." Shiryo no Hida)
_ATTACHMENTS = frozenset({CardType.ITEM, CardType.SPELL, CardType.ANCESTOR})


def _who(name: str, title: str, card_type: CardType) -> str | None:
    """ "self", "bearer" or None: whom ``name`` names (its title, a word of a Personality's
    title, "this <its type>"; "This Personality" on an Item or Spell: its bearer)."""
    from model.cardtext.ongoing_traits import names_itself

    if card_type in _ATTACHMENTS and name.lower() == "this personality":
        return "bearer"
    return "self" if names_itself(name, title, card_type) else None


def _with(m: re.Match[str], title: str, card_type: CardType) -> tuple[TraitEffect, ...] | None:
    """ "Other players may not target Misato with non-Battle actions." (every action but one of
    that designator), "Other players may not target this Personality with Political actions."
    (an Ancestor's bearer; keywords or a designator)."""
    from model.cardtext.ongoing_traits import ability_keywords

    who = _who(m["name"], title, card_type)
    if who is None:
        return None
    keywords: tuple[str, ...] = ()
    designator: Designator | None = None
    if m["filt"]:
        if m["filt"].lower() in _DESIGNATORS:
            designator = _DESIGNATORS[m["filt"].lower()]
        elif (kws := ability_keywords(m["filt"])) is not None:
            keywords = kws
        else:
            return None
    effect = TraitEffect(
        "may_not",
        "others" if m["whose"] == "Other players" else "you",
        keywords,
        may_not="be_targeted",
        this_card=True,
        designator=designator,
        designator_not=_DESIGNATORS[m["des"].lower()] if m["des"] else None,
        bearer=who == "bearer",
    )
    return (effect,)


def read_shield(said: str, title: str, card_type: CardType) -> tuple[TraitEffect, ...] | None:
    """The shield of one trait sentence (see the module), or None when it is not read."""
    from model.cardtext.ongoing_traits import ability_keywords

    text = said.strip().removesuffix(".")
    if (with_ := _WITH.fullmatch(text)) is not None:
        return _with(with_, title, card_type)
    m = _WHILE_FIRST.fullmatch(text) or _TARGETED.fullmatch(text)
    if m is None:
        return None
    who = _who(m["name"], title, card_type)
    if (
        who is None
        and re.fullmatch(_PRONOUN, m["name"])
        and m.re is _WHILE_FIRST.compiled
        and m["cname"]
    ):
        who = _who(m["cname"], title, card_type)  # "While Kozan is unbowed, ... target him"
    if who is None:
        return None
    named = m["cname"] and not re.fullmatch(_PRONOUN, m["cname"])
    if named and _who(m["cname"], title, card_type) != who:
        return None  # the condition is another card's
    groups = m.groupdict()
    if groups.get("stat") and qualities_unread((said,)) != (said.strip(),):
        return None  # the stat change must stay among the qualities not read
    whose = (groups.get("whose") or "").lower()
    players = _PLAYERS.get(whose, "all")
    designator: Designator | None = None
    keywords: tuple[str, ...] = ()
    if filt := groups.get("filt"):
        if filt.lower() in _DESIGNATORS:
            designator = _DESIGNATORS[filt.lower()]
        else:
            kws = ability_keywords(filt)
            if kws is None:
                return None
            keywords = kws
    cond: ShieldWhile | None = None
    if groups.get("cond"):
        cond = "unbowed" if groups["cond"] == "unbowed" else "at_home"
    if groups.get("phase"):
        if cond is not None:
            return None
        cond = "action_phase"
    effect = TraitEffect(
        "may_not",
        players,
        keywords,
        may_not="be_targeted",
        this_card=True,
        designator=designator,
        bearer=who == "bearer",
        holds_while=cond,
    )
    return (effect,)
