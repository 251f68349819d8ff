"""A target compared with the strength of the current battlefield's Province ("Target an enemy
card with Force lower than or equal to this battlefield's province's strength: Bow it.", Kaiu
Iemasa; "... with Force lower than this battlefield's province's strength", Kaiu Fumiko): the
relation ``{slot}.force <= battlefield.province_strength`` (``model.selectors.BATTLEFIELD``;
"this battlefield": ``THIS_BATTLEFIELD``). A battlefield is associated with at most one Province
(Reference 05, battlefields); its strength is a stat that effects change (Reference 03/04), so
the state gives it (``province_strength``): not stated, or with no current battlefield, the
comparison is not settled and the answer is ``unknown`` (``solver.province_strength_scope``).
"This battlefield" of a card that may stand at another battlefield (a Personality: his, or the
current one?) is read only while the card is at the current battlefield, where both are one
(``model.stat_places``); elsewhere it is ``unknown``."""

from __future__ import annotations

import re

from model.cardtext.target_words import STATS
from model.lazy_regex import lazy_regex
from model.selectors import BATTLEFIELD, THIS_BATTLEFIELD, Selector

__all__ = ["PROVINCE_TERMS", "province_strength_modifier"]

_STAT = "|".join(sorted(STATS, key=len, reverse=True))
_MOD = lazy_regex(
    rf"^\s*with (?:a )?(?P<stat>{_STAT}) (?P<dir>(?:lower|less|higher|greater|more) than or equal "
    r"to|equal to or (?:lower|less|higher|greater|more) than|(?:lower|less|higher|greater|more) "
    r"than|equal to) (?P<which>this|the current) battlefield's province(?:'s strength| strength)"
    r"(?=\s*[.,;:)]|\s*$|\s+in a unit\b)",
    re.IGNORECASE,
)
#: the relation terms read here: the current battlefield's, and "this battlefield"'s
PROVINCE_TERMS = (f"{BATTLEFIELD}.province_strength", f"{THIS_BATTLEFIELD}.province_strength")


def province_strength_modifier(rest: str, sel: Selector) -> tuple[Selector, str, int] | None:
    """The comparison at the start of ``rest`` (selector unchanged, relation, length used)."""
    m = _MOD.match(rest)
    if m is None:
        return None
    direction = m.group("dir").lower()
    if direction == "equal to":
        op = "=="
    else:
        op = "<" if any(w in direction for w in ("lower", "less")) else ">"
        op += "=" if "equal" in direction else ""
    stat = STATS[m.group("stat").lower()]
    term = PROVINCE_TERMS[m.group("which").lower() == "this"]
    return sel, f"{{slot}}.{stat} {op} {term}", m.end()
