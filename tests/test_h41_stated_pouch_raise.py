"""h41misc 2: a state that already writes Coin Pouch's "This Personality has +2 Gold Cost." as
a ``gold_cost`` modifier on its bearer, its ``source`` the Pouch, states that effect (README
"source": a modifier naming a source states that source's effect on the card); the bearer's
re-check (``solver.bearer_cost_raise``) counts it once, not twice."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

_PLAYERS = [
    {"id": "phoenix", "clan": "phoenix", "family_honor": 14},
    {"id": "crab", "clan": "crab", "family_honor": 11},
]


def _board(
    tmp: Path, pool: CardPool, name: str, *, farm: bool, mods: list[dict[str, Any]] | None
) -> Any:
    """Kitsuki Judgment on Yasuki Jekku (7, dishonorable) wearing Coin Pouch; Silver Mine 3,
    Gold Mine 2 (and Small Farm 1), each +1 with Seppun Ritisharu: 7 (9) Gold."""
    jekku: dict[str, Any] = {
        "id": "jekku", "title": "Yasuki Jekku", "owner": "crab", "zone": "home",
        "dishonorable": True,
    }  # fmt: skip
    if mods is not None:
        jekku["modifiers"] = mods
    cards: list[dict[str, Any]] = [
        {"id": "shiba", "title": "Shiro Shiba", "owner": "phoenix", "zone": "home", "bowed": True},
        {"id": "silver", "title": "Silver Mine", "owner": "phoenix", "zone": "home"},
        {"id": "gmine", "title": "Gold Mine", "owner": "phoenix", "zone": "home"},
        {"id": "megu", "title": "Asako Megu", "owner": "phoenix", "zone": "home"},
        {"id": "rit", "title": "Seppun Ritisharu", "owner": "phoenix", "zone": "home"},
        {"id": "kj", "title": "Kitsuki Judgment", "owner": "phoenix", "zone": "hand"},
        {"id": "hida", "title": "Kyuden Hida", "owner": "crab", "zone": "home"},
        jekku,
        {"id": "pouch", "title": "Coin Pouch", "owner": "crab", "zone": "home",
         "attached_to": "jekku"},
    ]  # fmt: skip
    if farm:
        cards.append({"id": "farm", "title": "Small Farm", "owner": "phoenix", "zone": "home"})
    return pool_state(
        tmp, pool, cards, name, turn=5, active_player="phoenix", phase="action", players=_PLAYERS
    )


def _kj(board: Any) -> Any:
    return check(board, "phoenix", "kj", 0, targets={"target2": ("jekku",)})


_STATED = [{"stat": "gold_cost", "amount": 2, "source": "pouch"}]


@pytest.mark.parametrize("source", ["pouch", "Coin Pouch"])
def test_a_stated_raise_is_counted_once(tmp_path: Path, pool: CardPool, source: str) -> None:
    """9 Gold pays Jekku 7 + the stated 2 = 9: ``legal`` (was ``illegal``, "needs 11": the +2
    written by the state and the +2 read from the Pouch both counted); by id or by title."""
    mods = [{"stat": "gold_cost", "amount": 2, "source": source}]
    v = _kj(_board(tmp_path, pool, "a", farm=True, mods=mods))
    assert v.status == "legal", v.reasons


def test_control_the_unstated_raise_is_still_applied(tmp_path: Path, pool: CardPool) -> None:
    """Control: no modifier, the Pouch read: 9 = 9, ``legal``; with 7 Gold, ``illegal``."""
    assert _kj(_board(tmp_path, pool, "b", farm=True, mods=None)).status == "legal"
    v = _kj(_board(tmp_path, pool, "c", farm=False, mods=None))
    assert v.status == "illegal", v.reasons
    assert "needs 9 Gold" in v.reasons[0], v.reasons


def test_control_a_stated_raise_short_of_gold(tmp_path: Path, pool: CardPool) -> None:
    """Control: the stated +2 and 7 Gold: 9 > 7, ``illegal``, needing 9 (not 11)."""
    v = _kj(_board(tmp_path, pool, "d", farm=False, mods=_STATED))
    assert v.status == "illegal", v.reasons
    assert "needs 9 Gold" in v.reasons[0], v.reasons


def test_control_another_sources_raise_adds_to_the_pouch(tmp_path: Path, pool: CardPool) -> None:
    """Control: a +2 from another source is not the Pouch's: 7 + 2 + 2 = 11 > 9, ``illegal``."""
    mods = [{"stat": "gold_cost", "amount": 2, "source": "an opponent's Event"}]
    v = _kj(_board(tmp_path, pool, "e", farm=True, mods=mods))
    assert v.status == "illegal", v.reasons
    assert "needs 11 Gold" in v.reasons[0], v.reasons


def test_a_pouch_modifier_of_another_stat_states_no_raise(tmp_path: Path, pool: CardPool) -> None:
    """h41adv5 R1: a ``force`` modifier naming the Pouch states nothing of the Gold Cost, so the
    +2 is still applied: 7 + 2 = 9 > 7, ``illegal`` (was ``legal``, a false legal)."""
    mods = [{"stat": "force", "amount": 1, "source": "pouch"}]
    v = _kj(_board(tmp_path, pool, "f", farm=False, mods=mods))
    assert v.status == "illegal", v.reasons
    assert "needs 9 Gold" in v.reasons[0], v.reasons
