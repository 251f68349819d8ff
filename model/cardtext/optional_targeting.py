"""Which targets of an ability's effects are required (Abilities and actions / B: "An action's
required targets consist of anything that is targeted ... unless the targeting is explicitly
described as optional. Optional targeting is described either by 'may target' wording, or by a
choice between the targeting and something else"): an "if" or "unless" that governs no required
target, and a target chosen by an effect the player may decline ("You may give a target
Deathseeker +3F.": the letter asks for "may target"; the player may also choose not to give, so
its target is required in the strict reading and not in the lenient one)."""

from __future__ import annotations

import re

from model.cardtext.effect_conditions import unless_in_its_clause, unless_on_him
from model.cardtext.targets import Phrase
from model.lazy_regex import Regex, lazy_regex

__all__ = ["IF_WORD", "MAY_EFFECT_NOTE", "UNLESS", "if_outside_targeting", "may_effect_target"]

IF_WORD = lazy_regex(r"\bif\b", re.IGNORECASE)
UNLESS = lazy_regex(r"\bunless\b", re.IGNORECASE)
_CLAUSE_BREAK = lazy_regex(r",\s*(?:or|and|then)\b|;|\bthen\b|\b(?:and|or)(?: you may)?,\s*$", re.I)
#: "You may give a target ...", "you may then bow a target ...", "You may move your target ...":
#: "may" and one verb right before the target phrase (not "may target": optional outright)
_MAY_VERB = lazy_regex(
    r"(?:^|[.;:,]\s*|\band\s+)you may (?:then |also |instead )?(?!target\b)[a-z]+\s+$", re.I
)
MAY_EFFECT_NOTE = (
    "a target of an effect the player may decline ('you may <do> a target ...') is required "
    "(the rules' letter: 'may target' wording) or not"
)


def may_effect_target(sentence: str, phrase: Phrase) -> bool:
    """Is ``phrase`` the object of an effect the player may decline ("You may give a target
    Deathseeker +3F.")? Not one described as optional already."""
    return not phrase.optional and _MAY_VERB.search(sentence[: phrase.start]) is not None


def if_outside_targeting(sentence: str, found: list[Phrase], word: Regex = IF_WORD) -> bool:
    """An "if" (or ``word``: "unless") that governs no required target: every target is
    optional ("If he moved, you may target and bow ..."), or each "if" is in a clause after the
    last target, past a clause boundary ("Give a target Personality -2F, or -3F if he is
    dishonorable"), or an "unless" said of the target just chosen (``unless_on_him``); an
    "if" a phrase read itself ("who must be opposed if defending") is none."""
    if all(p.optional for p in found):
        return True
    if word is UNLESS and unless_in_its_clause(sentence, [(p.start, p.end) for p in found]):
        return True
    for p in found:
        sentence = sentence[: p.start] + " " * (p.end - p.start) + sentence[p.end :]
    if word.search(sentence[: (last := max(p.end for p in found))]):
        return False
    if (first_if := word.search(tail := sentence[last:])) is None:
        return True
    if word is UNLESS and unless_on_him(tail):
        return True
    return _CLAUSE_BREAK.search(tail[: first_if.start()]) is not None
