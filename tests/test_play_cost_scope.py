"""Unread Gold-cost sentences about plays are scoped by whom ("You", "for you", "Your": the
sentence's controller) and by the card type they name (h25adv1 F1, F6, F7, F12)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cards import CardType
from solver.good_faith import check
from solver.play_cost_scope import cost_sentence_concerns
from solver.verdict import Play
from tests.builders import KEEP_CARD, set_board, set_personality

GOJU = "You Recruit non-Ninja Personalities for 1 more Gold."
SHIBATA = "Recruiting Personalities has a minimum Gold Cost of 5 for you."
CHUKAGE = "You Equip non-Water Spells for 1 more Gold."
HIKAHIME = "Your non-Ashigaru Personalities in and out of play have +1 Gold Cost."


class _Def:
    def __init__(self, card_type: CardType) -> None:
        self.type = card_type


@pytest.mark.parametrize(
    ("said", "card_type", "yours", "concerns"),
    [
        (GOJU, CardType.PERSONALITY, True, True),
        (GOJU, CardType.PERSONALITY, False, False),  # another player's Sensei
        (GOJU, CardType.HOLDING, True, False),  # not a Personality
        (SHIBATA, CardType.PERSONALITY, True, True),
        (SHIBATA, CardType.PERSONALITY, False, False),
        (SHIBATA, CardType.HOLDING, True, False),
        (CHUKAGE, CardType.SPELL, True, True),
        (CHUKAGE, CardType.ITEM, True, False),
        (CHUKAGE, CardType.PERSONALITY, True, False),
        (HIKAHIME, CardType.PERSONALITY, True, True),
        (HIKAHIME, CardType.HOLDING, True, False),
        # not one of these shapes: left to entering_scope.may_concern
        ("Other players' Personalities have -2 Gold Cost.", CardType.PERSONALITY, False, None),
        ("You Recruit Doji Natsuyo for 1 less Gold.", CardType.PERSONALITY, True, None),
    ],
)
def test_cost_sentence_scope(
    said: str, card_type: CardType, yours: bool, concerns: bool | None
) -> None:
    assert cost_sentence_concerns(said, _Def(card_type), yours) is concerns  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("owner", "recruited", "expected"),
    [
        ("b", "Lord", "legal"),  # the other player's "You Recruit ...": not a's
        ("me", "Lord", "illegal"),  # his own: 2 + 1 Gold, certain (no Ninja), 2 Gold: short
        ("me", "Farm", "legal"),  # his own, but a Holding is no Personality
    ],
)
def test_recruit_under_a_cost_sentence(
    tmp_path: Path, owner: str, recruited: str, expected: str
) -> None:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": 2},
        set_personality("Lord", 2),
        {"title": "Farm", "types": ["Holding"], "decks": ["Dynasty"], "gold_cost": 2},
        {"title": "Dojo", "types": ["Holding"], "decks": ["Dynasty"], "gold_cost": 2, "text": GOJU},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "dojo", "title": "Dojo", "owner": owner, "zone": "home"},
        {"id": "p", "title": recruited, "owner": "me", "zone": "province", "province": 1},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "b", "family_honor": 10}]
    loaded = set_board(tmp_path, cards, table, players=players)
    verdict = check(loaded, "me", "p", Play.RECRUIT)
    assert verdict.status == expected, verdict.reasons
    if expected == "unknown":
        assert "Recruit non-Ninja" in " ".join(verdict.reasons)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # a permission about when and onto whom: it can't close a Gold shortfall
        (
            "You may Equip Water Spells to your unbowed opposed Shugenja as a Battle action.",
            "illegal",
        ),
        # control: a sentence about the Gold may
        ("You may Equip Water Spells for 1 less Gold.", "unknown"),
    ],
)
def test_a_gold_shortfall_beside_a_permission_naming_no_gold(
    tmp_path: Path, said: str, expected: str
) -> None:
    """h25remeasure: Summon Water Kami (3 Gold) with 2 Gold beside Chukage Sensei's "You may
    Equip Water Spells ... as a Battle action" was `unknown`; illegal for its Gold alone."""
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": 2},
        set_personality("Lord", 2, keywords=["Shugenja"]),
        {"title": "Kami", "types": ["Spell"], "decks": ["Fate"], "gold_cost": 3,
         "keywords": ["Water"]},
        {"title": "Dojo", "types": ["Holding"], "decks": ["Dynasty"], "gold_cost": 2, "text": said},
    ]  # fmt: skip
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "dojo", "title": "Dojo", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "k", "title": "Kami", "owner": "me", "zone": "hand"},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "b", "family_honor": 10}]
    loaded = set_board(tmp_path, cards, table, players=players, phase="action")
    verdict = check(loaded, "me", "k", Play.EQUIP)
    assert verdict.status == expected, verdict.reasons
