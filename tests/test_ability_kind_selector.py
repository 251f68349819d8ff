"""A target "with a X ability" (h44abil; ``Selector.has_ability``, ``model.ability_kinds``,
``solver.ability_kind_doubts``), real cards by title from ../shared/data (skipped without it):
Court Attendants ("Straighten a target Personality with a Political ability.") and Unwanted
Tutelage ("Straighten a target card with a Melee or Ranged Attack ability."), each answer with a
control: a card whose text does not settle the kind, or a card in play that may give abilities,
leaves ``unknown``, never a guessed yes/no."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.ability_kinds import ability_settled, has_ability_kind
from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Verdict
from tests.builders import load_data

BOARD = Path(__file__).resolve().parent / "data" / "h44fix" / "b1-crane-court.yaml"


def _board(
    tmp: Path, pool: CardPool, drop: tuple[str, ...] = (), add: tuple[dict[str, Any], ...] = ()
) -> LoadedState:
    data = yaml.safe_load(BOARD.read_text("utf-8"))
    data["cards"] = [c for c in data["cards"] if c["id"] not in drop] + list(add)
    return load_data(tmp, pool, data)


def _said(v: Verdict) -> str:
    return " | ".join(v.reasons)


#: Court Attendants on a Courtier printing no ability of the kind (Bayushi Hurunayi: "Open:
#: Remove Ninja from Hurunayi."), every Crane Personality of the board but him left out
_NO_POLITICAL = ("munemori", "rengetsu", "nara", "attend", "yoshitada")
_ON_HURUNAYI = (
    {"id": "huru", "title": "Bayushi Hurunayi", "owner": "crane", "zone": "home"},
    {
        "id": "att",
        "title": "Court Attendants",
        "owner": "crane",
        "zone": "home",
        "attached_to": "huru",
    },
)


def test_import_reads_the_selector(pool: CardPool) -> None:
    att = pool.definitions()["Court Attendants"]
    (spec,) = att.abilities[0].all_target_specs()
    assert spec.select.has_ability == ("political",)
    tut = pool.definitions()["Unwanted Tutelage"]
    (spec,) = tut.abilities[0].all_target_specs()
    assert spec.select.has_ability == ("melee attack", "ranged attack")
    assert not tut.abilities[0].not_understood


@pytest.mark.parametrize(
    ("title", "kind", "has"),
    [
        ("Doji Yoshitada", "political", True),  # "Political Battle:"
        ("Kakita Munemori • Experienced", "political", True),  # "Political Open:"
        ("Ikoma Tsukasa", "political", False),  # "Battle:" only
        ("Akodo Tamisu", "political", False),  # triggered traits ("After ...:") are no abilities
        ("The Lost Colossus", "political", None),  # "... with Political actions." in a trait
        ("Asako Ume", "ranged attack", True),  # "Battle: Ranged 4 Attack."
        ("Asako Ume", "melee attack", False),
        ("Matsu Hachiro • Experienced", "melee attack", True),  # "Unstoppable Battle: Melee 2"
        ("Ikoma Fujimaro", "ranged attack", True),  # "Ranged 3 attack."
        ("Kuni Tomokazu", "ranged attack", None),  # "Ranged Attacks targeting ..." (a trait)
        ("Kaiu Fumiko", "ranged attack", None),  # "After your Ranged Attack is targeted"
        ("Kitsune Denhei", "political", None),  # creates a card "with the ability, ..."
        ("Yoritomo Yusuke", "political", None),  # ":bow:: Produce 2 Gold." not read as one
    ],
)
def test_ability_kind_of_real_cards(
    pool: CardPool, title: str, kind: str, has: bool | None
) -> None:
    assert has_ability_kind(pool.definitions()[title], kind) is has


def test_one_of_two_kinds(pool: CardPool) -> None:
    d = pool.definitions()
    assert ability_settled(d["Asako Ume"], ("melee attack", "ranged attack")) is True
    assert ability_settled(d["Ikoma Tsukasa"], ("melee attack", "ranged attack")) is False
    assert ability_settled(d["Kuni Tomokazu"], ("melee attack", "ranged attack")) is None


def test_court_attendants_onto_a_political_personality(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool), "crane", "attend", 0, targets={"target1": ["munemori"]})
    assert v.status == "legal", _said(v)


def test_court_attendants_onto_a_battle_only_personality(tmp_path: Path, pool: CardPool) -> None:
    """Control: Ikoma Tsukasa prints a Battle ability only."""
    v = check(_board(tmp_path, pool), "crane", "attend", 0, targets={"target1": ["tsukasa"]})
    assert v.status == "illegal", _said(v)
    assert "Political ability" in _said(v)


def test_no_personality_with_the_kind_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool, drop=_NO_POLITICAL, add=_ON_HURUNAYI)
    v = check(board, "crane", "att", 0)
    assert v.status == "illegal", _said(v)


def test_a_text_not_settling_the_kind_leaves_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control: beside The Lost Colossus ("You may not target The Lost Colossus with Political
    actions.": its abilities are not settled by the reader) the illegal answer is unknown."""
    colossus = {"id": "colo", "title": "The Lost Colossus", "owner": "lion", "zone": "home"}
    board = _board(tmp_path, pool, drop=_NO_POLITICAL, add=(*_ON_HURUNAYI, colossus))
    v = check(board, "crane", "att", 0)
    assert v.status == "unknown", _said(v)
    assert "The Lost Colossus" in _said(v)


def test_a_card_in_play_giving_abilities_leaves_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control: Kitsune Denhei in play creates a Personality "with the ability, ..." (text of
    abilities given): a legal answer is not settled either."""
    denhei = {"id": "den", "title": "Kitsune Denhei", "owner": "lion", "zone": "home"}
    v = check(_board(tmp_path, pool, add=(denhei,)), "crane", "attend", 0)
    assert v.status == "unknown", _said(v)
    assert "Kitsune Denhei" in _said(v)


def _battle(tmp: Path, pool: CardPool, *cards: dict[str, Any]) -> LoadedState:
    from tests.test_h42_ranged_library import _load

    tut = {"id": "tut", "title": "Unwanted Tutelage", "owner": "a", "zone": "hand"}
    loaded: LoadedState = _load(tmp, pool, [tut, *cards])
    return loaded


def _bf(cid: str, title: str, owner: str) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "battlefield", "battlefield": "bp1"}


def test_tutelage_straightens_a_ranged_attacker(tmp_path: Path, pool: CardPool) -> None:
    """Asako Ume prints "Battle: Ranged 4 Attack.": a candidate."""
    board = _battle(tmp_path, pool, _bf("ume", "Asako Ume", "a"), _bf("tsu", "Ikoma Tsukasa", "b"))
    v = check(board, "a", "tut", 0)
    assert v.status == "legal", _said(v)
    assert v.witness is not None and v.witness.targets["target1"] == ("ume",)


def test_tutelage_without_an_attack_ability_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Control: Ikoma Tsukasa ("Battle: Target a card in a unit ...: Bow or straighten the
    card.") and Bayushi Hurunayi ("Open: Remove Ninja from Hurunayi.") have neither attack (a
    card of the bundled library, defined without its text, is not settled for an attack)."""
    board = _battle(
        tmp_path, pool, _bf("tsu", "Ikoma Tsukasa", "b"), _bf("huru", "Bayushi Hurunayi", "b")
    )
    v = check(board, "a", "tut", 0)
    assert v.status == "illegal", _said(v)


def test_tutelage_beside_a_text_not_settling_it(tmp_path: Path, pool: CardPool) -> None:
    """Control: Kuni Tomokazu ("Ranged Attacks targeting cards in this unit have -2
    strength.") names the kind in a trait: unknown, naming him."""
    board = _battle(
        tmp_path, pool, _bf("tsu", "Ikoma Tsukasa", "b"), _bf("tomo", "Kuni Tomokazu", "b")
    )
    v = check(board, "a", "tut", 0)
    assert v.status == "unknown", _said(v)
    assert "Kuni Tomokazu" in _said(v)
