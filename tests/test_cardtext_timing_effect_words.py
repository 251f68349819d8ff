"""Words in the text that say nothing about when the action is used (Abilities and actions:
an ability's usage limit is stated for it; Reference 03: reminder text carries no rules):
a usage limit of an ongoing permission ("Until ..., once per turn, you may ...") or of other
abilities ("his abilities that may only be used once per turn"), the reminder ability of a
keyword the effect gives ("give it Kharmic. (Repeatable Limited, :g2:: ...)"), a cost's own
"(even if empty)", and an additional action's permission to use a bowed card's ability."""

from __future__ import annotations

import pytest

from model.abilities import UsageLimit
from model.cardtext import ImportedAbility, import_text
from model.common import CardType
from model.describe import ability_text
from solver.good_faith import check
from tests.builders import board, card, imported

SYCOPHANTS = (
    "<b>Political Limited:</b> Bow this card: Straighten this Personality. You may use his "
    "Political abilities that may only be used once per turn a second time (this turn)."
)
MADNESS = (
    "<b>Limited:</b> Until your second turn from now begins, once per turn, you may take a "
    "Limited action on a Strategy as an Open action."
)
WHEEL = (
    "<b>Void Limited, :bow::</b> Turn a card in a Province face-up <i>(if needed)</i> and give "
    "it <b>Kharmic</b>. <i>(<b>Repeatable Limited, :g2::</b> Discard a Kharmic card from your "
    "Province and refill it face-up.)</i>"
)
VOID = (
    "<b>Limited:</b> Bow this Shugenja, destroy this card, and discard your hand (even if "
    "empty): Draw four cards."
)
PASSAGE = (
    "<b>Battle:</b> Take an additional action to use a printed ability on your target Follower, "
    "even if it is bowed or the ability has been used the maximum number of times this turn."
)


def _one(text: str, card_type: CardType, title: str = "T Card") -> ImportedAbility:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    return action


def test_a_limit_said_of_other_abilities_is_the_effects() -> None:
    action = _one(SYCOPHANTS, CardType.FOLLOWER, "T Sycophants")
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.limit == UsageLimit()  # once per turn: no other limit stated
    assert ability_text(action.ability) == "Political Limited: costs: bow this card"


def test_a_limit_of_an_ongoing_permission_is_the_effects() -> None:
    action = _one(MADNESS, CardType.EVENT)
    assert action.costs and action.gap != "usage limit in the text"


@pytest.mark.parametrize(
    "text",
    [
        # a limit opening the effects is the action's own (printed_limit), two limits are not
        "<b>Battle:</b> Once per game: Gain 1 Honor. You may use this action twice per turn.",
        # "Until ..., once per turn" before a colon: not an effect's sentence
        "<b>Limited:</b> Until your next turn begins, once per turn: Draw a card.",
        # a limit in the effects said of nothing else
        "<b>Limited:</b> Draw a card. You may take this action once per game.",
    ],
)
def test_other_limits_in_the_text_stay_unread(text: str) -> None:
    action = _one(text, CardType.STRATEGY)
    assert not action.timing and action.gap == "usage limit in the text"


def test_sycophants_on_the_board() -> None:
    """Political Limited: your Action Phase, the Follower unbowed, once per turn."""
    ab = imported(SYCOPHANTS, "T Sycophants", CardType.FOLLOWER)
    defs = [
        {"title": "T Sycophants", "type": "follower", "abilities": [ab]},
        {"title": "T Lord", "type": "personality", "force": 1},
    ]

    def status(bowed: bool = False, uses: int = 0, **kw: object) -> str:
        cards = [
            card("lord", "T Lord", "me"),
            {**card("s", "T Sycophants", "me"), "attached_to": "lord", "bowed": bowed},
        ]
        memory = [{"card": "s", "ability": 0, "this_turn": uses}] if uses else []
        return check(board(defs, cards, memory=memory, **kw), "me", "s", 0).status

    assert status() == "legal"
    assert status(bowed=True) == "illegal"
    assert status(uses=1) == "illegal"
    assert status(active_player="them") == "illegal"


def test_the_reminder_ability_of_a_keyword_given() -> None:
    action = _one(WHEEL, CardType.SPELL, "T Wheel")
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability) == "Void Limited: costs: bow this card"
    # not after a keyword the effect gives: its colons stay blocks, and it is not read
    text = "<b>Limited:</b> Draw a card. (<b>Open:</b> Discard a card from your Province.)"
    assert not _one(text, CardType.SPELL, "T Wheel").full


def test_the_reminder_ability_on_the_board() -> None:
    ab = imported(WHEEL, "T Wheel", CardType.SPELL)
    defs = [
        {"title": "T Wheel", "type": "spell", "abilities": [ab]},
        {"title": "T Priest", "type": "personality", "force": 1, "keywords": ["shugenja"]},
    ]

    def status(bowed: bool = False, **kw: object) -> str:
        cards = [
            card("p", "T Priest", "me"),
            {**card("w", "T Wheel", "me"), "attached_to": "p", "bowed": bowed},
        ]
        return check(board(defs, cards, **kw), "me", "w", 0).status

    assert status() == "legal"
    assert status(bowed=True) == "illegal"
    assert status(active_player="them") == "illegal"


def test_even_if_empty_is_the_costs_own_word() -> None:
    action = _one(VOID, CardType.SPELL)
    assert action.gap != "timing words 'even if'"
    # elsewhere "even if" before the effects stays a timing word
    text = "<b>Limited:</b> Even if empty, discard your hand: Draw four cards."
    assert _one(text, CardType.SPELL).gap == "timing words 'even if'"


def test_an_additional_actions_permission_to_use_a_bowed_cards_ability() -> None:
    action = _one(PASSAGE, CardType.STRATEGY)
    assert action.gap != "timing words 'even if'"
    # said of a target otherwise, it stays a timing word
    for text in (
        "<b>Battle:</b> Straighten your target Follower, even if it is dead.",
        "<b>Battle:</b> Take an additional action to use a printed ability on your target "
        "Follower, even if it is dead.",
    ):
        assert _one(text, CardType.STRATEGY).gap == "timing words 'even if'"


NEXT = (
    "<b>Limited:</b> Target your Personality: During your next Straighten Phase, he will not "
    "straighten."
)


def test_during_your_next_is_a_delayed_effects_time() -> None:
    action = _one(NEXT, CardType.STRATEGY)
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability) == "Limited: target1: target one of your Personalities"
    two_fronts = (
        "<b>Limited:</b> Target a province whose player has two or more provinces: During your "
        "next normal Attack Phase (this turn), create two battlefields associated with it."
    )
    assert _one(two_fronts, CardType.STRATEGY).gap != "timing words 'during'"
    # any other "during" before the effects stays a timing word
    for text in (
        "<b>Limited:</b> During your turn, draw a card.",
        "<b>Limited:</b> If you lost Honor during this phase: Draw a card.",
        "<b>Limited:</b> Once or twice during your next turn, draw a card.",
    ):
        assert _one(text, CardType.STRATEGY).gap == "timing words 'during'"


@pytest.mark.parametrize(("mine", "expected"), [(True, "legal"), (False, "illegal")])
def test_during_your_next_on_the_board(mine: bool, expected: str) -> None:
    """Its legality: the Limited designator and its required target (your Personality)."""
    ab = imported(NEXT, "T Rest", CardType.STRATEGY)
    defs = [
        {"title": "T Rest", "type": "strategy", "abilities": [ab]},
        {"title": "T Lord", "type": "personality", "force": 1},
    ]
    cards = [card("r", "T Rest", "me", zone="hand"), card("l", "T Lord", "me" if mine else "them")]
    assert check(board(defs, cards), "me", "r", 0).status == expected


GUIDE = (
    "<b>Reaction:</b> Before resolving a Ranged Attack from one of your units at this card's "
    "battlefield, three times per turn: Give the Ranged Attack +1 strength."
)
GUIDE_TRIGGER = "Before resolving a Ranged Attack from one of your units at this card's battlefield"


@pytest.mark.parametrize(
    ("text", "trigger", "limit"),
    [
        (GUIDE, GUIDE_TRIGGER, UsageLimit(times=3, per="turn")),
        (
            "<b>Void Reaction:</b> After Takashi enters play, once per game, create two 2F/2C/2PH "
            "Phoenix Clan • Samurai • Yojimbo Personalities at Takashi's location.",
            "After Takashi enters play",
            UsageLimit(times=1, per="game"),
        ),
    ],
)
def test_a_limit_right_after_the_trigger(text: str, trigger: str, limit: UsageLimit) -> None:
    action = _one(text, CardType.PERSONALITY, "Isawa Takashi")
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.trigger == trigger
    assert action.ability.limit == limit


def test_a_limit_after_a_trigger_with_a_comma_stays_unread() -> None:
    text = "<b>Reaction:</b> After a battle resolves, if you won, once per game: Draw a card."
    assert _one(text, CardType.FOLLOWER).gap == "usage limit in the text"


@pytest.mark.parametrize(("uses", "expected"), [(0, "legal"), (2, "legal"), (3, "illegal")])
def test_a_limit_after_the_trigger_on_the_board(uses: int, expected: str) -> None:
    ab = imported(GUIDE, "T Guide", CardType.FOLLOWER)
    defs = [
        {"title": "T Guide", "type": "follower", "abilities": [ab]},
        {"title": "T Lord", "type": "personality", "force": 1},
    ]
    cards = [card("lord", "T Lord", "me"), {**card("g", "T Guide", "me"), "attached_to": "lord"}]
    memory = [{"card": "g", "ability": 0, "this_turn": uses}] if uses else []
    loaded = board(defs, cards, memory=memory, trigger=GUIDE_TRIGGER)
    assert check(loaded, "me", "g", 0).status == expected


def test_a_limit_after_a_delayed_effects_time_stays_unread() -> None:
    """Not a Reaction's or Interrupt's trigger: "After ..." opens a delayed effect."""
    text = "<b>Limited:</b> After this battle, once per game, draw a card."
    assert _one(text, CardType.STRATEGY).gap == "usage limit in the text"
