"""An unread trait sentence whose only change is to cards' stats or keywords, under a condition
that merely says when ("Personalities opposing Hiromi have -1F if you took the first Battle
action in this battle (including during that action)."), changes no action itself (Reference
04: a bonus or penalty changes the stat; Keywords). Its condition may name actions, but it only
says when the change holds. Such a sentence is doubted only where an action tests what it
changes (``solver.traits_in_play.doubt_qualities``, the sentence being one of the card's
``qualities_unread``), not as a trait that "may change this action".

Read whole or not at all: "[If|While <condition>, ]<subject> ha(s|ve) <change>[ if|while|unless
|as long as|during|until <condition>]." where <change> is signed Force, Chi or Personal Honor
changes ("-1F", "+2F/+1C", "+1F and +1PH") or keywords ("Courtier", "Monk • Fudo"); the subject
names no action, ability, attack, effect or strength, and the main clause no permission or
prohibition ("may", "cannot", "only", "instead", "ignore")."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["quality_only"]

_ONE = r"[+-]\d+\s*(?:F|C|PH)"
_STATS = rf"{_ONE}(?:\s*(?:/|,|and)\s*{_ONE})*"
_KEYWORDS = r"[A-Z][\w'-]+(?:\s*(?:•|,|and|or)\s*[A-Z][\w'-]+)*"
_SENTENCE = lazy_regex(
    r"^(?:(?:If|While|As long as) [^,.]+, )?(?P<subject>[A-Za-z][^.;:]*?) (?:has|have) "
    rf"(?:an additional )?(?P<change>{_STATS}|{_KEYWORDS})"
    r"(?: (?:if|while|unless|as long as|during|until) [^;:]+?)?\.?$"
)
_SUBJECT_WORDS = lazy_regex(
    r"\b(?:actions?|abilit(?:y|ies)|attacks?|effects?|strength|designators?|costs?|gold)\b",
    re.IGNORECASE,
)
_PERMISSION = lazy_regex(
    r"\b(?:may|cannot|can't|can|must|only|instead|ignore\w*|additional cost|even if)\b", re.I
)


def _bare(text: str) -> str:
    """``text`` without its parenthetical reminders and closing period."""
    return re.sub(r"\s*\([^()]*\)", "", text).strip().rstrip(".")


def quality_only(view: View, source: str, said: str) -> bool:
    """Is ``said`` (an unread sentence of ``source``, in play) such a stat or keyword change,
    left to the doubt of the tests it may turn (see the module)?"""
    text = said.strip()
    if _bare(text) not in {_bare(q) for q in view.definition(source).qualities_unread}:
        return False
    m = _SENTENCE.fullmatch(text)
    if m is None or _SUBJECT_WORDS.search(m["subject"]):
        return False
    main = text[: m.end("change")]
    return not _PERMISSION.search(main)
