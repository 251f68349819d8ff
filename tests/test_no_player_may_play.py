"""A play ban written "No player may play <Title> ..." (Watchtower: "No player may play Sneak
Attack during a battle at this Province's battlefield."): Good Faith asks that the card can be
played now (Abilities and actions / Good Faith Rule), and the ban's place ("a battle at this
Province's battlefield") is not read, so Sneak Attack is `unknown` beside it, never legal
(h36perm: the sentence was dropped, a possible false legal). Another Strategy is untouched, and
so is a Recruit of another title, Watchtower's own among them (h37adv3 N12)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.copy_scope import other_title
from solver.good_faith import check
from solver.no_player_ban import no_player_title
from solver.verdict import Play
from tests.builders import pool_state

BATTLE = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "b-p1",
    "attacker": "a",
    "defender": "b",
    "event": {"kind": "engaging", "timing": "after"},
}


def _state(pool: Any, tmp: Path, watchtower: bool) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "nanae", "title": "Asahina Nanae", "owner": "a", "zone": "battlefield",
         "battlefield": "b-p1"},
        {"id": "sneak", "title": "Sneak Attack", "owner": "a", "zone": "hand"},
    ]  # fmt: skip
    if watchtower:
        cards.append({"id": "watch", "title": "Watchtower", "owner": "b", "zone": "home"})
    return pool_state(tmp, pool, cards, **BATTLE)


def test_sneak_attack_beside_watchtower_is_unknown(pool: Any, tmp_path: Path) -> None:
    v = check(_state(pool, tmp_path, True), "a", "sneak", 0)
    assert v.status == "unknown"
    assert "No player may play Sneak Attack" in v.reasons[0]


def test_control_without_watchtower_legal(pool: Any, tmp_path: Path) -> None:
    assert check(_state(pool, tmp_path, False), "a", "sneak", 0).status == "legal"


def _dynasty(pool: Any, tmp: Path, target: str, gold: bool, in_play: bool) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "The Esteemed Palace of the Crane", "owner": "a", "zone": "home",
         "bowed": True},
        {"id": "p1", "title": target, "owner": "a", "zone": "province", "province": 1},
    ]  # fmt: skip
    if gold:
        cards.append({"id": "copper", "title": "Copper Mine", "owner": "a", "zone": "home"})
    if in_play:
        cards.append({"id": "watch", "title": "Watchtower", "owner": "a", "zone": "home"})
    return pool_state(tmp, pool, cards, phase="dynasty")


@pytest.mark.parametrize(
    ("target", "gold", "in_play", "status"),
    [
        ("Watchtower", True, False, "legal"),  # its own Recruit (h37adv3 N12: was unknown)
        ("Watchtower", True, True, "legal"),  # beside another Watchtower in play
        ("Remote Village", False, True, "illegal"),  # another card: 3 > 0 (was unknown)
        ("Watchtower", False, False, "illegal"),  # control: no Gold
    ],
)
def test_the_ban_leaves_other_titles_untouched(
    pool: Any, tmp_path: Path, target: str, gold: bool, in_play: bool, status: str
) -> None:
    """The ban names Sneak Attack only: a Recruit of another title, Watchtower's own among
    them, is answered as without it (``solver.no_player_ban``)."""
    v = check(_dynasty(pool, tmp_path, target, gold, in_play), "a", "p1", Play.RECRUIT)
    assert v.status == status, v.reasons


@pytest.mark.parametrize(
    ("said", "named"),
    [
        ("No player may play Sneak Attack during a battle at this Province's battlefield.",
         "Sneak Attack"),
        ("No player may play Sneak Attack.", "Sneak Attack"),
        ("No player may play Terrains during this battle.", None),  # a plural: a kind
        ("No player may play Kolat cards.", None),
        ("No player may play Kiho during this battle.", None),  # a keyword of the card
        ("No player may bring more than one Follower into play per turn.", None),
    ],
)  # fmt: skip
def test_no_player_title(said: str, named: str | None) -> None:
    assert no_player_title(said, ("kiho", "monk")) == named
    if named == "Sneak Attack":  # the title itself keeps the sentence (its play stays in doubt)
        assert not other_title(said, "Sneak Attack", ())
        assert other_title(said, "Watchtower", ())
