"""Words a target phrase or trigger carries that the grammar does not read are never dropped
(issue 13, stop 36 precision sample and round-10 testers): "your other target Personality"
(Doji Yuten, Akodo Makarohime, Calculated Offensive), a trigger choosing a target ("After a
target Shugenja attaches a Spell", Too Much Too Soon), an action that "is considered a Ranged
Attack" (Tsuruchi • Experienced 2, Nogoten's Bow). Each was claimed in full with those words
lost: a false legal (Abilities and actions / Targeting; Reference 01: a Ranged Attack targets a
card in the current enemy army, a Follower or a Personality without Followers). Those two are
now read as Ranged Attacks (tests/test_considered_ranged.py)."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType

#: Doji Yuten's and Akodo Makarohime's "your other target Personality" is read since h45tgt as
#: "another of your target Personalities" (other than the card itself: ``target_words.determiner``,
#: tests/test_your_other_target.py); Calculated Offensive's (on a Strategy: other than which?) not.
UNREAD = [
    ("Calculated Offensive", "your other target"),
    ("Too Much Too Soon", "a target Shugenja"),
]


def test_the_other_target_named_again_is_still_read(pool: Any) -> None:
    """Control: "the other target" names a target chosen before (Caught Among Thieves)."""
    card = pool.get("Caught Among Thieves")
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    assert any(p.full and "the other target" in p.text for p in card.oracle.imported.paragraphs)


@pytest.mark.parametrize("title", ["Doji Yuten", "Akodo Makarohime"])
def test_your_other_target_is_read_other_than_the_card(pool: Any, title: str) -> None:
    card = pool.get(title)
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    paras = [p for p in card.oracle.imported.paragraphs if "your other target" in p.text]
    assert paras and all(p.full for p in paras), title
    assert all(
        t.select.other_than == ("source",) and t.select.controller == "you"
        for p in paras
        if p.ability is not None
        for t in p.ability.all_target_specs()[:1]
    )


@pytest.mark.parametrize(("title", "words"), UNREAD)
def test_the_words_keep_the_ability_unclaimed(pool: Any, title: str, words: str) -> None:
    card = pool.get(title)
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    paras = [p for p in card.oracle.imported.paragraphs if words in p.text]
    assert paras, title
    assert all(not p.full for p in paras), title


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Bow your other target Personality.",
        "Battle: Bow an enemy target Personality.",
        "Battle: Bow your opposing target Personality.",
        "Reaction: After a target Personality bows: Gain 1 Honor.",
        "Reaction: Before another target player loses Honor: Gain 1 Honor.",
        "Battle: Bow a target Follower. This is considered a Melee Attack.",
    ],
)
def test_shapes_not_read(text: str) -> None:
    (action,) = import_text(text, title="T", card_type=CardType.STRATEGY).actions
    assert not action.full, text


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Bow your target Personality.",  # controls: read as before
        "Battle: Bow another player's target Personality.",
        "Reaction: When an action would target your Personality: Gain 1 Honor.",
        "Reaction: After you target a card with a Ranged Attack: Gain 1 Honor.",
        "Battle: Give a Ranged Attack +1 strength.",
    ],
)
def test_controls_still_read(text: str) -> None:
    (action,) = import_text(text, title="T", card_type=CardType.STRATEGY).actions
    assert action.full, (text, action.not_understood)
