"""Entering words that bring no card into play now: "Until he leaves play, ..." is a duration
(effects.txt, Ongoing effects), "may only put one more Ring into play" / "may put no more than
one Ring into play" a choice prevented later (effects.txt, "May not")."""

from __future__ import annotations

import pytest

from model.cardtext import ImportedAbility, import_text
from model.cardtext.entering_limits import mask_entering_limits
from model.common import CardType
from model.describe import ability_text
from solver.good_faith import check
from tests.builders import DEFS, board, card, imported

ASCENSION = (
    "<b>Open:</b> Until he leaves play, give your target Human Shugenja the ability, "
    "\"<b>Home Battle:</b> Straighten one of this Shugenja's Spells. You may use its abilities "
    'again this turn. If you are a Phoenix Clan player, you may take an additional action."'
)


def _one(text: str, card_type: CardType = CardType.STRATEGY) -> ImportedAbility:
    (action,) = import_text(text, title="T Card", card_type=card_type).actions
    return action


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        (ASCENSION, "Open: target1: target your Shugenja card not Nonhuman"),
        (
            "<b>Battle/Open:</b> A target player may only put one more Ring into play this turn.",
            "Battle/Open: player1: target a player",
        ),
        (
            "<b>Limited:</b> Until your turn begins three turns from now begins, each player may "
            "put no more than one Ring into play per turn.",
            "Limited",
        ),
    ],
)
def test_entering_words_that_bring_nothing_now(text: str, reading: str) -> None:
    action = _one(text)
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability) == reading


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("Give him +1F until he leaves play, and bow him.", "leaves play"),  # not its opening
        ("Put one more Ring into play.", "into play"),  # entering now
        ("You may only put Rings into play.", "into play"),  # no count
    ],
)
def test_other_entering_words_stay(sentence: str, kept: str) -> None:
    assert kept in mask_entering_limits(sentence)
    assert mask_entering_limits("Until he leaves play, bow him.") == "Until then, bow him."


@pytest.mark.parametrize(("nonhuman", "expected"), [(False, "legal"), (True, "illegal")])
def test_a_target_after_a_duration_on_the_board(nonhuman: bool, expected: str) -> None:
    ab = imported(ASCENSION, "T Ascension", CardType.STRATEGY)
    keywords = ["Shugenja", "Nonhuman"] if nonhuman else ["Shugenja"]
    defs = [
        DEFS[0],
        {"title": "T Ascension", "type": "strategy", "abilities": [ab]},
        {"title": "T Sage", "type": "personality", "force": 1, "keywords": keywords},
    ]
    cards = [
        card("sh", "T Stronghold", "me"),
        card("a", "T Ascension", "me", zone="hand"),
        card("s", "T Sage", "me"),
    ]
    assert check(board(defs, cards), "me", "a", 0).status == expected
