"""A cost a card's own trait adds to its entering play ("As an additional cost of En'you
entering play, either remove a card in your hand from the game or destroy one of your Sake
tokens."; Costs and restrictions / Mandatory costs: "any other costs of entering play listed in
its traits") can only forbid, so an illegal play stays illegal (h22adv1 F16, h24adv1 F8); an
action bringing the card leaves it ``unknown``; its rulebook Recruit reads En'you's alternatives
on the state (solver/entering_either.py, h39fix2)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.entering import read_entering
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality

_ENYOU = (
    "As an additional cost of T Enyou entering play, either remove a card in your hand from the "
    "game or destroy one of your Sake tokens."
)


@pytest.mark.parametrize(
    ("text", "own", "others"),
    [
        (_ENYOU, True, False),
        ("As an additional cost of this Personality entering play, lose 1 Honor.", True, False),
        # another card's entering: said of others
        ("As an additional cost of your Personalities entering play, lose 1 Honor.", False, True),
    ],
)
def test_a_cost_of_entering_play_is_kept_unread(text: str, own: bool, others: bool) -> None:
    r = read_entering(text, "T Enyou")
    assert bool(r.unread) == own and r.unread == ((text,) if own else ())
    assert r.grants_unread == ((text,) if others else ())
    assert not r.changes


def test_a_gold_sentence_of_its_own_is_still_read() -> None:
    r = read_entering("Enters play paying 1 less Gold.", "T Enyou")
    assert r.changes and not r.unread


@pytest.mark.parametrize(
    ("text", "gold", "hand", "expected"),
    [
        # read on the state since h39fix2 (solver/entering_either.py): no card in hand and no
        # Sake token, neither alternative can be paid; a card in hand pays it
        (_ENYOU, 2, False, "illegal"),
        (_ENYOU, 2, True, "legal"),
        (_ENYOU, 1, True, "illegal"),  # an added cost can only forbid: short of Gold stays
        ("", 2, False, "legal"),  # control: no added cost
        ("", 1, False, "illegal"),
    ],
)
def test_recruit_with_an_added_cost_of_entering(
    tmp_path: Path, text: str, gold: int, hand: bool, expected: str
) -> None:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": gold},
        set_personality("T Enyou", 2, text=text),
        set_personality("T Other", 2),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "p1", "title": "T Enyou", "owner": "me", "zone": "province", "province": 1},
    ]
    if hand:
        table.append({"id": "o1", "title": "T Other", "owner": "me", "zone": "hand"})
    loaded = set_board(tmp_path, cards, table)
    assert check(loaded, "me", "p1", RECRUIT).status == expected


@pytest.mark.parametrize(("text", "expected"), [(_ENYOU, "unknown"), ("", "legal")])
def test_a_brought_card_with_an_added_cost_of_entering(
    tmp_path: Path, text: str, expected: str
) -> None:
    """Resurrection's shape: "Bring him into play, paying all costs" pays every cost."""
    bring = (
        "<b>Open:</b> Choose your performing dead Personality: Bring him into play, paying all "
        "costs."
    )
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("T Enyou", 2, text=text),
        {"title": "Rise", "types": ["Strategy"], "decks": ["Fate"], "gold_cost": 0, "text": bring},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "p1", "title": "T Enyou", "owner": "me", "zone": "dynasty_discard", "dead": True},
        {"id": "rise", "title": "Rise", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, phase="action")
    assert check(loaded, "me", "rise", 0).status == expected
