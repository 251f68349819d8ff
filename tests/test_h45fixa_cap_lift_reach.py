""" "Your dishonorable Paragons do not have a maximum Personal Honor of 0 from the rulebook."
(Shamate Keep; Reference 05's cap on dishonorable Personal Honor) concerns only dishonorable
cards its controller controls: with none in play, it changes nothing (h45fixa N2). Real cards
from ../shared/data (skipped without it: ``pool``); tester h45adv1's board b5."""

from __future__ import annotations

from pathlib import Path

import yaml

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import load_data

BOARD = Path(__file__).resolve().parent / "data" / "h45fixa" / "b5.yaml"


def _load(tmp: Path, pool: CardPool, dishonored: tuple[str, ...] = ()) -> LoadedState:
    data = yaml.safe_load(BOARD.read_text("utf-8"))
    for c in data["cards"]:
        if c["id"] in dishonored:
            c["dishonorable"] = True
    return load_data(tmp, pool, data)


def test_shamate_keep_is_legal_with_only_another_players_dishonorable_card(
    tmp_path: Path, pool: CardPool
) -> None:
    """Mantis's card is dishonorable, none of dragon's: Shamate Keep's Battle action is legal
    (was `unknown`, naming its own sentence)."""
    v = check(_load(tmp_path, pool), "dragon", "dra1", 0)
    assert v.status == "legal", v.reasons


def test_the_doubt_stays_with_a_dishonorable_card_of_its_controller(
    tmp_path: Path, pool: CardPool
) -> None:
    """Control: dragon's Moto Ming-Gwok dishonorable: his Personal Honor may not be capped at 0
    if he is a Paragon; never a silent legal."""
    v = check(_load(tmp_path, pool, ("dra7",)), "dragon", "dra1", 0)
    assert v.status == "unknown", v.reasons
    assert "Paragons" in " ".join(v.reasons)
