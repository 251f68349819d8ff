"""A permission to Equip as a Battle action, bound to its controller (solver/equip_permissions.py;
Reference 02, Abilities and actions / Designators; issue 13, h27adv1 N6): "Equipping Weapons is
a Battle/Open action for you." lets its controller Equip Weapons in the Combat Segment, not
Followers; another player's "Equipping is a Battle/Open action for you." gives him nothing and
doubts none of his Equips."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from solver.good_faith import check, check_play
from solver.verdict import EQUIP
from tests.builders import set_board, set_personality

_WEAPONS = "Equipping Weapons is a Battle/Open action for you."
_ALL = "Equipping is a Battle/Open action for you."


def _battle(tmp: Path, mine: str, theirs: str, **fields: Any) -> Any:
    """them attacks me at me-p1; my Keep says ``mine``, theirs ``theirs``; my Rai there; in my
    hand a Weapon (Blade) and a Follower (Troops); Gold to spare."""
    cards: list[dict[str, Any]] = [
        {"title": "My Keep", "types": ["Stronghold"], "gold_production": 5, "text": mine},
        {"title": "Their Keep", "types": ["Stronghold"], "gold_production": 5, "text": theirs},
        set_personality("Rai", 3),
        {"title": "Blade", "types": ["Item"], "decks": ["Fate"], "keywords": ["Weapon"],
         "gold_cost": 1, "focus": 1, "force": "+1", "chi": "+0"},
        {"title": "Troops", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 1,
         "focus": 1, "force": 1, "honor_requirement": 0},
    ]  # fmt: skip
    at = {"zone": "battlefield", "battlefield": "me-p1"}
    table = [
        {"id": "mk", "title": "My Keep", "owner": "me", "zone": "home"},
        {"id": "tk", "title": "Their Keep", "owner": "them", "zone": "home"},
        {"id": "rai", "title": "Rai", "owner": "me", **at},
        {"id": "blade", "title": "Blade", "owner": "me", "zone": "hand"},
        {"id": "troops", "title": "Troops", "owner": "me", "zone": "hand"},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    return set_board(
        tmp, cards, table, "equip", phase="attack", segment="combat", current_battlefield="me-p1",
        attacker="them", defender="me", active_player="them", players=players, **fields,
    )  # fmt: skip


def _equip(board: Any, card: str) -> str:
    return check_play(board, "me", card, EQUIP).status


def test_my_weapons_permission_beside_their_general_one(tmp_path: Path) -> None:
    """p15_eastern_hub_equip_battle: my Weapon Equip legal, my Follower Equip illegal (Equip
    is an Open action); their "for you" is theirs (both were unknown)."""
    board = _battle(tmp_path, _WEAPONS, _ALL)
    assert _equip(board, "blade") == "legal"
    assert _equip(board, "troops") == "illegal"


def test_a_general_permission_of_my_own(tmp_path: Path) -> None:
    board = _battle(tmp_path, _ALL, "")
    assert _equip(board, "blade") == "legal"
    assert _equip(board, "troops") == "legal"


def test_another_players_permission_alone(tmp_path: Path) -> None:
    board = _battle(tmp_path, "", _ALL)
    assert _equip(board, "blade") == "illegal"
    assert _equip(board, "troops") == "illegal"


def test_a_pending_event_is_not_read(tmp_path: Path) -> None:
    """With an event pending (a window the rules files leave open) the permission is not
    applied: the Equip stays as before (not legal)."""
    board = _battle(tmp_path, _WEAPONS, "", event={"kind": "engaging"})
    assert _equip(board, "blade") != "legal"


def test_its_own_reaction_is_not_changed_by_it(tmp_path: Path) -> None:
    """Great Falls Castle's "Reaction: After you Equip a Weapon from your hand, draw a card."
    beside its Equip permission: claimed, illegal with no trigger pending (was unknown)."""
    reaction = "<b>Reaction:</b> After you Equip a Weapon from your hand, draw a card."
    board = _battle(tmp_path, f"{_WEAPONS}<br>{reaction}", "")
    assert check(board, "me", "mk", 0).status == "illegal"


_NO_ACTION_WORD = "Equipping Weapons is Battle/Open for you."


def test_the_designator_without_the_word_action(tmp_path: Path) -> None:
    """Yoritomo Matsuo • Experienced's "Equipping Weapons is Battle/Open for you." (the word
    "action" left out) is the same permission (h30adv1 p19: was unknown): my Weapon legal, my
    Follower illegal; another player's gives me nothing (controls)."""
    board = _battle(tmp_path, _NO_ACTION_WORD, "")
    assert _equip(board, "blade") == "legal"
    assert _equip(board, "troops") == "illegal"
    board = _battle(tmp_path, "", _NO_ACTION_WORD)
    assert _equip(board, "blade") == "illegal"
