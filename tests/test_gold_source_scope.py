"""A trait sentence that only adds a Gold source ("Once per turn, produce 1 Gold that can only pay
for a single action from your card in play." Colonial Market) can't turn a legal answer: a
source is used only when chosen (Costs and restrictions / Gold production). Control: the source
itself is read as Gold production and applied exactly."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.gold_source_scope import adds_gold_source_only, pays_less_only
from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board, set_personality

COLONIAL = (
    "Once per turn, produce 1 Gold that can only pay for a single action from your card in play."
)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (COLONIAL, True),
        (
            "Once per turn, if Nishigori is unbowed, produce 3 Gold which can only pay for a "
            "single Strategy's action.",
            True,
        ),
        ("You may not produce Gold from Holdings.", False),
        ("Produce 1 Gold that can only pay for a single action. You may not bow.", False),
    ],
)
def test_a_gold_source_sentence(said: str, expected: bool) -> None:
    assert adds_gold_source_only(said) is expected


def _check(tmp: Path, gold: int, owner: str = "me") -> Any:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,  # 2 Gold
        {"title": "Market", "types": ["Holding"], "decks": ["Dynasty"], "gold_cost": 2,
         "text": f":bow:: Produce 3 Gold.<br>{COLONIAL}"},
        set_personality("Actor", 1, text=f"<b>Limited, :g{gold}::</b> Gain 1 Honor."),
    ]  # fmt: skip
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "mkt", "title": "Market", "owner": owner, "zone": "home", "bowed": True},
        {"id": "act", "title": "Actor", "owner": "me", "zone": "home"},
    ]
    players = [{"id": "me", "family_honor": 5}, {"id": "them", "family_honor": 5}]
    return check(set_board(tmp, cards, table, "g", phase="action", players=players), "me", "act", 0)


@pytest.mark.parametrize("owner", ["me", "them"])
def test_a_payable_action_stays_legal(tmp_path: Path, owner: str) -> None:
    verdict = _check(tmp_path, 2, owner)
    assert verdict.status == "legal", verdict.reasons


@pytest.mark.parametrize(("owner", "expected"), [("me", "legal"), ("them", "illegal")])
def test_the_source_itself_is_applied_exactly(tmp_path: Path, owner: str, expected: str) -> None:
    """Control: 3 Gold against the Keep's 2: the Market's restricted 1 Gold (read as Gold
    production) pays the rest for its controller's action from a card in play, not for another
    player's."""
    verdict = _check(tmp_path, 3, owner)
    assert verdict.status == expected, verdict.reasons


DARK_PATH = (
    "You pay 2 less Gold for your non-Personality Ninja cards and your Ninja Strategy actions."
)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (DARK_PATH, True),
        (
            "You pay :g2: less for :maho: actions and Spells for each player who controls any "
            ":shadowlands: cards.",
            True,
        ),
        ("You pay 2 less Gold for Spells; you may not play Items.", False),
        ("You may pay 2 less Gold for Spells.", False),
        ("You pay 2 more Gold for Spells.", False),
    ],
)
def test_a_lower_payment_sentence(said: str, expected: bool) -> None:
    assert pays_less_only(said) is expected


def _path_check(tmp: Path, gold: int, phase: str) -> Any:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,  # 2 Gold
        {"title": "Path", "types": ["Holding"], "decks": ["Dynasty"], "gold_cost": 2,
         "text": "You pay 2 less Gold for your Limited actions."},
        set_personality("Actor", 1, text=f"<b>Limited, :g{gold}::</b> Gain 1 Honor."),
    ]  # fmt: skip
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "path", "title": "Path", "owner": "me", "zone": "home"},
        {"id": "act", "title": "Actor", "owner": "me", "zone": "home"},
    ]
    players = [{"id": "me", "family_honor": 5}, {"id": "them", "family_honor": 5}]
    loaded = set_board(tmp, cards, table, "g", phase=phase, players=players)
    return check(loaded, "me", "act", 0)


@pytest.mark.parametrize(("phase", "expected"), [("dynasty", "illegal"), ("action", "unknown")])
def test_a_lower_payment_turns_only_a_gold_failure(
    tmp_path: Path, phase: str, expected: str
) -> None:
    """h28adv3 N12: a lower payment can't open a timing window (the Dynasty Phase: illegal); a
    shortfall (4 Gold against the Keep's 2) it may turn stays unknown (control)."""
    verdict = _path_check(tmp_path, 4, phase)
    assert verdict.status == expected, verdict.reasons
