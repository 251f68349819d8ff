"""A Gold Reaction whose cost bows the card itself and whose amount is a stat of its own ("Reaction:
Any number of times per turn, when paying a Gold cost, bow Kossori: Produce an amount of Gold
equal to her Personal Honor.": Seppun Kossori; Costs and restrictions / Gold production;
model/oracle/production_free.py; issue 13, h28adv3 N9)."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest

from model.cards import ProductionMode
from model.common import Stat
from model.oracle.production import analyse_production
from model.oracle.production_free import free_line
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import set_board, set_personality

KOSSORI = (
    "<b>Reaction:</b> Any number of times per turn, when paying a Gold cost, bow Kossori: "
    "Produce an amount of Gold equal to her Personal Honor."
)


def test_the_reaction_reads_as_a_bowing_mode_of_its_own_stat() -> None:
    line = KOSSORI.replace("<b>", "").replace("</b>", "")
    assert free_line(line, "Seppun Kossori") == [
        ProductionMode(from_stat=Stat.PERSONAL_HONOR, once_per_turn=False)
    ]
    # without "Any number of times per turn" a Reaction is once per turn (Abilities and actions)
    once = "Reaction: When paying a Gold cost, bow Kossori: Produce Gold equal to his Chi."
    assert free_line(once, "Seppun Kossori") == [
        ProductionMode(from_stat=Stat.CHI, once_per_turn=True)
    ]
    got = analyse_production(KOSSORI, _personality_type(), None, title="Seppun Kossori")
    assert got.modes == (ProductionMode(from_stat=Stat.PERSONAL_HONOR, once_per_turn=False),)
    assert got.reason is None and got.produces


def test_another_cards_name_or_stat_is_not_read() -> None:
    # "bow Washi" on Kossori: another card bows, whose stat "her" names is not the card's own
    line = KOSSORI.replace("<b>", "").replace("</b>", "").replace("bow Kossori", "bow Washi")
    assert free_line(line, "Seppun Kossori") is None
    other = "Reaction: When paying a Gold cost, bow Kossori: Produce Gold equal to its Focus Value."
    assert free_line(other, "Seppun Kossori") is None


def _personality_type() -> Any:
    from model.common import CardType

    return CardType.PERSONALITY


def _recruit(tmp: Path, honor: int, cost: int, bowed: bool) -> str:
    """My Dynasty Phase: a Keep producing 2 Gold, Kossori (Personal Honor ``honor``, bowed or
    not) and a Personality of Gold Cost ``cost`` in a province."""
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 2},
        set_personality("Seppun Kossori", 5, personal_honor=honor, text=KOSSORI),
        set_personality("Lord", cost),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "kos", "title": "Seppun Kossori", "owner": "me", "zone": "home", "bowed": bowed},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "province", "province": 0},
    ]
    return check(set_board(tmp, cards, table), "me", "lord", RECRUIT).status


@pytest.mark.parametrize(
    ("honor", "cost", "bowed"), list(itertools.product((0, 3), (2, 3, 5, 6), (False, True)))
)
def test_recruit_against_the_brute_force_of_its_sources(
    tmp_path: Path, honor: int, cost: int, bowed: bool
) -> None:
    """Legal exactly when some set of unbowed sources (the Keep's 2, Kossori's Personal Honor)
    produces the Gold cost in one payment (Costs and restrictions / Gold production); a bowed
    Kossori can't pay her cost of bowing (Abilities and actions)."""
    sources = [2, *([] if bowed else [honor])]
    payable = any(
        sum(chosen) >= cost
        for n in range(len(sources) + 1)
        for chosen in itertools.combinations(sources, n)
    )
    assert _recruit(tmp_path, honor, cost, bowed) == ("legal" if payable else "illegal")
