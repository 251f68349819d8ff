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
        # a card in a unit: the count, read on the board when announced (``attack_counts``)
        (CardType.FOLLOWER, ("nonhuman", "undead"), "source.unit_undead"),
        (CardType.PERSONALITY, ("undead",), "source.unit_undead"),
        (CardType.FOLLOWER, ("nonhuman",), "source.unit_undead"),
        (CardType.ITEM, ("undead",), "source.unit_undead"),
        # not a card in a unit: the lowest the count can be
        (CardType.STRATEGY, ("undead",), "0"),
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
    # "other Undead cards": the card itself is not counted, the others are on the board
    # (``model.unit_other_counts``)
    other = _attack(
        "<b>Battle:</b> Fear equal to the number of other Undead cards in this unit.",
        CardType.PERSONALITY,
        ("undead",),
    )
    assert other.where == ("target1.force <= source.unitother_undead",)


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


BASE = (
    "<b>Battle:</b> Melee 4 Attack that you may compare against base Force if the target has "
    "no attachments."
)


def test_a_melee_attack_that_may_compare_against_base_force() -> None:
    """Either Force may be compared: the current, or the printed (FAQ: "base" is printed) of a
    target with no attachments when the text says so."""
    attack = _attack(BASE, CardType.PERSONALITY)
    assert attack.where == (
        "target1.force <= 4 or target1.attachments == 0 and target1.base_force <= 4",
    )
    always = _attack(
        "<b>Battle:</b> Melee 4 Attack that you may compare against base Force.",
        CardType.PERSONALITY,
    )
    assert always.where == ("target1.force <= 4 or target1.base_force <= 4",)
    # another condition: the current Force only (the lowest the option allows)
    other = _attack(
        "<b>Battle:</b> Melee 4 Attack that you may compare against base Force if he is Earth.",
        CardType.PERSONALITY,
    )
    assert other.where == ("target1.force <= 4",)


def test_a_where_entry_with_alternatives() -> None:
    from model.describe import relation_text
    from model.selectors import parse_where

    where = parse_where("a.force <= 4 or a.attachments == 0 and a.base_force <= 4")
    assert [len(alt) for alt in where.any_of] == [1, 2]
    assert where.references() == frozenset({"a"})
    assert relation_text(where.text) == (
        "a's Force at most 4, or a's attachments equal to 0 and a's printed Force at most 4"
    )
    with pytest.raises(ValueError):
        parse_where("a.force <= 4 or a.force")


@pytest.mark.parametrize(
    ("printed", "item", "expected"),
    [
        (3, False, "legal"),  # base Force 3, no attachments: a strict target
        (3, True, "unknown"),  # an attachment: only the current Force 5 is compared
        (5, False, "unknown"),  # base Force 5 too: only the lenient reading has no limit
    ],
)
def test_comparing_base_force_on_the_board(printed: int, item: bool, expected: str) -> None:
    """An enemy Personality of current Force 5 (a +2F bonus, or +0 on printed 5)."""
    ability = _action(BASE, CardType.PERSONALITY)
    defs = [
        {"title": "T Monk", "type": "personality", "force": 2, "abilities": [_dumped(ability)]},
        {"title": "T Foe", "type": "personality", "force": printed},
        {"title": "T Fan", "type": "item"},
    ]
    bonus = [{"stat": "force", "amount": 5 - printed}] if printed != 5 else []
    cards = [
        card("monk", "T Monk", "me", zone="battlefield", battlefield="them-p1"),
        card("foe", "T Foe", "them", "battlefield", battlefield="them-p1", modifiers=bonus),
    ]
    if item:
        cards.append(
            card("fan", "T Fan", "them", "battlefield", battlefield="them-p1", attached_to="foe")
        )
    loaded = board([{"provenance": "implied", **d} for d in defs], cards, **COMBAT)
    assert check(loaded, "me", "monk", 0).status == expected


SEIKEN = "<b>Earth Battle:</b> Fear equal to the Focus Value of Seiken's target Follower or Spell."


def test_a_target_s_focus_value_measures_the_fear() -> None:
    """Known when it is targeted (Tamori Seiken • Experienced, h28rev2 [41]): the first
    target's Focus Value, not 0."""
    *_, attack = (
        import_text(SEIKEN, title="Tamori Seiken", card_type=CardType.PERSONALITY)
        .actions[0]
        .ability.all_target_specs()
    )  # type: ignore[union-attr]
    assert attack.where == ("target2.force <= target1.focus",)


@pytest.mark.parametrize(("force", "expected"), [(3, "legal"), (4, "unknown")])
def test_a_focus_value_measured_fear_on_the_board(force: int, expected: str) -> None:
    """A Focus 3 Follower: a Force 3 enemy is a target in both readings (legal), Force 4 only
    in the lenient one (unknown); before, the strict limit was 0 (unknown for both)."""
    (action,) = import_text(SEIKEN, title="Tamori Seiken", card_type=CardType.PERSONALITY).actions
    assert action.ability is not None
    ability = action.ability
    defs = [
        {
            "title": "Tamori Seiken",
            "type": "personality",
            "force": 3,
            "abilities": [_dumped(ability)],
        },
        {"title": "T Hunger", "type": "follower", "force": 1, "focus": 3},
        {"title": "T Foe", "type": "personality", "force": force},
    ]
    cards = [
        card("sei", "Tamori Seiken", "me", zone="battlefield", battlefield="them-p1"),
        card("hun", "T Hunger", "me", "battlefield", battlefield="them-p1", attached_to="sei"),
        card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"),
    ]
    loaded = board([{"provenance": "implied", **d} for d in defs], cards, **COMBAT)
    assert check(loaded, "me", "sei", 0).status == expected
