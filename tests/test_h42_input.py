"""Hostile and malformed input (h42adv4 H2, H3): ``goodfaith validate`` recognises card data
files (a set file, an Oracle export file) and checks them as card data; a state file, a card data
file and a state's number of cards are bounded (``model.input_limits``), one line, exit 2, with
the option that raises each limit."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from model.errors import InputError
from model.input_limits import CARD_FILE_ENV, STATE_BYTES_ENV, STATE_CARDS_ENV
from model.load import load_state, parse_state
from solver.cli.app import app
from tests.conftest import DATA

runner = CliRunner()
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
STAT = "expected a whole number or a printed stat such as '+1', '*', '2*'"


def _one_line(result: Any) -> str:
    assert result.exit_code == 2, result.output
    lines = [ln for ln in result.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and "Traceback" not in result.output, result.output
    return lines[0]


def _set_file(tmp_path: Path, **change: Any) -> Path:
    file = tmp_path / "a.yaml"
    card = {"title": "Bad Rin", "types": ["Personality"], "clans": ["Scorpion"], "gold_cost": 6}
    file.write_text(yaml.safe_dump({"set": "Foo", "cards": [{**card, **change}]}))
    return file


# ------------------------------------------------------------------------------ H2 validate
def test_validate_checks_a_set_file_as_card_data(tmp_path: Path) -> None:
    """Before: "players: required key is missing; ... set: unknown key 'set'"."""
    bad = _set_file(tmp_path, gold_cost="six")
    line = _one_line(runner.invoke(app, ["validate", str(bad)]))
    assert line == f'error: {bad}: cards[0].gold_cost: {STAT}; got "six"'


def test_validate_names_a_good_set_file_card_data(tmp_path: Path) -> None:
    good = _set_file(tmp_path)
    result = runner.invoke(app, ["validate", str(good), "--json"])
    assert result.exit_code == 0, result.output
    row = json.loads(result.stdout)["files"][0]
    assert row == {"file": str(good), "ok": True, "kind": "set", "count": 1}
    result = runner.invoke(app, ["validate", str(good)])
    assert "set file (card data: give it with --cards), 1 cards" in result.stdout


def test_validate_checks_an_export_file_as_card_data(tmp_path: Path) -> None:
    file = tmp_path / "holdings.json"
    file.write_text(json.dumps([{"title": ["Bad Farm"], "type": ["Holdng"]}]))
    line = _one_line(runner.invoke(app, ["validate", str(file)]))
    assert line.startswith(f"error: {file}: [0].type[0]: 'Holdng' is not a card type; did you")
    file.write_text(json.dumps([{"title": ["Good Farm"], "type": ["Holding"], "cost": ["2"]}]))
    result = runner.invoke(app, ["validate", str(file), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["files"][0]["kind"] == "oracle"


def test_control_validate_still_reads_a_state_as_a_state(tmp_path: Path) -> None:
    file = tmp_path / "s.yaml"
    file.write_text(yaml.safe_dump({**STATE, "set": 1}))
    line = _one_line(runner.invoke(app, ["validate", str(file)]))
    assert "set: unknown key 'set'" in line  # a state with a stray key: no card data


@needs_data
def test_validate_a_real_set_file() -> None:
    """Control: a real set file validates as card data."""
    file = DATA / "sets" / "celestial_edition.yaml"
    result = runner.invoke(app, ["validate", str(file), "--json"])
    assert result.exit_code == 0, result.output
    row = json.loads(result.stdout)["files"][0]
    assert row["kind"] == "set" and row["count"] > 300


# ------------------------------------------------------------------------------ H3 limits
STATE: dict[str, Any] = {
    "turn": 2,
    "active_player": "a",
    "phase": "action",
    "players": [
        {"id": "a", "clan": "crab", "family_honor": 5},
        {"id": "b", "clan": "crane", "family_honor": 5},
    ],
    "cards": [],
}


def _deck(n: int) -> dict[str, Any]:
    cards = [
        {"id": f"c{i}", "title": "Iron Mine", "owner": "a", "zone": "dynasty_deck"}
        for i in range(n)
    ]
    return {**STATE, "cards": cards}


def test_a_state_over_4_mib_is_refused_at_once(tmp_path: Path) -> None:
    file = tmp_path / "big.yaml"
    file.write_text(yaml.safe_dump(STATE) + "# " + "x" * (4 * 1024 * 1024) + "\n")
    with pytest.raises(InputError) as info:
        load_state(file)
    assert str(info.value) == (
        f"{file}: the file is larger than 4 MiB, the limit for a state file "
        f"(--max-state-bytes or {STATE_BYTES_ENV})"
    )
    line = _one_line(runner.invoke(app, ["check", str(file), "--player", "a"]))
    assert line == f"error: {info.value}"


def test_the_state_byte_limit_is_raised_by_an_option(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(STATE_BYTES_ENV, "")  # restored after the test (the option sets it)
    file = tmp_path / "big.yaml"
    file.write_text(yaml.safe_dump(STATE) + "# " + "x" * (4 * 1024 * 1024) + "\n")
    args = ["--max-state-bytes", str(8 * 1024 * 1024), "validate", str(file)]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output


def test_too_many_cards_in_a_state_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(InputError) as info:
        parse_state(_deck(5_001), "s.yaml")
    assert str(info.value) == (
        "s.yaml: cards: 5,001 cards: more than 5,000, the limit for a state "
        f"(--max-state-cards or {STATE_CARDS_ENV})"
    )
    monkeypatch.setenv(STATE_CARDS_ENV, "6000")
    assert len(parse_state(_deck(5_001), "s.yaml").state.cards) == 5_001


def test_control_a_state_at_the_card_limit_loads() -> None:
    assert len(parse_state(_deck(5_000), "s.yaml").state.cards) == 5_000


def test_a_bad_limit_setting_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(STATE_CARDS_ENV, "lots")
    file = tmp_path / "s.yaml"
    file.write_text(yaml.safe_dump(STATE))
    line = _one_line(runner.invoke(app, ["check", str(file), "--player", "a"]))
    assert (
        line == f"error: environment: {STATE_CARDS_ENV}: expected a whole number >= 1; got 'lots'"
    )


def test_a_card_data_file_over_16_mib_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    file = tmp_path / "big.json"
    entry = {"title": ["Farm"], "type": ["Holding"], "text": ["x" * 1000]}
    file.write_text(json.dumps([{**entry, "title": [f"Farm {i}"]} for i in range(17_000)]))
    line = _one_line(runner.invoke(app, ["cards", "list", "Farm", "--cards", str(file)]))
    assert line.startswith(
        f"error: {file}: the file is larger than 16 MiB, the limit for a card data file "
        f"(--max-card-file-bytes or {CARD_FILE_ENV})"
    )


@needs_data
def test_control_the_real_card_data_is_under_the_limit() -> None:
    """Control: the largest real card data file is far below the card data limit."""
    files = [*(DATA / "oracle").glob("*.json"), *(DATA / "sets").glob("*.yaml")]
    assert max(f.stat().st_size for f in files) < 16 * 1024 * 1024 // 4


# ------------------------------------------------------------------------------ H4 deck lists
def test_an_inline_stronghold_on_line_1_is_read_and_named() -> None:
    """h42adv4 H4: "Stronghold: The Aerie" on line 1 opens the Stronghold section and holds
    its card; a Personality after it is refused naming the line that opened the section."""
    from model.decklist import parse_decklist

    text = "Stronghold: The Aerie\n3 Kaiu Watsuki\n"
    with pytest.raises(InputError) as info:
        parse_decklist(text, "deck.txt")
    assert str(info.value) == (
        "deck.txt: line 2: 'Kaiu Watsuki' is a personality: not a Stronghold card (it belongs "
        "in the Dynasty section; Reference 02/03; the Stronghold section began at line 1: "
        "'Stronghold: The Aerie')"
    )


def test_control_an_inline_stronghold_then_a_dynasty_header_reads_both() -> None:
    from model.decklist import parse_decklist

    deck = parse_decklist("Stronghold: The Aerie\nDynasty\n3 Kaiu Watsuki\n", "deck.txt")
    assert deck.stronghold.title == "The Aerie"
    assert deck.dynasty_cards() == ("Kaiu Watsuki",) * 3


def test_the_service_refuses_too_many_cards_with_a_422() -> None:
    from fastapi.testclient import TestClient

    from solver.service import ServiceConfig, create_app

    client = TestClient(create_app(ServiceConfig()))
    r = client.post("/v1/validate", json={"state": _deck(5_001)})
    assert r.status_code == 422, r.text
    assert "cards: 5,001 cards: more than 5,000, the limit for a state" in r.json()["error"]
    r = client.post("/v1/validate", json={"state": _deck(3)})  # control
    assert r.status_code == 200, r.text


@pytest.mark.parametrize(
    ("command", "kind"),
    [("pay", "a payment problem file"), ("verify", "a scenario file")],
)
def test_a_payment_or_scenario_file_over_4_mib_is_refused(
    tmp_path: Path, command: str, kind: str
) -> None:
    """A payment problem and a scenario hold one problem or state: the state's 4 MiB limit
    (was the 64 MiB default of ``model.reading``)."""
    file = tmp_path / "big.yaml"
    file.write_text("sources: []\n# " + "x" * (4 * 1024 * 1024) + "\n")
    line = _one_line(runner.invoke(app, [command, str(file)]))
    assert line == (
        f"error: {file}: the file is larger than 4 MiB, the limit for {kind} "
        f"(--max-state-bytes or {STATE_BYTES_ENV})"
    )


def test_an_ability_language_cards_file_over_16_mib_is_refused(tmp_path: Path) -> None:
    """A cards file in the ability language (``--cards`` of definitions) has the card data
    limit."""
    from model.load import load_cards

    file = tmp_path / "big.yaml"
    file.write_text("cards: []\n# " + "x" * (16 * 1024 * 1024) + "\n")
    with pytest.raises(InputError) as info:
        load_cards(file)
    assert "larger than 16 MiB, the limit for a card data file" in str(info.value)


def test_control_a_small_payment_file_is_read() -> None:
    example = Path(__file__).parent.parent / "examples" / "payments" / "plantation.yaml"
    result = runner.invoke(app, ["pay", str(example)])
    assert result.exit_code == 0, result.output
