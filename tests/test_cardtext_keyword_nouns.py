"""Keywords the target grammar reads in costs, performers and restrictions (Reference 04:
keywords): "Ancestor" before another card noun is a keyword of that card ("your performing
Ancestor Personality": a Personality with the Ancestor keyword, as the card data prints it:
"Samurai • Ancestor • Spirit Personality"), never two card types; a keyword of two words
("Battle Maiden") is one keyword. Each is checked on the board: a performer or a restriction
that no card meets makes the action illegal."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import Cost
from model.cardtext import import_text
from model.cardtext.targets import find_phrases, whole_phrase
from model.common import CardType
from model.selectors import Condition, Controller, CountAtLeast, Selector
from tests.builders import card, played

COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}


def _action(text: str, title: str = "T Played", card_type: CardType = CardType.STRATEGY) -> Any:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return action.ability


ANCESTOR = Selector(type=(CardType.PERSONALITY,), keyword=("ancestor",), controller=Controller.YOU)
VISITATION = (
    "<b>Open:</b> Destroy your performing Ancestor Personality and target a Personality: Bow him."
)


def test_ancestor_personality_is_a_keyword_of_the_personality() -> None:
    ability = _action(VISITATION)
    performer, target = ability.targets
    assert performer.performer and performer.select == ANCESTOR
    assert target.select == Selector(type=(CardType.PERSONALITY,))
    assert ability.costs == (Cost(destroy="performer"),)
    fukui = _action(
        "<b>Battle:</b> Bow or destroy your performing Ancestor Personality, and target an "
        "enemy card: Bow it. Gain 1 Honor.",
        "T Fukui",
        CardType.PERSONALITY,
    )
    assert fukui.targets[0].select == ANCESTOR
    assert fukui.costs == (Cost(any_of=(Cost(bow="performer"), Cost(destroy="performer"))),)


def test_ancestor_alone_reads_two_ways() -> None:
    """A card type and a keyword (model/cardtext/target_type_or_keyword.py): strictly both,
    leniently either; where two readings are not kept, the phrase is not read."""
    assert isinstance(whole_phrase("target an Ancestor"), str)
    found = find_phrases("target an Ancestor", two_readings=True)
    assert not isinstance(found, str)
    (phrase,) = found
    assert phrase.select.type == (CardType.ANCESTOR,) and phrase.select.keyword == ("ancestor",)
    assert phrase.lenient_select is not None and len(phrase.lenient_select.any_of) == 2


def test_you_control_an_ancestor_personality() -> None:
    ability = _action(
        "<b>Limited:</b> If you control an Ancestor Personality: Gain 2 Honor. Each player who "
        "does not control an Ancestor Personality loses 2 Honor."
    )
    assert ability.condition == Condition(control=CountAtLeast(select=ANCESTOR))


DEFS: list[dict[str, Any]] = [
    {"title": "T Ancestor", "type": "personality", "keywords": ["samurai", "ancestor"]},
    {"title": "T Plain", "type": "personality", "keywords": ["samurai"]},
    {"title": "T Maiden", "type": "personality", "keywords": ["battle maiden"]},
]


@pytest.mark.parametrize(("mine", "expected"), [("T Ancestor", "legal"), ("T Plain", "illegal")])
def test_the_ancestor_performer_on_the_board(mine: str, expected: str) -> None:
    cards = [card("a", mine, "me"), card("foe", "T Plain", "them")]
    assert played(VISITATION, DEFS, cards) == expected


@pytest.mark.parametrize(("mine", "expected"), [("T Ancestor", "legal"), ("T Plain", "illegal")])
def test_the_ancestor_restriction_on_the_board(mine: str, expected: str) -> None:
    text = "<b>Limited:</b> If you control an Ancestor Personality: Gain 2 Honor."
    assert played(text, DEFS, [card("a", mine, "me")]) == expected


MAIDEN = (
    "<b>Battle:</b> Choose your performing Battle Maiden and target an enemy Personality: Give "
    "the enemy Personality -3F."
)


def test_a_keyword_of_two_words() -> None:
    performer, _ = _action(MAIDEN).targets
    assert performer.select == Selector(keyword=("battle maiden",), controller=Controller.YOU)
    plural = whole_phrase("target one of your Battle Maidens")
    assert plural is not None and not isinstance(plural, str)
    assert plural.select.keyword == ("battle maiden",)
    # "Battle" alone is no keyword of a card
    assert isinstance(whole_phrase("target a Battle Personality"), str)


@pytest.mark.parametrize(("mine", "expected"), [("T Maiden", "legal"), ("T Plain", "illegal")])
def test_the_battle_maiden_on_the_board(mine: str, expected: str) -> None:
    cards = [
        card("m", mine, "me", zone="battlefield", battlefield="them-p1"),
        card("foe", "T Plain", "them", zone="battlefield", battlefield="them-p1"),
    ]
    assert played(MAIDEN, DEFS, cards, attacker="me", **COMBAT) == expected


# -- "an unaligned Personality": no Clan Alignment (Reference 03: no Clan Mon) ---------------

FOLKLORE = "<b>Battle/Open:</b> Target an unaligned Personality: Give him -3F."


def test_unaligned() -> None:
    (target,) = _action(FOLKLORE).targets
    assert target.select == Selector(type=(CardType.PERSONALITY,), unaligned=True)
    # an unaligned card of a clan, an unaligned unit: not read
    assert isinstance(whole_phrase("target an unaligned Crab Personality"), str)
    assert isinstance(whole_phrase("target an unaligned unit"), str)


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({}, "legal"),
        ({"clan": ["crab"]}, "illegal"),
        ({"keywords": ["crab"]}, "illegal"),  # an earlier card prints its alignment as a keyword
    ],
)
def test_unaligned_on_the_board(fields: dict[str, Any], expected: str) -> None:
    defs = [{"title": "T Guy", "type": "personality", "force": 2, **fields}]
    assert played(FOLKLORE, defs, [card("g", "T Guy", "them")]) == expected
