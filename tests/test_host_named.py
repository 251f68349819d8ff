"""An attachment's cheaper Equip onto a host named by its title ("Attaches to Hida Chiyurei
paying 2 less Gold.", "Equips to Akodo Kano for 1 less Gold."): Reference 03, attachments;
Reference 02, a title names its every Experienced level; Costs and restrictions / Changes to
costs and payments. Priced per host as "Attaches to a Courtier for 2 less Gold." is
(``solver.playing._equip``); a one-word name ("Equips to Tetsuo ...", maybe part of a title) or
a title held ("the Emerald Champion") stays unread."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cards import CardType
from model.oracle.entering import read_entering
from solver.good_faith import check
from solver.playing import check_equip
from solver.verdict import Play
from tests.builders import KEEP_CARD, set_board, set_personality

NAMED = "Attaches to Hida Chiyurei paying 2 less Gold."


@pytest.mark.parametrize(
    ("text", "gold", "name"),
    [
        (NAMED, -2, "hida chiyurei"),
        ("Equips to Akodo Kano for 1 less Gold.", -1, "akodo kano"),
        ("Attaches to Toturi Shigekawa paying 3 less Gold.", -3, "toturi shigekawa"),
    ],
)
def test_a_host_named_by_title(text: str, gold: int, name: str) -> None:
    r = read_entering(text, "Some Item")
    (change,) = r.changes
    assert not r.unread and r.own_texts == (text,) and change.gold == gold
    assert change.host is not None and change.host.type == (CardType.PERSONALITY,)
    same, subtitled = change.host.any_of
    assert same.title_version == name and subtitled.title_contains == f"{name},"
    assert change.partial == text


@pytest.mark.parametrize(
    "text",
    [
        "Equips to Tetsuo for 2 less Gold.",
        "Attaches to the Emerald Champion paying 4 less Gold.",
        "Attaches to Hida Chiyurei paying 2 less Gold if you control a Forge.",
    ],
)
def test_other_names_stay_unread(text: str) -> None:
    r = read_entering(text, "Some Item")
    assert not r.changes and r.unread == (text,)


def _board(tmp: Path, gold: int, hosts: list[str]) -> Any:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": gold},
        {"title": "Blade", "types": ["Item"], "decks": ["Fate"], "gold_cost": 4, "text": NAMED},
        *(set_personality(t, 1) for t in hosts),
    ]
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "bl", "title": "Blade", "owner": "me", "zone": "hand"},
        *({"id": f"p{i}", "title": t, "owner": "me", "zone": "home"} for i, t in enumerate(hosts)),
    ]
    return set_board(tmp, cards, table, phase="action")


@pytest.mark.parametrize("host", ["Hida Chiyurei", "Hida Chiyurei • Experienced"])
def test_legal_onto_the_named_host(tmp_path: Path, host: str) -> None:
    """4 Gold, 2 onto Chiyurei (any Experienced level); the Keep makes 2: legal onto her."""
    v = check(_board(tmp_path, 2, ["Hida Kuon", host]), "me", "bl", Play.EQUIP)
    w = v.witness
    assert v.status == "legal" and w is not None, v.reasons
    assert dict(w.targets)["personality"] == ("p1",) and w.costs[0].gold == 2 and w.cheapest


def test_onto_another_host_or_without_her_it_is_short(tmp_path: Path) -> None:
    """Onto Hida Kuon, or with no Chiyurei in play: 4 Gold, 2 made, certainly short."""
    loaded = _board(tmp_path, 2, ["Hida Kuon", "Hida Chiyurei"])
    v = check_equip(loaded, "me", "bl", "p0")
    assert v.status == "illegal" and "can't pay the Gold" in v.reasons[0], v.reasons
    v = check(_board(tmp_path, 2, ["Hida Kuon"]), "me", "bl", Play.EQUIP)
    assert v.status == "illegal", v.reasons


def test_a_subtitled_version_is_unsettled(tmp_path: Path) -> None:
    """ "Hida Chiyurei, Her Title • Experienced 2": priced as named (2 Gold, the Keep's 2 pay
    it) but whether the sentence names her is not settled: unknown, never a guessed price; 1 Gold
    is short whatever it means (illegal)."""
    v = check(
        _board(tmp_path, 2, ["Hida Chiyurei, Her Title • Experienced 2"]), "me", "bl", Play.EQUIP
    )
    assert v.status == "unknown" and "subtitle" in v.reasons[0], v.reasons
    v = check(
        _board(tmp_path, 1, ["Hida Chiyurei, Her Title • Experienced 2"]), "me", "bl", Play.EQUIP
    )
    assert v.status == "illegal", v.reasons
