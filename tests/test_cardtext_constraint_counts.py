"""A target of the constraints block whose count depends on a condition (issue 13; Abilities
and actions / B: required targeting): "Target a Personality, or one or two Personalities if you
control a Courtier" - one card required, a second (other than the first) only while the
condition holds."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import CountWhen
from model.cardtext import import_text
from model.common import CardType
from model.selectors import BEARER, Condition, Controller
from solver.good_faith import check
from tests.builders import board, card, imported

COURTIER = (
    "<b>Battle:</b> Target an enemy Personality, or one or two enemy Personalities if you control "
    "a Courtier: Bow them."
)
TENZAN = (
    "<b>Battle/Limited:</b> Target a Personality, or one or two Personalities if you control a "
    "Courtier: You may target a Shadowlands Personality. Give each target -3F. If this is the "
    "Combat Segment, dishonor them."
)
ESSENCE = (
    "<b>Open:</b> Bow this card and target one face-down card in a province, or one or two such "
    "cards if this Shugenja is Void: Turn the targets face-up."
)


def _action(text: str, title: str, card_type: CardType) -> Any:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    return action


def test_a_second_target_while_a_condition_holds() -> None:
    action = _action(COURTIER, "T Played", CardType.STRATEGY)
    assert action.full, action.not_understood
    first, more = action.ability.targets
    assert (first.name, first.count, first.up_to, first.count_when) == ("target1", 1, False, ())
    assert first.select.controller is Controller.OPPONENT
    assert more.name == "target1_more" and more.up_to and more.count == 1
    assert more.select.other_than == ("target1",)
    (when,) = more.count_when
    assert when.count == 0
    assert when.condition.none_of and when.condition.none_of[0].control is not None
    assert when.condition.none_of[0].control.select.keyword == ("courtier",)


@pytest.mark.parametrize(
    ("text", "title", "card_type"),
    [
        (TENZAN, "Bayushi Tenzan", CardType.PERSONALITY),
        (ESSENCE, "Read the Essence", CardType.SPELL),
    ],
)
def test_the_printed_constraints_are_read(text: str, title: str, card_type: CardType) -> None:
    # the constraints are read, and so are the effects ("Give each target -3F", "Turn the
    # targets face-up": the targets named again, test_cardtext_each_target.py)
    action = _action(text, title, card_type)
    assert action.full, action.not_understood


def test_such_cards_on_an_attachment_bearer_condition() -> None:
    text = ESSENCE.replace("Turn the targets face-up.", "Draw a card.")
    action = _action(text, "Read the Essence", CardType.SPELL)
    assert action.full, action.not_understood
    first, more = action.ability.targets
    assert first.select.face_up is False and more.select.face_up is False
    assert more.count_when == (
        CountWhen(condition=Condition(none_of=(Condition(card=BEARER, matches=more.count_when[0]
                  .condition.none_of[0].matches),)), count=0),
    )  # fmt: skip
    assert more.count_when[0].condition.none_of[0].matches.keyword == ("void",)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "text",
    [
        COURTIER.replace("one or two enemy Personalities", "one or two Followers"),  # other cards
        COURTIER.replace("Target an enemy", "Target one or two enemy"),  # a count of its own
        COURTIER.replace("you control a Courtier", "he is a Courtier"),  # whom?
        COURTIER.replace("you control a Courtier", "you dance"),  # no known condition
    ],
)
def test_other_counts_are_not_read(text: str) -> None:
    assert not _action(text, "T Played", CardType.STRATEGY).full


@pytest.mark.parametrize(
    ("courtier", "foes", "targets", "expected"),
    [
        (False, 1, None, "legal"),  # one required either way
        (False, 0, None, "illegal"),
        (True, 0, None, "illegal"),
        (True, 2, {"target1": ["f0"], "target1_more": ["f1"]}, "legal"),
        (False, 2, {"target1": ["f0"]}, "legal"),
        # an announced second target: only while the condition holds, and it must fit
        (False, 2, {"target1": ["f0"], "target1_more": ["f1"]}, "illegal"),
        (True, 2, {"target1": ["f0"], "target1_more": ["aide"]}, "illegal"),
        (True, 2, {"target1": ["f0"], "target1_more": ["f0"]}, "illegal"),
    ],
)
def test_a_second_target_on_the_board(
    courtier: bool, foes: int, targets: dict[str, list[str]] | None, expected: str
) -> None:
    ab = imported(COURTIER, "T Played", CardType.STRATEGY)
    defs = [
        {"title": "T Played", "type": "strategy", "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": 1},
        {"title": "T Aide", "type": "personality", "force": 1,
         "keywords": ["courtier" if courtier else "samurai"]},
    ]  # fmt: skip
    here = {"zone": "battlefield", "battlefield": "them-p1"}
    cards = [
        card("played", "T Played", "me", zone="hand"),
        card("aide", "T Aide", "me", **here),
        *(card(f"f{i}", "T Foe", "them", **here) for i in range(foes)),
    ]
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
    loaded = board(defs, cards, attacker="me", **combat)
    verdict = check(loaded, "me", "played", 0, targets=targets)
    assert verdict.status == expected, verdict.reasons


@pytest.mark.parametrize(("courtier", "count"), [(True, 1), (False, 0)])
def test_the_second_target_counts_only_while_it_holds(courtier: bool, count: int) -> None:
    from solver.targeting import resolved_count
    from tests.builders import view

    ab = imported(COURTIER, "T Played", CardType.STRATEGY)
    defs = [
        {"title": "T Played", "type": "strategy", "abilities": [ab]},
        {"title": "T Aide", "type": "personality", "force": 1,
         "keywords": ["courtier" if courtier else "samurai"]},
    ]  # fmt: skip
    cards = [card("played", "T Played", "me", zone="hand"), card("aide", "T Aide", "me")]
    v = view(board(defs, cards))
    _, more = v.definition("played").abilities[0].targets
    assert resolved_count(v, "me", "played", more) == count
