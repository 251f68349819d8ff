"""Why an action is not read when its bold prefix holds an ability keyword whose rules the
rules files do not give ("Earth Kiho Battle: ...", "Maho Battle: ...", "Thunder Engage: ...";
Reference 04, Abilities: a keyword applies to the ability, its action and its effects): the
reason an ``unknown`` gives names that keyword, as ``cards show`` does, before the text."""

from __future__ import annotations

from model.cardtext.keyword_timing import read_paragraph

__all__ = ["keyword_reason", "unread_reasons"]


def keyword_reason(text: str) -> str | None:
    """ "the keyword 'kiho' (its rules are not in the rules files)" for a paragraph ``text``
    whose bold prefix is read but for such keywords; None otherwise."""
    read = read_paragraph(text)
    if read is None:
        return None
    prefix = read[0]
    if prefix.problem is not None or not prefix.timing_keywords:
        return None
    words = " and ".join(repr(w) for w in prefix.timing_keywords)
    many = "s" if len(prefix.timing_keywords) > 1 else ""
    return f"the keyword{many} {words} (its rules are not in the rules files)"


def unread_reasons(texts: tuple[str, ...]) -> str:
    """The texts not read, each a paragraph whose keyword is why named first."""
    said = []
    for text in texts:
        reason = keyword_reason(text)
        said.append(text if reason is None else f"{reason}: {text}")
    return " / ".join(said)
