"""Legality words of the effects read in a sense that bears on no requirement of the action
(``model.cardtext.effects_words``): the Gold Cost stat, leaving play, preventions ("cannot",
"may not enter play"), substitutions ("instead") in sentences with no target, "may only",
another action's performer or designators, permissions ("even if"), and "unless" after the
targets; every other use stays unread. Checked on the board where a target is involved."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from tests.builders import card, played


def _full(text: str, card_type: CardType = CardType.STRATEGY) -> bool:
    (action,) = import_text(text, title="T Kenji", card_type=card_type).actions
    return action.full


@pytest.mark.parametrize(
    "text",
    [
        "<b>Open:</b> Target a Personality: Give him two -2 Gold Cost tokens.",
        "<b>Open:</b> Bow Kenji and target a Holding: Straighten it. You may bow it if its base "
        "Gold Cost is 4 or lower.",
        "<b>Reaction:</b> After Kenji enters play, target a Holding: Until Kenji leaves play, "
        "after each time its controller bows it, he loses 1 Honor.",
        "<b>Battle:</b> Straighten Kenji if he entered play this battle.",
        "<b>Battle:</b> Give this Province +3 strength. Personalities may not enter play this "
        "battle.",
        '<b>Reaction:</b> After a battle ends: Create a Holding with the trait "Bow this card: '
        'Produce 3 Gold" (it enters play bowed). Draw a card.',
        "<b>Reaction:</b> After engaging: After the next time this battle a Terrain enters play, "
        "destroy it.",
        "<b>Limited, :bow::</b> Your Holdings enter play paying 2 less Gold (this turn).",
        "<b>Limited:</b> Defending players may not play Terrains (this turn).",
        "<b>Battle:</b> Bow a target enemy card. If Kenji has a Weapon, the card cannot "
        "straighten.",
        "<b>Battle:</b> Give a target enemy Personality -2F. If the target is Shadowlands, give "
        "it -4F instead.",
        "<b>Open:</b> Each player may only take two more actions this phase.",
        "<b>Battle:</b> Target one or two enemy cards: Bow them. If you only targeted one card, "
        "destroy it.",
        "<b>Reaction:</b> After an action targets a card in this unit: Give the action's "
        "performer (if any) -3F after the action resolves.",
        "<b>Limited:</b> Target your performing Paragon. He may assign even if bowed.",
        "<b>Reaction:</b> Before your Dynasty Phase ends: Take an additional Limited or Open "
        "action.",
        "<b>Political Reaction:</b> After another player's Battle action targets Kenji, the "
        "player may pay 4 Gold. If he does not pay the Gold, he loses 3 Honor.",
        "<b>Battle:</b> Target an enemy Personality: Straighten his unit unless he is "
        "dishonorable, Kolat, Ninja, or Shadowlands.",
        "<b>Battle:</b> Target your unbowed Personality, and bow him unless he is a Magistrate.",
        "<b>Battle/Open:</b> Destroy your performing Spirit Personality and target an enemy "
        "Personality: Give him a permanent Force bonus equal to the performer's Force.",
        "<b>Battle:</b> Straighten your target performing Personality. Negate the performer's "
        "next destruction (this turn).",
        "<b>Reaction:</b> After another player announces an action on a Strategy: He ignores "
        "the action's costs. Negate its effects.",
        "<b>Interrupt, :bow::</b> After the action shows cards in another player's hand, choose "
        "one of them. He may discard it; if he doesn't, he cannot play cards with that title "
        "this turn.",
        "<b>Open, :bow::</b> Ignore the Gold cost of your next Kharmic action.",
        "<b>Open:</b> Until the turn ends, Rings will not enter play if their owner has already "
        "put a Ring into play this turn.",
        "<b>Political Open:</b> Target a Personality. Personalities his controller Recruits "
        "(this turn) are dishonored before they enter play.",
        "<b>Battle:</b> Target an enemy Personality: Take control of him. Return control of him "
        "to his owner after the next time this game this ability is announced.",
        "<b>Open:</b> Bow this card and target a Personality: Negate other players' cards' "
        "effects that prevent him performing actions.",
    ],
)
def test_read(text: str) -> None:
    assert _full(text, CardType.PERSONALITY), text


@pytest.mark.parametrize(
    "text",
    [
        # a cost of an action (lower-case "cost"), this action's own
        "<b>Open, :bow::</b> Bow a target Personality. You may ignore this action's cost of "
        "bowing Kenji.",
        # a substitution in a sentence that targets: of the targeting?
        "<b>Battle:</b> Bow a target Personality, or a target Follower instead if it is your turn.",
        # does the condition govern the targeting as well? (said of the target, "bow him unless
        # he is a Magistrate", it does not: tests/test_cardtext_effect_permissions.py)
        "<b>Battle:</b> Target your unbowed Personality and bow him unless you are Crab Clan.",
        # this action or ability named: a restriction of its own use?
        "<b>Battle:</b> Draw a card. This action cannot be negated.",
        "<b>Interrupt, :bow::</b> A target player gains 1 Honor (you must use this ability "
        "before the card is shown).",
        "<b>Battle:</b> Draw a card. This ability may be used even if Kenji is bowed.",
        # a card entering play by this action's effect
        "<b>Battle:</b> Each unit enters play in its owner's home.",
        "<b>Limited:</b> Play if you have two or fewer Rings in play. Discard your hand.",
        # words in a sentence with a required target: said of the target?
        "<b>Battle:</b> Destroy a target enemy Personality's unit with a total Gold Cost of 9 or "
        "lower.",
        # the Gold Cost of a card the effects bring into play
        "<b>Open:</b> Target your face-up Personality in a province: Reduce the Gold Cost of the "
        "target by 2. Bring the target into play, paying all costs.",
        # another action's designator named alone
        "<b>Battle:</b> Draw a card. This is a Limited action.",
        # "the performer" with no performer chosen before, or two, or in a delayed effect
        "<b>Limited:</b> Bow this card: Give the performer +1F.",
        "<b>Battle:</b> Choose your performing Samurai and your performing Courtier: Give the "
        "performer +1F.",
        "<b>Battle:</b> Choose your performing Samurai: After the next action resolves this "
        "battle, bow the performer.",
        # "the action's costs" in an action that answers none: this action's own?
        "<b>Limited:</b> Draw a card. Ignore the action's costs.",
        # a cost of this action, or of a later one not named as such
        "<b>Open, :bow::</b> Ignore the Gold cost of this card.",
    ],
)
def test_not_read(text: str) -> None:
    assert not _full(text, CardType.PERSONALITY), text


MAN = {"title": "T Man", "type": "personality", "force": 2}
SHUGENJA = {"title": "T Shu", "type": "personality", "keywords": ["shugenja"], "force": 1}
FOLLOWER = {"title": "T Spear", "type": "follower", "force": 1}


def test_instead_and_unless_keep_their_targets_on_the_board() -> None:
    text = (
        "<b>Open:</b> Give a target enemy Personality -2F. If the target is dishonorable, give "
        "it -4F instead."
    )
    assert played(text, [MAN], [card("m", "T Man", "them")]) == "legal"
    assert played(text, [MAN], [card("m", "T Man", "me")]) == "illegal"
    text = "<b>Open:</b> Target an enemy Personality: Straighten him unless he is dishonorable."
    assert played(text, [MAN], [card("m", "T Man", "them", dishonorable=True)]) == "legal"
    assert played(text, [MAN], []) == "illegal"


def test_until_is_a_duration_not_a_delay_on_the_board() -> None:
    """ "Until the turn ends, give your target Shugenja ...": the target is chosen now and
    required; "Until the turn ends, after each time ..., bow a target Follower" is delayed."""
    text = "<b>Open:</b> Until the turn ends, give your target Shugenja +1F."
    assert played(text, [SHUGENJA], [card("s", "T Shu", "me")]) == "legal"
    assert played(text, [SHUGENJA], []) == "illegal"
    text = (
        "<b>Open:</b> Until the turn ends, after each time a Personality bows, bow a target "
        "Follower."
    )
    assert played(text, [FOLLOWER], []) == "legal"
