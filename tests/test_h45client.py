"""h45adv3's findings on the online-client paths (boards in tests/data/h45client, real cards by
title from ../shared/data, skipped without it), each with a control:

- W1: an announced target failing a comparison with every candidate of a target not announced
  ("target2's Chi at most performer's Chi", Final Confrontation) is named with the values
  (``solver.announced_relations``), not "no Personality ... can be targeted".
- W2: a ban by another card's ongoing effect ("You may not take Political actions.", The
  Forgotten Temple) is code ``condition``, naming the card and its sentence
  (``solver.banned_actions.ban_named``).
- W3: the Equip refusal naming the Personalities that can't take the card says how many more.
- Every blocker: an out-of-play card's ability refused for its time too, read (Bounty Hunter)
  or unread (Storm-Forged Blade's "Thunder Battle").
- HTTP: a NaN ``time_limit_s`` is refused as not finite; a target slot's error is located at
  ``targets.<slot>``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import EQUIP, Verdict
from tests.conftest import DATA

BOARDS = Path(__file__).resolve().parent / "data" / "h45client"


def _board(pool: CardPool, name: str) -> LoadedState:
    return load_state(BOARDS / f"{name}.yaml", cards=pool)


def _codes(v: Verdict) -> list[str]:
    return [r.code for r in v.details]


# --------------------------------------------------------------------------------- W1
def test_announced_target_failing_every_performer_is_named(pool: CardPool) -> None:
    loaded = _board(pool, "b5-battle-strategies")
    v = check(loaded, "p1", "finalc", 0, targets={"target2": ["ritoru"]})
    assert v.status == "illegal"
    assert (
        "target2: the announced Shosuro Ritoru (ritoru) fails target2's Chi at most "
        "performer's Chi with any performer: 4 against 3 with Mirumoto Ichizo (ichizo)"
    ) in v.reasons[0], v.reasons
    assert "no Personality" not in v.reasons[0]


def test_control_a_target_within_the_performers_chi_is_legal(pool: CardPool) -> None:
    loaded = _board(pool, "b5-battle-strategies")
    assert check(loaded, "p1", "finalc", 0).status == "legal"
    v = check(loaded, "p1", "finalc", 0, targets={"target2": ["ueda"]})
    assert v.status == "legal", v.reasons
    # both announced: the relation with the announced performer, as before (h41adv1 W3)
    both = {"performer": ["ichizo"], "target2": ["ritoru"]}
    v = check(loaded, "p1", "finalc", 0, targets=both)
    assert (
        v.status == "illegal" and "can't be chosen with performer Mirumoto Ichizo" in (v.reasons[0])
    )


# --------------------------------------------------------------------------------- W2
@pytest.mark.parametrize("card", ["p2-haiku", "p2-deal", "p2-kodo"])
def test_a_ban_by_another_card_is_a_condition_naming_it(pool: CardPool, card: str) -> None:
    v = check(_board(pool, "b4-action-nonactive"), "p2", card, 0)
    assert v.status == "illegal" and _codes(v) == ["condition"], v.details
    first = v.details[0]
    assert "The Forgotten Temple (sh2): 'You may not take Political actions.'" in first.text
    assert first.cards == (card, "sh2")


def test_control_an_action_not_banned_is_untouched(pool: CardPool) -> None:
    loaded = _board(pool, "b4-action-nonactive")
    assert check(loaded, "p2", "p2-evil", 0).status == "legal"  # not Political
    v = check(loaded, "p1", "haiku", 0)  # p1's Duel of Haiku: the Temple binds p2 only
    assert not any("Forgotten Temple" in r for r in v.reasons), v.reasons


# --------------------------------------------------------------------------------- W3
@pytest.mark.parametrize(("name", "more"), [("b9-action-equip", 2), ("b2-action-scorpion", 1)])
def test_equip_refusal_says_how_many_more(pool: CardPool, name: str, more: int) -> None:
    v = check(_board(pool, name), "p1", "tsubute", EQUIP)
    assert v.status == "illegal"
    said = v.reasons[0]
    assert said.startswith("no Personality you control can take Tsubute: ")
    assert said.count("can't take Tsubute (only a Ninja Personality)") == 3
    assert said.endswith(f"(and {more} more)"), said


# ------------------------------------------------------------------------ every blocker
@pytest.mark.parametrize(
    ("card", "when"),
    [
        ("storm", "can only be used in the Combat Segment (whatever its keyword adds)"),
        ("hunter", "can only be used in the Combat Segment; now it is the action phase"),
    ],
)
def test_out_of_play_card_names_its_time_and_place(pool: CardPool, card: str, when: str) -> None:
    v = check(_board(pool, "b9-action-equip"), "p1", card, 0)
    assert v.status == "illegal" and _codes(v) == ["timing", "not_in_play"], v.details
    assert v.reasons[0].startswith(when) and v.reasons[1].endswith("is not in play (hand)")


def test_control_an_open_spell_in_hand_is_only_out_of_play(pool: CardPool) -> None:
    v = check(_board(pool, "b9-action-equip"), "p1", "reach", 0)  # Air Battle/Open
    assert v.status == "illegal" and _codes(v) == ["not_in_play"], v.details


# --------------------------------------------------------------------------------- HTTP
@pytest.fixture(scope="module")
def client() -> Any:
    if not (DATA / "oracle").is_dir():
        pytest.skip("no ../shared/data")
    from fastapi.testclient import TestClient

    from solver.service import ServiceConfig, create_app

    return TestClient(create_app(ServiceConfig(cards=[str(DATA / "oracle")])))


def _state() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load((BOARDS / "b5-battle-strategies.yaml").read_text())
    return data


@pytest.mark.parametrize("raw", ["NaN", "Infinity"])
def test_a_time_limit_not_finite_is_refused_as_such(client: Any, raw: str) -> None:
    state = json.dumps(_state())
    body = f'{{"state": {state}, "player": "p1", "time_limit_s": {raw}}}'
    r = client.post("/v1/check", content=body, headers={"content-type": "application/json"})
    assert r.status_code == 422
    assert r.json()["error"] == f"request: time_limit_s: Input should be a finite number; got {raw}"


def test_control_a_time_limit_too_large_says_its_bound(client: Any) -> None:
    r = client.post("/v1/check", json={"state": _state(), "player": "p1", "time_limit_s": 50})
    assert r.status_code == 422 and "less than or equal to 30; got 50" in r.json()["error"]


@pytest.mark.parametrize(
    ("targets", "error"),
    [
        (
            {"performer": ["ghost"]},
            "request: targets.performer: no card with id 'ghost' in the state",
        ),
        ({"victm": ["ritoru"]}, "request: targets: no target slot 'victm'"),
    ],
)
def test_a_target_slot_error_is_located_at_targets(
    client: Any, targets: dict[str, Any], error: str
) -> None:
    body = {"state": _state(), "player": "p1", "card": "finalc", "ability": 0, "targets": targets}
    r = client.post("/v1/check", json=body)
    assert r.status_code == 422 and r.json()["error"].startswith(error), r.json()


def test_control_an_ability_error_stays_at_ability(client: Any) -> None:
    body = {"state": _state(), "player": "p1", "card": "finalc", "ability": 5}
    r = client.post("/v1/check", json=body)
    assert r.status_code == 422 and r.json()["error"].startswith("request: ability: ability 5")


# --------------------------------------------------------------------------------- N2
def _without(pool: CardPool, tmp: Path, name: str, *drop: str) -> LoadedState:
    data = yaml.safe_load((BOARDS / f"{name}.yaml").read_text("utf-8"))
    data["cards"] = [c for c in data["cards"] if c["id"] not in drop]
    path = tmp / f"{name}.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), "utf-8")
    return load_state(path, cards=pool)


def test_unit_force_lower_than_your_monks_unit_is_read(pool: CardPool, tmp_path: Path) -> None:
    """The Serpent's Deception: Asako Rikate's unit (4) against Keppo's (3): legal; Ikoma
    Tsukasa's (4) is not lower. The Utaku Elite Guard left out (its trait doubts the Force)."""
    loaded = _without(pool, tmp_path, "b5-battle-strategies", "guard")
    v = check(loaded, "p1", "serpent", 0)
    assert v.status == "legal" and v.witness is not None
    assert dict(v.witness.targets) == {"performer": ("rikate",), "target2": ("keppo",)}
    v = check(loaded, "p1", "serpent", 0, targets={"target2": ["tsukasa"]})
    assert v.status == "illegal", v.reasons
    assert "the announced Ikoma Tsukasa (tsukasa)" in v.reasons[0]
    assert "total Force lower than performer's unit's total Force" in v.reasons[0]


def test_control_no_monk_no_serpents_deception(pool: CardPool, tmp_path: Path) -> None:
    loaded = _without(pool, tmp_path, "b5-battle-strategies", "guard", "rikate")
    v = check(loaded, "p1", "serpent", 0)
    assert v.status == "illegal" and "performer" in v.reasons[0], v.reasons
