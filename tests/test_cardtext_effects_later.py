"""Effects on later actions and permissions (``model.cardtext.effects_later``) and an attack's
printed reminder apart from it (``effects_attacks.split_reminder``): they bear on no
requirement of this action, so the rest of the text is read; every other use stays unread."""

from __future__ import annotations

import pytest

from model.abilities import INTERRUPT_TO_AN_ACTION
from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported, played


def _action(text: str, card_type: CardType = CardType.STRATEGY):  # type: ignore[no-untyped-def]
    (action,) = import_text(text, title="T Kenji", card_type=card_type).actions
    return action


@pytest.mark.parametrize(
    "text",
    [
        "<b>Limited:</b> Straighten another player's target Holding whose Gold Cost is lower "
        "than Kenji's Force. You, and not its owner, may use its Gold-producing traits (this "
        "turn) as if you controlled it.",
        "<b>Limited:</b> Straighten another player's target Holding with Gold Cost equal to or "
        "lower than Kenji's Force. You, and not its owner, may use its Gold-producing and "
        "cost-reducing traits (this turn) as if you controlled it.",
        "<b>Battle:</b> Target your performing Personality with 7 or more printed Force to "
        "negate all current Force penalties on him. He contributes Force even while bowed.",
        "<b>Open:</b> Each player may only take two more non-Reaction actions this phase.",
        "<b>Open:</b> At your next opportunity to take an Open action, you may instead take a "
        "Limited action.",
        "<b>Open, :bow::</b> Target your Monk or Shugenja Personality. After the next time (this "
        "turn) you announce an action on his Spell, give him +2C until that action ends.",
        "<b>Battle/Open:</b> After the next time this turn you announce an action on one of "
        "Kenji's Spells, ignore the action's bowing costs. You may take an additional action.",
        "<b>Fire Battle:</b> Target your Personality. Ranged Attack equal to his Chi. Destroy "
        "this Spell. (Destroy a target enemy Follower, or Personality without Followers, with "
        "Force equal to or lower than the Ranged Attack's strength.)",
        "<b>Battle:</b> Fear 3. After this bows the target, destroy it if it has 2 or lower "
        "Force. (Bow a target enemy Follower or Personality without Followers with 3 or lower "
        "Force) Lose 2 Honor.",
        "<b>Interrupt:</b> Each of the action's Melee and Ranged Attacks has -1 strength, or -3 "
        "strength if its target has Armor attached.",
        "<b>Air Interrupt, :bow::</b> You may choose new targets of any of the action's Melee or "
        "Ranged Attacks, and if this Shugenja is Air, those targets may be in the army of the "
        "player taking the action.",
    ],
)
def test_read(text: str) -> None:
    action = _action(text, CardType.PERSONALITY)
    assert action.full, action.not_understood


@pytest.mark.parametrize(
    "text",
    [
        # a cost of this action ignored: after the costs are paid, or not paid when announced?
        "<b>Battle, :bow::</b> Bow a target enemy card. You may bow one of your Mines to ignore "
        "the cost of bowing Kenji.",
        # "as if" of something else
        "<b>Limited:</b> Target a Holding. You may use its abilities as if you controlled it.",
        # "even while" another state, or this action's own
        "<b>Battle:</b> Draw a card. This ability may be used even while Kenji is bowed.",
        # this phase's actions, not later ones only ("may take": a permission of which?)
        "<b>Open:</b> Each player may take two more non-Reaction actions this phase.",
        # an announcement that is no delayed trigger
        "<b>Open:</b> Announce a Clan. Draw a card.",
        # the action's costs outside the delayed sentence: this action's own
        "<b>Open:</b> After the next time this turn you announce an action on a Spell, draw a "
        "card. Ignore the action's bowing costs.",
        # a reminder of a second attack, or with no attack made before it
        "<b>Battle:</b> Draw a card. (Bow a target enemy Follower or Personality without "
        "Followers with 3 or lower Force.)",
        "<b>Battle:</b> Fear 3. Ranged 2 Attack. Draw a card. (Bow a target enemy Follower or "
        "Personality without Followers with 3 or lower Force.)",
        # "the action's" attacks in an action that answers none: this action's own
        "<b>Battle:</b> Each of the action's Melee and Ranged Attacks has -1 strength, or -3 "
        "strength if its target has Armor attached.",
        # "its target" with no attack of the answered action named
        "<b>Interrupt:</b> Give the action's performer -1F if its target has Armor attached.",
        # a reminder that does not match the attack it would explain
        "<b>Battle:</b> Fear 3. Draw a card. (Destroy a target enemy Follower or Personality "
        "without Followers with 3 or lower Force.)",
    ],
)
def test_not_read(text: str) -> None:
    assert not _action(text, CardType.PERSONALITY).full, text


def test_reminder_apart_is_no_second_target() -> None:
    text = (
        "<b>Battle:</b> Fear 3. After this bows the target, destroy it if it has 2 or lower "
        "Force. (Bow a target enemy Follower or Personality without Followers with 3 or lower "
        "Force) Lose 2 Honor."
    )
    action = _action(text)
    assert action.ability is not None
    assert [t.name for t in action.ability.all_target_specs()] == ["target1"]


COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
MINE = card("mine", "T Mine", "me", zone="battlefield", battlefield="them-p1")
MINE_DEF = {"title": "T Mine", "type": "personality", "force": 1, "chi": 2}
FOE_DEF = {"title": "T Foe", "type": "personality", "force": 1}


@pytest.mark.parametrize(("enemy", "expected"), [(True, "legal"), (False, "illegal")])
def test_ranged_attack_with_its_reminder_apart_on_the_board(enemy: bool, expected: str) -> None:
    """The attack's target is required (one enemy at the battlefield); the reminder adds none."""
    text = (
        "<b>Battle:</b> Target your Personality. Ranged Attack equal to his Chi. Discard a "
        "card. (Destroy a target enemy Follower, or Personality without Followers, with Force "
        "equal to or lower than the Ranged Attack's strength.)"
    )
    foe = [card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1")]
    cards = [*foe, MINE] if enemy else [MINE]
    assert played(text, [FOE_DEF, MINE_DEF], cards, attacker="me", **COMBAT) == expected


HOLDING = {"title": "T Farm", "type": "holding", "gold_cost": 2}


@pytest.mark.parametrize(("owner", "expected"), [("them", "legal"), ("me", "illegal")])
def test_later_permission_keeps_the_target_on_the_board(owner: str, expected: str) -> None:
    """ "may use its Gold-producing traits as if you controlled it": a later permission; the
    target (another player's Holding) is still required."""
    text = (
        "<b>Limited:</b> Straighten another player's target Holding. You, and not its owner, "
        "may use its Gold-producing traits (this turn) as if you controlled it."
    )
    assert played(text, [HOLDING], [card("h", "T Farm", owner)]) == expected


def test_trailing_reminder_of_the_attack_before() -> None:
    """A reminder at the end of a later sentence that makes no attack explains the attack
    before; one that is not that attack's is not read so."""
    text = (
        "<b>Battle:</b> Ranged 3 Attack. Straighten Kenji if this destroyed a card without "
        "abilities (Destroy a target enemy Follower or Personality without Followers with 3 or "
        "lower Force)."
    )
    action = _action(text, CardType.PERSONALITY)
    assert action.full and action.ability is not None, action.not_understood
    assert len(action.ability.all_target_specs()) == 1
    text = (
        "<b>Battle:</b> Ranged 3 Attack. Straighten Kenji if this destroyed a card (Bow a target "
        "enemy Follower or Personality without Followers with 3 or lower Force)."
    )
    assert not _action(text, CardType.PERSONALITY).full


OPPOSED = (
    "<b>Battle:</b> Draw a card. If he would be opposed, move your target Personality at any "
    "location to this battlefield."
)


def test_would_be_opposed_in_a_later_sentence() -> None:
    """ "If he would be opposed, move your target Personality ... to this battlefield": the one
    Personality of yours targeted, required when enemy units are at the battlefield; not read
    for another player's Personality, a move elsewhere, or on a Personality (is "he" the card
    itself?)."""
    action = _action(OPPOSED)
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = action.ability.all_target_specs()
    assert spec.count_when and spec.count_when[0].count == 0
    for text, card_type in (
        (OPPOSED.replace("your target Personality", "a target Personality"), CardType.STRATEGY),
        (OPPOSED.replace("to this battlefield", "home"), CardType.STRATEGY),
        (OPPOSED, CardType.PERSONALITY),
    ):
        assert not _action(text, card_type).full, text


@pytest.mark.parametrize(
    ("enemy", "mine", "expected"),
    [(True, True, "legal"), (True, False, "illegal"), (False, False, "legal")],
)
def test_would_be_opposed_in_a_later_sentence_on_the_board(
    enemy: bool, mine: bool, expected: str
) -> None:
    """With enemy units at the battlefield a Personality of yours must be targeted (any
    location); with none, none is."""
    foe = card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1")
    cards = ([foe] if enemy else []) + ([card("mine", "T Mine", "me")] if mine else [])
    empty = {} if enemy else {"battlefields": ["them-p1"]}
    got = played(OPPOSED, [FOE_DEF, MINE_DEF], cards, attacker="me", **COMBAT, **empty)
    assert got == expected


def test_an_interrupt_on_the_answered_action_s_attacks_on_the_board() -> None:
    """ "its target": the answered action's attack's, no target of this Interrupt, which is
    legal with no card in play but its own."""
    text = (
        "<b>Interrupt:</b> Each of the action's Melee and Ranged Attacks has -1 strength, or -3 "
        "strength if its target has Armor attached."
    )
    ab = imported(text, "T Dojo", CardType.HOLDING)
    loaded = board(
        [{"title": "T Dojo", "type": "holding", "abilities": [ab]}],
        [card("d", "T Dojo", "me")],
        trigger=INTERRUPT_TO_AN_ACTION,
        action_player="them",
        action_designator="battle",
        action_keywords=[],
    )
    assert check(loaded, "me", "d", 0).status == "legal"


RIDER = (
    "<b>Battle:</b> Fear 3 that, if this unit is Cavalry, destroys Infantry cards after it bows "
    "them (Bow a target enemy Follower or Personality without Followers with 3 or lower Force)."
)


@pytest.mark.parametrize(("force", "expected"), [(3, "legal"), (4, "unknown"), (None, "illegal")])
def test_fear_with_a_conditional_rider_on_the_board(force: int | None, expected: str) -> None:
    """ "that, if this unit is Cavalry, destroys Infantry cards after it bows them": what the
    Fear does to its target, under a condition of the effect; its target as any Fear 3's (a
    Force 4 enemy: only the lenient reading, no Force limit when announced)."""
    assert _action(RIDER, CardType.PERSONALITY).full
    foe = {**FOE_DEF, "force": force or 0}
    cards = [card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1")]
    cards = cards if force is not None else []
    got = played(RIDER, [foe, MINE_DEF], [*cards, MINE], attacker="me", **COMBAT)
    assert got == expected


MISAKI = (
    "<b>Battle:</b> Bow Misaki's performing Follower: Melee Attack with strength equal to the "
    "Follower's Force."
)


def test_the_follower_named_again_by_its_type() -> None:
    """ "the Follower's Force": the one card chosen before, a Follower; not when it may be
    another type, or two were chosen."""
    (action,) = import_text(MISAKI, title="T Misaki", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    for text in (
        MISAKI.replace("performing Follower", "performing Samurai"),
        "<b>Battle:</b> Bow one of your target Followers and target a Holding: Melee Attack with "
        "strength equal to the Follower's Force.",
    ):
        (other,) = import_text(text, title="T Misaki", card_type=CardType.PERSONALITY).actions
        assert not other.full, text


@pytest.mark.parametrize(("force", "expected"), [(2, "legal"), (4, "unknown"), (None, "illegal")])
def test_the_follower_named_again_on_the_board(force: int | None, expected: str) -> None:
    """The Melee Attack's strength is the performing Follower's Force (3): a Force 2 enemy can
    be its target; a Force 4 one only leniently; none: illegal."""
    ab = imported(MISAKI, "T Misaki", CardType.PERSONALITY)
    defs = [
        {"title": "T Misaki", "type": "personality", "force": 1, "abilities": [ab]},
        {"title": "T Spear", "type": "follower", "force": 3},
        {**FOE_DEF, "force": force or 0},
    ]
    here = {"zone": "battlefield", "battlefield": "them-p1"}
    cards = [
        card("m", "T Misaki", "me", **here),
        card("s", "T Spear", "me", attached_to="m", **here),
    ]
    if force is not None:
        cards.append(card("foe", "T Foe", "them", **here))
    loaded = board(defs, cards, attacker="me", **COMBAT)
    assert check(loaded, "me", "m", 0).status == expected


MORIO = (
    "<b>Battle:</b> Choose your performing Follower. Melee Attack with strength equal to its Force."
)


def test_a_comparison_with_a_performer_named_in_the_effects() -> None:
    """The strict Melee Attack compares with the performer (chosen in the strict reading); the
    lenient one has no Force limit and no performer: read. A target that compares with him in
    both readings is not."""
    (action,) = import_text(MORIO, title="T Morio", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    text = (
        "<b>Battle:</b> Choose your performing unbowed Personality and move home a target "
        "Personality with equal or lower Personal Honor."
    )
    (other,) = import_text(text, title="T Morio", card_type=CardType.PERSONALITY).actions
    assert not other.full


@pytest.mark.parametrize(
    ("follower", "force", "expected"),
    [(True, 2, "legal"), (True, 4, "unknown"), (False, 0, "unknown"), (True, None, "illegal")],
)
def test_a_comparison_with_a_performer_named_in_the_effects_on_the_board(
    follower: bool, force: int | None, expected: str
) -> None:
    """Strict: your Follower (Force 3) performs and the target's Force is at most 3; lenient:
    any enemy Follower or Personality without Followers in play; none at all: illegal."""
    ab = imported(MORIO, "T Morio", CardType.PERSONALITY)
    defs = [
        {"title": "T Morio", "type": "personality", "force": 1, "abilities": [ab]},
        {"title": "T Spear", "type": "follower", "force": 3},
        {**FOE_DEF, "force": force or 0},
    ]
    here = {"zone": "battlefield", "battlefield": "them-p1"}
    cards = [card("m", "T Morio", "me", **here)]
    if follower:
        cards.append(card("s", "T Spear", "me", attached_to="m", **here))
    if force is not None:
        cards.append(card("foe", "T Foe", "them", **here))
    loaded = board(defs, cards, attacker="me", **COMBAT)
    assert check(loaded, "me", "m", 0).status == expected
