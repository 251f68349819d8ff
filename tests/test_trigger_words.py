"""A pending trigger named by printed words (the state's ``trigger``, ``trigger_player``;
solver/trigger_words.py): words said from a player's side ("your", "another player's") answer
only for the player they are said for, and a differently worded trigger is refused only when
the two name moments that cannot coincide (Abilities and actions / Designators: "Reaction: At
its stated trigger"; issue 13, h26adv2 F8 / F9)."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import INTERRUPT_TO_AN_ACTION
from model.common import CardType
from model.errors import InputErrors
from solver.good_faith import check
from solver.trigger_words import moment_kind
from tests.builders import board, card, imported

YOURS = "After your Ranged Attack is targeted"
ANY = "After a Ranged Attack is targeted"


@pytest.mark.parametrize(
    ("words", "kind"),
    [
        ("After engaging at Hideaki's battlefield", "engaging"),
        ("After a battle resolves", "battle"),
        ("Before the resolution of a battle at her battlefield", "battle"),
        ("After an action resolves during which Kenta won a duel", "resolved"),
        ("After the resolution of a Battle action from a Strategy", "resolved"),
        (YOURS, "announced"),
        ("When another player's action would target one of your cards", "announced"),
        ("Before another player's action resolves", "announced"),
        (INTERRUPT_TO_AN_ACTION, "announced"),
        # several kinds, or none read: never a kind
        ("After a battle's resolution, or the resolution of another player's Battle action", None),
        (
            "After the resolution of an action or battle that destroyed any of your Personalities",
            None,
        ),
        (
            "After another player refuses a challenge or loses a duel from an action that targeted",
            None,
        ),
        ("After a card enters play", "entering"),  # h37adv2 U3: never engaging
        # a cost paid (solver.payment_moments; h42adv3 N2: was of no kind)
        ("When paying a Gold cost", "paying"),
        ("Before paying a cost of discarding the Imperial Favor", "paying"),
        # an Interrupt is played to "the action" before it resolves: an effect only for a Reaction
        ("After the action Equips a Spell", None),
    ],
)
def test_the_kind_of_moment_printed_words_name(words: str, kind: str | None) -> None:
    assert moment_kind(words) == kind
    assert moment_kind("After the action Equips a Spell", reaction=True) == "effect"


def _reaction(trigger: str, title: str) -> dict[str, Any]:
    text = f"<b>Reaction:</b> {trigger}: Gain 1 Honor."
    ab = imported(text, title, CardType.STRATEGY)
    assert ab["trigger"] == trigger
    return {"title": title, "type": "strategy", "abilities": [ab]}


def _statuses(trigger_words: str, holders: dict[str, str], **said: Any) -> dict[str, str]:
    """Each holder's check of its Reaction (``holders``: card id -> player) at the pending
    trigger ``trigger_words`` (``said``: ``trigger_player`` ...)."""
    defs = [_reaction(YOURS, "T Fumiko"), _reaction(ANY, "T Sniping")]
    cards = [
        card(cid, "T Sniping" if cid.startswith("snipe") else "T Fumiko", who, zone="hand")
        for cid, who in holders.items()
    ]
    loaded = board(defs, cards, trigger=trigger_words, **said)
    return {cid: check(loaded, who, cid, 0).status for cid, who in holders.items()}


def test_words_said_from_a_players_side_answer_for_that_player_only() -> None:
    both = {"mine": "me", "theirs": "them"}
    # both players' cards print the words: whose moment it is, not stated
    assert _statuses(YOURS, both) == {"mine": "unknown", "theirs": "unknown"}
    # the state says: an action has one player, so "your Ranged Attack" is not the other's
    assert _statuses(YOURS, both, trigger_player="them") == {"mine": "illegal", "theirs": "legal"}
    assert _statuses(YOURS, both, trigger_player="me") == {"mine": "legal", "theirs": "illegal"}
    # only one player's cards print them: the words are said for him
    assert _statuses(YOURS, {"mine": "me"}) == {"mine": "legal"}
    # words naming the speaker's own action: the state's action_player is the speaker
    assert _statuses(YOURS, {"mine": "me"}, action_player="them") == {"mine": "illegal"}
    assert _statuses(YOURS, both, action_player="me") == {"mine": "legal", "theirs": "illegal"}
    assert _statuses(YOURS, both, action_player="them") == {"mine": "illegal", "theirs": "legal"}


def test_words_naming_another_players_action_against_the_states_action() -> None:
    words = "After another player's Battle action targets your Personality"
    defs = [_reaction(words, "T Guard")]
    hand = [card("mine", "T Guard", "me", zone="hand")]
    assert check(board(defs, hand, trigger=words), "me", "mine", 0).status == "legal"
    theirs = board(defs, hand, trigger=words, action_player="them")
    assert check(theirs, "me", "mine", 0).status == "legal"
    # the state's action is his own: whose moment the words are said for, not settled
    own = board(defs, hand, trigger=words, action_player="me")
    assert check(own, "me", "mine", 0).status == "unknown"


def test_words_naming_no_player_answer_for_everyone() -> None:
    both = {"snipe1": "me", "snipe2": "them"}
    assert _statuses(ANY, both) == {"snipe1": "legal", "snipe2": "legal"}
    assert _statuses(ANY, both, trigger_player="me") == {"snipe1": "legal", "snipe2": "legal"}


def test_words_said_for_another_player_about_no_action_stay_unknown() -> None:
    # "your Personality": another player's Personality may meet the same moment
    words = "After one of your Personalities is destroyed"
    defs = [_reaction(words, "T Grief")]
    cards = [
        card("mine", "T Grief", "me", zone="hand"),
        card("theirs", "T Grief", "them", zone="hand"),
    ]
    loaded = board(defs, cards, trigger=words, trigger_player="them")
    assert check(loaded, "me", "mine", 0).status == "unknown"
    assert check(loaded, "them", "theirs", 0).status == "legal"


def test_words_naming_their_own_card_answer_for_one_card_only() -> None:
    words = "After Izuna enters play"
    ab = imported(f"<b>Reaction:</b> {words}: Gain 1 Honor.", "T Izuna", CardType.PERSONALITY)
    defs = [{"title": "T Izuna", "type": "personality", "force": 1, "abilities": [ab]}]
    one = board(defs, [card("i1", "T Izuna", "me")], trigger=words)
    assert check(one, "me", "i1", 0).status == "legal"
    two = board(defs, [card("i1", "T Izuna", "me"), card("i2", "T Izuna", "them")], trigger=words)
    assert check(two, "me", "i1", 0).status == "unknown"
    assert check(two, "them", "i2", 0).status == "unknown"


def test_a_trigger_worded_otherwise_is_refused_only_when_the_moments_differ() -> None:
    sniping = {"snipe1": "me"}
    # "a Ranged Attack" is met by "your Ranged Attack": the same kind of moment (h26adv2 F8)
    assert _statuses(YOURS, sniping, trigger_player="me") == {"snipe1": "unknown"}
    assert _statuses(YOURS, sniping, trigger_player="them") == {"snipe1": "unknown"}
    # certainly another moment: an engage, a battle resolving, an action resolved
    for other in ("After engaging", "After a battle resolves", "After an action resolves"):
        assert _statuses(other, sniping) == {"snipe1": "illegal"}
    # the Interrupt window to an action is the state language's own: a Reaction of the same
    # kind may coincide with it, an Interrupt printing no trigger is played only there
    assert _statuses(INTERRUPT_TO_AN_ACTION, sniping, action_keywords=[]) == {"snipe1": "unknown"}


def test_a_trigger_player_must_be_a_player_and_needs_a_trigger() -> None:
    with pytest.raises(InputErrors, match="trigger_player"):
        board([], [], trigger=YOURS, trigger_player="nobody")
    with pytest.raises(InputErrors, match="trigger_player"):
        board([], [], trigger_player="me")


MOVES = "<b>Reaction:</b> After a Personality assigns or moves, bow a target Personality."


@pytest.mark.parametrize(
    "pending",
    [
        {"event": {"kind": "engaging", "timing": "after"}},  # a trigger not read as an event
        {"trigger": "After a Personality moves"},  # worded otherwise, of no kind read
        {"trigger": INTERRUPT_TO_AN_ACTION, "action_keywords": []},
    ],
)
def test_a_failure_whatever_the_trigger_holds_beside_the_trigger_doubt(pending: Any) -> None:
    """Whether the moment is this trigger is not read; but with no Personality to target, the
    Reaction is illegal whatever it is (its targets, costs and restrictions never name the
    trigger: h26adv2 F4); with one, the doubt stays."""
    ab = imported(MOVES, "T Trick", CardType.STRATEGY)
    defs = [
        {"title": "T Trick", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 1},
    ]
    hand = card("trick", "T Trick", "me", zone="hand")
    bare = board(defs, [hand], **pending)
    verdict = check(bare, "me", "trick", 0)
    assert verdict.status == "illegal" and "required targeting" in verdict.reasons[0]
    someone = board(defs, [hand, card("man", "T Man", "them")], **pending)
    assert check(someone, "me", "trick", 0).status == "unknown"


@pytest.mark.parametrize(
    ("event", "fumiko", "sniping"),
    [
        # another player's action is targeted: never "your Ranged Attack" (h26adv2 N3)
        ({"kind": "action_targets", "player": "them", "cards": []}, "illegal", "unknown"),
        ({"kind": "action_targets", "player": "me", "cards": []}, "unknown", "unknown"),
        ({"kind": "action_targets", "cards": []}, "unknown", "unknown"),  # whose: not said
        # another kind of moment: engaging, an action resolved
        ({"kind": "engaging"}, "illegal", "illegal"),
        ({"kind": "action_resolves", "player": "me"}, "illegal", "illegal"),
        ({"kind": "enters_play", "cards": []}, "unknown", "unknown"),  # of no kind read
    ],
)
def test_an_event_against_a_trigger_not_read_as_one(
    event: dict[str, Any], fumiko: str, sniping: str
) -> None:
    holders = {"mine": "me", "snipe1": "me"}
    defs = [_reaction(YOURS, "T Fumiko"), _reaction(ANY, "T Sniping")]
    cards = [
        card("mine", "T Fumiko", "me", zone="hand"),
        card("snipe1", "T Sniping", "me", zone="hand"),
    ]
    loaded = board(defs, cards, event=event)
    assert {c: check(loaded, "me", c, 0).status for c in holders} == {
        "mine": fumiko,
        "snipe1": sniping,
    }
