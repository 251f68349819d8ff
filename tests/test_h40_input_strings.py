"""Strings after decoding: control characters and huge values refused fast (h40adv1 P1, P2).

- P2: a control character written as a JSON or YAML escape ("Shiro\\u0000Daidoji", an id
  with \\u0007) is refused with its path by the library, ``validate`` (exit 2, one line) and the
  service (422), as a raw control character in the file is.
- P1: a 3.9 MB title is refused at once, without "did you mean" over the card titles, and
  no error message echoes it whole; a state with many misspelt titles names the first 50.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from model.errors import MAX_MESSAGE, InputError, clip
from model.input_strings import MAX_NAME, string_problems
from model.load import parse_state
from solver.cli.app import app
from tests.conftest import DATA

runner = CliRunner()


def _board(title: str = "Iron Mine", card_id: str = "m", **more: Any) -> dict[str, Any]:
    return {
        "turn": 2,
        "active_player": "a",
        "phase": "action",
        "players": [{"id": "a", "family_honor": 5}, {"id": "b", "family_honor": 5}],
        "cards": [{"id": card_id, "title": title, "owner": "a", "zone": "home"}],
        **more,
    }


def _refused(data: dict[str, Any]) -> InputError:
    with pytest.raises(InputError) as info:
        parse_state(data, "board.json")
    return info.value


@pytest.mark.parametrize(
    ("where", "board", "needle"),
    [
        ("cards[0].title", _board(title="Iron\x00Mine"), "U+0000"),
        ("cards[0].id", _board(card_id="s\x07d"), "U+0007"),
        ("cards[0].title", _board(title="Iron\tMine"), "U+0009"),
        ("cards[0].title", _board(title="Iron\nMine"), "U+000A"),
        ("cards[0].title", _board(title="Iron Mine\x85"), "U+0085"),
        ("players[1].id", {**_board(), "players": [{"id": "a"}, {"id": "b\x1b[31m"}]}, "U+001B"),
    ],
)
def test_a_decoded_control_character_is_refused_with_its_path(
    where: str, board: dict[str, Any], needle: str
) -> None:
    err = _refused(board)
    assert err.path == where and needle in err.message and "control character" in err.message


def test_the_same_board_without_the_control_character_loads() -> None:
    assert parse_state(_board(), "board.json").state.cards[0].title == "Iron Mine"


def test_a_line_break_in_a_card_definition_text_is_kept() -> None:
    """Card definitions hold sentences: line breaks and tabs pass there, other controls not."""
    text = "Battle: Bow this card.\n\tThen gain 1 Honor."
    problems = list(string_problems({"definitions": [{"text": text}]}, "f"))
    assert problems == []
    bad = list(string_problems({"definitions": [{"text": "Bow\x00"}]}, "f"))
    assert len(bad) == 1 and bad[0].path == "definitions[0].text"


def test_a_key_with_a_control_character_is_refused() -> None:
    (err,) = list(string_problems({"cards": [{"ti\x00tle": "x"}]}, "f"))
    assert err.path == "cards[0]" and "a key" in err.message


def test_a_huge_title_is_refused_fast_and_never_echoed() -> None:
    start = time.monotonic()
    err = _refused(_board(title="x" * 3_900_000))
    assert time.monotonic() - start < 2.0
    assert err.path == "cards[0].title" and f"longer than {MAX_NAME}" in err.message
    assert len(str(err)) < 400


def test_a_title_of_the_limit_is_read_as_a_title() -> None:
    """Control: 200 characters is a (misspelt) title, refused as unknown, not as too long."""
    err = _refused(_board(title="y" * MAX_NAME))
    assert "unknown card title" in str(err) and "longer than" not in str(err)


def test_many_unknown_titles_name_the_first_fifty() -> None:
    board = _board()
    board["cards"] = [
        {"id": f"c{i}", "title": f"Nonesuch {i}", "owner": "a", "zone": "home"}
        for i in range(3_000)
    ]
    start = time.monotonic()
    err = _refused(board)
    assert time.monotonic() - start < 10.0
    errors = getattr(err, "errors", ())
    assert len(errors) == 51 and "more problems not listed" in errors[-1].message


def test_an_error_message_is_clipped() -> None:
    err = InputError("f", "p", "z" * 1_000_000)
    assert len(err.message) < MAX_MESSAGE + 60 and "more characters" in err.message
    assert clip("short") == "short"


def test_cli_validate_refuses_an_escaped_control_character(tmp_path: Path) -> None:
    path = tmp_path / "nul.json"
    path.write_text(json.dumps(_board(title="Iron\x00Mine")))  # written as \\u0000
    assert "\\u0000" in path.read_text()
    result = runner.invoke(app, ["validate", str(path)])
    assert result.exit_code == 2
    lines = [ln for ln in result.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and "cards[0].title" in lines[0] and "U+0000" in lines[0]
    path.write_text(json.dumps(_board()))  # control
    assert runner.invoke(app, ["validate", str(path)]).exit_code == 0


def test_service_refuses_control_characters_and_huge_strings() -> None:
    from fastapi.testclient import TestClient

    from solver.service import create_app

    client = TestClient(create_app())
    r = client.post("/v1/validate", json={"state": _board(card_id="s\x07d")})
    assert r.status_code == 422 and "state.cards[0].id" in r.json()["error"]
    r = client.post("/v1/check", json={"state": _board(), "player": "a\x00"})
    assert r.status_code == 422 and "player" in r.json()["error"]
    start = time.monotonic()
    r = client.post("/v1/check", json={"state": _board(title="x" * 3_000_000), "player": "a"})
    assert r.status_code == 422 and time.monotonic() - start < 3.0
    assert len(r.content) < 2_000 and "state.cards[0].title" in r.json()["error"]
    r = client.post("/v1/validate", json={"state": _board()})  # control
    assert r.status_code == 200 and r.json()["ok"] is True


def test_a_pay_file_refuses_an_escaped_control_character(tmp_path: Path) -> None:
    path = tmp_path / "pay.json"
    problem = {"sources": [{"id": "s\x07", "gold": 3}], "payments": [{"id": "p", "cost": 2}]}
    path.write_text(json.dumps(problem))
    result = runner.invoke(app, ["pay", str(path)])
    assert result.exit_code == 2 and "sources[0].id" in result.stderr
    assert "U+0007" in result.stderr
    problem["sources"] = [{"id": "s", "gold": 3}]  # control
    path.write_text(json.dumps(problem))
    assert runner.invoke(app, ["pay", str(path)]).exit_code == 0


@pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
def test_service_card_title_with_a_control_character_is_refused() -> None:
    from fastapi.testclient import TestClient

    from solver.service import ServiceConfig, create_app

    client = TestClient(create_app(ServiceConfig(cards=[str(DATA / "oracle")])))
    r = client.get("/v1/cards/Iron%07Mine")
    assert r.status_code == 422 and "U+0007" in r.json()["error"]
    assert client.get("/v1/cards/Iron%20Mine").status_code == 200  # control


def test_a_yaml_escape_makes_a_control_character_too(tmp_path: Path) -> None:
    path = tmp_path / "bel.yaml"
    path.write_text(
        "turn: 2\nactive_player: a\nplayers:\n  - {id: a, family_honor: 5}\ncards:\n"
        '  - {id: "m\\x07", title: Iron Mine, owner: a, zone: home}\n'
    )
    result = runner.invoke(app, ["validate", str(path)])
    assert result.exit_code == 2 and "cards[0].id" in result.stderr and "U+0007" in result.stderr
