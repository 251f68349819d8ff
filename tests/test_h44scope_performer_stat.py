"""An attack whose strength is its card's stat ("Battle: Fear equal to Takanori's Chi.") is
read with the card's current stat, every read sentence applied (``View.stat``): his own "+1C
while he has a Weapon" (``model.attachment_stats``), "Your Personalities have +1C while they are
not involved in a duel" (``model.duel_stats``: no duel while nothing resolves); a sentence not
read that may turn the strict reading is named (``solver.strict_reading_doubts``), and one
that lowers the card's stat keeps a strict legal from standing (h44adv3 W3). Real cards."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.common import Stat
from model.load import load_state
from model.oracle.pool import CardPool
from model.state import View
from solver.good_faith import check
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h44scope"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _check(pool: CardPool, board: str, player: str, card: str, ability: int = 0) -> object:
    return check(load_state(BOARDS / f"{board}.yaml", cards=pool), player, card, ability)


@needs_data
def test_takanori_chi_counts_his_weapon_and_ryoshun(pool: CardPool) -> None:
    """Chi 2 +1 (A Samurai's Soul) +1 (his Weapon) +1 (Ryoshun's Guidance, no duel) = 5."""
    loaded = load_state(BOARDS / "b3_dragon_phoenix.yaml", cards=pool)
    assert View.of(loaded.state, loaded.library).stat("takanori", Stat.CHI) == 5
    v = check(loaded, "dragon", "takanori", 0)
    assert v.status == "legal", v.reasons


@needs_data
def test_takanori_without_ryoshun_still_meets_kaname(pool: CardPool) -> None:
    """Chi 4 (no Ryoshun) against Isawa Kaname's Force 4: the strict reading holds."""
    v = check(load_state(BOARDS / "p6_takanori_noryoshun.yaml", cards=pool), "dragon", "takanori")
    assert v.status == "legal", v.reasons


@needs_data
def test_control_takanori_without_a_weapon_stays_two_readings(pool: CardPool) -> None:
    """No Weapon: his own sentence changes nothing; the strict reading fails: `unknown`."""
    v = check(load_state(BOARDS / "p7b_control.yaml", cards=pool), "dragon", "takanori")
    assert v.status == "unknown", v.reasons
    assert v.details[0].code == "two_readings"


@needs_data
def test_a_pending_action_leaves_ryoshun_unread_and_named(pool: CardPool) -> None:
    """An action awaits Interrupts (a duel may exist): Ryoshun's +1C is not applied, and the
    strict reading's failure names it instead of dropping it."""
    loaded = load_state(BOARDS / "w3_takanori_duel_pending.yaml", cards=pool)
    assert View.of(loaded.state, loaded.library).stat("takanori", Stat.CHI) == 2
    v = check(loaded, "dragon", "takanori", 0)
    assert v.status == "unknown", v.reasons
    assert "Ryoshun's Guidance" in v.reasons[0]


@needs_data
@pytest.mark.parametrize(
    ("board", "title"),
    [("w3_lowering_probe", "A Fever in the Blood"), ("w3_lowering_walls", "Hold the Walls")],
)
def test_a_lowering_trait_on_the_performer_is_no_false_legal(
    pool: CardPool, board: str, title: str
) -> None:
    """A Fever in the Blood ("Personalities and Followers have -1F while attacking."), Hold the
    Walls ("Attacking Personalities and Followers have -1F."): Akodo Eirasu's "Fear equal to
    Eirasu's Force" against Kaname (F4) is not a strict legal."""
    v = check(load_state(BOARDS / f"{board}.yaml", cards=pool), "lion", "eirasu")
    assert v.status != "legal", v.reasons
    assert title in " ".join(v.reasons)


@needs_data
def test_control_without_the_lowering_trait_is_legal(pool: CardPool) -> None:
    v = check(load_state(BOARDS / "w3_lowering_control.yaml", cards=pool), "lion", "eirasu")
    assert v.status == "legal", v.reasons


@needs_data
@pytest.mark.parametrize(
    ("board", "chi", "force"), [("p10_saiga", 4, 7), ("p10b_saiga_noweapon", 2, 3)]
)
def test_saiga_counts_his_weapons(pool: CardPool, board: str, chi: int, force: int) -> None:
    """ "Saiga has +1F/+1C for each of his Weapons.": C2 F3, Fubatsu Blade +1C +3F, +1/+1."""
    loaded = load_state(BOARDS / f"{board}.yaml", cards=pool)
    view = View.of(loaded.state, loaded.library)
    assert (view.stat("saiga", Stat.CHI), view.stat("saiga", Stat.FORCE)) == (chi, force)


@needs_data
def test_takanori_as_a_target_has_his_weapon_chi(pool: CardPool) -> None:
    """p7: Chokehold ("a target enemy Personality with equal or lower Chi") by Asako Sadaki
    (Chi 3) against Takanori (2 +1 A Samurai's Soul +1 his Weapon = 4): illegal (was unknown
    naming his sentence)."""
    v = _check(pool, "p7_takanori_chi", "phoenix", "chokehold")
    assert v.status == "illegal", v.reasons  # type: ignore[attr-defined]
