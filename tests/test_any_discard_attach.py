"""An attachment targeted in any player's discard pile (h40adv4 N4): "Limited: Target a Follower
in any player's discard pile: Attach it to Jun-Ni, paying all costs." (Moto Jun-Ni). The
targeted Follower may be another player's, and is attached paying its Gold cost; his own
"Followers in this unit have Cavalry." changes no card while his unit has no Follower. Real
cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(
    pool: CardPool, *, discard: str | None = "Ashigaru Elite", gold: int = 2, follower: bool = False
) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"id": "khan", "title": "The Khan's Estate", "owner": "unicorn", "zone": "home"},
        {"id": "junni", "title": "Moto Jun-Ni", "owner": "unicorn", "zone": "home"},
        {"id": "temple", "title": "Temple of Purity", "owner": "phoenix", "zone": "home"},
    ]
    cards += [
        {"id": f"mine{i}", "title": "Copper Mine", "owner": "unicorn", "zone": "home"}
        for i in range(gold // 2)
    ]
    if discard is not None:
        cards.append({"id": "dis", "title": discard, "owner": "phoenix", "zone": "fate_discard"})
    if follower:  # a Follower already in Jun-Ni's unit: his Cavalry grant then reaches it
        cards.append(
            {"id": "sp", "title": "Spearmen", "owner": "unicorn", "zone": "home",
             "attached_to": "junni"}
        )  # fmt: skip
    data = {
        "turn": 5,
        "active_player": "unicorn",
        "phase": "action",
        "players": [
            {"id": "unicorn", "clan": "unicorn", "family_honor": 10},
            {"id": "phoenix", "clan": "phoenix", "family_honor": 10},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def test_the_sentence_is_read(pool: CardPool) -> None:
    ab = pool.definitions()["Moto Jun-Ni"].abilities[0]
    assert ab.not_understood == ()


def test_another_players_follower_is_legal(pool: CardPool) -> None:
    # Ashigaru Elite (7) from Phoenix's discard pile: the Khan's Estate 5 + Copper Mine 2
    v = check(_board(pool), "unicorn", "junni", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("dis",)


def test_no_follower_in_any_discard_is_illegal(pool: CardPool) -> None:
    v = check(_board(pool, discard=None), "unicorn", "junni", 0)
    assert v.status == "illegal", v.reasons


def test_a_follower_too_dear_is_illegal(pool: CardPool) -> None:
    # control: the Khan's Estate alone (5) can't pay Ashigaru Elite's 7
    v = check(_board(pool, gold=0), "unicorn", "junni", 0)
    assert v.status == "illegal", v.reasons


def test_a_follower_in_his_unit_keeps_his_grant_doubted(pool: CardPool) -> None:
    # control: with a Follower in his unit, "Followers in this unit have Cavalry." is unread
    v = check(_board(pool, follower=True), "unicorn", "junni", 0)
    assert v.status == "unknown", v.reasons
    assert any("Cavalry" in r for r in v.reasons)
