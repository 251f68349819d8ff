"""'there' in a restriction's second condition names the place the first ends with ("If there
are no Terrains at the current battlefield and you control a Ninja there:", Masked in Shadows,
Trapping Tactics; ``model.cardtext.conditions._and``). Real cards from ../shared/data (skipped
without it)."""

from __future__ import annotations

from pathlib import Path

from model.cardtext.conditions import parse_condition
from model.describe import ability_text
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from model.selectors import Condition
from solver.good_faith import check


def test_there_is_the_current_battlefield() -> None:
    there = parse_condition(
        "there are no Terrains at the current battlefield and you control a Ninja there"
    )
    said = parse_condition(
        "there are no Terrains at the current battlefield and you control a Ninja at the "
        "current battlefield"
    )
    assert isinstance(there, Condition) and there == said


def test_there_after_another_place_stays_unread() -> None:
    """Only after "at the current battlefield" closing the condition before, and only in "you
    control ...": elsewhere "there" is not read here."""
    assert isinstance(
        parse_condition("you control a Samurai in your home and you control a Ninja there"), str
    )
    assert isinstance(
        parse_condition("there are no Terrains at the current battlefield and a Ninja is there"),
        str,
    )


def test_the_terrains_read(pool: CardPool) -> None:
    for title in ("Masked in Shadows", "Trapping Tactics"):
        card = pool.get(title)
        assert card is not None and card.oracle is not None and card.oracle.imported is not None
        (action,) = card.oracle.imported.actions
        assert action.full and action.ability is not None, action.not_understood
        assert "cards at the current battlefield" in ability_text(action.ability)


def _board(tmp: Path, pool: CardPool, ninja_zone: str) -> LoadedState:
    where = (
        "zone: battlefield, battlefield: crab-p2" if ninja_zone == "battlefield" else "zone: home"
    )
    lines = [
        "turn: 9",
        "active_player: scorpion",
        "phase: attack",
        "segment: combat",
        "current_battlefield: crab-p2",
        "attacker: scorpion",
        "players:",
        "  - {id: scorpion, clan: scorpion, family_honor: 10}",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "cards:",
        "  - {id: s-sh, title: Kyuden Bayushi, owner: scorpion, zone: home}",
        f"  - {{id: s-n, title: Shosuro Keiichi, owner: scorpion, {where}}}",
        "  - {id: s-t, title: Masked in Shadows, owner: scorpion, zone: hand}",
        "  - {id: c-sh, title: Kyuden Hida, owner: crab, zone: home}",
        "  - {id: c-0, title: Hiruma Itta, owner: crab, zone: battlefield, battlefield: crab-p2}",
    ]
    path = tmp / f"masked-{ninja_zone}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_masked_in_shadows_on_the_board(tmp_path: Path, pool: CardPool) -> None:
    """Shosuro Keiichi (Ninja) at the current battlefield, no Terrain there: legal (before:
    unknown, the restriction unread); control: Keiichi at home: illegal."""
    v = check(_board(tmp_path, pool, "battlefield"), "scorpion", "s-t", 0)
    assert v.status == "legal", v.reasons
    assert check(_board(tmp_path, pool, "home"), "scorpion", "s-t", 0).status == "illegal"
