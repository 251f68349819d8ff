"""Stat changes worded without "has +NF" ("has an additional +2F/+1C", "Kuroda +1F/+2C while
...", "'s Force equals ...", "Force has a maximum value ..."; Reference 04), set aside with no
doubt before (issue 13; h29silent2 census): kept unread with the stats they name, so a test of
such a stat is unknown naming the sentence and a test of another stat is untouched."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.builders import set_board, set_personality


@pytest.mark.parametrize(
    ("said", "kinds"),
    [
        (
            "While you control an Earth Ring, Armor of Earth has an additional +2F/+1C.",
            {"stat", "stat:force", "stat:chi"},
        ),
        ("Kuroda +1F/+2C while Hida Kuon is in play.", {"stat", "stat:force", "stat:chi"}),
        ("Shono is +1F/+3C while facing a Ninja card.", {"stat", "stat:force", "stat:chi"}),
        ("This Follower's Force equals 1 plus this Personality's Personal Honor.", None),
        ("Takuni's base Force equals the number of Ports you control.", None),
        ("Domotai's Force has a maximum value equal to his Chi.", None),
        ("Qakar's Chi equals twice the number of other Naga Shugenja you control.", None),
    ],
)
def test_stat_changes_in_other_words_are_kept(said: str, kinds: set[str] | None) -> None:
    """Stat changes not worded "has +NF" were set aside with no doubt (h29silent2 census)."""
    from model.cardtext.qualities import qualities_unread, quality_kinds

    assert qualities_unread([said]) == (said,)
    stat = "stat:chi" if "Chi equals" in said else "stat:force"
    assert quality_kinds(said) == (kinds if kinds is not None else {"stat", stat})


def _bow_weak(tmp_path: Path, armor: str) -> str:
    """An Open "Target a Personality with 2 or less Force: Bow it." whose only candidate is
    Lord (1F) carrying an Item printed with ``armor``."""
    from solver.good_faith import check
    from tests.builders import KEEP_CARD, set_strategy

    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 1),
        set_strategy("Word", "<b>Open:</b> Target a Personality with 2 or less Force: Bow it."),
        {"title": "Armor", "types": ["Item"], "decks": ["Fate"], "gold_cost": 1, "text": armor},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "word", "title": "Word", "owner": "me", "zone": "hand"},
        {"id": "arm", "title": "Armor", "owner": "me", "zone": "home", "attached_to": "lord"},
    ]
    return check(set_board(tmp_path, cards, table, "w", phase="action"), "me", "word", 0).status


def test_an_additional_force_bonus_doubts_a_force_test(tmp_path: Path) -> None:
    """ "this card has an additional +2F" may raise Lord's Force past 2 (Reference 03: an
    Item's modifiers are its Personality's): the legal answer (it was silent) is unknown; a
    Chi-only wording leaves the Force test alone."""
    assert _bow_weak(tmp_path, "This card has an additional +2F while you have a Ring.") == (
        "unknown"
    )
    assert _bow_weak(tmp_path, "This card has an additional +2C while you have a Ring.") == (
        "legal"
    )


@pytest.mark.parametrize(
    "said",
    [
        "Tsukimi has the element keywords of all Personalities you control.",
        "This Holding has every non-boldface keyword on your face-up Holdings.",
        "While this card is attached, this Personality has that keyword.",
        "If this Personality has the base Naval or Cavalry keyword, he has both Naval and Cavalry.",
        "This Weapon is One-Handed while attached to a Berserker.",
    ],
)
def test_keywords_given_in_other_words_are_kept(said: str) -> None:
    from model.cardtext.qualities import qualities_unread, quality_kinds

    assert qualities_unread([said]) == (said,)
    assert quality_kinds(said) == {"keyword"}


def test_a_negation_of_keywords_given_is_not_a_grant() -> None:
    from model.cardtext.qualities import qualities_unread

    said = "Negate all Fear effects upon, and giving of the Shadowlands keyword to, your Ratlings."
    assert qualities_unread([said]) == ()


def test_element_keywords_given_doubt_a_keyword_test(tmp_path: Path) -> None:
    """ "Lord has the element keywords of any Rings you control." may make Lord an Earth card:
    a test of Earth on Lord (illegal: he has none) is unknown; the control: no such sentence."""
    from solver.good_faith import check
    from tests.builders import KEEP_CARD, set_strategy

    def status(text: str) -> str:
        cards: list[dict[str, Any]] = [
            KEEP_CARD,
            set_personality("Lord", 1, text=text),
            set_strategy("Word", "<b>Open:</b> Target your Earth Personality: Bow it."),
        ]
        table = [
            {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
            {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
            {"id": "word", "title": "Word", "owner": "me", "zone": "hand"},
        ]
        loaded = set_board(tmp_path, cards, table, "k", phase="action")
        return check(loaded, "me", "word", 0).status

    assert status("Lord has the element keywords of any Rings you control.") == "unknown"
    assert status("Lord has +1F while you control a Ring.") == "illegal"
