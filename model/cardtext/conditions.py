"""Restrictions of printed actions: "If <condition>:" in the constraints block (Costs and
restrictions / Restrictions: a condition that must hold to announce the action), read whole or
not at all, into ``Condition``.

Read: "it is (not) your turn" / "another player's turn", "<this card or its name> is
opposed / at the current battlefield / at home / attacking / defending / (un)bowed /
(dis)honorable", "you are a Crab Clan player" / "you are Crab Clan" (the
player's Clan Alignment, Reference 02), "your Family Honor is N or higher/lower", "you have the
Imperial Favor", "any enemy units are at the current battlefield", "there is no Terrain at the
current battlefield", "you control a <card phrase>" (the target grammar's nouns and qualifiers:
"an unbowed Courtier", "a Samurai at home"). Anything else ("if he is ...", "or") is refused
with what was not read.
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.cardtext.targets import find_phrases
from model.common import CLANS, CardType, clan_word
from model.selectors import SOURCE, Condition, Controller, CountAtLeast, Selector
from model.zones import Place

__all__ = ["parse_condition"]

_CLAN = re.compile(r"^you are (?:an? )?(?P<clan>[a-z' ]+?)(?: clan)?(?: player)?$")
_HONOR = re.compile(
    r"^your family honor is (?P<n>-?\d+) or (?P<dir>higher|more|greater|lower|less|fewer)$"
)
_CONTROL = re.compile(r"^you control (?P<np>(?:an?|one or more) .+)$")


#: "<this card> is <state>": what it says of the card itself.
_SELF_STATES: dict[str, Selector] = {
    "opposed": Selector(opposed=True),
    "unopposed": Selector(opposed=False),
    "at the current battlefield": Selector(location=Place.CURRENT_BATTLEFIELD),
    "at this battlefield": Selector(location=Place.CURRENT_BATTLEFIELD),
    "at home": Selector(location=Place.HOME),
    "attacking": Selector(attacking=True),
    "defending": Selector(defending=True),
    "unbowed": Selector(bowed=False),
    "bowed": Selector(bowed=True),
    "honorable": Selector(dishonorable=False),
    "dishonorable": Selector(dishonorable=True),
}
_SELF_IS = re.compile(
    r"^(?P<who>this card|[a-z][\w'-]*) is (?P<what>"
    + "|".join(re.escape(k) for k in _SELF_STATES)
    + ")$"
)


def _names_self(who: str, title: str) -> bool:
    """ "this card", or a word of the card's own title ("Fujita" on "Kakita Fujita")."""
    if who == "this card":
        return True
    base = re.sub(r"\s*[•(,].*$", "", title).strip().lower()
    return who in base.split() and who not in ("the", "of", "a")


def parse_condition(text: str, title: str = "") -> Condition | str:
    """The condition after "If" (without it); a string says what is not read."""
    low = " ".join(text.strip().rstrip(".:").split()).lower()
    if m := re.fullmatch(r"it is (not )?your turn", low):
        return Condition(your_turn=m.group(1) is None)
    if low == "it is another player's turn":
        return Condition(your_turn=False)
    if (m := _SELF_IS.fullmatch(low)) and _names_self(m.group("who"), title):
        state = m.group("what")
        select = _SELF_STATES[state]
        return Condition(card=SOURCE, matches=select)
    if re.fullmatch(
        r"(?:there are )?any enemy units (?:are )?at (?:the current|this) battlefield", low
    ):
        # a unit is a Personality and its attached cards (Reference 03): an enemy unit there
        # is an opponent's Personality there
        enemy = Selector(
            type=(CardType.PERSONALITY,),
            controller=Controller.OPPONENT,
            location=Place.CURRENT_BATTLEFIELD,
        )
        return Condition(exists=CountAtLeast(select=enemy))
    if re.fullmatch(
        r"there (?:is|are) no terrains? (?:in play )?at (?:the current|this) battlefield", low
    ):
        # Terrain is a Strategy keyword; Terrains in play are at their battlefield (Reference
        # 03, 05)
        terrain = Selector(keyword=("terrain",), location=Place.CURRENT_BATTLEFIELD)
        return Condition(none_of=(Condition(exists=CountAtLeast(select=terrain)),))
    if re.fullmatch(r"you (?:have|control) the imperial favor", low):
        return Condition(have_imperial_favor=True)
    if m := _HONOR.fullmatch(low):
        n = int(m.group("n"))
        if m.group("dir") in ("higher", "more", "greater"):
            return Condition(family_honor_at_least=n)
        return Condition(family_honor_at_most=n)
    if (m := _CLAN.fullmatch(low)) and clan_word(m.group("clan")) in CLANS:
        return Condition(your_clan=clan_word(m.group("clan")))
    if m := _CONTROL.fullmatch(low):
        np = " ".join(text.strip().rstrip(".:").split())[len("you control ") :]
        np = re.sub(r"^(?:an?|one or more)\s+", "", np, flags=re.IGNORECASE)
        if m.group("np").startswith("one or more"):
            return f"'one or more' {np!r}"  # a plural noun: the grammar reads singular ones
        if re.search(r"\b(?:or|and|your|enemy|another|target)\b", np, re.IGNORECASE):
            return f"cannot read {np!r} as cards you control"
        probe = f"target a {np}"
        found = find_phrases(probe, title)
        if isinstance(found, str):
            return found
        if len(found) != 1 or found[0].start != 0 or found[0].end != len(probe):
            return f"cannot read {np!r} as cards you control"
        phrase = found[0]
        if phrase.where or phrase.performer or phrase.select.other_than:
            return f"cannot read {np!r} as cards you control"
        select = replace(phrase.select, controller=Controller.YOU)
        return Condition(control=CountAtLeast(select=select))
    return f"the condition {text.strip()!r}"
