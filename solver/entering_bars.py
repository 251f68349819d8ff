"""Entering sentences not read that can only forbid a card's entering play, never allow it
("Will not be controlled by a Scorpion Clan player.", "Will only join a Shadowlands Horde
player.", "May only be controlled by a player whose Wind is ...", "You must discard the
Imperial Favor for this Holding to enter play.", "This Item is considered The Broken Sword of
the Scorpion for ... checking the Unique restriction."): a restriction or an added cost
(Costs and restrictions / Restrictions), so such a sentence leaves an illegal verdict for its
entering as it is (``solver.playing._unread_verdict``; README "Unique / Singular")."""

from __future__ import annotations

import re

__all__ = ["bars_only"]

_BARS = re.compile(
    r"^(?:will not be controlled\b|(?:can|may) only be controlled by\b|(?:will|can|may) only join\b"
    r"|you must [^.]*\bto enter play\b"
    r"|[^.]*\bis considered (?!aligned\b)[^.]*\bfor [^.]*\bchecking the unique restriction\b)",
    re.IGNORECASE,
)


def bars_only(said: str) -> bool:
    """Can ``said`` (an entering sentence, without its card's title) only forbid entering?"""
    return _BARS.match(said.strip()) is not None
