"""What a client is told (h44adv1 E6): the refused announced target among the cards of its
reason; no second, misleading "you have none" after the announced target's cost refusal
(``solver.other_empty_slots.after_costs``); ``POST /v1/validate``'s ``warnings`` as
``validate --json``; an attachment's controller error naming the field the user wrote. Real
cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.errors import GoodFaithError
from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

PLAYERS = [{"id": "a", "family_honor": 20}, {"id": "b", "family_honor": 20}]


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **fields: Any) -> LoadedState:
    return pool_state(tmp, pool, cards, **{"players": PLAYERS, **fields})


def test_refused_announced_target_is_highlighted(tmp_path: Path, pool: CardPool) -> None:
    cards = [
        {"id": "m", "title": "Kakita Munemori • Experienced", "owner": "a", "zone": "home"},
        {"id": "t", "title": "Ikoma Tsukasa", "owner": "b", "zone": "home"},
        {"id": "g", "title": "Begone, Fool!", "owner": "b", "zone": "hand"},
    ]
    loaded = _load(tmp_path, pool, cards)
    v = check(loaded, "a", "m", 0, targets={"target1": ["g"]})
    assert v.status == "illegal" and v.details[0].cards[:2] == ("m", "g")
    assert "t" in v.details[0].cards  # the alternatives stay listed
    # control: a fitting announcement is legal, nothing refused
    assert check(loaded, "a", "m", 0, targets={"target1": ["t"]}).status == "legal"


def _shinden(tmp: Path, pool: CardPool, munefusa: bool) -> LoadedState:
    cards = [
        {"id": "s", "title": "Shinden Asahina", "owner": "a", "zone": "home", "bowed": True},
        {"id": "g", "title": "Asahina Shigemitsu", "owner": "a", "zone": "home", "bowed": True},
        {"id": "t", "title": "Ikoma Tsukasa", "owner": "b", "zone": "home"},
    ]
    if munefusa:
        cards.append({"id": "f", "title": "Asahina Munefusa", "owner": "a", "zone": "home"})
    return _load(tmp, pool, cards)


def test_cost_refusal_of_the_announced_target_stands_alone(tmp_path: Path, pool: CardPool) -> None:
    loaded = _shinden(tmp_path, pool, True)
    v = check(loaded, "a", "s", 0, targets={"performer": ["g"]})
    assert v.status == "illegal" and [r.code for r in v.details] == ["cost"]
    assert "Asahina Shigemitsu" in v.reasons[0] and "you have none" not in " ".join(v.reasons)
    # control: the unbowed Shugenja announced is legal
    assert check(loaded, "a", "s", 0, targets={"performer": ["f"]}).status == "legal"


def test_no_shugenja_able_to_pay_names_the_targeting_too(tmp_path: Path, pool: CardPool) -> None:
    # control: nothing announced, no Shugenja can pay: the targeting reason stays
    v = check(_shinden(tmp_path, pool, False), "a", "s", 0)
    assert v.status == "illegal" and "target" in [r.code for r in v.details]


def test_service_validate_gives_the_warnings(pool: CardPool) -> None:
    from fastapi.testclient import TestClient

    from solver.service import ServiceConfig, create_app

    client = TestClient(create_app(ServiceConfig(cards=[str(DATA / "oracle")])))
    cards = [{"id": "m", "title": "Kakita Munemori", "owner": "a", "zone": "home"}]
    state = {"turn": 1, "phase": "action", "active_player": "a", "players": PLAYERS}
    r = client.post("/v1/validate", json={"state": {**state, "cards": cards}})
    assert r.status_code == 200, r.text
    assert any("'Kakita Munemori'" in w for w in r.json()["warnings"])
    cards = [{"id": "m", "title": "Kakita Munemori • Experienced", "owner": "a", "zone": "home"}]
    r = client.post("/v1/validate", json={"state": {**state, "cards": cards}})  # control
    assert r.status_code == 200 and r.json()["warnings"] == []


@pytest.mark.parametrize(("controller", "field"), [(None, "attached_to"), ("a", "controller")])
def test_attachment_controller_error_names_the_written_field(
    tmp_path: Path, pool: CardPool, controller: str | None, field: str
) -> None:
    follower: dict[str, Any] = {"id": "f", "title": "Ashigaru Spearmen", "owner": "a"}
    follower |= {"zone": "home", "attached_to": "t"}
    if controller is not None:
        follower["controller"] = controller
    cards = [{"id": "t", "title": "Ikoma Tsukasa", "owner": "b", "zone": "home"}, follower]
    with pytest.raises(GoodFaithError) as err:
        _load(tmp_path, pool, cards)
    said = str(err.value)
    assert f"cards[1].{field}" in said and "give controller: b" in said
