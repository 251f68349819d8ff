"""Forms of attack sentences (model/cardtext/attack_forms.py): an effect "to make" an attack,
optional attacks ("you may make", a choice with an effect that targets nothing, a condition
known only after targeting) and a counted strength read at its lowest (Abilities and actions /
B, Required targeting)."""

from __future__ import annotations

import pytest

from model.abilities import TargetSpec
from model.cardtext import import_text
from model.common import CardType
from model.zones import Place
from tests.builders import card, played

COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
#: my attacking Personality, so the battlefield exists
MINE = card("mine", "T Mine", "me", zone="battlefield", battlefield="them-p1")
MINE_DEF = {"title": "T Mine", "type": "personality", "force": 1}


def _specs(text: str, card_type: CardType = CardType.STRATEGY) -> tuple[TargetSpec, ...]:
    (action,) = import_text(text, title="T Attack", card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return tuple(action.ability.all_target_specs())


@pytest.mark.parametrize(
    ("text", "limits"),
    [
        ("<b>Battle:</b> Fear equal to the number of Undead cards in this unit.", ["0"]),
        (
            "<b>Battle:</b> Fear with strength equal to the number of your Shadowlands "
            "Personalities at the current battlefield.",
            ["source.here_personality_shadowlands"],  # (exact: ``attack_counts``)
        ),
        (
            "<b>Battle:</b> Fear equal to 1 plus the number of actions resolved from your Kiho "
            "and Spells this battle.",
            ["1"],
        ),
        (
            "<b>Battle:</b> Discard a card to make a Fear effect with strength equal to its "
            "Focus Value.",
            ["source.hand_focus"],  # the card discarded: the player's pick (h36adv2 U2)
        ),
        # ("... the card's Focus Value, +1 if its target is Phoenix Clan.": not read, never at
        # 0: tests/test_discard_focus.py)
        (
            "<b>Battle:</b> Target your performing unbowed Personality to make a Melee Attack "
            "with strength equal to 4 plus the number of Sake tokens he has.",
            ["performer.token_sake + 4"],  # (exact: ``attack_counts``)
        ),
        (
            "<b>Battle:</b> Melee Attack equal to the number of his Spirit Followers (this is a "
            "Melee 0 Attack if he has no Spirit Followers).",
            ["0"],
        ),
        # ("that you may compare against base Force": tests/test_cardtext_attack_strengths.py)
        # a penalty counted as if it applied; "or Armor" is no effect to choose
        (
            "<b>Battle:</b> Melee 3 Attack with -1 strength if the target has a Two-Handed "
            "Weapon or Armor.",
            ["2"],
        ),
    ],
)
def test_counted_strength_at_its_lowest(text: str, limits: list[str]) -> None:
    *_, attack = _specs(text)
    assert [w.split(" <= ")[1] for w in attack.where] == limits


def test_an_effect_to_make_an_attack_is_two_effects() -> None:
    (attack,) = _specs(
        "<b>Battle:</b> Bow this Shugenja to make a Ranged 2 Attack.", CardType.SPELL
    )
    assert attack.where == ("target1.force <= 2",) and attack.is_required_kind
    performer, attack = _specs(
        "<b>Battle:</b> Bow your target performing Personality to make a Ranged 3 Attack with "
        "+2 strength if your performer is a Scout."
    )
    assert performer.performer and attack.is_required_kind


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> You may make a Ranged Attack with strength equal to 3.",
        "<b>Battle:</b> Gain 1 Honor. If this destroyed a card, you may make a Fear 3 targeting "
        "a card in the same unit.",
        "<b>Battle:</b> Ranged 3 Attack or give the current battlefield's province -3 strength.",
        "<b>Battle:</b> Gain 1 Honor, or Melee Attack with strength equal to 3.",
        "<b>Battle:</b> Gain 1 Honor. If the Ranged Attack destroyed a Follower, Ranged 4 Attack.",
    ],
)
def test_optional_attacks_target_nothing_required(text: str) -> None:
    assert _specs(text) == ()


@pytest.mark.parametrize(
    "text",
    [
        # a penalty per thing counted: no lowest strength
        "<b>Battle:</b> Melee 3 Attack with -1 strength for each Weapon the target has.",
        # the other branch targets too
        "<b>Battle:</b> Fear 2 or give a target enemy Follower or Personality -2F.",
        # known before targeting when he is already there: not read as optional
        "<b>Battle:</b> Move this Personality to the current battlefield. If he is now there, "
        "Ranged 4 Attack.",
        # a count that speaks of attacks
        "<b>Battle:</b> Fear equal to the number of Fear effects this turn.",
        # the opening "If" governs both the effect and the attack
        "<b>Battle:</b> If you are a Lion Clan player, gain 1 Honor to make a Melee 4 Attack "
        "that may target a Personality with Followers.",
    ],
)
def test_unread_forms(text: str) -> None:
    (action,) = import_text(text, title="T Attack", card_type=CardType.STRATEGY).actions
    assert not action.full


COUNTED = "<b>Battle:</b> Fear equal to the number of Undead cards in this unit."


@pytest.mark.parametrize(("force", "expected"), [(0, "legal"), (2, "unknown"), (None, "illegal")])
def test_counted_fear_on_the_board(force: int | None, expected: str) -> None:
    """A Force 0 enemy Personality without Followers can be feared whatever the count; a
    Force 2 one only if the count is 2 or more (not known here: unknown, two readings); no
    enemy: illegal."""
    defs = [{"title": "T Foe", "type": "personality", "force": force or 0}]
    cards = [card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1")]
    cards = cards if force is not None else []
    got = played(COUNTED, [*defs, MINE_DEF], [*cards, MINE], attacker="me", **COMBAT)
    assert got == expected


@pytest.mark.parametrize(("force", "expected"), [(2, "legal"), (5, "unknown"), (None, "illegal")])
def test_effect_to_make_a_ranged_attack_on_the_board(force: int | None, expected: str) -> None:
    """A Force 5 enemy only: the Ranged 2 Attack's strict reading has no target (h41adv4 W1)."""
    defs = [{"title": "T Foe", "type": "personality", "force": force or 0}]
    cards = [card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1")]
    text = "<b>Battle:</b> Discard a card to make a Ranged 2 Attack."
    cards = cards if force is not None else []
    assert played(text, [*defs, MINE_DEF], [*cards, MINE], attacker="me", **COMBAT) == expected


def test_optional_attack_on_an_empty_board() -> None:
    text = "<b>Battle:</b> Ranged 3 Attack or give the current battlefield's province -3 strength."
    assert played(text, [MINE_DEF], [MINE], attacker="me", **COMBAT) == "legal"


def test_you_may_target_and_after_an_attack_named_again() -> None:
    """ "you may target and straighten a Holding" is an optional target, not a widened attack."""
    ranged, holding = _specs(
        "<b>Battle:</b> Ranged 4 Attack. If the Ranged Attack destroyed a card, you may target "
        "and straighten a Holding."
    )
    assert ranged.is_required_kind and holding.optional


def test_a_list_of_attack_nouns_is_another_action_s() -> None:
    """ "Give a Fear effect, Melee Attack, or Ranged Attack -2 strength": an effect on another
    action's attack (effects need not succeed), no target of this one."""
    assert (
        _specs(
            "<b>Interrupt:</b> Give a Fear effect, Melee Attack, or Ranged Attack -2 strength, or "
            "-3 if you are a Crab Clan player."
        )
        == ()
    )


def test_an_item_s_his_is_its_bearer() -> None:
    (attack,) = _specs(
        "<b>Battle:</b> Bow this Personality: Melee Attack with strength equal to his Force.",
        CardType.ITEM,
    )
    assert attack.where == ("target1.force <= bearer.force",)
    # on a Strategy "his" names nobody
    (action,) = import_text(
        "<b>Battle:</b> Melee Attack with strength equal to his Force.",
        title="T Attack",
        card_type=CardType.STRATEGY,
    ).actions
    assert not action.full


def test_an_attack_that_may_bow_instead_targets_as_its_kind() -> None:
    (attack,) = _specs(
        "<b>Battle:</b> Melee 3 Attack that may bow the target instead of destroying it; if "
        "this bows the target, gain 2 Honor."
    )
    assert attack.where == ("target1.force <= 3",)


@pytest.mark.parametrize(
    "text",
    [
        "<b>Open:</b> Target two Personalities controlled by the same player. They may not "
        "attack in the same army (this turn).",
        "<b>Open:</b> Target a Personality. Gain 1 Honor before the turn ends if the target did "
        "not attack you this turn.",
    ],
)
def test_attacking_in_the_attack_phase_is_no_attack_of_this_action(text: str) -> None:
    """ "may not attack in the same army", "did not attack you": the Attack Phase (Reference 08
    turn structure), not a Ranged or Melee Attack this action makes."""
    specs = _specs(text)
    assert specs and all(s.select.type == (CardType.PERSONALITY,) for s in specs)


def test_an_attack_that_may_not_target_a_defending_personality() -> None:
    attack, _ = _specs(
        "<b>Battle:</b> Melee 3 Attack, which may not target a Defending Personality. Give your "
        "target Personality +1F."
    )
    follower, personality = attack.select.any_of
    assert follower.defending is None and personality.defending is False


def test_a_ranged_attack_at_another_player_s_home() -> None:
    """Reference 01: it changes only where the target is, still a Follower or a Personality
    without Followers."""
    _, attack = _specs(
        "<b>Open:</b> Bow your target unbowed Personality. Ranged 2 Attack targeting a card in a "
        "unit in another player's home, with +2 strength if your Personality is a Scout."
    )
    assert attack.select.location is Place.HOME
    assert attack.select.type == (CardType.FOLLOWER, CardType.PERSONALITY)


def test_an_attack_that_may_target_items_and_spells() -> None:
    (attack,) = _specs("<b>Battle:</b> Fear 3 that may target Items and Spells.")
    assert set(attack.select.type) == {
        CardType.FOLLOWER,
        CardType.PERSONALITY,
        CardType.ITEM,
        CardType.SPELL,
    }
    assert len(attack.select.any_of) == 4 and attack.where == ("target1.force <= 3",)
    (attack,) = _specs("<b>Battle:</b> Melee 1 Attack that may target Items.")
    assert CardType.SPELL not in attack.select.type


@pytest.mark.parametrize(
    ("where", "force", "expected"),
    [("them-p1", 2, "legal"), ("home", 2, "unknown"), ("them-p1", 5, "unknown")],
)
def test_melee_or_ranged_attack_on_the_board(where: str, force: int, expected: str) -> None:
    """A Force 2 enemy at the battlefield: either attack can target him; at home, only the
    lenient reading of the Melee Attack could (unknown); Force 5, only the lenient readings
    (either attack's strength is its strict Force limit: h41adv4 W1)."""
    text = "<b>Battle:</b> Melee 2 Attack or Ranged 2 Attack."
    (attack,) = _specs(text)
    assert attack.where == ("target1.force <= 2",)
    defs = [{"title": "T Foe", "type": "personality", "force": force}]
    foe = (
        card("foe", "T Foe", "them", zone="battlefield", battlefield=where)
        if where != "home"
        else card("foe", "T Foe", "them")
    )
    got = played(text, [*defs, MINE_DEF], [foe, MINE], attacker="me", **COMBAT)
    assert got == expected


def test_twice_a_stat_is_exactly_twice_it() -> None:
    """ "Twice this Follower's Force" is 2 x its Force; with "or" or an offset, whose scope
    the words leave open, the stat (never below 0, model.common.STAT_MINIMUM) is the lowest."""
    (attack,) = _specs(
        "<b>Battle:</b> Fear equal to twice this Follower's Force.", CardType.FOLLOWER
    )
    assert attack.where == ("target1.force <= 2 * source.force",)
    (either,) = _specs(
        "<b>Battle:</b> Fear equal to twice this Follower's Force or Chi.", CardType.FOLLOWER
    )
    assert either.where == ("target1.force <= source.force", "target1.force <= source.chi")
    (more,) = _specs(
        "<b>Battle:</b> Fear equal to twice this Follower's Force plus 1.", CardType.FOLLOWER
    )
    assert more.where == ("target1.force <= source.force + 1",)
