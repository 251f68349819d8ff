"""Reconnaissance: effects give a player Reconnaissance at a battlefield ("You have
Reconnaissance at the current battlefield"); the state says where (``players[].reconnaissance``).
"If you have Reconnaissance" holds when you have it at the current battlefield; not stated, or
held only at another battlefield (its rules are not in the rules files: "anywhere" would answer
differently), the answer is unknown."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.describe import ability_text
from model.errors import InputError
from model.selectors import Condition
from solver.good_faith import check
from tests.builders import board, card, imported


def test_you_have_reconnaissance() -> None:
    assert parse_condition("you have Reconnaissance") == Condition(reconnaissance=True)
    assert isinstance(parse_condition("you have Reconnaissance at another battlefield"), str)
    assert isinstance(parse_condition("another player has Reconnaissance"), str)


def test_a_restriction_and_a_cost_unless_you_have_reconnaissance_are_read() -> None:
    text = "<b>Battle:</b> If you have Reconnaissance, target an enemy Personality: Bow him."
    (action,) = import_text(text, title="T Scout", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability).startswith("Battle: if you have Reconnaissance · target1")
    text = "<b>Battle:</b> Bow Nitani unless you have Reconnaissance: Ranged 4 Attack."
    (action,) = import_text(text, title="Hiruma Nitani", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert "costs: bow this card unless you have Reconnaissance" in ability_text(action.ability)


def _players(mine: list[str] | None) -> list[dict[str, Any]]:
    me: dict[str, Any] = {"id": "me", "family_honor": 5}
    if mine is not None:
        me["reconnaissance"] = mine
    return [me, {"id": "them", "family_honor": 5}]


def _combat(
    defs: list[dict[str, Any]],
    cards: list[dict[str, Any]],
    mine: list[str] | None,
    battlefields: tuple[str, ...] = ("them-p1",),
) -> Any:
    """A board in combat at them-p1 (``me`` attacking), ``me`` with Reconnaissance at
    ``mine`` (None: not stated)."""
    return board(
        defs,
        cards,
        players=_players(mine),
        phase="attack",
        segment="combat",
        current_battlefield="them-p1",
        battlefields=list(battlefields),
        attacker="me",
    )


def _status(text: str, mine: list[str] | None, *, bowed: bool = False) -> str:
    ab = imported(text, "T Scout", CardType.PERSONALITY)
    defs = [
        {"title": "T Scout", "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": 2},
    ]
    here = {"zone": "battlefield", "battlefield": "them-p1"}
    loaded = _combat(
        defs,
        [card("s", "T Scout", "me", bowed=bowed, **here), card("f", "T Foe", "them", **here)],
        mine,
        ("them-p1", "them-p2"),
    )
    return check(loaded, "me", "s", 0).status


@pytest.mark.parametrize(
    ("mine", "expected"),
    [
        (["them-p1"], "legal"),  # at the current battlefield
        ([], "illegal"),  # nowhere
        (["them-p2"], "unknown"),  # at another battlefield only: not settled
        (None, "unknown"),  # not stated
    ],
)
def test_a_restriction_on_the_board(mine: list[str] | None, expected: str) -> None:
    text = "<b>Battle:</b> If you have Reconnaissance, target an enemy Personality: Bow him."
    assert _status(text, mine) == expected


@pytest.mark.parametrize(
    ("mine", "expected"),
    [
        (["them-p1"], "legal"),  # the bowing is not needed
        ([], "legal"),  # he bows to pay it
        # at another battlefield only, or not stated: whether the bowing is due is not
        # settled, but the unbowed Scout can bow, so it is legal either way
        (["them-p2"], "legal"),
        (None, "legal"),
    ],
)
def test_a_cost_unless_on_the_board(mine: list[str] | None, expected: str) -> None:
    text = "<b>Battle:</b> Bow Scout unless you have Reconnaissance: Ranged 4 Attack."
    assert _status(text, mine) == expected


def test_a_cost_unless_that_could_not_be_paid_is_unknown() -> None:
    """Read as due, a cost that cannot be paid makes the action illegal, but it may not be
    due: unknown (here a Holding to destroy, which you do not have)."""
    ab = {
        "designators": ["battle"],
        "costs": [
            {
                "destroy": {"select": {"type": ["holding"], "controller": "you"}},
                "unless": {"reconnaissance": True},
            }
        ],
    }
    defs = [{"title": "T Scout", "type": "personality", "force": 2, "abilities": [ab]}]
    here = {"zone": "battlefield", "battlefield": "them-p1"}
    for mine, expected in ((None, "unknown"), ([], "illegal"), (["them-p1"], "legal")):
        loaded = _combat(defs, [card("s", "T Scout", "me", **here)], mine)
        assert check(loaded, "me", "s", 0).status == expected


@pytest.mark.parametrize(
    ("unless", "mine", "expected"),
    [
        # "unless you do not have Reconnaissance": read as not held, the cost would not be
        # due where it may be: not stated stays unknown
        ({"reconnaissance": False}, None, "unknown"),
        ({"none_of": [{"reconnaissance": True}]}, None, "unknown"),
        ({"any_of": [{"reconnaissance": True}, {"your_clan": "crab"}]}, None, "legal"),
    ],
)
def test_only_having_reconnaissance_lowers_a_cost(
    unless: dict[str, Any], mine: list[str] | None, expected: str
) -> None:
    ab = {
        "designators": ["battle"],
        "costs": [{"bow": "source", "unless": unless}],
    }
    defs = [{"title": "T Scout", "type": "personality", "force": 2, "abilities": [ab]}]
    here = {"zone": "battlefield", "battlefield": "them-p1"}
    loaded = _combat(defs, [card("s", "T Scout", "me", bowed=False, **here)], mine)
    assert check(loaded, "me", "s", 0).status == expected


def test_the_state_field_is_validated() -> None:
    with pytest.raises(InputError):
        board(
            [],
            [],
            players=[{"id": "me", "family_honor": 5, "reconnaissance": ["nowhere"]}],
        )
    with pytest.raises(InputError):
        board([], [], players=[{"id": "me", "family_honor": 5, "reconnaissance": "them-p1"}])


def test_a_cost_unless_is_due_only_without_reconnaissance_here() -> None:
    text = "<b>Battle:</b> Bow Scout unless you have Reconnaissance: Ranged 4 Attack."
    ab = imported(text, "T Scout", CardType.PERSONALITY)
    defs = [
        {"title": "T Scout", "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": 2},
    ]
    here = {"zone": "battlefield", "battlefield": "them-p1"}
    for mine, paid in ((["them-p1"], False), ([], True)):
        loaded = _combat(
            defs, [card("s", "T Scout", "me", **here), card("f", "T Foe", "them", **here)], mine
        )
        verdict = check(loaded, "me", "s", 0, cheapest=True)
        assert verdict.status == "legal" and verdict.witness is not None
        (cost,) = verdict.witness.costs
        assert cost.paid is paid


def test_a_gold_extra_unless_you_have_reconnaissance_asks_the_state() -> None:
    """ "Pay Gold equal to ..., +8 unless ...": its condition, not stated, is unknown too."""
    ab = {
        "designators": ["open"],
        "costs": [
            {
                "gold": {
                    "equal_to": "source.force",
                    "extra": 8,
                    "extra_unless": {"reconnaissance": True},
                }
            }
        ],
    }
    defs = [{"title": "T Scout", "type": "personality", "force": 0, "abilities": [ab]}]

    def status(mine: list[str] | None) -> str:
        loaded = board(defs, [card("s", "T Scout", "me")], players=_players(mine))
        return check(loaded, "me", "s", 0).status

    assert status(None) == "unknown"  # not stated
    assert status([]) == "illegal"  # no Gold for the 8 more
