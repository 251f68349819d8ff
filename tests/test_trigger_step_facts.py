"""Printed trigger words the state's facts rule out (solver/trigger_step_facts.py; real cards
from ../shared/data, skipped without it):

- Blade of Champions "When a Battle action would target a card in this unit" while an action
  awaits Interrupts (its targets chosen): not this trigger, illegal (h36adv3 D1); control: the
  state naming that very moment as its trigger keeps the Reaction usable;
- Hofukushu's Vengeance "After the end of an Attack Phase in which you were the Defender" for
  the state's ``attacker``: illegal (h36adv3 D2); control: the Defender's copy is legal."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from model.state import View
from solver.good_faith import check
from solver.trigger_step_facts import step_refutes

BLADE = "When a Battle action would target a card in this unit"
HOFU = "After the end of an Attack Phase in which you were the Defender"


def _board(tmp: Path, pool: CardPool, lines: list[str], name: str) -> LoadedState:
    path = tmp / f"{name}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def _blade(tmp: Path, pool: CardPool, trigger: str, name: str) -> LoadedState:
    lines = [
        "turn: 11",
        "active_player: spider",
        "phase: attack",
        "segment: combat",
        "current_battlefield: crab-p1",
        "attacker: spider",
        f'trigger: "{trigger}"',
        "action_player: spider",
        "players:",
        "  - {id: crab, clan: crab, family_honor: 9}",
        "  - {id: spider, clan: spider, family_honor: -3}",
        "cards:",
        "  - {id: fortress, title: The Impregnable Fortress of the Crab, owner: crab, zone: home}",
        "  - {id: esumi, title: Kaiu Esumi, owner: crab, zone: battlefield, battlefield: crab-p1}",
        "  - {id: boc, title: Blade of Champions, owner: crab, zone: battlefield, "
        "battlefield: crab-p1, attached_to: esumi}",
        "  - {id: citadel, title: The Sinister Citadel of the Spider, owner: spider, zone: home}",
        "  - {id: hachiko, title: Daigotsu Hachiko, owner: spider, zone: battlefield, "
        "battlefield: crab-p1}",
    ]
    return _board(tmp, pool, lines, name)


def test_would_target_is_not_the_interrupt_window(tmp_path: Path, pool: CardPool) -> None:
    loaded = _blade(tmp_path, pool, "to an action, after its targets are chosen", "a")
    v = check(loaded, "crab", "boc", 0)
    assert v.status == "illegal", v.reasons
    assert "just before the action's actual targeting" in v.reasons[0]


def test_would_target_named_by_the_state_stays_usable(tmp_path: Path, pool: CardPool) -> None:
    """Control: the state's trigger is the Blade's own moment: not refuted."""
    loaded = _blade(tmp_path, pool, BLADE, "b")
    v = check(loaded, "crab", "boc", 0)
    assert v.status == "legal", v.reasons
    view = View(loaded.state, pool.definitions())
    assert step_refutes(view, "crab", BLADE) is None


def _hofu(tmp: Path, pool: CardPool, owner: str) -> LoadedState:
    lines = [
        "turn: 8",
        "active_player: unicorn",
        "phase: attack",
        "attacker: unicorn",
        f'trigger: "{HOFU}"',
        "trigger_player: lion",
        "players:",
        "  - {id: lion, clan: lion, family_honor: 15}",
        "  - {id: unicorn, clan: unicorn, family_honor: 9}",
        "cards:",
        f'  - {{id: hofu, title: "Hofukushu\'s Vengeance", owner: {owner}, zone: home}}',
        "  - {id: chinua, title: Moto Chinua, owner: unicorn, zone: home}",
        "  - {id: miro, title: Kitsu Miro, owner: lion, zone: home}",
    ]
    return _board(tmp, pool, lines, f"h{owner}")


def test_the_attacker_was_not_the_defender(tmp_path: Path, pool: CardPool) -> None:
    v = check(_hofu(tmp_path, pool, "unicorn"), "unicorn", "hofu", 0)
    assert v.status == "illegal", v.reasons
    assert "was the Attacker, not the Defender" in v.reasons[0]


def test_the_defender_may_use_it(tmp_path: Path, pool: CardPool) -> None:
    """Control: the Defender's own copy at that moment is not refuted."""
    v = check(_hofu(tmp_path, pool, "lion"), "lion", "hofu", 0)
    assert v.status == "legal", v.reasons
