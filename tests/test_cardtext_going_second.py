"""The 2010s Clan Strongholds' "(When going second, ...)" paragraph
(model/cardtext/going_second.py): rules text, not a reminder. "your Stronghold ability gains
Tireless" is read under turn order 2; what may change the card's actions and is not read makes
them unknown when the player goes second, never when he went first."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.cardtext.going_second import SECOND, read_going_second
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported

HALLS = (
    "<b>Battle:</b> Give your target opposed Samurai a Force bonus equal to his Personal Honor."
    "<br><i>(When going second, you get +2PS and your Stronghold ability gains Tireless)</i>"
)
BASTION = (
    "<b>Tireless Battle:</b> Fear 3. <i>(Bow a target enemy Follower or Personality without "
    "Followers with 3 or lower Force)</i><br><i>(When going second, you have +1 Province "
    "Strength, your Fear has +1 strength, and you may, if any of your Provinces have been "
    "destroyed, refill the first Province during your Dynasty Phase face-up)</i>"
)


def _ability(text: str) -> Any:
    (action,) = import_text(text, title="T Keep", card_type=CardType.STRONGHOLD).actions
    assert action.full and action.ability is not None, action.not_understood
    return action.ability


def test_the_stronghold_ability_gains_tireless_going_second() -> None:
    ab = _ability(HALLS)
    assert ab.tireless_while == SECOND and not ab.usable_when_bowed
    assert ab.unread_while is None


def test_a_fear_bonus_going_second_turns_no_verdict() -> None:
    """ "your Fear has +1 strength": the strict reading of a Fear leaves bonuses out, the lenient
    one has no Force limit, so it is set aside (h36refuse; it made every answer unknown)."""
    ab = _ability(BASTION)
    assert ab.usable_when_bowed and ab.tireless_while is None
    assert ab.unread_while is None


def test_a_clause_not_read_is_kept_for_going_second() -> None:
    said = "(When going second, you have +1 Province Strength, your Fear has -1 strength)"
    assert read_going_second([said]).unread == said


@pytest.mark.parametrize(
    "paragraph",
    [
        "(When going second, you get +1PS and a +5 Lobby bonus)",
        "(When going second, you get +1PS and other players have -1 maximum hand size)",
        "(When going second, you may, once per game, produce 2 Gold)",
        "(When going second, you get +1PS and Personalities you Proclaim enter play for two "
        "less Gold.)",
        "(When going second, you get +1PS, +1 maximum hand size, and begin with an extra card in "
        "your hand.)",
        "(When going second, you get +1PS and a second use of Cycle on any turn)",
    ],
)
def test_clauses_that_change_no_action_of_the_card_are_set_aside(paragraph: str) -> None:
    got = read_going_second([paragraph])
    assert not got.tireless and got.unread is None


def test_an_unknown_clause_is_kept_and_other_reminders_are_not_read() -> None:
    said = "(When going second, your Personalities have +1F)"
    assert read_going_second([said]).unread == said
    assert read_going_second(["(Tireless actions may be taken even while bowed.)"]).unread is None


def _status(text: str, turn: int, bowed: bool, foe_force: int = 4) -> str:
    defs = [
        {
            "title": "T Keep",
            "type": "stronghold",
            "abilities": [imported(text, "T Keep", CardType.STRONGHOLD)],
        },
        {"title": "T Samurai", "type": "personality", "keywords": ["samurai"], "force": 2},
        {"title": "T Foe", "type": "personality", "force": foe_force},
    ]
    at = {"zone": "battlefield", "battlefield": "them-p1"}
    cards = [
        card("keep", "T Keep", "me", bowed=bowed),
        card("sam", "T Samurai", "me", **at),
        card("foe", "T Foe", "them", **at),
    ]
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
    # players [me, them]: me went first on turn 3 (his second turn), second on turn 4
    state = board(defs, cards, turn=turn, attacker="me", **combat)
    return check(state, "me", "keep", 0).status


def test_a_bowed_stronghold_going_second_is_tireless() -> None:
    assert _status(HALLS, turn=4, bowed=True) == "legal"  # went second: Tireless
    assert _status(HALLS, turn=3, bowed=True) == "illegal"  # went first: bowed
    assert _status(HALLS, turn=3, bowed=False) == "legal"


def test_the_fear_going_second_is_unknown_and_read_going_first() -> None:
    # a 4F enemy: beyond Fear 3, within Fear 4: going second the strict reading's limit is 4
    # (h41adv4 W3b: it was unknown); a 5F one only in the lenient reading
    assert _status(BASTION, turn=4, bowed=False) == "legal"
    assert _status(BASTION, turn=4, bowed=False, foe_force=5) == "unknown"
    # a 3F enemy within strict Fear 3: legal going second too (it was unknown: h36refuse)
    assert _status(BASTION, turn=4, bowed=False, foe_force=3) == "legal"
    assert _status(BASTION, turn=3, bowed=False) != "legal"
    assert _status(BASTION, turn=3, bowed=False, foe_force=3) == "legal"
