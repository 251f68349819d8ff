"""A partly read action's own bow cost (``solver.unread_bow_cost``): The Fire from Within #0
("Battle: Bow this Shugenja: Two consecutive Ranged Attack actions ...", effects not read) on a
bowed Shugenja is illegal like its #1 with the same cost (was unknown: h30adv2 p08); on an
unbowed one still unknown. Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.abilities import Ability, Designator
from model.load import LoadedState, as_view, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.unread_bow_cost import unread_bow_cost
from tests.builders import board, card

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
real = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _load(tmp: Path, pool: CardPool, bowed: bool) -> LoadedState:
    data: dict[str, Any] = {
        "turn": 6,
        "active_player": "a",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "b-p1",
        "attacker": "a",
        "players": [{"id": "a", "family_honor": 5}, {"id": "b", "family_honor": 5}],
        "cards": [
            {
                "id": "m",
                "title": "Isawa Miliko",
                "owner": "a",
                "zone": "battlefield",
                "battlefield": "b-p1",
                "bowed": bowed,
            },
            {
                "id": "f",
                "title": "The Fire from Within",
                "owner": "a",
                "zone": "battlefield",
                "battlefield": "b-p1",
                "attached_to": "m",
            },
            {
                "id": "e",
                "title": "Doji Shigeyuki",
                "owner": "b",
                "zone": "battlefield",
                "battlefield": "b-p1",
            },
        ],
    }
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    return load_state(path, cards=pool)


@real
def test_the_fire_from_within_on_a_bowed_shugenja(tmp_path: Path) -> None:
    pool = CardPool.load([DATA / "oracle", DATA / "sets"])
    bowed = _load(tmp_path, pool, True)
    v0, v1 = check(bowed, "a", "f", 0), check(bowed, "a", "f", 1)
    assert v0.status == v1.status == "illegal"
    assert v0.details[0].code == "cost" and "Isawa Miliko is already bowed" in v0.reasons[0]
    # control: unbowed, #0 is unknown (its effects are not read)
    assert check(_load(tmp_path, pool, False), "a", "f", 0).status == "unknown"


def _partial(text: str) -> Ability:
    return Ability(designators=(Designator.OPEN,), not_understood=(text,), timing_understood=True)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Open: Bow this card: Do a thing nobody reads.", True),
        ("Open: Bow T Shrine: Do a thing nobody reads.", True),
        # a word that may lift the bow: unknown
        ("Open: Bow this card: Do a thing. This ability is usable while bowed.", False),
        ("Open: Bow this card: Do a thing even if it is bowed.", False),
        ("Open: Bow this card or pay 2 Gold: Do a thing.", False),
        # another cost, or no cost block
        ("Open: Discard a card: Do a thing nobody reads.", False),
        ("Open: Do a thing nobody reads.", False),
    ],
)
def test_which_paragraphs(text: str, expected: bool) -> None:
    defs = [{"title": "T Shrine", "type": "holding"}]
    loaded = board(defs, [card("s", "T Shrine", "me", bowed=True)])
    got = unread_bow_cost(as_view(loaded), "s", _partial(text))
    assert (got is not None) is expected, got
