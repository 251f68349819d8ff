"""Trait sentences that give cards keywords, a Clan alignment or stat changes, not read ("This
Personality has Magistrate.", "Samurai at this battlefield have -1F."): while their card is in
play, a verdict that tests that kind of thing is unknown (found as false illegals and legals on
boards of real cards, stop 28); a test of another kind is untouched."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext.qualities import qualities_unread, quality_kinds
from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board, set_personality


@pytest.mark.parametrize(
    ("said", "kinds"),
    [
        ("This Personality has Magistrate.", {"keyword"}),
        ("Samurai at this battlefield have -1F.", {"stat"}),
        ("This Personality has +1PH and Imperial • Magistrate.", {"stat", "keyword"}),
        ("Your other Magistrate Personalities have your Clan alignment.", {"clan"}),
        ("Has -2HR while you control the Ring of Air.", {"stat"}),
    ],
)
def test_reading(said: str, kinds: set[str]) -> None:
    assert qualities_unread([said]) == (said,)
    assert quality_kinds(said) == kinds


@pytest.mark.parametrize(
    "said",
    ["After this card enters play, it has +1F.", "This Holding has +1GP.", "Gain 1 Honor."],
)
def test_not_read_as_giving(said: str) -> None:
    assert qualities_unread([said]) == ()


def _board(tmp: Path, badge: str | None, effects: list[dict[str, Any]] | None = None) -> str:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 1),
        {
            "title": "Word",
            "types": ["Strategy"],
            "decks": ["Fate"],
            "gold_cost": 0,
            "focus": 1,
            "text": "<b>Limited:</b> Target your performing Magistrate: Gain 1 Honor.",
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "word", "title": "Word", "owner": "me", "zone": "hand"},
    ]
    if badge is not None:
        cards.append(
            {"title": "Badge", "types": ["Item"], "decks": ["Fate"], "gold_cost": 1, "text": badge}
        )
        table.append(
            {"id": "b", "title": "Badge", "owner": "me", "zone": "home", "attached_to": "lord"}
        )
    fields: dict[str, Any] = {"phase": "action"}
    if effects:
        fields["effects"] = effects
    return check(set_board(tmp, cards, table, "q", **fields), "me", "word", 0).status


def test_a_keyword_given_by_an_attachment(tmp_path: Path) -> None:
    assert _board(tmp_path, None) == "illegal"  # no Magistrate
    assert _board(tmp_path, "This Personality has Magistrate.") == "unknown"
    # a stat change cannot give a Magistrate: the keyword test stands
    assert _board(tmp_path, "This Personality has +2F.") == "illegal"
