"""An action that brings one of several cards (Recruitment Station: "Equip a Follower, paying 2
less Gold") is legal when one card it may bring settles, though another would be doubted: its
own "Will only attach to a Personality who has won a duel this game." not read (h38gold2: "a
Human" is read now), or a trait sentence naming the play that may reach
it (Benika Sensei's "Your Personalities cannot Equip Shadowlands Followers."). The search passes
over a witness ``doubt_brought`` would doubt (solver/bring_price.py ``settled_host``), within
its time limit; with none that settles the answer stays unknown (h23adv1 F4-F7: the search asked
those only of the witness, a needless unknown when the cheapest card was doubted)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from tests.builders import set_board, set_personality

_EQUIP = "<b>Open:</b> Equip a Follower, paying 2 less Gold."
_STEED = "Will only attach to a Personality who has won a duel this game."
_BENIKA = "Your Personalities cannot Equip Shadowlands Followers."


def _board(tmp: Path, cheap: dict[str, Any], dear: bool, sensei: str = "") -> Any:
    """The cheap Follower (4, 2 after the reduction) paid by a 2-Gold Farm; the dear one (5, 3)
    only by the 5-Gold Mine: the cheapest witness brings the cheap one."""
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 0},
        {"title": "Farm", "types": ["Holding"], "gold_cost": 2, "gold_production": 2},
        {"title": "Mine", "types": ["Holding"], "gold_cost": 5, "gold_production": 5},
        set_personality("Samurai", 3),
        {"title": "Station", "types": ["Strategy"], "decks": ["Fate"], "text": _EQUIP},
        {"title": "Steed", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 4, **cheap},
        {"title": "Scouts", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 5},
        {"title": "Sensei", "types": ["Sensei"], "gold_production": 0, "text": sensei},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "farm", "title": "Farm", "owner": "me", "zone": "home"},
        {"id": "mine", "title": "Mine", "owner": "me", "zone": "home"},
        {"id": "sam", "title": "Samurai", "owner": "me", "zone": "home"},
        {"id": "st", "title": "Station", "owner": "me", "zone": "hand"},
        {"id": "steed", "title": "Steed", "owner": "me", "zone": "hand"},
        {"id": "sen", "title": "Sensei", "owner": "me", "zone": "home"},
    ]
    if dear:
        table.append({"id": "scouts", "title": "Scouts", "owner": "me", "zone": "hand"})
    return set_board(tmp, cards, table, f"b{dear}{bool(sensei)}", phase="action")


@pytest.mark.parametrize("cheapest", [False, True])
def test_another_card_settles_it(tmp_path: Path, cheapest: bool) -> None:
    v = check(_board(tmp_path, {"text": _STEED}, True), "me", "st", 0, cheapest=cheapest)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.brought == "scouts"
    # the doubted card, cheaper and maybe legal too: the cheapest is not proven
    assert not v.witness.cheapest


def test_a_trait_that_may_reach_every_card_stays_unknown(tmp_path: Path) -> None:
    """Benika Sensei's sentence speaks of Shadowlands Followers only: with nothing on the board
    that may give the Scouts Shadowlands they settle it (solver/play_keyword_scope.py); once a
    card's unread sentence may give Followers Shadowlands, it may reach the Scouts too, so no
    card settles."""
    v = check(_board(tmp_path, {"keywords": ["Shadowlands"]}, True, _BENIKA), "me", "st", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.brought == "scouts"
    given = _BENIKA + " Your Followers have Shadowlands while you control a Farm."
    v = check(_board(tmp_path, {"keywords": ["Shadowlands"]}, True, given), "me", "st", 0)
    assert v.status == "unknown" and "Shadowlands" in v.reasons[0], v.reasons


@pytest.mark.parametrize(
    ("cheap", "sensei"),
    [({"text": _STEED}, ""), ({"keywords": ["Shadowlands"]}, _BENIKA)],
    ids=["own-text", "trait-in-play"],
)
def test_the_doubted_card_alone_stays_unknown(
    tmp_path: Path, cheap: dict[str, Any], sensei: str
) -> None:
    v = check(_board(tmp_path, cheap, False, sensei), "me", "st", 0)
    assert v.status == "unknown", v.reasons
    assert ("won a duel" if not sensei else "Shadowlands") in v.reasons[0]


def test_a_settled_cheapest_card_is_proven(tmp_path: Path) -> None:
    v = check(_board(tmp_path, {}, True), "me", "st", 0, cheapest=True)
    assert v.status == "legal" and v.witness is not None, v.reasons
    assert v.witness.brought == "steed" and v.witness.cheapest
