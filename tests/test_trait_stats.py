"""Stat changes of a card in play under a condition the state settles (model/trait_stats.py;
Reference 04, Reference 05 Side; issue 13, h27adv1 N5): Castle Walls's "While you are the
Defender and have only one province, your Personalities and Followers have +2F." is applied
when its condition is settled true, changes nothing when false, and stays a doubt when the
state does not say."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.common import CardType, Stat
from model.trait_stats import TraitStat, read_trait_stat
from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board, set_personality

_WALLS = (
    "While you are the Defender and have only one province, your Personalities and Followers "
    "have +2F."
)


def test_read() -> None:
    assert read_trait_stat(_WALLS) == TraitStat(
        ("are the defender", "have only one province"),
        (CardType.PERSONALITY, CardType.FOLLOWER),
        Stat.FORCE,
        2,
    )
    assert read_trait_stat("While you are the Attacker, your Followers have -1C.") == TraitStat(
        ("are the attacker",), (CardType.FOLLOWER,), Stat.CHI, -1
    )


@pytest.mark.parametrize(
    "said",
    [
        # another condition; cards in and out of play; another player's cards; more than a stat
        "While you control a Fortification, your Personalities have +2F.",
        "While you are the Defender, your Personalities in and out of play have +1F and Reserve.",
        "While you are the Defender, enemy Personalities have -1F.",
        "While you are the Defender, your Personalities have +1F and Tactician.",
        "While you are the Defender or have only one province, your Personalities have +2F.",
    ],
)
def test_not_read(said: str) -> None:
    assert read_trait_stat(said) is None


_COMPARE = (
    "<b>Battle:</b> Target your Personality. Bow a target enemy Personality with lower Force "
    "than your Personality's Force."
)


def _battle(tmp: Path, provinces: int | None, *, defender: str = "me") -> Any:
    """them attacks me at me-p1 (or I attack them); my Walls at home and my Crab (3F) there,
    their Raider (4F) there; my province count ``provinces`` (None: not stated)."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        {"title": "Walls", "types": ["Holding"], "decks": ["Dynasty"], "gold_cost": 2,
         "text": _WALLS},
        set_personality("Crab", 3, force=3, text=_COMPARE),
        set_personality("Raider", 3, force=4),
    ]  # fmt: skip
    field = "me-p1" if defender == "me" else "them-p1"
    at = {"zone": "battlefield", "battlefield": field}
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "walls", "title": "Walls", "owner": "me", "zone": "home"},
        {"id": "crab", "title": "Crab", "owner": "me", **at},
        {"id": "raider", "title": "Raider", "owner": "them", **at},
    ]
    me: dict[str, Any] = {"id": "me", "family_honor": 10}
    if provinces is not None:
        me["provinces"] = provinces
    attacker = "them" if defender == "me" else "me"
    return set_board(
        tmp, cards, table, "walls", phase="attack", segment="combat", current_battlefield=field,
        attacker=attacker, defender=defender, active_player=attacker,
        players=[me, {"id": "them", "family_honor": 10, "provinces": 4}],
    )  # fmt: skip


def test_settled_true_is_applied(tmp_path: Path) -> None:
    """Crab 3+2 = 5 > Raider 4: legal (without the bonus 3 < 4: illegal; was unknown)."""
    assert check(_battle(tmp_path, 1), "me", "crab", 0).status == "legal"


def test_settled_false_changes_nothing(tmp_path: Path) -> None:
    assert check(_battle(tmp_path, 2), "me", "crab", 0).status == "illegal"
    assert check(_battle(tmp_path, 1, defender="them"), "me", "crab", 0).status == "illegal"


def test_unsettled_keeps_the_doubt(tmp_path: Path) -> None:
    v = check(_battle(tmp_path, None), "me", "crab", 0)
    assert v.status == "unknown" and "Walls (walls)" in v.reasons[0]
