"""A required target with no candidate at all, beside a trait sentence not read that can't give
it one (Abilities and actions / B: an action whose required targets can't be chosen can't be
announced; h30rm1, h30rm2: Ryoshun's Last Words, "target a Spell", with no Spell anywhere, beside
Togashi Jomei's "... he may assign even if bowed, has +2F while bowed, and contributes his Force
even while bowed."): a sentence that names neither the target's card type nor its keywords, nor
targeting, another area, a card entering or created, nor a card taken "as if" / "treated as"
another, can't make a card a candidate for that slot, so the illegal verdict stands whatever
else it says (a keyword or a Clan given is ``doubt_qualities``'s)."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.cards import CardType
from solver.verdict import Verdict

__all__ = ["missing_target_spares"]

_NONE = re.compile(
    r"^required targeting can't be met: (?P<slot>[\w-]+): [^;]*; (?:there are|you have) none$"
)
#: words by which a sentence may make a card a candidate of another target
_MAY_SUPPLY = re.compile(
    r"\btarget|\bas (?:if|though)\b|\btreated\b|\bconsidered\b|\bcounts? as\b|\bbecom"
    r"|\bcop(?:y|ies)\b|\bhand\b|\bdiscard|\bdeck\b|\bprovinces?\b|\blocation|\bcreat"
    r"|\binto play\b|\bput\b|\b(?:is|are) also\b|\bgains?\b|\bkeywords?\b"
    # "have Shugenja", "has the Spell keyword": a quality given (a capitalised word after it)
    r"|\bha(?:ve|s) (?:the |a |an )?(?-i:[A-Z])",
    re.IGNORECASE,
)
_ATTACHMENTS = frozenset({"spell", "item", "follower"})


def _words(types: tuple[str, ...], keywords: tuple[str, ...]) -> set[str]:
    """The words naming a selector's types (and "attachment" for an attachment type) and
    keywords, singular and plural, lower case."""
    found: set[str] = set()
    for w in (*types, *keywords):
        low = (w.value if isinstance(w, CardType) else w).lower()
        found |= {low, low + "s"}
        if low in _ATTACHMENTS:
            found |= {"attachment", "attachments"}
    return found


def missing_target_spares(said: str, ab: Ability | None, verdict: Verdict) -> bool:
    """Is ``verdict`` illegal for a required target (not a performer) with no candidate at all
    whose selector asks a card type ``said`` can't give a card (see the module)?"""
    if ab is None or verdict.status != "illegal":
        return False
    text = said.lower()
    for d in verdict.details:
        m = _NONE.match(d.text) if d.code == "target" else None
        spec = next((t for t in ab.all_target_specs() if m and t.name == m["slot"]), None)
        if spec is None or spec.performer or spec.choose or not spec.select.type:
            continue
        if spec.select.any_of:
            continue
        words = _words(spec.select.type, (*spec.select.keyword, *spec.select.any_keyword))
        if _MAY_SUPPLY.search(said) or any(re.search(rf"\b{w}\b", text) for w in words):
            continue
        return True
    return False
