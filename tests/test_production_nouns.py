"""Noun phrases of what a payment is for, read since issue 14's last pass (Costs and
restrictions / Gold production): "Human" (read as "without the Nonhuman keyword", README),
"with no Clan Alignment", two keywords before a card type, and two adjectives joined by a
comma. Readings, the selectors' matches and a Good Faith check on a board."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.common import CardType
from model.load import LoadedState
from model.oracle.production import analyse_production
from model.payments import PaidFor, PaySelector
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


def _only_for(text: str) -> list[PaySelector]:
    analysis = analyse_production(text, CardType.HOLDING)
    assert analysis.status == "modelled", analysis.reason
    return [m.only_for for m in analysis.modes or () if m.only_for is not None]


_PERSONALITY = CardType.PERSONALITY


def test_human_is_without_the_nonhuman_keyword() -> None:
    (sel,) = _only_for(
        ":bow:: When paying for a Human Shugenja, produce 4 Gold which may only pay for him. "
        "Permanently give him -1C and Shadowlands."
    )
    assert sel == PaySelector(action=False, keyword="shugenja", not_keyword=("nonhuman",))
    assert sel.matches(PaidFor(type=_PERSONALITY, keywords=("Shugenja",)))
    assert not sel.matches(PaidFor(type=_PERSONALITY, keywords=("Shugenja", "Nonhuman")))
    assert not sel.matches(PaidFor(type=_PERSONALITY, keywords=("Samurai",)))


def test_a_lone_human_is_not_read() -> None:
    analysis = analyse_production(
        ":bow:: When paying for a Human, produce 4 Gold which may only pay for him.",
        CardType.HOLDING,
    )
    assert analysis.status == "unmodelled"
    assert "Human" in (analysis.reason or "")


def test_with_no_clan_alignment() -> None:
    (sel,) = _only_for(
        ":bow:: Produce 2 Gold.<br>:bow:: When paying for a Human Personality with no Clan "
        "Alignment, produce 4 Gold which may only pay for him."
    )
    assert sel == PaySelector(
        action=False, type=_PERSONALITY, not_keyword=("nonhuman",), unaligned=True
    )
    assert sel.matches(PaidFor(type=_PERSONALITY))
    assert not sel.matches(PaidFor(type=_PERSONALITY, clan="crab"))
    assert not sel.matches(PaidFor(type=CardType.FOLLOWER))


def test_two_keywords_before_a_card_type() -> None:
    analysis = analyse_production(
        ":bow:: Produce 2 Gold, or 3 Gold if paying for a Nonhuman Shadowlands Personality "
        "which may only pay for him, and lose 3 Honor.",
        CardType.HOLDING,
    )
    assert analysis.status == "modelled"
    low, high = analysis.modes or ()
    assert (low.gold, low.lose_honor, low.only_for) == (2, 3, None)
    assert (high.gold, high.lose_honor) == (3, 3)
    sel = high.only_for
    assert sel == PaySelector(
        action=False, type=_PERSONALITY, keyword="nonhuman", also_keywords=("shadowlands",)
    )
    assert sel.matches(PaidFor(type=_PERSONALITY, keywords=("Shadowlands", "Nonhuman")))
    assert not sel.matches(PaidFor(type=_PERSONALITY, keywords=("Nonhuman",)))
    assert not sel.matches(PaidFor(type=_PERSONALITY, keywords=("Shadowlands",)))


def test_two_words_that_are_not_both_keywords_stay_unread() -> None:
    # ("a face-up Unaligned Personality" is read since: tests/test_production_paid_how.py)
    for phrase in ("an Iron Mine", "a Dark Oracle"):
        analysis = analyse_production(
            f":bow:: Produce 2 Gold, or 4 Gold if paying for {phrase} which may only pay for "
            "that card.",
            CardType.HOLDING,
        )
        assert analysis.status == "unmodelled", phrase


def test_two_adjectives_joined_by_a_comma() -> None:
    (sel,) = _only_for(
        ":bow:: Produce 2 Gold.<br>:bow:: When paying for a Nonhuman, non-Shadowlands card, if "
        "you control two or more other Holdings, produce 4 Gold which may only pay for that card."
    )
    assert sel == PaySelector(action=False, keyword="nonhuman", not_keyword=("shadowlands",))
    assert sel.matches(PaidFor(type=CardType.FOLLOWER, keywords=("Nonhuman",)))
    assert not sel.matches(PaidFor(type=_PERSONALITY, keywords=("Nonhuman", "Shadowlands")))
    # alternatives keep their refusal: does "non-Shadowlands" qualify the Follower too?
    deep = analyse_production(
        ":bow:: When paying for a non-Shadowlands Nonhuman Personality or Follower, produce 3 "
        "Gold which may only pay for that card.",
        CardType.HOLDING,
    )
    assert deep.status == "unmodelled"


# --- on a board ----------------------------------------------------------------------------


def _board(tmp: Path, text: str, keywords: list[str], clans: list[str]) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"title": "Village", "types": ["Holding"], "text": text, "gold_cost": 2},
        KEEP_CARD,
        set_personality("Traveler", 6, force=2, chi=2, keywords=keywords, clans=clans),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "village", "title": "Village", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Traveler", "owner": "me", "zone": "province", "province": 1},
    ]
    return set_board(tmp, cards, table)


_VILLAGE = (
    ":bow:: Produce 2 Gold.<br>:bow:: When paying for a Human Personality with no Clan "
    "Alignment, produce 4 Gold which may only pay for him."
)


def test_a_human_unaligned_personality_on_the_board(tmp_path: Path) -> None:
    assert check(_board(tmp_path, _VILLAGE, ["Samurai"], []), "me", "p", RECRUIT).legal
    nonhuman = _board(tmp_path, _VILLAGE, ["Nonhuman"], [])
    assert check(nonhuman, "me", "p", RECRUIT).status == "illegal"  # 2 + 2 < 6
