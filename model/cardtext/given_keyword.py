"""A keyword given to a target named by keywords alone: "Permanently give your target Samurai
Shadowlands." (The Obsidian Dueling Grounds). "Give" needs what is given, and nothing follows
the keywords, so the last one is the keyword given and the target is named by the others ("your
target Samurai"): read as "give your target Samurai the Shadowlands keyword." A noun among the
words ("your target Personality Naval") is read by the target grammar as before.
"""

from __future__ import annotations

import re

from model.cardtext.target_words import KEYWORDS, NOUNS
from model.lazy_regex import lazy_regex

__all__ = ["given_last_keyword"]

_GIVE = lazy_regex(
    r"\b(?P<head>give (?:your |an? |each )?target (?P<kws>(?:(?-i:[A-Z][\w-]*) )+))"
    r"(?P<last>(?-i:[A-Z][\w-]*))(?=\.)",
    re.IGNORECASE,
)


def _keywords_only(words: list[str]) -> bool:
    return all(w.lower() in KEYWORDS and w.lower() not in NOUNS for w in words)


def given_last_keyword(text: str) -> str:
    """``text`` with each "give <target> <keywords> <keyword>." said as "... the <keyword>
    keyword." (module docstring)."""

    def said(m: re.Match[str]) -> str:
        if not _keywords_only([*m.group("kws").split(), m.group("last")]):
            return m.group(0)
        return f"{m.group('head')}the {m.group('last')} keyword"

    return _GIVE.sub(said, text)
