"""A card's own cost to enter play changed by a count of past occurrences, and its own Recruit
price ("You Recruit Kanpeki for :g2: less for each Province destroyed this game.": Daigotsu
Kanpeki, Clan Champion; "Enters play paying one less Gold for each province destroyed this
game.": Kaiu Taru): the state's ``past`` counts every
player's Provinces destroyed (README "State files"; Costs and restrictions / Changes to costs
and payments; model/oracle/entering.py, solver/entering_price.py; issue 13, h28adv2 F7)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cards import EnteringChange
from model.oracle.entering import read_entering
from model.past import Past
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import TWO_PLAYERS, set_board, set_personality

KANPEKI = "You Recruit Kanpeki for :g2: less for each Province destroyed this game."
GAME = Past(event="province_destroyed", period="game")


def test_the_recruit_price_per_province_destroyed_is_read() -> None:
    text = f"Personalities opposing Kanpeki have :shadowlands:. {KANPEKI}"
    got = read_entering(text, "Daigotsu Kanpeki, Clan Champion • Experienced 5")
    assert got.changes == (
        EnteringChange(gold=-2, per_past=GAME, partial=KANPEKI, recruit_only=True),
    )
    assert got.unread == ()
    paying = "Enters play paying one less Gold for each province destroyed this game."
    assert read_entering(paying, "Kaiu Taru").changes == (
        EnteringChange(gold=-1, per_past=GAME, partial=paying),
    )
    plain = "You Recruit Kanpeki for 1 less Gold."  # the same grammar, no count
    assert read_entering(plain, "Daigotsu Kanpeki").changes == (
        EnteringChange(gold=-1, recruit_only=True),
    )
    # "You may Recruit Keirei for :g1: less if you are Spider Clan." (h30enter): the same, the
    # player taking it or not (a lower cost only)
    may = read_entering("You may Recruit Kanpeki for :g1: less.", "Daigotsu Kanpeki")
    assert may.changes == (EnteringChange(gold=-1, recruit_only=True),) and not may.unread
    # "You Recruit Doji Natsuyo for 1 less Gold." on Bayushi Fuyuko: another card's Recruit
    other = read_entering("You Recruit Doji Natsuyo for 1 less Gold.", "Bayushi Fuyuko")
    assert other.changes == () and other.grants_unread


@pytest.mark.parametrize(
    "text",
    [
        f"{KANPEKI[:-1]}, up to 4 less Gold.",
        "You Recruit Hida Kisada for 1 less Gold.",  # another card's name
    ],
)
def test_other_recruit_sentences_stay_unread(text: str) -> None:
    got = read_entering(text, "Daigotsu Kanpeki")
    assert got.changes == () and (got.unread or got.grants_unread)


def _recruit(tmp: Path, past: list[dict[str, Any]], text: str = KANPEKI) -> str:
    """My Dynasty Phase, 5 Gold (a Keep), Kanpeki (Gold Cost 9) in a province."""
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 5},
        set_personality("Daigotsu Kanpeki", 9, text=text),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {
            "id": "kan",
            "title": "Daigotsu Kanpeki",
            "owner": "me",
            "zone": "province",
            "province": 0,
        },
    ]
    loaded = set_board(tmp, cards, table, players=TWO_PLAYERS, past=past)
    return check(loaded, "me", "kan", RECRUIT).status


def _fact(player: str, times: int) -> dict[str, Any]:
    return {
        "event": "province_destroyed",
        "period": "game",
        "player": player,
        "happened": times > 0,
        "times": times,
    }


@pytest.mark.parametrize(
    ("past", "status"),
    [
        ([_fact("me", 1), _fact("them", 1)], "legal"),  # 9 - 2x2 = 5 <= 5
        ([_fact("me", 0), _fact("them", 1)], "illegal"),  # 9 - 2 = 7 > 5
        ([_fact("them", 2)], "legal"),  # at least 2: at most 5, whatever mine says
        ([_fact("them", 1)], "unknown"),  # at least 1: 7 or less, mine not reported
        ([], "unknown"),  # not reported at all
    ],
)
def test_recruit_priced_by_the_provinces_destroyed(
    tmp_path: Path, past: list[dict[str, Any]], status: str
) -> None:
    assert _recruit(tmp_path, past) == status


def test_an_increase_per_province_with_a_count_not_reported_is_unknown(tmp_path: Path) -> None:
    more = "You Recruit Kanpeki for 1 more Gold for each Province destroyed this game."
    # 9 + 1 (theirs; mine not reported) with 5 Gold: short whatever mine is, so illegal is sure
    assert _recruit(tmp_path, [_fact("them", 1)], more) == "illegal"


def test_the_recruit_price_is_not_a_price_for_other_ways_in() -> None:
    from model.cards import CardDef
    from model.common import CardType
    from solver.entering_price import printed_entering_delta
    from tests.builders import board, card, view

    said = EnteringChange(gold=-1, recruit_only=True)
    definition = CardDef(title="T Lord", type=CardType.PERSONALITY, gold_cost=5, entering=(said,))
    samurai = {"title": "T Samurai", "type": "personality", "force": 1}
    v = view(board([samurai], [card("x", "T Samurai", "me")]))
    assert printed_entering_delta(v, "me", definition, recruiting=True) == -1
    assert printed_entering_delta(v, "me", definition) == 0
