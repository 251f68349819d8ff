"""h44fixc, on boards of real cards (../shared/data), each with a control: the h44adv5
tester's findings (Utaku Haniko's own bonus read as a stat under a settled condition, reminder
text after a target, two readings of a modifier before "<type> or <title>", the opening
settled by the state, state effects matching no card, Regions in a province)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.common import Stat
from model.load import load_state
from model.oracle.pool import CardPool
from model.state import View
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _load(tmp: Path, pool: CardPool, text: str) -> Any:
    path = tmp / "board.yaml"
    path.write_text(text)
    return load_state(path, cards=pool)


def _said(v: Any) -> str:
    return f"{v.status}: {' '.join(v.reasons)}"


# -- N1: Utaku Haniko's "+1F ... while she is attacking and opposed" ----------------------------

_CHAIN = """
turn: 6
active_player: spider
phase: attack
segment: combat
current_battlefield: crab-p1
attacker: spider
defender: crab
players:
  - {id: spider, clan: spider, family_honor: 2}
  - {id: crab, clan: crab, family_honor: 12}
cards:
  - {id: keep, title: Keep of the Dead, owner: spider, zone: home, bowed: true}
  - {id: buncho, title: Kokujin Buncho, owner: spider, zone: battlefield, battlefield: crab-p1}
  - {id: chain, title: Wicked Chain, owner: spider, zone: battlefield, battlefield: crab-p1,
     attached_to: buncho}
  - {id: osote, title: Hida Osote, owner: crab, zone: battlefield, battlefield: crab-p1}
"""


@pytest.mark.parametrize("owner", ["crab", "spider"])
def test_haniko_at_home_leaves_another_force_limited_attack_alone(
    tmp_path: Path, pool: CardPool, owner: str
) -> None:
    """Wicked Chain (Melee 3, +1 if all Shadowlands) on Hida Osote (4F) with Utaku Haniko at
    home (either side's): she is not attacking, her sentence changes nothing: legal (was
    unknown naming Haniko)."""
    text = _CHAIN + f"  - {{id: haniko, title: Utaku Haniko, owner: {owner}, zone: home}}\n"
    state = _load(tmp_path, pool, text)
    got = _said(check(state, "spider", "chain"))
    assert got.startswith("legal"), got
    assert View.of(state.state, state.library).stat("haniko", Stat.FORCE) == 3


def test_haniko_defending_is_not_attacking(tmp_path: Path, pool: CardPool) -> None:
    """Haniko defends at the battlefield (her controller is the Defender): not attacking, 3F;
    the Chain may target her: legal."""
    text = _CHAIN + (
        "  - {id: haniko, title: Utaku Haniko, owner: crab, zone: battlefield, "
        "battlefield: crab-p1}\n"
    )
    state = _load(tmp_path, pool, text)
    got = _said(check(state, "spider", "chain", targets={"target1": ["haniko"]}))
    assert got.startswith("legal"), got


_ATTACKING = """
turn: 6
active_player: unicorn
phase: attack
segment: combat
current_battlefield: spider-p1
attacker: unicorn
defender: spider
players:
  - {id: spider, clan: spider, family_honor: 2}
  - {id: unicorn, clan: unicorn, family_honor: 12}
cards:
  - {id: bearer, title: BEARER, owner: spider, zone: battlefield, battlefield: spider-p1}
  - {id: chain, title: Wicked Chain, owner: spider, zone: battlefield, battlefield: spider-p1,
     attached_to: bearer}
  - {id: haniko, title: Utaku Haniko, owner: unicorn, zone: battlefield, battlefield: spider-p1}
"""


def test_haniko_attacking_and_opposed_has_her_force_bonus(tmp_path: Path, pool: CardPool) -> None:
    """Control: Haniko attacking and opposed has 4F (settled, applied); the Chain on a
    non-Shadowlands bearer (Melee 3) fails its strict reading on her: the two readings, not a
    "not modelled" doubt; on Kokujin Buncho (Shadowlands: Melee 4) legal."""
    state = _load(tmp_path, pool, _ATTACKING.replace("BEARER", "Hida Osote"))
    assert View.of(state.state, state.library).stat("haniko", Stat.FORCE) == 4
    got = _said(check(state, "spider", "chain"))
    assert got.startswith("unknown") and "reads two ways" in got and "Haniko" not in got, got
    state = _load(tmp_path, pool, _ATTACKING.replace("BEARER", "Kokujin Buncho"))
    assert _said(check(state, "spider", "chain")).startswith("legal")


def test_arima_control_stays_legal(tmp_path: Path, pool: CardPool) -> None:
    """Control: Daidoji Arima ("+2F while defending") at home: legal, as before."""
    text = _CHAIN + "  - {id: arima, title: Daidoji Arima, owner: crab, zone: home}\n"
    assert _said(check(_load(tmp_path, pool, text), "spider", "chain")).startswith("legal")


# -- N2: Sorrow's Debt, reminder text after "Take control of a target ..." ---------------------

_SORROW = """
turn: 5
active_player: mantis
phase: attack
segment: combat
current_battlefield: crab-p1
attacker: mantis
players:
  - {id: mantis, clan: mantis, family_honor: 15}
  - {id: crab, clan: crab, family_honor: 15}
cards:
  - {id: koshin, title: The Fruitful Port of the Mantis, owner: mantis, zone: home, bowed: true}
  - {id: m-iron, title: Copper Mine, owner: mantis, zone: home}
  - {id: madoka, title: Moshi Madoka, owner: mantis, zone: battlefield, battlefield: crab-p1}
  - {id: sd, title: Sorrow's Debt, owner: mantis, zone: hand}
  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}
  - {id: mori, title: Hiruma Moritoki, owner: crab, zone: battlefield, battlefield: crab-p1,
     dishonorable: true}
"""
_COPPER2 = "  - {id: m-copper2, title: Copper Mine, owner: mantis, zone: home}\n"


def test_take_control_reminder_is_no_target_condition(pool: CardPool) -> None:
    """Sorrow's Debt and Betrayal: "(if you do so, they join your army)" is reminder text
    (Reference 03), not "a target under a condition"."""
    for title in ("Sorrow's Debt", "Betrayal"):
        for ab in pool.definitions()[title].abilities:
            assert "under a condition" not in " ".join(ab.not_understood), (title, ab)


def test_sorrows_debt_with_four_gold_is_legal(tmp_path: Path, pool: CardPool) -> None:
    """Two Copper Mines pay its full 4 Gold (the Mantis reduction only lowers it) and a
    dishonorable Personality is a target: legal (was unknown)."""
    got = _said(check(_load(tmp_path, pool, _SORROW + _COPPER2), "mantis", "sd"))
    assert got.startswith("legal"), got


def test_sorrows_debt_controls(tmp_path: Path, pool: CardPool) -> None:
    """Controls: one Copper Mine (2 Gold: only the reduction, not read, could pay): unknown;
    no dishonorable Personality: not legal."""
    got = _said(check(_load(tmp_path, pool, _SORROW), "mantis", "sd"))
    assert got.startswith("unknown"), got
    honorable = _SORROW.replace(",\n     dishonorable: true}", "}") + _COPPER2
    assert not _said(check(_load(tmp_path, pool, honorable), "mantis", "sd")).startswith("legal")


# -- E1: Moto Ming-Gwok • Experienced, the opening settled by the state ------------------------

_MING = """
turn: 8
active_player: spider
phase: attack
segment: combat
current_battlefield: uni-p2
attacker: spider
defender: unicorn
players:
  - {id: spider, clan: spider, family_honor: 4}
  - {id: unicorn, clan: unicorn, family_honor: 16}
cards:
  - {id: chaozhu, title: Daigotsu Chaozhu • Experienced 2, owner: spider, zone: battlefield,
     battlefield: uni-p2}
  - {id: mg, title: Moto Ming-Gwok • Experienced, owner: unicorn, zone: battlefield,
     battlefield: uni-p2}
"""
_DEAD = "  - {id: dead, title: Kaiu Watsuki, owner: unicorn, zone: dynasty_discard, dead: true}\n"


def test_opening_settled_true_is_not_named(tmp_path: Path, pool: CardPool) -> None:
    """A dead Personality in a discard pile: the opening's two readings agree; the answer
    stays unknown (a 6F enemy only, Ranged 3) naming only the Force limit."""
    got = _said(check(_load(tmp_path, pool, _MING + _DEAD), "unicorn", "mg"))
    assert got.startswith("unknown") and "Force limit" in got, got
    assert "the opening" not in got, got


def test_opening_not_met_is_still_named(tmp_path: Path, pool: CardPool) -> None:
    """Control: no dead Personality: the opening's reading is named, as before."""
    got = _said(check(_load(tmp_path, pool, _MING), "unicorn", "mg"))
    assert got.startswith("unknown") and "the opening 'If there is a dead" in got, got


# -- S1, S2: warnings for a state effect matching no card, a Region face-up in a province -------

_PREVENT = """
turn: 4
active_player: crab
phase: action
players:
  - {id: crab, clan: crab, family_honor: 15}
  - {id: scorp, clan: scorpion, family_honor: 15}
effects:
  - kind: prevent
    prevents: [discard]
    cards: {title: Banish All Shadows LOCATION}
    source: kyuden
cards:
  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}
  - {id: mg, title: Moto Ming-Gwok • Experienced, owner: crab, zone: home}
  - {id: ctv, title: Contemplate the Void, owner: crab, zone: home, attached_to: mg}
  - {id: bas, title: Banish All Shadows, owner: crab, zone: hand}
"""


def test_effect_matching_no_card_warns_in_validate_and_check(tmp_path: Path) -> None:
    """A prevention naming a hand card without ``location: hand`` matches no card: `validate`
    and `check --json` carry a warning naming ``effects[0].cards``; with ``location: hand``
    (control) none, and Contemplate the Void is then illegal (its discard prevented)."""
    from typer.testing import CliRunner

    from solver.cli.app import app

    runner = CliRunner()
    cards = ["--cards", str(DATA / "oracle"), "--cards", str(DATA / "sets")]
    path = tmp_path / "board.yaml"
    for location, warned in (("", True), (", location: hand", False)):
        path.write_text(_PREVENT.replace(" LOCATION", location))
        got = runner.invoke(app, ["validate", str(path), "--json", *cards])
        assert ("effects[0].cards matches no card" in got.output) is warned, got.output
        got = runner.invoke(app, ["check", str(path), "--player", "crab", "--json", *cards])
        assert ("effects[0].cards matches no card" in got.output) is warned, got.output
    assert '"verdict": "illegal"' in got.output


def test_region_face_up_in_a_province_warns(tmp_path: Path, pool: CardPool) -> None:
    """Border Market face-up in a province: a warning (a Region in play is stated at home);
    at home (control): none."""
    from model.state_warnings import state_warnings

    base = _PREVENT.replace(" LOCATION", ", location: hand")
    for zone, warned in (("province, province: 1", True), ("home", False)):
        text = base + f"  - {{id: reg, title: Border Market, owner: crab, zone: {zone}}}\n"
        state = _load(tmp_path, pool, text)
        got = state_warnings(View.of(state.state, state.library))
        assert any("Region face-up in a province" in w for w in got) is warned, got


# -- N3: "your target unbowed Ring or Moto Ming-Gwok" (Moshi Tomiko • Experienced) --------------

_TOMIKO = """
turn: 5
active_player: mantis
phase: action
players:
  - {id: mantis, clan: mantis, family_honor: 12}
  - {id: crab, clan: crab, family_honor: 12}
cards:
  - {id: port, title: The Fruitful Port of the Mantis, owner: mantis, zone: home}
  - {id: tomiko, title: Moshi Tomiko • Experienced, owner: mantis, zone: home}
  - {id: ring, title: Ring of Fire, owner: mantis, zone: home, bowed: BOWED}
  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}
"""
_THEIR_MG = "  - {id: mg, title: Moto Ming-Gwok • Experienced, owner: crab, zone: home}\n"


def test_tomiko_with_own_unbowed_ring_is_legal(tmp_path: Path, pool: CardPool) -> None:
    """An unbowed Ring of her controller's: legal under both readings (was unknown)."""
    got = _said(check(_load(tmp_path, pool, _TOMIKO.replace("BOWED", "false")), "mantis", "tomiko"))
    assert got.startswith("legal"), got


def test_tomiko_readings_controls(tmp_path: Path, pool: CardPool) -> None:
    """Controls: Ring bowed, only another player's Moto Ming-Gwok: the readings differ
    (unknown, naming them); no Ming-Gwok at all: illegal under both."""
    bowed = _TOMIKO.replace("BOWED", "true")
    got = _said(check(_load(tmp_path, pool, bowed + _THEIR_MG), "mantis", "tomiko"))
    assert got.startswith("unknown") and "qualifies the first only" in got, got
    assert _said(check(_load(tmp_path, pool, bowed), "mantis", "tomiko")).startswith("illegal")
