"""The action space's ``target`` step offers what ``check`` finds legal for a ":gstar:" action
whose target is limited by the Gold paid (h43adv2 W3, h43adv4 F3; ``solver.step_targets``):
Broken Alliance, Your True Nature, Provoked Violence, Deliberations, Yoritomo Hiromi •
Experienced. The step read the printed limit at 0 Gold paid ("0 legal") after the announce step
offered the action. Cross-check: every card ``check --target`` calls legal is a legal id of the
step, and every legal id is legal in ``check``. Real cards from ../shared/data (skipped
without it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.decision import DecisionPoint, announce_id, card_code
from solver.good_faith import check

_CRANE = [
    "turn: 6",
    "active_player: crane",
    "phase: action",
    "players:",
    "  - {id: crane, clan: crane, family_honor: 17}",
    "  - {id: crab, clan: crab, family_honor: 13}",
    "cards:",
    "  - {id: dainagon, title: Doji Dainagon, owner: crane, zone: home}",
    "  - {id: rengetsu, title: Doji Rengetsu, owner: crane, zone: home, bowed: true}",
    "  - {id: yoj, title: Devoted Yojimbo, owner: crane, zone: home, attached_to: rengetsu}",
    "  - {id: pv, title: Provoked Violence, owner: crane, zone: hand}",
    "  - {id: ytn, title: Your True Nature, owner: crane, zone: hand}",
    "  - {id: ba, title: Broken Alliance, owner: crane, zone: hand}",
    "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
    "  - {id: daizu, title: Hida Daizu • Experienced, owner: crab, zone: home}",
    "  - {id: fubatsu, title: Fubatsu Blade, owner: crab, zone: home, attached_to: daizu}",
    "  - {id: osote, title: Hida Osote, owner: crab, zone: home}",
    "  - {id: spear, title: Spearmen, owner: crab, zone: home, attached_to: osote}",
]
_RICH = [
    "  - {id: aerie, title: The Aerie, owner: crane, zone: home}",
    "  - {id: iron, title: Iron Mine, owner: crane, zone: home}",
    "  - {id: shrine, title: Shrine to Bishamon, owner: crane, zone: home}",
]
_LION = [
    "turn: 4",
    "active_player: lion",
    "phase: attack",
    "segment: combat",
    "current_battlefield: crab-p1",
    "attacker: lion",
    "defender: crab",
    "players:",
    "  - {id: lion, clan: lion, family_honor: 14}",
    "  - {id: crab, clan: crab, family_honor: 10}",
    "cards:",
    "  - {id: shamate, title: Shamate Keep, owner: lion, zone: home}",
    "  - {id: sugo, title: Ikoma Sugo, owner: lion, zone: battlefield, battlefield: crab-p1}",
    "  - {id: delib, title: Deliberations, owner: lion, zone: hand}",
    "  - {id: hiromi, title: Yoritomo Hiromi • Experienced, owner: lion, zone: battlefield,"
    " battlefield: crab-p1}",
    "  - {id: kyuden, title: Kyuden Hida, owner: crab, zone: home}",
    "  - {id: tsuru, title: Hida Tsuru, owner: crab, zone: battlefield, battlefield: crab-p1}",
]
_MORE_LION = [
    "  - {id: copper, title: Copper Mine, owner: lion, zone: home}",
    "  - {id: sfarm, title: Small Farm, owner: lion, zone: home}",
]


def _board(tmp: Path, pool: CardPool, lines: list[str], name: str) -> LoadedState:
    path = tmp / f"{name}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def _step(board: LoadedState, player: str, card: str, picks: list[str]) -> DecisionPoint:
    point = DecisionPoint(board, player).apply(announce_id(card, 0))
    for cid in picks:
        point = point.apply(card_code(cid))
    assert point.kind == "target", point.describe()
    return point


def _agree(board: LoadedState, player: str, card: str, slot: str, cards: list[str]) -> set[str]:
    """The cards among ``cards`` that ``check`` calls legal as the one card of ``slot``."""
    return {c for c in cards if check(board, player, card, 0, targets={slot: [c]}).legal}


@pytest.mark.parametrize("card", ["ba", "ytn"])
def test_gold_cost_limit_step_offers_checks_targets(
    tmp_path: Path, pool: CardPool, card: str
) -> None:
    """8 Gold (The Aerie 4, Iron Mine 2, Shrine 2): Fubatsu Blade (4), Spearmen, Devoted
    Yojimbo (3) are legal in ``check`` and offered by the step (was: 0 legal)."""
    board = _board(tmp_path, pool, [*_CRANE, *_RICH], "rich")
    assert DecisionPoint(board, "crane").verdict_of(announce_id(card, 0)).legal
    legal = _agree(board, "crane", card, "target1", ["fubatsu", "spear", "yoj", "daizu"])
    assert legal == {"fubatsu", "spear", "yoj"}
    point = _step(board, "crane", card, [])
    assert set(point.legal_ids()) == {card_code(c) for c in legal}


def test_provoked_violence_second_slot(tmp_path: Path, pool: CardPool) -> None:
    """Provoked Violence: its Courtier named, the Gold-limited second slot offers what
    ``check`` calls legal."""
    board = _board(tmp_path, pool, [*_CRANE, *_RICH], "pv")
    point = _step(board, "crane", "pv", ["dainagon"])
    legal = {
        c
        for c in ("fubatsu", "spear", "yoj")
        if check(board, "crane", "pv", 0, targets={"target1": ["dainagon"], "target2": [c]}).legal
    }
    assert legal == {"fubatsu", "spear", "yoj"}
    assert set(point.legal_ids()) == {card_code(c) for c in legal}


def test_control_no_gold_offers_none(tmp_path: Path, pool: CardPool) -> None:
    """No Gold source: Broken Alliance's targets are not legal (within 0 - 2: none) and the
    step offers no legal one, as ``check`` says."""
    board = _board(tmp_path, pool, _CRANE, "poor")
    assert not _agree(board, "crane", "ba", "target1", ["fubatsu", "spear", "yoj"])
    assert not DecisionPoint(board, "crane").verdict_of(announce_id("ba", 0)).legal


@pytest.mark.parametrize("card", ["delib", "hiromi"])
def test_paid_strength_step_offers_checks_target(tmp_path: Path, pool: CardPool, card: str) -> None:
    """Deliberations (strength paid - 2) and Hiromi (strength paid), 7 Gold: Hida Tsuru (3F)
    is legal in ``check`` and offered (was: 0 legal)."""
    board = _board(tmp_path, pool, [*_LION, *_MORE_LION], f"lion-{card}")
    assert check(board, "lion", card, 0, targets={"target1": ["tsuru"]}).legal
    assert set(_step(board, "lion", card, []).legal_ids()) == {card_code("tsuru")}


def test_control_deliberations_short_offers_no_legal(tmp_path: Path, pool: CardPool) -> None:
    """Shamate Keep alone (3 Gold): Deliberations reaches strength 1 < 3F: not legal in
    ``check``, and the step offers Tsuru as no legal id."""
    board = _board(tmp_path, pool, _LION, "lion-short")
    verdict = check(board, "lion", "delib", 0, targets={"target1": ["tsuru"]})
    assert not verdict.legal
    point = DecisionPoint(board, "lion")
    if point.verdict_of(announce_id("delib", 0)).legal:
        assert card_code("tsuru") not in _step(board, "lion", "delib", []).legal_ids()


_SPIDER = [
    "turn: 7",
    "active_player: spider",
    "phase: attack",
    "segment: combat",
    "current_battlefield: crab-p1",
    "attacker: spider",
    "players:",
    "  - {id: spider, clan: spider, family_honor: 6}",
    "  - {id: crab, clan: crab, family_honor: 13}",
    "cards:",
    "  - {id: citadel, title: The Sinister Citadel of the Spider, owner: spider, zone: home}",
    "  - {id: kanpeki, title: 'Daigotsu Kanpeki, Unleashed • Experienced 4', owner: spider, "
    "zone: battlefield, battlefield: crab-p1}",
    "  - {id: kisada, title: 'Hida Kisada, the Little Bear • Experienced', owner: crab, "
    "zone: battlefield, battlefield: crab-p1}",
    "  - {id: sword, title: Family Sword, owner: crab, zone: battlefield, battlefield: crab-p1, "
    "attached_to: kisada}",
]


def test_fear_permission_step_offers_the_item(tmp_path: Path, pool: CardPool) -> None:
    """A read Fear permission ("Your Fear effects may target Items and Spells.", Kanpeki):
    the Citadel's Fear 3 may target the Family Sword (an Item, 3F), legal in ``check``; the
    step offers it as ``check`` reads the targets (the printed Fear names no Item)."""
    board = _board(tmp_path, pool, _SPIDER, "spider")
    assert check(board, "spider", "citadel", 0, targets={"target1": ["sword"]}).legal
    point = DecisionPoint(board, "spider").apply(announce_id("citadel", 0))
    assert point.kind == "target", point.describe()
    assert card_code("sword") in point.legal_ids()
