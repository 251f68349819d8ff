"""A permission for attacks to target more ("Ranged Attacks from actions performed by Kahoku may
target dishonorable Personalities with attached Followers.", Bayushi Kahoku • Experienced)
can't give a performer slot a candidate: the performer is the player's own Personality (FAQ,
What performs an action?), never an attack's target (h45adv4 kah1). Real cards from
../shared/data."""

from __future__ import annotations

from typing import Any

import pytest

from model.load import parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(
    pool: CardPool,
    attacker: str,
    kahoku: bool = True,
    extra: tuple[tuple[str, str, str], ...] = (),
) -> Any:
    """Combat at crane's province or mine (``attacker`` the other player): Bayushi Kahoku •
    Experienced (or Akodo Kisho: ``kahoku`` False; mine) and Flanking Assault in my hand; no
    crane card at the battle."""
    field = "crane-p1" if attacker == "me" else "me-p1"
    cards: list[dict[str, Any]] = [
        {"id": "lsh", "title": "Shamate Keep", "owner": "me", "zone": "home"},
        {"id": "csh", "title": "Kyuden Hida • Experienced", "owner": "crane", "zone": "home"},
        {"id": "fa", "title": "Flanking Assault", "owner": "me", "zone": "hand"},
        {
            "id": "ak",
            "title": "Asahina Keigo",
            "owner": "crane",
            "zone": "home",
            "dishonorable": True,
        },
        {"id": "sp", "title": "Spearmen", "owner": "crane", "zone": "home", "attached_to": "ak"},
    ]
    cards.append(
        {
            "id": "kahoku",
            "title": "Bayushi Kahoku • Experienced" if kahoku else "Akodo Kisho",
            "owner": "me",
            "zone": "battlefield",
            "battlefield": field,
        }
    )
    for cid, title, zone in extra:
        where = {"battlefield": field} if zone == "battlefield" else {}
        cards.append({"id": cid, "title": title, "owner": "me", "zone": zone, **where})
    data = {
        "turn": 5,
        "active_player": attacker,
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": field,
        "attacker": attacker,
        "province_strength": 6,
        "players": [
            {"id": "me", "clan": "scorpion", "family_honor": 10},
            {"id": "crane", "clan": "crane", "family_honor": 10},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


@pytest.mark.parametrize("kahoku", [True, False])
def test_no_defending_performer_stands(pool: CardPool, kahoku: bool) -> None:
    """Attacking, I have no defending Personality to perform Flanking Assault: illegal, with
    Kahoku's permission in play (was unknown) as without it (control)."""
    verdict = check(_board(pool, "me", kahoku), "me", "fa", 0)
    assert verdict.status == "illegal"
    assert verdict.reasons[0].startswith("required targeting can't be met: performer:")


def test_a_missing_attack_target_stays_doubted(pool: CardPool) -> None:
    """Defending, Kahoku may perform it; no enemy is at the battle, and his permission may let
    its Ranged Attack target the dishonorable Keigo with a Follower: the doubt stays."""
    verdict = check(_board(pool, "crane"), "me", "fa", 0)
    assert verdict.status == "unknown"
    assert any("Kahoku" in r for r in verdict.reasons)


@pytest.mark.parametrize("kahoku", [True, False])
def test_a_performer_slot_kahoku_cannot_fill(pool: CardPool, kahoku: bool) -> None:
    """Pearls & Spirits is performed by my Shugenja, and Kahoku is none: with no enemy at the
    battle its Ranged Attack has no target, and his permission (for actions he performs) can't
    lift that: illegal with him as without him (control)."""
    hand = (("ps", "Pearls & Spirits", "hand"),)
    loaded = _board(pool, "me", kahoku, extra=(("chukage", "Asako Chukage", "battlefield"), *hand))
    for i in (0, 1):
        verdict = check(loaded, "me", "ps", i)
        assert verdict.status == "illegal"
        assert verdict.reasons[0].startswith("required targeting can't be met: target2:")
