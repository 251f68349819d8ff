"""Cost substitutions answered at "Before paying a cost of discarding the Imperial Favor"
(Costs and restrictions / Substituted costs, Example 4: the Favor need not be held; h42adv3
N13): "This pays the cost instead." is the answered payment's cost (an effect, no cost of this
action); "a cost that requires discarding" is "a cost of discarding"; "during the Attack Phase"
holds in that phase only. Real cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
needs_data = pytest.mark.skipif(not (DATA / "sets").is_dir(), reason="real card data is absent")

FAVOR = "Before paying a cost of discarding the Imperial Favor"


def _board(
    *, phase: str = "action", trigger: str = FAVOR, bowed: bool = False, honorable: bool = True
) -> LoadedState:
    pool = CardPool.load([DATA / "oracle", DATA / "sets"])
    combat: dict[str, Any] = (
        {"segment": "combat", "battlefields": ["scorpion-p1"], "current_battlefield": "scorpion-p1"}
        if phase == "attack"
        else {}
    )
    cards: list[dict[str, Any]] = [
        {"id": "chugo", "title": "Shiro Chugo", "owner": "scorpion", "zone": "home"},
        {"id": "palace", "title": "The Esteemed Palace of the Crane", "owner": "crane",
         "zone": "home"},
        {"id": "lobbyist", "title": "Lobbyist", "owner": "crane", "zone": "home", "bowed": bowed},
        {"id": "yoshitada", "title": "Doji Yoshitada", "owner": "crane", "zone": "home",
         "bowed": bowed, **({} if honorable else {"dishonored": True})},
        {"id": "adjunct", "title": "Political Adjunct", "owner": "crane", "zone": "home",
         "attached_to": "yoshitada", "bowed": bowed},
        {"id": "honor", "title": "Honor", "owner": "crane", "zone": "hand"},
        {"id": "acq", "title": "Acquiring Favor", "owner": "crane", "zone": "hand"},
    ]  # fmt: skip
    data = {
        "turn": 9,
        "active_player": "crane",
        "phase": phase,
        **combat,
        "imperial_favor": "scorpion",
        "trigger": trigger,
        "action_player": "crane",
        "players": [
            {"id": "scorpion", "clan": "scorpion", "family_honor": 10},
            {"id": "crane", "clan": "crane", "family_honor": 16},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


@needs_data
def test_lobbyist_pays_it_without_holding_the_favor() -> None:
    assert check(_board(), "crane", "lobbyist", 0).status == "legal"


@needs_data
def test_control_a_bowed_lobbyist_can_not_pay_its_bow() -> None:
    assert check(_board(bowed=True), "crane", "lobbyist", 0).status == "illegal"


@needs_data
def test_control_another_trigger_refuses_it() -> None:
    other = "After a Personality enters play"
    assert check(_board(trigger=other), "crane", "lobbyist", 0).status != "legal"


@needs_data
def test_political_adjunct_during_the_attack_phase_only() -> None:
    assert check(_board(), "crane", "adjunct", 0).status == "illegal"  # the Action Phase
    assert check(_board(phase="attack"), "crane", "adjunct", 0).status == "legal"


@needs_data
def test_honor_a_cost_that_requires_discarding_is_the_same_moment() -> None:
    v = check(_board(), "crane", "honor", 0)
    assert v.status == "legal" and v.witness is not None
    assert dict(v.witness.targets).get("performer") == ("yoshitada",)


@needs_data
def test_control_honor_without_an_unbowed_samurai_is_illegal() -> None:
    assert check(_board(bowed=True), "crane", "honor", 0).status == "illegal"


@needs_data
def test_control_when_paying_is_not_equated_with_before_paying() -> None:
    # Acquiring Favor: "When paying a cost of discarding the Imperial Favor": stays unknown
    assert check(_board(), "crane", "acq", 0).status == "unknown"
