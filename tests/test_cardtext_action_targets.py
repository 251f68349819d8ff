"""What the action an Interrupt is played to targets (Reference 01, change 4: an Interrupt is
played to an action after its targets are chosen): "If the action targets Junko", "this
Shugenja is targeted by the Battle action", "the action targeted your Shugenja". The state says
it with an ``event`` of kind ``action_targets`` (its ``cards``); not stated: unknown."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import INTERRUPT_TO_AN_ACTION
from model.cardtext import import_text
from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.describe import ability_text
from model.errors import InputError
from model.selectors import BEARER, SOURCE, Condition, Controller, Selector
from solver.good_faith import check
from tests.builders import board, card, imported


@pytest.mark.parametrize(
    ("text", "title", "kind", "cond"),
    [
        ("the action targets Junko", "Bayushi Junko", CardType.PERSONALITY,
         Condition(action_targets_card=SOURCE)),
        ("the action targets Junko and is another player's", "Bayushi Junko",
         CardType.PERSONALITY,
         Condition(all_of=(Condition(action_targets_card=SOURCE), Condition(action_yours=False)))),
        ("this Shugenja is targeted by the Battle action", "T Veil", CardType.SPELL,
         Condition(all_of=(Condition(action_targets_card=BEARER),
                           Condition(action_has="battle")))),
        ("the action targeted your Shugenja", "T Sensei", CardType.SENSEI,
         Condition(action_targets=Selector(keyword=("shugenja",), controller=Controller.YOU))),
    ],
)  # fmt: skip
def test_conditions_on_what_the_action_targets(
    text: str, title: str, kind: CardType, cond: Condition
) -> None:
    assert parse_condition(text, title, kind) == cond


@pytest.mark.parametrize(
    "text",
    [
        "the action targets Kenji",  # not this card's name
        "this Shugenja is targeted by the Lobby action",  # a rulebook action's name
        "the action targets a Personality with higher Force than Junko",  # a comparison
    ],
)
def test_other_conditions_on_the_actions_targets_are_not_read(text: str) -> None:
    assert isinstance(parse_condition(text, "Bayushi Junko", CardType.PERSONALITY), str)


JUNKO = (
    "<b>Political Interrupt:</b> If the action targets Junko and is another player's, he may "
    "choose to lose 2 Honor. If he did not choose this, negate the action."
)


def _status(event: dict[str, Any] | None) -> str:
    ab = imported(JUNKO, "Bayushi Junko", CardType.PERSONALITY)
    defs = [
        {"title": "Bayushi Junko", "type": "personality", "force": 1, "abilities": [ab]},
        {"title": "T Other", "type": "personality", "force": 1},
    ]
    cards = [card("junko", "Bayushi Junko", "me"), card("other", "T Other", "me")]
    # the action is not Unstoppable (other players could not Interrupt it)
    kw: dict[str, Any] = {
        "trigger": INTERRUPT_TO_AN_ACTION,
        "action_player": "them",
        "action_keywords": [],
    }
    if event is not None:
        kw = {"event": event, "action_keywords": []}
    return check(board(defs, cards, **kw), "me", "junko", 0).status


def test_the_actions_targets_on_the_board() -> None:
    (action,) = import_text(JUNKO, title="Bayushi Junko", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability).startswith(
        "Political Interrupt (to an action, after its targets are chosen): if (the action "
        "targets this card) and (the action is another's)"
    )
    targets_junko = {"kind": "action_targets", "cards": ["junko"], "player": "them"}
    assert _status(targets_junko) == "legal"
    # another card targeted, or your own action: the restriction fails (strict), the effect
    # is then conditional (lenient): two readings, unknown
    assert _status({**targets_junko, "cards": ["other"]}) == "unknown"
    assert _status({**targets_junko, "player": "me"}) == "unknown"
    # what the action targets is not stated
    assert _status(None) == "unknown"


@pytest.mark.parametrize(
    ("text", "title", "kind", "cond"),
    [
        ("the action is from a Strategy", "T Disregard", CardType.STRATEGY,
         Condition(action_from=Selector(type=(CardType.STRATEGY,)))),
        ("the action is from an Undead card", "T Legion", CardType.STRATEGY,
         Condition(action_from=Selector(keyword=("undead",)))),
        ("the action is from this Personality", "T Bow", CardType.ITEM,
         Condition(action_from_card=BEARER)),
        ("the action is from Kenji", "Kenji", CardType.PERSONALITY,
         Condition(action_from_card=SOURCE)),
    ],
)  # fmt: skip
def test_conditions_on_the_actions_card(
    text: str, title: str, kind: CardType, cond: Condition
) -> None:
    assert parse_condition(text, title, kind) == cond


@pytest.mark.parametrize(
    "text",
    [
        "the action is from a Personality at home",  # where: not read
        "the action is from an unbowed Personality",  # a state, not what the card is
        "the action is from or targets a Samurai",
        "the action is from a Strategy or a Spell",
    ],
)
def test_other_conditions_on_the_actions_card_are_not_read(text: str) -> None:
    assert isinstance(parse_condition(text, "T Disregard", CardType.STRATEGY), str)


DISREGARD = (
    "<b>Absent Interrupt:</b> If the action is from a Strategy, negate any movement from the "
    "action's effects."
)


def _from_status(**kw: Any) -> str:
    ab = imported(DISREGARD, "T Disregard", CardType.STRATEGY)
    defs = [
        {"title": "T Disregard", "type": "strategy", "abilities": [ab]},
        {"title": "T Ploy", "type": "strategy"},
        {"title": "T Other", "type": "personality", "force": 1},
    ]
    cards = [
        card("d", "T Disregard", "me", zone="hand"),
        card("ploy", "T Ploy", "them", zone="fate_discard"),
        card("other", "T Other", "them"),
    ]
    kw = {"action_keywords": [], **kw}  # not Unstoppable
    return check(board(defs, cards, trigger=INTERRUPT_TO_AN_ACTION, **kw), "me", "d", 0).status


def test_the_actions_card_on_the_board() -> None:
    assert _from_status(action_card="ploy") == "legal"
    # a Personality's action: the restriction fails, the conditional effect does not (two
    # readings): unknown; not stated: unknown
    assert _from_status(action_card="other") == "unknown"
    assert _from_status() == "unknown"
    # the event names it
    event = {"kind": "action_targets", "cards": ["other"], "player": "them", "source": "ploy"}
    assert _from_status(event=event) == "legal"


def test_the_actions_card_is_a_card_of_the_state() -> None:
    with pytest.raises(InputError):
        _from_status(action_card="nowhere")
    with pytest.raises(InputError):
        _from_status(event={"kind": "action_targets", "source": "nowhere"})


PATRONAGE = (
    "<b>Political Interrupt:</b> If the action is on another player's Holding, you choose who "
    "gains or loses any Honor from it."
)


def test_the_action_on_another_players_card() -> None:
    """ "on": the card the action's ability is printed on (Abilities and actions: "If the
    action was on a Strategy card"), with whose it is."""
    cond = parse_condition("the action is on another player's Holding", "T P", CardType.STRATEGY)
    assert cond == Condition(
        action_from=Selector(type=(CardType.HOLDING,), controller=Controller.OPPONENT)
    )
    ab = imported(PATRONAGE, "T Patronage", CardType.STRATEGY)
    defs = [
        {"title": "T Patronage", "type": "strategy", "abilities": [ab]},
        {"title": "T Farm", "type": "holding"},
    ]
    cards = [
        card("p", "T Patronage", "me", zone="hand"),
        card("theirs", "T Farm", "them"),
        card("mine", "T Farm", "me"),
    ]

    def status(action_card: str) -> str:
        state = board(
            defs,
            cards,
            trigger=INTERRUPT_TO_AN_ACTION,
            action_card=action_card,
            action_keywords=[],
        )
        return check(state, "me", "p", 0).status

    assert status("theirs") == "legal"
    assert status("mine") == "unknown"  # the restriction fails; the conditional effect does not
