"""Typed card data (h42adv4 H1; ``model.oracle.card_fields``): a set file's or an Oracle export's
field of the wrong type, a misspelt card type or clan, a key no card data has, is refused with
the file, the path inside it and what was expected (library ``InputError``, CLI exit 2 on one
line); a well-typed file, and the real card data, still load."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from model.errors import InputError
from model.oracle.pool import CardPool
from solver.cli.app import app
from tests.conftest import DATA

runner = CliRunner()
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
STAT = "expected a whole number or a printed stat such as '+1', '*', '2*'"

MINE: dict[str, Any] = {
    "title": "Bad Mine",
    "types": ["Holding"],
    "gold_cost": 2,
    "gold_production": 2,
}
RIN: dict[str, Any] = {
    "title": "Bad Rin",
    "types": ["Personality"],
    "clans": ["Scorpion"],
    "gold_cost": 6,
}
STATE = {
    "turn": 3,
    "active_player": "scorpion",
    "phase": "dynasty",
    "players": [
        {"id": "scorpion", "clan": "scorpion", "family_honor": 9},
        {"id": "crane", "clan": "crane", "family_honor": 9},
    ],
    "cards": [
        {"id": "lod", "title": "Law of Darkness Dojo", "owner": "scorpion", "zone": "home"},
        {"id": "m", "title": "Bad Mine", "owner": "scorpion", "zone": "home"},
        {"id": "r", "title": "Bad Rin", "owner": "scorpion", "zone": "province", "province": 1},
        {"id": "aerie", "title": "The Aerie", "owner": "crane", "zone": "home"},
    ],
}


def _set_dir(tmp_path: Path, *cards: dict[str, Any]) -> Path:
    folder = tmp_path / "sets"
    folder.mkdir()
    (folder / "a.yaml").write_text(yaml.safe_dump({"set": "Foo", "cards": list(cards)}))
    return folder


def _refused(folder: Path) -> str:
    with pytest.raises(InputError) as info:
        CardPool.load([folder], cache=False)
    return str(info.value)


@pytest.mark.parametrize(
    ("change", "card", "message"),
    [
        ({"gold_cost": "six"}, 1, f'cards[1].gold_cost: {STAT}; got "six"'),
        ({"gold_production": "two"}, 0, f'cards[0].gold_production: {STAT}; got "two"'),
        ({"force": [2]}, 1, f"cards[1].force: {STAT}; got a list"),
        ({"personal_honor": {"a": 1}}, 1, f"cards[1].personal_honor: {STAT}; got a mapping"),
        ({"chi": 2.5}, 1, f"cards[1].chi: {STAT}; got 2.5"),
        ({"text": 5}, 1, "cards[1].text: expected a string; got 5"),
        ({"keywords": "Courtier"}, 1, 'cards[1].keywords: expected a list of strings; got "C'),
        ({"is_unique": "yes"}, 1, 'cards[1].is_unique: expected true or false; got "yes"'),
        (
            {"force": 10**22},
            1,
            "cards[1].force: expected a printed stat from -1000 to 1000; got "
            "10000000000000000000000",
        ),
        (
            {"types": ["Holdng"]},
            0,
            "cards[0].types[0]: 'Holdng' is not a card type; did you mean 'Holding'?",
        ),
        (
            {"types": "Holding"},
            0,
            'cards[0].types: expected a list of card types; got "Holding"',
        ),
        (
            {"clans": ["Scorpoin"]},
            1,
            "cards[1].clans[0]: 'Scorpoin' is not a clan; did you mean 'Scorpion'?",
        ),
        (
            {"legality": ["Destroyer War (Celestal)"]},
            1,
            "cards[1].legality[0]: 'Destroyer War (Celestal)' is not a legality word; did you "
            "mean 'Destroyer War (Celestial)'?",
        ),
        (
            {"gold_cots": 6},
            1,
            "cards[1].gold_cots: unknown key 'gold_cots'; did you mean 'gold_cost'?",
        ),
    ],
)
def test_a_mistyped_set_field_is_refused(
    tmp_path: Path, change: dict[str, Any], card: int, message: str
) -> None:
    cards = [dict(MINE), dict(RIN)]
    cards[card].update(change)
    text = _refused(_set_dir(tmp_path, *cards))
    assert f"a.yaml: {message}" in text, text


def test_the_printed_stat_marks_of_the_real_data_load(tmp_path: Path) -> None:
    """Control: the marks the set files print ("*", "5*", "+1", "+*", rank markers, a quoted
    number, null) are stats, not errors."""
    odd = [
        {**RIN, "title": f"Odd {i}", "gold_cost": cost, "force": force}
        for i, (cost, force) in enumerate(
            [("*", "+1"), ("5*", "+*"), ("3", ":Rank•15:"), (None, "[Rank•7]"), (0, -1)]
        )
    ]
    pool = CardPool.load([_set_dir(tmp_path, MINE, *odd)], cache=False)
    assert pool.resolve("Odd 2").card.gold_cost == 3
    assert pool.resolve("Odd 4").card.force == -1
    assert pool.resolve("Odd 0").card.gold_cost is None


def _export(tmp_path: Path, entry: dict[str, Any]) -> Path:
    file = tmp_path / "holdings.json"
    file.write_text(json.dumps([entry]))
    return file


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"cost": ["six"]}, f'[0].cost: {STAT}; got "six"'),
        ({"production": [2.5]}, f"[0].production: {STAT}; got 2.5"),
        ({"type": ["Holdng"]}, "[0].type[0]: 'Holdng' is not a card type; did you mean 'Holding'?"),
        ({"clan": ["Crabb"]}, "[0].clan[0]: 'Crabb' is not a clan; did you mean 'Crab'?"),
        ({"cots": ["2"]}, "[0].cots: unknown key 'cots'; did you mean 'cost'?"),
    ],
)
def test_a_mistyped_export_field_is_refused(
    tmp_path: Path, change: dict[str, Any], message: str
) -> None:
    entry = {"title": ["Bad Farm"], "type": ["Holding"], "cost": ["2"], "text": ["x"], **change}
    text = _refused(_export(tmp_path, entry))
    assert f"holdings.json: {message}" in text, text


def test_a_well_typed_export_entry_loads(tmp_path: Path) -> None:
    """Control: the export's own spellings (``["-"]`` for no stat, one string) load."""
    entry = {"title": ["Good Farm"], "type": "Holding", "cost": ["2"], "honor": ["-"]}
    pool = CardPool.load([_export(tmp_path, entry)], cache=False)
    assert pool.resolve("Good Farm").card.gold_cost == 2


@needs_data
def test_the_cli_refuses_a_word_for_a_gold_cost_on_one_line(tmp_path: Path) -> None:
    """The tester's board: ``gold_cost: six`` made Bad Rin's Recruit a false illegal ("has no
    Gold cost"); now the set file is refused, exit 2, one line."""
    state = tmp_path / "st.yaml"
    state.write_text(yaml.safe_dump(STATE))
    bad = _set_dir(tmp_path, MINE, {**RIN, "gold_cost": "six"})
    args = ["check", str(state), "--player", "scorpion", "--card", "r", "--ability", "recruit"]
    result = runner.invoke(app, [*args, "--cards", str(DATA / "oracle"), "--cards", str(bad)])
    assert result.exit_code == 2, result.output
    lines = [ln for ln in result.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and "Traceback" not in result.output
    assert lines[0] == f'error: {bad / "a.yaml"}: cards[1].gold_cost: {STAT}; got "six"'


@needs_data
def test_control_the_same_board_well_typed_is_legal(tmp_path: Path) -> None:
    state = tmp_path / "st.yaml"
    state.write_text(yaml.safe_dump(STATE))
    good = _set_dir(tmp_path, MINE, RIN)
    args = ["check", str(state), "--player", "scorpion", "--card", "r", "--ability", "recruit"]
    result = runner.invoke(
        app, [*args, "--json", "--cards", str(DATA / "oracle"), "--cards", str(good)]
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["abilities"][0]["verdict"] == "legal"


@needs_data
def test_the_real_card_data_is_well_typed() -> None:
    """Control: every real set file (130 sets) and export file passes the typed check."""
    from model.oracle.card_fields import check_export_entries, check_set_file
    from model.reading import load_json, parse_text, read_text

    files = sorted((DATA / "sets").glob("*.yaml"))
    assert len(files) == 130
    printings = 0
    for file in files:
        data = parse_text(read_text(file), str(file), as_json=False)
        check_set_file(data, str(file))
        printings += len(data["cards"])
    assert printings > 20_000
    for file in sorted((DATA / "oracle").glob("*.json")):
        check_export_entries(load_json(read_text(file), str(file)), str(file))


def test_an_export_entry_without_a_title_is_one_line(tmp_path: Path) -> None:
    """Was a traceback (``OracleError`` out of the pool's index)."""
    file = tmp_path / "holdings.json"
    file.write_text(json.dumps([{"type": ["Holding"], "cost": ["2"]}]))
    result = runner.invoke(app, ["cards", "list", "X", "--cards", str(file)])
    assert result.exit_code == 2, result.output
    assert result.stderr.strip() == (
        f"error: {file}: [0]: expected 'title' to be a non-empty string or list of strings"
    )
