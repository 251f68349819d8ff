"""Target phrases: "from your discard pile" (where the target is), a Fortification's discard
pile (Reference 03: a Holding keyword), and ", and no attachments" as a second post-modifier
(model/cardtext/target_modifiers.py, targets.py)."""

from __future__ import annotations

import pytest

from model.abilities import TargetSpec
from model.cardtext import import_text
from model.cardtext.targets import whole_phrase
from model.common import CardType
from model.selectors import Controller
from model.zones import Place
from solver.good_faith import check
from tests.builders import board, card, imported, played


def _spec(text: str, title: str = "T Card", card_type: CardType = CardType.STRATEGY) -> TargetSpec:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = (t for t in action.ability.targets if isinstance(t, TargetSpec))
    return spec


def test_from_your_discard_pile() -> None:
    spec = _spec("<b>Limited:</b> Put a target Terrain from your discard pile into your hand.")
    assert spec.select.keyword == ("terrain",)
    assert spec.select.location is Place.FATE_DISCARD
    assert spec.select.controller is Controller.YOU


def test_a_fortification_in_your_discard_pile() -> None:
    phrase = whole_phrase("a target Fortification in your discard pile")
    assert phrase is not None and not isinstance(phrase, str)
    assert phrase.select.location is Place.DYNASTY_DISCARD


def test_from_your_discard_pile_on_the_board() -> None:
    text = "<b>Open:</b> Put a target Terrain from your discard pile into your hand."
    defs = [{"title": "T Plain", "type": "strategy", "keywords": ["terrain"]}]
    assert played(text, defs, [card("t", "T Plain", "me", zone="fate_discard")]) == "legal"
    assert played(text, defs, [card("t", "T Plain", "them", zone="fate_discard")]) == "illegal"


def test_comma_and_a_second_modifier() -> None:
    text = (
        "<b>Battle, :bow::</b> Destroy a target enemy card with Force less than or equal to "
        "this Item's, and no attachments."
    )
    spec = _spec(text, "T Blade", CardType.ITEM)
    assert spec.where == ("target1.force <= source.force",)
    assert spec.select.lacks_attachment is not None
    assert spec.select.controller is Controller.OPPONENT


def test_comma_and_a_clause_still_refused() -> None:
    text = "<b>Battle:</b> Bow a target Personality with lower Force, and no player may act."
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full


def test_at_the_cards_own_location() -> None:
    text = "<b>Open:</b> Target a Personality at Osawa's location: Bow him."
    spec = _spec(text, "Togashi Osawa • Experienced", CardType.PERSONALITY)
    assert spec.select.same_location_as == "source"


def test_at_another_cards_location_refused() -> None:
    text = "<b>Open:</b> Target a Personality at Osawa's location: Bow him."
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full


@pytest.mark.parametrize(
    ("osawa_at", "foe_at", "expected"),
    [
        # each player's home is a location of its own (Reference 05, Home)
        ("home", "home", "illegal"),
        ("home", "battlefield", "illegal"),
        ("battlefield", "battlefield", "legal"),
    ],
)
def test_at_own_location_on_the_board(osawa_at: str, foe_at: str, expected: str) -> None:
    text = "<b>Open:</b> Target an enemy Personality at Osawa's location: Bow him."
    ab = imported(text, "T Osawa", CardType.PERSONALITY)
    defs = [
        {"title": "T Osawa", "type": "personality", "force": 2, "chi": 2, "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": 2, "chi": 2},
    ]
    at = {"zone": "battlefield", "battlefield": "me-p1"}
    cards = [
        card("osawa", "T Osawa", "me", **(at if osawa_at == "battlefield" else {})),
        card("foe", "T Foe", "them", **(at if foe_at == "battlefield" else {})),
    ]
    assert check(board(defs, cards), "me", "osawa", 0).status == expected


def test_whose_unit_than_this_unit() -> None:
    text = (
        "<b>Battle:</b> Target an enemy card without attachments whose unit has lower total "
        "Force than this unit: Destroy the target."
    )
    spec = _spec(text, "T Guard", CardType.FOLLOWER)
    assert spec.where == ("target1.total_force < source.total_force",)
    (action,) = import_text(text, title="T Guard", card_type=CardType.STRATEGY).actions
    assert not action.full  # a Strategy is in no unit


def test_keyword_alternatives_before_a_keyword_noun() -> None:
    spec = _spec("<b>Battle:</b> Bow this card and target your Earth or Water Shugenja: Bow him.")
    assert spec.select.keyword == ("shugenja",)
    assert spec.select.any_keyword == ("earth", "water")
    given = _spec("<b>Open:</b> Give your target Monk or Shugenja Air, Earth, Fire, or Water.")
    assert given.select.any_keyword == ("monk", "shugenja") and given.select.keyword == ()


@pytest.mark.parametrize(
    ("text", "keyword"),
    [
        ("<b>Open:</b> Discard a target Allegiance card in play.", "allegiance"),
        ("<b>Open:</b> Bow this card and target a Stables or Cavalry card: Straighten it.", None),
    ],
)
def test_more_printed_keywords(text: str, keyword: str | None) -> None:
    spec = _spec(text)
    if keyword is not None:
        assert spec.select.keyword == (keyword,)
    else:
        assert spec.select.any_keyword == ("stables", "cavalry")


def test_non_a_card_type() -> None:
    spec = _spec("<b>Limited:</b> Target a non-Stronghold Jade card: Destroy it.")
    assert CardType.STRONGHOLD not in spec.select.type and CardType.HOLDING in spec.select.type
    assert spec.select.keyword == ("jade",)


@pytest.mark.parametrize(("kind", "expected"), [("holding", "legal"), ("stronghold", "illegal")])
def test_non_a_card_type_on_the_board(kind: str, expected: str) -> None:
    text = "<b>Open:</b> Target a non-Stronghold Jade card: Destroy it."
    defs = [{"title": "T Jade", "type": kind, "keywords": ["jade"]}]
    assert played(text, defs, [card("j", "T Jade", "them")]) == expected


def test_from_a_pile_then_more_words_refused() -> None:
    """ "... from your discard pile into your hand that has not left the discard pile": the
    words after the destination could restrict the card, and nothing reads them."""
    text = (
        "<b>Limited:</b> Put a target Ring from your discard pile into your hand that has not "
        "left the discard pile already this game."
    )
    (action,) = import_text(text, title="T Card", card_type=CardType.HOLDING).actions
    assert not action.full
