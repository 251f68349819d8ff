"""Unread sentences that only lower a Gold Cost or Honor Requirement can't turn a legal Recruit
or Equip, and a Gold-only one can't turn a Recruit illegal for its Honor Requirement (Costs and
restrictions / Changes to costs and payments; h27adv2 F3, F7)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.cost_decreases import decrease_only, gold_decrease_only
from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT
from tests.builders import set_board, set_personality


@pytest.mark.parametrize(
    ("said", "gold", "any_"),
    [
        ("Mieko has -2 Gold Cost while you control a Tactician.", True, True),
        (
            "While Chikao is in an army, Lion Clan Personalities in your provinces have -1 Gold "
            "Cost.",
            True,
            True,
        ),
        (
            "Reduce Jamaira's Gold Cost and Honor Requirement by the highest Personal Honor among "
            "all Personalities in play with a Clan alignment.",
            False,
            True,
        ),
        (
            "Reduce the Honor Requirement of all your Lion Clan Personalities in and out of play "
            "by 5.",
            False,
            True,
        ),
        ("This Item has -1 Gold Cost if you are a Lion Clan player.", True, True),
        (
            "Personalities you own in and out of play have +1 Gold Cost unless they are "
            "Shugenja or Baraunghar.",
            False,
            False,
        ),
        ("Your Personalities have -1 Gold Cost and cannot be bowed.", False, False),
        ("This Personality has -2 Gold Cost and +2F.", False, False),
    ],
)
def test_decreases_read_whole(said: str, gold: bool, any_: bool) -> None:
    assert gold_decrease_only(said) is gold
    assert decrease_only(said) is any_


def _table(gold: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    cards = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": gold},
        set_personality(
            # (not read: "a face-down Personality"; "... while you control a Tactician." is
            # read when settled, solver/in_play_reductions.py)
            "Lioness",
            7,
            text="Lioness has -2 Gold Cost while you control a face-down Personality.",
        ),
        set_personality(
            "Elder",
            2,
            honor_requirement=12,
            text="While Elder is in an army, Lion Clan Personalities in your provinces have -1 "
            "Gold Cost.",
        ),
        set_personality(
            "Rider",
            2,
            honor_requirement=12,
            text="Reduce Rider's Gold Cost and Honor Requirement by the highest Personal Honor "
            "among all Personalities in play with a Clan alignment.",
        ),
        {
            "title": "Flute",
            "types": ["Item"],
            "decks": ["Fate"],
            "gold_cost": 4,
            "text": "This Item has -1 Gold Cost if you are a Lion Clan player.",
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lio", "title": "Lioness", "owner": "me", "zone": "province", "province": 0},
        {"id": "eld", "title": "Elder", "owner": "me", "zone": "province", "province": 1},
        {"id": "rid", "title": "Rider", "owner": "me", "zone": "province", "province": 2},
    ]
    return cards, table


@pytest.mark.parametrize(("gold", "expected"), [(7, "legal"), (5, "unknown")])
def test_an_own_decrease_leaves_a_payable_recruit(tmp_path: Path, gold: int, expected: str) -> None:
    """Payable at the printed 7: legal (the plan not proven cheapest); short by 2: the -2 may
    cover it (unknown)."""
    cards, table = _table(gold)
    verdict = check(set_board(tmp_path, cards, table), "me", "lio", RECRUIT)
    assert verdict.status == expected, verdict.reasons
    if expected == "legal":
        assert verdict.witness is not None and not verdict.witness.plan_optimal


@pytest.mark.parametrize(("tactician", "expected"), [(False, "illegal"), (True, "legal")])
def test_an_own_decrease_read_when_settled(tmp_path: Path, tactician: bool, expected: str) -> None:
    """ "Lioness has -2 Gold Cost while you control a Tactician." read (solver/in_play_reductions):
    no Tactician and nothing may give one, 7 > 5 for certain; a Tactician, 7 - 2 = 5."""
    cards, table = _table(5)
    cards[1] = set_personality(
        "Lioness", 7, text="Lioness has -2 Gold Cost while you control a Tactician."
    )
    if tactician:
        cards.append(set_personality("Tactic", 2, keywords=["Tactician"]))
        table.append({"id": "tac", "title": "Tactic", "owner": "me", "zone": "home"})
    verdict = check(set_board(tmp_path, cards, table), "me", "lio", RECRUIT)
    assert verdict.status == expected, verdict.reasons


@pytest.mark.parametrize(("who", "expected"), [("eld", "illegal"), ("rid", "unknown")])
def test_a_gold_decrease_leaves_an_honor_requirement(
    tmp_path: Path, who: str, expected: str
) -> None:
    """Honor Requirement 12 over Family Honor 10: a Gold decrease can't lift it (illegal); a
    decrease of the Honor Requirement may (unknown)."""
    cards, table = _table(9)
    verdict = check(set_board(tmp_path, cards, table), "me", who, RECRUIT)
    assert verdict.status == expected, verdict.reasons


@pytest.mark.parametrize(("gold", "expected"), [(4, "legal"), (3, "unknown")])
def test_an_items_own_decrease(tmp_path: Path, gold: int, expected: str) -> None:
    cards, table = _table(gold)
    cards.append(set_personality("Host", 1))
    table += [
        {"id": "host", "title": "Host", "owner": "me", "zone": "home"},
        {"id": "flute", "title": "Flute", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, phase="action")
    verdict = check(loaded, "me", "flute", EQUIP)
    assert verdict.status == expected, verdict.reasons
