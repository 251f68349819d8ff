"""Unread Gold text that "may only pay for" a card of one type can't make up the shortfall of
a card of another type (Costs and restrictions / Gold production): Yasuki Dokansuto's "Kolat
Reaction, :bow:: When paying for a Holding, produce 2 Gold which may only pay for that card."
(unread for its Kolat keyword) leaves a Personality's shortfall illegal (h26adv1 F6) and a
Holding's unknown (control)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cards import CardDef, CardType
from solver.good_faith import check
from solver.shortfall_scope import cannot_pay_for
from solver.verdict import RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality

DOKANSUTO = (
    "<b>Kolat Reaction, :bow::</b> When paying for a Holding, produce 2 Gold which may only pay "
    "for that card."
)


def test_reading() -> None:
    shown = (
        "Dokan (d): Gold text not understood: 'Kolat Reaction, :bow:: When paying for a Holding, "
        "produce 2 Gold which may only pay for that card.'"
    )
    lord = CardDef(title="Lord", type=CardType.PERSONALITY, provenance="implied")
    mine = CardDef(title="Mine", type=CardType.HOLDING, provenance="implied")
    assert cannot_pay_for(shown, lord) and not cannot_pay_for(shown, mine)
    # more than that one sentence: not read
    longer = shown[:-1] + " Draw a card.'"
    assert not cannot_pay_for(longer, lord)


@pytest.mark.parametrize(("recruited", "expected"), [("lord", "illegal"), ("mine", "unknown")])
def test_the_shortfall(tmp_path: Path, recruited: str, expected: str) -> None:
    mine = {"title": "Mine", "types": ["Holding"], "decks": ["Dynasty"], "gold_cost": 5}
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Dokan", 3, text=DOKANSUTO),
        set_personality("Lord", 5),
        mine,
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "dok", "title": "Dokan", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "province", "province": 0},
        {"id": "mine", "title": "Mine", "owner": "me", "zone": "province", "province": 1},
    ]
    v = check(set_board(tmp_path, cards, table, "dok"), "me", recruited, RECRUIT)
    assert v.status == expected
