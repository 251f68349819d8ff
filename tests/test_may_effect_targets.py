"""A target of an effect the player may decline ("You may give a target Deathseeker +3F.",
Matsu Gakuya; ``model.cardtext.optional_targeting``): Abilities and actions / B make targeting
optional by "may target" wording; "you may give a target ..." lets the player decline the effect
and its targeting too. Read both ways: legal when a target can be chosen, `unknown` (never a false
illegal, h30rev1) when none can; a plain "give a target ..." stays required (control)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from tests.builders import KEEP_CARD, TWO_PLAYERS, set_board, set_personality

_GAKUYA = (
    "Reaction: Before a Deathseeker is destroyed, gain 3 Honor. {} give a target Deathseeker +3F."
)


def _board(tmp_path: Path, said: str, shielded: bool) -> str:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Gakuya", 6, keywords=["Samurai"], text=_GAKUYA.format(said)),
        set_personality("Seeker", 3, keywords=["Deathseeker"]),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "gakuya", "title": "Gakuya", "owner": "me", "zone": "home"},
        {"id": "seeker", "title": "Seeker", "owner": "them", "zone": "home"},
    ]
    effects = [
        {
            "kind": "may_not",
            "may_not": "be_targeted",
            "cards": {"keyword": ["deathseeker"]},
            "source": "an Event",
        }
    ]
    loaded = set_board(
        tmp_path,
        cards,
        table,
        phase="action",
        players=TWO_PLAYERS,
        trigger="Before a Deathseeker is destroyed",
        effects=effects if shielded else [],
    )
    return check(loaded, "me", "gakuya", 0).status


@pytest.mark.parametrize(
    ("said", "shielded", "status"),
    [
        ("You may", False, "legal"),
        ("You may", True, "unknown"),  # was a false illegal: the player may decline to give
        ("Then", False, "legal"),
        ("Then", True, "illegal"),  # "give a target ...": required (control)
    ],
)
def test_a_target_of_an_effect_the_player_may_decline(
    tmp_path: Path, said: str, shielded: bool, status: str
) -> None:
    assert _board(tmp_path, said, shielded) == status
