"""A card's own sentences about its entering play never dropped (h27adv2 F9, F10): "You must
<do something> to bring this card into play" and "<It> has the additional cost, "..." to enter
play" are kept unread (a requirement: it can only forbid), and "When paying for <itself>, you
may reduce his Gold Cost by 2 until it is paid and permanently give him -2C." is read as an
optional reduction a plan takes (Costs and restrictions / Mandatory costs, Changes to costs
and payments)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.entering import read_entering
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality

_OTOMO = (
    "You must give control of one of your Gold-producing Holdings with a Gold Cost of 1 or more "
    "to another player to bring this card into play."
)
_TOWERS = "You must bow your target Imperial Personality to bring this card into play."
_VORTEX = (
    "The effect of Equipping this Follower is considered Elemental, you must bow a Shugenja you "
    "control with a Corruption token to bring it into play."
)
_SHINSEI = 'T Najmudin has the additional cost, "Bow five of your cards" to enter play.'
_NAJMUDIN = (
    "When paying for Najmudin, you may reduce his Gold Cost by 2 until it is paid and "
    "permanently give him -2C."
)
_HAYAKU = (
    "When paying for Najmudin, you may bring him into play for 2 less Gold and permanently "
    "give him -2PH."
)
_KOZUE = (
    "When paying for Najmudin: You may bow your Human Personality with 5 or higher Chi; if you "
    "did, ignore Najmudin's Gold cost."
)


@pytest.mark.parametrize("text", [_OTOMO, _TOWERS, _VORTEX, _SHINSEI, _KOZUE])
def test_own_entering_sentences_are_kept_unread(text: str) -> None:
    r = read_entering(text, "T Najmudin")
    assert r.unread == (text,)
    assert not r.changes and not r.grants_unread


@pytest.mark.parametrize(
    ("text", "gold", "effect"),
    [
        (_NAJMUDIN, -2, "permanently give him -2C"),
        (_HAYAKU, -2, "permanently give him -2PH"),
    ],
)
def test_an_optional_reduction_of_its_own(text: str, gold: int, effect: str) -> None:
    r = read_entering(text, "T Najmudin")
    assert not r.unread and not r.grants_unread
    assert [(c.gold, c.optional, c.condition) for c in r.changes] == [(gold, effect, None)]


def test_paying_for_another_card_is_not_its_own() -> None:
    """Another card's name: not read as its own reduction (said of others)."""
    r = read_entering(_NAJMUDIN, "T Hayaku")
    assert not r.changes and not r.unread


def _board(tmp_path: Path, text: str, gold: int) -> Any:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": gold},
        set_personality("T Najmudin", 5, text=text),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "p1", "title": "T Najmudin", "owner": "me", "zone": "province", "province": 1},
    ]
    return set_board(tmp_path, cards, table)


@pytest.mark.parametrize(
    ("text", "gold", "expected"),
    [
        (_OTOMO, 5, "illegal"),  # the Gold is paid; no Holding to give (entering_requirements)
        (_OTOMO, 4, "illegal"),  # a requirement can only forbid: short of Gold stays illegal
        # "Bow five of your cards" with one card in play: can't be paid (h41gold2,
        # solver.entering_bow_cost; it was unknown, the sentence unread)
        (_SHINSEI, 5, "illegal"),
        (_KOZUE, 4, "unknown"),  # an optional reduction not read: short of Gold is a doubt
        (_KOZUE, 5, "legal"),  # ... and it can't forbid
        (_NAJMUDIN, 3, "legal"),  # 5 - 2 = 3: payable only with the optional reduction
        (_NAJMUDIN, 2, "illegal"),
        ("", 5, "legal"),  # controls
        ("", 4, "illegal"),
    ],
)
def test_recruit_with_its_own_paying_sentences(
    tmp_path: Path, text: str, gold: int, expected: str
) -> None:
    assert check(_board(tmp_path, text, gold), "me", "p1", RECRUIT).status == expected


def test_the_plan_names_the_optional_reduction(tmp_path: Path) -> None:
    v = check(_board(tmp_path, _NAJMUDIN, 3), "me", "p1", RECRUIT)
    assert v.witness is not None
    assert [c.text for c in v.witness.costs] == [
        "pay 3 Gold (T Najmudin's Gold cost, taking its optional -2 Gold "
        "(permanently give him -2C))"
    ]
