"""A Sensei's list of refusals ending in "or take Political actions" (h41adv7 N6): "You cannot
gain Honor, issue challenges, or take Political actions." (Voitagi Sensei, Ikikashi Sensei)
forbids its controller's Political actions (Effects / "May not"); the refusals before it stay
unread. Real cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext.ongoing_alternatives import split_alternatives
from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check

SENSEI = "You cannot gain Honor, issue challenges, or take Political actions."
BANNED = "an ongoing effect says you may not take this action"


def _board(pool: CardPool, sensei: str, sensei_owner: str = "a") -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "a", "zone": "home"},
        {"id": "iron", "title": "Iron Mine", "owner": "a", "zone": "home"},
        {"id": "jk", "title": "Yasuki Jinn-Kuen", "owner": "a", "zone": "home"},
        {"id": "bsh", "title": "The Aerie", "owner": "b", "zone": "home"},
        {"id": "sensei", "title": sensei, "owner": sensei_owner, "zone": "home"},
    ]
    data = {
        "turn": 5,
        "active_player": "a",
        "phase": "action",
        "players": [
            {"id": "a", "clan": "crab", "family_honor": 10},
            {"id": "b", "clan": "crane", "family_honor": 14},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def test_the_list_is_split_at_its_last_refusal() -> None:
    assert split_alternatives(SENSEI) == (
        "You may not take Political actions.",
        "You cannot gain Honor, issue challenges.",
    )
    assert split_alternatives("You cannot gain Honor or issue challenges.") is None
    assert split_alternatives("You cannot take Battle actions.") is None


@pytest.mark.parametrize("sensei", ["Voitagi Sensei", "Ikikashi Sensei"])
def test_the_senseis_controller_may_not_take_a_political_action(
    pool: CardPool, sensei: str
) -> None:
    verdict = check(_board(pool, sensei), "a", "jk", 0)
    assert verdict.status == "illegal", verdict.reasons
    # the ban named with its card and sentence, code ``condition`` (h45adv3 W2)
    first = verdict.details[0]
    assert first.text.startswith(BANNED) and f"{sensei} (sensei): 'You cannot" in first.text
    assert first.code == "condition" and "sensei" in first.cards


@pytest.mark.parametrize("sensei", ["Voitagi Sensei", "Ikikashi Sensei"])
def test_another_players_sensei_forbids_nothing_here(pool: CardPool, sensei: str) -> None:
    """Control: the Sensei binds only its controller ("You")."""
    verdict = check(_board(pool, sensei, sensei_owner="b"), "a", "jk", 0)
    assert not any(r.startswith(BANNED) for r in verdict.reasons), verdict.reasons
