"""A unit named by its keyword ("Target your Cavalry unit": Swift as the Wind, Cavalry
Tactics, Saving Kazumasa; model/cardtext/target_units.py; Reference 04, Unit keywords: a unit
where the Personality and each Follower in it all have the keyword). Real cards from
../shared/data (skipped without it), with controls: a Follower without the keyword, a
Personality without it, a state of the unit ("unbowed unit") not read."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext.targets import whole_phrase
from model.common import CardType
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from model.selectors import Selector
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
real = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_DEFS: list[dict[str, Any]] = [
    {"title": "T Rider", "type": "personality", "clan": "unicorn", "force": 2, "chi": 2,
     "personal_honor": 2, "keywords": ["cavalry"]},
    {"title": "T Walker", "type": "personality", "clan": "unicorn", "force": 2, "chi": 2,
     "personal_honor": 2},
    {"title": "T Horse", "type": "follower", "force": 1, "keywords": ["cavalry"]},
    {"title": "T Foot", "type": "follower", "force": 1},
    {"title": "T Blade", "type": "item", "force": 1, "keywords": ["weapon"]},
    {"title": "T Foe", "type": "personality", "clan": "crab", "force": 2, "chi": 1},
]  # fmt: skip


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]]) -> LoadedState:
    data: dict[str, Any] = {
        "turn": 3,
        "active_player": "me",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "op-p1",
        "attacker": "me",
        "players": [
            {"id": "me", "clan": "unicorn", "family_honor": 10},
            {"id": "op", "clan": "crab", "family_honor": 10},
        ],
        "definitions": [{**d, "provenance": "implied"} for d in _DEFS],
        "cards": [
            {"id": "opp1", "title": "Kaiu Iemasa", "owner": "op", "zone": "province",
             "province": 1},
            {"id": "foe", "title": "T Foe", "owner": "op", "zone": "battlefield",
             "battlefield": "op-p1"},
            {"id": "x", "title": "Swift as the Wind", "owner": "me", "zone": "hand"},
            *cards,
        ],
    }  # fmt: skip
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    return load_state(path, cards=pool)


def _at(cid: str, title: str, **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": "me", "zone": "battlefield",
            "battlefield": "op-p1", **more}  # fmt: skip


@real
@pytest.mark.parametrize(
    ("head", "attached", "expected"),
    [
        ("T Rider", [], "legal"),  # a Cavalry Personality alone
        ("T Rider", ["T Horse"], "legal"),
        ("T Rider", ["T Horse", "T Blade"], "legal"),  # an Item is no Follower
        ("T Rider", ["T Horse", "T Foot"], "illegal"),  # a Follower without Cavalry
        ("T Walker", ["T Horse"], "illegal"),  # the Personality without Cavalry
    ],
)
def test_swift_as_the_wind(
    tmp_path: Path, pool: CardPool, head: str, attached: list[str], expected: str
) -> None:
    cards = [_at("p", head), *(_at(f"a{i}", t, attached_to="p") for i, t in enumerate(attached))]
    assert check(_load(tmp_path, pool, cards), "me", "x", 0).status == expected


def test_the_phrase() -> None:
    phrase = whole_phrase("your target Cavalry unit", "T", CardType.STRATEGY)
    assert phrase is not None and not isinstance(phrase, str)
    assert phrase.select.keyword == ("cavalry",)
    assert phrase.select.lacks_attachment == Selector(
        type=(CardType.FOLLOWER,), not_keyword=("cavalry",)
    )
    # a state, two keywords, a Clan of a unit: of its Personality, or of every card?
    for words in ("your target unbowed unit", "your target Cavalry Naval unit",
                  "a target Crab Clan unit"):  # fmt: skip
        assert isinstance(whole_phrase(words, "T", CardType.STRATEGY), str), words
