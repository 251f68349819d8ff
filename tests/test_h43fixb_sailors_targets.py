"""A target of listed Holding keywords, two of them of two words (h43adv5 U9;
``model.cardtext.target_words``: "Geisha House", "Sake Works"; ``target_alternatives
.gives_stat``). Sailors: "Repeatable Battle/Open, :bow:: Bow a target non-Stronghold Port,
Geisha House, or Sake Works." and "... Give a target non-Stronghold Port, Geisha House, or Sake
Works +2 Gold Production." (Abilities and actions / B, required targeting; Good Faith Rule: a
required target with no candidate can't be announced). Kyuden Gotei is a Stronghold Port.
Real cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state


def _board(tmp: Path, pool: CardPool, holding: str | None) -> Any:
    """Sailors on a Personality, Kyuden Gotei (a Stronghold Port), ``holding`` in play."""
    cards: list[dict[str, Any]] = [
        {"id": "gotei", "title": "Kyuden Gotei", "owner": "a", "zone": "home"},
        {"id": "hiromi", "title": "Yoritomo Hiromi • Experienced", "owner": "a", "zone": "home"},
        {
            "id": "sailors",
            "title": "Sailors",
            "owner": "a",
            "zone": "home",
            "attached_to": "hiromi",
        },
        {"id": "csh", "title": "Shiro no Yojin", "owner": "b", "zone": "home"},
    ]
    if holding is not None:
        cards.append({"id": "hold", "title": holding, "owner": "b", "zone": "home"})
    return pool_state(tmp, pool, cards)


@pytest.mark.parametrize("ability", [0, 1])
def test_sailors_no_such_target_is_illegal(tmp_path: Path, pool: CardPool, ability: int) -> None:
    """Only the Stronghold Port in play: no target, illegal (was unknown, "not modelled")."""
    v = check(_board(tmp_path, pool, "Small Farm"), "a", "sailors", ability)
    assert v.status == "illegal", v.reasons
    assert any("required targeting" in r for r in v.reasons), v.reasons


@pytest.mark.parametrize("ability", [0, 1])
@pytest.mark.parametrize("holding", ["Geisha House", "Blue Tanuki Bar", "Kobune Port"])
def test_sailors_targets_each_listed_keyword(
    tmp_path: Path, pool: CardPool, ability: int, holding: str
) -> None:
    """Control: a Geisha House, a Sake Works (Blue Tanuki Bar) or a non-Stronghold Port in
    play: legal, that card the target."""
    v = check(_board(tmp_path, pool, holding), "a", "sailors", ability)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets == {"target1": ("hold",)}


def test_sailors_stronghold_port_never_targeted(tmp_path: Path, pool: CardPool) -> None:
    """Control: Kyuden Gotei named as the target is refused (non-Stronghold)."""
    board = _board(tmp_path, pool, "Geisha House")
    v = check(board, "a", "sailors", 0, targets={"target1": ["gotei"]})
    assert v.status == "illegal", v.reasons


def _rage(tmp: Path, pool: CardPool, extra: str | None) -> Any:
    """Earth's Unfettered Rage ("Open, :bow:: Give your target Follower or Samurai +3F.") on
    Kitsu Okura (a Shugenja, no Samurai); ``extra`` in play, the player's."""
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "The Aerie", "owner": "a", "zone": "home"},
        {"id": "okura", "title": "Kitsu Okura", "owner": "a", "zone": "home"},
        {
            "id": "rage",
            "title": "Earth's Unfettered Rage",
            "owner": "a",
            "zone": "home",
            "attached_to": "okura",
        },
        {"id": "csh", "title": "Shiro no Yojin", "owner": "b", "zone": "home"},
        {"id": "sido", "title": "Ikoma Sido", "owner": "b", "zone": "home"},
    ]
    if extra is not None:
        cards.append({"id": "x", "title": extra, "owner": "a", "zone": "home"})
        if extra == "Ashigaru":  # a Follower, attached to a Personality
            cards[-1]["attached_to"] = "okura"
    return pool_state(tmp, pool, cards)


def test_rage_without_follower_or_samurai_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Keyword alternatives before a stat given ("+3F") are read: no Follower and no Samurai
    of the player's (the opponent's Samurai is not "your"): illegal (was unknown)."""
    v = check(_rage(tmp_path, pool, None), "a", "rage", 0)
    assert v.status == "illegal", v.reasons


@pytest.mark.parametrize("extra", ["Ashigaru", "Doji Genshin"])
def test_rage_with_follower_or_samurai_is_legal(tmp_path: Path, pool: CardPool, extra: str) -> None:
    """Control: a Follower (Ashigaru, attached) or a Samurai (Doji Genshin) of the player's:
    legal."""
    v = check(_rage(tmp_path, pool, extra), "a", "rage", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets == {"target1": ("x",)}
