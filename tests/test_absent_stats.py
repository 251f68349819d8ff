"""Absent stats (Reference 04): "If an effect checks a stat's value that is absent on the card
type (for example, a Spell's Force), the value is zero". A Spell, a Holding or a Stronghold
checked for Force reads 0; a stat the card type has but the card data does not give stays
unknown to a comparison (it fails, as before)."""

from __future__ import annotations

import pytest

from model.common import CardType, Stat, absent_stat
from tests.builders import card, played

COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
AT = {"zone": "battlefield", "battlefield": "them-p1"}
#: Strength of the Bear's words: the second target's Force is compared with the first's.
LOWER = (
    "<b>Battle:</b> Bow your target unbowed Personality. Bow a target enemy card with lower "
    "Force than his."
)


def test_which_stats_are_absent() -> None:
    assert absent_stat(CardType.SPELL, Stat.FORCE)
    assert absent_stat(CardType.HOLDING, Stat.CHI)
    assert absent_stat(CardType.STRONGHOLD, Stat.FORCE)
    assert not absent_stat(CardType.PERSONALITY, Stat.FORCE)
    assert not absent_stat(CardType.FOLLOWER, Stat.FORCE)
    assert not absent_stat(CardType.ITEM, Stat.FORCE)  # an Item's modifier is its Force
    assert not absent_stat(CardType.SPELL, Stat.GOLD_COST)
    assert absent_stat(CardType.STRONGHOLD, Stat.GOLD_COST)
    assert not absent_stat(CardType.STRATEGY, Stat.GOLD_COST)  # some print one


def _board(mine_force: int, spell: bool) -> str:
    defs = [
        {"title": "T Mine", "type": "personality", "force": mine_force, "chi": 2},
        {"title": "T Foe", "type": "personality", "force": 6, "chi": 2},
        {"title": "T Spell", "type": "spell", "gold_cost": 1},
    ]
    cards = [card("mine", "T Mine", "me", **AT), card("foe", "T Foe", "them", **AT)]
    if spell:
        cards.append(card("sp", "T Spell", "them", attached_to="foe", **AT))
    return played(LOWER, defs, cards, attacker="me", **COMBAT)


@pytest.mark.parametrize(
    ("mine_force", "spell", "expected"),
    [
        (1, True, "legal"),  # the enemy Spell's Force is 0, lower than 1
        (0, True, "illegal"),  # 0 is not lower than 0
        (1, False, "illegal"),  # the enemy Personality (6F) is not lower
    ],
)
def test_a_spells_force_is_zero_when_compared(mine_force: int, spell: bool, expected: str) -> None:
    assert _board(mine_force, spell) == expected


def test_a_spell_meets_a_force_bound() -> None:
    text = "<b>Battle:</b> Bow a target enemy card with 2 or lower Force."
    defs = [
        {"title": "T Foe", "type": "personality", "force": 6, "chi": 2},
        {"title": "T Spell", "type": "spell", "gold_cost": 1},
    ]
    cards = [
        card("foe", "T Foe", "them", **AT),
        card("sp", "T Spell", "them", attached_to="foe", **AT),
    ]
    assert played(text, defs, cards, attacker="me", **COMBAT) == "legal"
    assert played(text, defs[:1], cards[:1], attacker="me", **COMBAT) == "illegal"


def test_a_strongholds_gold_cost_is_zero() -> None:
    text = "<b>Battle:</b> Bow a target enemy card with a Gold Cost of 2 or less."
    defs = [
        {"title": "T Foe", "type": "personality", "force": 6, "chi": 2, "gold_cost": 5},
        {"title": "T Keep", "type": "stronghold", "gold_production": 5},
    ]
    cards = [card("foe", "T Foe", "them", **AT), card("keep", "T Keep", "them", zone="home")]
    assert played(text, defs, cards, attacker="me", **COMBAT) == "legal"
    assert played(text, defs[:1], cards[:1], attacker="me", **COMBAT) == "illegal"
