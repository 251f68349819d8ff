"""A ":gstar:" action's strict limit with another Gold payment beside it (h42gstar; Costs and
restrictions: a cost added by a separate effect is a separate payment, one source's Gold is not
split between payments; ``solver.paid_beside``): the most the ":gstar:" payment can take is
counted with the tax paid too. Yoritomo Hiromi • Experienced and Provoked Violence under a stated
added Gold cost; controls without it (or with one the sources still pay beside) stay legal.
Real cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.load import LoadedState, load_state, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _hiromi(pool: CardPool, tax: int | None, raised: int = 0) -> LoadedState:
    """The Khan's Estate (5 Gold) and Iron Mine (2) against Toritaka Chokichi (4F), Battle
    actions taxed ``tax`` Gold (a separate payment) when given, their Gold cost raised by
    ``raised`` (a change to the amount of the same payment)."""
    at = {"zone": "battlefield", "battlefield": "b-p1"}
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "The Khan's Estate", "owner": "a", "zone": "home"},
        {"id": "iron", "title": "Iron Mine", "owner": "a", "zone": "home"},
        {"id": "hir", "title": "Yoritomo Hiromi • Experienced", "owner": "a", **at},
        {"id": "bsh", "title": "Shamate Keep", "owner": "b", "zone": "home"},
        {"id": "chok", "title": "Toritaka Chokichi", "owner": "b", **at},
    ]
    effects = (
        []
        if tax is None
        else [{"kind": "added_cost", "actions": {"designator": "battle"}, "cost": {"gold": tax}}]
    )
    if raised:
        effects.append(
            {"kind": "cost_change", "actions": {"designator": "battle"}, "gold_delta": raised}
        )
    data = {
        "turn": 5,
        "active_player": "a",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "b-p1",
        "attacker": "a",
        "players": [
            {"id": "a", "clan": "mantis", "family_honor": 15},
            {"id": "b", "clan": "crab", "family_honor": 12},
        ],
        "effects": effects,
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def test_a_tax_the_estate_must_pay_leaves_two_gold_for_the_attack(pool: CardPool) -> None:
    """A 3 Gold tax: the Iron Mine (2) can't pay it, so the Estate does and only 2 Gold are
    left for Hiromi's strength (4F target): unknown (was a false legal: 7 Gold counted)."""
    v = check(_hiromi(pool, 3), "a", "hir", 0, targets={"target1": ["chok"]})
    assert v.status == "unknown", v.reasons
    assert "Force at most 2" in v.reasons[0]


def test_control_a_tax_the_mine_pays_still_leaves_five(pool: CardPool) -> None:
    """Control: a 2 Gold tax paid by the Iron Mine, the Estate's 5 for the attack: legal."""
    assert check(_hiromi(pool, 2), "a", "hir", 0, targets={"target1": ["chok"]}).status == "legal"


def test_control_no_tax_is_legal(pool: CardPool) -> None:
    assert check(_hiromi(pool, None), "a", "hir", 0, targets={"target1": ["chok"]}).status == (
        "legal"
    )


def test_a_raised_gold_cost_is_taken_off_the_paid_amount(pool: CardPool) -> None:
    """ "Battle actions cost 4 more Gold": of the 7 Gold one payment can take, 4 pay the rise,
    so the Gold paid beyond it (3) is short of 4F: unknown (was legal); a rise of 3: legal."""
    pick = {"target1": ["chok"]}
    v = check(_hiromi(pool, None, raised=4), "a", "hir", 0, targets=pick)
    assert v.status == "unknown", v.reasons
    assert check(_hiromi(pool, None, raised=3), "a", "hir", 0, targets=pick).status == "legal"


def _violence(tmp: Path, pool: CardPool, mines: int, tax: bool) -> LoadedState:
    """Provoked Violence (Political) with ``mines`` Iron Mines (2 Gold each) against Akodo
    Regulars (Gold Cost 3), Political actions taxed 2 Gold when ``tax``."""
    lines = [
        "turn: 6",
        "active_player: crane",
        "phase: action",
        "players:",
        "  - {id: crane, clan: crane, family_honor: 10}",
        "  - {id: crab, clan: crab, family_honor: 10}",
        *(
            [
                "effects:",
                "  - {kind: added_cost, actions: {keyword: political}, cost: {gold: 2}}",
            ]
            if tax
            else []
        ),
        "cards:",
        "  - {id: c-sh, title: The Grand Halls of the Lion, owner: crane, zone: home, bowed: true}",
        *(f"  - {{id: m{i}, title: Iron Mine, owner: crane, zone: home}}" for i in range(mines)),
        "  - {id: court, title: Doji Tatsuki, owner: crane, zone: home}",
        "  - {id: pv, title: Provoked Violence, owner: crane, zone: hand}",
        "  - {id: k-sh, title: Kyuden Hida, owner: crab, zone: home}",
        "  - {id: fujita, title: Hida Fujita, owner: crab, zone: home}",
        "  - {id: regs, title: Akodo Regulars, owner: crab, zone: home, attached_to: fujita}",
    ]
    path = tmp / f"pv-{mines}-{tax}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


_PICK = {"target1": ["court"], "target2": ["regs"]}


def test_provoked_violence_under_a_political_tax(tmp_path: Path, pool: CardPool) -> None:
    """Two Iron Mines (4 Gold) under a 2 Gold Political tax: one Mine pays the tax, 2 Gold are
    left, short of the Regulars' 3: unknown (was a false legal: 4 Gold counted)."""
    v = check(_violence(tmp_path, pool, 2, True), "crane", "pv", 0, targets=_PICK)
    assert v.status == "unknown", v.reasons


def test_control_provoked_violence_without_the_tax(tmp_path: Path, pool: CardPool) -> None:
    """Control: the same two Mines with no tax pay 3: legal; three Mines pay the tax and 4."""
    v = check(_violence(tmp_path, pool, 2, False), "crane", "pv", 0, targets=_PICK)
    assert v.status == "legal", v.reasons
    v = check(_violence(tmp_path, pool, 3, True), "crane", "pv", 0, targets=_PICK)
    assert v.status == "legal", v.reasons
