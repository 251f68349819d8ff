"""Attacks whose target is not chosen when the action is announced (model/cardtext/
attack_forms.py, effects_attacks.py): an attack on a duel's loser, or made by its winner, is
known only after the duel; "Fear 2 targeting it (if legal)" names a card chosen before and is
made only if legal (Abilities and actions / B, Required targeting). A Fear that "bows any
Undead card it targets" and the reminder "(Target an enemy Follower or Personality without
Followers; bow it if ...)" leave its target as any Fear's."""

from __future__ import annotations

import pytest

from model.abilities import TargetSpec
from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported, played

COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
MINE = card("mine", "T Mine", "me", zone="battlefield", battlefield="them-p1")
MINE_DEF = {"title": "T Mine", "type": "personality", "force": 1}
LOSER = (
    "<b>Iaijutsu Battle:</b> Tadao challenges a target enemy Personality. After the duel, "
    "Fear equal to Tadao's Force that targets the loser."
)
WINNER = (
    "<b>Iaijutsu Battle:</b> Tadao challenges a target enemy Personality. The winner "
    "creates Fear 4 targeting a (legal) card in the loser's unit (there is no effect in a tie)."
)
IF_LEGAL = (
    "<b>Battle:</b> Target an enemy Follower or Personality. Either give it -2F, or Fear 2 "
    "targeting it (if legal)."
)
UNDEAD = (
    "<b>Battle:</b> Fear equal to Tadao's Force that bows any Undead card it targets. "
    "(Target an enemy Follower or Personality without Followers; bow it if its Force is less "
    "than or equal to the Fear's strength.)"
)


def _specs(text: str, card_type: CardType = CardType.PERSONALITY) -> tuple[TargetSpec, ...]:
    (action,) = import_text(text, title="Tadao", card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return tuple(action.ability.all_target_specs())


@pytest.mark.parametrize("text", [LOSER, WINNER])
def test_an_attack_on_a_duel_side_targets_nothing_now(text: str) -> None:
    (challenged,) = _specs(text)
    assert challenged.select.type == (CardType.PERSONALITY,) and challenged.where == ()


def test_an_attack_on_a_card_named_before_if_legal() -> None:
    (target,) = _specs(IF_LEGAL, CardType.STRATEGY)
    assert target.where == () and target.is_required_kind


def test_a_fear_that_bows_undead_targets_as_a_fear() -> None:
    (fear,) = _specs(UNDEAD)
    assert fear.where == ("target1.force <= source.force",)


@pytest.mark.parametrize(
    "text",
    [
        # a duel side named while the targets are chosen: still required
        "<b>Iaijutsu Battle:</b> Tadao challenges a target enemy Personality. Fear 3 that "
        "targets the loser.",
        # a reminder of another target
        "<b>Battle:</b> Fear 2. (Target an enemy Follower or Personality; bow it if its Force "
        "is less than or equal to the Fear's strength.)",
        # targeting "it" without "(if legal)"
        "<b>Battle:</b> Target an enemy Follower. Either give it -2F, or Fear 2 targeting it.",
    ],
)
def test_not_read(text: str) -> None:
    (action,) = import_text(text, title="Tadao", card_type=CardType.PERSONALITY).actions
    assert not action.full


def test_an_enemy_with_followers_is_enough_for_the_if_legal_fear() -> None:
    """The only enemy has a Follower (no Fear could target him): the action is legal."""
    defs = [
        {"title": "T Foe", "type": "personality", "force": 5},
        {"title": "T Man", "type": "follower", "force": 1},
    ]
    cards = [
        card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"),
        card("man", "T Man", "them", zone="battlefield", battlefield="them-p1", attached_to="foe"),
    ]
    got = played(IF_LEGAL, [*defs, MINE_DEF], [*cards, MINE], attacker="me", **COMBAT)
    assert got == "legal"


@pytest.mark.parametrize(("followers", "expected"), [(True, "legal"), (False, "legal")])
def test_a_duel_fear_on_the_board(followers: bool, expected: str) -> None:
    """The challenged Personality has a Follower or not: the Fear after the duel asks nothing."""
    ab = imported(LOSER, "Tadao", CardType.PERSONALITY)
    defs = [
        {"title": "Tadao", "type": "personality", "force": 1, "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": 5},
        {"title": "T Man", "type": "follower", "force": 1},
    ]
    cards = [
        card("duelist", "Tadao", "me", zone="battlefield", battlefield="them-p1"),
        card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"),
    ]
    if followers:
        cards.append(
            card(
                "man", "T Man", "them", zone="battlefield", battlefield="them-p1", attached_to="foe"
            )
        )
    loaded = board(defs, cards, attacker="me", **COMBAT)
    assert check(loaded, "me", "duelist", 0).status == expected


LATER = (
    "<b>Battle:</b> Fear 3. If one of your Magistrates has been destroyed this battle, the Fear "
    "has +1 strength and may target a Personality with attached Followers."
)
LION = (
    "<b>Battle:</b> Fear 4, or Fear equal to the highest Force of any of your unbowed Oni at "
    "this battlefield. This may target a Lion Clan Personality with Followers. Lose 2 Honor."
)


def test_a_fear_widened_under_a_condition_is_widened_leniently() -> None:
    (action,) = import_text(LATER, title="T Played", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None and action.ability.lenient is not None
    (strict,) = action.ability.targets
    (lenient,) = action.ability.lenient.targets
    assert strict.where == ("target1.force <= 3",) and len(strict.select.any_of) == 2
    assert len(lenient.select.any_of) == 3 and lenient.select.any_of[-1].lacks_attachment is None


def test_a_fear_or_a_counted_fear_keeps_the_printed_strength() -> None:
    (fear,) = _specs(LION, CardType.STRATEGY)
    assert fear.where == ("target1.force <= 4",)
    assert fear.select.any_of[-1].clan == "lion"


def _foe_with_a_follower(clan: str) -> tuple[list[dict[str, object]], list[dict[str, object]]]:
    defs = [
        {"title": "T Foe", "type": "personality", "force": 2, "clan": [clan]},
        {"title": "T Man", "type": "follower", "force": 5},
    ]
    cards = [
        card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"),
        card("man", "T Man", "them", zone="battlefield", battlefield="them-p1", attached_to="foe"),
    ]
    return [*defs, MINE_DEF], [*cards, MINE]


@pytest.mark.parametrize(
    ("text", "clan", "expected"),
    [
        # widened only under a condition not read: the strict reading fails (the Follower's
        # Force is over the strength), the lenient one holds
        (LATER, "crab", "unknown"),
        # a Lion Clan Personality with Followers may be targeted; another clan's may not (only
        # the lenient reading's Follower, with no Force limit, is left)
        (LION, "lion", "legal"),
        (LION, "crab", "unknown"),
    ],
)
def test_widened_fears_on_the_board(text: str, clan: str, expected: str) -> None:
    defs, cards = _foe_with_a_follower(clan)
    assert played(text, defs, cards, attacker="me", **COMBAT) == expected


@pytest.mark.parametrize("text", [LATER, LION])
def test_widened_fears_with_no_enemy(text: str) -> None:
    assert played(text, [MINE_DEF], [MINE], attacker="me", **COMBAT) == "illegal"


FOCUS = "<b>Battle:</b> Fear equal to the Focus Value of Tadao's target Follower or Spell."


def test_a_fear_measured_by_a_focus_value_of_a_card_of_his() -> None:
    """The measured card is targeted first (attached to the card itself); its Focus Value, known
    when it is targeted, limits the Fear (the strict reading; stop 33, h28rev2 [41])."""
    measured, fear = _specs(FOCUS)
    assert measured.select.attached_to == "source"
    assert measured.select.type == (CardType.FOLLOWER, CardType.SPELL)
    assert fear.where == ("target2.force <= target1.focus",)


@pytest.mark.parametrize(("attached", "expected"), [(True, "unknown"), (False, "illegal")])
def test_a_focus_value_fear_on_the_board(attached: bool, expected: str) -> None:
    """A Force 1 enemy and a Follower printed with no Focus Value: the strict reading fails (a
    stat left out fails a comparison), the lenient one holds; with no Follower on the card
    itself, nothing measures the Fear."""
    ab = imported(FOCUS, "Tadao", CardType.PERSONALITY)
    defs = [
        {"title": "Tadao", "type": "personality", "force": 1, "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": 1},
        {"title": "T Man", "type": "follower", "force": 1},
    ]
    cards = [
        card("tadao", "Tadao", "me", zone="battlefield", battlefield="them-p1"),
        card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"),
    ]
    if attached:
        cards.append(
            card(
                "man", "T Man", "me", zone="battlefield", battlefield="them-p1", attached_to="tadao"
            )
        )
    loaded = board(defs, cards, attacker="me", **COMBAT)
    assert check(loaded, "me", "tadao", 0).status == expected


HIS = (
    "<b>Battle:</b> Target your Personality. Fear equal to the Force of his target Follower. If "
    "your Personality is a Commander, negate the next straightening of any card bowed by this "
    "Fear effect."
)


def test_a_fear_measured_by_his_target_follower() -> None:
    personality, follower, fear = _specs(HIS, CardType.STRATEGY)
    assert follower.select.attached_to == personality.name
    assert follower.select.type == (CardType.FOLLOWER,)
    assert fear.where == ("target3.force <= target2.force",)


@pytest.mark.parametrize(("force", "expected"), [(2, "legal"), (1, "unknown"), (None, "illegal")])
def test_his_target_follower_on_the_board(force: int | None, expected: str) -> None:
    """A Force 2 enemy; my Personality's Follower has Force 2, 1, or there is none."""
    defs = [
        {"title": "T Foe", "type": "personality", "force": 2},
        {"title": "T Man", "type": "follower", "force": force or 0},
    ]
    cards = [card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"), MINE]
    if force is not None:
        cards.append(
            card(
                "man", "T Man", "me", zone="battlefield", battlefield="them-p1", attached_to="mine"
            )
        )
    assert played(HIS, [*defs, MINE_DEF], cards, attacker="me", **COMBAT) == expected
