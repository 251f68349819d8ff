"""Hostile input, typed vocabularies, lister parity (h38adv1 H1, H2, W1, M2, M3, M7, M8).

- H1: a keyword a state or request names is one of the keyword vocabulary (the real card
  data's card and ability keywords, the clans, the cards in use): a misspelt one is refused,
  naming the path and the nearest keywords, never read as matching nothing (it silently
  dropped an ongoing added cost: a false legal).
- H2: ``--cards`` at a folder of state files or of the ability language's card files is
  refused naming the file; no card read at all is "no card data".
- W1: the factored action space's announce and host steps give ``check``'s verdicts for an
  Equip (Moto Steed's doubt on another host does not take Shinjo Shono away).
- M2: state numbers and flags are typed strictly ("5", 5.0, "yes", 1 refused; turn >= 1).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from model.errors import InputError, one_line, sent
from model.keyword_vocabulary import data_keywords, unknown_keyword, vocabulary_of
from model.load import parse_state
from model.oracle.pool import CardPool
from solver.cli.app import app
from solver.decision import DecisionPoint
from solver.good_faith import check
from tests.conftest import DATA

runner = CliRunner()
REPO = Path(__file__).resolve().parents[1]
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
CARDS = ["--cards", str(DATA / "oracle"), "--cards", str(DATA / "sets")]


def _added_cost_board(keyword: str, **more: Any) -> dict[str, Any]:
    """h38adv1 p02/p03: a 9 Gold cost added to ``keyword`` actions; 6 Gold at most."""
    return {
        "turn": 6,
        "active_player": "scorpion",
        "phase": "action",
        "imperial_favor": "crane",
        "players": [
            {"id": "scorpion", "clan": "scorpion", "family_honor": 7},
            {"id": "crane", "clan": "crane", "family_honor": 20},
        ],
        "effects": [
            {
                "kind": "added_cost",
                "actions": {"keyword": keyword},
                "cost": {"gold": 9},
                "source": "an opponent's Event",
            }
        ],
        "cards": [
            {"id": "dojo", "title": "Law of Darkness Dojo", "owner": "scorpion", "zone": "home"},
            {"id": "iron", "title": "Iron Mine", "owner": "scorpion", "zone": "home"},
            {"id": "komiko", "title": "Soshi Komiko", "owner": "scorpion", "zone": "home"},
            {"id": "summons", "title": "Imperial Summons", "owner": "scorpion", "zone": "hand"},
            {"id": "aerie", "title": "The Aerie", "owner": "crane", "zone": "home"},
            {"id": "yoshitada", "title": "Doji Yoshitada", "owner": "crane", "zone": "home"},
        ],
        **more,
    }


def _refused(data: dict[str, Any], pool: CardPool | None = None) -> InputError:
    with pytest.raises(InputError) as info:
        parse_state(data, "board.yaml", cards=pool)
    return info.value


# ------------------------------------------------------------------------------- H1 keywords
@needs_data
def test_a_misspelt_effect_keyword_is_refused_naming_the_path(pool: CardPool) -> None:
    err = _refused(_added_cost_board("politcal"), pool)
    text = str(err)
    assert "effects[0].actions.keyword[0]" in text
    assert "'politcal' is not a keyword" in text and "did you mean 'political'" in text


@needs_data
def test_the_spelt_keyword_any_case_keeps_the_added_cost(pool: CardPool) -> None:
    for word in ("political", "Political", "POLITICAL"):  # control: keywords match in any case
        loaded = parse_state(_added_cost_board(word), "board.yaml", cards=pool)
        v = check(loaded, "scorpion", "summons", 1)
        assert v.status == "illegal", (word, v.reasons)


@needs_data
def test_a_misspelt_action_keyword_and_added_keyword_are_refused(pool: CardPool) -> None:
    data = _added_cost_board("political", action_keywords=["politcal"], action_player="crane")
    assert "action_keywords[0]" in str(_refused(data, pool))
    data = _added_cost_board("political")
    data["cards"][2]["added_keywords"] = ["Samuari"]
    assert "cards[2].added_keywords[0]: 'samuari' is not a keyword" in str(_refused(data, pool))
    data = _added_cost_board("political")
    data["cards"][2]["added_keywords"] = ["Samurai", "Scorpion Clan"]  # control
    parse_state(data, "board.yaml", cards=pool)


def test_keywords_only_real_card_data_knows_are_known_without_it() -> None:
    # "hettan" (Shinjo Shono), "iaijustu" (a printed misspelling), "tactical" (ability)
    for word in ("hettan", "iaijustu", "tactical", "kiho", "crab clan", "Naga", "tribe"):
        assert unknown_keyword(word) is None, word
    for word in ("politcal", "samuari", "cavalary"):
        assert unknown_keyword(word) is not None, word


def test_a_keyword_of_inline_definitions_is_known() -> None:
    data: dict[str, Any] = {
        "turn": 2,
        "active_player": "a",
        "players": [{"id": "a", "family_honor": 5}],
        "definitions": [{"title": "Zorblax", "type": "personality", "keywords": ["Zorbish"]}],
        "cards": [{"id": "z", "title": "Zorblax", "owner": "a", "zone": "home"}],
        "action_keywords": ["zorbish"],
    }
    parse_state(data, "own.yaml")
    data["action_keywords"] = ["zorbosh"]
    with pytest.raises(InputError, match=r"action_keywords\[0\]: 'zorbosh' is not a keyword"):
        parse_state(data, "own.yaml")


def test_past_and_event_keywords_are_typed() -> None:
    base: dict[str, Any] = {
        "turn": 2,
        "active_player": "a",
        "players": [{"id": "a", "family_honor": 5}, {"id": "b", "family_honor": 5}],
    }
    past = {"event": "resolved_from_keyword", "period": "turn", "happened": True}
    parse_state({**base, "past": [{**past, "player": "a", "keyword": "retainer"}]})
    with pytest.raises(InputError, match=r"past\[0\]\.keyword: 'retaner' is not a keyword"):
        parse_state({**base, "past": [{**past, "player": "a", "keyword": "retaner"}]})
    event = {"kind": "action_targets", "player": "b", "keywords": ["politcal"]}
    with pytest.raises(InputError, match=r"event\.keywords\[0\]"):
        parse_state({**base, "event": event})


@needs_data
def test_the_keyword_file_holds_every_keyword_of_the_card_data(pool: CardPool) -> None:
    missing = vocabulary_of(raw[4] for raw in pool.index.values()) - data_keywords()
    assert not missing, sorted(missing)[:20]


@needs_data
def test_cli_and_service_refuse_the_typo(tmp_path: Path, pool: CardPool) -> None:
    path = tmp_path / "typo.yaml"
    path.write_text(yaml.safe_dump(_added_cost_board("politcal")))
    result = runner.invoke(app, ["validate", str(path), *CARDS])
    assert result.exit_code == 2
    lines = [ln for ln in result.stderr.splitlines() if ln.startswith("error")]
    assert len(lines) == 1 and "effects[0].actions.keyword[0]" in lines[0]
    from fastapi.testclient import TestClient

    from solver.service import ServiceConfig, create_app

    client = TestClient(create_app(ServiceConfig(cards=[str(DATA / "oracle")])))
    body = {"state": _added_cost_board("politcal"), "player": "scorpion"}
    r = client.post("/v1/check", json=body)
    assert r.status_code == 422 and "effects[0].actions.keyword[0]" in r.json()["error"]
    body["state"] = _added_cost_board("Political")  # control: read, 200
    assert client.post("/v1/check", json=body).status_code == 200


# ------------------------------------------------------------------------------- H2 --cards
@pytest.mark.parametrize(
    ("folder", "needle"),
    [
        ("examples/states", "expected a set file of the card data"),
        ("model/library", "expected a printing of a set file"),
    ],
)
def test_cards_at_a_wrong_folder_is_refused(folder: str, needle: str) -> None:
    state = str(REPO / "examples/states/scorpion-action-phase.yaml")
    args = ["check", state, "--player", "scorpion", "--cards", str(REPO / folder)]
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    lines = [ln for ln in result.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and needle in lines[0] and str(REPO / folder) in lines[0]


def test_cards_at_a_folder_of_one_state_file_or_an_empty_set(tmp_path: Path) -> None:
    (tmp_path / "st").mkdir()
    src = REPO / "examples/states/scorpion-action-phase.yaml"
    (tmp_path / "st" / "board.yaml").write_text(src.read_text())
    with pytest.raises(InputError, match=r"board\.yaml: active_player: unknown key"):
        CardPool.load([tmp_path / "st"], cache=False)
    empty = tmp_path / "empty.yaml"
    empty.write_text("set: Nothing\ncards: []\n")
    with pytest.raises(InputError, match="no card data: no card was read"):
        CardPool.load([empty], cache=False)
    result = runner.invoke(app, ["cards", "list", "Kisada", "--cards", str(empty)])
    assert result.exit_code == 2 and "no card data" in result.stderr


@needs_data
def test_the_real_card_data_still_loads(pool: CardPool) -> None:
    assert len(pool) > 10_000  # control: every printing is a printing


# ------------------------------------------------------------------- W1 lister parity
_W1 = [
    "turn: 7",
    "active_player: unicorn",
    "phase: action",
    "players:",
    "  - {id: unicorn, clan: unicorn, family_honor: 18}",
    "  - {id: crab, clan: crab, family_honor: 9}",
    "cards:",
    "  - {id: ush, title: The Khan's Estate, owner: unicorn, zone: home, bowed: true}",
    "  - {id: horses, title: Breeding Grounds, owner: unicorn, zone: home}",
    "  - {id: umine, title: Gold Mine, owner: unicorn, zone: home}",
    "  - {id: chagatai, title: Moto Chagatai, owner: unicorn, zone: home}",
    "  - {id: steed, title: Moto Steed, owner: unicorn, zone: home, attached_to: chagatai}",
    "  - {id: shono, title: Shinjo Shono, owner: unicorn, zone: home}",
    "  - {id: uh2, title: Medium Cavalry, owner: unicorn, zone: hand}",
    "  - {id: csh, title: Kyuden Hida, owner: crab, zone: home}",
]


@needs_data
def test_the_announce_step_offers_the_equip_check_calls_legal(
    tmp_path: Path, pool: CardPool
) -> None:
    from tests.builders import yaml_lines_board

    loaded = yaml_lines_board(tmp_path, pool, "w1", _W1)
    assert check(loaded, "unicorn", "uh2", "equip").status == "legal"
    point = DecisionPoint(loaded, "unicorn", time_limit_s=5.0)
    legal = point.legal_ids()
    assert any(point.card_of(i) == "uh2" for i in legal), [point.text(i) for i in legal]
    equip = next(i for i in legal if point.card_of(i) == "uh2")
    host = point.apply(equip)
    hosts = {host.card_of(i) for i in host.legal_ids()}
    # Moto Steed's "This Personality has Cavalry ..." can't turn the Equip of a Cavalry
    # Follower with no host limit (h38gold2, solver/equip_keyword_scope.py): both hosts, as
    # ``check --target personality=...`` answers each
    assert hosts == {"shono", "chagatai"}, hosts
    for h in hosts:
        on_h = check(loaded, "unicorn", "uh2", "equip", targets={"personality": [h]})
        assert on_h.status == "legal", (h, on_h.reasons)


@needs_data
def test_choose_json_on_the_board_exits_0_with_a_path(tmp_path: Path, pool: CardPool) -> None:
    path = tmp_path / "w1.yaml"
    path.write_text("\n".join(_W1) + "\n")
    result = runner.invoke(app, ["choose", str(path), "--player", "unicorn", "--json", *CARDS])
    assert result.exit_code == 0, result.output + result.stderr
    out = json.loads(result.stdout)
    assert out["card"] == "uh2" and out["path"]
    assert out["targets"]["personality"][0] in ("shono", "chagatai")


# ---------------------------------------------------------------- M8 many cards, bounded
@needs_data
def test_an_equip_with_hundreds_of_hosts_is_priced_fast(tmp_path: Path, pool: CardPool) -> None:
    from tests.builders import yaml_lines_board

    many = [f"  - {{id: x{i}, title: Hida Kuon, owner: unicorn, zone: home}}" for i in range(600)]
    loaded = yaml_lines_board(tmp_path, pool, "many", _W1 + many)
    start = time.monotonic()
    v = check(loaded, "unicorn", "uh2", "equip", time_limit_s=5.0)
    assert time.monotonic() - start < 4.0
    assert v.status == "legal"


# ------------------------------------------------------------------- M2 strict state types
@pytest.mark.parametrize(
    ("where", "value", "needle"),
    [
        ("family_honor", "5", 'players[0].family_honor: Input should be a valid integer; got "5"'),
        ("family_honor", 5.0, "players[0].family_honor: Input should be a valid integer; got 5.0"),
        ("bowed", "yes", 'cards[0].bowed: Input should be a valid boolean; got "yes"'),
        ("bowed", 1, "cards[0].bowed: Input should be a valid boolean; got 1"),
        ("turn", -3, "turn: Input should be greater than or equal to 1; got -3"),
    ],
)
def test_state_numbers_and_flags_are_strict(where: str, value: Any, needle: str) -> None:
    data: dict[str, Any] = {
        "turn": 2,
        "active_player": "a",
        "players": [{"id": "a", "family_honor": 5}],
        "cards": [{"id": "m", "title": "Iron Mine", "owner": "a", "zone": "home"}],
    }
    if where == "family_honor":
        data["players"][0]["family_honor"] = value
    elif where == "bowed":
        data["cards"][0]["bowed"] = value
    else:
        data["turn"] = value
    with pytest.raises(InputError) as info:
        parse_state(data, "s.yaml")
    assert needle in str(info.value)
    data = {**data, "turn": 2, "players": [{"id": "a", "family_honor": 5}]}  # control
    data["cards"] = [{"id": "m", "title": "Iron Mine", "owner": "a", "zone": "home", "bowed": True}]
    parse_state(data, "s.yaml")


def test_cli_prints_several_problems_on_one_line(tmp_path: Path) -> None:
    path = tmp_path / "two.yaml"
    path.write_text(
        "turn: 2\nactive_player: a\nplayers:\n  - {id: a, family_honor: '5'}\n"
        "  - {id: b, family_honor: 5.5}\n"
    )
    result = runner.invoke(app, ["validate", str(path)])
    assert result.exit_code == 2
    lines = [ln for ln in result.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1, lines
    assert "players[0].family_honor" in lines[0] and "; players[1].family_honor" in lines[0]


def test_refused_values_are_spelt_as_json() -> None:
    assert sent(None) == "; got null" and sent(float("nan")) == "; got NaN"
    assert sent(True) == "; got true" and sent("5") == '; got "5"' and sent([1]) == "; got a list"
    err = InputError("f", "a", "x")
    assert one_line(err) == "f: a: x"


# ------------------------------------------------- M9 targets of Equip / Recruit, M5, M6
@needs_data
def test_targets_lists_the_hosts_of_an_equip_as_check_accepts(tmp_path: Path) -> None:
    path = tmp_path / "w1.yaml"
    path.write_text("\n".join(_W1) + "\n")
    args = ["targets", str(path), "--player", "unicorn", "--card", "uh2", "--json", *CARDS]
    result = runner.invoke(app, [*args, "--ability", "equip"])
    assert result.exit_code == 0, result.output + result.stderr
    out = json.loads(result.stdout)
    sets = sorted(s["personality"][0] for s in out["target_sets"])
    assert out["verdict"] == "legal" and sets == ["chagatai", "shono"]
    assert not out.get("undecided")
    bad = runner.invoke(app, [*args, "--ability", "equipp"])
    assert bad.exit_code == 2 and "expected an index 0 or more, or recruit/equip" in bad.stderr


@needs_data
def test_service_targets_equip_and_framework_refusals_have_the_error_key() -> None:
    from fastapi.testclient import TestClient

    from solver.service import ServiceConfig, create_app

    cards = [str(DATA / "oracle"), str(DATA / "sets")]
    client = TestClient(create_app(ServiceConfig(cards=cards)))
    state = yaml.safe_load("\n".join(_W1))
    body = {"state": state, "player": "unicorn", "card": "uh2", "ability": "equip"}
    r = client.post("/v1/targets", json=body)
    assert r.status_code == 200
    assert sorted(s["personality"][0] for s in r.json()["target_sets"]) == ["chagatai", "shono"]
    r = client.post("/v1/targets", json={**body, "ability": "crew"})
    assert r.status_code == 422 and "error" in r.json()
    r = client.get("/v1/nowhere")
    assert r.status_code == 404 and "error" in r.json()
    r = client.get("/v1/cards/Hida Yakamo")  # names several cards: a bad request
    assert r.status_code == 422 and "names several cards" in r.json()["error"]
    r = client.post("/v1/pay", json={"problem": {}})
    assert r.status_code == 422 and "problem: problem:" not in r.json()["error"]


def test_an_unknown_state_key_lists_the_keys_allowed_there(tmp_path: Path) -> None:
    data: dict[str, Any] = {
        "turn": 2,
        "active_player": "a",
        "players": [{"id": "a", "family_honor": 5}],
        "cards": [{"id": "m", "title": "Iron Mine", "owner": "a", "zone": "home", "at": "x"}],
        "effects": [{"kind": "cost_change", "gold_delta": 1, "actions": {"keywrd": "kiho"}}],
    }
    with pytest.raises(InputError) as info:
        parse_state(data, "s.yaml")
    text = str(info.value)
    assert "cards[0].at: unknown key 'at' (keys: added_keywords, attached_to, battlefield" in text
    assert "effects[0].actions.keywrd: unknown key 'keywrd'; did you mean 'keyword'?" in text


@pytest.mark.parametrize(
    ("raw", "needle"),
    [
        (b"turn: 1\x00\x01\x02", "line 1: a control character (not text): not a YAML file"),
        ("turn: 1\n".encode("utf-16"), "byte 0: not UTF-8 text"),
    ],
)
def test_binary_and_utf16_files_say_what_they_are(tmp_path: Path, raw: bytes, needle: str) -> None:
    path = tmp_path / "odd.yaml"
    path.write_bytes(raw)
    result = runner.invoke(app, ["validate", str(path)])
    assert result.exit_code == 2
    lines = [ln for ln in result.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and needle in lines[0] and str(path) in lines[0], lines
    ok = tmp_path / "tab.yaml"  # control: a tab and CRLF line ends are text
    ok.write_bytes(b"turn: 1\r\nactive_player: a\r\nplayers:\r\n  - {id: a,\tfamily_honor: 5}\r\n")
    assert runner.invoke(app, ["validate", str(ok)]).exit_code == 0


def test_a_condition_phase_is_a_phase_word() -> None:
    from model.common import PHASE_WORDS
    from model.state import Phase

    assert set(PHASE_WORDS) == {p.value for p in Phase}
    cost = {"gold": 1, "only_if": {"phase": "acton"}}
    data: dict[str, Any] = {
        "turn": 2,
        "active_player": "a",
        "players": [{"id": "a", "family_honor": 5}],
        "effects": [{"kind": "added_cost", "cost": cost}],
    }
    with pytest.raises(InputError, match=r"'acton' is not a phase; phases: straighten"):
        parse_state(data, "s.yaml")
    cost["only_if"] = {"phase": "Action"}  # control
    parse_state(data, "s.yaml")


def test_an_unread_stronghold_line_has_no_follow_on_count() -> None:
    from model.decklist import parse_decklist

    with pytest.raises(InputError) as info:
        parse_decklist("Stronghold: Kyuden Zzzzz\nDynasty\n1 Iron Mine\n", "d.txt")
    assert "unknown card title 'Kyuden Zzzzz'" in str(info.value)
    assert "exactly one Stronghold" not in str(info.value)
    with pytest.raises(InputError, match="exactly one Stronghold"):  # control: none listed
        parse_decklist("Dynasty\n1 Iron Mine\n", "d.txt")


def test_a_pay_problem_selector_keyword_is_typed() -> None:
    from solver.gold import GoldInputError
    from solver.gold.fileformat import parse_problem

    def problem(word: str) -> dict[str, Any]:
        return {
            "sources": [
                {"id": "s", "gold": 2, "bonus": [{"when": {"keyword": word}, "gold": 1}]},
            ],
            "payments": [{"id": "p", "cost": 3, "for": {"action": True, "keywords": ["kiho"]}}],
        }

    with pytest.raises(GoldInputError, match=r"sources\[0\]\.bonus\[0\]\.when\.keyword: 'kihoo'"):
        parse_problem(problem("kihoo"), "pay.yaml")
    parse_problem(problem("Kiho"), "pay.yaml")  # control: a keyword, any case
    parse_problem(problem("political"), "pay.yaml")


def test_an_effect_not_title_is_a_known_title() -> None:
    shield = {"kind": "may_not", "may_not": "be_targeted", "cards": {"not_title": "Iron Mnie"}}
    data: dict[str, Any] = {
        "turn": 2,
        "active_player": "a",
        "players": [{"id": "a", "family_honor": 5}],
        "cards": [{"id": "m", "title": "Iron Mine", "owner": "a", "zone": "home"}],
        "effects": [shield],
    }
    with pytest.raises(InputError, match=r"effects\[0\]\.cards\.not_title: unknown card title"):
        parse_state(data, "s.yaml")
    shield["cards"] = {"not_title": "Iron Mine"}  # control
    parse_state(data, "s.yaml")
