"""Economic Repercussions: "Other players' Personalities and Followers in play have -2 Gold
Cost and all players have the ability, "..."" and Yoritomo Kanahashi: "Other players'
Personalities and attachments (in play) have -2 Gold Cost." (h42adv1 N4, N5;
``solver.others_cost_lowering``): Kitsuki Judgment pays by the lowered unit; a Strategy's own
Gold cost, and a Recruit (the card entering is out of play), are untouched. Real cards from
../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_PLAYERS = [
    {"id": "phoenix", "clan": "phoenix", "family_honor": 12},
    {"id": "crane", "clan": "crane", "family_honor": 12},
]


def _card(cid: str, title: str, owner: str, **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "home", **more}


def _judgment(tmp: Path, pool: CardPool, lowering: str, lowering_owner: str) -> Any:
    cards = [
        _card("m1", "Iron Mine", "phoenix"),
        _card("m2", "Copper Mine", "phoenix"),
        _card("m3", "Marketplace", "phoenix"),
        _card("kaitoko", "Asako Kaitoko", "phoenix"),
        {**_card("kj", "Kitsuki Judgment", "phoenix"), "zone": "hand"},
        _card("dainagon", "Doji Dainagon", "crane", dishonorable=True),
        _card("masafuni", "Daidoji Masafuni", "crane"),
        _card("sp", "Spearmen", "crane", attached_to="dainagon"),
        _card("low", lowering, lowering_owner),
    ]
    return pool_state(tmp, pool, cards, turn=4, active_player="phoenix", players=_PLAYERS)


@pytest.mark.parametrize("lowering", ["Economic Repercussions", "Yoritomo Kanahashi"])
def test_judgment_pays_the_lowered_unit(tmp_path: Path, pool: CardPool, lowering: str) -> None:
    # Doji Dainagon (5-2) with Spearmen (3-2), dishonorable: 4 Gold of Phoenix's 6
    v = check(_judgment(tmp_path, pool, lowering, "phoenix"), "phoenix", "kj", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and "dainagon" in str(v.witness.targets)


def test_its_own_players_cards_are_not_lowered(tmp_path: Path, pool: CardPool) -> None:
    # control: Crane's Economic Repercussions lowers Phoenix's cards only: Dainagon's unit is
    # 8, Masafuni needs 15, Kaitoko (8-2)+8 = 14, all above 6
    v = check(_judgment(tmp_path, pool, "Economic Repercussions", "crane"), "phoenix", "kj", 0)
    assert v.status == "illegal"
    assert any("needs 14 Gold" in r for r in v.reasons)
    assert "Economic Repercussions (low)'s -2 Gold Cost on Asako Kaitoko" in v.reasons[0]


def _crane_turn(tmp: Path, pool: CardPool, phase: str, gold: int) -> Any:
    mines = [_card(f"g{i}", "Copper Mine", "crane") for i in range(gold // 2)]
    cards = [
        _card("aerie", "The Aerie", "crane"),
        *mines,
        _card("heiwa", "Asako Heiwa", "phoenix", bowed=True),
        _card("er", "Economic Repercussions", "phoenix"),
        {**_card("boh", "Bonds of Hospitality", "crane"), "zone": "hand"},
        {**_card("p1", "Doji Dainagon", "crane"), "zone": "province", "province": 1},
    ]
    return pool_state(
        tmp, pool, cards, turn=4, active_player="crane", phase=phase, players=_PLAYERS
    )


def test_a_strategy_cost_is_untouched(tmp_path: Path, pool: CardPool) -> None:
    v = check(_crane_turn(tmp_path, pool, "action", 2), "crane", "boh", 0)
    assert v.status == "legal", v.reasons


def test_a_recruit_pays_the_printed_cost(tmp_path: Path, pool: CardPool) -> None:
    # the card entering is out of play: Doji Dainagon costs 5, not 3 (The Aerie makes 4)
    v = check(_crane_turn(tmp_path, pool, "dynasty", 0), "crane", "p1", "recruit")
    assert v.status == "illegal", v.reasons
    assert v.reasons[0].startswith("can't pay the Gold")
    v = check(_crane_turn(tmp_path, pool, "dynasty", 2), "crane", "p1", "recruit")
    assert v.status == "legal", v.reasons
