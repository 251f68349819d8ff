"""Gold read on the board the earlier costs leave (Costs and restrictions / Costs: "Costs are
paid in the order they are written"): a producer counting the board is not trusted where the
action's other costs change the board before the Gold is paid (found by review: House of Fates
counted Kasuga Kyoji unbowed although "bow Kyoji and pay 5 Gold" bows him first)."""

from __future__ import annotations

from typing import Any

import pytest

from solver.good_faith import check
from tests.builders import board, card

PERSONALITY = {
    "title": "T Samurai",
    "type": "personality",
    "keywords": ["samurai"],
    "force": 2,
    "chi": 2,
    "personal_honor": 2,
    "honor_requirement": 0,
    "gold_cost": 5,
}


def _counting(unbowed: bool | None) -> dict[str, Any]:
    """'Produce Gold equal to the number of (un)bowed Personalities you control' (None: every
    Personality you control)."""
    state = {} if unbowed is None else {"bowed": not unbowed}
    return {
        "title": "T Counting House",
        "type": "holding",
        "gold_cost": 2,
        "production": [
            {
                "gold": 0,
                "per_card": [{"select": {"type": "personality", "controller": "you", **state}}],
            }
        ],
    }


FARM = {
    "title": "T Farm",
    "type": "holding",
    "gold_cost": 2,
    "gold_production": 2,
    "production": [{"from_stat": "gold_production"}],
}


def _leader(costs: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        **PERSONALITY,
        "title": "T Leader",
        "abilities": [
            {"designators": ["open"], "costs": costs, "effects": [{"step": "draw a card"}]}
        ],
    }


BOW_THEN_PAY = [{"bow": "source"}, {"gold": 5}]


def _status(
    costs: list[dict[str, Any]], unbowed: bool | None, others: int, farm: bool = False
) -> str:
    defs = [PERSONALITY, _counting(unbowed), FARM, _leader(costs)]
    cards = [
        card("house", "T Counting House", "me"),
        card("leader", "T Leader", "me"),
        *(card(f"p{i}", "T Samurai", "me", bowed=unbowed is False) for i in range(others)),
        *([card("farm", "T Farm", "me")] if farm else []),
    ]
    return check(board(defs, cards), "me", "leader", 0).status


def test_a_count_the_earlier_cost_lowers_is_not_trusted() -> None:
    # 5 unbowed Personalities now, 4 once the leader bows for the first cost: not 5 Gold
    assert _status(BOW_THEN_PAY, unbowed=True, others=4) == "unknown"


def test_without_another_cost_the_count_is_the_board() -> None:
    assert _status([{"gold": 5}], unbowed=True, others=4) == "legal"
    assert _status([{"gold": 6}], unbowed=True, others=4) == "illegal"


def test_a_plan_without_the_counting_source_stays_legal() -> None:
    assert _status([{"bow": "source"}, {"gold": 2}], unbowed=True, others=4, farm=True) == "legal"


def test_a_count_the_earlier_cost_raises_is_not_a_sure_shortfall() -> None:
    # 4 bowed Personalities now, 5 once the leader bows: never a false "illegal"
    assert _status(BOW_THEN_PAY, unbowed=False, others=4) == "unknown"


@pytest.mark.parametrize("unbowed", [True, False])
def test_the_reason_names_the_producer(unbowed: bool) -> None:
    defs = [PERSONALITY, _counting(unbowed), _leader(BOW_THEN_PAY)]
    cards = [card("house", "T Counting House", "me"), card("leader", "T Leader", "me")]
    verdict = check(board(defs, cards), "me", "leader", 0)
    assert verdict.status == "unknown"
    assert "T Counting House depends on the board" in verdict.reasons[0]


def test_a_count_the_other_cost_leaves_as_it_is_is_used() -> None:
    # every Personality you control: bowing the leader changes nothing it counts
    assert _status(BOW_THEN_PAY, unbowed=None, others=4) == "legal"
    assert _status([{"bow": "source"}, {"gold": 6}], unbowed=None, others=4) == "illegal"


def _mine(condition: dict[str, Any]) -> dict[str, Any]:
    """'Produce 2 Gold, or 3 Gold if <condition>'."""
    return {
        "title": "T Mine",
        "type": "holding",
        "gold_cost": 2,
        "production": [{"gold": 2, "conditional": [{"condition": condition, "gold": 3}]}],
    }


@pytest.mark.parametrize(
    ("condition", "expected"),
    [
        # no cost changes the player's Clan: both mines give 3 (found by h23adv3, Iron Mine)
        ({"your_clan": "crab"}, "legal"),
        # a board fact (Family Honor) a cost not followed could change: not trusted
        ({"family_honor_at_least": 5}, "unknown"),
    ],
)
def test_a_condition_no_cost_changes_is_the_board(condition: dict[str, Any], expected: str) -> None:
    # discarding a card: a cost whose board after it the solver does not follow
    defs = [PERSONALITY, _mine(condition), _leader([{"discard_from_hand": 1}, {"gold": 6}])]
    cards = [
        card("m1", "T Mine", "me"),
        card("m2", "T Mine", "me"),
        card("leader", "T Leader", "me"),
        card("spare", "T Samurai", "me", zone="hand"),
    ]
    players = [{"id": "me", "family_honor": 5, "clan": "crab"}, {"id": "them", "family_honor": 5}]
    loaded = board(defs, cards, players=players)
    assert check(loaded, "me", "leader", 0).status == expected
