"""Timing words read exactly: "Even if this Strategy is in your discard pile, ..." adds the
discard pile to the hand a Strategy is played from (Reference 05, Areas: a reference to the
card in an out-of-play area overrides "abilities on them may not be used"), and "+1F while in
an army ..." is the bonus's own condition, not a word on when the action is used."""

from __future__ import annotations

import pytest

from model.abilities import UsageLimit
from model.cardtext import ImportedAbility, import_text
from model.common import CardType
from model.describe import ability_text
from solver.good_faith import check
from tests.builders import DEFS, board, card, imported

OTOMO = (
    "<b>Political Open:</b> Even if this Strategy is in your discard pile, put your target "
    "discarded <i>(not dead)</i> Personality into one of your Provinces, discarding any card "
    "there. Remove this Strategy from the game."
)
MANEUVERS = (
    "<b>Limited:</b> Until your next turn begins, your Personalities have +1F while in an army "
    "with another Personality with the same Family Name."
)


def _one(text: str, card_type: CardType, title: str = "T Card") -> ImportedAbility:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    return action


def test_even_in_the_discard_pile_is_hand_or_discard() -> None:
    action = _one(OTOMO, CardType.STRATEGY)
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.used_from == "hand_or_discard"
    assert action.ability.used_from_opening is False  # a permission, not an opening "If"
    assert ability_text(action.ability) == (
        "Political Open: target1: target one of your discarded (not dead) Personalities in the "
        "Dynasty discard pile · usable only while its card is in your hand or discard (out of "
        "play)"
    )


@pytest.mark.parametrize(
    "text",
    [
        # not a Strategy (an Item in play named in its discard pile: in play or there)
        "<b>Open:</b> Even if this card is in your discard pile, draw a card.",
        # a constraints block after it: not read here
        "<b>Open:</b> Even if this Strategy is in your discard pile, target a Personality: "
        "bow him.",
    ],
)
def test_other_even_ifs_stay_timing_words(text: str) -> None:
    action = _one(text, CardType.STRATEGY)
    assert not action.timing and action.gap == "timing words 'even if'"


@pytest.mark.parametrize(
    ("zone", "dead", "expected"),
    [
        ("fate_discard", False, "legal"),
        ("hand", False, "legal"),
        ("fate_deck", False, "illegal"),
        ("fate_discard", True, "illegal"),  # no discarded (not dead) Personality to target
    ],
)
def test_a_strategy_from_the_discard_pile_on_the_board(
    zone: str, dead: bool, expected: str
) -> None:
    ab = imported(OTOMO, "T Otomo", CardType.STRATEGY)
    defs = [
        DEFS[0],
        {"title": "T Otomo", "type": "strategy", "abilities": [ab]},
        {"title": "T Lord", "type": "personality", "force": 1},
    ]
    cards = [
        card("sh", "T Stronghold", "me"),
        card("o", "T Otomo", "me", zone=zone),
        card("lord", "T Lord", "me", zone="dynasty_discard", dead=dead),
    ]
    assert check(board(defs, cards), "me", "o", 0).status == expected


def test_a_bonus_while_in_an_army_is_no_timing_word() -> None:
    action = _one(MANEUVERS, CardType.EVENT)
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability) == "Limited"
    # said of when the action is used, it stays a timing word
    text = "<b>Limited:</b> While in an army, your Personalities have +1F."
    assert _one(text, CardType.EVENT).gap == "timing words 'while in'"
    text = "<b>Battle:</b> Draw a card while in an army with a Samurai."
    assert _one(text, CardType.FOLLOWER).gap == "timing words 'while in'"


def test_a_limited_bonus_while_in_an_army_on_the_board() -> None:
    """Its legality is the Limited designator's alone (your own Action Phase)."""
    ab = imported(MANEUVERS, "T Cheer", CardType.STRATEGY)
    defs = [DEFS[0], {"title": "T Cheer", "type": "strategy", "abilities": [ab]}]
    cards = [card("sh", "T Stronghold", "me"), card("c", "T Cheer", "me", zone="hand")]
    assert check(board(defs, cards), "me", "c", 0).status == "legal"
    assert check(board(defs, cards, active_player="them"), "me", "c", 0).status == "illegal"


KEEP = (
    "<b>Limited:</b> Once or twice during your first turn <i>(only)</i>, put one or more cards "
    "in your Provinces at the bottom of your deck, refilling them face-up."
)


def test_once_or_twice_during_your_first_turn() -> None:
    """At most twice, and in that turn only: a restriction (one reading, no opening "If")."""
    action = _one(KEEP, CardType.HOLDING)
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.limit == UsageLimit(times=2, per="turn")
    assert ability_text(action.ability) == "Limited: if it is your first turn · 2x per turn"
    # another turn: 'during' before the effects stays unread
    text = "<b>Limited:</b> Once or twice during your next turn, draw a card."
    assert _one(text, CardType.HOLDING).gap == "timing words 'during'"


@pytest.mark.parametrize(
    ("turn", "active", "uses", "expected"),
    [
        (1, "me", 0, "legal"),  # my first turn (I went first)
        (1, "me", 1, "legal"),
        (1, "me", 2, "illegal"),  # twice already
        (2, "them", 0, "illegal"),  # not my turn
        (3, "me", 0, "illegal"),  # my second turn
    ],
)
def test_once_or_twice_during_your_first_turn_on_the_board(
    turn: int, active: str, uses: int, expected: str
) -> None:
    ab = imported(KEEP, "T Keep", CardType.HOLDING)
    defs = [DEFS[0], {"title": "T Keep", "type": "holding", "abilities": [ab]}]
    cards = [card("sh", "T Stronghold", "me"), card("k", "T Keep", "me")]
    memory = [{"card": "k", "ability": 0, "this_turn": uses}] if uses else []
    loaded = board(defs, cards, turn=turn, active_player=active, memory=memory)
    assert check(loaded, "me", "k", 0).status == expected


DEVOTION = (
    "<b>Battle/Open:</b> Give your target Personality +2F or you may, if he is a Yojimbo, give "
    "him a Force bonus equal to the highest Chi among all Courtiers and Shugenja you control "
    "<i>(at any location)</i>."
)


def test_an_if_after_or_you_may_governs_that_alternative() -> None:
    """ "X your target P, or you may, if he is ..., Y him": the "if" follows the target past a
    clause break; both alternatives act on the target, so it stays required."""
    action = _one(DEVOTION, CardType.STRATEGY)
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability) == "Battle/Open: target1: target one of your Personalities"
    # an "if" before the target still governs it
    text = "<b>Open:</b> You may, if you are Crab, give your target Personality +2F."
    assert _one(text, CardType.STRATEGY).gap == "effects: target under 'if'"


@pytest.mark.parametrize(("lord", "expected"), [(True, "legal"), (False, "illegal")])
def test_the_target_before_or_you_may_if_on_the_board(lord: bool, expected: str) -> None:
    ab = imported(DEVOTION, "T Devotion", CardType.STRATEGY)
    defs = [
        DEFS[0],
        {"title": "T Devotion", "type": "strategy", "abilities": [ab]},
        {"title": "T Lord", "type": "personality", "force": 1},
    ]
    cards = [card("sh", "T Stronghold", "me"), card("d", "T Devotion", "me", zone="hand")]
    cards += [card("lord", "T Lord", "me")] if lord else [card("foe", "T Lord", "them")]
    assert check(board(defs, cards), "me", "d", 0).status == expected


SUZAKI = (
    "<b>Open, :g3::</b> If T Lion is in your Province and you are Lion Clan, you may shuffle her "
    "into your deck to gain 1 Honor and create a 2F/2C/3PH Lion Clan &#149; Ancestor &#149; "
    "Samurai &#149; Spirit Personality in your home."
)


def test_in_your_province_and_you_are() -> None:
    """The area clause, then "you are Lion Clan" as the effects' own opening "If"."""
    action = _one(SUZAKI, CardType.PERSONALITY, title="T Lion")
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.used_from == "province" and action.ability.used_from_opening
    assert ability_text(action.ability).startswith(
        "Open: if you are a Lion Clan player · costs: pay 3 Gold · usable only while its card "
        "is in your province (out of play)"
    )
    # "and" with a constraints block after it, or said of the card, stays unread
    text = "<b>Open:</b> If T Lion is in your Province and you are Lion Clan: Draw a card."
    assert not _one(text, CardType.PERSONALITY, title="T Lion").full
    text = "<b>Open:</b> If T Lion is in your Province and he is bowed, draw a card."
    assert not _one(text, CardType.PERSONALITY, title="T Lion").full


@pytest.mark.parametrize(
    ("zone", "face_up", "clan", "expected"),
    [
        ("province", True, "lion", "legal"),
        ("province", False, "lion", "illegal"),  # face down: no ability known
        ("province", True, "crab", "unknown"),  # strict: a restriction; lenient: the effect's
        ("home", True, "lion", "unknown"),  # in play: the area clause read two ways
        ("dynasty_discard", True, "lion", "illegal"),
    ],
)
def test_in_your_province_on_the_board(zone: str, face_up: bool, clan: str, expected: str) -> None:
    ab = imported(SUZAKI, "T Lion", CardType.PERSONALITY)
    defs = [
        DEFS[0],
        {"title": "T Lion", "type": "personality", "force": 1, "abilities": [ab]},
    ]
    cards = [
        card("sh", "T Stronghold", "me"),
        card("l", "T Lion", "me", zone=zone, face_up=face_up)
        | ({"province": 1} if zone == "province" else {}),
    ]
    players = [{"id": "me", "family_honor": 5, "clan": clan}, {"id": "them", "family_honor": 5}]
    assert check(board(defs, cards, players=players), "me", "l", 0).status == expected


YOKUNI = (
    "<b>Open, :g4::</b> If it is your turn, even if Yokuni is face-up in your Province, look at "
    "the top card of your Fate deck. You may put it at the bottom. Draw a card."
)


def test_even_if_face_up_in_your_province() -> None:
    """In play and face up in a province ("Yokuni," of "Togashi Yokuni, Kami" is its name)."""
    action = _one(YOKUNI, CardType.PERSONALITY, title="Togashi Yokuni, Kami")
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.used_from == "play_or_province"
    assert ability_text(action.ability).startswith(
        "Open: if it is your turn · costs: pay 4 Gold · usable in play and while its card is "
        "face-up in your province"
    )
    # a constraints block after it: not read here
    text = "<b>Open:</b> Even if T Lion is face-up in your Province, target a card: Bow it."
    assert not _one(text, CardType.PERSONALITY, title="T Lion").full


@pytest.mark.parametrize(
    ("zone", "face_up", "active", "expected"),
    [
        ("province", True, "me", "legal"),
        ("home", True, "me", "legal"),
        ("province", False, "me", "illegal"),  # face down: no ability known
        ("dynasty_discard", True, "me", "illegal"),
        ("province", True, "them", "unknown"),  # the opening "If it is your turn": two readings
    ],
)
def test_even_if_face_up_in_your_province_on_the_board(
    zone: str, face_up: bool, active: str, expected: str
) -> None:
    ab = imported(YOKUNI, "Togashi Yokuni, Kami", CardType.PERSONALITY)
    defs = [
        DEFS[0],
        {"title": "Togashi Yokuni, Kami", "type": "personality", "force": 1, "abilities": [ab]},
    ]
    cards = [
        card("sh", "T Stronghold", "me"),
        card("y", "Togashi Yokuni, Kami", "me", zone=zone, face_up=face_up)
        | ({"province": 1} if zone == "province" else {}),
    ]
    assert check(board(defs, cards, active_player=active), "me", "y", 0).status == expected
