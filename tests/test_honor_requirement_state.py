"""A Personality's Honor Requirement as the state sets it (Reference 03, Honor Requirement
behaviour): a modifier that brings it to exactly 0, and the player who lost Honor to another
player's action (the documented ``past`` event, or the player's ``lost_honor_to_others``)."""

from __future__ import annotations

from typing import Any

import pytest

from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import DEFS, board, card

_LORD: dict[str, Any] = {
    "title": "T Lord",
    "type": "personality",
    "clan": ["dragon"],
    "force": 1,
    "chi": 1,
    "personal_honor": 1,
    "honor_requirement": 6,
    "gold_cost": 2,
}


def _status(
    *, modifier: int | None = None, past: list[dict[str, Any]] | None = None, **me: Any
) -> str:
    lord = card("p", "T Lord", "me", zone="province", province=0)
    if modifier is not None:
        lord["modifiers"] = [{"stat": "honor_requirement", "amount": modifier}]
    loaded = board(
        [*DEFS, _LORD],
        [card("sh", "T Stronghold", "me"), lord],
        phase="dynasty",
        players=[
            {"id": "me", "family_honor": 4, "clan": "dragon", **me},
            {"id": "them", "family_honor": 5},
        ],
        past=past or [],
    )
    return check(loaded, "me", "p", RECRUIT).status


@pytest.mark.parametrize(
    ("modifier", "expected"),
    [(None, "illegal"), (-1, "illegal"), (-2, "legal"), (-6, "legal"), (-8, "legal")],
)
def test_a_modifier_bringing_the_honor_requirement_to_zero(
    modifier: int | None, expected: str
) -> None:
    """Honor Requirement 6 against Family Honor 4: a modified 0 is 0, not the printed 6 (found
    by h26adv1 F8: ``raw_stat(...) or hr`` fell back on a 0)."""
    assert _status(modifier=modifier) == expected


@pytest.mark.parametrize(
    ("fact", "expected"),
    [
        ({"period": "game", "happened": True, "player": "me"}, "legal"),
        ({"period": "turn", "happened": True, "player": "me"}, "legal"),
        ({"period": "game", "happened": True, "player": "them"}, "illegal"),
        ({"period": "game", "happened": False, "player": "me"}, "illegal"),
    ],
)
def test_the_past_event_lost_honor_to_another(fact: dict[str, Any], expected: str) -> None:
    """The documented ``past`` event ``lost_honor_to_another`` of the player (in any period: all
    are in this game) lifts the Honor Requirement of a Personality of his Clan (found by h26adv1
    F3: only the player field did)."""
    assert _status(past=[{"event": "lost_honor_to_another", **fact}]) == expected


def test_the_player_field_and_another_clan() -> None:
    assert _status(lost_honor_to_others=True) == "legal"
    past = [{"event": "lost_honor_to_another", "period": "game", "happened": True, "player": "me"}]
    lord_other_clan = {**_LORD, "clan": ["crab"]}
    loaded = board(
        [*DEFS, lord_other_clan],
        [card("sh", "T Stronghold", "me"), card("p", "T Lord", "me", zone="province", province=0)],
        phase="dynasty",
        players=[
            {"id": "me", "family_honor": 4, "clan": "dragon"},
            {"id": "them", "family_honor": 5},
        ],
        past=past,
    )
    assert check(loaded, "me", "p", RECRUIT).status == "illegal"  # not his Clan: still applies
