"""Timing read from card text: a usage limit stated as a sentence ("You may use this action
three times per turn"; Abilities and actions: once per turn unless stated), reminder text of a
keyword given earlier (Reference 03: it carries no rules), embedded text (Reference 04: not part
of the text holding it) and timing words in a later effect sentence about another card."""

from __future__ import annotations

import pytest

from model.abilities import INTERRUPT_TO_AN_ACTION, UsageLimit
from model.cardtext import ImportedAbility, import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported


def _one(
    text: str, title: str = "T Archer", kind: CardType = CardType.PERSONALITY
) -> ImportedAbility:
    (action,) = import_text(text, title=title, card_type=kind).actions
    return action


def test_a_usage_limit_sentence() -> None:
    text = "<b>Battle:</b> Gain 1 Honor. You may use this action three times per turn."
    action = _one(text)
    assert action.full and action.ability is not None
    assert action.ability.limit == UsageLimit(times=3, per="turn")
    # two limits are not read; a limit said of other abilities is the effect's, not this one's
    text = "<b>Battle:</b> Once per game: Gain 1 Honor. You may use this action twice per turn."
    assert not _one(text).timing
    text = "<b>Limited:</b> You may use his abilities that may only be used once per turn again."
    action = _one(text)
    assert action.timing and action.ability is not None
    assert action.ability.limit == UsageLimit()


def test_the_usage_limit_sentence_on_the_board() -> None:
    ab = imported(
        "<b>Open:</b> Give a target Personality -1F. You may use this action twice per turn.",
        "T Archer",
        CardType.PERSONALITY,
    )
    defs = [
        {"title": "T Archer", "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": 2},
    ]
    cards = [card("a", "T Archer", "me"), card("f", "T Foe", "them")]

    def status(uses: int) -> str:
        memory = [{"card": "a", "ability": 0, "this_turn": uses}] if uses else []
        return check(board(defs, cards, memory=memory), "me", "a", 0).status

    assert status(0) == "legal"
    assert status(1) == "legal"
    assert status(2) == "illegal"


@pytest.mark.parametrize(
    "text",
    [
        # a reminder sentence after the keyword the effects give
        "<b>Battle:</b> Give your target Personality +1F and Resilient. (Once per game per card, "
        "a Resilient card does not die in battle resolution.)",
        # after a granted trait in quotes
        '<b>Limited:</b> Target your Personality: He has Elite and the trait, "May assign even '
        'if bowed." (Elite cards contribute Force even if bowed).',
    ],
)
def test_a_reminder_after_the_keyword_given_is_no_text_to_read(text: str) -> None:
    action = _one(text, "T Sensei", CardType.STRATEGY)
    assert action.timing
    assert "once per" not in action.not_understood.lower()


def test_a_reminder_of_a_keyword_not_named_before_is_still_read() -> None:
    text = (
        "<b>Battle:</b> Give your target Personality +1F. (Once per game per card, a Resilient "
        "card does not die in battle resolution.)"
    )
    assert not _one(text, "T Sensei", CardType.STRATEGY).timing


def test_timing_words_in_a_later_sentence_about_another_card() -> None:
    # the effect on the target: not this action's timing (a permission the effect gives,
    # read by ``model.cardtext.effects_words``)
    text = "<b>Limited:</b> Target your performing Paragon. He may assign even if bowed."
    action = _one(text, "T Embrace", CardType.STRATEGY)
    assert action.full and action.ability is not None and not action.ability.usable_when_bowed
    # before the effects, in their first sentence, or naming this action: refused
    # (``model.cardtext.timing.timing_words``)
    for text in (
        "<b>Limited:</b> Target your Personality even if he is bowed. Gain 1 Honor.",
        "<b>Limited:</b> Gain 1 Honor. You may use this ability even if bowed.",
    ):
        assert _one(text, "T Embrace", CardType.STRATEGY).level == "none", text


def test_during_inside_a_trigger_is_part_of_the_trigger() -> None:
    """The trigger is kept whole and matched whole: 'during' in it changes nothing read."""
    text = "<b>Reaction:</b> After an action resolves during which T Kenta won a duel: Draw a card."
    action = _one(text, "T Kenta")
    assert action.full and action.ability is not None
    assert action.ability.trigger == "After an action resolves during which T Kenta won a duel"
    ab = imported(text, "T Kenta", CardType.PERSONALITY)
    defs = [{"title": "T Kenta", "type": "personality", "force": 2, "abilities": [ab]}]
    cards = [card("k", "T Kenta", "me")]
    trigger = "After an action resolves during which T Kenta won a duel"
    assert check(board(defs, cards, trigger=trigger), "me", "k", 0).status == "legal"
    # the same kind of moment worded otherwise: whether Kenta won a duel is not said
    other = "After an action resolves"
    assert check(board(defs, cards, trigger=other), "me", "k", 0).status == "unknown"
    for apart in ("After engaging", INTERRUPT_TO_AN_ACTION, "After a battle resolves"):
        assert check(board(defs, cards, trigger=apart), "me", "k", 0).status == "illegal"
    # 'during' after the trigger, before the effects, is still refused
    text = (
        "<b>Reaction:</b> After an action resolves, if it is during a battle, bow this card: "
        "Draw a card."
    )
    assert _one(text, "T Kenta").level == "none"


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Bow this card or discard it from your hand: Gain 1 Honor.",
        "<b>Open:</b> If T Yutaka is dead and he would be opposed: Gain 1 Honor.",
        # "discard it from your hand" as one of two costs: from two areas
        "<b>Battle:</b> Bow this card or, if you are a Crab Clan player, discard it from your "
        "hand: Gain 1 Honor.",
    ],
)
def test_a_card_used_from_out_of_play_is_not_claimed(text: str) -> None:
    """Reference 05, Areas: naming the card in an out-of-play area overrides "abilities on them
    may not be used"; where it may then be used is read only from a clause naming the area
    ("If this Follower is in your hand, ...": tests/test_cardtext_used_from.py)."""
    action = _one(text, "T Yutaka", CardType.FOLLOWER)
    assert action.level == "none" and action.gap == "used from out of play"


@pytest.mark.parametrize(
    ("text", "area"),
    [
        ("<b>Limited:</b> If this Follower is in your hand, gain 1 Honor.", "hand"),
        (
            "<b>Reaction:</b> After engaging, choose your performing Personality: Attach this "
            "card from your hand to him.",
            "hand",
        ),
        ("<b>Open:</b> If Yutaka is face-up in one of your provinces: Gain 1 Honor.", "province"),
        (
            "<b>Battle:</b> If this card is in your discard pile, bow your performing "
            "Personality: Gain 1 Honor.",
            "discard",
        ),
    ],
)
def test_a_clause_naming_the_area_says_where_it_is_used(text: str, area: str) -> None:
    action = _one(text, "T Yutaka", CardType.FOLLOWER)
    assert action.full and action.ability is not None and action.ability.used_from == area


def test_out_of_play_words_about_other_cards_or_later_are_read() -> None:
    # another card from your discard pile; a delayed effect's "this card is in your discard pile"
    for text in (
        "<b>Interrupt:</b> After you Recruit Issei, put a Spell from your discard pile into your "
        "hand.",
        "<b>Limited:</b> Choose your performing Courtier: After this action ends (and this card "
        "is in your discard pile), gain 1 Honor.",
    ):
        assert _one(text, "Susumu Issei").full, text


def test_a_card_in_hand_is_not_judged_by_the_in_play_rule() -> None:
    text = "<b>Battle:</b> Bow this card or discard it from your hand: Gain 1 Honor."
    (action,) = import_text(text, title="T Tsubute", card_type=CardType.ITEM).actions
    assert action.ability is not None and not action.ability.timing_understood
    defs = [{"title": "T Tsubute", "type": "item", "abilities": [action.ability]}]
    cards = [card("t", "T Tsubute", "me", zone="hand")]
    combat = {"segment": "combat", "current_battlefield": "b", "battlefields": ["b"]}
    # its timing is not understood: unknown, never 'not in play'
    assert check(board(defs, cards, **combat), "me", "t", 0).status == "unknown"


def test_a_trigger_on_the_card_leaving_play_is_not_claimed() -> None:
    text = (
        "<b>Reaction:</b> After another player's action destroys Tabarou, destroy a target "
        "enemy Follower."
    )
    action = _one(text, "Hiruma Tabarou")
    assert action.level == "none" and action.gap == "used from out of play"
    # its own cost of destroying itself is paid in play
    assert _one("<b>Battle:</b> Destroy this card: Gain 1 Honor.", "T Dagger", CardType.ITEM).full


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        (
            "<b>Reaction:</b> When paying Gold for an action, or for an effect, that will gain "
            "a player a Province, gain 1 Honor.",
            "When paying Gold for an action, or for an effect, that will gain a player a Province",
        ),
        (
            "<b>Reaction:</b> After you gain Honor from an action, bow Kohaku, and target another "
            "player: Gain 1 Honor.",
            "After you gain Honor from an action",
        ),
        (
            "<b>Reaction:</b> After another player's Political action resolves, that player must "
            "discard a card.",
            "After another player's Political action resolves",
        ),
    ],
)
def test_where_a_trigger_ends(text: str, trigger: str) -> None:
    action = _one(text, "Doji Kohaku")
    assert action.ability is not None and action.ability.trigger == trigger, action.not_understood


def test_a_trigger_cut_short_is_refused() -> None:
    text = (
        "<b>Reaction:</b> Before a Personality is destroyed by, or receives a penalty from, a "
        "card effect, gain 1 Honor."
    )
    action = _one(text, "T Keep")
    assert action.level == "none" and action.gap == "trigger"
