""" "Base" stats in a target phrase ("with 7 or higher base Force", "with a base Gold Cost of 4
or less", "whose Force is different from his base Force"): the printed value ("'Base'
generally means physically printed in ink on the card", FAQ), whatever modifies the current
one (Abilities and actions / B: a target must match its phrase)."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from tests.builders import card, played

COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}


def _where(text: str) -> tuple[str, ...]:
    (action,) = import_text(text, title="T Base", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    return tuple(w for spec in action.ability.all_target_specs() for w in spec.where)


def test_the_readings() -> None:
    assert _where(
        "<b>Battle:</b> Choose your performing Personality with 7 or more base Force: Bow him."
    ) == ("performer.base_force >= 7",)
    assert _where(
        "<b>Limited:</b> Target a Holding with a base Gold Cost of 4 or less: Destroy it."
    ) == ("target1.base_gold_cost <= 4",)
    assert _where(
        "<b>Battle:</b> Target a Personality whose Force is different from his base Force: Bow him."
    ) == ("target1.force != target1.base_force",)
    assert _where(
        "<b>Battle:</b> Target a Personality whose Force is different from his own base Force: "
        "Bow him."
    ) == ("target1.force != target1.base_force",)


@pytest.mark.parametrize(
    "text",
    [
        # two different stats: not the same card's printed value of the same stat
        "<b>Battle:</b> Target a Personality whose Force is different from his base Chi: Bow him.",
    ],
)
def test_unread_variants(text: str) -> None:
    (action,) = import_text(text, title="T Base", card_type=CardType.STRATEGY).actions
    assert not action.full


DIFFERENT = (
    "<b>Battle:</b> Target a Personality whose Force is different from his base Force: Bow him."
)


@pytest.mark.parametrize(("bonus", "expected"), [(0, "illegal"), (2, "legal"), (-1, "legal")])
def test_force_different_from_base_on_the_board(bonus: int, expected: str) -> None:
    mods = [{"stat": "force", "amount": bonus, "source": "x"}] if bonus else []
    defs = [{"title": "T Foe", "type": "personality", "force": 3}]
    cards = [
        card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1", modifiers=mods)
    ]
    assert played(DIFFERENT, defs, cards, attacker="me", **COMBAT) == expected


BASE_FORCE = (
    "<b>Battle:</b> Choose your performing Personality with 7 or higher base Force: Bow him."
)


@pytest.mark.parametrize(
    ("force", "bonus", "expected"), [(7, 0, "legal"), (6, 0, "illegal"), (5, 3, "illegal")]
)
def test_base_force_of_the_performer_on_the_board(force: int, bonus: int, expected: str) -> None:
    mods = [{"stat": "force", "amount": bonus, "source": "x"}] if bonus else []
    defs = [{"title": "T Big", "type": "personality", "force": force}]
    cards = [card("big", "T Big", "me", zone="battlefield", battlefield="them-p1", modifiers=mods)]
    assert played(BASE_FORCE, defs, cards, attacker="me", **COMBAT) == expected


MARKET = (
    "<b>Battle:</b> Target an enemy Personality whose unit's total Gold cost is 10 or lower: "
    "Bow him."
)


def test_a_units_total_gold_cost() -> None:
    assert _where(MARKET) == ("target1.total_gold_cost <= 10",)
    # whose unit, for a card that may be no Personality?
    other = MARKET.replace("an enemy Personality", "an enemy card")
    (action,) = import_text(other, title="T Base", card_type=CardType.STRATEGY).actions
    assert not action.full


@pytest.mark.parametrize(("follower_cost", "expected"), [(4, "legal"), (5, "illegal")])
def test_a_units_total_gold_cost_on_the_board(follower_cost: int, expected: str) -> None:
    defs = [
        {"title": "T Foe", "type": "personality", "force": 3, "gold_cost": 6},
        {"title": "T Guard", "type": "follower", "force": 1, "gold_cost": follower_cost},
    ]
    at = {"zone": "battlefield", "battlefield": "them-p1"}
    cards = [
        card("foe", "T Foe", "them", **at),
        card("g", "T Guard", "them", attached_to="foe", **at),
    ]
    assert played(MARKET, defs, cards, attacker="me", **COMBAT) == expected


MOUNTAIN = (
    "<b>Battle:</b> Choose one or two of your performing Personalities with 7 or higher base "
    "Force: Straighten them."
)


def test_one_or_two_performers() -> None:
    (action,) = import_text(MOUNTAIN, title="T Base", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    first, second = action.ability.all_target_specs()
    assert first.performer and first.count == 1 and not first.up_to
    assert second.performer and second.up_to and second.count == 1
    assert first.where == ("performer.base_force >= 7",)
    assert second.select.other_than == ("performer",)


@pytest.mark.parametrize(
    ("forces", "expected"), [((7,), "legal"), ((6, 5), "illegal"), ((8, 9), "legal")]
)
def test_one_or_two_performers_on_the_board(forces: tuple[int, ...], expected: str) -> None:
    defs = [{"title": f"T Big{i}", "type": "personality", "force": f} for i, f in enumerate(forces)]
    at = {"zone": "battlefield", "battlefield": "them-p1"}
    cards = [card(f"b{i}", f"T Big{i}", "me", bowed=True, **at) for i in range(len(forces))]
    assert played(MOUNTAIN, defs, cards, attacker="me", **COMBAT) == expected


def test_a_stat_of_each_counted_card() -> None:
    text = (
        "<b>Battle:</b> Target one or two enemy Personalities or Followers with 6 or lower Force "
        "each: Bow them."
    )
    (action,) = import_text(text, title="T Bokken", card_type=CardType.ITEM).actions
    assert action.full and action.ability is not None, action.not_understood
    first, more = action.ability.all_target_specs()
    assert first.where == ("target1.force <= 6",)
    assert more.where == ("target1_more.force <= 6",) and more.up_to


@pytest.mark.parametrize(("force", "expected"), [(6, "legal"), (7, "illegal")])
def test_a_stat_of_each_counted_card_on_the_board(force: int, expected: str) -> None:
    text = (
        "<b>Battle:</b> Target one or two enemy Personalities with 6 or lower Force each: Bow them."
    )
    defs = [{"title": "T Foe", "type": "personality", "force": force}]
    cards = [card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1")]
    assert played(text, defs, cards, attacker="me", **COMBAT) == expected


NITANI = "<b>Battle:</b> Target an enemy card with the base Shadowlands keyword: Destroy it."


def test_a_base_keyword() -> None:
    (action,) = import_text(NITANI, title="T Nitani", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = action.ability.all_target_specs()
    assert spec.select.base_keyword == ("shadowlands",) and spec.select.keyword == ()
    # a word that is no keyword the grammar knows: not read
    text = NITANI.replace("Shadowlands", "Glorious")
    (action,) = import_text(text, title="T Nitani", card_type=CardType.PERSONALITY).actions
    assert not action.full


@pytest.mark.parametrize(
    ("printed", "added", "expected"),
    [(["shadowlands"], [], "legal"), ([], ["shadowlands"], "illegal"), ([], [], "illegal")],
)
def test_a_base_keyword_on_the_board(printed: list[str], added: list[str], expected: str) -> None:
    """A keyword an effect gave the card is not its base keyword."""
    defs = [{"title": "T Foe", "type": "personality", "force": 1, "keywords": printed}]
    cards = [
        card(
            "foe", "T Foe", "them", zone="battlefield", battlefield="them-p1", added_keywords=added
        )
    ]
    assert played(NITANI, defs, cards, attacker="me", **COMBAT) == expected


TESTIMONY = (
    "<b>Limited:</b> Choose your performing unbowed honorable Personality and target a "
    "Personality with lower base Personal Honor: Dishonor the target."
)


def test_lower_base_stat_than_the_performer() -> None:
    assert _where(TESTIMONY) == ("target2.base_personal_honor < performer.base_personal_honor",)
    # with "than ...": which value of the other card? not read
    text = TESTIMONY.replace("lower base Personal Honor", "lower base Personal Honor than Kisada's")
    (action,) = import_text(text, title="T Base", card_type=CardType.STRATEGY).actions
    assert not action.full


@pytest.mark.parametrize(
    ("foe_ph", "bonus", "expected"), [(2, 0, "legal"), (3, 0, "illegal"), (2, 5, "legal")]
)
def test_lower_base_stat_on_the_board(foe_ph: int, bonus: int, expected: str) -> None:
    mods = [{"stat": "personal_honor", "amount": bonus, "source": "x"}] if bonus else []
    defs = [
        {"title": "T Judge", "type": "personality", "personal_honor": 3},
        {"title": "T Foe", "type": "personality", "personal_honor": foe_ph},
    ]
    cards = [card("j", "T Judge", "me"), card("foe", "T Foe", "them", modifiers=mods)]
    assert played(TESTIMONY, defs, cards, phase="action") == expected
