""" "Target your unbowed Samurai. Target an enemy Personality with lower Chi.": on a card that is
no Personality, a bare comparison is with the one card of yours targeted before (Abilities and
actions / B: required targets and their relations); refused when that is not settled."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported, played

COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
PACIFY = (
    "<b>Battle:</b> Target your unbowed Samurai. Target an enemy Personality with lower Chi. "
    "Bow him or all his attachments."
)


@pytest.mark.parametrize(("foe_chi", "expected"), [(2, "legal"), (3, "illegal")])
def test_lower_than_the_card_of_yours_targeted_before(foe_chi: int, expected: str) -> None:
    defs = [
        {"title": "T Sam", "type": "personality", "keywords": ["samurai"], "force": 2, "chi": 3},
        {"title": "T Foe", "type": "personality", "force": 2, "chi": foe_chi},
    ]
    cards = [
        card("sam", "T Sam", "me", zone="battlefield", battlefield="them-p1"),
        card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"),
    ]
    assert played(PACIFY, defs, cards, attacker="me", **COMBAT) == expected


@pytest.mark.parametrize(
    "text",
    [
        # the card targeted before is not yours: lower than whom?
        "<b>Battle:</b> Target an enemy Samurai. Target an enemy Personality with lower Chi.",
        # two cards targeted before
        "<b>Battle:</b> Target your Samurai. Target your Courtier. Target an enemy Personality "
        "with lower Chi.",
    ],
)
def test_unsettled_comparisons_are_refused(text: str) -> None:
    (action,) = import_text(text, title="T Odd", card_type=CardType.STRATEGY).actions
    assert not action.full and "than whom" in action.not_understood


@pytest.mark.parametrize(
    ("clan", "keywords", "expected"),
    [("lion", [], "legal"), ("crab", ["fallen"], "legal"), ("crab", [], "illegal")],
)
def test_a_clan_or_a_keyword_of_the_noun(clan: str, keywords: list[str], expected: str) -> None:
    """ "your target Lion Clan or Fallen Personality": either alternative, of the Personality."""
    text = "<b>Battle/Open:</b> Straighten your target Lion Clan or Fallen Personality."
    ab = imported(text, "T Tsudoken", CardType.STRATEGY)
    defs = [
        {"title": "T Tsudoken", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "clan": [clan], "keywords": keywords},
        {"title": "T Lion Item", "type": "item", "clan": ["lion"]},
    ]
    cards = [
        card("s", "T Tsudoken", "me", zone="hand"),
        card("m", "T Man", "me"),
        card("i", "T Lion Item", "me", attached_to="m"),  # a Lion card, but no Personality
    ]
    assert check(board(defs, cards), "me", "s", 0).status == expected


def test_two_clans_or_a_clan_and_a_keyword_are_read() -> None:
    text = "<b>Battle:</b> Target a Scorpion Clan or Dragon Clan Personality: Bow him."
    (action,) = import_text(text, title="T Chikata", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None
    (spec,) = action.ability.all_target_specs()
    assert [s.clan for s in spec.select.any_of] == ["scorpion", "dragon"]
    text = "<b>Battle:</b> Target a Scorpion Clan or Personality: Bow him."
    (action,) = import_text(text, title="T Chikata", card_type=CardType.STRATEGY).actions
    assert not action.full


@pytest.mark.parametrize("word", ["Henshin", "Mercenary", "Beastmaster", "Seductress", "Siege"])
def test_printed_keywords_of_people_are_read(word: str) -> None:
    text = f"<b>Open:</b> Choose your performing unbowed {word} and target a Personality: Bow him."
    (action,) = import_text(text, title="T Waves", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None
    performer = action.ability.all_target_specs()[0]
    assert performer.select.keyword == (word.lower(),)


@pytest.mark.parametrize(("foe_force", "expected"), [(3, "legal"), (4, "unknown")])
def test_an_attack_as_strong_as_a_stat_of_the_card(foe_force: int, expected: str) -> None:
    """ "Melee Attack equal to Saiko's Force": the Force limit with the stat's value now
    (strict) or on resolution and anywhere in play (lenient), as for a printed strength."""
    ab = imported("<b>Battle:</b> Melee Attack equal to Saiko's Force.", "Mirumoto Saiko",
                  CardType.PERSONALITY)  # fmt: skip
    defs = [
        {"title": "Mirumoto Saiko", "type": "personality", "force": 3, "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": foe_force},
    ]
    cards = [
        card("s", "Mirumoto Saiko", "me", zone="battlefield", battlefield="them-p1"),
        card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"),
    ]
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
    assert check(board(defs, cards, attacker="me", **combat), "me", "s", 0).status == expected


def test_an_attack_as_strong_as_its_bearer() -> None:
    text = "<b>Battle, :bow::</b> Fear equal to this Personality's Personal Honor."
    (action,) = import_text(text, title="T Troupe", card_type=CardType.FOLLOWER).actions
    assert action.full and action.ability is not None
    (spec,) = action.ability.all_target_specs()
    assert spec.where == ("target1.force <= bearer.personal_honor",)
    text = "<b>Battle:</b> Fear equal to his Force."
    (action,) = import_text(text, title="T Troupe", card_type=CardType.FOLLOWER).actions
    assert not action.full


def test_another_of_your_is_other_than_the_personality_itself() -> None:
    text = "<b>Battle:</b> Target another of your Lion Clan Personalities. Gain 1 Honor."
    (action,) = import_text(text, title="Matsu Choiko", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None
    (spec,) = action.ability.all_target_specs()
    assert spec.select.other_than == ("source",) and spec.select.clan == "lion"
    (action,) = import_text(text, title="T Shrine", card_type=CardType.HOLDING).actions
    assert not action.full  # other than whom?
