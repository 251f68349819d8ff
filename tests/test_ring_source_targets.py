"""An action taken "from your target Ring in play or your discard pile" (The Brotherhood's
Abbey, The Enlightened Path of the Dragon; ``solver.ring_source_targets``): with no Ring of the
player's in play or in his discard pile it is illegal, whatever its unread designators and
trigger say (h41adv4 N2 b5). Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(tmp: Path, pool: CardPool, stronghold: str, *extra: str) -> LoadedState:
    lines = [
        "turn: 5",
        "active_player: crab",
        "phase: attack",
        "segment: combat",
        "current_battlefield: monk-p1",
        "attacker: crab",
        "players:",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "  - {id: monk, clan: dragon, family_honor: 10}",
        "cards:",
        "  - {id: c-sh, title: Kyuden Hida, owner: crab, zone: home}",
        "  - {id: c-0, title: Hida Fujita, owner: crab, zone: battlefield, battlefield: monk-p1}",
        f"  - {{id: m-sh, title: {stronghold}, owner: monk, zone: home}}",
        "  - {id: m-0, title: Kuni Osaku, owner: monk, zone: battlefield, battlefield: monk-p1}",
        *extra,
    ]
    path = tmp / f"ring-{len(extra)}-{stronghold[:5].replace(' ', '')}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


_ABBEY = "The Brotherhood's Abbey"
_PATH = "The Enlightened Path of the Dragon"


def test_no_ring_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """No Ring anywhere (before: unknown, not modelled): illegal for both cards; a Ring the
    other player controls is not "your" Ring: still illegal."""
    for stronghold in (_ABBEY, _PATH):
        v = check(_board(tmp_path, pool, stronghold), "monk", "m-sh", 0)
        assert v.status == "illegal", (stronghold, v.reasons)
        assert "your Ring in play or in your discard pile" in v.reasons[0]
    theirs = "  - {id: c-r, title: Ring of Water, owner: crab, zone: home}"
    v = check(_board(tmp_path, pool, _ABBEY, theirs), "monk", "m-sh", 0)
    assert v.status == "illegal", v.reasons


def test_a_ring_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Controls: a Ring in the player's discard pile, or one he has in play: unknown (the
    text is not read)."""
    for zone in ("fate_discard", "home"):
        ring = f"  - {{id: m-r, title: Ring of Water, owner: monk, zone: {zone}}}"
        v = check(_board(tmp_path, pool, _ABBEY, ring), "monk", "m-sh", 0)
        assert v.status == "unknown", (zone, v.reasons)
