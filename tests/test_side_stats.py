"""A change to a player's own Personalities "while defending" applied card by card
(``model.side_stats``; h37adv3 N14): Tamori Muzu's "Your other Earth Personalities have +1F
while defending." makes Tamori Tomaru (Earth, 1F) 2F while the Dragon player defends, so Mara's
Touch's "Give this Shugenja -2F" can be paid (legal; it was unknown). Real cards from
../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(tmp: Path, pool: CardPool, name: str, attacker: str, more: list[str]) -> LoadedState:
    other = "crab" if attacker == "dragon" else "dragon"
    lines = [
        "turn: 7",
        f"active_player: {attacker}",
        "phase: attack",
        "segment: combat",
        f"current_battlefield: {other}-p1",
        f"attacker: {attacker}",
        "players:",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "  - {id: dragon, clan: dragon, family_honor: 10}",
        *more,
        "cards:",
        "  - {id: kyuden, title: Kyuden Hida, owner: crab, zone: home}",
        f"  - {{id: itta, title: Hiruma Itta, owner: crab, zone: battlefield, "
        f"battlefield: {other}-p1}}",
        "  - {id: d-sh, title: The Aerie, owner: dragon, zone: home, bowed: true}",
        f"  - {{id: tomaru, title: Tamori Tomaru, owner: dragon, zone: battlefield, "
        f"battlefield: {other}-p1}}",
        f'  - {{id: mara, title: "Mara\'s Touch", owner: dragon, zone: battlefield, '
        f"battlefield: {other}-p1, attached_to: tomaru}}",
        f"  - {{id: muzu, title: Tamori Muzu, owner: dragon, zone: battlefield, "
        f"battlefield: {other}-p1}}",
    ]
    path = tmp / f"{name}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_defending_earth_personality_pays_the_cost(tmp_path: Path, pool: CardPool) -> None:
    """N14 (p27): Tomaru 1F +1F (defending, Earth, not Muzu): "-2F" paid: legal."""
    v = check(_board(tmp_path, pool, "defending", "crab", []), "dragon", "mara", 1)
    assert v.status == "legal", v.reasons


def test_attacking_no_bonus(tmp_path: Path, pool: CardPool) -> None:
    """Control: the Dragon attacks (Tomaru attacking, not defending): 1F can't lose 2:
    illegal."""
    v = check(_board(tmp_path, pool, "attacking", "dragon", []), "dragon", "mara", 1)
    assert v.status == "illegal", (v.status, v.reasons)


def test_defender_not_stated_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Control: three players, none stated as the Defender: who defends is not read, the
    sentence stays a doubt (not legal)."""
    third = ["  - {id: lion, clan: lion, family_honor: 10}"]
    v = check(_board(tmp_path, pool, "unstated", "crab", third), "dragon", "mara", 1)
    assert v.status != "legal", (v.status, v.reasons)
