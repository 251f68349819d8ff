"""The set files' Fear icon read as the word the Oracle export prints in its place
(``model.oracle.attack_icons``; h36adv2 U4: The Sinister Citadel of the Spider's "Battle: :fear:
3." was `unknown` "not modelled"). Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.attack_icons import fear_icon_words
from model.oracle.pool import CardPool
from solver.good_faith import check


def test_the_icon_is_the_word() -> None:
    assert fear_icon_words(["<b>Battle:</b> :fear: 3.", ":fear:, :melee:, and :ranged:"]) == [
        "<b>Battle:</b> Fear 3.",
        "Fear, :melee:, and :ranged:",
    ]
    assert fear_icon_words(["Limited, :fear::"]) == ["Limited, :fear::"]  # not a cost icon


def test_the_citadels_fear_is_read(pool: CardPool) -> None:
    card = pool.get("The Sinister Citadel of the Spider")
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    (fear,) = card.oracle.imported.actions
    assert fear.full, fear.not_understood


def _board(tmp: Path, pool: CardPool, *enemies: str) -> LoadedState:
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
        "  - {id: c-sh, title: Kyuden Hida, owner: crab, zone: home}",
        *(
            f"  - {{id: c-{i}, title: {t}, owner: crab, zone: battlefield, battlefield: crab-p2}}"
            for i, t in enumerate(enemies)
        ),
    ]
    path = tmp / f"citadel-{len(enemies)}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_the_citadels_fear_on_the_board(tmp_path: Path, pool: CardPool) -> None:
    """h36adv2 r03 without Kisada: Hiruma Itta (F2) at the battlefield, Fear 3: legal; control:
    no enemy card in play at all: illegal (no target in either reading)."""
    v = check(_board(tmp_path, pool, "Hiruma Itta"), "spider", "sp-sh", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("c-0",)
    assert check(_board(tmp_path, pool), "spider", "sp-sh", 0).status == "illegal"
