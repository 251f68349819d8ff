"""The bold prefix of a paragraph (Reference 04, Abilities / Costs; Traits): icons rendered in
brackets, icons without a comma, and bold prefixes that are no ability (Invest traits, an icon
with no designator) are traits."""

from __future__ import annotations

from model.abilities import Cost, Designator
from model.cardtext import import_text
from model.cardtext.split import split_printed
from model.cardtext.timing import parse_prefix
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported


def test_bracketed_icons_are_the_bow_and_gold_icons() -> None:
    assert parse_prefix("Open, [bow]").costs == (Cost(bow="source"),)
    assert parse_prefix("Limited, [4]").costs == (Cost(gold=4),)
    assert parse_prefix("Open, [*]").costs == (Cost(gold="*"),)
    # an icon right after the designator, with no comma
    got = parse_prefix("Open :bow:")
    assert got.problem is None and got.designators == (Designator.OPEN,)
    assert got.costs == (Cost(bow="source"),)
    # an unknown bracket is still refused
    assert parse_prefix("Open, [moon]").problem is not None


def test_a_bold_icon_whose_closing_colon_is_outside_the_bold() -> None:
    (para,) = split_printed("<b>Limited, :bow:</b>: Give a target card a token.")
    assert para.prefix == "Limited, :bow:" and para.body == "Give a target card a token."


def test_invest_and_an_icon_without_designator_are_traits() -> None:
    for text in (
        "<b>Invest :g2::</b> Draw a card.",
        "<b>:bow::</b> When paying for a Follower, it enters play for 3 less Gold.",
    ):
        got = import_text(text, title="T Dojo", card_type=CardType.HOLDING)
        assert got.actions == ()
        (para,) = got.paragraphs
        assert para.level == "trait" and para.ability is None
    # an unknown word before the designator is still no trait
    (action,) = import_text(
        "<b>Frobnicate Open:</b> Draw a card.", title="T", card_type=CardType.HOLDING
    ).actions
    assert action.level == "none"


def test_a_bracketed_bow_icon_bows_the_card_on_the_board() -> None:
    ab = imported("<b>Open, [bow]:</b> Gain 1 Honor.", "T Shrine", CardType.HOLDING)
    defs = [{"title": "T Shrine", "type": "holding", "abilities": [ab]}]
    assert check(board(defs, [card("s", "T Shrine", "me")]), "me", "s", 0).status == "legal"
    bowed = [card("s", "T Shrine", "me", bowed=True)]
    assert check(board(defs, bowed), "me", "s", 0).status == "illegal"


def test_timing_words_in_a_later_effect_or_in_quotes_are_no_timing() -> None:
    from model.cardtext.timing import timing_words

    # a later effect on another card or action: read (or refused) as an effect
    assert (
        timing_words(["Target a Personality. Assign him to defend, even if he is bowed."]) is None
    )
    assert timing_words(['Give him the trait, "May assign even if bowed."']) is None
    # before the effects, in their first sentence, opening a sentence, or naming this action
    assert timing_words(["Even if bowed, target a Personality", "Bow it."]) == "Even if"
    assert timing_words(["Draw a card, even if this card is bowed."]) == "even if"
    assert timing_words(["Draw a card. Even if bowed, gain 1 Honor."]) == "Even if"
    assert timing_words(["Draw a card. Use this action even if bowed."]) == "even if"
    assert timing_words(["Draw a card. You may use this ability as if it were Open."]) == "as if"


def test_a_later_even_if_leaves_the_effect_to_the_effects_grammar() -> None:
    text = "<b>Limited:</b> Target your performing Personality. He may assign even if bowed."
    (action,) = import_text(text, title="T", card_type=CardType.STRATEGY).actions
    # a permission the effect gives (``model.cardtext.effects_words``), not this action's timing
    assert action.full and action.ability is not None
    assert not action.ability.usable_when_bowed


def test_a_usage_limit_stated_as_the_last_sentence() -> None:
    text = "<b>Battle:</b> Gain 1 Honor. You may use this action three times per turn."
    (action,) = import_text(text, title="T Archer", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None
    assert action.ability.limit.times == 3 and action.ability.limit.per == "turn"
    # inside a sentence that is not the action's own limit: still refused
    text = "<b>Battle:</b> Gain 1 Honor. Other players may use abilities twice per turn."
    (action,) = import_text(text, title="T Archer", card_type=CardType.PERSONALITY).actions
    assert action.level == "none"


def test_the_reminder_of_a_granted_keyword_after_its_sentence() -> None:
    text = (
        "<b>Limited:</b> Target your performing Personality. Permanently give him Elite. "
        "(Elite cards contribute Force even if bowed.)"
    )
    (action,) = import_text(text, title="T", card_type=CardType.STRATEGY).actions
    assert action.full


def test_a_stated_limit_of_three_is_applied_on_the_board() -> None:
    ab = imported(
        "<b>Open:</b> Gain 1 Honor. You may use this action three times per turn.",
        "T Archer",
        CardType.PERSONALITY,
    )
    defs = [{"title": "T Archer", "type": "personality", "abilities": [ab], "force": 1}]
    cards = [card("a", "T Archer", "me")]

    def status(uses: int) -> str:
        memory = [{"card": "a", "ability": 0, "this_turn": uses}]
        return check(board(defs, cards, memory=memory), "me", "a", 0).status

    assert status(2) == "legal"
    assert status(3) == "illegal"
