"""A "(When going second, ...)" paragraph of a Stronghold (rules text, README "(When going
second, ...)"; ``model/cardtext/going_second.py``): it applies only while its player went
second, turn order 2 (``model.evaluate.turn_order``: the state's ``turn`` and ``players`` in turn
order). A player who went first or third gets none of it: its Gold parts ("Personalities you
Proclaim enter play for two less Gold") can't pay for nor lower any of his plays (h44adv6 N3)."""

from __future__ import annotations

from model.evaluate import turn_order
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["second_only_unmet"]

#: the paragraph, alone or after its "Title (id): " head
_SECOND = lazy_regex(r"(?:^|\): )\(\s*When going second,")


def second_only_unmet(view: View, player: str, text: str) -> bool:
    """Is ``text`` (a sentence of a card ``player`` controls; with or without its "Title (id): "
    head) a "(When going second, ...)" paragraph while ``player`` certainly did not go second?"""
    if _SECOND.search(text.strip()) is None:
        return False
    order = turn_order(view, player)
    return order is not None and order != 2
