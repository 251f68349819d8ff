"""The HTTP service (issue 17) against a real server on a free localhost port: the same answers
as the CLI on every example state, hostile inputs refused with 4xx and a located message, no
state kept between requests."""

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

from solver.cli.app import app as cli
from solver.service import ServiceConfig, create_app

ROOT = Path(__file__).resolve().parents[1]
STATES = sorted((ROOT / "examples" / "states").glob("*.yaml"))
runner = CliRunner()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def base() -> Iterator[str]:
    port = _free_port()
    config = uvicorn.Config(
        create_app(ServiceConfig(max_body=256 * 1024)),
        host="127.0.0.1",
        port=port,
        log_level="warning",
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=5)


def _state(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(path.read_text())
    return data


def _players(path: Path) -> list[str]:
    return [p["id"] for p in _state(path)["players"]]


def test_health_and_unknown_routes(base: str) -> None:
    r = httpx.get(f"{base}/healthz")
    assert r.status_code == 200 and r.json()["status"] == "ok"
    assert httpx.get(f"{base}/v1/nothing").status_code == 404
    assert httpx.get(f"{base}/v1/cards/Hida Kisada").status_code == 404  # no card data
    spec = httpx.get(f"{base}/openapi.json").json()
    assert "/v1/check" in spec["paths"]
    schema = spec["paths"]["/v1/check"]["post"]["requestBody"]["content"]["application/json"]
    assert "player" in schema["schema"]["properties"]


@pytest.mark.parametrize("path", STATES, ids=[p.stem for p in STATES])
def test_check_answers_as_the_cli_does(base: str, path: Path) -> None:
    for player in _players(path):
        cli_out = runner.invoke(cli, ["check", str(path), "-p", player, "--json"])
        assert cli_out.exit_code == 0, cli_out.output
        expected = json.loads(cli_out.stdout)
        r = httpx.post(
            f"{base}/v1/check", json={"state": _state(path), "player": player}, timeout=60
        )
        assert r.status_code == 200, r.text
        assert r.json() == expected


def test_one_announcement_with_targets(base: str) -> None:
    path = STATES[0]
    state = _state(path)
    player = _players(path)[0]
    every = httpx.post(f"{base}/v1/check", json={"state": state, "player": player}).json()
    first = every["abilities"][0]
    r = httpx.post(
        f"{base}/v1/check",
        json={"state": state, "player": player, "card": first["card"], "ability": first["ability"]},
    )
    assert r.status_code == 200 and r.json()["abilities"] == [first]


def test_other_endpoints(base: str) -> None:
    path = STATES[0]
    state, player = _state(path), _players(path)[0]
    r = httpx.post(f"{base}/v1/validate", json={"state": state})
    assert r.status_code == 200 and r.json()["ok"] is True
    r = httpx.post(f"{base}/v1/announcements", json={"state": state, "player": player})
    assert r.status_code == 200 and all(a["verdict"] == "legal" for a in r.json()["legal"])
    r = httpx.post(f"{base}/v1/actions", json={"state": state, "player": player})
    assert r.status_code == 200 and set(r.json()["actions"]) == {str(i) for i in r.json()["legal"]}
    body: dict[str, object] = {"state": state, "player": player, "path": []}
    step = r.json()
    while step["step"] != "done":  # one decision at a time, down to the verdict
        body["path"] = [*step["path"], step["legal"][0]]
        step = httpx.post(f"{base}/v1/actions", json=body).json()
    assert step["verdict"]["verdict"] == "legal"
    r = httpx.post(f"{base}/v1/actions", json={"state": state, "player": player, "path": [3]})
    assert r.status_code == 422 and "path" in r.json()["error"]
    problem = yaml.safe_load((ROOT / "examples" / "payments" / "dynasty-turn.yaml").read_text())
    r = httpx.post(f"{base}/v1/pay", json={"problem": problem})
    assert r.status_code == 200 and "feasible" in json.dumps(r.json())


def test_bad_input_is_a_located_422(base: str) -> None:
    path = STATES[0]
    state = _state(path)
    state["cards"][0]["zone"] = "nowhere"
    r = httpx.post(f"{base}/v1/check", json={"state": state, "player": _players(path)[0]})
    assert r.status_code == 422
    assert r.json()["error"].startswith("state: cards[0].zone:")
    r = httpx.post(f"{base}/v1/check", json={"state": _state(path), "player": "nobody"})
    assert r.status_code == 422 and "nobody" in r.json()["error"]
    r = httpx.post(f"{base}/v1/check", json={"state": _state(path), "plyer": "x"})
    assert r.status_code == 422 and "request" in r.json()["error"]
    r = httpx.post(f"{base}/v1/check", content=b"{not json")
    assert r.status_code == 422 and r.json()["error"].startswith("request")


def test_hostile_bodies_are_refused(base: str) -> None:
    deep = '{"state": ' + "[" * 100_000 + "]" * 100_000 + ', "player": "a"}'
    start = time.monotonic()
    r = httpx.post(f"{base}/v1/check", content=deep.encode())
    assert r.status_code == 422 and "nested deeper" in r.json()["error"]
    big = b'{"state": {}, "player": "' + b"x" * (300 * 1024) + b'"}'
    r = httpx.post(f"{base}/v1/check", content=big)
    assert r.status_code == 413
    dup = b'{"state": {}, "state": {}, "player": "a"}'
    assert httpx.post(f"{base}/v1/check", content=dup).status_code == 422
    assert time.monotonic() - start < 5
    assert httpx.get(f"{base}/healthz").status_code == 200  # still serving


def test_nothing_is_kept_between_requests(base: str) -> None:
    path = STATES[0]
    state, player = _state(path), _players(path)[0]
    before = httpx.post(f"{base}/v1/check", json={"state": state, "player": player}).json()
    bad = json.loads(json.dumps(state))
    bad["players"][0]["family_honor"] = -50
    httpx.post(f"{base}/v1/check", json={"state": bad, "player": player})
    after = httpx.post(f"{base}/v1/check", json={"state": state, "player": player}).json()
    assert before == after
