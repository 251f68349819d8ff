"""A bowed card's Gold text not understood whose one ability bows that card (Costs and
restrictions / Costs: a cost must fully occur, and a bowed card can't bow): The Sacred Temple of
the Phoenix, bowed, can't use ":bow:: When paying for a Spell or Shugenja, produce 7 Gold ...",
so that unread mode can't make a Gold shortfall ``unknown`` (h40adv2 N3).

The unread text quotes a part of the card's words ("production not understood: 'when paying
...'"); it is settled only when exactly one printed paragraph holds that part and the paragraph
reads whole as one ":bow:" ability with no word about being bowed (``bowed_uses``)."""

from __future__ import annotations

import re

from model.cards import CardDef
from model.lazy_regex import lazy_regex
from solver.bowed_uses import bowed_use_only

__all__ = ["bowed_gold_only"]

#: the quoted words in an unread Gold text ("... not understood: '<words>'")
_QUOTED = lazy_regex(r"""^[^'"]*:\s*(['"])(?P<words>.+)\1\s*$""", re.DOTALL)
_SPACE = lazy_regex(r"\s+")


def _plain(text: str) -> str:
    return _SPACE.sub(" ", text).strip().casefold()


def bowed_gold_only(d: CardDef, text: str, bowed: bool) -> bool:
    """Is ``text`` (an unread Gold text of ``d``) part of one printed ":bow:" ability while
    the card is ``bowed`` (so it can't be used now)?"""
    if not bowed or not d.printed_text:
        return False
    m = _QUOTED.match(text)
    if m is None:
        return False
    words = _plain(m.group("words"))
    if len(words) < 12:
        return False  # too short to find its paragraph surely
    hits = [p for p in d.printed_text.splitlines() if words in _plain(p)]
    return len(hits) == 1 and bowed_use_only(hits[0], True)
