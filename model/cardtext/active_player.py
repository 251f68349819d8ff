"""Cards of the active player (the player whose turn it is, the state's ``active_player``) in
target phrases: "a Personality controlled by the active player", "one of the active player's
Personalities", and "If it is another player's turn, target one of his Personalities" (the
only player "his" can name there is the one whose turn it is). Selector controller
``Controller.ACTIVE``; Abilities and actions / B (what is targeted)."""

from __future__ import annotations

import re
from dataclasses import replace

from model.lazy_regex import lazy_regex
from model.selectors import Controller, Selector

__all__ = [
    "controlled_by_active",
    "controlled_by_you",
    "his_is_active",
    "own_and_control",
    "owned_by",
]

_CONTROLLED = lazy_regex(
    r"^\s*controlled by (?:the (?P<active>active) player|another player|other players)"
    r"(?=\s*[.,;:)]|\s*$|\s+(?:at|and|to|with)\b)",
    re.IGNORECASE,
)
_ANOTHERS_TURN = lazy_regex(r"^\s*(?:if\s+)?it is another player's turn\s*$", re.IGNORECASE)
#: "target one of his Personalities", "target his unbowed Personality"
_HIS = lazy_regex(r"\b(target\s+)(one of )?his\b", re.IGNORECASE)


def controlled_by_active(rest: str, sel: Selector) -> tuple[Selector, str, int] | str | None:
    """ "controlled by the active player" at the start of ``rest``: (selector, "", length
    used); "controlled by other players" / "another player": any player's but yours
    (``Controller.OPPONENT``, as "another player's"); None: not this modifier."""
    m = _CONTROLLED.match(rest)
    if m is None:
        return None
    if sel.controller is not Controller.ANY:
        return "'controlled by ...' with another controller"
    whose = Controller.ACTIVE if m.group("active") else Controller.OPPONENT
    return replace(sel, controller=whose), "", m.end()


def his_is_active(condition: str, text: str) -> str:
    """``text`` governed by the restriction or condition ``condition``: after "it is another
    player's turn", a target's "his" is the active player's - when no card is named before it
    (whose "his" it could be: "choose your performing Samurai and target one of his ...")."""
    m = _HIS.search(text)
    if _ANOTHERS_TURN.match(condition) is None or m is None:
        return text
    if re.search(r"\b(?:target|performing|this|your|he|him|she|her)\b", text[: m.start()], re.I):
        return text
    return (
        text[: m.start()]
        + m.group(1)
        + (m.group(2) or "")
        + "the active player's"
        + text[m.end() :]
    )


#: "another target Scorpion Clan Personality you control", "a target Personality you do not
#: control": whose card, said after the noun (in a two-player game or more: "you do not
#: control" is any other player's, Controller.OPPONENT)
_YOU_CONTROL = lazy_regex(
    r"^\s*you (?P<not>do not |don't )?control(?=\s*[.,;:)]|\s*$)", re.IGNORECASE
)


def controlled_by_you(rest: str, sel: Selector) -> tuple[Selector, str, int] | str | None:
    """ "you control" / "you do not control" at the start of ``rest``, or whose card it is
    ("owned by another player": ``owned_by``): (selector, "", length used); None: not this
    modifier."""
    m = _YOU_CONTROL.match(rest)
    if m is None:
        return owned_by(rest, sel)
    if sel.controller is not Controller.ANY:
        return "'you control' with another controller"
    whose = Controller.OPPONENT if m.group("not") else Controller.YOU
    return replace(sel, controller=whose), "", m.end()


#: "an attachment owned by another player": whose card it is, not who controls it
_OWNED = lazy_regex(
    r"^\s*owned by (?:(?P<you>you)|another player|other players)(?=\s*[.,;:)]|\s*$)",
    re.IGNORECASE,
)


def owned_by(rest: str, sel: Selector) -> tuple[Selector, str, int] | str | None:
    """ "owned by another player" / "owned by you" at the start of ``rest``: (selector, "",
    length used); None: not this modifier."""
    m = _OWNED.match(rest)
    if m is None:
        return None
    if sel.owner is not Controller.ANY:
        return "two owners of a target"
    whose = Controller.YOU if m.group("you") else Controller.OPPONENT
    return replace(sel, owner=whose), "", m.end()


#: "Destroy a performing Personality you own and control"
_OWN_AND_CONTROL = lazy_regex(
    r"^(?P<verb>\s*(?:choose|bow|destroy|dishonor)\s+)an? performing (?P<what>.+?) you own and "
    r"control\s*$",
    re.IGNORECASE,
)


def own_and_control(part: str) -> str:
    """ "Destroy a performing Personality you own and control" as "... your performing
    Personality owned by you": a performer is one of your cards (Abilities and actions / B: the
    performer is chosen from yours), and one you own too (its owner, Reference 03); any other
    clause unchanged."""
    m = _OWN_AND_CONTROL.match(part)
    if m is None:
        return part
    return f"{m.group('verb')}your performing {m.group('what')} owned by you"
