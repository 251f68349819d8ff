"""A state's Gold Production modifier on a Holding with no Gold Production stat in the card data
changes the Gold of its plain ":bow:: Produce N Gold" (``solver.holding_gp_modifier``; Reference
03, Holding Gold Production): Obsidian Mine (set files, "Produce 4 Gold") with +2 pays Merchant
Atoll's 6; with +1, or none, it does not; -5 leaves 0, never below."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from model.load import load_state
from model.oracle.pool import CardPool
from solver import gold
from solver.good_faith import check
from solver.verdict import Play


def _board(tmp: Path, pool: CardPool, amount: int | None, target: str) -> Any:
    mine: dict[str, Any] = {"id": "mine", "title": "Obsidian Mine", "owner": "crab",
                            "zone": "home"}  # fmt: skip
    if amount is not None:
        mine["modifiers"] = [{"stat": "gold_production", "amount": amount}]
    state = {
        "turn": 5, "active_player": "crab", "phase": "dynasty",
        "players": [{"id": "crab", "clan": "crab", "family_honor": 10},
                    {"id": "other", "clan": "scorpion", "family_honor": 9}],
        "cards": [
            {"id": "sh", "title": "The Great Walls of Kaiu", "owner": "crab", "zone": "home",
             "bowed": True},
            mine,
            {"id": "p1", "title": target, "owner": "crab", "zone": "province", "province": 1},
            {"id": "est", "title": "The Shadowed Estate of the Scorpion", "owner": "other",
             "zone": "home"},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


@pytest.mark.parametrize(
    ("amount", "target", "status"),
    [
        (2, "Merchant Atoll", "legal"),  # 4 + 2 = 6
        (1, "Merchant Atoll", "illegal"),  # 5 < 6
        (None, "Merchant Atoll", "illegal"),  # control: 4
        (None, "Kobune Port", "legal"),  # control: 2 <= 4
        (-5, "Kobune Port", "illegal"),  # 4 - 5: no Gold (never below 0)
    ],
)
def test_gp_modifier_on_a_statless_holding(
    tmp_path: Path, pool: CardPool, amount: int | None, target: str, status: str
) -> None:
    v = check(_board(tmp_path, pool, amount, target), "crab", "p1", Play.RECRUIT)
    assert v.status == status, v.reasons


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(-5, 4), st.integers(-5, 4), st.sampled_from(["Merchant Atoll", "Kobune Port"]))
def test_gp_modifiers_match_the_brute_force(pool: CardPool, a: int, b: int, target: str) -> None:
    """Two modified Obsidian Mines: ``check`` answers as the brute-force Gold reference does on
    sources of 4 + modifier (never below 0) each."""
    with tempfile.TemporaryDirectory() as tmp:
        loaded = _board(Path(tmp), pool, a, target)
        extra = {"id": "mine2", "title": "Obsidian Mine", "owner": "crab", "zone": "home",
                 "modifiers": [{"stat": "gold_production", "amount": b}]}  # fmt: skip
        state = yaml.safe_load((Path(tmp) / "board.yaml").read_text())
        state["cards"].append(extra)
        (Path(tmp) / "board.yaml").write_text(yaml.safe_dump(state))
        loaded = load_state(Path(tmp) / "board.yaml", cards=pool)
        v = check(loaded, "crab", "p1", Play.RECRUIT)
    cost = pool.resolve(target).card.gold_cost
    sources = (gold.Source("m1", max(0, 4 + a)), gold.Source("m2", max(0, 4 + b)))
    expected = gold.brute_force(gold.PaymentProblem(sources, (gold.Payment("p", cost),)), 1)
    assert v.status == ("legal" if expected.feasible else "illegal"), (a, b, v.reasons)


@pytest.mark.parametrize(("amount", "status"), [(1, "legal"), (None, "illegal")])
def test_gp_modifier_on_a_stat_the_line_restates(
    tmp_path: Path, pool: CardPool, amount: int | None, status: str
) -> None:
    """Famous Bazaar: Gold Production 2 in the export, read as its "Produce 2 Gold" line; +1
    pays Jade Works' 3 (the control, no modifier, does not)."""
    loaded = _board(tmp_path, pool, None, "Jade Works")
    state = yaml.safe_load((tmp_path / "board.yaml").read_text())
    for c in state["cards"]:
        if c["id"] == "mine":
            c["title"] = "Famous Bazaar"
            if amount is not None:
                c["modifiers"] = [{"stat": "gold_production", "amount": amount}]
    (tmp_path / "board.yaml").write_text(yaml.safe_dump(state))
    loaded = load_state(tmp_path / "board.yaml", cards=pool)
    v = check(loaded, "crab", "p1", Play.RECRUIT)
    assert v.status == status, v.reasons
