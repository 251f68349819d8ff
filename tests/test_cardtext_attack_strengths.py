"""Attack strengths read exactly where they can be (Abilities and actions / B; effects.txt,
Fear and Melee Attacks; model.cardtext.attack_forms and effects_attacks): a count of cards in
this unit that the card itself is one of, "twice" a stat, and a Melee Attack that may be
compared against base Force."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import TypeAdapter

from model.abilities import Ability, TargetSpec
from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card

COMBAT = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "them-p1",
    "attacker": "me",
}
UNDEAD = "<b>Battle:</b> Fear equal to the number of Undead cards in this unit."


def _action(text: str, card_type: CardType, keywords: tuple[str, ...] = ()) -> Ability:
    (action,) = import_text(text, title="T Card", card_type=card_type, keywords=keywords).actions
    assert action.full and action.ability is not None, action.not_understood
    return action.ability


def _attack(text: str, card_type: CardType, keywords: tuple[str, ...] = ()) -> TargetSpec:
    *_, attack = _action(text, card_type, keywords).all_target_specs()
    return attack


def _dumped(ability: Ability) -> dict[str, Any]:
    return TypeAdapter(Ability).dump_python(ability, mode="json", exclude_defaults=True)  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("card_type", "keywords", "limit"),
    [
        (CardType.FOLLOWER, ("nonhuman", "undead"), "1"),
        (CardType.PERSONALITY, ("undead",), "1"),
        # not Undead itself, or not a card in a unit: the count may be 0
        (CardType.FOLLOWER, ("nonhuman",), "0"),
        (CardType.STRATEGY, ("undead",), "0"),
        (CardType.ITEM, ("undead",), "0"),
    ],
)
def test_a_count_in_this_unit_that_counts_the_card_itself(
    card_type: CardType, keywords: tuple[str, ...], limit: str
) -> None:
    attack = _attack(UNDEAD, card_type, keywords)
    assert attack.where == (f"target1.force <= {limit}",)


def test_a_count_with_strength_in_this_unit_and_two_keywords() -> None:
    text = (
        "<b>Battle:</b> Fear with strength equal to the number of Shadowlands Undead cards in "
        "this unit."
    )
    both = _attack(text, CardType.PERSONALITY, ("shadowlands", "undead"))
    assert both.where == ("target1.force <= 1",)
    one = _attack(text, CardType.PERSONALITY, ("undead",))
    assert one.where == ("target1.force <= 0",)
    # "other Undead cards": the card itself is not counted
    other = _attack(
        "<b>Battle:</b> Fear equal to the number of other Undead cards in this unit.",
        CardType.PERSONALITY,
        ("undead",),
    )
    assert other.where == ("target1.force <= 0",)


@pytest.mark.parametrize(("force", "expected"), [(1, "legal"), (2, "unknown"), (None, "illegal")])
def test_an_undead_follower_s_count_on_the_board(force: int | None, expected: str) -> None:
    """An Undead Follower counts itself: a Force 1 enemy can be feared (the strict limit 1,
    the lenient none); Force 2 only if another Undead card is in the unit (not known here: two
    readings disagree); no enemy: illegal."""
    ability = _action(UNDEAD, CardType.FOLLOWER, ("undead",))
    defs = [
        {"title": "T Legion", "type": "follower", "keywords": ["undead"], "force": 1},
        {"title": "T Lord", "type": "personality", "force": 1},
        {"title": "T Foe", "type": "personality", "force": force or 0},
    ]
    defs[0]["abilities"] = [_dumped(ability)]
    cards = [
        card("lord", "T Lord", "me", zone="battlefield", battlefield="them-p1"),
        card("legion", "T Legion", "me", "battlefield", battlefield="them-p1", attached_to="lord"),
    ]
    if force is not None:
        cards.append(card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"))
    loaded = board([{"provenance": "implied", **d} for d in defs], cards, **COMBAT)
    assert check(loaded, "me", "legion", 0).status == expected


def test_twice_a_stat_in_a_relation() -> None:
    """ "2 * slot.stat": the relation language's "twice" (evaluated as 2 x the stat)."""
    from model.describe import relation_text
    from model.selectors import Term, parse_relation

    rel = parse_relation("target1.force <= 2 * source.force")
    assert rel.right == Term("source", "force", 0, 2)
    assert relation_text(rel.text) == "target1's Force at most twice this card's Force"
    assert parse_relation("target1.force < 3*source.chi + 1").right == Term("source", "chi", 1, 3)
    with pytest.raises(ValueError):
        parse_relation("target1.force <= 0 * source.force")


TWICE = "<b>Battle:</b> Fear equal to twice this Follower's Force."


@pytest.mark.parametrize(("force", "expected"), [(4, "legal"), (5, "unknown")])
def test_twice_a_follower_s_force_on_the_board(force: int, expected: str) -> None:
    """A 2F Follower's Fear of twice its Force: a Force 4 enemy is a target in both readings
    (legal), a Force 5 one only in the lenient (unknown)."""
    ability = _action(TWICE, CardType.FOLLOWER)
    defs = [
        {"title": "T Spirit", "type": "follower", "force": 2, "abilities": [_dumped(ability)]},
        {"title": "T Lord", "type": "personality", "force": 1},
        {"title": "T Foe", "type": "personality", "force": force},
    ]
    cards = [
        card("lord", "T Lord", "me", zone="battlefield", battlefield="them-p1"),
        card("spirit", "T Spirit", "me", "battlefield", battlefield="them-p1", attached_to="lord"),
        card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"),
    ]
    loaded = board([{"provenance": "implied", **d} for d in defs], cards, **COMBAT)
    assert check(loaded, "me", "spirit", 0).status == expected
