"""Moto Genki's "Equip a target non-Unique Item in your discard to Genki." ("in your
discard" without "pile" is the same Fate discard pile: Reference 05, Discard Piles;
``model.cardtext.equip``): read, so the state settles it (was always ``unknown``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state


def _board(tmp: Path, pool: CardPool, name: str, discard: list[str], bowed: bool = False) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "The Endless Plains of the Unicorn", "owner": "uni", "zone": "home"},
        {"id": "iron", "title": "Iron Mine", "owner": "uni", "zone": "home"},
        {"id": "genki", "title": "Moto Genki", "owner": "uni", "zone": "home", "bowed": bowed},
        {"id": "shamate", "title": "Shamate Keep", "owner": "opp", "zone": "home"},
    ]
    cards += [
        {"id": f"d{i}", "title": t, "owner": "uni", "zone": "fate_discard"}
        for i, t in enumerate(discard)
    ]
    players = [
        {"id": "uni", "clan": "unicorn", "family_honor": 10},
        {"id": "opp", "clan": "lion", "family_honor": 10},
    ]
    return pool_state(
        tmp, pool, cards, name, turn=3, active_player="uni", phase="action", players=players
    )


def test_an_item_in_the_discard_pile_is_equipped(tmp_path: Path, pool: CardPool) -> None:
    """Naginata (2) in the Fate discard pile, Iron Mine pays: ``legal``, targeting it."""
    v = check(_board(tmp_path, pool, "a", ["Naginata"]), "uni", "genki", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("d0",)


def test_control_no_item_in_the_discard_pile(tmp_path: Path, pool: CardPool) -> None:
    """Control: nothing in the discard pile: ``illegal`` for its target."""
    v = check(_board(tmp_path, pool, "b", []), "uni", "genki", 0)
    assert v.status == "illegal", v.reasons
    assert "discard pile" in v.reasons[0]


def test_control_bowed_genki(tmp_path: Path, pool: CardPool) -> None:
    """Control: abilities on a bowed card may not be used (Abilities and actions), whatever
    the waiver of the bow: ``illegal``."""
    v = check(_board(tmp_path, pool, "c", ["Naginata"], bowed=True), "uni", "genki", 0)
    assert v.status == "illegal", v.reasons
