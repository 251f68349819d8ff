"""Fuzz / property tests of the whole pipeline (hypothesis).

Generated input, valid and malformed:

- valid states (``tests.builders``-style dicts: two players, Strongholds, Mines, Personalities,
  Followers, a battle or not, ongoing effects) with one generated card whose ability uses
  required targets and relations, alternative, Gold, pick, stat and conditional costs;
- malformed states and card files: random key deletions and insertions, values of the wrong
  type, random YAML text;
- payment problems for ``solver.gold.load_problem``: valid ones mutated, and random text.

Properties: nothing escapes but the library's own errors (``GoodFaithError``); the CLI
(``validate``, ``check``, ``pay``) exits 0/1/2, and 2 comes with one message naming the file
and no traceback; checks never mutate their input; the same input gives the same verdicts in
the same order; a legal verdict's witness is legal when replayed; ``check`` agrees with the
independent brute-force checker of ``benchmarks.good_faith``.
"""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, assume, event, given, note, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from benchmarks.good_faith import Unsupported, brute_check
from model.errors import GoodFaithError
from model.load import dump_state, parse_cards, parse_state
from model.state import View
from solver.announce import check_all
from solver.cli import app
from solver.gold import GoldInputError, load_problem
from solver.good_faith import check
from tests.builders import DEFS, card

PERSONALITIES = ["T Samurai", "T Magistrate", "T Brute", "T Monk"]
GENERATED = "T Generated"
runner = CliRunner()
#: More examples for a long hunt: GOODFAITH_FUZZ_EXAMPLES=5000 pytest tests/test_fuzz.py
EXAMPLES = int(os.environ.get("GOODFAITH_FUZZ_EXAMPLES", "100"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _one_in(draw: st.DrawFn, k: int) -> bool:
    return bool(draw(st.sampled_from([False] * (k - 1) + [True])))


# ---------------------------------------------------------------------------- valid states
def _targets(draw: st.DrawFn, combat: bool) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    first = draw(st.sampled_from(["yours", "theirs", "pair", "holding", None]))
    if first == "yours":
        sel: dict[str, Any] = {"controller": "you", "type": "personality"}
        if _one_in(draw, 2):
            sel["bowed"] = False
        out.append({"name": "a", "block": "constraints", "performer": True, "select": sel})
    elif first == "theirs":
        out.append({"name": "a", "select": {"controller": "opponent", "type": "personality"}})
    elif first == "pair":
        out.append(
            {"name": "a", "count": 2, "select": {"controller": "you", "type": "personality"}}
        )
    elif first == "holding":
        out.append({"name": "a", "select": {"type": "holding"}})
    if first in ("yours", "theirs") and _one_in(draw, 2):
        second: dict[str, Any] = {"name": "b", "select": {"type": "personality"}}
        if combat and first == "yours" and _one_in(draw, 2):
            second["select"]["opposing"] = "a"
        else:
            second["select"]["other_than"] = ["a"]
        if _one_in(draw, 2):
            stat = draw(st.sampled_from(["personal_honor", "force", "gold_cost"]))
            op = draw(st.sampled_from(["<", "<=", ">"]))
            second["where"] = f"b.{stat} {op} a.chi"
        out.append(second)
    if _one_in(draw, 6):  # optional targeting is never required
        out.append({"name": "c", "optional": True, "select": {"type": "holding"}})
    return out


def _simple_cost(draw: st.DrawFn, names: list[str], in_play: bool) -> dict[str, Any]:
    menu = ["gold", "gold", "honor", "favor", "pick", "pick"]
    if in_play:
        menu += ["bow_source", "dishonor_source", "chi"]
    if "a" in names:
        menu += ["bow_a"]
    if "a1" in names:  # a target of one card: a stat term may read it
        menu += ["gold_from_a"]
    kind = draw(st.sampled_from(menu))
    if kind == "gold":
        return {"gold": draw(st.integers(0, 9))}
    if kind == "honor":
        return {"lose_honor": draw(st.integers(1, 3))}
    if kind == "favor":
        return {"discard_imperial_favor": True}
    if kind == "pick":
        kinds = st.sampled_from([["holding"], ["personality"], ["holding", "stronghold"]])
        return {
            "bow": {
                "select": {"controller": "you", "type": draw(kinds)},
                "count": draw(st.integers(1, 2)),
            }
        }
    if kind == "bow_source":
        return {"bow": "source"}
    if kind == "dishonor_source":
        return {"dishonor": "source", "unless": {"card": "source", "matches": {"keyword": "monk"}}}
    if kind == "chi":
        return {"stat": {"subject": "source", "stat": "chi", "amount": -draw(st.integers(1, 4))}}
    if kind == "bow_a":
        return {"bow": "a"}
    return {"gold": {"equal_to": f"a.{draw(st.sampled_from(['personal_honor', 'chi']))}"}}


@st.composite
def boards(draw: st.DrawFn) -> dict[str, Any]:
    """State data with inline definitions; the generated card is ``gen``."""
    combat = draw(st.booleans())
    in_play = draw(st.booleans())  # the generated card: a Personality in play or a Strategy
    cards: list[dict[str, Any]] = []
    for owner in ("me", "opp"):
        cards.append(card(f"{owner}-sh", "T Stronghold", owner, bowed=_one_in(draw, 4)))
        for i in range(draw(st.integers(0, 4))):
            cards.append(card(f"{owner}-m{i}", "T Mine", owner, bowed=_one_in(draw, 3)))
        for i in range(draw(st.integers(1, 3))):
            extra: dict[str, Any] = {"bowed": _one_in(draw, 4), "dishonorable": _one_in(draw, 5)}
            zone = "home"
            if combat and _one_in(draw, 2):
                zone, extra["battlefield"] = "battlefield", "bf"
            pid = f"{owner}-p{i}"
            cards.append(card(pid, draw(st.sampled_from(PERSONALITIES)), owner, zone, **extra))
            if _one_in(draw, 3):
                att: dict[str, Any] = {"attached_to": pid}
                if "battlefield" in extra:
                    att["battlefield"] = "bf"
                cards.append(card(f"{owner}-f{i}", "T Follower", owner, zone, **att))
    targets = _targets(draw, combat)
    names = [t["name"] for t in targets if not t.get("optional")]
    names += ["a1" for t in targets if t["name"] == "a" and t.get("count", 1) == 1]
    costs: list[dict[str, Any]] = []
    for _ in range(draw(st.integers(0, 3))):
        if _one_in(draw, 3):
            costs.append(
                {"any_of": [_simple_cost(draw, names, in_play), _simple_cost(draw, names, in_play)]}
            )
        else:
            costs.append(_simple_cost(draw, names, in_play))
    designators = [
        draw(st.sampled_from(["battle", "open", "limited"] if combat else ["open", "limited"]))
    ]
    ability: dict[str, Any] = {
        "designators": designators,
        "keywords": ["political"] if _one_in(draw, 2) else [],
        "targets": targets,
        "costs": costs,
        "effects": [{"step": "something happens"}],
    }
    if in_play:
        definition: dict[str, Any] = {
            "title": GENERATED,
            "type": "personality",
            "keywords": ["samurai"] if _one_in(draw, 2) else ["monk"],
            "force": 2,
            "chi": draw(st.integers(0, 4)),
            "personal_honor": 2,
            "gold_cost": 5,
            "abilities": [ability],
        }
        zone = "battlefield" if combat and _one_in(draw, 2) else "home"
        extra = {"battlefield": "bf"} if zone == "battlefield" else {}
        cards.append(card("gen", GENERATED, "me", zone, bowed=_one_in(draw, 6), **extra))
    else:
        definition = {
            "title": GENERATED,
            "type": "strategy",
            "gold_cost": draw(st.integers(0, 5)),
            "abilities": [ability],
        }
        cards.append(card("gen", GENERATED, "me", "hand"))
    effects: list[dict[str, Any]] = []
    if _one_in(draw, 4):
        effects.append(
            {
                "kind": "cost_change",
                "gold_delta": draw(st.sampled_from([-2, -1, 1])),
                "actions": {"keyword": ["political"]},
            }
        )
    if _one_in(draw, 4):
        effects.append({"kind": "added_cost", "cost": {"gold": draw(st.integers(1, 3))}})
    if _one_in(draw, 5):
        effects.append({"kind": "prevent", "player": "me", "prevents": ["lose_honor"]})
    data: dict[str, Any] = {
        "players": [
            {"id": "me", "family_honor": draw(st.integers(0, 12)), "clan": "crab"},
            {"id": "opp", "family_honor": 10, "clan": "crane"},
        ],
        "active_player": draw(st.sampled_from(["me", "me", "opp"])),
        "phase": "attack" if combat else "action",
        "definitions": [*copy.deepcopy(DEFS), {"provenance": "implied", **definition}],
        "cards": cards,
        "effects": effects,
    }
    favor = draw(st.sampled_from(["me", "opp", None]))
    if favor is not None:
        data["imperial_favor"] = favor
    if combat:
        data |= {
            "segment": "combat",
            "current_battlefield": "bf",
            "attacker": "me",
            "battlefields": ["bf"],
        }
    return data


@FUZZ
@given(boards())
def test_checks_are_pure_deterministic_and_replayable(data: dict[str, Any]) -> None:
    loaded = parse_state(data, "<fuzz>")
    before = dump_state(loaded.state)
    first = [check_all(loaded, p) for p in ("me", "opp")]
    view = View.of(loaded.state, loaded.library)
    again = [check_all(view, p) for p in ("me", "opp")]
    cached = [check_all(view, p) for p in ("me", "opp")]  # the View's caches are warm now
    assert first == again == cached
    assert dump_state(loaded.state) == before  # nothing mutated the state
    for verdicts in first:
        for v in verdicts:
            event(f"{v.status}")
            assert v.status in ("legal", "illegal")  # small boards: never out of time
            assert v.legal == (v.witness is not None)
            if v.status == "illegal":
                assert v.reasons, v
            if v.legal and isinstance(v.ability, int):
                assert v.witness is not None
                player = view.card(v.card).controlled_by
                replay = check(view, player, v.card, v.ability, targets=v.witness.targets)
                assert replay.legal, (v, replay)
    assert dump_state(loaded.state) == before


@settings(FUZZ, max_examples=3 * EXAMPLES)
@given(boards())
def test_check_agrees_with_the_brute_force(data: dict[str, Any]) -> None:
    loaded = parse_state(data, "<fuzz>")
    view = View.of(loaded.state, loaded.library)
    try:
        expected = brute_check(view, "me", "gen", 0)
    except Unsupported as exc:  # pragma: no cover - the generator avoids these
        assume(False)
        raise AssertionError from exc
    verdict = check(view, "me", "gen", 0, time_limit_s=10.0)
    note(f"{verdict}")
    event(f"brute force: {'legal' if expected else 'illegal'}")
    assert verdict.status != "unknown"
    assert verdict.legal == expected, verdict


def test_a_gold_cost_change_applies_to_a_gold_alternative() -> None:
    """Found by the brute-force cross-check: "Political actions cost 1 less Gold" changes the
    Gold of "lose 1 Honor or pay 3 Gold" when the Gold is paid (2 Gold is enough)."""
    definition = {
        "title": GENERATED,
        "type": "personality",
        "force": 1,
        "chi": 2,
        "personal_honor": 1,
        "gold_cost": 3,
        "provenance": "implied",
        "abilities": [
            {
                "designators": ["open"],
                "keywords": ["political"],
                "costs": [{"any_of": [{"lose_honor": 1}, {"gold": 3}]}],
            }
        ],
    }
    data = {
        "players": [{"id": "me", "family_honor": 5}, {"id": "opp", "family_honor": 5}],
        "active_player": "me",
        "definitions": [*DEFS, definition],
        "cards": [card("gen", GENERATED, "me"), card("m", "T Mine", "me")],
        "effects": [
            {"kind": "prevent", "player": "me", "prevents": ["lose_honor"]},
            {"kind": "cost_change", "gold_delta": -1, "actions": {"keyword": ["political"]}},
        ],
    }
    view = View.of(parse_state(data).state, parse_state(data).library)
    verdict = check(view, "me", "gen", 0)
    assert verdict.legal, verdict
    assert brute_check(view, "me", "gen", 0)
    assert verdict.witness is not None and verdict.witness.costs[0].gold == 2


# ----------------------------------------------------------------------------- malformation
JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**20), max_value=10**20),
    st.floats(allow_nan=True),
    st.text(max_size=6),
    st.lists(st.integers(-3, 3), max_size=3),
    st.dictionaries(st.text(max_size=4), st.integers(-3, 3), max_size=2),
)


@st.composite
def mutated(draw: st.DrawFn, data: Any) -> Any:
    """``data`` with 1-3 random edits: a key deleted, a key added, a value replaced by junk."""
    data = copy.deepcopy(data)
    for _ in range(draw(st.integers(1, 3))):
        node = data
        path: list[Any] = []
        while True:  # walk down to a random container
            if isinstance(node, dict) and node:
                key = draw(st.sampled_from(sorted(node, key=str)))
            elif isinstance(node, list) and node:
                key = draw(st.integers(0, len(node) - 1))
            else:
                break
            child = node[key]
            if not isinstance(child, dict | list) or _one_in(draw, 3):
                break
            path.append(key)
            node = child
        op = draw(st.sampled_from(["delete", "insert", "replace", "replace"]))
        if isinstance(node, dict):
            if op == "insert" or not node:
                node[draw(st.sampled_from(["zzz", "id", "zone", "cards", "gold", "bowed"]))] = draw(
                    JUNK
                )
            else:
                key = draw(st.sampled_from(sorted(node, key=str)))
                if op == "delete":
                    del node[key]
                else:
                    node[key] = draw(JUNK)
        elif isinstance(node, list):
            if op == "insert" or not node:
                node.append(draw(JUNK))
            else:
                i = draw(st.integers(0, len(node) - 1))
                if op == "delete":
                    del node[i]
                else:
                    node[i] = draw(JUNK)
        note(f"{op} at {path}")
    return data


def _valid_state_data() -> dict[str, Any]:
    return {
        "players": [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 8}],
        "active_player": "me",
        "phase": "action",
        "imperial_favor": "me",
        "definitions": [
            *copy.deepcopy(DEFS),
            {
                "title": GENERATED,
                "type": "strategy",
                "gold_cost": 2,
                "provenance": "implied",
                "abilities": [
                    {
                        "designators": ["open"],
                        "targets": [{"name": "a", "select": {"type": "personality"}}],
                        "costs": [
                            {
                                "any_of": [
                                    {"bow": {"select": {"type": "stronghold"}}},
                                    {"discard_imperial_favor": True},
                                ]
                            }
                        ],
                    }
                ],
            },
        ],
        "cards": [
            card("sh", "T Stronghold", "me"),
            card("m", "T Mine", "me", bowed=True),
            card("a", "T Samurai", "me"),
            card("f", "T Follower", "me", attached_to="a"),
            card("b", "T Monk", "opp"),
            card("g", GENERATED, "me", "hand"),
        ],
        "effects": [{"kind": "added_cost", "cost": {"gold": 1}}],
    }


def _only_our_errors(fn: Any, *args: Any) -> Any:
    try:
        return fn(*args)
    except GoodFaithError:
        return None


def _cli_ok(args: list[str], path: Path, codes: tuple[int, ...] = (0, 2)) -> None:
    result = runner.invoke(app, args)
    note(f"{args} -> {result.exit_code}: {result.output!r} {result.stderr!r}")
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code in codes
    assert "Traceback" not in result.output and "Traceback" not in result.stderr
    if result.exit_code == 2:
        lines = [line for line in result.stderr.splitlines() if line.strip()]
        assert lines and str(path) in result.stderr  # the message names the file


@FUZZ
@given(mutated(_valid_state_data()))
def test_malformed_states_raise_only_our_errors(data: Any) -> None:
    loaded = _only_our_errors(parse_state, data, "<fuzz>")
    event("loaded" if loaded is not None else "rejected")
    if loaded is not None:
        before = dump_state(loaded.state)
        for player in {p.id for p in loaded.state.players}:
            _only_our_errors(check_all, loaded, player)
        assert dump_state(loaded.state) == before


@FUZZ
@given(mutated(_valid_state_data()))
def test_cli_on_malformed_state_files(tmp_path_factory: pytest.TempPathFactory, data: Any) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "state.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    _cli_ok(["validate", str(path)], path)
    _cli_ok(["check", str(path), "--player", "me"], path)


@FUZZ
@given(mutated({"cards": copy.deepcopy(DEFS)}))
def test_malformed_card_files(tmp_path_factory: pytest.TempPathFactory, data: Any) -> None:
    _only_our_errors(parse_cards, data, "<fuzz>")
    path = tmp_path_factory.mktemp("fuzz") / "cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    _cli_ok(["validate", str(path)], path)


TEXT = st.one_of(
    st.text(max_size=80),
    st.lists(
        st.sampled_from(
            [
                "cards:",
                "players:",
                "- ",
                "  id: x",
                "{",
                "}",
                "[",
                "]",
                ":",
                "\t",
                "!!python/obj",
                "&a",
                "*a",
                "'",
                '"',
                "sources:",
                "payments:",
                "- {id: s, gold: 2}",
                "\n",
                "---",
                "cost: -1",
                "gold: 1e99",
                "%YAML 1.1",
            ]
        ),
        max_size=12,
    ).map("".join),
)


@FUZZ
@given(TEXT, st.sampled_from(["yaml", "json", "yml"]))
def test_cli_on_random_text(tmp_path_factory: pytest.TempPathFactory, text: str, ext: str) -> None:
    path = tmp_path_factory.mktemp("fuzz") / f"input.{ext}"
    path.write_text(text, encoding="utf-8")
    _cli_ok(["validate", str(path)], path)
    _cli_ok(["check", str(path), "--player", "me"], path)
    _cli_ok(["pay", str(path)], path, (0, 1, 2))


def _valid_payment_data() -> dict[str, Any]:
    return {
        "sources": [
            {"id": "sh", "gold": 5},
            {"id": "m1", "gold": 2, "bonus": [{"when": {"type": "personality"}, "gold": 1}]},
            {"id": "m2", "gold": 2, "only_for": {"keyword": "samurai"}},
            {"id": "m3", "gold": 3, "group": "g"},
            {"id": "m4", "gold": 1, "group": "g", "weight": 2},
        ],
        "payments": [
            {"id": "p1", "cost": 4, "for": {"type": "personality", "keywords": ["samurai"]}},
            {"id": "p2", "cost": 3},
            {"id": "p3", "cost": None},
        ],
    }


@FUZZ
@given(mutated(_valid_payment_data()), st.sampled_from(["yaml", "json"]))
def test_malformed_payment_problems(
    tmp_path_factory: pytest.TempPathFactory, data: Any, ext: str
) -> None:
    path = tmp_path_factory.mktemp("fuzz") / f"pay.{ext}"
    text = json.dumps(data) if ext == "json" else yaml.safe_dump(data)
    path.write_text(text, encoding="utf-8")
    try:
        load_problem(path)
        event("loaded")
    except GoldInputError as exc:
        assert str(path) in str(exc)
        event("rejected")
    _cli_ok(["pay", str(path)], path, (0, 1, 2))


@FUZZ
@given(st.binary(max_size=40))
def test_binary_files(tmp_path_factory: pytest.TempPathFactory, blob: bytes) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "blob.yaml"
    path.write_bytes(blob)
    try:
        load_problem(path)
    except GoldInputError as exc:
        assert str(path) in str(exc)
    _cli_ok(["validate", str(path)], path)
    _cli_ok(["pay", str(path)], path, (0, 1, 2))
