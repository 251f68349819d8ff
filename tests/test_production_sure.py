"""The part of a Gold production surely the card's when the rest is not understood (issue 14:
"use what it understands and report the rest"): a ``:bow:`` line not understood is one more
way to bow the card, so the lines read (and "Produce 2 Gold" of "Produce 2 Gold, or 4 Gold if
<not understood>") are a lower bound a check uses; a Gold shortfall stays ``unknown``. A
sentence that may change the card's Gold makes nothing sure."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.common import CardType
from model.load import LoadedState
from model.oracle.production import analyse_production
from model.payments import PaySelector
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


#: Arms Merchant's text with a keyword for its card type: a past occurrence not read (Items:
#: tests/test_production_history.py)
_MERCHANT = (
    ":bow:: Produce 2 Gold.<br>:bow:: If you have put any Samurai into play this turn, produce "
    "4 Gold."
)


def _sure(text: str, gp: int | None = None, kind: CardType = CardType.HOLDING) -> list[Any]:
    analysis = analyse_production(text, kind, gp)
    assert analysis.status == "unmodelled"
    return [(m.gold, m.from_stat is not None, m.only_for, m.lose_honor) for m in analysis.sure]


def test_the_lines_read_are_sure() -> None:
    assert _sure(_MERCHANT) == [(2, False, None, 0)]
    smiths = (
        # "iron mine" not capitalized: no title (tests/test_production_titles.py), not read
        ":bow:: Produce 2 Gold, plus 1 Gold for each iron mine in play.<br>:bow:: When paying "
        "for a Weapon or Armor, produce 4 Gold which may only pay for that card."
    )
    assert _sure(smiths) == [
        (2, False, None, 0),
        (4, False, PaySelector(action=False, keyword="weapon"), 0),
        (4, False, PaySelector(action=False, keyword="armor"), 0),
    ]


def test_the_fixed_amount_before_an_alternative_or_a_count() -> None:
    assert _sure(
        # no period: not read (with one: tests/test_production_history.py)
        ":bow:: Produce 2 Gold, or produce 4 Gold if one or more of your Provinces have been "
        "destroyed."
    ) == [(2, False, None, 0)]
    assert _sure(
        ":bow:: Produce 3 Gold, plus 2 additional Gold for each card in play that a player "
        "Recruited this turn."
    ) == [(3, False, None, 0)]
    # a prefix's Honor cost goes with it
    assert _sure(
        ":bow:, lose 1 Honor: Produce 2 Gold, or 4 Gold if you brought a Personality that was "
        "attached to one of your Provinces into play."
    ) == [(2, False, None, 1)]


def test_nothing_is_sure_when_the_rest_may_take_gold_away() -> None:
    for text in (
        # "minus": the count may take Gold away (Goldsmith's "minus 1 Gold for each Corrupt Gold
        # Mines in play" is read: tests/test_production_minus_titles.py)
        ":bow:: Produce 2 Gold, plus 1 Gold for each Gold Mine in play, minus 1 Gold for every "
        "two Corrupt Gold Mines in play.",
        # an Honor loss that may go with the fixed amount
        ":bow:: Produce 2 Gold, or 3 Gold if another Castle Holding is producing Gold for the "
        "same cost, and lose 1 Honor.",
    ):
        assert _sure(text) == [], text
    # a sentence on the card's Gold Production: the stat and the lines are not sure
    assert (
        _sure(
            ":bow:: Produce 2 Gold.<br>This Holding has -1GP while your Stronghold's Gold "
            "Production is 4 or greater.",
            2,
        )
        == []
    )
    assert _sure("Compassion: This Holding has +1GP.", 2) == []


def test_a_stronghold_s_stat_is_sure_beside_a_line_not_understood() -> None:
    text = (
        ":bow:: When paying for a Spell or Shugenja, produce 7 Gold which may only pay for that "
        "card and if the latter, you may not Proclaim him."
    )
    assert _sure(text, 5, CardType.STRONGHOLD) == [(None, True, None, 0)]
    # a Holding's stat may be its "Produce N Gold" line restated: the line alone is read
    assert _sure(_MERCHANT, 2) == [(2, False, None, 0)]


_LOWERING = "When Merchant produces Gold, it produces 2 less Gold."


def _board(tmp: Path, cost: int, lowering: bool = False) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"title": "Merchant", "types": ["Holding"], "text": _MERCHANT, "gold_cost": 2},
        {"title": "Black Stall", "types": ["Holding"], "text": _LOWERING, "gold_cost": 2},
        KEEP_CARD,
        set_personality("Buyer", cost),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "merchant", "title": "Merchant", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Buyer", "owner": "me", "zone": "province", "province": 1},
    ]
    players = [{"id": "me", "family_honor": 10}]
    if lowering:  # another player's card whose text may lower the Merchant's Gold
        players.append({"id": "you", "family_honor": 10})
        table.append({"id": "stall", "title": "Black Stall", "owner": "you", "zone": "home"})
    return set_board(tmp, cards, table, f"state{cost}{lowering}", players=players)


def test_a_check_uses_the_sure_part_and_a_shortfall_stays_unknown(tmp_path: Path) -> None:
    loaded = _board(tmp_path, 4)
    card = loaded.library["Merchant"]
    assert card.production_unread and [m.gold for m in card.production] == [2]
    verdict = check(loaded, "me", "p", RECRUIT)
    assert verdict.legal  # Keep 2 + Merchant 2
    short = check(_board(tmp_path, 5), "me", "p", RECRUIT)
    assert short.status == "unknown"  # the line not understood might give 4


def test_nothing_lower_bound_while_a_card_may_lower_gold(tmp_path: Path) -> None:
    loaded = _board(tmp_path, 4, lowering=True)
    assert loaded.library["Black Stall"].production_may_lower
    assert check(loaded, "me", "p", RECRUIT).status == "unknown"
