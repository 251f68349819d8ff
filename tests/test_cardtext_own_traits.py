"""A card's traits that change its own actions (model/cardtext/own_traits.py): read, or the
actions are not claimed (Costs and restrictions / Restrictions; Abilities and actions)."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.describe import ability_text
from model.past import Past
from model.selectors import Condition
from tests.builders import DEFS, card, played

OPEN = "<b>Open:</b> Gain 2 Honor."


@pytest.mark.parametrize(
    "trait",
    [
        "This Strategy's ability is Battle/Engage if you control a Scout at this battlefield.",
        "A Holding may only be targeted by one T Card per game.",
        "Compassion: This card's printed ability has no Gold Cost.",
        "This action has Tireless while this Shugenja is Water.",
        # more than a protection from removal
        "Card's abilities may not be removed or copied.",
    ],
)
def test_a_trait_that_may_change_its_actions_unclaims_them(trait: str) -> None:
    (action,) = import_text([OPEN, trait], title="T Card", card_type=CardType.STRATEGY).actions
    assert action.level == "costs" and action.gap == "own trait"
    assert trait in action.not_understood
    assert action.ability is not None and action.ability.not_understood == (trait,)


@pytest.mark.parametrize(
    "trait",
    [
        "After this card enters play, gain 1 Honor.",  # triggered: a later effect
        'You have the ability, "Open: Gain 1 Honor."',  # a new action, not this one
        "Other players' Political actions may not target this card.",
        "You may Equip this Follower as a Battle action.",  # the rulebook's Equip
        # Recruit or Equip alone (h27adv1 N6: Great Falls Castle's own Reaction)
        "Equipping Weapons is a Battle/Open action for you.",
        "You may Recruit this Holding as a Political Open action.",
        "This card's abilities will not be copied.",
        "This Personality has +1F. (Reminder: abilities are fine.)",
        # kept from removal: only an effect removing them fails (h29adv1 F3: Fuyuko)
        "Card's abilities may not be removed.",
        "This Personality's abilities cannot be removed.",
        # presence only: the Rule of Location is not applied (``presence_traits``)
        "This action has Absent while this Shugenja is Water.",
    ],
)
def test_traits_that_cannot_change_its_own_actions(trait: str) -> None:
    (action,) = import_text([OPEN, trait], title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full, action.not_understood


@pytest.mark.parametrize(("per", "period"), [("turn", "turn"), ("battle", "battle")])
def test_only_one_per_turn_is_a_restriction(per: str, period: str) -> None:
    trait = f"You may only play one T Card per {per}."
    (action,) = import_text([OPEN, trait], title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None
    played_one = Past(event="played_title", period=period, title="T Card")  # type: ignore[arg-type]
    assert action.ability.condition == Condition(none_of=(Condition(past=played_one),))
    assert "have played another T Card" in ability_text(action.ability)
    # another card's title: not read
    other = "You may only play one Other Card per turn."
    (action,) = import_text([OPEN, other], title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full


def test_only_one_per_turn_on_the_board() -> None:
    text = [OPEN, "You may only play one T Played per turn."]
    cards = [card("sh", "T Stronghold", "me")]
    past = [
        {
            "event": "played_title",
            "period": "turn",
            "player": "me",
            "title": "T Played",
            "happened": True,
        }
    ]
    assert played(text, DEFS[:1], cards) == "unknown"  # not reported
    assert played(text, DEFS[:1], cards, past=[{**past[0], "happened": False}]) == "legal"
    assert played(text, DEFS[:1], cards, past=past) == "illegal"


@pytest.mark.parametrize(
    ("action", "full"),
    [
        ("<b>Political Open:</b> Gain 2 Honor.", False),  # a Political action: it may change it
        ("<b>Open:</b> Gain 2 Honor.", True),  # not Political: it can't
    ],
)
def test_a_trait_about_actions_of_some_keywords(action: str, full: bool) -> None:
    for trait in (
        "You may not take Political actions.",
        "Your Political actions may target your Personalities as well as other players'.",
    ):
        (read,) = import_text([action, trait], title="T Card", card_type=CardType.STRATEGY).actions
        assert read.full is full, (trait, read.not_understood)
    # "Spell actions": a card type, not a keyword; a mention of actions without keywords
    for trait in ("Kiho or Spell actions cost 1 more Gold.", "Actions cannot move this card."):
        (read,) = import_text([OPEN, trait], title="T Card", card_type=CardType.STRATEGY).actions
        assert not read.full, trait
