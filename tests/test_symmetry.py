"""Interchangeable cards (solver/symmetry.py): one representative per class keeps every
verdict, checked against the full search with the reduction switched off."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import solver.good_faith as good_faith
from benchmarks.adversarial import three_units_priced
from model.state import View
from solver.good_faith import check
from solver.symmetry import card_keys, representatives
from tests.builders import card, state


def _unit_action(count: int, plus: int) -> dict[str, Any]:
    return {
        "title": "T Call",
        "type": "strategy",
        "gold_cost": 0,
        "abilities": [
            {
                "designators": ["limited"],
                "targets": [
                    {"name": "u", "count": count, "select": {"controller": "you"}},
                    {"name": "p", "select": {"controller": "you", "other_than": ["u"]}},
                ],
                "costs": [{"gold": {"equal_to": "p.gold_cost", "plus": plus}}],
            }
        ],
    }


def test_identical_cards_share_a_class_and_marked_ones_do_not() -> None:
    loaded = state(
        [
            card("a", "T Samurai", "me"),
            card("b", "T Samurai", "me"),
            card("c", "T Samurai", "me", bowed=True),
            card("d", "T Samurai", "me", tokens=["Fire"]),
            card("f", "T Follower", "me", attached_to="b"),
        ]
    )
    view = View.of(loaded.state, loaded.library)
    keys = card_keys(view)
    assert keys["a"] != keys["c"] and keys["a"] != keys["d"]
    assert keys["a"] != keys["b"]  # b carries a Follower: a unit, a class of its own
    assert representatives(view, ["a", "b", "c", "d"], 1) == ["a", "b", "c", "d"]
    loaded = state([card(f"s{i}", "T Samurai", "me") for i in range(5)])
    view = View.of(loaded.state, loaded.library)
    assert representatives(view, [f"s{i}" for i in range(5)], 2) == ["s0", "s1"]
    assert representatives(view, [f"s{i}" for i in range(5)], 2, ["s4"]) == ["s0", "s1", "s4"]


@settings(max_examples=40, deadline=None)
@given(
    titles=st.lists(st.sampled_from(["T Samurai", "T Monk", "T Brute"]), min_size=1, max_size=7),
    bowed=st.lists(st.booleans(), min_size=7, max_size=7),
    mines=st.integers(0, 3),
    count=st.integers(1, 3),
    plus=st.integers(0, 4),
)
def test_reduction_keeps_the_verdict(
    titles: list[str],
    bowed: list[bool],
    mines: int,
    count: int,
    plus: int,
) -> None:
    cards = [card(f"p{i}", t, "me", bowed=bowed[i]) for i, t in enumerate(titles)]
    cards += [card(f"m{i}", "T Mine", "me") for i in range(mines)]
    cards += [card("call", "T Call", "me", "hand")]
    loaded = state(cards, _unit_action(count, plus), phase="action")
    reduced = check(loaded, "me", "call", cheapest=True)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(good_faith, "symmetry_reduced", lambda view, card, ab, costs, problem: problem)
        full = check(loaded, "me", "call", cheapest=True)
    assert reduced.status == full.status
    if full.legal and reduced.witness and full.witness:
        assert reduced.witness.cost_key() == full.witness.cost_key()


def test_many_identical_units_answer_fast() -> None:
    for payable in (True, False):
        verdict = check(three_units_priced(200, payable=payable), "me", "act")
        assert verdict.status == ("legal" if payable else "illegal")
