"""Trait sentences of a card in play read as ongoing effects on other cards' actions
(model/cardtext/ongoing_traits.py; Effects / "May not", Costs and restrictions / Changes to
costs and payments); any other stays in ``actions_unread``."""

from __future__ import annotations

import pytest

from model.cardtext.ongoing_traits import read_ongoing, split_ongoing
from model.common import CardType
from model.trait_effects import TraitEffect

P = CardType.PERSONALITY


@pytest.mark.parametrize(
    ("said", "title", "card_type", "expected"),
    [
        (
            "You may not take Political Actions.",
            "Hisako Sensei",
            CardType.SENSEI,
            TraitEffect("may_not", "you", ("political",), may_not="announce"),
        ),
        (
            "Favor actions may not be taken.",
            "Untouched Lands",
            CardType.STRATEGY,
            TraitEffect("may_not", "all", ("favor",), may_not="announce"),
        ),
        (
            "Other players' Political actions may not target Suikihime.",
            "Otomo Suikihime, Queen of Fools • Experienced",
            P,
            TraitEffect("may_not", "others", ("political",), may_not="be_targeted", this_card=True),
        ),
        (
            "Your Political actions may not target Umehiko.",
            "Asahina Umehiko",
            P,
            TraitEffect("may_not", "you", ("political",), may_not="be_targeted", this_card=True),
        ),
        (
            "Favor and Lobby actions cannot target Rutaro.",
            "Matsu Rutaro",
            P,
            TraitEffect(
                "may_not", "all", ("favor", "lobby"), may_not="be_targeted", this_card=True
            ),
        ),
        (
            "You may not target The Lost Colossus with Political actions.",
            "The Lost Colossus",
            P,
            TraitEffect("may_not", "you", ("political",), may_not="be_targeted", this_card=True),
        ),
        (
            "Political actions may not target this Follower.",
            "T Guard",
            CardType.FOLLOWER,
            TraitEffect("may_not", "all", ("political",), may_not="be_targeted", this_card=True),
        ),
        (
            "Your Stronghold has no abilities.",
            "Chuuna Sensei",
            CardType.SENSEI,
            TraitEffect("may_not", "you", card_type=CardType.STRONGHOLD, may_not="announce"),
        ),
        (
            "Actions on your Strategies cost 1 less Gold.",
            "Yoritomo Kanaye • Experienced",
            P,
            TraitEffect("cost_change", "you", card_type=CardType.STRATEGY, gold_delta=-1),
        ),
        (
            "Actions on your Items cost 2 more Gold.",
            "T Card",
            P,
            TraitEffect("cost_change", "you", card_type=CardType.ITEM, gold_delta=2),
        ),
    ],
)
def test_sentences_read(said: str, title: str, card_type: CardType, expected: TraitEffect) -> None:
    assert read_ongoing(said, title, card_type) == (expected,)


@pytest.mark.parametrize(
    ("said", "title", "card_type"),
    [
        # another card's name, or a word of a non-Personality's title: not itself
        ("Political actions may not target Suikihime.", "Asahina Umehiko", P),
        ("Political actions may not target Lands.", "Untouched Lands", CardType.STRATEGY),
        # "this Personality" on a Follower is its Personality, not itself
        ("Political actions may not target this Personality.", "T Guard", CardType.FOLLOWER),
        # a card type or a designator is no ability keyword
        ("You may not take Spell actions.", "T Card", P),
        ("You may not take Battle actions.", "T Card", P),
        ("Kiho or Spell actions may not target Hoturi.", "Doji Hoturi", P),
        # more than the shape says: a condition, a performer, other players, other wording
        ("While you control a Terrain, you may not take Political actions.", "T Card", P),
        ("Other players may not take Political actions.", "T Card", P),
        ("Chiisai may not perform Iaijutsu or Political actions.", "Chiisai", P),
        ("Other players' actions targeting The Abbot cost 2 more Gold.", "The Abbot", P),
        ("Actions on your units cost 1 less Gold.", "T Card", P),
        ("Actions on your Strategies cost 1 less Gold unless you are Crab.", "T Card", P),
        ("Your Stronghold has no abilities or traits.", "Tsujiken Sensei", CardType.SENSEI),
        ("Melee Attacks may not target this Follower.", "T Guard", CardType.FOLLOWER),
    ],
)
def test_sentences_not_read(said: str, title: str, card_type: CardType) -> None:
    assert read_ongoing(said, title, card_type) is None


def test_the_sentences_not_read_stay_unread() -> None:
    read, unread = split_ongoing(
        ["You may not take Political actions.", "Other players' Ranged Attacks have -1 strength."],
        "T Sensei",
        CardType.SENSEI,
    )
    assert read == (TraitEffect("may_not", "you", ("political",), may_not="announce"),)
    assert unread == ("Other players' Ranged Attacks have -1 strength.",)


def test_a_trait_effect_is_checked() -> None:
    with pytest.raises(ValueError, match="this_card"):
        TraitEffect("may_not", "all", ("political",), may_not="announce", this_card=True)
    with pytest.raises(ValueError, match="gold_delta"):
        TraitEffect("cost_change", "you")
