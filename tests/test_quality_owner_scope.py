""" "Your Artisans have -5HR." (Bukita Sensei) changes only its controller's cards: another
player's Recruit is not doubted by it; its controller's own Recruit still is (h25adv1 F1, F2)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.quality_owner_scope import about_abilities, about_your_cards
from solver.verdict import Play
from tests.builders import KEEP_CARD, set_board, set_personality


@pytest.mark.parametrize(
    ("said", "yours"),
    [
        ("Your Artisans have -5HR.", True),
        ("Your Kolat cards have Expendable.", True),
        ("Your Personalities in and out of play have Kharmic.", True),
        ("While you control a Terrain, Your Samurai have +1F.", True),
        ("Your opponents' Personalities have -1F.", False),
        ("Your enemy Personalities have -1F.", False),
        ("Personalities at this battlefield have +1F.", False),
        ("Kiyofumi has Destined.", False),
    ],
)
def test_about_your_cards(said: str, yours: bool) -> None:
    assert about_your_cards(said) is yours


@pytest.mark.parametrize(("owner", "expected"), [("b", "illegal"), ("me", "unknown")])
def test_an_hr_change_to_its_controllers_cards(tmp_path: Path, owner: str, expected: str) -> None:
    """The Recruit fails its Honor Requirement (8 against Family Honor 3): another player's "Your
    Artisans have -5HR." can't lower it (illegal); the player's own may (unknown: the control)."""
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": 9},
        set_personality("Sensei", 0, text="Your Artisans have -5HR."),
        set_personality("Maker", 2, honor_requirement=8, keywords=["Artisan"]),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sen", "title": "Sensei", "owner": owner, "zone": "home"},
        {"id": "p", "title": "Maker", "owner": "me", "zone": "province", "province": 1},
    ]
    players = [{"id": "me", "family_honor": 3}, {"id": "b", "family_honor": 10}]
    verdict = check(set_board(tmp_path, cards, table, players=players), "me", "p", Play.RECRUIT)
    assert verdict.status == expected, verdict.reasons
    if expected == "unknown":
        assert "Your Artisans" in " ".join(verdict.reasons)


@pytest.mark.parametrize(
    ("terrain_owner", "expected"),
    [
        ("me", "legal"),  # a bonus to my Personalities can't touch the enemy target
        ("them", "unknown"),  # the control: the target's own controller's bonus may (3F -> 4F)
    ],
)
def test_a_bonus_to_its_controllers_cards_in_battle(
    tmp_path: Path, terrain_owner: str, expected: str
) -> None:
    """h25adv2 F1 (Contentious Terrain vs Matsu Karoko's Melee 3 Attack): "Your Personalities
    at this battlefield have +1F." changes only its controller's cards (solver/
    quality_owner_scope.your_cards)."""
    said = "Your Personalities at this battlefield have +1F."
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Actor", 3, text="<b>Battle:</b> Melee 3 Attack."),
        set_personality("Foe", 3, force=3),
        {
            "title": "Hill",
            "types": ["Strategy"],
            "decks": ["Fate"],
            "gold_cost": 0,
            "focus": 1,
            "keywords": ["Terrain"],
            "text": said,
        },
    ]
    at = {"zone": "battlefield", "battlefield": "them-p1"}
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "actor", "title": "Actor", "owner": "me", **at},
        {"id": "foe", "title": "Foe", "owner": "them", **at},
        {"id": "hill", "title": "Hill", "owner": terrain_owner, **at},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    battle = {"segment": "combat", "current_battlefield": "them-p1", "attacker": "me"}
    board = set_board(tmp_path, cards, table, "hill", phase="attack", players=players, **battle)
    v = check(board, "me", "actor", 0)
    assert v.status == expected, v.reasons
    if expected == "unknown":
        assert "Hill (hill): Your Personalities at this battlefield" in v.reasons[0]


@pytest.mark.parametrize(
    ("keywords", "hr", "giver", "expected"),
    [
        ([], 8, "", "illegal"),  # h25adv1 F2 (p02): no Artisan, its own HR above Family Honor
        ([], 0, "", "legal"),  # h25adv1 F2 (r01): a legal Recruit of a non-Artisan
        (["Artisan"], 8, "", "unknown"),  # the control: an Artisan's HR may drop to 3
        # something may make it an Artisan: the doubt stays
        ([], 8, "Your Courtiers have Artisan.", "unknown"),
    ],
)
def test_a_change_to_its_controllers_cards_of_one_keyword(
    tmp_path: Path, keywords: list[str], hr: int, giver: str, expected: str
) -> None:
    """ "Your Artisans have -5HR." (Bukita Sensei) changes only its controller's Artisans
    (solver/quality_owner_scope.your_cards)."""
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": 9, "text": giver},
        set_personality("Sensei", 0, text="Your Artisans have -5HR."),
        set_personality("Maker", 2, honor_requirement=hr, keywords=keywords),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sen", "title": "Sensei", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Maker", "owner": "me", "zone": "province", "province": 1},
    ]
    players = [{"id": "me", "family_honor": 3}, {"id": "b", "family_honor": 10}]
    verdict = check(set_board(tmp_path, cards, table, players=players), "me", "p", Play.RECRUIT)
    assert verdict.status == expected, verdict.reasons
    if expected == "unknown":
        assert "Sensei (sen): Your Artisans have -5HR." in verdict.reasons[0]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Your Political abilities in and out of play have Economic.", True),
        ("Your Stronghold's abilities have Tireless.", True),
        ("Courtesy: Abilities on Fujigawa's Spells have Unstoppable.", True),
        ("Keisuke's printed ability has Tireless while you control a Terrain.", True),
        ("Your Personalities have Economic.", False),
        ("Mitsuru has +2F while opposing a Personality with no abilities.", False),
        ('Your Mantis Clan Personalities have +1F and the ability, "Battle: Bow it."', False),
    ],
)
def test_about_abilities(said: str, expected: bool) -> None:
    assert about_abilities(said) is expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # h25adv1 r05 (Tsujiken Sensei): a keyword to abilities tests no card's keyword
        ("Your Political abilities in and out of play have Economic.", "legal"),
        ("Your Personalities have Economic.", "unknown"),  # the control: a card's keyword
    ],
)
def test_a_keyword_given_to_abilities_and_a_recruit(
    tmp_path: Path, said: str, expected: str
) -> None:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": 9},
        # names Economic elsewhere on the board, so the keyword is not one no text tests
        set_personality("Sensei", 0, text=said + "<br><b>Economic Open:</b> Gain 1 Honor."),
        set_personality("Maker", 2),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sen", "title": "Sensei", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Maker", "owner": "me", "zone": "province", "province": 1},
    ]
    verdict = check(set_board(tmp_path, cards, table), "me", "p", Play.RECRUIT)
    assert verdict.status == expected, verdict.reasons
    if expected == "unknown":
        assert "Sensei (sen): Your Personalities have Economic." in verdict.reasons[0]
