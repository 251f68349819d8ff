"""Input names (h40adv5 R1, R2, R4): battlefields whose last part differs by a whole short
token load (``model.state_names._another_label``), a slip is still refused; curly quotes in a
``trigger`` read as ASCII; a ``won_duel_from_titled`` title casefolded."""

from __future__ import annotations

from typing import Any

import pytest

from model.load import parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.test_h40_input import _battle, _duel, _refused, needs_data


def _at(main: str, lone: str) -> dict[str, Any]:
    """The Lion attack ``main`` (two units); one Crab Personality alone at ``lone``."""
    data = _battle(lone, current_battlefield=main)
    for c in data["cards"]:
        if c.get("battlefield") == "crab-p2" and c["owner"] == "lion":
            c["battlefield"] = main
    return data


@pytest.mark.parametrize(
    ("main", "lone"),
    [
        ("crab-a", "crab-b"),
        ("crab-i", "crab-ii"),
        ("crab-ii", "crab-i"),
        ("crab-iv", "crab-v"),
        ("plains", "plain"),
        ("plain", "plains"),
        ("crab-p3", "crab-p3b"),
        ("crab-p3b", "crab-p3"),
    ],
)
def test_names_differing_by_a_whole_token_load(main: str, lone: str) -> None:
    loaded = parse_state(_at(main, lone), "board.yaml")
    assert {c.battlefield for c in loaded.state.cards if c.battlefield} == {main, lone}


@pytest.mark.parametrize(
    ("main", "lone"),
    [
        ("crab-p2", "crab-p"),  # a dropped number
        ("crab-p2", "Crab-p2"),  # a case change
        ("crab-p2", "crab-p22"),  # a doubled digit
        ("plains", "plainss"),  # a doubled letter
        ("plains", "plians"),  # a swap inside a word
        ("crab-pp", "crab-p"),  # a doubled letter, no number before it
        ("crab-a", "Crab-a"),
    ],
)
def test_control_slips_still_refused(main: str, lone: str) -> None:
    err = _refused(_at(main, lone))
    assert err.path == "cards[4].battlefield"
    assert f"did you mean {main!r}?" in err.message and "'battlefields'" in err.message


def _tanimura(trigger: str) -> dict[str, Any]:
    """Crane's Battle action targets Yasuki Tanimura (his Political Reaction's trigger)."""
    return {
        "turn": 5, "active_player": "crane", "phase": "attack", "segment": "combat",
        "current_battlefield": "crab-p1", "attacker": "crane", "action_player": "crane",
        "action_designator": "battle", "trigger": trigger,
        "players": [{"id": "crane", "clan": "crane", "family_honor": 10},
                    {"id": "crab", "clan": "crab", "family_honor": 10}],
        "cards": [
            {"id": "aerie", "title": "The Aerie", "owner": "crane", "zone": "home"},
            {"id": "shige", "title": "Doji Shigeyuki", "owner": "crane", "zone": "battlefield",
             "battlefield": "crab-p1"},
            {"id": "hida", "title": "Kyuden Hida", "owner": "crab", "zone": "home"},
            {"id": "tani", "title": "Yasuki Tanimura", "owner": "crab", "zone": "battlefield",
             "battlefield": "crab-p1"},
        ],
    }  # fmt: skip


_PRINTED = "After another player's Battle action targets Tanimura"


@needs_data
@pytest.mark.parametrize("quote", ["\u2019", "\u2018"])
def test_a_curly_apostrophe_in_a_trigger_reads_as_printed(pool: CardPool, quote: str) -> None:
    """Was refused "punctuation only" (h40adv5 R2, board p08_trig_curly)."""
    curly = parse_state(_tanimura(_PRINTED.replace("'", quote)), "board.yaml", cards=pool)
    straight = parse_state(_tanimura(_PRINTED), "board.yaml", cards=pool)
    assert curly.state.trigger == _PRINTED
    for ab in (0, 1):
        a = check(curly, "crab", "tani", ab)
        b = check(straight, "crab", "tani", ab)
        assert (a.status, a.reasons) == (b.status, b.reasons)


@needs_data
def test_control_a_misspelt_trigger_with_a_curly_apostrophe_still_refused(pool: CardPool) -> None:
    err = _refused(_tanimura("After another player\u2019s Battle action tragets Tanimura"), pool)
    assert err.path == "trigger" and f"did you mean {_PRINTED!r}" in err.message
    err = _refused(
        _tanimura("\u201cAfter another player\u2019s Battle action targets Tanimura\u201d"), pool
    )
    assert err.path == "trigger" and "punctuation or spacing only" in err.message


@needs_data
def test_won_duel_title_casefolded(pool: CardPool) -> None:
    """``title: Contest`` as the card prints it loads as ``contest`` (h40adv5 R4)."""
    for words in ("Contest", "CONTEST", "contest", "Kakita's"):
        loaded = parse_state(_duel(words), "board.yaml", cards=pool)
        assert loaded.state.past[0].title == words.casefold()
    err = _refused(_duel("Contset"), pool)  # control: a misspelling, case aside, still refused
    assert err.path == "past[0].title" and "'contset' is in no card's title" in err.message
