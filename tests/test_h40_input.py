"""Typed names of the state and of payment files (h40input; ``model.state_names``,
``model.trigger_spelling``, ``solver.gold.fileformat``): a lone battlefield name one edit from
another, a card's title as a ``source`` (read as the one card in play with it: its effects are not
applied twice), a printed trigger misspelt, ``won_duel_from_titled`` title words, a lone payment
``group``. Each refusal names the file, the path and what to give (library ``InputError``, CLI
exit 2 on one line, service 422); each valid spelling loads."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from model.errors import InputError
from model.load import parse_state
from model.oracle.pool import CardPool
from solver.cli.app import app
from solver.good_faith import check
from solver.verdict import Play
from tests.conftest import DATA

runner = CliRunner()
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
CARDS = ["--cards", str(DATA / "oracle"), "--cards", str(DATA / "sets")]


def _refused(data: dict[str, Any], pool: CardPool | None = None) -> InputError:
    with pytest.raises(InputError) as info:
        parse_state(data, "board.yaml", cards=pool)
    return info.value


# ------------------------------------------------------------------------------ battlefields
def _battle(lone: str, **more: Any) -> dict[str, Any]:
    """The Lion attack crab-p2; one Crab Personality stands at ``lone``."""
    return {
        "turn": 4, "active_player": "lion", "phase": "attack", "segment": "combat",
        "current_battlefield": "crab-p2", "attacker": "lion",
        "players": [{"id": "lion", "clan": "lion", "family_honor": 14},
                    {"id": "crab", "clan": "crab", "family_honor": 10}],
        "cards": [
            {"id": "shamate", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
            {"id": "kasei", "title": "Matsu Kasei • Experienced", "owner": "lion",
             "zone": "battlefield", "battlefield": "crab-p2"},
            {"id": "sugo", "title": "Ikoma Sugo", "owner": "lion", "zone": "battlefield",
             "battlefield": "crab-p2"},
            {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab",
             "zone": "home"},
            {"id": "mimori", "title": "Hida Mimori", "owner": "crab", "zone": "battlefield",
             "battlefield": lone},
        ],
        **more,
    }  # fmt: skip


@pytest.mark.parametrize("lone", ["crab-p", "Crab-p2", "crab-p22", "crab-2p", "crab_p2"])
def test_a_lone_battlefield_one_edit_from_another_is_refused(lone: str) -> None:
    # Mimori alone at a near miss of crab-p2 would be at a battlefield of her own: unopposed
    err = _refused(_battle(lone))
    assert err.path == "cards[4].battlefield"
    assert (
        f"{lone!r} is named by this card (and its attachments) only; did you mean 'crab-p2'?"
        in (err.message)
    )


@needs_data
def test_a_unit_counts_once(pool: CardPool) -> None:
    # Mimori with a Follower attached, both at the near miss: one unit alone there
    data = _battle("crab-p")
    follower = {"id": "f", "title": "Light Infantry", "owner": "crab", "zone": "battlefield",
                "battlefield": "crab-p", "attached_to": "mimori"}  # fmt: skip
    data["cards"].append(follower)
    err = _refused(data, pool)
    assert err.path == "cards[4].battlefield" and "did you mean 'crab-p2'" in err.message, err


@pytest.mark.parametrize(
    ("lone", "more"),
    [
        ("crab-p2", {}),  # the battlefield itself
        ("crab-p1", {}),  # another Province of the Crab: one digit apart
        ("crab-p3", {}),
        ("crab-p", {"battlefields": ["crab-p"]}),  # listed: a battlefield meant as its own
        ("home-bf", {}),  # far from every name
    ],
)
def test_control_other_battlefields_load(lone: str, more: dict[str, Any]) -> None:
    parse_state(_battle(lone, **more), "board.yaml")


def test_control_two_players_provinces_one_letter_apart() -> None:
    # players "a" and "b": a-p1 and b-p1 are each one's Province, not a typo of the other
    data = _battle("b-p1", current_battlefield="a-p1")
    data["players"] = [{**data["players"][0], "id": "a"}, {**data["players"][1], "id": "b"}]
    data["active_player"] = data["attacker"] = "a"
    for c in data["cards"]:
        c["owner"] = "a" if c["owner"] == "lion" else "b"
        if c.get("battlefield") == "crab-p2":
            c["battlefield"] = "a-p1"
    parse_state(data, "board.yaml")


def test_of_two_lone_near_names_the_later_is_named() -> None:
    data = _battle("crab-p9", current_battlefield="crab-p2", battlefields=["crab-p2"])
    data["cards"][1]["battlefield"] = "crabp9"  # kasei alone at crabp9, mimori alone at crab-p9
    data["cards"][2]["battlefield"] = "crab-p2"
    err = _refused(data)
    assert err.path == "cards[4].battlefield" and "did you mean 'crabp9'" in err.message


# --------------------------------------------------------------------- a title as a source
def _makoto(farm: str, source: str | None) -> dict[str, Any]:
    """Yasuki Makoto: "Your Holdings enter play for 1 less Gold." (solver.in_play_reductions);
    the state may state that effect itself."""
    effects = (
        [{"kind": "cost_change", "gold_delta": -1, "player": "crane",
          "actions": {"card_type": "holding"}, "source": source}]
        if source is not None else []
    )  # fmt: skip
    return {
        "turn": 5, "active_player": "crane", "phase": "dynasty",
        "players": [{"id": "crane", "clan": "crane", "family_honor": 10},
                    {"id": "other", "clan": "scorpion", "family_honor": 9}],
        "effects": effects,
        "cards": [
            {"id": "palace", "title": "The Esteemed Palace of the Crane", "owner": "crane",
             "zone": "home", "bowed": True},
            {"id": "market", "title": "Marketplace", "owner": "crane", "zone": "home"},
            {"id": "farm", "title": farm, "owner": "crane", "zone": "home"},
            {"id": "makoto", "title": "Yasuki Makoto", "owner": "crane", "zone": "home",
             "bowed": True},
            {"id": "cp4", "title": "Merchant Atoll", "owner": "crane", "zone": "province",
             "province": 4},
            {"id": "estate", "title": "The Shadowed Estate of the Scorpion", "owner": "other",
             "zone": "home"},
        ],
    }  # fmt: skip


@needs_data
@pytest.mark.parametrize("title", ["Yasuki Makoto", "yasuki makoto", " Yasuki  Makoto"])
def test_a_title_as_source_states_that_cards_effects_once(pool: CardPool, title: str) -> None:
    # Merchant Atoll 6 - 1 (Makoto): the title names Makoto, whose reduction is then not
    # applied a second time from his text (before: 6 - 2, "pay 4 Gold")
    loaded = parse_state(_makoto("Large Farm", title), "board.yaml", cards=pool)
    assert loaded.state.effects[0].source == "makoto"
    v = check(loaded, "crane", "cp4", Play.RECRUIT)
    assert v.status == "legal" and v.witness is not None
    assert v.witness.costs[0].text.startswith("pay 5 Gold"), v.witness.costs[0].text
    by_id = check(parse_state(_makoto("Large Farm", "makoto"), cards=pool), "crane", "cp4",
                  Play.RECRUIT)  # fmt: skip
    assert by_id.witness is not None and by_id.witness.costs[0].text == v.witness.costs[0].text


@needs_data
def test_a_title_as_source_no_false_legal_short_of_gold(pool: CardPool) -> None:
    # 5 Gold needed, 4 produced (Marketplace 3, Small Farm 1): applied twice it was legal
    title = check(parse_state(_makoto("Small Farm", "Yasuki Makoto"), cards=pool), "crane",
                  "cp4", Play.RECRUIT)  # fmt: skip
    by_id = check(parse_state(_makoto("Small Farm", "makoto"), cards=pool), "crane", "cp4",
                  Play.RECRUIT)  # fmt: skip
    assert title.status != "legal" and title.status == by_id.status


@needs_data
def test_control_a_description_is_another_effect(pool: CardPool) -> None:
    # "an opponent's Event" names no card: its -1 is another effect, added to Makoto's
    loaded = parse_state(_makoto("Large Farm", "an opponent's Event"), cards=pool)
    assert loaded.state.effects[0].source == "an opponent's Event"
    v = check(loaded, "crane", "cp4", Play.RECRUIT)
    assert v.witness is not None and v.witness.costs[0].text.startswith("pay 4 Gold")


@needs_data
def test_a_title_of_several_cards_in_play_is_refused(pool: CardPool) -> None:
    data = _makoto("Large Farm", "Yasuki Makoto")
    data["cards"].append({"id": "makoto2", "title": "Yasuki Makoto", "owner": "crane",
                          "zone": "home"})  # fmt: skip
    err = _refused(data, pool)
    assert err.path == "effects[0].source"
    assert "expected a card id, got the title of 'makoto', 'makoto2'" in err.message
    # control: one of them in the hand: the one in play is meant
    data["cards"][-1]["zone"] = "hand"
    assert parse_state(data, cards=pool).state.effects[0].source == "makoto"


def test_a_title_as_a_modifiers_source_and_the_winter_warfare_example() -> None:
    data = _battle("crab-p2")
    data["cards"][3]["modifiers"] = [{"stat": "gold_production", "amount": 1,
                                      "source": "Hida Mimori"}]  # fmt: skip
    loaded = parse_state(data, "board.yaml")
    assert loaded.state.cards[3].modifiers[0].source == "mimori"
    from model.load import load_state

    root = Path(__file__).resolve().parents[1]
    ww = load_state(root / "examples" / "states" / "lion-winter-warfare.yaml")
    assert ww.state.effects[0].source == "winter"  # "Winter Warfare", the card in play


# ---------------------------------------------------------------------------- the trigger
def _introspection(trigger: str) -> dict[str, Any]:
    """Introspection: "Reaction: After one of your Rings enters play: Search your Fate deck"."""
    return {
        "turn": 3, "active_player": "crab", "phase": "action", "trigger": trigger,
        "players": [{"id": "crab", "clan": "crab", "family_honor": 10},
                    {"id": "crane", "clan": "crane", "family_honor": 10}],
        "cards": [
            {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab",
             "zone": "home"},
            {"id": "intro", "title": "Introspection", "owner": "crab", "zone": "hand"},
        ],
    }  # fmt: skip


@needs_data
@pytest.mark.parametrize(
    ("said", "why"),
    [
        ("After one of your Rigns enters play", "'rigns': in no card's text"),
        ("After one of you're Rings entres play", "in no card's text"),
        ("After one of your Rings enters play.", "punctuation or spacing only"),
        ('"After one of your Rings enters play"', "punctuation or spacing only"),
    ],
)
def test_a_misspelt_printed_trigger_is_refused(pool: CardPool, said: str, why: str) -> None:
    err = _refused(_introspection(said), pool)
    assert err.path == "trigger"
    assert (
        "did you mean 'After one of your Rings enters play'?" in err.message and why in err.message
    )


@needs_data
@pytest.mark.parametrize(
    "said",
    [
        "After one of your Rings enters play",
        "after one of your rings enters play,",  # the engine's comparison: case, final comma aside
        "After a Ring enters play",  # another wording, real words: as given
        "After one of your Holdings enters play",  # a real word changed: another moment
    ],
)
def test_control_printed_or_other_triggers_load(pool: CardPool, said: str) -> None:
    loaded = parse_state(_introspection(said), "board.yaml", cards=pool)
    check(loaded, "crab", "intro", 0)


def _defined(trigger: str) -> Any:
    from model.common import CardType
    from tests.builders import board, card, imported

    ab = imported("<b>Reaction:</b> After a battle resolves: Gain 1 Honor.", "T Rally",
                  CardType.STRATEGY)  # fmt: skip
    defs = [{"title": "T Rally", "type": "strategy", "abilities": [ab]}]
    return board(defs, [card("r", "T Rally", "me", zone="hand")], trigger=trigger)


def test_without_card_data_one_edit_only() -> None:
    with pytest.raises(InputError, match=r"trigger: 'After a batle resolves': did you mean"):
        _defined("After a batle resolves")
    for said in ("After a battle resolves", "After a battles resolves", "After a duel resolves"):
        _defined(said)  # the printed words; an ending; another real word: as given


# ---------------------------------------------------------------- won_duel_from_titled
def _duel(words: str) -> dict[str, Any]:
    data = _introspection("After one of your Rings enters play")
    del data["trigger"]
    data["past"] = [{"event": "won_duel_from_titled", "period": "turn", "player": "crab",
                     "happened": True, "title": words}]  # fmt: skip
    return data


@needs_data
def test_won_duel_from_titled_words_are_in_a_title(pool: CardPool) -> None:
    parse_state(_duel("contest"), "board.yaml", cards=pool)
    parse_state(_duel("honor"), "board.yaml", cards=pool)
    err = _refused(_duel("contset"), pool)
    assert err.path == "past[0].title" and "'contset' is in no card's title" in err.message
    assert "did you mean 'contest'" in err.message
    # as the card prints it: casefolded, not refused (h40adv5 R4)
    loaded = parse_state(_duel("Contest"), "board.yaml", cards=pool)
    assert loaded.state.past[0].title == "contest"


def test_won_duel_from_titled_without_card_data_only_its_case() -> None:
    def duel(words: str) -> dict[str, Any]:
        fact = {"event": "won_duel_from_titled", "period": "turn", "player": "crab",
                "happened": True, "title": words}  # fmt: skip
        return _battle("crab-p2", past=[fact])

    parse_state(duel("contset"), "board.yaml")  # the bundled titles are too few to refuse by
    assert parse_state(duel("Contest"), "board.yaml").state.past[0].title == "contest"


# ------------------------------------------------------------------ the CLI and the service
_BAD: list[tuple[dict[str, Any], str]] = [
    (_battle("crab-p"), "cards[4].battlefield"),
    (_introspection("After one of your Rigns enters play"), "trigger"),
    (_duel("contset"), "past[0].title"),
]


@needs_data
@pytest.mark.parametrize(("data", "path"), _BAD)
def test_cli_exit_2_one_line(tmp_path: Path, data: dict[str, Any], path: str) -> None:
    file = tmp_path / "typo.yaml"
    file.write_text(yaml.safe_dump(data, allow_unicode=True))
    result = runner.invoke(app, ["validate", str(file), *CARDS])
    assert result.exit_code == 2
    lines = [ln for ln in result.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and f"typo.yaml: {path}:" in lines[0]


@needs_data
def test_service_422() -> None:
    from fastapi.testclient import TestClient

    from solver.service import ServiceConfig, create_app

    client = TestClient(create_app(ServiceConfig(cards=[str(DATA / "oracle"), str(DATA / "sets")])))
    for data, path in _BAD:
        r = client.post("/v1/check", json={"state": data, "player": "crab"})
        assert r.status_code == 422 and path in r.json()["error"], r.json()
    many = _makoto("Large Farm", "Yasuki Makoto")
    many["cards"].append({"id": "m2", "title": "Yasuki Makoto", "owner": "crane", "zone": "home"})
    r = client.post("/v1/check", json={"state": many, "player": "crane"})
    assert r.status_code == 422 and "effects[0].source" in r.json()["error"]
    r = client.post("/v1/check", json={"state": _battle("crab-p1"), "player": "lion"})
    assert r.status_code == 200  # control
    problem = {"sources": [{"id": "a", "gold": 2, "group": "solo"}, {"id": "b", "gold": 1}],
               "payments": [{"id": "p", "cost": 2}]}  # fmt: skip
    r = client.post("/v1/pay", json={"problem": problem})
    assert r.status_code == 422 and "sources[0].group" in r.json()["error"]


# ------------------------------------------------------------------- a payment's group
def _pay(*groups: str | None) -> dict[str, Any]:
    sources = [{"id": f"s{i}", "gold": 2 + i, **({"group": g} if g else {})}
               for i, g in enumerate(groups)]  # fmt: skip
    return {"sources": sources, "payments": [{"id": "p", "cost": 3}]}


def test_a_lone_payment_group_is_refused_near_or_far(tmp_path: Path) -> None:
    from solver.gold.fileformat import parse_problem
    from solver.gold.problem import GoldInputError

    assert parse_problem(_pay("treasury", "treasury", None)).sources[1].group == "treasury"
    with pytest.raises(GoldInputError, match=r"sources\[2\]\.group: 'solo' is no other source's"):
        parse_problem(_pay("treasury", "treasury", "solo"), "pay.yaml")
    with pytest.raises(GoldInputError, match=r"did you mean 'treasury'"):
        parse_problem(_pay("treasury", "treasury", "treasuri"), "pay.yaml")
    file = tmp_path / "pay.yaml"
    file.write_text(yaml.safe_dump(_pay("g", None)))
    result = runner.invoke(app, ["pay", str(file)])
    assert result.exit_code == 2
    lines = [ln for ln in result.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and "sources[0].group" in lines[0]
