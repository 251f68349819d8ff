"""Moto Gaheris • Experienced's ban on other players' Strategies "unless their effects will
unconditionally move or destroy him" and a Terrain that destroys a Terrain and puts itself into
play ("Destroy a Terrain (if able). Put this Terrain into play.", Blanketed Forest; h39adv4 r2
c-bf): a Terrain is never a Personality, and the Forest's own "Personalities cannot move to or
from this battlefield." is a trait once in play (Effects / Blind cards rule), not an effect of
the action: no choice moves or destroys him, so it is illegal while he is at the current
battlefield. Real cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

import pytest

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _card(cid: str, title: str, owner: str = "crab", zone: str = "home", **kw: Any) -> Any:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _board(
    pool: CardPool, gaheris_at: str | None, terrain: str = "Blanketed Forest"
) -> LoadedState:
    """Unicorn attacks Crab at crab-p1 (Combat Segment); Crab's ``terrain`` in hand."""
    cards = [
        _card("kyuden", "Kyuden Hida • Experienced"),
        _card("watsuki", "Kaiu Watsuki", zone="battlefield", battlefield="crab-p1"),
        _card("bf", terrain, zone="hand"),
        _card("plains", "Plains of the Maiden", "uni"),
        _card("kat", "Kataoka", "uni", zone="battlefield", battlefield="crab-p1"),
    ]
    if gaheris_at is not None:
        cards.append(
            _card("gah", "Moto Gaheris • Experienced", "uni", "battlefield", battlefield=gaheris_at)
        )
    data = {
        "turn": 7,
        "active_player": "uni",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "crab-p1",
        "attacker": "uni",
        "defender": "crab",
        "players": [
            {"id": "uni", "clan": "unicorn", "family_honor": 16},
            {"id": "crab", "clan": "crab", "family_honor": 12},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def test_a_terrain_destroying_a_terrain_is_barred_by_gaheris(pool: CardPool) -> None:
    v = check(_board(pool, "crab-p1"), "crab", "bf", 0)
    assert v.status == "illegal", v.reasons
    assert "Gaheris" in v.reasons[0] and "destroy a Terrain" in v.reasons[0]


def test_without_gaheris_here_it_is_legal(pool: CardPool) -> None:
    # controls: no Gaheris; Gaheris at another battlefield
    assert check(_board(pool, None), "crab", "bf", 0).status == "legal"
    assert check(_board(pool, "crab-p2"), "crab", "bf", 0).status == "legal"


_TERRAINS = [
    "Sulphurous Swamps",  # traits: discards
    "Open Roads",  # trait: +1F
    "Dense Jungle",  # its action bows (each player's own Personality)
    "Open Ground",  # trait: "you may ... move him here"
    "A Moving Battle",  # trait: moves "your opposed attacking Personalities"
    "Encircled Terrain",  # trait: "Move all other Personalities there home."
    "Walking with the Water",  # its action moves "your target Personality"
]


@pytest.mark.parametrize("title", _TERRAINS)
def test_a_terrain_whose_action_reaches_no_enemy_is_barred(pool: CardPool, title: str) -> None:
    # h39adv5 N1: the Terrain's other sentences are traits once in play, not its action's
    v = check(_board(pool, "crab-p1", title), "crab", "bf", 0)
    assert v.status == "illegal", (title, v.reasons)
    assert "Gaheris" in v.reasons[0]


@pytest.mark.parametrize("title", _TERRAINS)
def test_those_terrains_without_gaheris_here_stay_legal(pool: CardPool, title: str) -> None:
    assert check(_board(pool, "crab-p2", title), "crab", "bf", 0).status == "legal", title


@pytest.mark.parametrize("title", ["Come One at a Time", "Combat at Court"])
def test_a_terrain_granting_a_further_action_keeps_the_doubt(pool: CardPool, title: str) -> None:
    # control: "Take an additional action ...": that action's effects may move him
    assert check(_board(pool, "crab-p1", title), "crab", "bf", 0).status == "unknown", title
