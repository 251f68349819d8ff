"""A bonus to an attack whose strength is one card's stat, under a condition on that card by a
pronoun ("Fear with strength equal to this Shugenja's Chi, plus 1 if he is Earth"): "he" is the
one card named, the card itself or its bearer, and the condition is read from the state
(model.cardtext.attack_bonuses, effects_attacks.higher_limits). Where a card chosen before may be
meant, the bonus is left out (the lower strength), as before."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import TypeAdapter

from model.abilities import Ability, LimitWhen, TargetSpec
from model.cardtext import import_text
from model.common import CardType
from model.selectors import BEARER, Condition, Selector
from solver.good_faith import check
from tests.builders import board, card

AWE = (
    "<b>Earth Battle, :bow::</b> Fear with strength equal to this Shugenja's Chi, plus 1 if he "
    "is Earth. (Bow a target enemy Follower, or Personality without Followers, with Force equal "
    "to or lower than the Fear's strength)"
)
ASH = (
    "<b>Earth Jade Battle, :bow::</b> Melee Attack equal to this Shugenja's Chi, +1 if he is "
    "Earth, +1 if the target is Shadowlands."
)
EARTH = Condition(card=BEARER, matches=Selector(keyword=("earth",)))


def _ability(text: str) -> Ability:
    (action,) = import_text(text, title="T Spell", card_type=CardType.SPELL).actions
    assert action.full and action.ability is not None, action.not_understood
    return action.ability


def _attack(text: str) -> TargetSpec:
    (spec,) = _ability(text).targets
    assert isinstance(spec, TargetSpec)
    return spec


def test_he_is_the_card_whose_stat_is_the_strength() -> None:
    spec = _attack(AWE)
    assert spec.where == ("target1.force <= bearer.chi",)
    assert spec.where_when == (LimitWhen(EARTH, ("target1.force <= bearer.chi + 1",)),)


def test_bonuses_add_up() -> None:
    spec = _attack(ASH)
    shadow = Condition(card="target1", matches=Selector(keyword=("shadowlands",)))
    assert spec.where_when == (
        LimitWhen(EARTH, ("target1.force <= bearer.chi + 1",)),
        LimitWhen(shadow, ("target1.force <= bearer.chi + 1",)),
        LimitWhen(Condition(all_of=(EARTH, shadow)), ("target1.force <= bearer.chi + 2",)),
    )


@pytest.mark.parametrize("chosen", ["Choose your performing Shugenja", "Target your Shugenja"])
def test_a_card_chosen_before_may_be_meant_so_the_bonus_is_left_out(chosen: str) -> None:
    text = (
        f"<b>Battle:</b> {chosen}: Fear with strength equal to this Shugenja's Chi, plus 1 if he "
        "is Earth."
    )
    specs = _ability(text).all_target_specs()
    assert specs[-1].where == ("target2.force <= bearer.chi",)
    assert all(spec.where_when == () for spec in specs)


@pytest.mark.parametrize(
    ("keywords", "force", "expected"),
    [
        (["shugenja", "earth"], 3, "legal"),  # Chi 2, +1: a Force 3 target
        (["shugenja"], 3, "unknown"),  # not Earth: legal only if read leniently
        (["shugenja", "earth"], 4, "unknown"),
    ],
)
def test_on_the_board(keywords: list[str], force: int, expected: str) -> None:
    dumped: dict[str, Any] = TypeAdapter(Ability).dump_python(
        _ability(AWE), mode="json", exclude_defaults=True
    )
    at = {"zone": "battlefield", "battlefield": "them-p1"}
    defs = [
        {"title": "T Spell", "type": "spell", "abilities": [dumped]},
        {"title": "T Monk", "type": "personality", "force": 1, "chi": 2, "keywords": keywords},
        {"title": "T Foe", "type": "personality", "force": force},
    ]
    cards = [
        card("monk", "T Monk", "me", **at),
        card("spell", "T Spell", "me", attached_to="monk", **at),
        card("foe", "T Foe", "them", **at),
    ]
    combat = {"segment": "combat", "current_battlefield": "them-p1", "attacker": "me"}
    loaded = board(defs, cards, phase="attack", **combat)
    assert check(loaded, "me", "spell", 0).status == expected
