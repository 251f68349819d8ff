"""Impossible positions refused, explanations in player words (h40adv1 V1, E1-E3; h40adv2 E4).

- V1: only units, Terrains and Fortification Holdings are at a battlefield (Reference 05,
  Locations): a Holding or a Strategy there is refused with its path (library, ``validate``
  exit 2, service 422); a Terrain Strategy and a Fortification Holding are not.
- E1: an Equip City of Tears makes a Battle action is labelled "Battle", naming it; without
  City of Tears it stays the Open rulebook play.
- E2: an announced target a selector refuses names the words it fails.
- E3: a Gold cost priced by a target reads "target1's printed Personal Honor minus 1".
- E4: deck list messages: "an event", "a deck list is UTF-8", "//" comments, a printing in
  brackets offered as "did you mean", every unknown title and misplaced card at once.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from model.errors import InputError
from model.load import load_state, parse_state
from model.oracle.pool import CardPool
from solver.cli.app import app
from solver.explain import verdict_json
from solver.good_faith import check
from tests.conftest import DATA

runner = CliRunner()
BOARDS = Path(__file__).parent / "data" / "h40svc"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
CARDS = ["--cards", str(DATA / "oracle"), "--cards", str(DATA / "sets")]


def _board(*cards: dict[str, Any]) -> dict[str, Any]:
    return {
        "turn": 2,
        "active_player": "a",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "b-p1",
        "attacker": "a",
        "players": [{"id": "a", "family_honor": 5}, {"id": "b", "family_honor": 5}],
        "cards": list(cards),
    }


def _at_bf(cid: str, title: str, owner: str = "a") -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "battlefield", "battlefield": "b-p1"}


# ------------------------------------------------------------------------------------ V1
@needs_data
@pytest.mark.parametrize(
    ("title", "kind"), [("Iron Mine", "Holding"), ("Charge", "Strategy"), ("Kyuden Hida", "")]
)
def test_a_non_unit_at_a_battlefield_is_refused(pool: CardPool, title: str, kind: str) -> None:
    with pytest.raises(InputError) as info:
        parse_state(_board(_at_bf("x", title)), "board.yaml", cards=pool)
    err = info.value
    assert err.path == "cards[0].zone" and "can't be at a battlefield" in err.message
    assert kind in err.message and "Reference 05" in err.message


@needs_data
@pytest.mark.parametrize("title", ["Blind Honor", "Architect"])
def test_a_terrain_and_a_fortification_may_be_at_a_battlefield(pool: CardPool, title: str) -> None:
    """Control: a Terrain (Strategy) and a Fortification Holding are in play there."""
    loaded = parse_state(_board(_at_bf("x", title)), "board.yaml", cards=pool)
    assert loaded.state.cards[0].battlefield == "b-p1"


@needs_data
def test_a_personality_and_its_attachment_at_a_battlefield_load(pool: CardPool) -> None:
    sword = {**_at_bf("k", "Bo Stick"), "attached_to": "p"}
    loaded = parse_state(_board(_at_bf("p", "Hida Kisada"), sword), "board.yaml", cards=pool)
    assert len(loaded.state.cards) == 2


@needs_data
def test_validate_and_the_service_refuse_a_holding_at_a_battlefield() -> None:
    path = BOARDS / "hostile-holding-bf.yaml"
    result = runner.invoke(app, ["validate", str(path), *CARDS])
    assert result.exit_code == 2
    lines = [ln for ln in result.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and "cards[0].zone" in lines[0] and "cards[2].zone" in lines[0]
    from fastapi.testclient import TestClient

    from solver.service import ServiceConfig, create_app

    client = TestClient(create_app(ServiceConfig(cards=[str(DATA / "oracle"), str(DATA / "sets")])))
    state = yaml.safe_load(path.read_text())
    r = client.post("/v1/validate", json={"state": state})
    assert r.status_code == 422 and "cards[0].zone" in r.json()["error"]
    fixed = copy.deepcopy(state)  # control: the Holding at home, the Strategy in the hand
    fixed["cards"][0] = {"id": "h", "title": "Iron Mine", "owner": "a", "zone": "home"}
    fixed["cards"][2] = {"id": "st", "title": "Charge", "owner": "a", "zone": "hand"}
    r = client.post("/v1/validate", json={"state": fixed})
    assert r.status_code == 200, r.json()


def test_every_example_state_still_loads() -> None:
    root = Path(__file__).resolve().parents[1] / "examples" / "states"
    for path in sorted(root.glob("*.yaml")):
        load_state(path)  # the bundled cards: no example puts a non-unit at a battlefield


# ------------------------------------------------------------------------------------ E1
@needs_data
def test_an_equip_city_of_tears_makes_battle_is_labelled_battle(pool: CardPool) -> None:
    loaded = load_state(BOARDS / "b3-phoenix-dragon-ce.yaml", cards=pool)
    v = check(loaded, "phoenix", "ewrath", "equip")
    out = verdict_json(_view(loaded), v)
    assert out["verdict"] == "legal" and out["designator"] == "battle"
    assert out["text"].startswith("Battle: Equip") and "City of Tears" in out["text"]


@needs_data
def test_without_city_of_tears_the_equip_stays_open(pool: CardPool) -> None:
    loaded = load_state(BOARDS / "p5-nocot.yaml", cards=pool)
    v = check(loaded, "phoenix", "ewrath", "equip")
    out = verdict_json(_view(loaded), v)
    assert out["verdict"] == "illegal" and out["text"].startswith("Open: Equip")
    assert out["designator"] != "battle"


def _view(loaded: Any) -> Any:
    from model.load import as_view

    return as_view(loaded)


# ------------------------------------------------------------------------------------ E2
@needs_data
def test_a_refused_target_names_the_word_it_fails(pool: CardPool) -> None:
    loaded = load_state(BOARDS / "b3-phoenix-dragon-ce.yaml", cards=pool)
    v = check(loaded, "phoenix", "chishaki", 0, targets={"target1": ["rai"]})
    assert v.status == "illegal"
    assert "(Kitsuki Rai fails: without attachments)" in " ".join(v.reasons), v.reasons


@needs_data
def test_a_performer_names_each_word_it_fails(pool: CardPool) -> None:
    loaded = load_state(BOARDS / "p3-otherbf.yaml", cards=pool)
    v = check(loaded, "crane", "courtesy", 0, targets={"performer": ["senta-bf"]})
    text = " ".join(v.reasons)
    assert v.status == "illegal" and "Doji Senta fails: Samurai; unbowed" in text, v.reasons


# ------------------------------------------------------------------------------------ E3
@needs_data
def test_a_gold_cost_priced_by_a_target_reads_in_player_words(pool: CardPool) -> None:
    loaded = load_state(BOARDS / "p6-crab-gold.yaml", cards=pool)
    v = check(loaded, "crab", "jekku", 0)
    out = verdict_json(_view(loaded), v)
    said = out["text"] + " ".join(out["witness"]["costs"] if out["witness"] else [])
    assert "target1's printed Personal Honor minus 1 (never below 0)" in said, said
    assert "base_personal_honor" not in said and "0 at least" not in said


# ------------------------------------------------------------------------------------ E4
_DECK = [
    "# Stronghold",
    "1 The Fruitful Port of the Mantis",
    "# Dynasty",
    "// Crane Honor deck",
    "3 Kobune Port (Diamond Edition)",
    "3 Large Farm [Gold Edition]",
    "3 Moshi Madokaa",
    "3 Moshi Madoka",
    "# Fate",
    "1 Triumph Before Battle",
    "3 Moshi Madoka",
]


@needs_data
def test_deck_list_mistakes_are_named_at_once_in_words(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("\n".join(_DECK) + "\n")
    result = runner.invoke(app, ["deck", str(path), *CARDS])
    assert result.exit_code == 2
    lines = [ln for ln in result.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1, lines
    line = lines[0]
    assert "line 4: unknown card title '// Crane Honor deck'; only '#' starts a comment" in line
    assert "'Kobune Port (Diamond Edition)'; did you mean 'Kobune Port'" in line
    assert "'Large Farm [Gold Edition]'; did you mean 'Large Farm'" in line
    assert "line 7: unknown card title 'Moshi Madokaa'" in line
    assert "'Triumph Before Battle' is an event" in line and "a event" not in line
    assert "line 11: 'Moshi Madoka' is a personality" in line


def test_a_binary_deck_list_is_named_a_deck_list(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(bytes(range(128, 256)) * 4)
    result = runner.invoke(app, ["deck", str(path)])
    assert result.exit_code == 2
    assert "not UTF-8 text (a deck list is UTF-8)" in result.stderr
    assert "YAML" not in result.stderr


def test_a_binary_state_file_is_still_named_yaml_or_json(tmp_path: Path) -> None:
    path = tmp_path / "state.yaml"
    path.write_bytes(bytes(range(128, 256)) * 4)
    result = runner.invoke(app, ["validate", str(path)])
    assert result.exit_code == 2 and "(a YAML or JSON file is UTF-8)" in result.stderr


def test_every_mistake_of_a_long_list_comes_in_one_run() -> None:
    """25 unknown titles (20 with "did you mean", the rest without) and then a card in the
    wrong section: all named at once, never in rounds."""
    from model.decklist import parse_decklist

    lines = ["# Stronghold", "1 The Aerie", "# Dynasty"]
    lines += [f"1 Zzzzqqq {i}" for i in range(25)]
    lines += ["# Fate", "1 Iron Mine"]
    with pytest.raises(InputError) as info:
        parse_decklist("\n".join(lines) + "\n", "d.txt")
    errors = info.value.errors  # type: ignore[attr-defined]
    assert len(errors) == 26
    assert errors[-1].path == "line 30" and "'Iron Mine' is a holding" in errors[-1].message


@needs_data
def test_a_target_out_of_play_is_named_so_not_by_every_word(pool: CardPool) -> None:
    """Control of E2: a card in the hand fails where the selector looks, not "without
    attachments" (it has none)."""
    loaded = load_state(BOARDS / "b3-phoenix-dragon-ce.yaml", cards=pool)
    v = check(loaded, "phoenix", "chishaki", 0, targets={"target1": ["ewrath"]})
    text = " ".join(v.reasons)
    assert v.status == "illegal" and "(The Earth's Wrath fails: not in play (hand))" in text
