"""Loading: load -> dump -> load round trips, located errors for bad input, immutability.

Every bad input raises ``InputError`` whose message names the file, the path inside it and
what was expected.
"""

from __future__ import annotations

import copy
import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cards import CardDef
from model.errors import InputError, InputErrors
from model.load import (
    dump_cards,
    dump_state,
    json_schema,
    load_cards,
    load_state,
    parse_cards,
    parse_state,
)
from model.state import CardLibrary, GameState
from model.state import View as StateView
from solver.targeting import (
    brute_force_target_sets,
    build_problem,
    count_target_sets,
    hall_violation,
    iter_target_sets,
    solve,
)
from tests.builders import DEFS, card, state, view

# ------------------------------------------------------------------------------ rich inputs
RICH_STRATEGY: dict[str, Any] = {
    "title": "T Rich Strategy",
    "type": "strategy",
    "gold_cost": 1,
    "provenance": "implied",
    "abilities": [
        {
            "designators": ["battle", "open"],
            "name": "Rich",
            "keywords": ["Political"],
            "limit": {"times": 2, "per": "game"},
            "condition": {
                "card": "source",
                "matches": {"bowed": False},
                "any_of": [{"your_turn": True}, {"in_battle": True}],
            },
            "targets": [
                {
                    "name": "mag",
                    "block": "constraints",
                    "performer": True,
                    "select": {
                        "controller": "you",
                        "keyword": "magistrate",
                        "has_attachment": {"type": "follower"},
                    },
                },
                {
                    "one_of": [
                        [
                            {
                                "name": "victim",
                                "select": {"opposing": "mag"},
                                "where": ["victim.personal_honor < mag.chi + 1"],
                            },
                            {
                                "name": "land",
                                "select": {"type": "holding"},
                                "count": 2,
                                "up_to": True,
                            },
                        ],
                        [
                            {
                                "name": "victim",
                                "select": {"opposing": "mag"},
                                "where": ["victim.personal_honor < mag.chi + 1"],
                            }
                        ],
                    ]
                },
            ],
            "costs": [
                {"bow": "mag"},
                {"gold": {"equal_to": "victim.total_gold_cost", "plus": 1}},
                {
                    "any_of": [
                        {"lose_honor": 2},
                        {"dishonor": {"select": {"type": "personality"}, "count": 1}},
                    ]
                },
                {"gold": "*", "optional": True},
                {
                    "stat": {"subject": "mag", "stat": "chi", "amount": -2},
                    "unless": {"phase": "attack"},
                },
            ],
            "effects": [
                {"move": {"subject": "victim", "to": "home"}},
                {"step": "gain 2 Honor", "optional": True},
                {
                    "bring_into_play": {
                        "select": {"type": "follower"},
                        "from_zone": "deck",
                        "attach_to": "mag",
                        "cost_reduction": 2,
                    }
                },
            ],
        },
        {"designators": "reaction", "trigger": "after a battle resolves"},
    ],
}

RICH_HOLDING: dict[str, Any] = {
    "title": "T Farm",
    "type": "holding",
    "gold_cost": 3,
    "keywords": ["Farm"],
    "provenance": "implied",
    "production": [
        {
            "gold": 2,
            "bonuses": [{"when": {"type": "personality", "keyword": "peasant"}, "gold": 1}],
            "conditional": [
                {
                    "condition": {"control": {"select": {"keyword": "farm"}, "at_least": 2}},
                    "gold": 3,
                }
            ],
            "per_card": [{"select": {"keyword": "farm"}, "gold": 1, "max": 3}],
            "lose_honor": 1,
            "once_per_turn": True,
            "only_for": {"type": "follower"},
        },
        {"from_stat": "gold_cost", "extra_cost": "discard a card"},
    ],
}

RICH_ITEM: dict[str, Any] = {
    "title": "T Katana",
    "type": "item",
    "gold_cost": 2,
    "force": 1,
    "provenance": "implied",
    "attach": {"only_to": {"keyword": "samurai"}, "weapon": True},
}


def rich_state_data() -> dict[str, Any]:
    """A state using most of the language: a battle, attachments, modifiers, tokens, ongoing
    effects, card memory, inline definitions."""
    return {
        "players": [
            {"id": "me", "family_honor": 12, "clan": "Crab"},
            {"id": "opp", "family_honor": -3, "clan": "crane", "lost_honor_to_others": True},
        ],
        "turn": 3,
        "active_player": "me",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "p1",
        "attacker": "me",
        "imperial_favor": "opp",
        "in_battle": ["a"],
        "definitions": [*copy.deepcopy(DEFS), RICH_STRATEGY, RICH_HOLDING, RICH_ITEM],
        "cards": [
            card(
                "a",
                "T Magistrate",
                "me",
                "battlefield",
                battlefield="p1",
                bowed=True,
                dishonorable=True,
                modifiers=[{"stat": "force", "amount": 2, "source": "r"}],
                added_keywords=["Cavalry"],
                tokens="sake",
            ),
            card("f", "T Follower", "me", "battlefield", battlefield="p1", attached_to="a"),
            card("k", "T Katana", "me", "battlefield", battlefield="p1", attached_to="a"),
            card("v", "T Samurai", "opp", "battlefield", battlefield="p1", controller="me"),
            card("h", "T Farm", "opp", "province", province=2, face_up=False),
            card("r", "T Rich Strategy", "me", "hand"),
            card("d", "T Monk", "opp", "dynasty_discard"),
        ],
        "effects": [
            {"kind": "cost_change", "gold_delta": -1, "actions": {"keyword": "political"}},
            {"kind": "added_cost", "cost": {"gold": 1}, "player": "me", "source": "h"},
            {"kind": "prevent", "prevents": ["bow", "lose_honor"], "cards": {"keyword": "samurai"}},
            {"kind": "may_not", "may_not": "be_targeted", "cards": {"title": "T Farm"}},
            {"kind": "ignore_cost", "cost_kind": "gold"},
            {"kind": "permission", "permission": "ignore_honor_requirement", "player": "opp"},
        ],
        "memory": [{"card": "r", "ability": 0, "this_turn": 1, "this_game": 2}],
    }


def _with_definitions(state_: GameState, library: CardLibrary) -> dict[str, Any]:
    """dump_state plus the definitions of the titles it uses (so it loads on its own)."""
    data = dump_state(state_)
    titles = sorted({c.title for c in state_.cards})
    data["definitions"] = dump_cards(library[t] for t in titles)["cards"]
    return data


# ------------------------------------------------------------------------------ round trips
def test_rich_state_round_trips_through_plain_data() -> None:
    loaded = parse_state(rich_state_data(), "rich.yaml")
    again = parse_state(_with_definitions(loaded.state, loaded.library), "again.yaml")
    assert again.state == loaded.state
    for title in ("T Rich Strategy", "T Farm", "T Katana", "T Magistrate"):
        assert again.library[title] == loaded.library[title]
    # the dump is plain data: JSON text of it is stable under a second round trip
    assert dump_state(again.state) == dump_state(loaded.state)
    json.dumps(dump_state(loaded.state))


def test_dump_omits_defaults_and_keeps_values() -> None:
    loaded = parse_state(rich_state_data(), "rich.yaml")
    data = dump_state(loaded.state)
    a = data["cards"][0]
    assert a["bowed"] is True and a["dishonorable"] is True
    assert a["added_keywords"] == ["cavalry"]  # keywords are lower-cased on load
    assert a["tokens"] == ["sake"]  # a single value becomes a list
    assert "province" not in a and "face_up" not in a  # defaults are omitted
    assert data["players"][1]["family_honor"] == -3
    assert data["effects"][0] == {
        "kind": "cost_change",
        "actions": {"keyword": ["political"]},
        "gold_delta": -1,
    }


@pytest.mark.parametrize(
    "cards",
    [
        [],
        [card("a", "T Samurai", "me")],
        [
            card("a", "T Samurai", "me", "battlefield", battlefield="p1"),
            card("f", "T Follower", "me", "battlefield", battlefield="p1", attached_to="a"),
            card("m", "T Mine", "opp", bowed=True),
            card("x", "T Monk", "opp", "province", province=0),
            card("y", "T Brute", "me", "hand"),
        ],
    ],
    ids=["empty", "one", "several"],
)
def test_builder_states_round_trip(cards: list[dict[str, Any]]) -> None:
    loaded = state(cards)
    data = dump_state(loaded.state)
    again = parse_state(data, "<dump>", library=loaded.library)
    assert again.state == loaded.state
    assert dump_state(again.state) == data


def test_card_definitions_round_trip() -> None:
    cards = parse_cards({"cards": [*DEFS, RICH_STRATEGY, RICH_HOLDING, RICH_ITEM]}, "c.yaml")
    dumped = dump_cards(cards)
    assert set(dumped) == {"cards"}
    again = parse_cards(dumped, "again.yaml")
    assert again == cards
    assert dump_cards(again) == dumped
    assert again[len(DEFS)].abilities[0].keywords == ("political",)


@pytest.mark.parametrize("suffix", [".json", ".yaml", ".yml"])
def test_state_round_trips_through_files(tmp_path: Path, suffix: str) -> None:
    loaded = parse_state(rich_state_data(), "rich")
    data = _with_definitions(loaded.state, loaded.library)
    path = tmp_path / f"state{suffix}"
    if suffix == ".json":
        path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    else:
        path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    again = load_state(path)
    assert again.state == loaded.state
    assert again.source == str(path)
    assert again.library["T Farm"] == loaded.library["T Farm"]


def test_card_file_round_trips_through_yaml_and_json(tmp_path: Path) -> None:
    cards = parse_cards({"cards": [*DEFS, RICH_HOLDING]})
    as_yaml = tmp_path / "cards.yaml"
    as_yaml.write_text(yaml.safe_dump(dump_cards(cards)), encoding="utf-8")
    as_json = tmp_path / "cards.json"
    as_json.write_text(json.dumps(dump_cards(cards)), encoding="utf-8")
    assert load_cards(as_yaml) == cards
    assert load_cards(as_json) == cards


def test_load_state_with_explicit_library(tmp_path: Path) -> None:
    lib = CardLibrary({d["title"]: parse_cards({"cards": [d]})[0] for d in DEFS})
    path = tmp_path / "s.yaml"
    path.write_text(
        "players: [{id: me, family_honor: 5}]\nactive_player: me\n"
        "cards: [{id: a, title: t samurai, owner: me, zone: home}]\n",
        encoding="utf-8",
    )
    loaded = load_state(path, library=lib)
    assert loaded.library["T Samurai"].force == 3
    assert loaded.state.cards[0].title == "t samurai"  # titles match case-insensitively


# -------------------------------------------------------------------------------- bad input
def _base(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "players": [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}],
        "active_player": "me",
        "definitions": copy.deepcopy(DEFS),
        "cards": [card("a", "T Samurai", "me"), card("m", "T Mine", "me")],
    }
    data.update(changes)
    return data


def _with_def(definition: dict[str, Any]) -> dict[str, Any]:
    """The base state with one more inline definition (at definitions[7])."""
    data = _base()
    data["definitions"].append({"provenance": "implied", **definition})
    return data


def _ability(ability: dict[str, Any]) -> dict[str, Any]:
    return _with_def({"title": "T Bad", "type": "strategy", "abilities": [ability]})


NEW_DEF = f"definitions[{len(DEFS)}]"

# (id, data, path inside the file, words the message must contain)
BAD_STATES: list[tuple[str, dict[str, Any] | list[Any], str, list[str]]] = [
    ("unknown top-level key", _base(weather="rain"), "weather", ["unknown key", "weather"]),
    (
        "unknown card key",
        _base(cards=[card("a", "T Samurai", "me", colour="red")]),
        "cards[0].colour",
        ["unknown key 'colour'"],
    ),
    (
        "wrong type",
        _base(players=[{"id": "me", "family_honor": "ten"}]),
        "players[0].family_honor",
        ["valid integer"],
    ),
    (
        "unknown zone",
        _base(cards=[card("a", "T Samurai", "me", "nowhere")]),
        "cards[0].zone",
        ["'home'", "'battlefield'"],
    ),
    (
        "unknown title with a suggestion",
        _base(cards=[card("a", "T Samurai", "me"), card("b", "T Samuray", "me")]),
        "cards[1].title",
        ["unknown card title 'T Samuray'", "did you mean 'T Samurai'"],
    ),
    (
        "a card in two places",
        _base(cards=[card("a", "T Samurai", "me"), card("a", "T Samurai", "me", "hand")]),
        "cards[1].id",
        ["'a'", "cards[0]", "two places"],
    ),
    (
        "attachment on a Holding",
        _base(cards=[card("m", "T Mine", "me"), card("f", "T Follower", "me", attached_to="m")]),
        "cards[1].attached_to",
        ["only Personalities take attachments", "holding"],
    ),
    (
        "attachment in play not attached",
        _base(cards=[card("f", "T Follower", "me")]),
        "cards[0].attached_to",
        ["must be attached to a Personality"],
    ),
    (
        "attached to a missing card",
        _base(cards=[card("f", "T Follower", "me", "hand", attached_to="ghost")]),
        "cards[0].attached_to",
        ["no card with id 'ghost'"],
    ),
    (
        "attachment away from its Personality",
        _base(
            cards=[
                card("a", "T Samurai", "me", "battlefield", battlefield="p1"),
                card("f", "T Follower", "me", attached_to="a"),
            ]
        ),
        "cards[1].zone",
        ["where its Personality is"],
    ),
    (
        "controller not a player",
        _base(cards=[card("a", "T Samurai", "me", controller="zed")]),
        "cards[0].controller",
        ["'zed' is not a player"],
    ),
    (
        "owner not a player",
        _base(cards=[card("a", "T Samurai", "zed")]),
        "cards[0].owner",
        ["'zed' is not a player"],
    ),
    (
        "active_player not a player",
        _base(active_player="zed"),
        "active_player",
        ["'zed' is not a player", "'me'", "'opp'"],
    ),
    ("active_player missing", _base(active_player=""), "active_player", ["required"]),
    (
        "duplicate player",
        _base(players=[{"id": "me", "family_honor": 1}, {"id": "me", "family_honor": 2}]),
        "players[1].id",
        ["duplicate player id 'me'"],
    ),
    (
        "combat without battlefield",
        _base(segment="combat"),
        "current_battlefield",
        ["Combat Segment needs a battlefield"],
    ),
    (
        "battlefield zone without name",
        _base(cards=[card("a", "T Samurai", "me", "battlefield")]),
        "cards[0].battlefield",
        ["names it"],
    ),
    (
        "province without index",
        _base(cards=[card("a", "T Samurai", "me", "province")]),
        "cards[0].province",
        ["index"],
    ),
    (
        "memory of a missing card",
        _base(memory=[{"card": "ghost"}]),
        "memory[0].card",
        ["no card with id 'ghost'"],
    ),
    (
        "ongoing effect missing its field",
        _base(effects=[{"kind": "prevent"}]),
        "effects[0]",
        ["'prevent' needs 'prevents'"],
    ),
    (
        "bad relation: unknown stat",
        _ability(
            {
                "designators": ["open"],
                "targets": [{"name": "t", "select": {}, "where": "t.wisdom > 1"}],
            }
        ),
        f"{NEW_DEF}.abilities[0].targets[0]",
        ["unknown stat 'wisdom'", "chi", "personal_honor"],
    ),
    (
        "bad relation: no comparison",
        _ability(
            {"designators": ["open"], "targets": [{"name": "t", "select": {}, "where": "t.chi"}]}
        ),
        f"{NEW_DEF}.abilities[0].targets[0]",
        ["expected a comparison", "<="],
    ),
    (
        "relation to an unknown slot",
        _ability(
            {
                "designators": ["open"],
                "targets": [{"name": "t", "select": {"opposing": "ghost"}}],
            }
        ),
        f"{NEW_DEF}.abilities[0]",
        ["'ghost' is not a target", "known: bearer, source, t"],
    ),
    (
        "where to an unknown slot",
        _ability(
            {
                "designators": ["open"],
                "targets": [{"name": "t", "select": {}, "where": "t.chi < ghost.chi"}],
            }
        ),
        f"{NEW_DEF}.abilities[0]",
        ["'ghost' is not a target"],
    ),
    (
        "cost with two kinds",
        _ability(
            {"designators": ["open"], "costs": [{"bow": "source"}, {"bow": "source", "gold": 2}]}
        ),
        f"{NEW_DEF}.abilities[0].costs[1]",
        ["exactly one of", "got bow, gold"],
    ),
    (
        "cost with no kind",
        _ability({"designators": ["open"], "costs": [{"optional": True}]}),
        f"{NEW_DEF}.abilities[0].costs[0]",
        ["exactly one of", "got none"],
    ),
    (
        "negative gold cost",
        _ability({"designators": ["open"], "costs": [{"gold": -1}]}),
        f"{NEW_DEF}.abilities[0].costs[0]",
        ["Gold cost is >= 0"],
    ),
    (
        "gold cost of the wrong type",
        _ability({"designators": ["open"], "costs": [{"gold": "lots"}]}),
        f"{NEW_DEF}.abilities[0].costs[0].gold",
        ["valid integer", "'*'"],
    ),
    (
        "ability without designators",
        _ability({"designators": []}),
        f"{NEW_DEF}.abilities[0]",
        ["at least one designator"],
    ),
    (
        "unknown designator",
        _ability({"designators": ["sometimes"]}),
        f"{NEW_DEF}.abilities[0].designators[0]",
        ["'limited'", "'reaction'"],
    ),
    (
        "Reaction without trigger",
        _ability({"designators": ["reaction"]}),
        f"{NEW_DEF}.abilities[0]",
        ["Reaction needs its 'trigger'"],
    ),
    (
        "target name used twice",
        _ability(
            {
                "designators": ["open"],
                "targets": [{"name": "t", "select": {}}, {"name": "t", "select": {}}],
            }
        ),
        f"{NEW_DEF}.abilities[0]",
        ["'t' is used twice"],
    ),
    (
        "unknown key in a nested selector",
        _ability(
            {"designators": ["open"], "targets": [{"name": "t", "select": {"colour": "red"}}]}
        ),
        f"{NEW_DEF}.abilities[0].targets[0].select.colour",
        ["unknown key 'colour'"],
    ),
    (
        "production with both gold and from_stat",
        _with_def(
            {
                "title": "T Bad Mine",
                "type": "holding",
                "production": [{"gold": 2, "from_stat": "gold_production"}],
            }
        ),
        f"{NEW_DEF}.production[0]",
        ["exactly one of 'gold' or 'from_stat'"],
    ),
    (
        "negative production",
        _with_def({"title": "T Bad Mine", "type": "holding", "production": [{"gold": -2}]}),
        f"{NEW_DEF}.production[0]",
        ["'gold' must be >= 0"],
    ),
    (
        "attach rules on a non-attachment",
        _with_def({"title": "T Bad", "type": "holding", "attach": {"weapon": True}}),
        NEW_DEF,
        ["only attachments have 'attach' rules"],
    ),
    (
        "duplicate title in inline definitions",
        _with_def({"title": "t samurai", "type": "personality"}),
        f"{NEW_DEF}.title",
        ["duplicate title 't samurai'", "definitions[1]"],
    ),
    (
        "definition missing its type",
        _with_def({"title": "T Typeless"}),
        f"{NEW_DEF}.type",
        ["required key is missing"],
    ),
    (
        "definitions not a list",
        _base(definitions={"title": "T Samurai"}),
        "definitions",
        ["valid list"],
    ),
    ("players missing", {"active_player": "me"}, "players", ["required key is missing"]),
    ("top level not a mapping", [1, 2, 3], "", ["expected a mapping"]),
]


@pytest.mark.parametrize(
    ("data", "path", "words"),
    [pytest.param(d, p, w, id=i) for i, d, p, w in BAD_STATES],
)
def test_bad_state_names_file_path_and_problem(
    data: dict[str, Any] | list[Any], path: str, words: list[str]
) -> None:
    with pytest.raises(InputError) as info:
        parse_state(copy.deepcopy(data), "bad.yaml")
    exc = info.value
    errors = exc.errors if isinstance(exc, InputErrors) else (exc,)
    assert all(e.file == "bad.yaml" for e in errors)
    assert path in [e.path for e in errors], [str(e) for e in errors]
    text = str(exc)
    prefix = f"bad.yaml: {path}: " if path else "bad.yaml: "
    lines = "\n".join(ln for ln in text.splitlines() if ln.startswith(prefix))
    for word in words:
        assert word in lines, text


def test_inline_definition_errors_are_located_under_definitions() -> None:
    """Not ``cards[...]``: that is where the card instances are."""
    data = _base()
    data["definitions"][2]["force"] = "lots"
    with pytest.raises(InputError) as info:
        parse_state(data, "s.yaml")
    assert info.value.path == "definitions[2].force"
    assert not str(info.value).startswith("s.yaml: cards")


def test_unknown_keys_are_named_even_when_they_look_like_type_tags() -> None:
    for key in ("Colour", "int", "spec", "str"):
        with pytest.raises(InputError) as info:
            extra: dict[str, Any] = {key: 1}
            parse_state(_base(cards=[card("a", "T Samurai", "me", **extra)]), "s.yaml")
        assert info.value.path == f"cards[0].{key}"
        assert f"unknown key {key!r}" in str(info.value)


def test_several_problems_are_all_reported() -> None:
    data = _base(
        cards=[card("a", "T Samurai", "zed"), card("b", "T Samuray", "me")],
        active_player="nobody",
    )
    with pytest.raises(InputErrors) as info:
        parse_state(data, "s.yaml")
    paths = [e.path for e in info.value.errors]
    assert paths == ["active_player", "cards[0].owner", "cards[1].title"]
    assert len(str(info.value).splitlines()) == 3


# (id, card-file data, path, words)
BAD_CARD_FILES: list[tuple[str, Any, str, list[str]]] = [
    ("no cards key", {"card": []}, "", ["exactly one key 'cards'"]),
    ("extra key", {"cards": [], "more": 1}, "", ["exactly one key 'cards'"]),
    ("not a mapping", [{"title": "A", "type": "holding"}], "", ["mapping"]),
    (
        "duplicate titles",
        {"cards": [{"title": "A", "type": "holding"}, {"title": "a", "type": "region"}]},
        "cards[1].title",
        ["duplicate title 'a'", "cards[0]"],
    ),
    (
        "empty title",
        {"cards": [{"title": "  ", "type": "holding"}]},
        "cards[0]",
        ["non-empty title"],
    ),
    (
        "unknown card type",
        {"cards": [{"title": "A", "type": "dragon"}]},
        "cards[0].type",
        ["'personality'"],
    ),
    (
        "negative production",
        {"cards": [{"title": "A", "type": "holding", "production": [{"gold": -2}]}]},
        "cards[0].production[0]",
        [">= 0"],
    ),
]


@pytest.mark.parametrize(
    ("data", "path", "words"),
    [pytest.param(d, p, w, id=i) for i, d, p, w in BAD_CARD_FILES],
)
def test_bad_card_file_names_file_path_and_problem(data: Any, path: str, words: list[str]) -> None:
    with pytest.raises(InputError) as info:
        parse_cards(data, "cards.yaml")
    exc = info.value
    assert exc.file == "cards.yaml" and exc.path == path
    prefix = f"cards.yaml: {path}: " if path else "cards.yaml: "
    assert str(exc).startswith(prefix)
    for word in words:
        assert word in str(exc)


def test_invalid_yaml_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text("players:\n  - id: me\n    family_honor: [1, 2\nactive_player: me\n")
    with pytest.raises(InputError) as info:
        load_state(path)
    assert info.value.file == str(path)
    assert info.value.path.startswith("line ")
    line = int(info.value.path.removeprefix("line "))
    assert 3 <= line <= 4
    assert str(info.value).startswith(f"{path}: line {line}: invalid YAML")


def test_invalid_json_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{\n  "players": [],\n  "active_player": "me",,\n}\n')
    with pytest.raises(InputError) as info:
        load_state(path)
    assert info.value.path == "line 3"
    assert "invalid JSON" in str(info.value) and str(path) in str(info.value)


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nope.yaml"
    with pytest.raises(InputError) as info:
        load_state(path)
    assert str(info.value) == f"{path}: no such file"
    with pytest.raises(InputError, match="no such file"):
        load_cards(path)


def test_directory_is_not_a_file(tmp_path: Path) -> None:
    with pytest.raises(InputError) as info:
        load_state(tmp_path)
    assert str(tmp_path) in str(info.value) and "cannot read" in str(info.value)


def test_yaml_file_whose_top_level_is_a_list(tmp_path: Path) -> None:
    path = tmp_path / "list.yaml"
    path.write_text("- 1\n- 2\n")
    with pytest.raises(InputError) as info:
        load_state(path)
    assert info.value.file == str(path) and info.value.path == ""
    assert "expected a mapping" in str(info.value)


def test_errors_in_a_file_name_that_file(tmp_path: Path) -> None:
    path = tmp_path / "state.yaml"
    data = _base(cards=[card("a", "T Samurai", "me", "nowhere")])
    path.write_text(yaml.safe_dump(data))
    with pytest.raises(InputError) as info:
        load_state(path)
    assert str(info.value).startswith(f"{path}: cards[0].zone: ")


def test_input_error_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="no such file"):
        load_state(Path("/nonexistent/definitely/missing.yaml"))


# ------------------------------------------------------------------------------ immutability
def _all_dataclass_values(value: Any) -> list[Any]:
    out: list[Any] = []
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out.append(value)
        for f in dataclasses.fields(value):
            out += _all_dataclass_values(getattr(value, f.name))
    elif isinstance(value, tuple):
        for item in value:
            out += _all_dataclass_values(item)
    return out


def test_model_values_are_frozen_with_tuple_collections() -> None:
    loaded = parse_state(rich_state_data(), "rich.yaml")
    values = _all_dataclass_values(loaded.state)
    for title in ("T Rich Strategy", "T Farm", "T Katana"):
        values += _all_dataclass_values(loaded.library[title])
    kinds = {type(v).__name__ for v in values}
    assert {"GameState", "CardInstance", "OngoingEffect", "CardDef", "Ability", "Cost"} <= kinds
    assert {"TargetSpec", "TargetChoice", "Selector", "ProductionMode", "UsageRecord"} <= kinds
    for value in values:
        first = dataclasses.fields(value)[0].name
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, first, None)
        for f in dataclasses.fields(value):
            attr = getattr(value, f.name)
            assert not isinstance(attr, list | dict | set), (type(value).__name__, f.name)
    # slotted: no new attributes either (TypeError on CPython 3.11: frozen+slots quirk)
    with pytest.raises((AttributeError, TypeError)):
        loaded.state.extra = 1  # type: ignore[attr-defined]
    assert not hasattr(loaded.state, "__dict__")
    with pytest.raises(dataclasses.FrozenInstanceError):
        loaded.state = None  # type: ignore[misc, assignment]


def test_loading_does_not_change_the_input_data() -> None:
    data = rich_state_data()
    before = copy.deepcopy(data)
    parse_state(data, "rich.yaml")
    assert data == before


def test_targeting_functions_do_not_change_the_state() -> None:
    loaded = parse_state(rich_state_data(), "rich.yaml")
    before_data = dump_state(loaded.state)
    before = copy.deepcopy(loaded.state)
    ability = loaded.library["T Rich Strategy"].abilities[0]
    v = view(loaded)
    problem = build_problem(v, "me", "r", ability)
    assert [s.name for s, _ in problem.specs] == ["mag", "victim"]
    solve(problem)
    sets = list(iter_target_sets(problem))
    assert sets == brute_force_target_sets(problem)
    count_target_sets(problem)
    hall_violation(problem)
    assert loaded.state == before
    assert dump_state(loaded.state) == before_data
    assert v.state is loaded.state


def test_view_is_a_pure_reading() -> None:
    loaded = parse_state(rich_state_data(), "rich.yaml")
    before = dump_state(loaded.state)
    v = StateView.of(loaded.state, loaded.library)
    from model.common import Stat

    assert v.stat("a", Stat.FORCE) == 1 + 2 + 1  # printed + modifier + the Katana
    assert v.total_force("a") == 4 + 1  # with the unbowed Follower
    assert dump_state(loaded.state) == before


# ------------------------------------------------------------------------------- JSON schema
def test_json_schema_describes_state_and_card_files() -> None:
    schema = json_schema()
    text = json.dumps(schema)
    assert json.loads(text) == schema
    assert {"GameState", "CardDef", "CardInstance", "Ability", "Selector"} <= set(schema["$defs"])
    state_ref, card_schema = schema["oneOf"]
    assert state_ref["$ref"] == "#/$defs/GameState"
    state_schema = schema["$defs"]["GameState"]
    assert {"players", "cards", "definitions"} <= set(state_schema["properties"])
    assert "players" in state_schema["required"]
    assert card_schema["required"] == ["cards"]
    assert card_schema["additionalProperties"] is False
    # unknown keys are errors in the schema too
    assert schema["$defs"]["CardInstance"].get("additionalProperties") is False
    assert state_schema.get("additionalProperties") is False
    # a list that takes one value ("keyword: samurai") takes it in the schema too
    keyword = schema["$defs"]["Selector"]["properties"]["keyword"]
    assert {"type": "string"} in keyword["anyOf"]
    assert any(alt.get("type") == "array" for alt in keyword["anyOf"])
    designators = schema["$defs"]["Ability"]["properties"]["designators"]
    assert {"$ref": "#/$defs/Designator"} in designators["anyOf"]


def test_json_schema_validates_files() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = json_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    good = rich_state_data()
    assert not list(validator.iter_errors(good))
    assert not list(validator.iter_errors({"cards": DEFS}))
    assert list(validator.iter_errors({**good, "weather": "rain"}))
    assert list(validator.iter_errors({"cards": [{"title": "No type"}]}))


def test_card_def_equality_is_structural() -> None:
    a = parse_cards({"cards": DEFS})
    b = parse_cards({"cards": copy.deepcopy(DEFS)})
    assert a == b and a is not b
    assert isinstance(a[0], CardDef)
    assert hash(a[1].keywords) == hash(b[1].keywords)


def test_a_stat_term_on_a_target_of_several_cards_is_a_load_error() -> None:
    """ "Gold equal to a.chi" with two cards in ``a``: which chi? Refused, never guessed."""
    from model.abilities import Ability, Cost, Designator, GoldFrom, TargetSpec
    from model.selectors import Selector

    with pytest.raises(ValueError, match="a target of exactly one card"):
        Ability(
            designators=(Designator.OPEN,),
            targets=(TargetSpec("a", Selector(type=("personality",)), count=2),),
            costs=(Cost(gold=GoldFrom("a.chi")),),
        )


def test_a_units_total_force_counts_bowed_followers_outside_battle_resolution() -> None:
    """Reference 04, Unit and Army Force: outside battle resolution every card counts, bowed or
    not; in battle resolution bowed Followers do not."""
    from tests.builders import board, view

    loaded = board(
        [
            {"title": "T Lord", "type": "personality", "force": 3},
            {"title": "T Man", "type": "follower", "force": 2},
        ],
        [card("lord", "T Lord", "me"), card("man", "T Man", "me", attached_to="lord", bowed=True)],
    )
    v = view(loaded)
    assert v.total_force("lord") == 5
    assert v.total_force("lord", resolving=True) == 3
