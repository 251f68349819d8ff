"""Effect words legality needs (model/cardtext/effects*.py): challenges and duels (their targets;
the duel's outcome is an effect), attacks (Fear, Melee and Ranged Attacks as required targets,
and effects on other actions' attacks)."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported

COMBAT = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "them-p1",
    "attacker": "me",
}


def _action(text: str, title: str, card_type: CardType) -> Any:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    return action


# --- challenges and duels -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "title", "card_type", "slots"),
    [
        ("<b>Iaijutsu Battle:</b> Makoto challenges a target enemy Personality. Destroy the "
         "loser.", "Doji Makoto", CardType.PERSONALITY, 1),
        ("<b>Battle:</b> Target an enemy Personality: Riku duels him. Destroy the duel's loser.",
         "Riku", CardType.PERSONALITY, 1),
        ("<b>Iaijutsu Battle:</b> Your target unbowed Personality challenges a target enemy "
         "Personality. Give the winner +2F. Give the loser -2F.", "T Way", CardType.STRATEGY, 2),
        ("<b>Ninja Battle:</b> A target enemy Personality challenges Saigyo. Give the winner "
         "+2F.", "Shosuro Saigyo", CardType.PERSONALITY, 1),
        ("<b>Battle:</b> Choose your performing unbowed Personality and target an enemy "
         "Personality: Your Personality duels the target. Bow the duel's loser.", "T Reckless",
         CardType.STRATEGY, 2),
        ("<b>Fire Iaijutsu Battle:</b> This Shugenja challenges a target enemy Personality. "
         "During the duel, if this Shugenja is Fire, he has Duelist. Bow the duel's loser.",
         "T Flame", CardType.SPELL, 1),
    ],
)  # fmt: skip
def test_challenge_read_as_its_targets(
    text: str, title: str, card_type: CardType, slots: int
) -> None:
    action = _action(text, title, card_type)
    assert action.full, action.not_understood
    assert len(action.ability.targets) == slots


@pytest.mark.parametrize(
    "text",
    [
        # the challenger is neither the card nor a card chosen before
        "<b>Battle:</b> Your Personality challenges a target enemy Personality.",
        # the winner's targeting is not read
        "<b>Battle:</b> Makoto challenges a target enemy Personality. The winner may target and "
        "give Reserve to a Personality in a Province.",
        # a duel named without a challenge of this action
        "<b>Battle:</b> Give a target Personality +2F. Destroy the duel's loser.",
    ],
)
def test_challenge_not_read(text: str) -> None:
    action = _action(text, "Doji Makoto", CardType.PERSONALITY)
    assert not action.full


@pytest.mark.parametrize(("enemy_there", "expected"), [(True, "legal"), (False, "illegal")])
def test_challenge_target_on_the_board(enemy_there: bool, expected: str) -> None:
    text = "<b>Iaijutsu Battle:</b> Makoto challenges a target enemy Personality. Bow the loser."
    ab = imported(text, "Doji Makoto", CardType.PERSONALITY)
    defs = [
        {"title": "Doji Makoto", "type": "personality", "force": 2, "chi": 3, "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2, "chi": 2},
    ]
    cards = [card("mak", "Doji Makoto", "me", zone="battlefield", battlefield="them-p1")]
    if enemy_there:
        cards.append(card("foe", "T Man", "them", zone="battlefield", battlefield="them-p1"))
    assert check(board(defs, cards, **COMBAT), "me", "mak", 0).status == expected
