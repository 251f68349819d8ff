"""A Gold shortfall's ``unknown`` names the doubt that can pay for the card (h36adv1 W2): The
Sacred Temple of the Phoenix has no Gold Production stat in the card data and an unread line
"When paying for a Spell or Shugenja, produce 7 Gold which may only pay for that card and if
the latter, you may not Proclaim him ..."; for an Item (Chime of Harmony) or a Personality
without the Shugenja keyword only the missing stat is the doubt (Costs and restrictions / Gold
production: Gold that may only pay for that card pays for no other), for a Shugenja both are."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import parse_state
from model.oracle.pool import CardPool
from model.oracle.production_sure import MISSING_STAT
from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(), reason="no ../shared/data"
)


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _board(pool: CardPool) -> Any:
    state = {
        "turn": 7,
        "active_player": "phoenix",
        "phase": "action",
        "players": [
            {"id": "phoenix", "clan": "phoenix", "family_honor": 20},
            {"id": "dragon", "clan": "dragon", "family_honor": 12},
        ],
        "cards": [
            {"id": "temple", "title": "The Sacred Temple of the Phoenix", "owner": "phoenix"},
            {"id": "toiko", "title": "Isawa Toiko", "owner": "phoenix"},
            {"id": "chime", "title": "Chime of Harmony", "owner": "phoenix", "zone": "hand"},
            {"id": "keep", "title": "The Mountain Keep of the Dragon", "owner": "dragon"},
        ],
    }
    for c in state["cards"]:
        c.setdefault("zone", "home")
    return state


def _reasons(pool: CardPool, state: Any, card: str, ability: Any) -> tuple[str, tuple[str, ...]]:
    v = check(parse_state(state, "p13", cards=pool), "phoenix", card, ability)
    return v.status, v.reasons


@needs_data
def test_an_item_s_doubt_is_the_missing_stat(pool: CardPool) -> None:
    status, reasons = _reasons(pool, _board(pool), "chime", EQUIP)
    assert status == "unknown"
    assert MISSING_STAT in reasons[0] and "7 gold" not in reasons[0]


@needs_data
@pytest.mark.parametrize(
    ("title", "seven"),
    [
        ("Shiba Tsukune", False),  # a Samurai: neither a Spell nor a Shugenja
        ("Isawa Tadaka", True),  # control: a Shugenja (10 Gold): the 7-Gold line may pay
    ],
)
def test_a_recruit_names_the_line_only_for_a_shugenja(
    pool: CardPool, title: str, seven: bool
) -> None:
    state = _board(pool)
    state["phase"] = "dynasty"
    state["cards"].append(
        {"id": "p1", "title": title, "owner": "phoenix", "zone": "province", "province": 1}
    )
    status, reasons = _reasons(pool, state, "p1", RECRUIT)
    assert status == "unknown"
    assert MISSING_STAT in reasons[0]
    assert ("7 gold" in reasons[0]) is seven
