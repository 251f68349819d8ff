"""A Gold plan is not proven cheapest while its player has Gold or a cost reduction the reader
did not understand (found by h22adv3 / h23adv1: Akodo Dojo's "When paying for a Follower, it
enters play for 3 less Gold" was left out and the plan called proven cheapest)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.verdict import EQUIP
from tests.builders import KEEP_CARD, set_board, set_personality, set_strategy


@pytest.mark.parametrize("dojo", [False, True])
def test_a_reduction_not_read_leaves_the_plan_unproven(tmp_path: Path, dojo: bool) -> None:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 1),
        {"title": "Guard", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 2, "force": 1},
        {
            "title": "Dojo",
            "types": ["Holding"],
            "gold_cost": 2,
            "text": "<b>:bow::</b> When paying for a Follower, it enters play for 3 less Gold.",
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "guard", "title": "Guard", "owner": "me", "zone": "hand"},
    ]
    if dojo:
        table.append({"id": "dojo", "title": "Dojo", "owner": "me", "zone": "home"})
    loaded = set_board(tmp_path, cards, table, "ch", phase="action")
    assert not dojo or loaded.library["Dojo"].reductions_unread
    verdict = check(loaded, "me", "guard", EQUIP, cheapest=True)
    assert verdict.status == "legal" and verdict.witness is not None
    assert verdict.witness.cheapest is (not dojo)
    assert verdict.witness.plan_optimal is (not dojo)


@pytest.mark.parametrize(("equip", "expected"), [(False, "illegal"), (True, "illegal")])
def test_a_reduction_for_a_card_leaves_an_actions_own_cost(
    tmp_path: Path, equip: bool, expected: str
) -> None:
    """FAQ (Imperial Artificer and Farmlands): paying an action's own Gold cost is not paying
    for a Follower, so "When paying for a Follower, it enters play for 3 less Gold" (not read)
    can't turn its shortfall (a needless unknown found by h23adv1 N2); an Equip it lowers
    exactly (``solver.paying_reduction_sources``): 3 off leaves 1 Gold that nothing pays, the
    Dojo bowed for it can't also produce its 2."""
    text = "<b>Limited, :g3::</b> Gain 1 Honor."
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 0},
        set_personality("Lord", 1),
        {"title": "Guard", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 4, "force": 1},
        set_strategy("Deal", text),
        {
            "title": "Dojo",
            "types": ["Holding"],
            "gold_cost": 2,
            "text": "<b>:bow::</b> Produce 2 Gold. <br><b>:bow::</b> When paying for a "
            "Follower, it enters play for 3 less Gold.",
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "guard", "title": "Guard", "owner": "me", "zone": "hand"},
        {"id": "deal", "title": "Deal", "owner": "me", "zone": "hand"},
        {"id": "dojo", "title": "Dojo", "owner": "me", "zone": "home"},
    ]
    loaded = set_board(tmp_path, cards, table, "n2", phase="action")
    verdict = check(loaded, "me", "guard", EQUIP) if equip else check(loaded, "me", "deal", 0)
    assert verdict.status == expected, verdict.reasons


@pytest.mark.parametrize(
    ("text", "doubts"),
    [
        # the action's own play (Yogo Haruto): its check reads it; no doubt on other payments
        (
            "<b>Battle:</b> Target a Follower in your discard pile: Attach it to Lord, "
            "paying 2 less Gold.",
            False,
        ),
        ("<b>Open:</b> Bring him into play, paying all costs and paying 2 less Gold.", False),
        # a lasting change of later plays (Foothold of the Mad): the doubt stays
        ("<b>Limited:</b> Your Followers enter play paying 2 less Gold (this turn).", True),
    ],
)
def test_an_actions_own_play_reduction_is_no_doubt_on_other_payments(
    tmp_path: Path, text: str, doubts: bool
) -> None:
    """Costs and restrictions / Changes to costs and payments: "Attach it to Haruto, paying 2
    less Gold." lowers the cost of the card that action plays, never another payment, so an
    Equip's shortfall stays certain (h27rev1: every shortfall of Yogo Haruto's controller was
    unknown); "... enter play paying 2 less Gold (this turn)" may lower later plays."""
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 0},
        set_personality("Lord", 1, text=text),
        {"title": "Guard", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 4, "force": 1},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "guard", "title": "Guard", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "own", phase="action")
    assert bool(loaded.library["Lord"].reductions_unread) is doubts
    verdict = check(loaded, "me", "guard", EQUIP)
    assert verdict.status == ("unknown" if doubts else "illegal"), verdict.reasons
