"""A Ring's "You may discard this Ring from your hand to use its ability without cost." read for
where the Ring is (Reference 03, Ring; ``solver.ring_discard``): in play the sentence is not
about it (Ring of Earth's Interrupt with nothing pending is illegal, was unknown: h30adv1 r07,
h30adv2 r10); in hand its ability keeps its designators (Ring of Fire's Battle ability in an
Action Phase is illegal, was unknown; in the Combat Segment still unknown). Real cards from
../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_COMBAT = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "b-p1",
    "attacker": "a",
}


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **fields: Any) -> LoadedState:
    return pool_state(tmp, pool, cards, **fields)


def _ring(zone: str) -> dict[str, Any]:
    return {"id": "r", "title": "Ring of Fire", "owner": "a", "zone": zone}


_ARMIES = [
    {"id": "p", "title": "Hiruma Itta", "owner": "a", "zone": "battlefield", "battlefield": "b-p1"},
    {
        "id": "e",
        "title": "Doji Shigeyuki",
        "owner": "b",
        "zone": "battlefield",
        "battlefield": "b-p1",
    },
]


def test_ring_of_earth_in_play_with_nothing_to_interrupt(tmp_path: Path, pool: CardPool) -> None:
    earth = {"id": "r", "title": "Ring of Earth", "owner": "a", "zone": "home"}
    v = check(_load(tmp_path, pool, [earth]), "a", "r", 0)
    assert v.status == "illegal" and v.details[0].code == "timing", v.reasons


def test_ring_of_fire_in_hand_keeps_its_battle_timing(tmp_path: Path, pool: CardPool) -> None:
    v = check(_load(tmp_path, pool, [_ring("hand")]), "a", "r", 0)
    assert v.status == "illegal" and "Combat Segment" in v.reasons[0], v.reasons
    # control: in the Combat Segment the discard may use it: unknown (not modelled)
    fight = _load(tmp_path, pool, [_ring("hand"), *_ARMIES], **_COMBAT)
    assert check(fight, "a", "r", 0).status == "unknown"
    # another player's hand: not his to discard
    assert check(fight, "b", "r", 0).status == "illegal"


def test_ring_of_fire_in_play_is_its_printed_ability(tmp_path: Path, pool: CardPool) -> None:
    """In play, in the Combat Segment with an enemy card without attachments: legal (the
    discard sentence no longer doubts it); in the Action Phase: illegal."""
    fight = _load(tmp_path, pool, [_ring("home"), *_ARMIES], **_COMBAT)
    assert check(fight, "a", "r", 0).status == "legal"
    assert check(_load(tmp_path, pool, [_ring("home")]), "a", "r", 0).status == "illegal"
