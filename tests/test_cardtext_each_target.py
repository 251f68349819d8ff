""" "Give each target -3F", "Turn the targets face-up" (model/cardtext/targets.py,
target_references.py; Abilities and actions / B: "The term 'targeted' refers back to a previous
instance of targeting"): "each target" with no noun after it, and "the targets", name the targets
chosen before, no new targeting; with none chosen before they are refused."""

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


READ = "<b>Open:</b> Target one or two face-down cards in a province: Turn the targets face-up."


def test_the_targets_names_the_targets_chosen_before() -> None:
    first, more = _specs(READ)
    assert first.is_required_kind and first.select.face_up is False
    assert more.up_to and more.select.other_than == (first.name,)


def test_the_targets_with_none_chosen_is_refused() -> None:
    (action,) = import_text(
        "<b>Open:</b> Turn the targets face-up.", title="T Man", card_type=CardType.STRATEGY
    ).actions
    assert not action.full


def test_the_targets_on_the_board() -> None:
    defs = [{"title": "T Hidden", "type": "holding"}]
    hidden = card("h", "T Hidden", "them", zone="province", province=1, face_up=False)
    assert played(READ, defs, [hidden]) == "legal"
    assert played(READ, defs, []) == "illegal"
