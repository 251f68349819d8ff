"""Coin Pouch's "This Personality has +2 Gold Cost." applied to its bearer
(``solver.bearer_cost_raise``; Reference 03): an answer ``unknown`` only for that sentence is
checked again with the raise written on the bearer's Gold Cost; a settled answer stands
(h39adv2 N7 / p23, h39adv5 N4)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

_KJ_PLAYERS = [
    {"id": "phoenix", "clan": "phoenix", "family_honor": 14},
    {"id": "crab", "clan": "crab", "family_honor": 11},
]


def _kj(tmp: Path, pool: CardPool, name: str, *, rit: bool, pouch_on: str | None) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "shiba", "title": "Shiro Shiba", "owner": "phoenix", "zone": "home", "bowed": True},
        {"id": "silver", "title": "Silver Mine", "owner": "phoenix", "zone": "home"},
        {"id": "gmine", "title": "Gold Mine", "owner": "phoenix", "zone": "home"},
        {"id": "megu", "title": "Asako Megu", "owner": "phoenix", "zone": "home"},
        {"id": "kj", "title": "Kitsuki Judgment", "owner": "phoenix", "zone": "hand"},
        {"id": "hida", "title": "Kyuden Hida", "owner": "crab", "zone": "home"},
        {"id": "jekku", "title": "Yasuki Jekku", "owner": "crab", "zone": "home",
         "dishonorable": True},
        {"id": "kamina", "title": "Akodo Kamina", "owner": "crab", "zone": "home"},
    ]  # fmt: skip
    if rit:
        cards.append({"id": "rit", "title": "Seppun Ritisharu", "owner": "phoenix", "zone": "home"})
    if pouch_on is not None:
        cards.append(
            {"id": "pouch", "title": "Coin Pouch", "owner": "crab", "zone": "home",
             "attached_to": pouch_on}
        )  # fmt: skip
    return pool_state(
        tmp, pool, cards, name, turn=5, active_player="phoenix", phase="action",
        players=_KJ_PLAYERS,
    )  # fmt: skip


def test_ritisharu_beside_the_pouch_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """h39adv2 p23: Silver Mine 3 + Gold Mine 2, 7 with Ritisharu's +1 per Holding; Yasuki
    Jekku (7) with the Pouch costs 9: ``illegal`` (was ``unknown`` naming the Pouch), the
    reason saying the raise was counted."""
    v = check(_kj(tmp_path, pool, "a", rit=True, pouch_on="jekku"), "phoenix", "kj", 0)
    assert v.status == "illegal", v.reasons
    assert "counting Coin Pouch (pouch)'s +2 Gold Cost on Yasuki Jekku" in v.reasons[0]


def test_control_the_pouch_on_another_personality(tmp_path: Path, pool: CardPool) -> None:
    """Control: the Pouch on Akodo Kamina, Jekku still costs 7 = 4 + 3: ``legal``."""
    v = check(_kj(tmp_path, pool, "b", rit=True, pouch_on="kamina"), "phoenix", "kj", 0)
    assert v.status == "legal", v.reasons


def test_control_without_the_pouch(tmp_path: Path, pool: CardPool) -> None:
    """Control: no Pouch: Jekku 7 = Silver Mine 4 + Gold Mine 3 with Ritisharu: ``legal``."""
    v = check(_kj(tmp_path, pool, "c", rit=True, pouch_on=None), "phoenix", "kj", 0)
    assert v.status == "legal", v.reasons


_EP_PLAYERS = [
    {"id": "crane", "clan": "crane", "family_honor": 18},
    {"id": "crab", "clan": "crab", "family_honor": 11},
]


def _battle(tmp: Path, pool: CardPool, name: str, card: str, pouch: str | None) -> Any:
    at = {"zone": "battlefield", "battlefield": "crab-p1"}
    cards: list[dict[str, Any]] = [
        {"id": "aerie", "title": "The Aerie", "owner": "crane", "zone": "home"},
        {"id": "shigeyuki", "title": "Doji Shigeyuki", "owner": "crane", **at},
        {"id": "act", "title": card, "owner": "crane", "zone": "hand"},
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
        {"id": "daizu", "title": "Hida Daizu • Experienced", "owner": "crab", **at},
        {"id": "p1", "title": "Kaiu Watsuki", "owner": "crab", "zone": "province",
         "province": 1},
    ]  # fmt: skip
    if pouch is not None:
        cards.append(
            {"id": "pouch", "title": "Coin Pouch", "owner": "crab" if pouch == "daizu" else "crane",
             **at, "attached_to": pouch,
             "bowed": True}
        )  # fmt: skip
    return pool_state(
        tmp, pool, cards, name, turn=5, active_player="crane", phase="attack", segment="combat",
        current_battlefield="crab-p1", attacker="crane", players=_EP_PLAYERS,
    )  # fmt: skip


def test_easy_persuasion_on_the_raised_unit(tmp_path: Path, pool: CardPool) -> None:
    """h39adv5 ep-pouch: "Pay Gold equal to a target unit's total Gold Cost minus 5" on Daizu
    (9 + 2): 6 > The Aerie's 4: ``illegal`` (was ``unknown``)."""
    board = _battle(tmp_path, pool, "d", "Easy Persuasion", "daizu")
    v = check(board, "crane", "act", 1, targets={"target1": ("daizu",)})
    assert v.status == "illegal", v.reasons


def test_control_easy_persuasion_without_the_pouch(tmp_path: Path, pool: CardPool) -> None:
    """Control: Daizu alone, 9 - 5 = 4 from The Aerie: ``legal``."""
    board = _battle(tmp_path, pool, "e", "Easy Persuasion", None)
    v = check(board, "crane", "act", 1, targets={"target1": ("daizu",)})
    assert v.status == "legal", v.reasons


def test_fugitive_apprehended_lower_than_the_raised_performer(
    tmp_path: Path, pool: CardPool
) -> None:
    """h39adv5 fugitive-pouch: A Fugitive Apprehended, performer Doji Shigeyuki (8) carrying
    the Pouch (10) makes Daizu (9) a lower Gold Cost: ``legal`` (was ``unknown``)."""
    board = _battle(tmp_path, pool, "f", "A Fugitive Apprehended", "shigeyuki")
    v = check(board, "crane", "act", 0, targets={"target2": ("daizu",)})
    assert v.status == "legal", v.reasons


def test_control_fugitive_apprehended_without_the_pouch(tmp_path: Path, pool: CardPool) -> None:
    """Control: no Pouch, Daizu (9) is not lower than Shigeyuki (8): not ``legal``."""
    board = _battle(tmp_path, pool, "g", "A Fugitive Apprehended", None)
    v = check(board, "crane", "act", 0, targets={"target2": ("daizu",)})
    assert v.status == "illegal", v.reasons
