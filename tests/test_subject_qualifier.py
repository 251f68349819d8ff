"""A trait sentence's subject narrowed by its type noun also when a qualifier follows the noun
("Your Personalities at this battlefield have +1F.", Contentious Terrain): the qualifier only
narrows the cards the noun names (``solver/subject_types.py``; Reference 03: a card's type does
not change in play; Reference 04: a stat change changes the cards it names alone). It was not
narrowed, so a Fear on a Follower stayed ``unknown``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.common import CardType
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.subject_types import subject_types
from tests.builders import pool_state

_PF = {CardType.PERSONALITY, CardType.FOLLOWER}


def _board(tmp: Path, pool: CardPool) -> Any:
    at = {"zone": "battlefield", "battlefield": "b-p1"}
    cards = [
        {"id": "sh", "title": "The War Fortress of the Crab", "owner": "a", "zone": "home"},
        {"id": "att", "title": "Hida Kisada", "owner": "a", **at},
        {"id": "mm", "title": "Mysterious Murder", "owner": "a", "zone": "hand"},
        {"id": "lsh", "title": "The Ancestral Home of the Lion", "owner": "b", "zone": "home"},
        {"id": "per", "title": "Matsu Gohei", "owner": "b", **at},
        {"id": "mi", "title": "Medium Infantry", "owner": "b", "attached_to": "per", **at},
        {"id": "kisho", "title": "Akodo Kisho", "owner": "b", **at},
        {"id": "ct", "title": "Contentious Terrain", "owner": "b", **at},
    ]
    return pool_state(
        tmp,
        pool,
        cards,
        phase="attack",
        segment="combat",
        current_battlefield="b-p1",
        attacker="a",
        defender="b",
    )


def test_a_follower_is_out_of_the_personalities_bonus(tmp_path: Path, pool: CardPool) -> None:
    """Mysterious Murder's Fear 3 on Medium Infantry (3F): +1F to Personalities can't reach it."""
    v = check(_board(tmp_path, pool), "a", "mm", 0, targets={"target1": ["mi"]})
    assert v.status == "legal", v.reasons


def test_a_personality_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Control: Akodo Kisho (3F, no Followers) at this battlefield may have 4F."""
    v = check(_board(tmp_path, pool), "a", "mm", 0, targets={"target1": ["kisho"]})
    assert v.status == "unknown", v.reasons
    assert "Contentious Terrain" in " ".join(v.reasons)


@pytest.mark.parametrize(
    ("subject", "types"),
    [
        ("Personalities at this battlefield", {CardType.PERSONALITY}),
        ("Samurai Personalities at this battlefield", {CardType.PERSONALITY}),
        ("Personalities with a Weapon", {CardType.PERSONALITY}),
        ("other Moshi Personalities in Ikako's army", {CardType.PERSONALITY}),
        ("Personalities and Followers at this battlefield", _PF),
        ("Personalities at this battlefield and their Followers", _PF),
        # controls: not narrowed
        ("Personalities in and out of play", None),
        ("cards at this battlefield", None),
        ("units at this battlefield", None),
        ("Personalities who", None),  # cut at "have": "... who have Followers give them ..."
        ("Personalities at this battlefield, and cards in this unit", None),
    ],
)  # fmt: skip
def test_subjects(subject: str, types: set[CardType] | None) -> None:
    got = subject_types(subject)
    assert (None if got is None else set(got)) == types
