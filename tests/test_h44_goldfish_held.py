"""The goldfish keeps bowed a Holding whose Gold mode says it will not straighten until after
your next Action Phase (h44speed; solver/analysis/straightening.py): read as the check reads it
(model.oracle.production_optional: the stat +1, the later effect carried), the card paid with
it misses the next Straighten (Reference 02, the turn's phases; Effects, Delayed effects).

Jade Mine's real text; the export and the set files print no Gold Production stat for it, so a
card set of one's own gives the stat (as a user's set file would)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cards import CardDef
from model.decklist import DeckList, parse_decklist
from model.oracle.pool import CardPool
from model.state import View
from solver.analysis.goldfish import GoldfishConfig, model_gaps, play_game, simulation_library
from solver.analysis.straightening import KIND, holds_bowed
from tests.builders import set_personality

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(),
    reason="no ../shared/data/oracle or ../shared/data/sets",
)
JADE = "Test Jade Mine"


@cache
def _jade_text() -> str:
    card = CardPool.load([DATA / "oracle", DATA / "sets"]).get("Jade Mine")
    assert card is not None
    return card.text


def _cards(tmp: Path, *, stat: bool = True) -> dict[str, CardDef]:
    jade: dict[str, Any] = {
        "title": JADE,
        "types": ["Holding"],
        "decks": ["Dynasty"],
        "keywords": ["Jade", "Mine"],
        "text": _jade_text(),
        "gold_cost": 2,
    }
    if stat:
        jade["gold_production"] = 2
    own = [jade, set_personality("Test Seven", 7), set_personality("Test Six", 6)]
    (tmp / "t.yaml").write_text(yaml.safe_dump({"set": "T", "cards": own}))
    pool = CardPool.load([DATA / "oracle", DATA / "sets", tmp], cache=False)
    return dict(pool.definitions())


def _deck(cards: dict[str, CardDef], buy: str) -> DeckList:
    """Kyuden Hida • Experienced (4 Gold), the Jade Mine as a Pregame Holding (2, or 3 with
    its choice), 40 copies of ``buy`` (Crab's own: no Clan Honor surcharge)."""
    text = (
        "Stronghold\n1 Kyuden Hida • Experienced\nPregame Holdings\n"
        f"1 {JADE}\nDynasty\n40 {buy}\nFate\n40 Rout\n"
    )
    return parse_decklist(text, "t.txt", cards)


def _turns(deck: DeckList) -> list[tuple[list[bool], tuple[str, ...]]]:
    seen: list[list[bool]] = []

    def observe(view: View) -> None:
        seen.append([c.bowed for c in view.state.cards if c.in_play and c.title == JADE])

    logs = play_game(deck, 0, GoldfishConfig(turns=5, games=1), simulation_library(deck), observe)
    return [(s, log.bought) for s, log in zip(seen, logs, strict=True)]


@needs_data
def test_the_choice_is_a_mode_that_holds_the_card(tmp_path: Path) -> None:
    modes = _cards(tmp_path)[JADE].production
    assert [holds_bowed(m) for m in modes] == [False, True]


@needs_data
def test_paid_with_the_choice_it_misses_the_next_straighten(tmp_path: Path) -> None:
    """7 Gold a turn needs the +1: bought on turns 1, 3, 5; bowed on turns 2 and 4 (it
    straightened every turn and bought every turn before)."""
    turns = _turns(_deck(_cards(tmp_path), "Test Seven"))
    assert [bowed for bowed, _ in turns] == [[False], [True], [False], [True], [False]]
    assert [len(bought) for _, bought in turns] == [1, 0, 1, 0, 1]


@needs_data
def test_control_without_the_choice_it_straightens_every_turn(tmp_path: Path) -> None:
    """6 Gold a turn: the plain stat pays, nothing holds it, a purchase every turn."""
    turns = _turns(_deck(_cards(tmp_path), "Test Six"))
    assert [bowed for bowed, _ in turns] == [[False]] * 5
    assert [len(bought) for _, bought in turns] == [1] * 5


@needs_data
def test_the_sentence_is_listed_only_when_not_read(tmp_path: Path) -> None:
    """With the stat the mode is read: no "straightening" gap; without it (the real data's
    Jade Mine) the sentence is still listed (control)."""
    read = model_gaps(_deck(_cards(tmp_path), "Test Six"))
    assert not [g for g in read if g.title == JADE and g.kind == KIND]
    (tmp_path / "bare").mkdir()
    bare = model_gaps(_deck(_cards(tmp_path / "bare", stat=False), "Test Six"))
    assert [g.text for g in bare if g.title == JADE and g.kind == KIND] == [_jade_text()]
