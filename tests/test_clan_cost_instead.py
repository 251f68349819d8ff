"""Tower of the Ningyo: "This Holding's ability costs 1 Gold instead if you are a Dragon Clan
player." read with its "Limited, :g3:, :bow::" ability (h40adv1 N3; Costs and restrictions /
Changes to costs and payments; Reference 02, Clan Alignment): a Unicorn player pays 3, a Dragon
player 1; a Clan the state does not settle stays ``unknown``. The sentence is no unread
reduction of another payment (a Heavy Infantry Equip short of Gold stays illegal)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext.clan_cost_instead import clan_gold_instead
from model.load import parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import EQUIP

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(), reason="no ../shared/data"
)


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


@pytest.mark.parametrize(
    ("said", "want"),
    [
        (
            "This Holding's ability costs 1 Gold instead if you are a Dragon Clan player.",
            (1, "dragon"),
        ),
        ("This Holding's ability costs 1 Gold instead if you control a Dragon.", None),
        ("This Holding's ability costs 1 Gold instead if you are a Gaijin Clan player.", None),
    ],
)
def test_the_shape(said: str, want: tuple[int, str] | None) -> None:
    assert clan_gold_instead(said) == want


def _state(clan: str, stronghold: str) -> dict[str, Any]:
    cards = [
        {"id": "sh", "title": stronghold, "bowed": True},
        {"id": "temple", "title": "Sanctified Temple"},
        {"id": "tower", "title": "Tower of the Ningyo"},
        {"id": "mine", "title": "Gold Mine", "bowed": True},
        {"id": "hideyo", "title": "Moto Hideyo", "bowed": True},
        {"id": "hi", "title": "Heavy Infantry", "zone": "hand"},
    ]
    for c in cards:
        c.setdefault("zone", "home")
        c["owner"] = "me"
    cards.append(
        {"id": "ehc", "title": "The Esteemed House of the Crane", "owner": "crane", "zone": "home"}
    )
    return {
        "turn": 4,
        "active_player": "me",
        "phase": "action",
        "players": [
            {"id": "me", "clan": clan, "family_honor": 12},
            {"id": "crane", "clan": "crane", "family_honor": 17},
        ],
        "cards": cards,
    }


UNICORN = "The Provincial Estate of the Unicorn"
DRAGON = "The Mountain Keep of the Dragon"


@needs_data
@pytest.mark.parametrize(
    ("clan", "stronghold", "want"),
    [
        ("unicorn", UNICORN, "illegal"),  # 3 Gold; the Tower bows as a cost: Temple 2 < 3
        ("dragon", DRAGON, "legal"),  # 1 Gold: Sanctified Temple pays it
        ("dragon", UNICORN, "unknown"),  # control: the Clan is not settled
    ],
)
def test_the_tower_s_cost_by_clan(pool: CardPool, clan: str, stronghold: str, want: str) -> None:
    state = parse_state(_state(clan, stronghold), "h40gold", cards=pool)
    v = check(state, "me", "tower", 0, targets={"target1": ["hideyo"]})
    assert v.status == want, v.reasons
    if want == "unknown":
        assert "Clan is not settled" in " ".join(v.reasons)


@needs_data
def test_the_sentence_lowers_no_equip(pool: CardPool) -> None:
    state = parse_state(_state("unicorn", UNICORN), "h40gold", cards=pool)
    v = check(state, "me", "hi", EQUIP)
    assert v.status == "illegal", v.reasons
    assert "Tower of the Ningyo" not in " ".join(r for r in v.reasons if "modelled" in r)
