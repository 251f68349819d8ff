"""AI action space, masks and the baseline agent (solver/agents.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from typer.testing import CliRunner

from model.load import load_state, parse_state
from solver.agents import (
    Action,
    ActionSpace,
    action_to_string,
    choose,
    decode,
    legal_actions,
    legal_actions_mask,
)
from solver.announce import check_all
from solver.cli import app
from solver.verdict import EQUIP, RECRUIT
from tests.test_fuzz import boards

ROOT = Path(__file__).resolve().parents[1]
STATES = sorted((ROOT / "examples" / "states").glob("*.yaml"))


@pytest.mark.parametrize("path", STATES, ids=lambda p: p.stem)
def test_mask_matches_check(path: Path) -> None:
    loaded = load_state(path)
    for player in (p.id for p in loaded.state.players):
        legal = legal_actions(loaded, player)
        mask = legal_actions_mask(loaded, player)
        assert legal == sorted(legal)
        assert [i for i, m in enumerate(mask) if m] == legal
        # every id is legal by check ...
        for aid in legal:
            _, verdict = decode(loaded, player, aid)
            assert verdict.legal, action_to_string(loaded, player, aid)
        # ... and every legal announcement has an id
        covered = {(a.card, a.ability) for a in (decode(loaded, player, i)[0] for i in legal)}
        for v in check_all(loaded, player):
            if v.legal:
                assert (v.card, v.ability) in covered


def test_encoding_round_trips_and_is_stable_across_states() -> None:
    loaded = load_state(STATES[0])
    space = ActionSpace.of(loaded)
    for card in space.table[:5]:
        for ability in (EQUIP, RECRUIT, 0, 3):
            for alt in (None, 0, 2):
                a = Action(card, ability, space.table[-1], alt)
                assert space.decode(space.encode(a)) == a
    # the same table in another state (a card bowed) keeps the ids
    from dataclasses import replace

    st = loaded.state
    bowed = replace(st, cards=tuple(replace(c, bowed=True) for c in st.cards))
    assert ActionSpace.of(type(loaded)(bowed, loaded.library, "x")) == space
    with pytest.raises(ValueError):
        space.decode(space.num_distinct_actions)


def test_agent_is_deterministic_and_legal() -> None:
    for path in STATES:
        loaded = load_state(path)
        player = loaded.state.active_player
        a = choose(loaded, player, seed=3)
        b = choose(loaded, player, seed=3)
        assert (a is None) == (b is None)
        if a is not None and b is not None:
            assert a.action == b.action
            assert a.action in legal_actions(loaded, player)


def test_cli_actions_and_choose_json() -> None:
    path = str(ROOT / "examples" / "states" / "crab-vs-crane-battle.yaml")
    runner = CliRunner()
    res = runner.invoke(app, ["actions", path, "--player", "crane", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["step"] == "announce" and data["legal"]
    assert all(0 <= i < 2**46 for i in data["legal"])
    assert "mask" not in data and set(data["actions"]) == {str(i) for i in data["legal"]}
    res = runner.invoke(app, ["choose", path, "--player", "crane", "--seed", "1", "--json"])
    assert res.exit_code == 0, res.output
    choice = json.loads(res.stdout)
    assert choice["path"][0] in data["legal"]
    assert isinstance(choice["text"], str) and isinstance(choice["targets"], dict)
    # the path replays through the steps to the same announcement and targets
    picks = [x for i in choice["path"] for x in ("--pick", str(i))]
    done = json.loads(
        runner.invoke(app, ["actions", path, "--player", "crane", "--json", *picks]).stdout
    )
    assert done["step"] == "done" and done["verdict"]["verdict"] == "legal"
    assert done["verdict"]["card"] == choice["card"]
    assert done["verdict"]["witness"]["targets"] == choice["targets"]


def test_ai_opponent_example_runs() -> None:
    res = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "ai_opponent.py")],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert res.returncode == 0, res.stderr
    assert "crab-vs-crane-battle.yaml: crane -> " in res.stdout


# ------------------------------------------------------------------ property over random boards


@settings(max_examples=40, deadline=None)
@given(boards())
def test_action_space_property(data: dict[str, object]) -> None:
    """Every id in the mask is legal by check; every legal announcement has an id."""
    loaded = parse_state(data, "<fuzz>")
    for player in ("me", "opp"):
        legal = legal_actions(loaded, player)
        for aid in legal:
            _, verdict = decode(loaded, player, aid)
            assert verdict.legal
        covered = {(a.card, a.ability) for a in (decode(loaded, player, i)[0] for i in legal)}
        for v in check_all(loaded, player):
            if v.legal and v.ability < 4:
                assert (v.card, v.ability) in covered, v


def test_an_unknown_announcement_is_listed_not_dropped(tmp_path: Path) -> None:
    state = tmp_path / "s.yaml"
    state.write_text(
        """
turn: 3
active_player: me
phase: action
players: [{id: me, family_honor: 5}, {id: them, family_honor: 5}]
definitions:
  - title: T Oddity
    type: holding
    provenance: implied
    abilities:
      - designators: [open]
        not_understood: ["Open: Do something the importer cannot read."]
cards:
  - {id: odd, title: T Oddity, owner: me, zone: home}
"""
    )
    res = CliRunner().invoke(app, ["actions", str(state), "--player", "me", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["legal"] == []
    assert [u["card"] for u in data["unknown"]] == ["odd"]
    assert "not modelled" in data["unknown"][0]["reasons"][0]


def test_the_baseline_agent_reads_the_effect_direction(tmp_path: Path) -> None:
    from solver.agents import choose

    state = tmp_path / "dir.yaml"
    state.write_text(
        """
turn: 3
active_player: me
phase: action
players: [{id: me, family_honor: 5}, {id: them, family_honor: 5}]
definitions:
  - {title: T Guy, type: personality, force: 2, chi: 2, provenance: implied}
  - title: T Helper
    type: holding
    provenance: implied
    abilities:
      - designators: [open]
        targets: [{name: t, select: {type: personality}}]
        effects: [{step: Straighten the target.}]
  - title: T Hurter
    type: holding
    provenance: implied
    abilities:
      - designators: [open]
        targets: [{name: t, select: {type: personality, controller: opponent}}]
        effects: [{step: Bow the target.}]
cards:
  - {id: help, title: T Helper, owner: me, zone: home}
  - {id: hurt, title: T Hurter, owner: me, zone: home}
  - {id: foe, title: T Guy, owner: them, zone: home}
"""
    )
    for seed in range(5):
        choice = choose(load_state(state), "me", seed=seed)
        assert choice is not None and choice.verdict.card == "hurt", choice
