"""An unread "Your Ronin cards enter play for 1 less Gold and ignoring Honor Requirements."
(Palace of the Breaking Dawn) can't change the play of a card without the Ronin keyword (Costs
and restrictions / Changes to costs and payments): its Gold shortfall, its Honor Requirement,
are answered exactly (h26adv1 F9); a Ronin card's play now reads it too (h38adv2 F2: 1 less
Gold, its Honor Requirement ignored; tests/test_palace_ronin_entry.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import as_view
from solver.good_faith import check
from solver.keyword_entering import keyword_entering_concerns
from solver.verdict import Play
from tests.builders import KEEP_CARD, set_board, set_personality

PALACE = "Your Ronin cards enter play for 1 less Gold and ignoring Honor Requirements."


def _board(tmp: Path, phase: str, keywords: list[str], hr: int = 0) -> Any:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "text": PALACE},
        {"title": "Blade", "types": ["Item"], "decks": ["Fate"], "gold_cost": 5, "focus": 1,
         "keywords": keywords},
        set_personality("Bearer", 1),
        set_personality("Wanderer", 1, keywords=keywords, honor_requirement=hr),
    ]  # fmt: skip
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "b", "title": "Bearer", "owner": "me", "zone": "home"},
        {"id": "bl", "title": "Blade", "owner": "me", "zone": "hand"},
        {"id": "w", "title": "Wanderer", "owner": "me", "zone": "province", "province": 1},
    ]
    players = [{"id": "me", "family_honor": 3}]
    return set_board(tmp, cards, table, phase=phase, players=players)


@pytest.mark.parametrize(
    ("said", "kw", "yours", "expected"),
    [
        (PALACE, [], True, False),
        (PALACE, ["Ronin"], True, None),
        (PALACE, ["Ronin"], False, False),
        ("Palace (sh): " + PALACE, [], True, False),
        ("Your other Fudo cards enter play for 1 less Gold.", [], True, False),
        ("Your Ronin cards enter play for 1 less Gold if you are the Defender.", [], True, None),
        ("Your Holding cards enter play for 1 less Gold.", [], True, None),
        ("Your Crab cards enter play for 1 less Gold.", [], True, None),
    ],
)
def test_whom_the_sentence_concerns(
    tmp_path: Path, said: str, kw: list[str], yours: bool, expected: bool | None
) -> None:
    view = as_view(_board(tmp_path, "action", kw))
    assert keyword_entering_concerns(said, view, view.definition("bl"), "bl", yours) is expected


@pytest.mark.parametrize(("kw", "expected"), [([], "illegal"), (["Ronin"], "illegal")])
def test_a_shortfall_of_a_card_without_the_keyword(
    tmp_path: Path, kw: list[str], expected: str
) -> None:
    """5 Gold, the Keep makes 2: certainly short; a Ronin Blade costs 4 (read), still short."""
    v = check(_board(tmp_path, "action", kw), "me", "bl", Play.EQUIP)
    assert v.status == expected, v.reasons


@pytest.mark.parametrize(("kw", "expected"), [([], "illegal"), (["Ronin"], "legal")])
def test_an_honor_requirement_of_a_card_without_the_keyword(
    tmp_path: Path, kw: list[str], expected: str
) -> None:
    """Honor Requirement 5 against 3 Family Honor: only a Ronin card's is ignored (read)."""
    v = check(_board(tmp_path, "dynasty", kw, hr=5), "me", "w", Play.RECRUIT)
    assert v.status == expected, v.reasons
