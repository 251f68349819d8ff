"""A restriction on actions from cards of one type ("actions from Events") doubts no action
from a card of another type (h25adv2 F7); a sentence whose only ability is a rulebook one not
modelled ("Dainagon may Lobby as an Open action.") doubts no Equip (h25adv1 F5)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cards import CardType
from solver.good_faith import check
from solver.source_type_scope import actions_from_types
from solver.verdict import Play
from tests.builders import set_board, set_personality, set_strategy


@pytest.mark.parametrize(
    ("said", "types"),
    [
        ("You may not take more than six actions from Events per game.", {CardType.EVENT}),
        ("You may not take actions from Strategies.", {CardType.STRATEGY}),
        # more than the type: not read
        ("You may not take actions from Events or target cards.", None),
        ("Other players' actions from Spells and Items cannot target Kazuki.", None),
        ("You may not take Political actions.", None),
    ],
)
def test_actions_from_types(said: str, types: set[CardType] | None) -> None:
    got = actions_from_types(said)
    assert (None if got is None else set(got)) == types


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # Events only: a Strategy's action is not one (legal, as without the sentence)
        ("You may not take more than six actions from Events per game.", "legal"),
        # control: the same limit on actions from Strategies may forbid it
        ("You may not take more than six actions from Strategies per game.", "unknown"),
    ],
)
def test_event_limit_does_not_doubt_a_strategy(
    tmp_path: Path, sentence: str, expected: str
) -> None:
    cards: list[dict[str, Any]] = [
        set_personality("Sage", 0, text=sentence),
        set_strategy("Plan", "<b>Limited:</b> Gain 1 Honor."),
    ]
    table = [
        {"id": "sage", "title": "Sage", "owner": "me", "zone": "home"},
        {"id": "s", "title": "Plan", "owner": "me", "zone": "hand"},
    ]
    verdict = check(set_board(tmp_path, cards, table, phase="action"), "me", "s", 0)
    assert verdict.status == expected, verdict.reasons
    if expected == "unknown":
        assert sentence in " ".join(verdict.reasons)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Dainagon may Lobby as an Open action.", "illegal"),  # Lobby only: the timing stands
        ("You may Equip Items as an Open action in any phase.", "unknown"),  # control
    ],
)
def test_lobby_sentence_does_not_doubt_an_equip(
    tmp_path: Path, sentence: str, expected: str
) -> None:
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 5},
        set_personality("Doji Dainagon", 0, text=sentence),
        {"title": "Fan", "types": ["Item"], "decks": ["Fate"], "gold_cost": 0},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "dai", "title": "Doji Dainagon", "owner": "me", "zone": "home"},
        {"id": "fan", "title": "Fan", "owner": "me", "zone": "hand"},
    ]
    verdict = check(set_board(tmp_path, cards, table), "me", "fan", Play.EQUIP)  # Dynasty
    assert verdict.status == expected, verdict.reasons
    if expected == "unknown":
        assert sentence in " ".join(verdict.reasons)
