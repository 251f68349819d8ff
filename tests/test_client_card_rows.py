"""``check --card`` without ``--ability`` on another player's card answers the rows of each of
its abilities (illegal, naming the controller), never an empty list; the CLI, the HTTP service
and the library alike (h36adv2 A1; Reference 05, Card Control). The request body's problems are
all named, at the field's path, and its types are strict (h36adv2 A2, A3)."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn
import yaml
from typer.testing import CliRunner

from model.load import load_state
from model.oracle.pool import CardPool
from solver.card_rows import card_rows, check_card
from solver.cli.app import app as cli
from solver.service import ServiceConfig, create_app
from solver.verdict import AnnouncementError

ROOT = Path(__file__).resolve().parents[1]
BATTLE = ROOT / "examples" / "states" / "crab-vs-crane-battle.yaml"
DATA = ROOT.parent / "shared" / "data"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
runner = CliRunner()


class _Server:
    """The service on a free localhost port (as tests/test_service.py runs it)."""

    def __init__(self, config: ServiceConfig) -> None:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = int(s.getsockname()[1])
        cfg = uvicorn.Config(
            create_app(config), host="127.0.0.1", port=self.port, log_level="warning"
        )
        self.server = uvicorn.Server(cfg)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 10
        while not self.server.started:
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.02)

    def post(self, path: str, json: Any) -> httpx.Response:
        return httpx.post(f"http://127.0.0.1:{self.port}{path}", json=json, timeout=60)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=5)


@pytest.fixture(scope="module")
def client() -> Iterator[_Server]:
    server = _Server(ServiceConfig())
    yield server
    server.stop()


def _cli_rows(path: Path, player: str, card: str, *extra: str) -> list[dict[str, Any]]:
    out = runner.invoke(cli, ["check", str(path), "-p", player, "-c", card, "--json", *extra])
    assert out.exit_code == 0, out.output
    rows: list[dict[str, Any]] = json.loads(out.stdout)["abilities"]
    return rows


def test_another_player_s_card_in_hand_answers_illegal_rows(client: _Server) -> None:
    """Restoring Order in Crane's hand, asked by Crab: the row of its ability, illegal."""
    rows = _cli_rows(BATTLE, "crab", "crane-ro")
    assert [(r["ability"], r["verdict"]) for r in rows] == [(0, "illegal")]
    assert "another player's hand" in rows[0]["reasons"][0]
    body = {"state": yaml.safe_load(BATTLE.read_text()), "player": "crab", "card": "crane-ro"}
    r = client.post("/v1/check", json=body)
    assert r.status_code == 200 and r.json()["abilities"] == rows
    lib = check_card(load_state(BATTLE), "crab", "crane-ro")
    assert [(v.ability, v.status, v.reasons) for v in lib] == [
        (0, "illegal", tuple(rows[0]["reasons"]))
    ]


def test_the_own_card_keeps_its_rows() -> None:
    """Control: Crane asking about his own Restoring Order: the enumerator's row, legal."""
    rows = _cli_rows(BATTLE, "crane", "crane-ro")
    assert [(r["ability"], r["verdict"]) for r in rows] == [(0, "legal")]


def test_a_card_with_nothing_to_announce_is_refused(client: _Server) -> None:
    """A Holding in play has no printed ability: its Recruit row says why (not in a province);
    a Stronghold with none either is refused by name, not answered with nothing."""
    loaded = load_state(BATTLE)
    from model.state import View

    view = View.of(loaded.state, loaded.library)
    assert card_rows(view, "crab", "crane-iron") == ["recruit"]
    rows = _cli_rows(BATTLE, "crab", "crane-iron")
    assert rows[0]["verdict"] == "illegal" and "province" in rows[0]["reasons"][0]
    if not view.definition("aerie").abilities:
        with pytest.raises(AnnouncementError, match="nothing of it to announce"):
            card_rows(view, "crab", "aerie")


@needs_data
def test_sparrow_clan_aide_of_another_player_names_the_controller(client: _Server) -> None:
    """h36adv2 r02: Scorpion asks about Crane's Sparrow Clan Aide (attached to Doji Makoto)."""
    state = {
        "turn": 8,
        "active_player": "scorp",
        "phase": "action",
        "players": [
            {"id": "scorp", "clan": "scorpion", "family_honor": 8},
            {"id": "crane", "clan": "crane", "family_honor": 21},
        ],
        "cards": [
            {"id": "s-tosaku", "title": "Shosuro Tosaku", "owner": "scorp", "zone": "home"},
            {
                "id": "c-makoto",
                "title": "Doji Makoto, the Smiling Blade",
                "owner": "crane",
                "zone": "home",
            },
            {
                "id": "c-aide",
                "title": "Sparrow Clan Aide",
                "owner": "crane",
                "zone": "home",
                "attached_to": "c-makoto",
            },
        ],
    }
    from model.load import parse_state

    pool = CardPool.load([DATA / "oracle", DATA / "sets"])
    loaded = parse_state(state, "r02", cards=pool)
    lib = check_card(loaded, "scorp", "c-aide")
    assert [v.status for v in lib] == ["illegal"] * len(lib) and lib
    assert all("controlled by crane" in v.reasons[0] for v in lib)
    svc = _Server(ServiceConfig(cards=[str(DATA / "oracle"), str(DATA / "sets")]))
    try:
        r = svc.post("/v1/check", json={"state": state, "player": "scorp", "card": "c-aide"})
    finally:
        svc.stop()
    assert r.status_code == 200
    assert [a["verdict"] for a in r.json()["abilities"]] == ["illegal"] * len(lib)
    # control: Crane's own Aide lists the same ability, not refused for control
    own = check_card(loaded, "crane", "c-aide")
    assert [v.ability for v in own] == [v.ability for v in lib]
    assert all("controlled by" not in " ".join(v.reasons) for v in own)


def test_every_problem_of_a_request_is_named(client: _Server) -> None:
    """A missing field and two misspelt ones: three lines, each naming its field (A2)."""
    r = client.post("/v1/check", json={"state": {}, "playr": "scorp", "cardd": "x"})
    assert r.status_code == 422
    errors = r.json()["errors"]
    assert errors == [
        "request: player: required field is missing",
        "request: playr: unknown field (the fields: state, player, time_limit_s, card, "
        "ability, targets)",
        "request: cardd: unknown field (the fields: state, player, time_limit_s, card, "
        "ability, targets)",
    ]
    assert r.json()["error"] == "; ".join(errors)  # one line naming every problem
    # control: one problem, one line, as before
    r = client.post("/v1/check", json={"state": {}, "player": "scorp", "cardd": "x"})
    assert r.json()["errors"] == [r.json()["error"]] and "cardd" in r.json()["error"]


def test_a_wrong_type_names_the_field_and_what_was_expected(client: _Server) -> None:
    """No pydantic internals in the path; strings are not numbers (A3)."""
    state = yaml.safe_load(BATTLE.read_text())
    r = client.post("/v1/check", json={"state": state, "player": "crane", "ability": "zero"})
    assert r.status_code == 422
    assert r.json()["error"] == (  # the value sent, as JSON spells it (h38adv1 M7)
        "request: ability: Input should be a valid integer, or 'recruit', 'equip', 'granted', "
        "'granted1', 'granted2', 'granted3', 'granted4', 'granted5', 'granted6', 'granted7', "
        "'granted8' or 'granted9'; got \"zero\""
    )  # granted / granted<k> accepted since h43grant
    for field, value in (("time_limit_s", "5"), ("time_limit_s", True), ("ability", "0")):
        body = {"state": state, "player": "crane", "card": "crane-ro", field: value}
        r = client.post("/v1/check", json=body)
        assert r.status_code == 422, (field, value)
        assert r.json()["error"].startswith(f"request: {field}: ")
    # controls: the JSON types are accepted
    for field, value in (("time_limit_s", 5), ("time_limit_s", 2.5), ("ability", 0)):
        body = {"state": state, "player": "crane", "card": "crane-ro", field: value}
        assert client.post("/v1/check", json=body).status_code == 200, (field, value)
    body = {"state": state, "player": "crane", "card": "crane-rd", "ability": "recruit"}
    assert client.post("/v1/check", json=body).status_code == 200
    r = client.post("/v1/check", json=[1, 2])
    assert r.status_code == 422 and "expected a JSON object" in r.json()["error"]
