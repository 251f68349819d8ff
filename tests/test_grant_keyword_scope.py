"""A keyword grant not read, for an action it can't turn (h40adv6 N3): Justice of the Crane's
"This Personality has Magistrate." beside Asahina Nanae's "Open: Target an Air Personality:
Straighten him." (nothing the action meets names Magistrate: `legal`), and Tsuruchi Nobukatsu •
Experienced's "Your Mantis Clan Samurai in and out of play have Magistrate." for Discovering a
Conspiracy's required performer ("your performing unbowed Magistrate"). Real cards by title from
../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _state(pool: CardPool, player: str, clan: str, cards: list[dict[str, Any]]) -> LoadedState:
    data = {
        "turn": 4,
        "active_player": player,
        "phase": "action",
        "players": [
            {"id": player, "clan": clan, "family_honor": 12},
            {"id": "crab", "clan": "crab", "family_honor": 10},
        ],
        "cards": [
            *cards,
            {"id": "csh", "title": "Carpenter Castle", "owner": "crab", "zone": "home"},
            {"id": "daizu", "title": "Hida Daizu • Experienced", "owner": "crab", "zone": "home"},
        ],
    }
    return parse_state(data, "board", None, pool)


def _nanae(pool: CardPool, other: dict[str, Any] | None = None) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "The Aerie", "owner": "crane", "zone": "home"},
        {"id": "nanae", "title": "Asahina Nanae", "owner": "crane", "zone": "home"},
        {"id": "justice", "title": "Justice of the Crane", "owner": "crane", "zone": "home",
         "attached_to": "nanae"},
    ]  # fmt: skip
    return _state(pool, "crane", "crane", [*cards, *([other] if other else [])])


def _mantis(pool: CardPool, *, tomaru_bowed: bool = False, nob: bool = True) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "Kyuden Gotei", "owner": "mantis", "zone": "home"},
        {"id": "tomaru", "title": "Tsuruchi Tomaru", "owner": "mantis", "zone": "home",
         "bowed": tomaru_bowed},
        {"id": "disc", "title": "Discovering a Conspiracy", "owner": "mantis", "zone": "hand"},
    ]  # fmt: skip
    if nob:
        cards.append(
            {"id": "nob", "title": "Tsuruchi Nobukatsu • Experienced", "owner": "mantis",
             "zone": "home", "bowed": True}
        )  # fmt: skip
    return _state(pool, "mantis", "mantis", cards)


def test_nanae_beside_justice_is_legal(pool: CardPool) -> None:
    v = check(_nanae(pool), "crane", "nanae", 0)
    assert v.status == "legal", v.reasons


def test_another_grant_of_the_keyword_is_no_test_of_it(pool: CardPool) -> None:
    # Nobukatsu's grant in play names Magistrate too, but a grant tests nothing (h41trait,
    # ``solver.grant_reach``): Nanae's "Target an Air Personality" stays legal (was unknown)
    nob = {"id": "nob", "title": "Tsuruchi Nobukatsu • Experienced", "owner": "crab",
           "zone": "home"}  # fmt: skip
    v = check(_nanae(pool, nob), "crane", "nanae", 0)
    assert v.status == "legal", v.reasons


def test_a_your_grant_gives_the_required_performer(pool: CardPool) -> None:
    # Tomaru, an unbowed Mantis Clan Samurai, has Magistrate by Nobukatsu's sentence
    v = check(_mantis(pool), "mantis", "disc", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["performer"] == ("tomaru",)


def test_no_unbowed_samurai_given_it_is_illegal(pool: CardPool) -> None:
    # control: Tomaru bowed, Nobukatsu bowed: no unbowed Magistrate, with the grant read
    v = check(_mantis(pool, tomaru_bowed=True), "mantis", "disc", 0)
    assert v.status == "illegal", v.reasons


def test_without_the_grant_it_is_illegal(pool: CardPool) -> None:
    # control: no Nobukatsu, no Magistrate
    v = check(_mantis(pool, nob=False), "mantis", "disc", 0)
    assert v.status == "illegal", v.reasons
