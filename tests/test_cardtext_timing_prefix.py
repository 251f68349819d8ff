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
