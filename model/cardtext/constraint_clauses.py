"""The clauses of a constraints block (Abilities and actions / B; Costs and restrictions /
Costs): the block split at commas, semicolons and "and", with the pieces that belong to one
target phrase joined again - a second target of the verb "target", a second modifier after
"and", a list of keywords ("a Kolat, Ninja, Shadowlands, or dishonorable Personality")."""

from __future__ import annotations

import re

from model.cardtext.other_performers import further_clause
from model.cardtext.target_words import KEYWORDS, NOUNS, PLURAL
from model.lazy_regex import lazy_regex

__all__ = ["constraint_clauses", "there_named"]

#: "Target your Courtier and an enemy Personality:": the second phrase of the verb "target".
_SHARED_SECOND = lazy_regex(r"^\s*(?:an?|your|one of your|another player's)\s", re.IGNORECASE)


#: What may start a second post-modifier of a target after "and" (AND_NEXT, target_modifiers).
_SECOND_MODIFIER = lazy_regex(
    r"^\s*(?:no|lower|higher|less|more|greater|fewer|equal|with|without)\b", re.IGNORECASE
)


#: Words a keyword list of a target phrase may hold after its first keyword.
_LIST_WORDS = frozenset(KEYWORDS | NOUNS.keys() | PLURAL.keys()) | {
    "dishonorable",
    "honorable",
    "bowed",
    "unbowed",
}
#: A target or performer clause ending in a keyword: where a keyword list may start.
_LIST_START = lazy_regex(r"^\s*(?:target|choose)\b.*\b(?P<last>[A-Z][\w-]*)\s*$", re.IGNORECASE)


def _list_item(before: str, piece: str) -> bool:
    """Whether ``piece`` ("Ninja", "or dishonorable Personality") continues a keyword list
    the clause ``before`` ("target a Kolat") started: every word a keyword, a card noun or a
    state, and a keyword before it (the phrase grammar then reads the whole list, or
    refuses)."""
    start = _LIST_START.match(before)
    if start is None or start.group("last").lower() not in KEYWORDS:
        return False
    words = piece.split()
    if words and words[0].lower() == "or":
        words = words[1:]
    return bool(words) and all(w.lower() in _LIST_WORDS for w in words)


#: ", has five Rings in play", ", or you have -20 or lower Honor": more of a restriction's list.
_CONDITION_PIECE = lazy_regex(
    r"^\s*(?:has\b|or\s+(?:you|another player|it|there|this)\s+(?:has|have|is|are)\b)",
    re.IGNORECASE,
)

#: ", or bow this card ...": a second alternative of the cost before it, with its own verb.
_OR_COST = lazy_regex(r"^\s*or\s+(?:bow|destroy|discard|dishonor|pay|lose)\b", re.IGNORECASE)

#: The verbs a clause of costs, targets or performers opens with.
_CLAUSE_VERB = lazy_regex(
    r"^\s*(?:you may\s+)?(?:bow|destroy|discard|dishonor|target|choose|pay|lose|give|remove|"
    r"move|put|show|shuffle|return|take|spend|straighten|reveal|sacrifice|turn)\b",
    re.IGNORECASE,
)


def constraint_clauses(pieces: list[str]) -> list[str]:
    """The clauses of a constraints block from its pieces and separators (``re.split`` with
    the separator kept), "Target X and <a/an/your> Y" kept as one clause: two targets of the
    verb "target" (Abilities and actions / B, example "Target a Samurai and a Shugenja")."""
    parts = [pieces[0]]
    for sep, piece in zip(pieces[1::2], pieces[2::2], strict=True):
        if (
            sep.strip().lower() == "and"
            and re.match(r"^\s*target\b", parts[-1], re.IGNORECASE)
            and " and " not in parts[-1]
            and _SHARED_SECOND.match(piece)
        ):
            parts[-1] += sep + piece
        elif (
            sep.strip().lower() == "and"
            and re.match(r"^\s*if\b", parts[-1], re.IGNORECASE)
            and not _CLAUSE_VERB.match(piece)
        ):
            # "If it is not your turn and the active player controls any Personalities": one
            # restriction of two conditions (the condition grammar reads both, or refuses)
            parts[-1] += sep + piece
        elif (
            sep.strip().lower() == "and"
            and re.search(r"\byou own\s*$", parts[-1], re.IGNORECASE)
            and re.fullmatch(r"\s*control\s*", piece, re.IGNORECASE)
        ):
            # "a performing Personality you own and control": one phrase
            parts[-1] += sep + piece
        elif (
            sep.strip() == ","
            and re.match(r"^\s*if\b", parts[-1], re.IGNORECASE)
            and _CONDITION_PIECE.match(piece)
        ):
            # "If another player has 40 or more Honor, has five Rings in play, or you have -20
            # or lower Honor": one restriction (the condition grammar reads it, or refuses)
            parts[-1] += sep + piece
        elif sep.strip() == "," and _OR_COST.match(piece):
            # "Bow this Shugenja, or bow this card if he is Earth": alternatives of one cost
            # (Mandatory costs), read together or refused
            parts[-1] += sep + piece
        elif sep.strip() == "," and re.match(r"^\s*who must be\b", piece, re.IGNORECASE):
            # "Choose your performing Monk, who must be unbowed unless he is Earth": of the
            # phrase before (the phrase grammar reads it, or refuses)
            parts[-1] += sep + piece
        elif sep.strip() == "," and _list_item(parts[-1], piece):
            # "target a Kolat, Ninja, Shadowlands, or dishonorable Personality": one phrase
            parts[-1] += sep + piece
        elif sep.strip().lower() == "and" and (further := further_clause(parts[-1], piece)):
            # "bow this Shugenja and zero or more of your other performing Shugenja": the verb
            # shared by further performers that may be none (``model.cardtext.other_performers``)
            parts.append(further)
        elif sep.strip().lower() in ("and", ", and") and _SECOND_MODIFIER.match(piece):
            # "Target an enemy card with lower Force and no attachments": a second modifier of
            # the phrase before (the phrase grammar reads both, or refuses)
            parts[-1] += sep + piece
        else:
            parts.append(piece)
    return parts


#: A place a clause names ("at the current battlefield", "at home", "at Yuki's battlefield").
_PLACE = lazy_regex(
    r"\b(?:at|to|from|in)\s+((?:the|this|his|her|its|your|a|an|another|any|[A-Z][\w-]*'s)"
    r"(?:\s+[\w'-]+)*?\s+(?:battlefields?|home|provinces?|locations?))\b|\bhome\b",
    re.IGNORECASE,
)
_THERE = lazy_regex(r"\s+there\s*$", re.IGNORECASE)


def there_named(part: str, said: list[str], trigger: str | None, there: bool) -> str:
    """``part`` with a closing "there" read as "at the current battlefield" when that is the one
    place named before it - by an "even if" (``there``) or by the clauses of the block before
    (``said``), the trigger naming no place; unchanged otherwise (and then not read)."""
    if _THERE.search(part) is None:
        return part
    if trigger is not None and _PLACE.search(trigger):
        return part  # "After engaging at Yuki's battlefield, ... there": which place?
    named = {" ".join(m.group(0).lower().split()) for m in _PLACE.finditer(" ".join(said))}
    current = {"at the current battlefield"}
    if (there and named <= current) or named == current:
        return _THERE.sub(" at the current battlefield", part)
    return part
