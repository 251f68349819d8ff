"""Moto Gaheris • Experienced's ban on other players' Strategies "unless their effects will
unconditionally move or destroy him" and a Terrain that destroys a Terrain and puts itself into
play ("Destroy a Terrain (if able). Put this Terrain into play.", Blanketed Forest; h39adv4 r2
c-bf): a Terrain is never a Personality, and the Forest's own "Personalities cannot move to or
from this battlefield." is a trait once in play (Effects / Blind cards rule), not an effect of
the action: no choice moves or destroys him, so it is illegal while he is at the current
battlefield. Real cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _card(cid: str, title: str, owner: str = "crab", zone: str = "home", **kw: Any) -> Any:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _board(pool: CardPool, gaheris_at: str | None) -> LoadedState:
    """Unicorn attacks Crab at crab-p1 (Combat Segment); Crab's Blanketed Forest in hand."""
    cards = [
        _card("kyuden", "Kyuden Hida • Experienced"),
        _card("watsuki", "Kaiu Watsuki", zone="battlefield", battlefield="crab-p1"),
        _card("bf", "Blanketed Forest", zone="hand"),
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
