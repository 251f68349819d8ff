"""Fear targets narrowed or widened in other words (model/cardtext/effects_attacks.py,
model/cardtext/attack_widen_if.py; Abilities and actions / B, the Fear reminder): "Fear 4 that
cannot target a Cavalry card" (The White Guard), "Fear 3 that may target Spells" (Moto
Tadasu), "Fear 2. This may target a Personality with Followers if he has 0 Personal Honor"
(Bayushi Masashi: widened in the lenient reading only). Real cards from ../shared/data
(skipped without it), each with a control."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext.effects_attacks import read_attack
from model.common import CardType
from model.evaluate import limits_hold, matches_unary
from model.load import LoadedState, as_view, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
real = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_DEFS: list[dict[str, Any]] = [
    {"title": "T Foe F0", "type": "personality", "clan": "crab", "force": 0, "chi": 1},
    {"title": "T Foe F2", "type": "personality", "clan": "crab", "force": 2, "chi": 1},
    {"title": "T Foe F5", "type": "personality", "clan": "crab", "force": 5, "chi": 3,
     "keywords": ["shugenja"]},
    {"title": "T Rider F2", "type": "personality", "clan": "crab", "force": 2, "chi": 1,
     "keywords": ["cavalry"]},
    {"title": "T Horse", "type": "follower", "force": 1, "keywords": ["cavalry"]},
    {"title": "T Fol", "type": "follower", "force": 1},
    {"title": "T Fol3", "type": "follower", "force": 3},
    {"title": "T Spell", "type": "spell"},
    {"title": "T Item", "type": "item", "force": 0},
    {"title": "T Scout", "type": "personality", "clan": "lion", "force": 2, "chi": 2,
     "keywords": ["scout"]},
    {"title": "T Lion", "type": "personality", "clan": "lion", "force": 2, "chi": 2,
     "personal_honor": 2},
]  # fmt: skip


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _at(cid: str, title: str, owner: str = "me", **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "battlefield",
            "battlefield": "op-p1", **more}  # fmt: skip


def _load(
    tmp: Path, pool: CardPool, cards: list[dict[str, Any]], recon: list[str] | None = None
) -> LoadedState:
    data: dict[str, Any] = {
        "turn": 3,
        "active_player": "me",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "op-p1",
        "attacker": "me",
        "players": [
            {"id": "me", "clan": "lion", "family_honor": 10},
            {"id": "op", "clan": "crab", "family_honor": 10},
        ],
        "definitions": [{**d, "provenance": "implied"} for d in _DEFS],
        "cards": [
            {"id": "opp1", "title": "Kaiu Iemasa", "owner": "op", "zone": "province",
             "province": 1},
            *cards,
        ],
    }  # fmt: skip
    if recon is not None:
        data["players"][0]["reconnaissance"] = recon
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    return load_state(path, cards=pool)


def _fear(state: LoadedState, cid: str) -> str:
    abilities = as_view(state).definition(cid).abilities
    found = [i for i, a in enumerate(abilities) if any(t.where for t in a.all_target_specs())]
    assert len(found) == 1, found
    return check(state, "me", cid, found[0]).status


@real
@pytest.mark.parametrize(
    ("foes", "expected"),
    [
        ([("o", "T Rider F2", {})], "illegal"),  # the only enemy is Cavalry: no target at all
        ([("o", "T Foe F2", {})], "legal"),
        ([("o", "T Foe F5", {}), ("h", "T Horse", {"attached_to": "o"})], "illegal"),
        ([("o", "T Foe F5", {}), ("f", "T Fol", {"attached_to": "o"})], "legal"),
    ],
)
def test_the_white_guard(
    tmp_path: Path, pool: CardPool, foes: list[tuple[str, str, dict[str, Any]]], expected: str
) -> None:
    cards = [_at("mp", "T Lion"), _at("x", "The White Guard", attached_to="mp")]
    cards += [_at(cid, title, "op", **more) for cid, title, more in foes]
    assert _fear(_load(tmp_path, pool, cards), "x") == expected


@real
@pytest.mark.parametrize(
    ("foes", "expected"),
    [
        ([("o", "T Foe F2", {})], "legal"),
        # a Personality with a Follower: only the lenient reading (widened) may target him
        ([("o", "T Foe F2", {}), ("f", "T Fol", {"attached_to": "o"})], "legal"),
        # (his Follower has 1 Force: a target of the strict reading)
        ([("o", "T Foe F5", {}), ("f", "T Fol", {"attached_to": "o"})], "legal"),
        ([("o", "T Foe F5", {}), ("f", "T Fol3", {"attached_to": "o"})], "unknown"),
    ],
)  # fmt: skip
def test_bayushi_masashi(
    tmp_path: Path, pool: CardPool, foes: list[tuple[str, str, dict[str, Any]]], expected: str
) -> None:
    cards = [_at("x", "Bayushi Masashi")]
    cards += [_at(cid, title, "op", **more) for cid, title, more in foes]
    assert _fear(_load(tmp_path, pool, cards), "x") == expected


@real
@pytest.mark.parametrize(
    ("foes", "expected"),
    [
        ([("o", "T Foe F2", {})], "legal"),
        # a Spell of a strong Shugenja ("Spells have 0 Force")
        ([("o", "T Foe F5", {}), ("s", "T Spell", {"attached_to": "o"})], "legal"),
        # an Item is no Spell: no target of the strict reading (the Shugenja is one of the
        # lenient reading's: no Force limit)
        ([("o", "T Foe F5", {}), ("i", "T Item", {"attached_to": "o"})], "unknown"),
    ],
)
def test_moto_tadasu(
    tmp_path: Path, pool: CardPool, foes: list[tuple[str, str, dict[str, Any]]], expected: str
) -> None:
    cards = [_at("x", "Moto Tadasu")]
    cards += [_at(cid, title, "op", **more) for cid, title, more in foes]
    assert _fear(_load(tmp_path, pool, cards), "x") == expected


def test_readings() -> None:
    p = CardType.PERSONALITY
    guard = read_attack("Fear 4 that cannot target a Cavalry card.", "T", p, None)
    assert not isinstance(guard, str) and guard is not None
    assert guard.select.not_keyword == ("cavalry",)
    # a card type is no keyword: not read
    assert isinstance(read_attack("Fear 4 that cannot target a Follower card.", "T", p, None), str)
    spells = read_attack("Fear 3 that may target Spells.", "T", p, None)
    assert not isinstance(spells, str) and spells is not None
    assert CardType.SPELL in spells.select.type and CardType.ITEM not in spells.select.type


# ------------------------------------------- a Ranged Attack widened while you have Reconnaissance
def _strike(
    tmp: Path, pool: CardPool, recon: list[str] | None, foes: list[tuple[str, str, dict[str, Any]]]
) -> str:
    """Strategic Strike from the hand, with an unbowed Scout Personality at the battlefield."""
    cards = [
        {"id": "x", "title": "Strategic Strike", "owner": "me", "zone": "hand"},
        _at("sc", "T Scout"),
        *(_at(cid, title, "op", **more) for cid, title, more in foes),
    ]
    state = _load(tmp, pool, cards, recon)
    return check(state, "me", "x", 0).status


@real
@pytest.mark.parametrize(
    ("recon", "foes", "expected"),
    [
        # a Personality with a Follower: the Follower is a target either way
        (None, [("o", "T Foe F5", {}), ("f", "T Fol3", {"attached_to": "o"})], "legal"),
        ([], [("o", "T Foe F5", {}), ("f", "T Fol3", {"attached_to": "o"})], "legal"),
        (None, [("o", "T Foe F5", {})], "legal"),
        # no enemy there: illegal whether you have Reconnaissance or not
        (None, [], "illegal"),
        (["op-p1"], [], "illegal"),
    ],
)
def test_strategic_strike(
    tmp_path: Path,
    pool: CardPool,
    recon: list[str] | None,
    foes: list[tuple[str, str, dict[str, Any]]],
    expected: str,
) -> None:
    assert _strike(tmp_path, pool, recon, foes) == expected


@real
@pytest.mark.parametrize(("recon", "held"), [(["op-p1"], True), ([], False), (None, False)])
def test_strategic_strike_widened_target(
    tmp_path: Path, pool: CardPool, recon: list[str] | None, held: bool
) -> None:
    """The Personality with a Follower is a target only while you have Reconnaissance (not
    stated: read as not held); his Follower and a Personality without Followers always are."""
    foes = [("o", "T Foe F5", {}), ("f", "T Fol3", {"attached_to": "o"}), ("p", "T Foe F2", {})]
    cards = [
        {"id": "x", "title": "Strategic Strike", "owner": "me", "zone": "hand"},
        _at("sc", "T Scout"),
        *(_at(cid, title, "op", **more) for cid, title, more in foes),
    ]
    state = _load(tmp_path, pool, cards, recon)
    view = as_view(state)
    (ability,) = view.definition("x").abilities
    (spec,) = [t for t in ability.all_target_specs() if t.where_when]
    for cid, expected in (("o", held), ("f", True), ("p", True)):
        binding = {"source": "x", spec.name: cid}
        assert matches_unary(view, "me", cid, spec.select)
        assert limits_hold(view, "me", spec, binding) is expected, cid


@real
@pytest.mark.parametrize(
    ("foes", "expected"),
    [
        # the count (attacking units) is not read: its lowest, 0, in the strict reading
        ([("o", "T Foe F0", {})], "legal"),
        ([("o", "T Foe F2", {})], "unknown"),
        # a Personality with Followers: the lenient reading's only (its condition not asked)
        ([("o", "T Foe F0", {}), ("f", "T Fol3", {"attached_to": "o"})], "unknown"),
    ],
)
def test_ikoma_morita(
    tmp_path: Path, pool: CardPool, foes: list[tuple[str, str, dict[str, Any]]], expected: str
) -> None:
    cards = [_at("x", "Ikoma Morita")]
    cards += [_at(cid, title, "op", **more) for cid, title, more in foes]
    assert _fear(_load(tmp_path, pool, cards), "x") == expected
