"""A created card's host named by a keyword alone ("attach it to your target Duelist"): only a
Personality you control can take it (Reference 03) and the created card must be able to enter
play (Good Faith Rule), so the target is narrowed to your Personalities; how many are created
("two, or three if the target is a Commander") puts no requirement."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported, played

SHUGENJA = "<b>Limited:</b> Create a 1F Follower and attach it to your target Shugenja."


def _targets(text: str) -> tuple[object, ...]:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    return tuple(action.ability.targets)


def test_keyword_host_is_narrowed_to_personalities() -> None:
    (target,) = _targets(SHUGENJA)
    assert target.select.type == (CardType.PERSONALITY,)  # type: ignore[attr-defined]
    assert target.select.keyword == ("shugenja",)  # type: ignore[attr-defined]
    (target,) = _targets(
        "<b>Open:</b> Create and attach a +2F/+1C Sword • Weapon Item to your target Duelist."
    )
    assert target.select.type == (CardType.PERSONALITY,)  # type: ignore[attr-defined]
    assert target.select.any_of  # type: ignore[attr-defined]  # (no Weapon already)


def test_how_many_are_created() -> None:
    (target,) = _targets(
        "<b>Engage:</b> Target your Personality. Create and attach two, or three if the target "
        "is a Commander, 1F Cavalry Followers to him."
    )
    assert target.select.type == (CardType.PERSONALITY,)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        # a performer, and a host that may be anyone's
        "<b>Limited:</b> Create a 1F Follower and attach it to your performing Shugenja.",
        "<b>Limited:</b> Create a 1F Follower and attach it to a target Shugenja.",
    ],
)
def test_not_read(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full


@pytest.mark.parametrize(("kind", "expected"), [("personality", "legal"), ("follower", "illegal")])
def test_keyword_host_on_the_board(kind: str, expected: str) -> None:
    """A Shugenja Follower of yours can't take a created Follower."""
    defs = [
        {"title": "T Shu", "type": kind, "keywords": ["shugenja"], "force": 1},
        {"title": "T Lord", "type": "personality", "force": 1},
    ]
    cards = [card("lord", "T Lord", "me")]
    if kind == "follower":
        cards.append(card("s", "T Shu", "me", attached_to="lord"))
    else:
        cards.append(card("s", "T Shu", "me"))
    assert played(SHUGENJA, defs, cards) == expected


@pytest.mark.parametrize(
    "text",
    [
        "<b>Open, :bow::</b> Create a 1F Ashigaru and attach it to your target Personality.",
        "<b>Battle, :gstar::</b> Target your Personality. Create and attach to him a 1F Ashigaru "
        "Follower for every 3 Gold you paid, rounded down.",
    ],
)
def test_created_follower_forms(text: str) -> None:
    (target,) = _targets(text)
    assert target.select.type == (CardType.PERSONALITY,)  # type: ignore[attr-defined]


def test_created_weapon_if_legal_asks_nothing() -> None:
    text = (
        "<b>Reaction:</b> After this card enters play: Create a +2F/+1C Weapon Item and attach "
        "it to this Personality (if legal)."
    )
    (action,) = import_text(text, title="T Blades", card_type=CardType.ITEM).actions
    assert action.full and action.ability is not None and action.ability.targets == ()
    # without "(if legal)": the bearer must be able to take a Weapon (not read here)
    (action,) = import_text(
        text.replace(" (if legal)", ""), title="T Blades", card_type=CardType.ITEM
    ).actions
    assert not action.full


def test_a_follower_on_each_of_your_personalities_asks_nothing() -> None:
    assert (
        _targets(
            "<b>Battle:</b> Create and attach a 1F Follower to each of your opposed Personalities "
            "at the current battlefield."
        )
        == ()
    )
    # an Item on each: Weapons and Armor have limits (not read)
    (action,) = import_text(
        "<b>Battle:</b> Create and attach a +1F Weapon Item to each of your Personalities.",
        title="T Card",
        card_type=CardType.STRATEGY,
    ).actions
    assert not action.full


# --- "him": the one card chosen before, or the trigger's one card --------------------------------

REWARD = (
    "<b>Reaction:</b> After engaging, choose your performing Samurai at the current battlefield: "
    "Create a 1F <b>Ashigaru &#149; Cavalry</b> Follower and attach it to him. If he is a "
    "Paragon, gain 2 Honor and draw a card."
)


def test_chosen_performer_is_narrowed_to_personalities() -> None:
    """ "your performing Samurai" takes the created Follower: only a Personality can."""
    (performer,) = _targets(REWARD)
    assert performer.select.type == (CardType.PERSONALITY,)  # type: ignore[attr-defined]
    assert performer.select.keyword == ("samurai",)  # type: ignore[attr-defined]
    assert performer.performer  # type: ignore[attr-defined]
    # a card targeted in the constraints block, the same
    (target,) = _targets(
        "<b>Limited:</b> Target your Shugenja: Create a 1F Follower and attach it to him."
    )
    assert target.select.type == (CardType.PERSONALITY,)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        # anyone's Samurai (only your own Personality can take it), two chosen before
        "<b>Limited:</b> Target a Samurai: Create a 1F Follower and attach it to him.",
        "<b>Limited:</b> Target your Samurai and your Shugenja: Create a 1F Follower and attach "
        "it to him.",
        # a Weapon on a card not targeted here (may he take it?)
        "<b>Reaction:</b> After your performing Personality enters play from a Province, create "
        "a +1F/+1C <b>Weapon</b> Item and attach it to him.",
        # the trigger names anyone's Personality
        "<b>Reaction:</b> After a Personality enters play: Create a 1F Follower and attach it to "
        "him.",
    ],
)
def test_him_not_read(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.REGION).actions
    assert not action.full


@pytest.mark.parametrize(
    ("text", "title", "card_type"),
    [
        ("<b>Reaction, :g2::</b> After your performing Personality enters play from a province, "
         "create a +1F Follower and attach it to him.", "T Village", CardType.REGION),
        ("<b>Reaction:</b> After Daigo enters play: Create a 1F Follower and attach it to him.",
         "Daigo", CardType.PERSONALITY),
    ],
)  # fmt: skip
def test_the_triggers_personality_of_yours_takes_it(
    text: str, title: str, card_type: CardType
) -> None:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.targets == ()


@pytest.mark.parametrize(("kind", "expected"), [("personality", "legal"), ("follower", "illegal")])
def test_chosen_performer_on_the_board(kind: str, expected: str) -> None:
    """A performing Samurai Follower of yours can't take the created Follower."""
    defs = [
        {"title": "T Sam", "type": kind, "keywords": ["samurai"], "force": 1},
        {"title": "T Lord", "type": "personality", "force": 1},
    ]
    there = {"zone": "battlefield", "battlefield": "them-p1"}
    cards = [card("lord", "T Lord", "me", **there)]
    if kind == "follower":
        cards.append(card("s", "T Sam", "me", attached_to="lord", **there))
    else:
        cards.append(card("s", "T Sam", "me", **there))
    kw = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
    assert played(REWARD, defs, cards, trigger="After engaging", attacker="me", **kw) == expected


def test_the_triggers_personality_on_the_board() -> None:
    """The Personality entering play takes the created Follower: nothing more is asked."""
    text = "<b>Reaction:</b> After Daigo enters play: Create a 1F Follower and attach it to him."
    ab = imported(text, "Daigo", CardType.PERSONALITY)
    defs = [{"title": "Daigo", "type": "personality", "force": 1, "abilities": [ab]}]
    loaded = board(defs, [card("d", "Daigo", "me")], trigger="After Daigo enters play")
    assert check(loaded, "me", "d", 0).status == "legal"
    loaded = board(defs, [card("d", "Daigo", "me")])
    assert check(loaded, "me", "d", 0).status == "illegal"  # not its trigger


def test_him_the_target_the_trigger_chooses() -> None:
    """h43event: "After your target Personality enters play" targets the card entering
    (``model.cardtext.trigger_host.trigger_target``), whom "him" names (was not read)."""
    text = (
        "<b>Reaction:</b> After your target Personality enters play: Create a 1F Cavalry "
        "Follower and attach it to him."
    )
    (action,) = import_text(text, title="T Card", card_type=CardType.REGION).actions
    assert action.full
    (spec,) = action.ability.all_target_specs()
    assert spec.select.entering and spec.select.controller.value == "you"
