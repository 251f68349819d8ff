"""A Recruit's unread entering text that can only set a minimum Gold cost ("Recruiting
Personalities has a minimum Gold Cost of 5 for you.", Shibata Sensei) or only let a player
ignore an Honor Requirement ("Scorpion Clan players ignore Asato's Honor Requirement."): a legal
Recruit whose sources pay the minimum stays legal (Costs and restrictions / Changes to costs;
Reference 03, Honor Requirement behavior). Controls: too little Gold for the minimum, an
Honor Requirement too high, stay unknown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.entering_increase import (
    focus_effect_attach,
    ignores_honor_requirement_only,
    minimum_of,
)
from solver.good_faith import check
from solver.verdict import Play
from tests.builders import KEEP_CARD, set_board, set_personality

SHIBATA = "Recruiting Personalities has a minimum Gold Cost of 5 for you."


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (SHIBATA, 5),
        (
            "Recruiting Personalities has a minimum Gold Cost of 5 for you unless you pay 1 Honor.",
            None,
        ),
        ("You Recruit non-Ninja Personalities for 1 more Gold.", None),
    ],
)
def test_a_minimum_gold_cost(said: str, expected: int | None) -> None:
    assert minimum_of(said) == expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Scorpion Clan players ignore Asato's Honor Requirement.", True),
        ("Crab Clan players may ignore Chiyo's Honor Requirement.", True),
        ("You ignore Hantei XVI's Honor Requirement if you control the Imperial Favor.", True),
        (
            "Your Love Letter Personalities in and out of play have your Clan Alignment and you "
            "ignore their Honor Requirement.",
            False,
        ),
        ("Other players' Personalities have their Honor Requirements increased by 10.", False),
        (
            "You do not lose Honor from your cards' effects and may ignore Honor Requirements.",
            True,
        ),
        ("You do not lose Honor from your cards' effects and may not Recruit Ninja.", False),
    ],
)
def test_ignoring_an_honor_requirement_only(said: str, expected: bool) -> None:
    assert ignores_honor_requirement_only(said) is expected


def _recruit(tmp: Path, gold: int, sensei: str, maker: str = "", hr: int = 0) -> Any:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": gold},
        set_personality("Sensei", 0, text=sensei),
        set_personality("Maker", 2, honor_requirement=hr, text=maker),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sen", "title": "Sensei", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Maker", "owner": "me", "zone": "province", "province": 1},
    ]
    players = [{"id": "me", "family_honor": 3, "clan": "scorpion"}]
    return check(set_board(tmp, cards, table, players=players), "me", "p", Play.RECRUIT)


@pytest.mark.parametrize(("gold", "expected"), [(5, "legal"), (4, "illegal")])
def test_a_minimum_the_sources_pay(tmp_path: Path, gold: int, expected: str) -> None:
    """Maker costs 2; with the minimum 5. Control: 4 Gold is short for certain, the sentence
    read whole for a Personality's Recruit by its controller (h40adv2 N9: it was unknown)."""
    verdict = _recruit(tmp_path, gold, SHIBATA)
    assert verdict.status == expected, verdict.reasons
    if expected == "illegal":
        assert "needs 5 Gold" in " ".join(verdict.reasons)


def test_a_minimum_of_a_keyword_stays_open(tmp_path: Path) -> None:
    """Control: "Recruiting Ninja Personalities ...": whether it applies is not read here."""
    said = "Recruiting Ninja Personalities has a minimum Gold Cost of 5 for you."
    verdict = _recruit(tmp_path, 4, said)
    assert verdict.status == "unknown", verdict.reasons


@pytest.mark.parametrize(("hr", "expected"), [(2, "legal"), (5, "unknown")])
def test_ignoring_an_honor_requirement(tmp_path: Path, hr: int, expected: str) -> None:
    """Maker's own "Scorpion Clan players ignore Maker's Honor Requirement.": HR 2 against Family
    Honor 3 is met anyway. Control: HR 5 may be ignored (unknown)."""
    maker = "Scorpion Clan players ignore Maker's Honor Requirement."
    verdict = _recruit(tmp_path, 9, "", maker, hr)
    assert verdict.status == expected, verdict.reasons


SADAMUNE = (
    "As a Focus Effect, after this duel ends, if your Personality won it, you may attach this "
    "Item to him, ignoring costs."
)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (SADAMUNE, True),
        (
            "As a Focus Effect: After this duel ends, you may attach this card to one of your "
            "Water Shugenja, ignoring Gold cost.",
            True,
        ),
        ("Attaches to a Ruby Champion ignoring costs.", False),
        ("As a Focus Effect, you may not attach this Item.", False),
    ],
)
def test_a_focus_effect_attach(said: str, expected: bool) -> None:
    assert focus_effect_attach(said) is expected


def _equip(tmp: Path, gold: int) -> Any:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": gold},
        set_personality("Bearer", 1),
        {"title": "Blade", "types": ["Item"], "decks": ["Fate"], "gold_cost": 3, "focus": 1,
         "keywords": ["Weapon"], "text": SADAMUNE},
    ]  # fmt: skip
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "b", "title": "Bearer", "owner": "me", "zone": "home"},
        {"id": "bl", "title": "Blade", "owner": "me", "zone": "hand"},
    ]
    return check(set_board(tmp, cards, table, "e", phase="action"), "me", "bl", Play.EQUIP)


@pytest.mark.parametrize(("gold", "expected"), [(3, "legal"), (2, "unknown")])
def test_a_focus_effect_attach_beside_the_equip(tmp_path: Path, gold: int, expected: str) -> None:
    """A legal Equip stands; control: 2 Gold for 3 is short, and attaching "ignoring costs" (the
    sentence not read) stays named (an illegal play is not narrowed)."""
    verdict = _equip(tmp_path, gold)
    assert verdict.status == expected, verdict.reasons
    if expected == "unknown":
        assert "As a Focus Effect" in " ".join(verdict.reasons)
