"""Attack sentences in set-file icons and with a closing "while" condition
(``solver.attack_scope``; h45adv2 N2): ":melee: and :ranged: targeting Seiji have -2 strength
while he has an Earth Spell." (Agasha Seiji) concerns only attacks that may target Seiji. Real
cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.cards import CardType
from model.load import load_state
from model.oracle.pool import CardPool
from solver.attack_scope import attack_said
from solver.good_faith import check

BOARDS = Path(__file__).parent / "data" / "h45fixb"


def _status(pool: CardPool, board: str, player: str, card: str) -> str:
    return str(check(load_state(BOARDS / board, cards=pool), player, card, 0).status)


def test_reading_icons_and_a_while_condition() -> None:
    said = attack_said(
        ":melee: and :ranged: targeting Seiji have -2 strength while he has an Earth Spell.",
        "Agasha Seiji",
        CardType.PERSONALITY,
    )
    assert said is not None
    assert said.kinds == frozenset({"melee", "ranged"})
    assert said.strength and said.cards == "self"
    icons = attack_said(
        "Fear, :melee:, and :ranged: targeting this Follower have -2 strength.",
        "Legion of the Khan",
        CardType.FOLLOWER,
    )
    assert icons is not None and icons.kinds == frozenset({"fear", "melee", "ranged"})


def test_a_while_condition_ending_in_an_ability_is_not_read() -> None:
    said = "Melee Attacks targeting this Follower have -2 strength while Battle: bow it."
    assert attack_said(said, "Someone", CardType.FOLLOWER) is None


def test_attacks_on_the_opponents_cards_are_not_touched(pool: CardPool) -> None:
    """Seiji is the attacker's own: Isawa Kajibara's and Seiji's Earth's Wrath target only the
    opponent's cards."""
    assert _status(pool, "spells.yaml", "phoenix", "kaji") == "legal"
    assert _status(pool, "spells.yaml", "phoenix", "ew2") == "legal"


def test_control_an_attack_that_must_target_seiji_keeps_the_doubt(pool: CardPool) -> None:
    """Seiji the opponent's only card at the battlefield: the penalty may turn the attack."""
    assert _status(pool, "spells_seiji_theirs.yaml", "phoenix", "kaji") == "unknown"
