"""The required targets of a partly read action (model/cardtext/partial_targets.py,
solver/partial_targets.py; Abilities and actions / B. Required targeting): the targets read
before the first clause not read are kept when no word not read may widen or replace them, and
an action whose kept target has no candidate is illegal; otherwise it stays unknown."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import TypeAdapter

from model.abilities import Ability, TargetSpec
from model.cardtext import import_text
from model.common import CardType
from model.selectors import Controller
from solver.good_faith import check
from tests.builders import board, card

AT = {"zone": "battlefield", "battlefield": "them-p1"}
#: A Champion's Strike: the total-Force phrase of the second target is not read
_STRIKE = (
    "<b>Battle:</b> Target your unbowed Unique Samurai. Destroy one or more target enemy "
    "Followers with a total Force less than or equal to your Samurai's."
)


def _partial(text: str) -> Ability:
    (action,) = import_text(text, title="T Played", card_type=CardType.STRATEGY).actions
    assert not action.full and action.ability is not None
    return action.ability


def test_the_targets_read_before_the_clause_not_read_are_kept() -> None:
    ab = _partial(_STRIKE)
    assert ab.not_understood and ab.read_part is not None
    (spec,) = ab.read_part.targets
    assert isinstance(spec, TargetSpec)
    assert spec.select.controller is Controller.YOU
    assert spec.select.keyword == ("samurai",) and spec.select.unique is True
    assert spec.select.bowed is False
    assert ab.read_part.designators == ab.designators


def test_the_constraints_block_targets_are_kept() -> None:
    ab = _partial(
        # (an unread sentence after the constraints block; "After the target attacks this
        # turn, draw a card." is read since h37full: a delayed effect)
        "<b>Open:</b> Target another player's Personality who has a Madness token. You reveal "
        "the corruption within."
    )
    assert ab.read_part is not None
    (spec,) = ab.read_part.targets
    assert isinstance(spec, TargetSpec) and spec.select.controller is Controller.OPPONENT


@pytest.mark.parametrize(
    "text",
    [
        # an unread sentence widens the target read ("This may target ...")
        "<b>Battle:</b> Target your unbowed Samurai. This may target a Ronin. Destroy one or "
        "more target enemy Followers with a total Force less than or equal to your Samurai's.",
        # ... or replaces it
        "<b>Battle:</b> Target your unbowed Samurai. Destroy one or more target enemy Followers "
        "with a total Force less than or equal to your Samurai's, or target a Ronin instead.",
        # ... or says what happens when it can't be chosen
        "<b>Battle:</b> Target your unbowed Samurai. Destroy one or more target enemy Followers "
        "with a total Force less than or equal to your Samurai's. If you can't, draw a card.",
        # the target read is itself conditional
        "<b>Battle:</b> If you control a Shugenja, target your unbowed Samurai. Destroy one or "
        "more target enemy Followers with a total Force less than or equal to your Samurai's.",
        # ... or makes other cards count as what it names
        "<b>Battle:</b> Target your unbowed Samurai. Your Ronin count as Samurai during this "
        "action. Destroy one or more target enemy Followers with a total Force less than or "
        "equal to your Samurai's.",
        # a sentence starting "Or"
        "<b>Battle:</b> Target your unbowed Samurai. Or target your Ronin. Destroy one or more "
        "target enemy Followers with a total Force less than or equal to his.",
    ],
)
def test_nothing_kept_when_the_text_not_read_may_change_it(text: str) -> None:
    assert _partial(text).read_part is None


def test_nothing_kept_without_a_target_read() -> None:
    ab = _partial(
        "<b>Battle:</b> Destroy one or more target enemy Followers with a total Force less "
        "than or equal to 3."
    )
    assert ab.read_part is None


def _strike_board(text: str, samurai: dict[str, Any]) -> str:
    ab = TypeAdapter(Ability).dump_python(_partial(text), mode="json", exclude_defaults=True)
    defs: list[dict[str, Any]] = [
        {"title": "T Played", "type": "strategy", "abilities": [ab]},
        {
            "title": "T Samurai",
            "type": "personality",
            "force": 3,
            "keywords": ["Samurai"],
            "unique": True,
        },
        {"title": "T Foe", "type": "personality", "force": 2},
        {"title": "T Man", "type": "follower", "force": 1},
    ]
    cards = [
        card("played", "T Played", "me", zone="hand"),
        card("sam", "T Samurai", "me", **AT, **samurai),
        card("foe", "T Foe", "them", **AT),
        card("man", "T Man", "them", attached_to="foe", **AT),
    ]
    loaded = board(
        defs,
        cards,
        phase="attack",
        segment="combat",
        current_battlefield="them-p1",
        attacker="me",
        defender="them",
    )
    return check(loaded, "me", "played", 0).status


@pytest.mark.parametrize(
    ("samurai", "expected"),
    [({"bowed": True}, "illegal"), ({}, "unknown")],  # no unbowed Samurai: the read part fails
)
def test_a_partly_read_action_without_its_first_target(
    samurai: dict[str, Any], expected: str
) -> None:
    assert _strike_board(_STRIKE, samurai) == expected


def test_the_doubt_stays_when_the_text_not_read_may_widen_it() -> None:
    widened = _STRIKE.replace("Samurai. Destroy", "Samurai. This may target a Ronin. Destroy")
    assert _strike_board(widened, {"bowed": True}) == "unknown"
