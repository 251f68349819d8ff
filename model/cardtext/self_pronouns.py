"""A Personality's own pronoun in its constraints ("Utaku Ryoko: target a Personality or
Follower opposing her"): with no card chosen before it, the only one "him" or "her" can name
is the Personality itself (as "Equip ... to him" on a Personality names him, equip.py). Read
as "this Personality" for the target grammar ("opposing this Personality")."""

from __future__ import annotations

import re

from model.common import CardType
from model.lazy_regex import lazy_regex

__all__ = ["opposing_itself"]

#: "target a Personality opposing her", the one target phrase of the clause: "him"/"her" after
#: "opposing" at its end or before "with" (the phrase's other modifier)
_CLAUSE = lazy_regex(
    r"^(?P<head>\s*target\s+(?:an?\s+)?[^,;:]*?\bopposing\s+)(?P<who>him|her)\b"
    r"(?=\s*$|\s+with\b)",
    re.IGNORECASE,
)


def opposing_itself(part: str, card_type: CardType | None) -> str:
    """``part`` (a clause of the constraints block, no card chosen before it) with "opposing
    him/her" said as "opposing this Personality" on a Personality."""
    if card_type is not CardType.PERSONALITY:
        return part
    m = _CLAUSE.match(part)
    if m is None or re.search(r"\b(?:performing|and|or his|his|her)\b", m.group("head"), re.I):
        return part
    return m.group("head") + "this Personality" + part[m.end() :]
