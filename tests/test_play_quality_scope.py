"""Unread sentences in play that give qualities no rulebook play (Recruit, Equip: Reference 02)
can be turned by: keywords given to abilities ("Your Political abilities in and out of play
have Economic."), and, for a legal Recruit, a penalty to Honor Requirements ("Your Artisans
have -5HR.": Reference 03, a Personality's HR may not be higher than its player's Family
Honor). Controls: the same sentences still doubt what they can turn."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.play_quality_scope import gives_abilities_keywords, lowers_honor_requirement_only
from solver.verdict import Play
from tests.builders import KEEP_CARD, set_board, set_personality


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Your Political abilities in and out of play have Economic.", True),
        ("Your Stronghold's abilities have Tireless.", True),
        ("This action has Absent while this Shugenja is Water.", True),
        (
            "Keisuke's printed ability has Tireless while you control a Terrain or Crab Clan "
            "Personality at his battlefield.",
            True,
        ),
        ("Your Personalities in and out of play have Kharmic.", False),  # cards
        ("Your Kolat cards have Expendable.", False),
        ("Your Courtiers have +1PH.", False),
        # the abilities on some cards: still keywords of abilities, none a play uses
        ("Abilities on Fujigawa's Spells have Unstoppable.", True),
    ],
)
def test_keywords_given_to_abilities(said: str, expected: bool) -> None:
    assert gives_abilities_keywords(said) is expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Your Artisans have -5HR.", True),
        ("Has -2HR while you control the Ring of Air.", True),
        ("Your Artisans have +2HR.", False),
        ("Your Artisans have -5HR and +1F.", False),
        ("Your Samurai have -1F.", False),
    ],
)
def test_a_penalty_to_honor_requirements_only(said: str, expected: bool) -> None:
    assert lowers_honor_requirement_only(said) is expected


def _recruit(tmp_path: Path, said: str, honor_requirement: int) -> Any:
    """``me`` (Family Honor 3, 9 Gold) Recruits an Artisan with ``said`` on his own card."""
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": 9},
        set_personality("Sensei", 0, text=said),
        set_personality("Maker", 2, honor_requirement=honor_requirement, keywords=["Artisan"]),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sen", "title": "Sensei", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Maker", "owner": "me", "zone": "province", "province": 1},
    ]
    players = [{"id": "me", "family_honor": 3}, {"id": "b", "family_honor": 10}]
    return check(set_board(tmp_path, cards, table, players=players), "me", "p", Play.RECRUIT)


def test_a_lower_honor_requirement_cant_turn_a_legal_recruit(tmp_path: Path) -> None:
    """HR 2 against Family Honor 3: legal, and "-5HR" can only keep it so (h25adv1 F2)."""
    verdict = _recruit(tmp_path, "Your Artisans have -5HR.", 2)
    assert verdict.status == "legal", verdict.reasons


def test_a_higher_honor_requirement_still_doubts_a_legal_recruit(tmp_path: Path) -> None:
    """Control: "+5HR" may make HR 2 higher than Family Honor 3."""
    verdict = _recruit(tmp_path, "Your Artisans have +5HR.", 2)
    assert verdict.status == "unknown"
    assert "Your Artisans have +5HR" in " ".join(verdict.reasons)


def test_a_lower_honor_requirement_still_doubts_an_illegal_recruit(tmp_path: Path) -> None:
    """Control: HR 8 against Family Honor 3 fails, and "-5HR" may lift it."""
    verdict = _recruit(tmp_path, "Your Artisans have -5HR.", 8)
    assert verdict.status == "unknown"


def test_an_abilitys_keyword_cant_turn_a_recruit(tmp_path: Path) -> None:
    """ "Your Political abilities in and out of play have Economic." (Tsujiken Sensei): a
    Recruit uses no ability and tests no ability's keyword (h25adv1 r05)."""
    verdict = _recruit(tmp_path, "Your Political abilities in and out of play have Economic.", 2)
    assert verdict.status == "legal", verdict.reasons


def test_an_abilitys_keyword_still_doubts_the_action_it_may_change(tmp_path: Path) -> None:
    """Control: "Your Stronghold's abilities have Tireless." may let the bowed Stronghold's own
    action be used (Reference 04, Tireless): that stays unknown."""
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "text": "<b>Limited:</b> Gain 1 Honor."},
        set_personality("Sensei", 0, text="Your Stronghold's abilities have Tireless."),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home", "bowed": True},
        {"id": "sen", "title": "Sensei", "owner": "me", "zone": "home"},
    ]
    loaded = set_board(tmp_path, cards, table, phase="action")
    verdict = check(loaded, "me", "keep", 0)
    assert verdict.status == "unknown", verdict.reasons
    assert "Tireless" in " ".join(verdict.reasons)


BLOOD = "This Shugenja has Shadowlands."
HUNTER = "<b>Open:</b> Target a Shadowlands Personality: Gain 1 Honor."


def _blood(tmp_path: Path, attached: bool) -> Any:
    """``me``'s Shugenja Sage and the Spell Blood ("This Shugenja has Shadowlands."), in hand or
    attached to Sage; Hunter's action tests Shadowlands."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Sage", 1, keywords=["Shugenja"]),
        set_personality("Hunter", 1, text=HUNTER),
        {"title": "Blood", "types": ["Spell"], "decks": ["Fate"], "gold_cost": 0, "focus": 1,
         "text": BLOOD},
    ]  # fmt: skip
    blood: dict[str, Any] = {"id": "bl", "title": "Blood", "owner": "me", "zone": "hand"}
    if attached:
        blood = {**blood, "zone": "home", "attached_to": "sage"}
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sage", "title": "Sage", "owner": "me", "zone": "home"},
        {"id": "hun", "title": "Hunter", "owner": "me", "zone": "home"},
        blood,
    ]
    return set_board(tmp_path, cards, table, "bl", phase="action")


def test_an_attachments_sentence_about_its_bearer_gives_nothing_from_the_hand(
    tmp_path: Path,
) -> None:
    """Reference 05: out of play, its traits affect only itself; its Equip is not doubted."""
    verdict = check(_blood(tmp_path, attached=False), "me", "bl", Play.EQUIP)
    assert verdict.status == "legal", verdict.reasons


def test_an_attachments_sentence_about_its_bearer_in_play_gives_it(tmp_path: Path) -> None:
    """Control: attached to the Shugenja Sage, "This Shugenja has Shadowlands." is read (h41face,
    ``solver.gate_keywords``): Sage is the Shadowlands Personality Hunter's action needs."""
    verdict = check(_blood(tmp_path, attached=True), "me", "hun", 0)
    assert verdict.status == "legal", verdict.reasons
    assert verdict.witness is not None and "sage" in str(verdict.witness)
