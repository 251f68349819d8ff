"""The Experienced keyword beside Unique / Singular (h42adv1 W2, h42adv3 Q1): a card of the same
title at another experience level in play leaves the Recruit ``unknown`` naming the missing
Experienced rules; the same level stays ``illegal``; a certain failure (Gold) still refuses.
A state title naming an experience level the data does not hold is an error (h42adv3 Q2).
Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from model.errors import InputErrors
from model.load import LoadedState
from model.oracle.pool import CardPool, UnknownTitle
from solver.cli import app
from solver.experienced_overlay import experience_level
from solver.good_faith import check
from tests.builders import pool_state

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_GOLD = [
    {"id": "sh", "title": "Temple of Purity", "owner": "a", "zone": "home"},
    {"id": "m1", "title": "Diamond Mine", "owner": "a", "zone": "home"},
    {"id": "m2", "title": "Remote Village", "owner": "a", "zone": "home"},
]


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], gold: bool = True) -> LoadedState:
    players = [
        {"id": "a", "clan": "phoenix", "family_honor": 12},
        {"id": "b", "clan": "crab", "family_honor": 10},
    ]
    home = _GOLD if gold else _GOLD[:1]
    fields = {"turn": 5, "phase": "dynasty", "players": players}
    return pool_state(tmp, pool, [*home, *cards], **fields)


def _in_play(cid: str, title: str, owner: str = "a") -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "home"}


def _province(cid: str, title: str) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": "a", "zone": "province", "province": 1}


def test_experienced_over_the_plain_card_is_unknown(tmp_path: Path, pool: CardPool) -> None:
    cards = [
        _in_play("kaitoko", "Asako Kaitoko"),
        _province("kx", "Asako Kaitoko • Experienced"),
    ]
    v = check(_load(tmp_path, pool, cards), "a", "kx", "recruit")
    assert v.status == "unknown"
    assert "Experienced keyword's rules are not in the rules files" in v.reasons[0]
    assert "kaitoko" in v.reasons[0]


def test_same_level_stays_illegal(tmp_path: Path, pool: CardPool) -> None:
    cards = [
        _in_play("k1", "Asako Kaitoko • Experienced"),
        _province("kx", "Asako Kaitoko • Experienced"),
    ]
    v = check(_load(tmp_path, pool, cards), "a", "kx", "recruit")
    assert v.status == "illegal"
    assert v.reasons[0].startswith("Unique: Asako Kaitoko")
    assert v.reasons[0].endswith("is already in play (k1)")


def test_another_players_card_of_the_title_leaves_it_legal(tmp_path: Path, pool: CardPool) -> None:
    cards = [
        _in_play("kaitoko", "Asako Kaitoko", owner="b"),
        _province("kx", "Asako Kaitoko • Experienced"),
    ]
    assert check(_load(tmp_path, pool, cards), "a", "kx", "recruit").status == "legal"


def test_gold_short_stays_illegal_beside_another_level(tmp_path: Path, pool: CardPool) -> None:
    cards = [
        _in_play("kaitoko", "Asako Kaitoko"),
        _province("kx", "Asako Kaitoko • Experienced"),
    ]
    v = check(_load(tmp_path, pool, cards, gold=False), "a", "kx", "recruit")
    assert v.status == "illegal"
    assert v.reasons[0].startswith("can't pay the Gold")


@pytest.mark.parametrize(
    ("held", "entering", "stronghold"),
    [
        ("Border Keep", "Border Keep • Experienced", "Temple of Purity"),
        ("Yoritomo Kumiko", "Yoritomo Kumiko • Experienced 2", "The Fruitful Port of the Mantis"),
        ("Hida Reiha", "Hida Reiha • Experienced", "Temple of Purity"),
    ],
)
def test_other_levels_of_other_titles(
    tmp_path: Path, pool: CardPool, held: str, entering: str, stronghold: str
) -> None:
    cards = [_in_play("held", held), _province("x", entering)]
    players = [
        {"id": "a", "family_honor": 20},
        {"id": "b", "family_honor": 20},
    ]
    gold = [
        _in_play("sh", stronghold),
        *_GOLD[1:],
        _in_play("m3", "Diamond Mine"),
        _in_play("m4", "Gold Mine"),
    ]
    state = pool_state(tmp_path, pool, [*gold, *cards], turn=5, phase="dynasty", players=players)
    v = check(state, "a", "x", "recruit")
    assert v.status == "unknown", v.reasons
    assert "Experienced keyword's rules" in " ".join(v.reasons)


@pytest.mark.parametrize(
    ("title", "level"),
    [
        ("Asako Kaitoko", ""),
        ("Asako Kaitoko • Experienced", "experienced"),
        ("Yoritomo Kumiko • Experienced 2", "experienced 2"),
        ("Border Keep • Inexperienced", "inexperienced"),
        ("Hida Kisada - exp", "experienced"),
        ("Inexpensive Armor", ""),
        ("Experienced Ronin", ""),
    ],
)
def test_experience_level(title: str, level: str) -> None:
    assert experience_level(title) == level


def test_a_level_the_data_lacks_is_an_error(tmp_path: Path, pool: CardPool) -> None:
    with pytest.raises(UnknownTitle, match="expected one of 'Matsu Tsuko'"):
        pool.resolve("Matsu Tsuko • Experienced")
    # control: the spellings of a level the data holds, and the plain title
    assert pool.resolve("matsu tsuko (inexperienced)").title == "Matsu Tsuko • Inexperienced"
    assert pool.resolve("Hida Kisada - exp").title == "Hida Kisada • Experienced"
    assert pool.resolve("matsu tsuko").title == "Matsu Tsuko"
    with pytest.raises(InputErrors, match=r"cards\[3\]\.title"):
        _load(tmp_path, pool, [_in_play("t", "Matsu Tsuko • Experienced")])


def test_validate_refuses_a_level_the_data_lacks(tmp_path: Path) -> None:
    state = tmp_path / "s.yaml"
    state.write_text(
        "turn: 1\nphase: dynasty\nactive_player: a\n"
        "players: [{id: a, family_honor: 5}, {id: b, family_honor: 5}]\n"
        "cards:\n  - {id: t, title: Matsu Tsuko • Experienced, owner: a, zone: home}\n"
    )
    cards = ["--cards", str(DATA / "oracle"), "--cards", str(DATA / "sets")]
    result = CliRunner().invoke(app, ["validate", str(state), *cards])
    assert result.exit_code == 2, result.output
    assert "experience level" in result.output
