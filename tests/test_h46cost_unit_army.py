"""A performer "in a Ninja unit" (Help from the Shadows; Reference 04, Units: the Personality
and each Follower in his unit have the keyword, ``model.cardtext.unit_keyword_clause``) and a
target "in his army" after your performer (Opportunistic Advance; Reference 05: an army is a
player's units at one battlefield, ``model.cardtext.his_places``). Real cards from
../shared/data."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.load import load_state
from model.oracle.pool import CardPool
from model.selectors import Controller
from model.zones import Place
from solver.good_faith import check
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h46cost"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_HELP = (
    "<b>Battle:</b> Choose your performing Personality in a Ninja unit: Move him to the current "
    "battlefield. Straighten his unit if he moved."
)
_ADVANCE = (
    "<b>Battle:</b> Choose your performing unbowed Commander and target another Personality in "
    "his army: Move the target to a battlefield."
)


def test_performer_in_a_keyword_unit_is_read() -> None:
    (para,) = import_text(
        _HELP, title="Help from the Shadows", card_type=CardType.STRATEGY
    ).paragraphs
    assert para.level == "full", para.not_understood
    assert para.ability is not None
    (spec,) = para.ability.all_target_specs()
    assert spec.performer and spec.select.keyword == ("ninja",)
    assert spec.select.lacks_attachment is not None
    assert spec.select.lacks_attachment.not_keyword == ("ninja",)


def test_in_his_army_is_read() -> None:
    (para,) = import_text(
        _ADVANCE, title="Opportunistic Advance", card_type=CardType.STRATEGY
    ).paragraphs
    assert para.level == "full", para.not_understood
    assert para.ability is not None
    performer, target = para.ability.all_target_specs()
    assert target.select.same_location_as == performer.name
    assert target.select.location is Place.BATTLEFIELD
    assert target.select.controller is Controller.YOU
    assert performer.name in target.select.other_than


@pytest.mark.parametrize(
    "text",
    [
        # "his" after a card that may be another player's: whose army is not settled here
        "<b>Battle:</b> Target an enemy Personality and target another Personality in his army: "
        "Bow the target.",
        # a cost on the card in his army
        "<b>Battle:</b> Choose your performing Commander and bow another Personality in his "
        "army: Draw a card.",
    ],
)
def test_control_his_army_not_read(text: str) -> None:
    (para,) = import_text(text, title="X", card_type=CardType.STRATEGY).paragraphs
    assert para.level != "full"
    assert "army" in para.not_understood


def test_control_in_his_unit_still_read() -> None:
    """The "in his unit" reading moved with it (``his_places``) and still reads."""
    text = (
        "<b>Battle:</b> Target your Personality and target a bowed card in his unit (which may "
        "be him): Straighten it."
    )
    (para,) = import_text(text, title="X", card_type=CardType.STRATEGY).paragraphs
    assert para.ability is not None
    specs = para.ability.all_target_specs()
    assert specs[-1].select.unit_of == specs[0].name


@needs_data
@pytest.mark.parametrize(
    ("board", "card", "status"),
    [
        ("shadows_ninja_alone", "help", "legal"),  # Tanihara (Ninja), no Followers
        ("shadows_ninja_follower", "help", "legal"),  # with a Ninja Follower
        ("shadows_no_ninja_unit", "help", "illegal"),  # Spearmen on him; Ogaru no Ninja
        ("advance_same_army", "adv", "legal"),  # Ogaru and Tanihara at the battlefield
        ("advance_alone", "adv", "illegal"),  # Tanihara at home, Kisho the enemy's
        ("advance_at_home", "adv", "illegal"),  # both at home: no army
        ("advance_bowed", "adv", "illegal"),  # control: no unbowed Commander
    ],
)
def test_boards(pool: CardPool, board: str, card: str, status: str) -> None:
    loaded = load_state(BOARDS / f"{board}.yaml", cards=pool)
    v = check(loaded, "scorpion", card, 0)
    assert v.status == status, v.reasons


@needs_data
def test_an_enemy_in_the_same_battlefield_is_not_in_his_army(pool: CardPool) -> None:
    loaded = load_state(BOARDS / "advance_same_army.yaml", cards=pool)
    v = check(loaded, "scorpion", "adv", 0, targets={"target2": ("kisho",)})
    assert v.status == "illegal", v.reasons
    ok = check(loaded, "scorpion", "adv", 0, targets={"target2": ("tani",)})
    assert ok.status == "legal", ok.reasons


@needs_data
def test_a_performer_outside_a_ninja_unit_is_refused(pool: CardPool) -> None:
    loaded = load_state(BOARDS / "shadows_no_ninja_unit.yaml", cards=pool)
    v = check(loaded, "scorpion", "help", 0, targets={"performer": ("tani",)})
    assert v.status == "illegal", v.reasons


_BRAWL = "<b>Battle/Open:</b> Target a Region (at any province) or a Terrain: Destroy it."


def test_region_at_any_province_is_read() -> None:
    (para,) = import_text(_BRAWL, title="Brawl", card_type=CardType.STRATEGY).paragraphs
    assert para.level == "full", para.not_understood
    assert para.ability is not None
    (spec,) = para.ability.all_target_specs()
    region = spec.select.any_of[0]
    assert region.type == (CardType.REGION,) and region.location is Place.IN_PLAY


def test_control_at_any_province_of_no_region_is_not_read() -> None:
    """A Holding "at any province": a Holding in play is at home, in no Province's place."""
    text = "<b>Battle:</b> Target a Holding (at any province): Destroy it."
    (para,) = import_text(text, title="X", card_type=CardType.STRATEGY).paragraphs
    assert para.level != "full"
    assert "at any province" in para.not_understood


@needs_data
@pytest.mark.parametrize(
    ("board", "status"),
    [
        ("brawl_region", "legal"),  # a Region in play
        ("brawl_terrain", "legal"),  # control: a Terrain at the battlefield
        ("brawl_none", "illegal"),  # a Region face-up in a Province is out of play
    ],
)
def test_brawl(pool: CardPool, board: str, status: str) -> None:
    loaded = load_state(BOARDS / f"{board}.yaml", cards=pool)
    v = check(loaded, "scorpion", "brawl", 1)  # its second paragraph
    assert v.status == status, v.reasons


@needs_data
def test_brawl_refuses_a_personality(pool: CardPool) -> None:
    loaded = load_state(BOARDS / "brawl_region.yaml", cards=pool)
    v = check(loaded, "scorpion", "brawl", 1, targets={"target1": ("kisho",)})
    assert v.status == "illegal", v.reasons


_MOON = (
    "<b>Open:</b> Bow this Shugenja and target a face-up Personality out of play: Give him +1PH "
    "or +1 Gold Cost."
)


def test_face_up_out_of_play_is_read() -> None:
    (para,) = import_text(_MOON, title="Wind of the Moon", card_type=CardType.SPELL).paragraphs
    assert para.level == "full", para.not_understood
    assert para.ability is not None
    (spec,) = para.ability.all_target_specs()
    assert spec.select.location is Place.OUT_OF_PLAY and spec.select.face_up is True


def test_control_out_of_play_not_said_face_up_is_not_read() -> None:
    """A face-down card is never known to be of its type (Reference 05)."""
    text = "<b>Open:</b> Bow this Shugenja and target a Personality out of play: Give him +1PH."
    (para,) = import_text(text, title="X", card_type=CardType.SPELL).paragraphs
    assert para.level != "full"
    assert "face-up" in para.not_understood


@needs_data
@pytest.mark.parametrize(
    ("board", "status"),
    [
        ("moon_province", "legal"),  # Kisho face-up in a Province
        ("moon_discard", "legal"),  # Ogaru in a discard pile
        ("moon_none", "illegal"),  # in play, face-down in a Province, in a deck
        ("moon_bowed", "illegal"),  # control: the Shugenja is bowed (the cost)
    ],
)
def test_wind_of_the_moon(pool: CardPool, board: str, status: str) -> None:
    loaded = load_state(BOARDS / f"{board}.yaml", cards=pool)
    v = check(loaded, "scorpion", "wind", 0)
    assert v.status == status, v.reasons


@needs_data
def test_a_personality_in_play_is_not_out_of_play(pool: CardPool) -> None:
    loaded = load_state(BOARDS / "moon_province.yaml", cards=pool)
    v = check(loaded, "scorpion", "wind", 0, targets={"target1": ("tani",)})
    assert v.status == "illegal", v.reasons
