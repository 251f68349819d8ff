"""The goldfish's Straighten step (solver/analysis/straightening.py; Reference 02, Straighten
Phase; h38adv2 F1): a bowed card that "will not straighten before your Nth turn" stays bowed
until that turn, and every other sentence on straightening or entering play (un)bowed of a
Holding, Stronghold, Sensei or Wind is listed as not modelled, never silently ignored."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from model.cards import CardDef
from model.decklist import DeckList, parse_decklist
from model.oracle.pool import CardPool
from model.state import CardInstance, View
from model.zones import Zone
from solver.analysis.goldfish import GoldfishConfig, model_gaps, play_game, simulation_library
from solver.analysis.straightening import (
    KIND,
    not_before_turn,
    straighten_step,
    unread,
)

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(),
    reason="no ../shared/data/oracle or ../shared/data/sets",
)


@cache
def _cards() -> dict[str, CardDef]:
    return dict(CardPool.load([DATA / "oracle", DATA / "sets"]).definitions())


def _deck(holding: str, pregame: bool = False) -> DeckList:
    """Kyuden Hida • Experienced (4 Gold) with one copy of ``holding`` on top of every
    province draw (40 copies), and Fate cards that are never bought."""
    head = f"Pregame Holdings\n1 {holding}\n" if pregame else ""
    text = f"Stronghold\n1 Kyuden Hida • Experienced\n{head}Dynasty\n40 {holding}\nFate\n40 Rout\n"
    return parse_decklist(text, "t.txt", _cards())


def _bowed_by_turn(deck: DeckList, title: str, turns: int = 4) -> list[list[bool]]:
    """Each turn's bowed flags of the cards titled ``title`` in play, before the purchases."""
    seen: list[list[bool]] = []

    def observe(view: View) -> None:
        seen.append([c.bowed for c in view.state.cards if c.in_play and c.title == title])

    play_game(deck, 0, GoldfishConfig(turns=turns, games=1), simulation_library(deck), observe)
    return seen


@needs_data
def test_the_turn_it_names_is_read() -> None:
    cards = _cards()
    assert not_before_turn(cards["Bamboo Harvesters • Experienced"]) == 3
    assert not_before_turn(cards["Bamboo Harvesters"]) == 2
    assert not_before_turn(cards["Temple to Fudo"]) == 3
    assert not_before_turn(cards["Iron Mine"]) is None


@needs_data
def test_a_holding_bought_on_turn_one_stays_bowed_until_your_third_turn() -> None:
    """Bamboo Harvesters • Experienced (3 Gold): bought on turn 1, bowed through turn 2's
    Straighten, unbowed on turn 3."""
    title = "Bamboo Harvesters • Experienced"
    seen = _bowed_by_turn(_deck(title), title)
    assert seen[0] == []  # nothing in play before turn 1's purchase
    assert seen[1] and all(seen[1])  # turn 2: the copy bought on turn 1 is still bowed
    assert seen[2][: len(seen[1])] == [False] * len(seen[1])  # turn 3: it straightened


@needs_data
def test_control_before_your_second_turn_straightens_on_turn_two() -> None:
    """Bamboo Harvesters ("before your second turn"), bought on turn 1, straightens on 2."""
    seen = _bowed_by_turn(_deck("Bamboo Harvesters"), "Bamboo Harvesters")
    assert seen[1] and not any(seen[1])


@needs_data
def test_a_pregame_copy_bowed_on_turn_one_stays_bowed_on_turn_two() -> None:
    """The Straighten step keeps any bowed copy (a Pregame Holding bowed on turn 1 too) bowed
    before your third turn; an unbowed one and an Iron Mine are unaffected."""
    cards = _cards()
    title = "Bamboo Harvesters • Experienced"
    table = [
        CardInstance(id="pg0", title=title, owner="me", zone=Zone.HOME, bowed=True),
        CardInstance(id="pg1", title=title, owner="me", zone=Zone.HOME),
        CardInstance(id="m", title="Iron Mine", owner="me", zone=Zone.HOME, bowed=True),
    ]
    assert [c.bowed for c in straighten_step(table, cards, 2)] == [True, False, False]
    assert [c.bowed for c in straighten_step(table, cards, 3)] == [False, False, False]


@needs_data
def test_other_straightening_sentences_are_listed() -> None:
    cards = _cards()
    listed = unread([(t, cards[t]) for t in ("Poorly Placed Garden", "Kalani's Landing", "Quarry")])
    assert ("Poorly Placed Garden", "Enters play unbowed.") in listed
    assert ("Kalani's Landing", "After each phase begins: Straighten this card.") in listed
    assert any(t == "Quarry" and s.startswith("Before this Holding straightens") for t, s in listed)


@needs_data
def test_control_read_and_rulebook_sentences_are_not_listed() -> None:
    """Read ("will not straighten before your third turn"), the simulation's own rule ("This
    Holding enters play bowed.") and a plain production: no straightening gap."""
    cards = _cards()
    titles = (
        "Bamboo Harvesters • Experienced",
        "Bamboo Harvesters • Experienced 2",
        "Iron Mine",
        "Kyuden Hida • Experienced",
    )
    assert unread([(t, cards[t]) for t in titles]) == []
    deck = _deck("Bamboo Harvesters • Experienced")
    assert not [g for g in model_gaps(deck) if g.kind == KIND]
    garden = _deck("Poorly Placed Garden")
    (gap,) = [g for g in model_gaps(garden) if g.kind == KIND]
    assert (gap.title, gap.copies, gap.text) == ("Poorly Placed Garden", 40, "Enters play unbowed.")
