"""Recruit of a targeted card in the effects (model/cardtext/effects_recruit.py), an Equip of a
card a deck search found, and an Equip from "your discard pile" (the Fate one: attachments are
Fate cards, Reference 03 and 05)."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.zones import Place
from tests.builders import DEFS, card, played

MIKARU = (
    "<b>Limited, :gstar::</b> Recruit a target Holding in your Province (entering play bowed), "
    "for 1 less Gold."
)
BEIRU = (
    "<b>Earth Open, :bow:, [*]:</b> Recruit a target Fortification in your discard pile (attach "
    "it to any of your Provinces). Give its Province a +1 strength Wall token."
)


def _action(text: str, card_type: CardType = CardType.PERSONALITY) -> object:
    (action,) = import_text(text, title="Recruiter", card_type=card_type).actions
    return action


def test_recruit_a_target_reading() -> None:
    action = _action(MIKARU)
    assert action.full, action.not_understood  # type: ignore[attr-defined]
    ability = action.ability  # type: ignore[attr-defined]
    (target,) = ability.targets
    assert target.select.type == (CardType.HOLDING,) and target.select.location is Place.PROVINCE
    (effect,) = ability.effects
    bring = effect.bring_into_play
    assert (bring.card, bring.from_zone, bring.cost_reduction) == ("target1", "province", 1)
    action = _action(BEIRU)
    assert action.full, action.not_understood  # type: ignore[attr-defined]
    (target,) = action.ability.targets  # type: ignore[attr-defined]
    assert target.select.type == (CardType.HOLDING,)
    assert target.select.location is Place.DYNASTY_DISCARD


@pytest.mark.parametrize(
    "text",
    [
        # a card that may or may not be a Personality (a Personality alone is read since
        # h45needless, with the Clan Honor Rule's 2 Gold: tests/test_h45_needless.py)
        "<b>Limited:</b> Recruit a target card in your Province.",
        # the placement of a card that may be no Fortification
        "<b>Limited:</b> Recruit a target Holding in your discard pile (attach it to any of "
        "your Provinces).",
        # another player's card
        "<b>Limited:</b> Recruit a target Holding in another player's Province.",
    ],
)
def test_recruit_not_read(text: str) -> None:
    assert not _action(text).full  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("gold_cost", "face_up", "expected"),
    [(6, True, "legal"), (7, True, "illegal"), (2, False, "illegal")],
)
def test_recruit_a_target_on_the_board(gold_cost: int, face_up: bool, expected: str) -> None:
    """5 Gold from the Stronghold pays a Gold Cost 6 Holding less 1, not a 7; a face-down card
    is not known to be a Holding."""
    text = "<b>Limited:</b> Recruit a target Holding in your Province, for 1 less Gold."
    defs = [DEFS[0], {"title": "T Mine", "type": "holding", "gold_cost": gold_cost}]
    cards = [
        card("sh", "T Stronghold", "me"),
        card("h", "T Mine", "me", zone="province", province=1, face_up=face_up),
    ]
    assert played(text, defs, cards) == expected


def test_equip_what_a_search_found() -> None:
    action = _action(
        "<b>Battle, :bow:, :g*::</b> Destroy this Follower. Search your Fate deck for a "
        "non-Unique Follower not named Karo. Equip it for 3 less Gold.",
        CardType.FOLLOWER,
    )
    assert action.full, action.not_understood  # type: ignore[attr-defined]
    ability = action.ability  # type: ignore[attr-defined]
    assert ability.targets == ()
    bring = ability.effects[-1].bring_into_play
    assert (bring.from_zone, bring.cost_reduction, bring.attach_to) == ("deck", 3, "any")
    # "Equip it" with no search before: which card?
    assert not _action("<b>Battle:</b> Draw a card. Equip it.").full  # type: ignore[attr-defined]


def test_equip_from_your_discard_pile_is_the_fate_one() -> None:
    action = _action(
        "<b>Battle, :gstar::</b> Equip a target non-Unique Weapon in your discard pile to "
        "Recruiter."
    )
    assert action.full, action.not_understood  # type: ignore[attr-defined]
    (target,) = action.ability.targets  # type: ignore[attr-defined]
    assert target.select.location is Place.FATE_DISCARD


@pytest.mark.parametrize(
    "text",
    [
        "<b>Limited, :gstar::</b> Destroy this Holding to search your Dynasty deck for a "
        "non-Unique Farm Holding and Recruit it for 2 less Gold; it enters play unbowed.",
        "<b>Open, :bow:, :gstar::</b> Search your Dynasty deck for a Market or Port. Recruit it "
        "(bowed). Destroy this Holding.",
        "<b>Dynasty, :g*::</b> Search your Dynasty deck for a non-Unique Holding and Recruit it, "
        "paying 1 more Gold unless it is a Fortification.",
    ],
)
def test_recruit_what_a_search_found(text: str) -> None:
    """From a face-down deck: nothing is asked of the card (Good Faith Rule)."""
    action = _action(text, CardType.HOLDING)
    assert action.full, action.not_understood  # type: ignore[attr-defined]
    ability = action.ability  # type: ignore[attr-defined]
    (bring,) = [e.bring_into_play for e in ability.effects if e.bring_into_play is not None]
    assert bring.from_zone == "deck" and ability.targets == ()


@pytest.mark.parametrize(
    "text",
    [
        # "him" after a search: the card found, or one named before?
        "<b>Limited:</b> Search your Dynasty deck for a Personality. Recruit him.",
        # a cost change by another card's stat is not a deck-only tail
        "<b>Limited:</b> Search your Dynasty deck for a Holding and Recruit it, paying 1 more "
        "Gold unless it is a Fortification, then target a Personality.",
    ],
)
def test_search_forms_not_read(text: str) -> None:
    assert not _action(text, CardType.HOLDING).full  # type: ignore[attr-defined]


NAGA = (
    "<b>Open, :gstar::</b> Equip a Nonhuman Follower in your hand or discard pile to T Naga, "
    "paying 4 less Gold."
)


@pytest.mark.parametrize(
    ("zone", "expected"),
    [("hand", "legal"), ("fate_discard", "legal"), ("fate_deck", "illegal")],
)
def test_equip_from_hand_or_discard_pile(zone: str, expected: str) -> None:
    from solver.good_faith import check
    from tests.builders import board, imported

    ab = imported(NAGA, "T Naga", CardType.PERSONALITY)
    defs = [
        DEFS[0],
        {"title": "T Naga", "type": "personality", "force": 1, "abilities": [ab]},
        {"title": "T Snake", "type": "follower", "keywords": ["nonhuman"], "gold_cost": 8},
    ]
    cards = [
        card("sh", "T Stronghold", "me"),
        card("n", "T Naga", "me"),
        card("f", "T Snake", "me", zone=zone),
    ]
    assert check(board(defs, cards), "me", "n", 0).status == expected


def test_attach_from_hand_or_discard_pile_reading() -> None:
    action = _action(
        "<b>Reaction:</b> After engaging, choose your performing Scout Personality at the current "
        "battlefield: Attach a Follower to him from your hand or discard pile, paying all costs.",
        CardType.STRATEGY,
    )
    assert action.full, action.not_understood  # type: ignore[attr-defined]
    (effect,) = action.ability.effects  # type: ignore[attr-defined]
    assert effect.bring_into_play.from_zone == "hand_or_discard"
    assert effect.bring_into_play.attach_to == "performer"


def test_one_performer_and_one_target_before_a_card_brought_in() -> None:
    """ "it" / "the target": the one that is no performer; "him": the performer."""
    action = _action(
        "<b>Battle/Open:</b> Choose your performing Personality and target a Follower or Item in "
        "your discard pile: Attach it to him, paying all costs.",
        CardType.STRATEGY,
    )
    assert action.full, action.not_understood  # type: ignore[attr-defined]
    (effect,) = action.ability.effects  # type: ignore[attr-defined]
    bring = effect.bring_into_play
    assert (bring.card, bring.attach_to, bring.from_zone) == ("target2", "performer", "discard")
    action = _action(
        "<b>Battle:</b> Bow your performing Scout and target a face-up Scout Personality in your "
        "province: Bring the target into play at the current battlefield, paying all costs.",
        CardType.STRATEGY,
    )
    assert action.full, action.not_understood  # type: ignore[attr-defined]
    assert action.ability.effects[0].bring_into_play.card == "target2"  # type: ignore[attr-defined]
    # two targets: which one?
    assert not _action(  # type: ignore[attr-defined]
        "<b>Battle:</b> Target a Follower in your hand and one of your Personalities: Attach it "
        "to him, paying all costs.",
        CardType.STRATEGY,
    ).full


def test_named_again_by_type() -> None:
    """ "Attach the Follower to the Personality": each card chosen before named by its type."""
    action = _action(
        "<b>Battle:</b> Target a Follower in your hand and one of your Personalities: Attach the "
        "Follower to the Personality, paying all costs.",
        CardType.PERSONALITY,
    )
    assert action.full, action.not_understood  # type: ignore[attr-defined]
    bring = action.ability.effects[0].bring_into_play  # type: ignore[attr-defined]
    assert (bring.card, bring.attach_to, bring.from_zone) == ("target1", "target2", "hand")
    # two Personalities: which one?
    assert not _action(  # type: ignore[attr-defined]
        "<b>Battle:</b> Target a Follower in your hand and two of your Personalities: Attach "
        "the Follower to the Personality, paying all costs.",
        CardType.PERSONALITY,
    ).full


def test_equip_with_the_attachments_reminder() -> None:
    action = _action(
        "<b>Battle, :gstar::</b> Equip a target attachment from your hand (Followers, Items, and "
        "Spells are attachments). Take an additional action.",
        CardType.STRATEGY,
    )
    assert action.full, action.not_understood  # type: ignore[attr-defined]
    (target,) = action.ability.targets  # type: ignore[attr-defined]
    assert {CardType.FOLLOWER, CardType.ITEM, CardType.SPELL} <= set(target.select.type)
    assert target.select.location is Place.HAND


def test_an_additional_action_to_play_or_equip_asks_nothing() -> None:
    action = _action(
        "<b>Battle:</b> Ranged 3 Attack. You may take an additional action to play or Equip a "
        "card from your hand that you do not own.",
        CardType.STRATEGY,
    )
    assert action.full, action.not_understood  # type: ignore[attr-defined]
    assert not any(e.bring_into_play for e in action.ability.effects)  # type: ignore[attr-defined]
