"""A required target with no candidate at all, beside a trait sentence not read that can't give
it one (Abilities and actions / B: an action whose required targets can't be chosen can't be
announced; h30rm1, h30rm2: Ryoshun's Last Words, "target a Spell", with no Spell anywhere, beside
Togashi Jomei's "... he may assign even if bowed, has +2F while bowed, and contributes his Force
even while bowed."): a sentence that names neither the target's card type nor its keywords, nor
targeting, another area, a card entering or created, nor a card taken "as if" / "treated as"
another, nor a state, relation or stat its selector tests ("dishonorable": dishonor, "your":
control), can't make a card a candidate for that slot, so the illegal verdict stands whatever
else it says (a keyword or a Clan given is ``doubt_qualities``'s)."""

from __future__ import annotations

import re

from model.abilities import Ability, TargetSpec
from model.cards import CardType
from model.lazy_regex import lazy_regex
from solver.kept_out import LEFT_OUT
from solver.verdict import Verdict

__all__ = ["missing_target_spares"]

_NONE = lazy_regex(
    r"^required targeting can't be met: (?P<slot>[\w-]+): [^;]*; (?:there are|you have) none"
    + LEFT_OUT
    + "$"
)
#: words by which a sentence may make a card a candidate of another target
_MAY_SUPPLY = lazy_regex(
    r"\btarget|\bas (?:if|though)\b|\btreated\b|\bconsidered\b|\bcounts? as\b|\bbecom"
    r"|\bcop(?:y|ies)\b|\bhand\b|\bdiscard|\bdeck\b|\bprovinces?\b|\blocation|\bcreat"
    r"|\binto play\b|\bput\b|\b(?:is|are) also\b|\bgains?\b|\bkeywords?\b"
    # "have Shugenja", "has the Spell keyword": a quality given (a capitalised word after it)
    r"|\bha(?:ve|s) (?:the |a |an )?(?-i:[A-Z])",
    re.IGNORECASE,
)
_ATTACHMENTS = frozenset({"spell", "item", "follower"})
#: a selector's state tests, and the words by which a sentence may change that state of a card
#: ("a dishonorable Personality": "Your Courtiers are dishonorable while ...")
_STATE_WORDS: dict[str, str] = {
    "dishonorable": r"dishonor|honorabl",
    "bowed": r"\bbow|straighten",
    "attacking": r"attack|defend|oppos|assign|army|armies|battle",
    "defending": r"attack|defend|oppos|assign|army|armies|battle",
    "opposed": r"attack|defend|oppos|assign|army|armies|battle",
    "opposing": r"attack|defend|oppos|assign|army|armies|battle",
    "location": r"battlefield|home|location|move|assign|province|army",
    "same_location_as": r"battlefield|home|location|move|assign|province|army",
    "of_defender": r"attack|defend|battlefield|home",
    "face_up": r"face",
    "dead": r"dead|destroy",
    "has_token": r"token",
    "lacks_token": r"token",
    "unique": r"unique",
    "has_attachment": r"attach",
    "lacks_attachment": r"attach",
    "attached_to": r"attach",
    "unit_of": r"unit|attach",
    "extreme": r"[+-]\d|force|chi|honor|gold",
    "clan": r"clan|align",
    "unaligned": r"clan|align",
    "controller_controls": r"control",
}
_STATS = r"[+-]\d|force|chi|honor|gold|cost"


def _state_touched(spec: TargetSpec, text: str) -> bool:
    """Does ``text`` name a state, relation or stat the target's selector tests?"""
    sel = spec.select
    for attr, words in _STATE_WORDS.items():
        value = getattr(sel, attr)
        if value not in (None, (), False) and re.search(words, text):
            return True
    whose = sel.controller.value != "any" or sel.owner.value != "any"
    if whose and re.search(r"control|\bown|transfer", text):
        return True
    return bool((spec.where or spec.where_when) and re.search(_STATS, text))


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
        if _state_touched(spec, text):
            continue  # "Your Courtiers are dishonorable while ...": a dishonorable candidate
        return True
    return False
