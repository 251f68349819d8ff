"""Players named by what they have: a targeted player "with 30 or more Family Honor" or "who
controls an attachment" (Abilities and actions / B: a targeted player is a required target
too, so one who qualifies must exist), and a card "controlled by a player who controls five or
more Holdings" / "with four or more Holdings in play". The cards counted are read by the target
grammar and counted among that player's cards in play."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from model.lazy_regex import lazy_regex
from model.selectors import Controller, CountAtLeast, Selector

__all__ = ["PlayerQualifier", "controlled_by_a_player", "player_qualifier"]

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_END = r"(?=\s*[.,;:)]|\s*$|\s+and\b)"
_QUALIFIER = lazy_regex(
    rf"^\s*,?\s*(?:with (?P<honor>\d+) or more Family Honor{_END}"
    rf"|who controls (?P<what>.+?){_END}"
    rf"|with (?P<many>(?:\d+|{'|'.join(_NUMBERS)}) or more .+?)(?:\s+in play)?{_END})",
    re.IGNORECASE,
)
_CONTROLLED = lazy_regex(r"^\s*controlled by a player\b", re.IGNORECASE)
#: "a Personality whose player also controls a Shadowlands card": the player controlling it
#: (its controller, Reference 02) controls such a card too
_WHOSE_PLAYER = lazy_regex(r"^\s*whose (?:player|controller) (?:also )?(?=controls\b)", re.I)


@dataclass(frozen=True, slots=True)
class PlayerQualifier:
    """What a player must have, and the length of text that says it."""

    family_honor_at_least: int | None
    controls: CountAtLeast | None
    length: int


def player_qualifier(rest: str) -> PlayerQualifier | str | None:
    """A qualifier of a player at the start of ``rest``; None: none there; a string: a
    qualifier not read."""
    m = _QUALIFIER.match(rest)
    if m is None:
        return None
    if m.group("honor"):
        return PlayerQualifier(int(m.group("honor")), None, m.end())
    counted = _counted(m.group("what") or m.group("many"))
    if isinstance(counted, str):
        return counted
    return PlayerQualifier(None, counted, m.end())


def _counted(what: str) -> CountAtLeast | str:
    """ "a dishonorable Personality", "five or more Holdings": the cards a player controls."""
    from model.cardtext.targets import find_phrases  # the phrase grammar reads the cards

    many = re.match(rf"^(\d+|{'|'.join(_NUMBERS)}) or more (.+)$", what, re.IGNORECASE)
    one = re.match(r"^(?:an?|one) (.+)$", what, re.IGNORECASE)
    if many is not None:
        word, probe = many.group(1).lower(), f"target one of your {many.group(2)}"
        at_least = int(word) if word.isdigit() else _NUMBERS[word]
    elif one is not None:
        at_least, probe = 1, f"target your {one.group(1)}"
    else:
        return f"the cards a player controls: {what!r}"
    found = find_phrases(probe)
    if (
        isinstance(found, str)
        or len(found) != 1
        or found[0].end != len(probe)
        or found[0].where
        or found[0].performer
        or found[0].more
        or found[0].select.references()
    ):
        return f"the cards a player controls: {what!r}"
    return CountAtLeast(
        select=replace(found[0].select, controller=Controller.ANY), at_least=at_least
    )


def controlled_by_a_player(rest: str, sel: Selector) -> tuple[Selector, str, int] | str | None:
    """ "controlled by a player who controls five or more Holdings", "whose player also controls
    a Shadowlands card" at the start of ``rest``: (selector, "", length used); None: not this
    modifier."""
    whose = _WHOSE_PLAYER.match(rest)
    m = _CONTROLLED.match(rest) or whose
    if m is None:
        return None
    said = " who " if whose is not None else ""  # "whose player also controls X": who controls X
    q = player_qualifier(said + rest[m.end() :])
    if q is None or isinstance(q, str) or q.controls is None:
        return q if isinstance(q, str) else "a player named by what he has (not read)"
    if sel.controller is not Controller.ANY or sel.controller_controls is not None:
        return "'controlled by a player ...' with another controller"
    return replace(sel, controller_controls=q.controls), "", m.end() + q.length - len(said)
