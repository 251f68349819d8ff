"""Which keywords a trait not read may give (``solver.traits_in_play.doubt_qualities``): one
that gives keywords names each ("This Shugenja has +2F and Shadowlands.", Death, Defeated), so
it can't give a keyword it does not name, unless it speaks of keywords, traits or text at large
("copies one keyword", "has the same keywords as ..."). A target failing for want of a card
with a keyword (Headbutt's "Choose your performing Berserker": none) is then not turned by it
(Abilities and actions / B: required performing; h45fixa N7)."""

from __future__ import annotations

import re

from model.abilities import TargetSpec
from model.lazy_regex import lazy_regex

__all__ = ["grants_none_of", "spec_keywords"]

#: words by which a grant may give any keyword
_AT_LARGE = lazy_regex(
    r"\b(?:keywords?|traits?|text|cop(?:y|ies|ied)|same|as if|as though|counts? as|considered)\b",
    re.IGNORECASE,
)


def spec_keywords(spec: TargetSpec) -> frozenset[str]:
    """The keywords ``spec``'s selector names (any way: has, any of, lacks, printed)."""
    s = spec.select
    return frozenset(k.casefold() for k in (*s.keyword, *s.any_keyword, *s.not_keyword))


def grants_none_of(said: str, keywords: frozenset[str]) -> bool:
    """Can the keyword grant ``said`` give none of ``keywords`` (it names none of them and
    speaks of no keyword at large)?"""
    if not keywords or _AT_LARGE.search(said):
        return False
    return not any(
        re.search(rf"\b{re.escape(k)}(?:s|es)?\b", said, re.IGNORECASE) for k in keywords
    )
