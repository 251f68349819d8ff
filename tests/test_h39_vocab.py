"""Typed vocabularies of the state (h39vocab): token names (``model.token_vocabulary``) and the
state's other words a typo would turn (``model.state_words``): card memory indexes, the window
name of ``trigger``, a Stronghold modifier's ``sensei`` source, slot references in an effect's
``cards``. Each refusal names the file, the path and what to give; each valid spelling loads."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from model.errors import InputError
from model.load import load_state, parse_state
from model.oracle.pool import CardPool
from model.token_vocabulary import data_tokens, token_names, token_vocabulary_of, unknown_token
from solver.cli.app import app
from solver.good_faith import check
from tests.builders import board, card
from tests.conftest import DATA

runner = CliRunner()
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
CARDS = ["--cards", str(DATA / "oracle"), "--cards", str(DATA / "sets")]


def _mitsu(fire: list[str]) -> dict[str, Any]:
    """Mitsu • Experienced: "If Mitsu has four or fewer Fire tokens" (token_count_conditions)."""
    return {
        "turn": 7, "active_player": "dragon", "phase": "action",
        "players": [{"id": "dragon", "clan": "dragon", "family_honor": 10},
                    {"id": "crab", "clan": "crab", "family_honor": 9}],
        "cards": [
            {"id": "sh", "title": "The Mountain Keep of the Dragon", "owner": "dragon",
             "zone": "home"},
            {"id": "mitsu", "title": "Mitsu • Experienced", "owner": "dragon", "zone": "home",
             "tokens": fire},
            {"id": "crab-sh", "title": "Kyuden Hida • Experienced", "owner": "crab",
             "zone": "home"},
        ],
    }  # fmt: skip


def _refused(data: dict[str, Any], pool: CardPool | None = None) -> InputError:
    with pytest.raises(InputError) as info:
        parse_state(data, "board.yaml", cards=pool)
    return info.value


# ---------------------------------------------------------------------------------- tokens
@needs_data
def test_the_token_file_equals_the_token_names_of_the_card_data(pool: CardPool) -> None:
    found = token_vocabulary_of(raw[4] for raw in pool.index.values())
    assert set(found) == set(data_tokens())


def test_token_names_of_printed_text() -> None:
    assert token_names("Give him a -1F/-1C Poison token.") == ("Poison",)
    assert token_names("Give a target Personality a +1F token.") == ("+1F",)
    assert token_names("Give this Holding a +1 Gold Production Wealth token.") == ("Wealth",)
    assert token_names("Destroy all Mitsu's Fire tokens.") == ("Fire",)
    assert token_names("Open: Give Tsuruchi Arrow tokens until he has five.") == ("Arrow",)
    assert token_names("without a Training Dojo token") == ("Training Dojo", "Dojo")
    assert token_names("Destroy 4 tokens or created attachments. The token has") == ()


@needs_data
def test_five_fire_tokens_misspelt_are_refused_not_counted_as_none(pool: CardPool) -> None:
    # "Fir" would count no Fire token: Mitsu's "four or fewer Fire tokens" a false legal
    err = _refused(_mitsu(["Fire"] * 4 + ["Fir"]), pool)
    assert err.path == "cards[1].tokens[4]"
    assert "'Fir' is not a token name; did you mean 'Fire'" in str(err)
    loaded = parse_state(_mitsu(["Fire"] * 5), "board.yaml", cards=pool)  # control: unknown
    assert check(loaded, "dragon", "mitsu", 0).status == "unknown"
    loaded = parse_state(_mitsu(["fire", "FIRE"]), "board.yaml", cards=pool)  # any case
    assert check(loaded, "dragon", "mitsu", 0).status == "legal"


@pytest.mark.parametrize(
    ("token", "needle"),
    [
        ("Madnes", "did you mean 'Madness'"),
        ("+1GP Wealth", "with its stat change: give its name alone, 'Wealth'"),
        ("-1F/-1C Poison", "with its stat change: give its name alone, 'Poison'"),
        ("Fire token", "with the word 'token': give its name alone, 'Fire'"),
        ("Sake tokens", "with the word 'token': give its name alone, 'Sake'"),
        ("Zorblax", "'Zorblax' is not a token name; token names are"),
    ],
)
def test_a_token_name_not_printed_is_refused(token: str, needle: str) -> None:
    why = unknown_token(token)
    assert why is not None and needle in why, why


@pytest.mark.parametrize(
    "token", ["Madness", "madness", "MADNESS", "+1F", "-1f/-1c", "Training Dojo", "Wealth"]
)
def test_token_names_printed_are_accepted_in_any_case(token: str) -> None:
    assert unknown_token(token) is None


def test_a_definitions_own_token_name_is_known_and_a_near_miss_refused() -> None:
    defs = [
        {
            "title": "T C",
            "type": "holding",
            "abilities": [
                {
                    "designators": ["open"],
                    "costs": [{"token": {"name": "Kharmic", "on": "source", "count": 2}}],
                }
            ],
        }
    ]
    loaded = board(defs, [card("c", "T C", "me", tokens=["Kharmic"] * 2)])
    assert check(loaded, "me", "c", 0).status == "legal"
    with pytest.raises(InputError, match=r"cards\[0\]\.tokens\[1\]: 'Kharmik'.*'Kharmic'"):
        board(defs, [card("c", "T C", "me", tokens=["Kharmic", "Kharmik"])])


def test_an_effect_selector_token_is_typed() -> None:
    base: dict[str, Any] = {
        "turn": 2,
        "active_player": "a",
        "players": [{"id": "a", "family_honor": 5}, {"id": "b", "family_honor": 5}],
    }
    eff = {"kind": "may_not", "may_not": "be_targeted", "cards": {"has_token": "Poison"}}
    parse_state({**base, "effects": [eff]})
    eff["cards"] = {"lacks_token": "Posion"}
    with pytest.raises(InputError, match=r"effects\[0\]\.cards\.lacks_token: 'posion'"):
        parse_state({**base, "effects": [eff]})


@needs_data
def test_cli_and_service_refuse_a_misspelt_token(tmp_path: Path) -> None:
    path = tmp_path / "typo.yaml"
    path.write_text(yaml.safe_dump(_mitsu(["Fire", "Fier"])))
    result = runner.invoke(app, ["validate", str(path), *CARDS])
    assert result.exit_code == 2
    lines = [ln for ln in result.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and "cards[1].tokens[1]" in lines[0] and "'Fire'" in lines[0]
    from fastapi.testclient import TestClient

    from solver.service import ServiceConfig, create_app

    client = TestClient(create_app(ServiceConfig(cards=[str(DATA / "oracle"), str(DATA / "sets")])))
    body = {"state": _mitsu(["Fire", "Fier"]), "player": "dragon"}
    r = client.post("/v1/check", json=body)
    assert r.status_code == 422 and "cards[1].tokens[1]" in r.json()["error"]
    body["state"] = _mitsu(["Fire", "fire"])  # control: read, 200
    assert client.post("/v1/check", json=body).status_code == 200


def test_a_card_sets_own_token_names_come_with_it(tmp_path: Path) -> None:
    sets = tmp_path / "sets"
    sets.mkdir()
    entry = {
        "title": "Glimmer Hall",
        "types": ["Holding"],
        "text": "<b>Open:</b> Put a Glimmer token on this Holding.",
        "gold_cost": 2,
    }
    (sets / "t.yaml").write_text(yaml.safe_dump({"set": "T", "cards": [entry]}))
    pool = CardPool.load([sets], cache=False)
    data = {
        "turn": 3,
        "active_player": "a",
        "players": [{"id": "a", "family_honor": 5}],
        "cards": [{"id": "g", "title": "Glimmer Hall", "owner": "a", "zone": "home"}],
    }
    data["cards"][0]["tokens"] = ["Glimmer"]
    state = tmp_path / "s.yaml"
    state.write_text(yaml.safe_dump(data))
    assert load_state(state, cards=pool).state.cards[0].tokens == ("Glimmer",)
    data["cards"][0]["tokens"] = ["Glimer"]
    state.write_text(yaml.safe_dump(data))
    with pytest.raises(InputError, match=r"tokens\[0\]: 'Glimer'.*did you mean 'Glimmer'"):
        load_state(state, cards=pool)


# --------------------------------------------------------------------------- other words
def _plain(**more: Any) -> dict[str, Any]:
    return {
        "turn": 3,
        "active_player": "crab",
        "phase": "action",
        "players": [
            {"id": "crab", "clan": "crab", "family_honor": 10},
            {"id": "crane", "clan": "crane", "family_honor": 10},
        ],
        "cards": [
            {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
            {"id": "iron", "title": "Iron Mine", "owner": "crab", "zone": "home"},
            {"id": "kasei", "title": "Matsu Kasei • Experienced", "owner": "crane", "zone": "home"},
        ],
        **more,
    }


def test_card_memory_names_an_ability_the_card_has() -> None:
    parse_state(_plain(memory=[{"card": "kasei", "ability": 0, "this_turn": 1}]))
    parse_state(_plain(memory=[{"card": "iron", "ability": -1, "this_turn": 1}]))  # production
    err = _refused(_plain(memory=[{"card": "kasei", "ability": 1, "this_turn": 1}]))
    assert err.path == "memory[0].ability" and "has no ability 1" in str(err)
    err = _refused(_plain(memory=[{"card": "iron", "ability": -2, "this_turn": 1}]))
    assert err.path == "memory[0].ability" and "production modes: -1" in str(err)


def test_the_interrupt_window_is_named_exactly() -> None:
    parse_state(_plain(trigger="to an action, after its targets are chosen", action_player="crab"))
    parse_state(_plain(trigger="After a Personality enters play"))  # printed words: as given
    near_misses = (
        "To an action, after its targets are chosen",
        "to an action after its targets are choosen",
    )
    for near in near_misses:
        err = _refused(_plain(trigger=near, action_player="crab"))
        assert err.path == "trigger" and "did you mean 'to an action, after" in str(err)


def test_a_strongholds_sensei_source_is_spelt_sensei() -> None:
    mod = {"stat": "gold_production", "amount": 1}
    cards = _plain()["cards"]
    ok = [{**cards[0], "modifiers": [{**mod, "source": "sensei"}]}, *cards[1:]]
    parse_state(_plain(cards=ok))
    also = [{**cards[0], "modifiers": [{**mod, "source": "Copper Mine's bonus"}]}, *cards[1:]]
    parse_state(_plain(cards=also))  # a description: as given
    for near in ("Sensei", "sensi"):
        bad = [{**cards[0], "modifiers": [{**mod, "source": near}]}, *cards[1:]]
        err = _refused(_plain(cards=bad))
        assert err.path == "cards[0].modifiers[0].source" and "did you mean 'sensei'" in str(err)


def test_an_effects_cards_refer_to_no_slot() -> None:
    eff: dict[str, Any] = {"kind": "may_not", "may_not": "be_targeted"}
    parse_state(_plain(effects=[{**eff, "cards": {"type": "personality"}}]))
    err = _refused(_plain(effects=[{**eff, "cards": {"attached_to": "kasei"}}]))
    assert err.path == "effects[0].cards" and "refers to 'kasei'" in str(err)
    err = _refused(_plain(effects=[{**eff, "cards": {"same_controller": True}}]))
    assert err.path == "effects[0].cards" and "relates cards" in str(err)


def test_a_past_title_is_a_cards_title_as_printed() -> None:
    fact = {"event": "resolved_title", "period": "turn", "player": "crab", "happened": True}
    parse_state(_plain(past=[{**fact, "title": "Iron Mine"}]))
    err = _refused(_plain(past=[{**fact, "title": "iron mine"}]))
    assert err.path == "past[0].title" and "written 'Iron Mine'" in str(err)
    err = _refused(_plain(past=[{**fact, "title": "Iron Mien"}]))
    assert err.path == "past[0].title" and "did you mean 'Iron Mine'" in str(err)
    # won_duel_from_titled names words in a title, not a title (lower case; without card data
    # the words are not looked up: tests/test_h40_input.py)
    duel = {**fact, "event": "won_duel_from_titled", "title": "contest"}
    parse_state(_plain(past=[duel]))


@needs_data
def test_a_past_title_from_the_card_data(pool: CardPool) -> None:
    fact = {"event": "played_title", "period": "turn", "player": "crab", "happened": True}
    parse_state(_plain(past=[{**fact, "title": "Trade Embargo"}]), cards=pool)
    err = _refused(_plain(past=[{**fact, "title": "Trade Embrago"}]), pool)
    assert err.path == "past[0].title" and "Trade Embargo" in str(err)


def test_an_effects_title_words_are_in_a_known_title() -> None:
    eff: dict[str, Any] = {"kind": "may_not", "may_not": "be_targeted"}
    parse_state(_plain(effects=[{**eff, "cards": {"title_contains": "Mine"}}]))
    parse_state(_plain(effects=[{**eff, "cards": {"title_version": "matsu kasei"}}]))
    err = _refused(_plain(effects=[{**eff, "cards": {"title_contains": "Mien"}}]))
    assert err.path == "effects[0].cards.title_contains" and "in no card's title" in str(err)
    err = _refused(_plain(effects=[{**eff, "cards": {"title_version": "matsu kasie"}}]))
    assert "did you mean 'matsu kasei'" in str(err)


def test_a_payment_files_misspelt_group_is_refused() -> None:
    from solver.gold.fileformat import parse_problem
    from solver.gold.problem import GoldInputError

    def problem(second: str) -> dict[str, Any]:
        return {
            "sources": [
                {"id": "t2", "gold": 2, "group": "treasury"},
                {"id": "t4", "gold": 4, "group": second},
                {"id": "mine", "gold": 1},
            ],
            "payments": [{"id": "p", "cost": 6}],
        }

    assert parse_problem(problem("treasury"), "pay.yaml").sources[1].group == "treasury"
    # which of two near lone groups is misspelt is not known: the first is named
    with pytest.raises(GoldInputError, match=r"sources\[0\]\.group: 'treasury'.*'treasry'"):
        parse_problem(problem("treasry"), "pay.yaml")


def test_a_source_near_a_card_id_is_refused() -> None:
    eff = {"kind": "cost_change", "gold_delta": -1, "player": "crab"}
    parse_state(_plain(effects=[{**eff, "source": "kasei"}]))  # the card's id: as given
    parse_state(_plain(effects=[{**eff, "source": "an opponent's Event"}]))  # a description
    for near in ("Kasei", "kasie"):
        err = _refused(_plain(effects=[{**eff, "source": near}]))
        assert err.path == "effects[0].source" and "did you mean 'kasei'" in str(err)
    cards = _plain()["cards"]
    mod = {"stat": "force", "amount": 1}
    bad = [*cards[:2], {**cards[2], "modifiers": [{**mod, "source": "iorn"}]}]
    err = _refused(_plain(cards=bad))
    assert err.path == "cards[2].modifiers[0].source" and "did you mean 'iron'" in str(err)
