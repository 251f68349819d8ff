"""One paragraph of a card read again with one phrase of its text changed: the readers that read
a sentence apart ("up to an amount equal to your Courtier's Chi", ``count_bounds``; "You may
ignore this action's cost of bowing ...", ``own_waivers``; "whose total Chi is ...",
``total_bounds``) read the rest of the paragraph whole without it (issue 13: fail closed, every
other word still consumed by the grammar)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.cardtext import import_text
from model.cardtext.imported import CardImport, ImportedAbility
from model.common import CardType
from model.lazy_regex import LazyPattern

__all__ = ["read_apart", "reread_paragraph", "reread_two_ways", "with_two_ways"]

#: settles one phrase read two ways: (its match, the strict paragraph, the lenient one) -> the
#: paragraph to claim, or None (the paragraph stays as imported)
Settle = Callable[[re.Match[str], ImportedAbility, ImportedAbility], ImportedAbility | None]


def reread_paragraph(
    texts: str | list[str],
    old: str,
    new: str,
    index: int,
    count: int,
    *,
    title: str,
    card_type: CardType,
    keywords: tuple[str, ...] = (),
) -> ImportedAbility | None:
    """Paragraph ``index`` (of ``count``) read again with ``old`` replaced by
    ``new``; None when ``old`` is not in the card's text exactly once, the paragraphs no longer
    number ``count``, or that paragraph is not read in full."""
    raw = [texts] if isinstance(texts, str) else list(texts)
    if sum(t.count(old) for t in raw) != 1:
        return None
    bare = [t.replace(old, new) for t in raw]
    again = import_text(bare, title=title, card_type=card_type, keywords=keywords).paragraphs
    return again[index] if len(again) == count and again[index].full else None


def reread_two_ways(
    texts: str | list[str],
    old: str,
    news: tuple[str, str],
    index: int,
    count: int,
    *,
    title: str,
    card_type: CardType,
    keywords: tuple[str, ...] = (),
) -> tuple[ImportedAbility, ImportedAbility] | None:
    """Paragraph ``index`` read again twice, ``old`` replaced by each of ``news`` (the strict
    reading's words, then the lenient one's): both read in full, each with one reading of its
    own (no ``lenient`` yet), or None (``reread_paragraph``; the readers of a phrase that reads
    two ways, through ``with_two_ways``: ``attachments_unless``, ``personality_or_unit``,
    ``paid_target_limit``)."""
    read = [
        reread_paragraph(
            texts, old, new, index, count, title=title, card_type=card_type, keywords=keywords
        )
        for new in news
    ]
    strict, loose = read
    if strict is None or loose is None or strict.ability is None or loose.ability is None:
        return None
    if strict.ability.lenient is not None or loose.ability.lenient is not None:
        return None
    return strict, loose


def read_apart(read: ImportedAbility, text: str, said: str, what: str, gap: str) -> ImportedAbility:
    """``read`` (its paragraph read without ``said``) as the paragraph ``text``: claimed at its
    costs, with ``said`` its one text not understood (``what``: the kind, for the reason), so a
    solver reading ``said`` apart may settle it (issue 13: never a silently dropped clause)."""
    ability = read.ability
    assert ability is not None  # a paragraph read in full has its ability
    return replace(
        read,
        text=text,
        level="costs",
        ability=replace(ability, not_understood=(said,)),
        not_understood=f"not understood: {what}: {said!r}",
        gap=gap,
    )


def with_two_ways(
    imported: CardImport,
    texts: str | list[str],
    phrase: re.Pattern[str] | LazyPattern,
    news: Callable[[re.Match[str]], tuple[str, str]],
    settle: Settle,
    *,
    title: str,
    card_type: CardType,
    keywords: tuple[str, ...] = (),
) -> CardImport:
    """``imported`` with each paragraph left unread only for a ``phrase`` read again both ways
    (``news`` of its match: the strict words, then the lenient ones; ``reread_two_ways``) and
    claimed as ``settle`` makes it (the paragraph's own text kept)."""
    out = list(imported.paragraphs)
    for i, para in enumerate(imported.paragraphs):
        m = phrase.search(para.text)
        if para.full or m is None:
            continue
        both_read = reread_two_ways(
            texts,
            m.group(0),
            news(m),
            i,
            len(out),
            title=title,
            card_type=card_type,
            keywords=keywords,
        )
        if both_read is not None and (got := settle(m, *both_read)) is not None:
            out[i] = replace(got, text=para.text)
    return replace(imported, paragraphs=tuple(out))
