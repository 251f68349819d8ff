"""The most Gold a ":gstar:" action can surely pay counts producers that discard a card of the
hand (h43adv5 U7; ``solver.paid_discards``; Reference 04, the Gold icon ":gstar:"; Costs and
restrictions / Gold production). Asahina Keigo and Asahina Tamako ("Reaction: When paying a
Gold cost, bow ... and discard a card: Produce Gold equal to its Focus Value.") paying for
Broken Alliance ("... a Gold Cost less than or equal to what you paid for this action minus
two.") and Yoritomo Hiromi • Experienced ("Ranged Attack with strength equal to the Gold
paid."). Real cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state


def _alliance(tmp: Path, pool: CardPool, hand: list[str]) -> Any:
    """Keigo and a Small Farm, Broken Alliance and ``hand`` in hand; the opponent's Kaiu Axe
    (Gold Cost 2) on Ikoma Sido: Broken Alliance needs 4 Gold paid."""
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "The Aerie", "owner": "a", "zone": "home", "bowed": True},
        {"id": "farm", "title": "Small Farm", "owner": "a", "zone": "home"},
        {"id": "keigo", "title": "Asahina Keigo", "owner": "a", "zone": "home"},
        {"id": "ba", "title": "Broken Alliance", "owner": "a", "zone": "hand"},
        {"id": "csh", "title": "Shiro no Yojin", "owner": "b", "zone": "home"},
        {"id": "sido", "title": "Ikoma Sido", "owner": "b", "zone": "home"},
        {"id": "axe", "title": "Kaiu Axe", "owner": "b", "zone": "home", "attached_to": "sido"},
    ]
    cards += [{"id": f"h{i}", "title": t, "owner": "a", "zone": "hand"} for i, t in enumerate(hand)]
    tmp.mkdir(parents=True, exist_ok=True)
    return pool_state(tmp, pool, cards)


def test_broken_alliance_paid_by_keigo_discarding(tmp_path: Path, pool: CardPool) -> None:
    """Paid Off (Focus 4) in hand: Keigo produces 4, the Axe's 2 <= 4 - 2: legal (was
    unknown, "Gold Cost at most -1": the bound counted the Small Farm alone)."""
    board = _alliance(tmp_path, pool, ["Paid Off"])
    v = check(board, "a", "ba", 0, targets={"target1": ["axe"]})
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    used = [s for _, ids in v.witness.plan.assignment for s in ids]
    assert any(s.startswith("keigo") and s.endswith("@h0") for s in used)


def test_broken_alliance_keigo_cannot_discard_the_action_itself(
    tmp_path: Path, pool: CardPool
) -> None:
    """Control: only Tell the Tale (Focus 1) beside Broken Alliance, which is being played and
    can't be Keigo's discard: Farm 1 + 1 = 2 < 4, so not legal (the strict reading refuses)."""
    board = _alliance(tmp_path, pool, ["Tell the Tale"])
    v = check(board, "a", "ba", 0, targets={"target1": ["axe"]})
    assert v.status != "legal", v.witness


def _hiromi(tmp: Path, pool: CardPool, tamako: bool) -> Any:
    """Hiromi attacking Ikoma Sido with the Kaiu Axe (6 Force); Keigo (and Tamako), a Small
    Farm, Paid Off (Focus 4) and Broken Alliance (Focus 3) in hand."""
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "The Aerie", "owner": "a", "zone": "home", "bowed": True},
        {"id": "farm", "title": "Small Farm", "owner": "a", "zone": "home"},
        {"id": "keigo", "title": "Asahina Keigo", "owner": "a", "zone": "home"},
        {
            "id": "hiromi",
            "title": "Yoritomo Hiromi • Experienced",
            "owner": "a",
            "zone": "battlefield",
            "battlefield": "b-p1",
        },
        {"id": "po", "title": "Paid Off", "owner": "a", "zone": "hand"},
        {"id": "ba", "title": "Broken Alliance", "owner": "a", "zone": "hand"},
        {"id": "csh", "title": "Shiro no Yojin", "owner": "b", "zone": "home"},
        {
            "id": "sido",
            "title": "Ikoma Sido",
            "owner": "b",
            "zone": "battlefield",
            "battlefield": "b-p1",
        },
        {
            "id": "axe",
            "title": "Kaiu Axe",
            "owner": "b",
            "zone": "battlefield",
            "battlefield": "b-p1",
            "attached_to": "sido",
        },
    ]
    if tamako:
        cards.append({"id": "tamako", "title": "Asahina Tamako", "owner": "a", "zone": "home"})
    fields = {
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "b-p1",
        "attacker": "a",
        "defender": "b",
    }
    return pool_state(tmp, pool, cards, **fields)


def test_hiromi_paid_by_two_discarding_producers(tmp_path: Path, pool: CardPool) -> None:
    """Keigo and Tamako discard Paid Off and Broken Alliance (jointly): 7 Gold >= Sido's 6
    Force: legal even strictly (was unknown, "Force at most 1")."""
    v = check(_hiromi(tmp_path, pool, True), "a", "hiromi", 0, targets={"target1": ["sido"]})
    assert v.status == "legal", v.reasons


def test_hiromi_one_producer_short(tmp_path: Path, pool: CardPool) -> None:
    """Control: Keigo alone: Farm 1 + Paid Off 4 = 5 < 6: not legal."""
    v = check(_hiromi(tmp_path, pool, False), "a", "hiromi", 0, targets={"target1": ["sido"]})
    assert v.status != "legal", v.witness


def test_target_lister_counts_keigo(tmp_path: Path, pool: CardPool) -> None:
    """The targets lister agrees: the Kaiu Axe is a legal target set with Paid Off in hand (was
    0 sets, "(checked: the most Gold you can pay)" though Keigo pays more); with only Tell the
    Tale it is not listed legal (control)."""
    import time

    from solver.listing import checked_target_listing
    from solver.solver_load import ready_view

    found = {}
    for name, hand in (("paid", ["Paid Off"]), ("tale", ["Tell the Tale"])):
        view = ready_view(_alliance(tmp_path / name, pool, hand))
        listed = checked_target_listing(view, "a", "ba", 0, 10, time.monotonic() + 10)
        sets = listed["target_sets"]
        assert isinstance(sets, list)
        found[name] = sorted(s["target1"][0] for s in sets)
    assert "axe" in found["paid"]
    assert "axe" not in found["tale"]
