"""An unread text of a bowed card whose one use bows that card (Costs and restrictions / Costs:
a cost must fully occur; a bowed card can't bow, so its ":bow:" cost can't be paid): "Repeatable
Reaction, :bow:: When paying for a Shadowlands card, lower the card's Gold Cost by 4 until it is
paid." on a bowed The Shadowlands Horde lowers nothing now, so it can't make a Gold shortfall
``unknown`` (h36adv1 N8).

Read whole: one ability (one head, its cost holding the ":bow:" icon), no other sentence, and no
word about being bowed or straightening ("even if bowed"): anything else stays a doubt."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["bowed_use_only"]

_ICON = lazy_regex(r":(\w+):")
_OTHER = lazy_regex(r"\bbowed\b|\bstraighten|\bunbow", re.IGNORECASE)


def bowed_use_only(text: str, bowed: bool) -> bool:
    """Is ``text`` (a card's own unread words) one ability whose cost bows the card, while the
    card is ``bowed`` (so it can't be used now)?"""
    if not bowed or _OTHER.search(text):
        return False
    plain = _ICON.sub(lambda m: f"<{m.group(1).lower()}>", text.strip())
    if plain.count(":") != 1:
        return False  # no ability head, or more than one
    head, _, body = plain.partition(":")
    costs = [c.strip() for c in head.split(",")]
    return "<bow>" in costs and body.strip().count(". ") == 0
