"""Typed vocabularies and references (issue 12): a misspelt word or a name that points nowhere is
a load error naming the file, the path inside it and what was expected; never silently ignored."""

from __future__ import annotations

import copy
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from model.common import CLANS, RULES_CLANS, clan_word
from solver.cli.app import app

runner = CliRunner()
BASE = Path(__file__).parent.parent / "examples" / "states" / "crab-vs-crane-battle.yaml"


def _base() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(BASE.read_text())
    return data


def _refused(tmp_path: Path, data: Any, path_in_file: str, *expected: str) -> str:
    """``validate`` (and ``check``) on the file: exit 2, one line, file + path + expected."""
    file = tmp_path / "state.yaml"
    file.write_text(yaml.safe_dump(data, sort_keys=False))
    for args in (["validate", str(file)], ["check", str(file), "--player", "crane"]):
        start = time.perf_counter()
        result = runner.invoke(app, args)
        assert time.perf_counter() - start < 2.0  # fast (a loaded 2-core CI machine included)
        assert result.exit_code == 2, (args, result.output, result.stderr)
        lines = [ln for ln in result.stderr.splitlines() if ln.strip()]
        assert len(lines) == 1, lines
        line = lines[0]
        assert str(file) in line and path_in_file in line, line
        for word in expected:
            assert word in line, (word, line)
    return line


def _with_effect(effect: dict[str, Any]) -> dict[str, Any]:
    data = _base()
    data["effects"] = [effect]
    return data


def test_the_base_state_is_valid() -> None:
    result = runner.invoke(app, ["validate", str(BASE)])
    assert result.exit_code == 0, result.stderr


def test_cost_kind(tmp_path: Path) -> None:
    data = _with_effect({"kind": "ignore_cost", "cost_kind": "goldd"})
    _refused(tmp_path, data, "effects[0].cost_kind", "'gold'", "'bow'")


def test_permission(tmp_path: Path) -> None:
    data = _with_effect({"kind": "permission", "permission": "ignore_honour_requirement"})
    _refused(tmp_path, data, "effects[0].permission", "'ignore_honor_requirement'")


def test_designator_in_a_filter(tmp_path: Path) -> None:
    data = _with_effect(
        {"kind": "cost_change", "gold_delta": 1, "actions": {"designator": "battel"}}
    )
    _refused(tmp_path, data, "effects[0].actions.designator", "'battle'", "'open'")


def test_card_type_in_a_filter_and_a_selector(tmp_path: Path) -> None:
    data = _with_effect(
        {"kind": "cost_change", "gold_delta": 1, "actions": {"card_type": "stratgy"}}
    )
    _refused(tmp_path, data, "effects[0].actions.card_type", "'strategy'")
    data = _with_effect(
        {"kind": "may_not", "may_not": "be_targeted", "cards": {"type": ["folower"]}}
    )
    _refused(tmp_path, data, "effects[0].cards.type", "'follower'")


def test_prevention_and_may_not(tmp_path: Path) -> None:
    data = _with_effect({"kind": "prevent", "player": "crab", "prevents": ["lose_honour"]})
    _refused(tmp_path, data, "effects[0].prevents", "'lose_honor'")
    data = _with_effect({"kind": "may_not", "may_not": "announc"})
    _refused(tmp_path, data, "effects[0].may_not", "'announce'")


def test_clan(tmp_path: Path) -> None:
    data = _base()
    data["players"][0]["clan"] = "lionn"
    line = _refused(
        tmp_path, data, "players[0].clan", "'lionn' is not a clan", "did you mean 'lion'"
    )
    assert "crab" in line


def test_clans_read_as_the_data_spells_them() -> None:
    assert clan_word("Crab Clan") == "crab" and clan_word("  Toturi's  Army ") == "toturi's army"
    assert set(RULES_CLANS) <= CLANS and "fox" in CLANS and "unaligned" not in CLANS


def test_phase_segment_and_zone(tmp_path: Path) -> None:
    data = _base()
    data["phase"] = "atack"
    _refused(tmp_path, data, "phase", "'attack'")
    data = _base()
    data["segment"] = "combta"
    _refused(tmp_path, data, "segment", "'combat'")
    data = _base()
    data["cards"][0]["zone"] = "hoem"
    _refused(tmp_path, data, "cards[0].zone", "'home'")


def test_current_battlefield_must_exist(tmp_path: Path) -> None:
    data = _base()
    data["current_battlefield"] = "nowhere"
    _refused(tmp_path, data, "current_battlefield", "'nowhere' is not a battlefield", "crab-p1")
    data["battlefields"] = ["nowhere"]  # an empty battlefield, listed: fine
    file = tmp_path / "ok.yaml"
    file.write_text(yaml.safe_dump(data))
    assert runner.invoke(app, ["validate", str(file)]).exit_code == 0


def test_references_to_players_and_cards(tmp_path: Path) -> None:
    for key in ("active_player", "attacker", "imperial_favor"):
        data = _base()
        data[key] = "cranee"
        _refused(tmp_path, data, key, "'cranee' is not a player", "crane")
    data = _base()
    data["cards"][0]["owner"] = "crabb"
    _refused(tmp_path, data, "cards[0].owner", "'crabb' is not a player")
    data = _with_effect({"kind": "prevent", "player": "crabb", "prevents": ["lose_honor"]})
    _refused(tmp_path, data, "effects[0].player", "'crabb' is not a player")
    data = _base()
    data["in_battle"] = ["takayukii"]
    _refused(
        tmp_path, data, "in_battle[0]", "no card with id 'takayukii'", "did you mean 'takayuki'"
    )
    data = _base()
    data["memory"] = [{"card": "aeri", "this_turn": 1}]
    _refused(tmp_path, data, "memory[0].card", "no card with id 'aeri'")
    data = _base()
    data["cards"][8]["attached_to"] = "takayukii"
    _refused(tmp_path, data, "cards[8].attached_to", "no card with id 'takayukii'")
    data = _with_effect({"kind": "cost_change", "gold_delta": 1, "actions": {"title": "Rout!"}})
    _refused(tmp_path, data, "effects[0].actions.title", "unknown card title 'Rout!'")


def _definition(**extra: Any) -> dict[str, Any]:
    return {"title": "T Thing", "type": "strategy", "provenance": "implied", **extra}


@pytest.mark.parametrize(
    ("definition", "path", "word"),
    [
        (_definition(gold_cost=-1), "definitions[0]", "'gold_cost' is a number of Gold, >= 0"),
        (
            _definition(abilities=[{"designators": ["open"], "costs": [{"gold": -2}]}]),
            "definitions[0].abilities[0]",
            ">= 0",
        ),
        (
            _definition(type="holding", production=[{"gold": -1}]),
            "definitions[0].production",
            ">= 0",
        ),
        (_definition(clan=["lionn"]), "definitions[0].clan", "is not a clan"),
    ],
)
def test_negative_gold_and_bad_words_in_definitions(
    tmp_path: Path, definition: dict[str, Any], path: str, word: str
) -> None:
    data = _base()
    data["definitions"] = [copy.deepcopy(definition)]
    _refused(tmp_path, data, path, word)


def test_pay_file_card_type(tmp_path: Path) -> None:
    file = tmp_path / "pay.yaml"
    file.write_text(
        yaml.safe_dump(
            {
                "sources": [{"id": "mine", "gold": 2, "only_for": {"type": "folower"}}],
                "payments": [{"id": "p", "cost": 2, "for": {"type": "follower"}}],
            }
        )
    )
    result = runner.invoke(app, ["pay", str(file)])
    assert result.exit_code == 2, (result.output, result.stderr)
    line = result.stderr.strip()
    assert str(file) in line and "only_for" in line and "'follower'" in line, line
