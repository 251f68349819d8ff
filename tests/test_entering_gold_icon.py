"""A card's own cost to enter play printed with the Gold icon (":g2: less") is read as the same
words in full ("2 less Gold"), and "You Recruit <itself> for ..." is its own sentence: read
by the same grammar, else kept unread (``CardDef.entering_unread``), never silently dropped
(Costs and restrictions / Changes to costs and payments; h28adv2 F7: Daigotsu Kanpeki's
"You Recruit Kanpeki for :g2: less for each Province destroyed this game." was dropped, a false
illegal)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.entering import read_entering
from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT
from tests.builders import set_board, set_personality, short_recruit

_KANPEKI = "You Recruit Lord for :g2: less for each Province destroyed this game."


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


def test_reading_the_icon_as_words() -> None:
    r = read_entering("Chinua enters play for :g1: less for each Berserker you control.", "Chinua")
    assert [c.gold for c in r.changes] == [-1] and r.changes[0].per_card is not None
    assert not r.unread
    r = read_entering(
        "This Holding enters play for :g1: less if you are a Unicorn Clan player.", "H"
    )
    assert [c.gold for c in r.changes] == [-1] and r.changes[0].condition is not None
    r = read_entering("Equips to a Naval Personality for :g2: less.", "Kaizoku")
    assert [c.gold for c in r.changes] == [-2] and r.changes[0].host is not None
    assert r.changes[0].host.keyword == ("naval",)


def test_its_own_recruit_is_read_by_the_same_grammar() -> None:
    # its own Recruit, per Province destroyed: counted from the state's ``past``
    # (tests/test_entering_past_counts.py); not counted there, not understood then
    r = read_entering(_KANPEKI, "Lord")
    assert [(c.gold, c.recruit_only, c.partial) for c in r.changes] == [(-2, True, _KANPEKI)]
    assert r.changes[0].per_past is not None and r.unread == ()
    # a count of past Provinces destroyed is not read whole: not a change
    r = read_entering("Ujirou enters play for :g1: less for each duel you won this turn.", "Ujirou")
    assert r.changes == () and r.unread


@pytest.mark.parametrize(("text", "expected"), [("", "illegal"), (_KANPEKI, "unknown")])
def test_a_shortfall_its_own_recruit_sentence_may_close(
    tmp_path: Path, text: str, expected: str
) -> None:
    verdict = check(short_recruit(tmp_path, text), "me", "lord", RECRUIT)
    assert verdict.status == expected, verdict.reasons


@pytest.mark.parametrize(("keywords", "expected"), [(["Naval"], "legal"), ([], "illegal")])
def test_an_equip_reduction_for_a_host_printed_with_the_icon(
    tmp_path: Path, keywords: list[str], expected: str
) -> None:
    """4 Gold for a Gold Cost 6 Follower that Equips to a Naval Personality for 2 less."""
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 4},
        set_personality("Lord", 1, keywords=keywords),
        {
            "title": "T Crew",
            "types": ["Follower"],
            "decks": ["Fate"],
            "gold_cost": 6,
            "force": 1,
            "focus": 1,
            "text": "Equips to a Naval Personality for :g2: less.",
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "crew", "title": "T Crew", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "equip", phase="action")
    verdict = check(loaded, "me", "crew", EQUIP)
    assert verdict.status == expected, verdict.reasons


_FUJIO = "You may Recruit Lord for :g1: less for each of his Sincerity tokens."


@pytest.mark.parametrize(("gold", "expected"), [(5, "legal"), (4, "unknown")])
def test_its_own_optional_lower_recruit_turns_no_legal_play(
    tmp_path: Path, gold: int, expected: str
) -> None:
    """ "You may Recruit <itself> for :g1: less ...": only a decrease (the "may" chooses the
    lower cost); with the printed 5 Gold payable the Recruit stays legal (h28rm5: Daigotsu
    Fujio), one Gold short it may close the gap (unknown)."""
    verdict = check(short_recruit(tmp_path, _FUJIO, gold), "me", "lord", RECRUIT)
    assert verdict.status == expected, verdict.reasons
