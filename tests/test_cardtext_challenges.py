"""Challenges in the effects (``model.cardtext.effects_duels``): the challenged Personality is
not the challenger - the card itself ("Hoturi challenges a target Personality") or the
sentence's target before it ("Your target unbowed Personality challenges a target
Personality"); found by the independent review (A Magistrate Falls: a lone Personality was
read as challenging himself)."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from tests.builders import card, played

TWO_TARGETS = (
    "<b>Iaijutsu Limited:</b> Your target unbowed Personality challenges a target Personality. "
    "Destroy the duel's loser."
)
ITSELF = "<b>Iaijutsu Battle:</b> Hoturi challenges a target Personality. Destroy the loser."


def _reading(text: str, title: str, card_type: CardType) -> tuple[tuple[str, ...], ...]:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return tuple(tuple(s.select.other_than) for s in action.ability.all_target_specs())


def test_the_readings() -> None:
    assert _reading(TWO_TARGETS, "T Duel", CardType.STRATEGY) == ((), ("target1",))
    assert _reading(ITSELF, "Doji Hoturi", CardType.PERSONALITY) == (("source",),)
    # yours against an enemy: never the same card, nothing added
    enemy = TWO_TARGETS.replace("a target Personality", "a target enemy Personality")
    assert _reading(enemy, "T Duel", CardType.STRATEGY) == ((), ())


@pytest.mark.parametrize(("others", "expected"), [(0, "illegal"), (1, "legal")])
def test_a_lone_personality_challenges_no_one(others: int, expected: str) -> None:
    defs = [{"title": "T Samurai", "type": "personality", "force": 2, "chi": 2}]
    cards = [card("me1", "T Samurai", "me")]
    cards += [card(f"them{i}", "T Samurai", "them") for i in range(others)]
    assert played(TWO_TARGETS, defs, cards) == expected
