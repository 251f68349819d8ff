"""A bowed card's unread Gold mode whose one use bows it can't pay (h40adv2 N3): a bowed The
Sacred Temple of the Phoenix leaves its unread 7-Gold mode out of a shortfall, and School of
Wizardry's "When paying for a Human Shugenja, he enters play for 0 Gold." can't lower a card
that is not a Shugenja (Costs and restrictions / Costs; Changes to costs and payments)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
pytestmark = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(), reason="no ../shared/data"
)


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _state(phase: str, cards: list[dict[str, Any]]) -> dict[str, Any]:
    for c in cards:
        c.setdefault("zone", "home")
        c.setdefault("owner", "phoenix")
    return {
        "turn": 3,
        "active_player": "phoenix",
        "phase": phase,
        "players": [
            {"id": "phoenix", "clan": "phoenix", "family_honor": 12},
            {"id": "lion", "clan": "lion", "family_honor": 9},
        ],
        "cards": [*cards, {"id": "lsh", "title": "Shamate Keep", "owner": "lion", "zone": "home"}],
    }


def _status(pool: CardPool, state: dict[str, Any], card: str, ability: Any) -> tuple[str, str]:
    v = check(parse_state(state, "h40gold", cards=pool), "phoenix", card, ability)
    return v.status, " / ".join(v.reasons)


@pytest.mark.parametrize(
    ("bowed", "card", "want"),
    [
        (True, "bs", "illegal"),  # Biting Steel (2), Small Farm 1: the 7-Gold mode can't bow
        (True, "p1", "illegal"),  # Isawa Tsumaro (a Shugenja, 9): the same
        (False, "bs", "legal"),  # control: unbowed, its read 5 Gold for a Spell pays
        (False, "p1", "unknown"),  # control: unbowed, its unread 7 Gold may pay a Shugenja
    ],
)
def test_a_bowed_temple_s_unread_mode_pays_nothing(
    pool: CardPool, bowed: bool, card: str, want: str
) -> None:
    state = _state(
        "action" if card == "bs" else "dynasty",
        [
            {"id": "sh", "title": "The Sacred Temple of the Phoenix", "bowed": bowed},
            {"id": "farm", "title": "Small Farm"},
            {"id": "kido", "title": "Isawa Kido"},
            {"id": "bs", "title": "Biting Steel", "zone": "hand"},
            {"id": "p1", "title": "Isawa Tsumaro", "zone": "province", "province": 1},
        ],
    )
    status, reasons = _status(pool, state, card, EQUIP if card == "bs" else RECRUIT)
    assert status == want, reasons
    if want == "unknown":
        assert "Sacred Temple" in reasons


@pytest.mark.parametrize(
    ("title", "want"),
    [
        ("Shiba Kudome • Experienced", "illegal"),  # no Shugenja: the School can't lower her
        ("Isawa Tsumaro", "unknown"),  # control: a Human Shugenja, the School may
    ],
)
def test_a_human_shugenja_reduction_lowers_only_a_shugenja(
    pool: CardPool, title: str, want: str
) -> None:
    state = _state(
        "dynasty",
        [
            {"id": "sh", "title": "The Sacred Temple of the Phoenix", "bowed": True},
            {"id": "school", "title": "School of Wizardry"},
            {"id": "mine", "title": "Silver Mine"},
            {"id": "farm", "title": "Small Farm"},
            {"id": "p1", "title": title, "zone": "province", "province": 1},
        ],
    )
    status, reasons = _status(pool, state, "p1", RECRUIT)
    assert status == want, reasons
