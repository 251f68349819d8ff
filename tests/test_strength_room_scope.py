"""A "-N strength" penalty to attacks of a card in play, not read, spares a legal answer whose
witness meets each Force limit with room for every such penalty in play
(``solver.strength_penalty_scope``; h36adv2 r03: Hida Kisada, the Little Bear's "... targeting
your Crab Clan Personalities in Kisada's army have -1 strength." kept The Sinister Citadel of
the Spider's and Zombie Troops' Fear 3 on Hiruma Itta, Force 2, `unknown`). Real cards from
../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(tmp: Path, pool: CardPool, crab: str) -> LoadedState:
    lines = [
        "turn: 9",
        "active_player: spider",
        "phase: attack",
        "segment: combat",
        "current_battlefield: crab-p2",
        "attacker: spider",
        "players:",
        "  - {id: spider, clan: spider, family_honor: 2}",
        "  - {id: crab, clan: crab, family_honor: 14}",
        "cards:",
        "  - {id: sp-sh, title: The Sinister Citadel of the Spider, owner: spider, zone: home}",
        "  - {id: sp-k, title: 'Daigotsu Kanpeki, the Shadow Emperor', owner: spider, "
        "zone: battlefield, battlefield: crab-p2}",
        "  - {id: sp-z, title: Zombie Troops, owner: spider, zone: battlefield, "
        "battlefield: crab-p2, attached_to: sp-k}",
        "  - {id: c-sh, title: Kyuden Hida, owner: crab, zone: home, bowed: true}",
        "  - {id: c-kisada, title: 'Hida Kisada, the Little Bear', owner: crab, "
        "zone: battlefield, battlefield: crab-p2, bowed: true}",
        f"  - {{id: c-foe, title: {crab}, owner: crab, zone: battlefield, battlefield: crab-p2}}",
    ]
    path = tmp / f"kisada-{crab.replace(' ', '_')}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_room_for_the_penalty(tmp_path: Path, pool: CardPool) -> None:
    """Hiruma Itta (Force 2) under Fear 3 with Kisada's -1: a target even at Fear 2: legal."""
    loaded = _board(tmp_path, pool, "Hiruma Itta")
    for card in ("sp-sh", "sp-z"):
        v = check(loaded, "spider", card, 0)
        assert v.status == "legal", (card, v.reasons)
        assert v.witness is not None and v.witness.targets["target1"] == ("c-foe",)


def test_no_room_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Control: Hida Taisho (Force 3), the only target Kisada's penalty does not spare (Fear 3
    at -1 is 2): the doubt stays (unknown), as before."""
    loaded = _board(tmp_path, pool, "Hida Taisho")
    v = check(loaded, "spider", "sp-z", 0)
    assert v.status == "unknown" and "Kisada" in " ".join(v.reasons), v.reasons
