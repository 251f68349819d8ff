"""Created attachments in rarer wordings (model/cardtext/created.py): "attach it to the
Personality" names the one Personality targeted before, who must be yours to take it
(Reference 03, Attachments; Good Faith Rule: "a player cannot announce an action on the basis of
a legal card to play, but then choose an illegal ... Personality"), and "You may target one of
your Ninja, create a 1F Follower, and attach it to him" is as optional as its target."""

from __future__ import annotations

import pytest

from model.abilities import TargetSpec
from model.cardtext import import_text
from model.common import CardType
from model.selectors import Controller
from tests.builders import card, played

THE_PERSONALITY = (
    "<b>Limited:</b> Target a Personality: Create a 1F Follower and attach it to the Personality."
)
MAY = (
    "<b>Limited:</b> Gain 1 Honor. You may target one of your Ninja, create a 1F Shadowlands • "
    "Ninja Follower, and attach it to him."
)


def _targets(text: str) -> tuple[TargetSpec, ...]:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    return tuple(action.ability.all_target_specs())


def test_the_personality_is_narrowed_to_yours() -> None:
    (target,) = _targets(THE_PERSONALITY)
    assert target.select.type == (CardType.PERSONALITY,)
    assert target.select.controller is Controller.YOU and target.is_required_kind


def test_a_creation_under_you_may_is_optional() -> None:
    (target,) = _targets(MAY)
    assert target.optional and target.select.keyword == ("ninja",)


@pytest.mark.parametrize(
    "text",
    [
        # the creation in a sentence of its own: not under the "may"
        "<b>Limited:</b> You may target one of your Ninja. Create a 1F Follower and attach it "
        "to him.",
        # an enemy Personality can never take it
        "<b>Limited:</b> Target an enemy Personality: Create a 1F Follower and attach it to the "
        "Personality.",
        # two cards chosen before: which one is "the Personality"?
        "<b>Limited:</b> Target a Personality and a Holding: Create a 1F Follower and attach it "
        "to the Personality.",
    ],
)
def test_not_read(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full


@pytest.mark.parametrize(("owner", "expected"), [("me", "legal"), ("them", "illegal")])
def test_the_personality_on_the_board(owner: str, expected: str) -> None:
    """Only another player's Personality in play: no Personality can take the Follower."""
    defs = [{"title": "T Lord", "type": "personality", "force": 1}]
    assert played(THE_PERSONALITY, defs, [card("lord", "T Lord", owner)]) == expected


def test_an_optional_creation_on_an_empty_board() -> None:
    assert played(MAY, [], []) == "legal"


ONE_OF_YOURS = (
    "<b>Limited:</b> Once per game: Create a +3F/+1C Fire • Weapon Item with the ability, "
    '"<b>Battle:</b> Bow this card: Destroy a target enemy card" and attach it to one of your '
    "Personalities."
)


def test_a_created_weapon_on_one_of_your_personalities() -> None:
    """A Personality of yours who can take it is chosen (not targeted) as the effect resolves;
    Good Faith needs one: strictly without a Weapon, leniently a Kensai too."""
    (action,) = import_text(ONE_OF_YOURS, title="T Card", card_type=CardType.ITEM).actions
    assert action.full and action.ability is not None and action.ability.lenient is not None
    (host,) = action.ability.targets
    assert host.choose and not host.performer and host.select.controller is Controller.YOU
    assert host.select.type == (CardType.PERSONALITY,) and len(host.select.any_of) == 1
    (lenient,) = action.ability.lenient.targets
    assert len(lenient.select.any_of) == 2


@pytest.mark.parametrize(
    ("weapon", "kensai", "expected"),
    [(False, False, "legal"), (True, False, "illegal"), (True, True, "unknown")],
)
def test_a_created_weapon_on_the_board(weapon: bool, kensai: bool, expected: str) -> None:
    defs = [
        {"title": "T Lord", "type": "personality", "force": 1, "keywords": ["kensai"] * kensai},
        {"title": "T Sword", "type": "item", "keywords": ["weapon"]},
    ]
    cards = [card("lord", "T Lord", "me")]
    if weapon:
        cards.append(card("sword", "T Sword", "me", attached_to="lord"))
    assert played(ONE_OF_YOURS, defs, cards) == expected


def test_a_created_weapon_with_no_personality() -> None:
    assert played(ONE_OF_YOURS, [], []) == "illegal"


ON_HIM = (
    "<b>Limited:</b> Target your Personality: Create a +1F/+0C Weapon Item and attach it to him."
)


def test_a_created_weapon_on_the_one_chosen_before() -> None:
    (action,) = import_text(ON_HIM, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    chosen, host = action.ability.all_target_specs()
    assert host.choose and host.select.unit_of == chosen.name
    assert host.select.type == (CardType.PERSONALITY,) and len(host.select.any_of) == 1


@pytest.mark.parametrize(
    ("armed", "kensai", "expected"),
    [
        ((True, False), False, "legal"),  # the second Personality can take it
        ((True,), False, "illegal"),
        ((True,), True, "unknown"),
    ],
)
def test_a_created_weapon_on_him_on_the_board(
    armed: tuple[bool, ...], kensai: bool, expected: str
) -> None:
    defs = [
        {"title": "T Lord", "type": "personality", "force": 1, "keywords": ["kensai"] * kensai},
        {"title": "T Sword", "type": "item", "keywords": ["weapon"]},
    ]
    cards = []
    for i, weapon in enumerate(armed):
        cards.append(card(f"lord{i}", "T Lord", "me"))
        if weapon:
            cards.append(card(f"sword{i}", "T Sword", "me", attached_to=f"lord{i}"))
    assert played(ON_HIM, defs, cards) == expected


ARMOR_ON_TARGET = (
    "<b>Limited:</b> Create a +1F/+1C Armor Item and attach it to your target Personality."
)
ARMOR_ON_HIM = (
    "<b>Limited:</b> Target your Personality: Create a +2F Armor Item and attach it to him."
)
ARMOR_OR_WEAPON = (
    "<b>Limited:</b> Target your Personality: Create a +1F Armor or Weapon Item and attach it "
    "to him."
)


@pytest.mark.parametrize("text", [ARMOR_ON_TARGET, ARMOR_ON_HIM, ARMOR_OR_WEAPON])
def test_a_created_armor_reads_two_ways(text: str) -> None:
    """The printed reminders say "A Personality can only have one Armor"; no rules file does:
    the strict reading wants a host without Armor, the lenient one any host."""
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None and action.ability.lenient is not None
    host = action.ability.all_target_specs()[-1]
    lacks = {s.lacks_attachment.keyword for s in host.select.any_of if s.lacks_attachment}
    assert ("armor",) in lacks and (("weapon",) in lacks) == (text == ARMOR_OR_WEAPON)
    assert not action.ability.lenient.all_target_specs()[-1].select.any_of


@pytest.mark.parametrize(
    "text",
    [
        # the card itself, or the Personality of a trigger: no slot to hold "without Armor"
        "<b>Engage, :bow::</b> Create and attach a +2F/+0C Armor Item to this Personality.",
        "<b>Reaction:</b> After your performing Personality enters play from a province, create "
        "a +1F Armor Item and attach it to him.",
    ],
)
def test_a_created_armor_on_a_card_not_targeted_is_not_read(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.PERSONALITY).actions
    assert not action.full


@pytest.mark.parametrize(
    ("armed", "expected"),
    [
        ((False,), "legal"),
        ((True, False), "legal"),  # the second Personality has no Armor
        ((True,), "unknown"),  # a second Armor: the rules files do not say
    ],
)
@pytest.mark.parametrize("text", [ARMOR_ON_TARGET, ARMOR_ON_HIM])
def test_a_created_armor_on_the_board(text: str, armed: tuple[bool, ...], expected: str) -> None:
    defs = [
        {"title": "T Lord", "type": "personality", "force": 1},
        {"title": "T Mail", "type": "item", "keywords": ["armor"]},
    ]
    cards = []
    for i, armor in enumerate(armed):
        cards.append(card(f"lord{i}", "T Lord", "me"))
        if armor:
            cards.append(card(f"mail{i}", "T Mail", "me", attached_to=f"lord{i}"))
    assert played(text, defs, cards) == expected
