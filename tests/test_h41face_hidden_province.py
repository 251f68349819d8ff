"""A face-down card in a Province (``model.hidden_cards``; Reference 05, Provinces and Game
Area Knowledge): known to be a Dynasty card by its deck, its type and the rest hidden.
"a Dynasty card in a province" (Bayushi Eisaku • Experienced) takes it; "a Holding in your
Province" (Yoritomo Mikaru) does not, and the refusal says the card is face-down instead of
naming a type it may have (h40adv7 W4)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.common import DYNASTY_TYPES, CardType
from model.hidden_cards import asks_hidden_identity
from model.oracle.pool import CardPool
from model.selectors import Selector
from solver.good_faith import check
from tests.builders import pool_state

_DYNASTY = tuple(sorted(DYNASTY_TYPES))


def test_the_dynasty_deck_is_not_hidden() -> None:
    assert not asks_hidden_identity(Selector(type=_DYNASTY))
    assert not asks_hidden_identity(Selector())
    assert asks_hidden_identity(Selector(type=(CardType.HOLDING,)))
    assert asks_hidden_identity(Selector(type=_DYNASTY, keyword=("samurai",)))


def _board(tmp: Path, pool: CardPool, card: dict[str, Any], **fields: Any) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "Law of Darkness Dojo", "owner": "a", "zone": "home"},
        {"id": "eis", "title": "Bayushi Eisaku • Experienced", "owner": "a", "zone": "home"},
        {"id": "mik", "title": "Yoritomo Mikaru", "owner": "a", "zone": "home"},
        {"id": "sh2", "title": "Shamate Keep", "owner": "b", "zone": "home"},
        {"zone": "province", "province": 1, **card},
    ]
    return pool_state(tmp, pool, cards, **fields)


_AFTER = {"phase": "dynasty", "event": {"kind": "enters_play", "timing": "after", "cards": ["eis"]}}


def test_eisaku_takes_a_face_down_province_card(tmp_path: Path, pool: CardPool) -> None:
    x = {"id": "x", "title": "Matsu Misato", "owner": "b", "face_up": False}
    v = check(_board(tmp_path, pool, x, **_AFTER), "a", "eis", 0, targets={"target1": ["x"]})
    assert v.status == "legal", v.reasons  # was illegal


def test_eisaku_face_up_holding_control(tmp_path: Path, pool: CardPool) -> None:
    x = {"id": "x", "title": "Iron Mine", "owner": "b", "face_up": True}
    v = check(_board(tmp_path, pool, x, **_AFTER), "a", "eis", 0, targets={"target1": ["x"]})
    assert v.status == "legal", v.reasons


def test_eisaku_refuses_a_fate_card_shown_in_a_province(tmp_path: Path, pool: CardPool) -> None:
    x = {"id": "x", "title": "Rout", "owner": "b", "face_up": True}
    v = check(_board(tmp_path, pool, x, **_AFTER), "a", "eis", 0, targets={"target1": ["x"]})
    assert v.status == "illegal", v.reasons


def test_a_holding_in_a_province_is_not_a_face_down_card(tmp_path: Path, pool: CardPool) -> None:
    y = {"id": "y", "title": "Iron Mine", "owner": "a", "face_up": False}
    v = check(_board(tmp_path, pool, y), "a", "mik", 0, targets={"target1": ["y"]})
    assert v.status == "illegal", v.reasons
    text = " ".join(v.reasons)
    assert "face-down, not known to be Holding" in text, text
    assert "fails: Holding" not in text
