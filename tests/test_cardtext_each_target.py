""" "Give each target -3F" (model/cardtext/targets.py; Abilities and actions / B: "The term
'targeted' refers back to a previous instance of targeting"): "each target" with no noun after
it names the targets chosen before, no new targeting; with none chosen before it is refused."""

from __future__ import annotations

from model.abilities import TargetSpec
from model.cardtext import import_text
from model.common import CardType
from tests.builders import card, played

TENZAN = (
    "<b>Battle/Limited:</b> Target a Personality, or one or two Personalities if you control a "
    "Courtier: You may target a Shadowlands Personality. Give each target -3F. If this is the "
    "Combat Segment, dishonor them."
)


def _specs(text: str) -> tuple[TargetSpec, ...]:
    (action,) = import_text(text, title="T Man", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    return tuple(t for t in action.ability.targets if isinstance(t, TargetSpec))


def test_each_target_names_the_targets_chosen_before() -> None:
    first, more, shadow = _specs(TENZAN)
    assert first.is_required_kind and not first.optional
    assert more.up_to and shadow.optional
    assert shadow.select.keyword == ("shadowlands",)


def test_each_target_after_one_target() -> None:
    (only,) = _specs("<b>Battle:</b> Bow a target Personality. Give each target +2F/+1C.")
    assert only.is_required_kind


def test_each_target_with_none_chosen_is_refused() -> None:
    (action,) = import_text(
        "<b>Battle:</b> Give each target -3F.", title="T Man", card_type=CardType.PERSONALITY
    ).actions
    assert not action.full


def test_each_target_on_the_board() -> None:
    # Tenzan's one required target: a Personality; "each target" asks for none more
    text = TENZAN.replace("Battle/Limited", "Limited")
    defs = [{"title": "T Foe", "type": "personality", "force": 2}]
    assert played(text, defs, [card("f", "T Foe", "them")]) == "legal"
    assert played(text, [], []) == "illegal"
