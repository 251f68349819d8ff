"""Sources used one after another within one payment (Costs and restrictions / Gold
production): a source counting bowed Personalities ("Produce an amount of Gold equal to the
number of bowed Personalities you control, plus 1.") counts the Personality another source of
the same payment bowed before it ("bow one of your Personalities to produce 4 Gold"); the plan
text names every source's mode, Gold and extra cost (h27adv2 F12, F13)."""

from __future__ import annotations

from itertools import product
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solver.explain import witness_text
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import benten_cards, guards, set_board

_SYCOPHANT = (
    ":bow:: Produce an amount of Gold equal to the number of bowed Personalities you control, "
    "plus 1."
)
_SYCOPHANT_CARD = {"title": "T Sycophant", "types": ["Holding"], "text": _SYCOPHANT, "gold_cost": 2}


def _board(tmp_path: Path, unbowed: int, bowed: int, cost: int, sycophant: bool = True) -> Any:
    cards = benten_cards(cost, _SYCOPHANT_CARD)
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home", "bowed": True},
        {"id": "sb", "title": "T Benten", "owner": "me", "zone": "home"},
        *([{"id": "syc", "title": "T Sycophant", "owner": "me", "zone": "home"}] * sycophant),
        *guards(unbowed, bowed),
        {"id": "p1", "title": "T Lord", "owner": "me", "zone": "province", "province": 1},
    ]
    return set_board(tmp_path, cards, table)


def _brute(unbowed: int, bowed: int, cost: int) -> bool:
    """Every choice of modes, Benten used first (bowing only raises Sycophant's count)."""
    for benten, syc in product((0, 1, 2), (False, True)):
        if benten == 2 and unbowed == 0:
            continue
        gold = {0: 0, 1: 2, 2: 4}[benten]
        if syc:
            gold += bowed + (benten == 2) + 1
        if gold >= cost:
            return True
    return False


@pytest.mark.parametrize(("unbowed", "bowed", "cost"), [(1, 1, 7), (1, 1, 8), (0, 1, 5), (1, 0, 6)])
def test_a_count_of_bowed_cards_is_read_in_order(
    tmp_path: Path, unbowed: int, bowed: int, cost: int
) -> None:
    expected = "legal" if _brute(unbowed, bowed, cost) else "illegal"
    assert check(_board(tmp_path, unbowed, bowed, cost), "me", "p1", RECRUIT).status == expected


def test_the_plan_says_what_to_use_last(tmp_path: Path) -> None:
    loaded = _board(tmp_path, 1, 1, 7)
    v = check(loaded, "me", "p1", RECRUIT)
    assert v.status == "legal" and v.witness is not None and v.witness.plan is not None
    plan = v.witness.plan
    assert dict(plan.assignment)["recruit"] == ("sb:1@g0", "syc")
    assert (plan.gold_produced, plan.waste) == (7, 0)
    assert not v.witness.plan_optimal
    from model.state import View

    text = witness_text(View.of(loaded.state, loaded.library), v)
    assert "T Benten (mode 2: 4 Gold; also bow T Guard (g0))" in text
    assert "T Sycophant (3 Gold)" in text and "use T Sycophant (syc) last" in text


def test_without_the_counting_source_nothing_changes(tmp_path: Path) -> None:
    """Control: Benten alone, 4 for a 5-Gold Personality stays illegal."""
    assert check(_board(tmp_path, 1, 1, 5, sycophant=False), "me", "p1", RECRUIT).status == (
        "illegal"
    )


def test_the_text_names_the_mode_and_its_extra_cost(tmp_path: Path) -> None:
    """F13: a plan as printed pays: the chosen mode and its extra cost are named."""
    loaded = _board(tmp_path, 1, 0, 4, sycophant=False)
    v = check(loaded, "me", "p1", RECRUIT)
    from model.state import View

    text = witness_text(View.of(loaded.state, loaded.library), v)
    assert text.endswith("Gold: Gold cost: bow T Benten (mode 2: 4 Gold; also bow T Guard (g0))")


def _many(tmp: Path, bentens: int, sycs: int, unbowed: int, bowed: int, cost: int) -> Any:
    cards = benten_cards(cost, _SYCOPHANT_CARD)
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home", "bowed": True},
        *(
            {"id": f"b{i}", "title": "T Benten", "owner": "me", "zone": "home"}
            for i in range(bentens)
        ),
        *(
            {"id": f"s{i}", "title": "T Sycophant", "owner": "me", "zone": "home"}
            for i in range(sycs)
        ),
        *guards(unbowed, bowed),
        {"id": "p1", "title": "T Lord", "owner": "me", "zone": "province", "province": 1},
    ]
    return set_board(tmp, cards, table)


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    bentens=st.integers(0, 2),
    sycs=st.integers(0, 2),
    unbowed=st.integers(0, 2),
    bowed=st.integers(0, 2),
    cost=st.integers(1, 14),
)
def test_in_order_matches_a_brute_force(
    tmp_path_factory: pytest.TempPathFactory,
    bentens: int,
    sycs: int,
    unbowed: int,
    bowed: int,
    cost: int,
) -> None:
    """Every way to use the cards, in the best order (the Bentens first: bowing only raises a
    count of bowed Personalities): the check never answers legal when none pays, nor illegal
    when one does."""
    best = 0
    for modes in product((0, 1, 2), repeat=bentens):
        if sum(m == 2 for m in modes) > unbowed:
            continue  # each bows a different unbowed Personality
        gold = sum({0: 0, 1: 2, 2: 4}[m] for m in modes)
        gold += sycs * (bowed + sum(m == 2 for m in modes) + 1)
        best = max(best, gold)
    status = check(
        _many(tmp_path_factory.mktemp("b"), bentens, sycs, unbowed, bowed, cost),
        "me",
        "p1",
        RECRUIT,
    ).status
    # never a wrong verdict; an unknown stays possible (two Bentens for one Personality)
    assert status != ("illegal" if best >= cost else "legal")
