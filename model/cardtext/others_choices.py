"""Targeting by another player named before ("... choose another player .... He may choose to
target and bow one of his unbowed Personalities", "Another player may discard a Spell. If he
does not, he must target and bow one of his unbowed Personalities").

Abilities and actions / B: "targeting that is done by another player happens when it is
described", as part of effect resolution, and is not a required target of the action. "He" is
that player when the text names another player before (the player taking the action is "you"),
and what he targets is "one of his" cards. Read as the effect ("He may bow one of his ...")."""

from __future__ import annotations

import re

__all__ = ["rewrite_other_players"]

_ANOTHER = re.compile(r"\banother player\b", re.IGNORECASE)
_HE_TARGETS = re.compile(
    r"(?P<lead>(?:^|(?<=\. ))(?:If he does not, )?[Hh]e (?:may|must) )(?:choose to )?target and "
    r"(?=[a-z]+ one of his\b)"
)


def rewrite_other_players(text: str) -> str:
    """``text`` with another player's targeting read as his effect (unchanged when no other
    player is named before it)."""
    named = _ANOTHER.search(text)
    if named is None:
        return text

    def effect(m: re.Match[str]) -> str:
        return m.group("lead") if m.start() > named.end() else m.group(0)

    return _HE_TARGETS.sub(effect, text)
