"""A second target sharing the verb "target" whose count may be zero ("target your performing
unbowed Scout and zero or more of your unbowed Personalities up to an amount equal to your
Scout's Chi", Redeployment) is not read: it was dropped with its bound, a silently dropped
clause (h46adv4 W1; issue 13: fail closed). A second target counted "one of your ..." is read as
before (Ikoma Shinohara)."""

from __future__ import annotations

from model.cardtext import import_text
from model.common import CardType
from model.describe import ability_text

REDEPLOYMENT = (
    "<b>Reaction:</b> After a Maneuvers Segment ends, target your performing unbowed Scout and"
    " zero or more of your unbowed Personalities up to an amount equal to your Scout's Chi."
    " Assign them to a battlefield where there is an enemy army."
)
SHINOHARA = (
    "<b>Battle:</b> Target a Follower in your hand and one of your Personalities: Attach the"
    " Follower to the Personality, paying all costs."
)


def test_a_zero_counted_second_target_is_not_claimed() -> None:
    (p,) = import_text(REDEPLOYMENT, title="Redeployment", card_type=CardType.STRATEGY).paragraphs
    assert not p.full
    assert "and zero or more of your unbowed" in p.not_understood


def test_control_a_second_target_of_one_is_read() -> None:
    (p,) = import_text(
        SHINOHARA, title="Ikoma Shinohara", card_type=CardType.PERSONALITY
    ).paragraphs
    assert p.full and p.ability is not None
    assert "target2: target one of your Personalities" in ability_text(p.ability)
