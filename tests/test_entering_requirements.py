"""A card's own requirement to enter play that gives a Holding away ("You must give control of
one of your Gold-producing Holdings with a Gold Cost of 1 or more to another player to bring
this card into play." Otomo Ambassador): Costs and restrictions / Mandatory costs, an action
whose costs can't be paid is illegal (h27adv2 F9, issue 13; ``solver.entering_requirements``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.entering import read_entering
from solver.after_costs import after_costs
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import set_board

SAID = (
    "You must give control of one of your Gold-producing Holdings with a Gold Cost of 1 or more "
    "to another player to bring this card into play."
)


def _cards() -> list[dict[str, Any]]:
    return [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 5},
        {"title": "Envoy", "types": ["Holding"], "gold_cost": 2, "text": SAID},
        {"title": "Mine", "types": ["Holding"], "gold_cost": 2, "text": ":bow:: Produce 2 Gold."},
        {
            "title": "Free Mine",
            "types": ["Holding"],
            "gold_cost": 0,
            "text": ":bow:: Produce 1 Gold.",
        },
        {"title": "Shrine", "types": ["Holding"], "gold_cost": 2, "text": "Nothing happens here."},
        {
            "title": "Odd Mine",
            "types": ["Holding"],
            "gold_cost": 2,
            "text": ":bow:: Produce Gold equal to the phase of the moon.",
        },
    ]


def test_the_sentence_is_kept_as_its_own_entering_text() -> None:
    """The entering reader keeps it whole (not dropped for "Gold-producing")."""
    got = read_entering(SAID, "Envoy")
    assert SAID in got.unread


@pytest.mark.parametrize(
    ("holdings", "expected"),
    [
        ((), "illegal"),  # no Holding at all
        (("Free Mine", "Shrine"), "illegal"),  # Gold Cost 0; no Gold
        (("Mine",), "legal"),
        (("Odd Mine",), "unknown"),  # its Gold not read: it may be Gold-producing
    ],
)
def test_a_holding_to_give(tmp_path: Path, holdings: tuple[str, ...], expected: str) -> None:
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "env", "title": "Envoy", "owner": "me", "zone": "province", "province": 0},
        *(
            {"id": f"h{i}", "title": t, "owner": "me", "zone": "home"}
            for i, t in enumerate(holdings)
        ),
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    loaded = set_board(tmp_path, _cards(), table, players=players)
    if "Odd Mine" in holdings:
        assert loaded.library["Odd Mine"].production_unread
    v = check(loaded, "me", "env", RECRUIT)
    assert v.status == expected, v.reasons
    if expected == "illegal":
        assert "Gold-producing Holding" in v.reasons[0]
    if expected == "legal":
        assert v.witness is not None
        given = [o for o in v.witness.costs if o.kind == "give_control"]
        assert [o.cards for o in given] == [("h0",)]
        assert "give control of a Gold-producing Holding" in given[0].text


def test_no_other_player_to_give_it(tmp_path: Path) -> None:
    """Control: "to another player" with no other player in the game can't be paid."""
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "env", "title": "Envoy", "owner": "me", "zone": "province", "province": 0},
        {"id": "h0", "title": "Mine", "owner": "me", "zone": "home"},
    ]
    loaded = set_board(tmp_path, _cards(), table)
    assert [p.id for p in loaded.state.players] == ["me"]
    assert check(loaded, "me", "env", RECRUIT).status == "illegal"


def test_after_the_recruit_the_holding_is_the_other_players(tmp_path: Path) -> None:
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "env", "title": "Envoy", "owner": "me", "zone": "province", "province": 0},
        {"id": "h0", "title": "Mine", "owner": "me", "zone": "home"},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    loaded = set_board(tmp_path, _cards(), table, players=players)
    after = after_costs(loaded, "me", check(loaded, "me", "env", RECRUIT))
    by = {c.id: c for c in after.state.cards}
    assert by["h0"].controlled_by == "opp" and by["env"].in_play
