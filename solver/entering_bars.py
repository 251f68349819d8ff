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


#: a refusal of attachments: "[<name>] will not / cannot / will only attach <cards> [or <verb>
#: ...]" (every clause a refusal), its subject none, a name or "This Personality"
_REFUSES_HOSTING = re.compile(
    r"^(?:(?:This Personality|[A-Z][\w'-]+(?: [A-Z][\w'-]+)*) )?"
    r"(?:[Ww]ill not|[Cc]annot|[Cc]an not|[Cc]an't|[Mm]ay not|[Ww]ill only|[Cc]an only|[Mm]ay only)"
    r" attach (?!to\b)[^;:]*$"
)
#: words by which such a sentence may also allow, lower or give something
_ALLOWS = re.compile(
    r"\b(?:ignor\w*|less|reduc\w*|free|but|except|unless|instead|as if|as though|even if"
    r"|(?:may|can) attach|has|have|gains?|counts?)\b|\bmay\b(?! not| only)",
    re.IGNORECASE,
)


def bars_only(said: str) -> bool:
    """Can ``said`` (an entering sentence, without its card's title) only forbid entering?"""
    text = said.strip()
    if _REFUSES_HOSTING.match(text) is not None and _ALLOWS.search(text) is None:
        return True  # a host's refusal: it only takes hosts away
    return _BARS.match(text) is not None
