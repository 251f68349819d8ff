"""A Personality's own refusal of challenges ("Will not attach Followers or issue challenges."
Kakita Yoshi) can change only an action that issues a challenge or attaches or brings a card:
another action read in full is answered on its own (h28adv1 p09/r10, Confusion at Court and A
Stout Heart: a needless unknown); an action naming a challenge keeps the doubt (control)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.abilities import Ability
from model.cards import CardType
from model.cardtext import import_text
from solver.challenge_scope import challenge_spares, own_challenge_refusal
from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board, set_personality, set_strategy

YOSHI = "Will not attach Followers or issue challenges."


@pytest.mark.parametrize(
    ("said", "title", "own"),
    [
        (YOSHI, "Kakita Yoshi", True),
        ("This Personality cannot issue challenges.", "X", True),
        ("Will not challenge or be challenged.", "X", True),
        ("Yoshi will not issue challenges.", "Kakita Yoshi", True),
        ("Will not attach cards or issue challenges.", "X", True),
        # not its own, or more said
        ("Your Personalities may not issue challenges during your Action Phase.", "X", False),
        ("Kayo may not issue challenges and has +1C if he has any :maho: Spells.", "Kayo", False),
        ("Otemi will not issue challenges.", "Kakita Yoshi", False),
    ],
)
def test_own_challenge_refusals(said: str, title: str, own: bool) -> None:
    assert own_challenge_refusal(said, title) is own


def _ability(text: str) -> Ability:
    (got,) = import_text(text, title="Trick", card_type=CardType.STRATEGY).abilities
    return got


def test_what_it_spares() -> None:
    assert challenge_spares(YOSHI, "Kakita Yoshi", _ability("Open: Gain 1 Honor."))
    duel = _ability(
        "Battle: Your target unbowed Personality challenges a target enemy Personality."
    )
    assert not challenge_spares(YOSHI, "Kakita Yoshi", duel)
    assert not challenge_spares("You may not take Political actions.", "X", duel)
    assert not challenge_spares(YOSHI, "Kakita Yoshi", None)  # a Recruit or Equip


def _check(tmp: Path, text: str) -> Any:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Kakita Yoshi", 0, text=YOSHI),
        set_personality("Lord", 0),
        set_strategy("Trick", text),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "foe", "title": "Lord", "owner": "them", "zone": "home"},
        {"id": "yoshi", "title": "Kakita Yoshi", "owner": "them", "zone": "home"},
        {"id": "tri", "title": "Trick", "owner": "me", "zone": "hand"},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    loaded = set_board(tmp, cards, table, phase="action", players=players)
    return check(loaded, "me", "tri", 0)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("<b>Open:</b> Gain 1 Honor.", "legal"),
        (
            "<b>Open:</b> Your target Personality challenges a target Personality controlled by "
            "another player.",
            "unknown",
        ),
    ],
)
def test_an_action_issuing_no_challenge(tmp_path: Path, text: str, expected: str) -> None:
    verdict = _check(tmp_path, text)
    assert verdict.status == expected, verdict.reasons
    if expected == "unknown":
        assert YOSHI in verdict.reasons[0]
