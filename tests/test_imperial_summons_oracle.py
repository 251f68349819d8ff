"""Imperial Summons in the bundled library is its Oracle text, ability for ability (h36adv2
D3): 0 "Favor Political Open: Discard the Imperial Favor to bow a target Personality." (the
Favor keyword's rules are not in the rules files: ``unknown`` unless its timing or its target
fails), 1 "Political Open: Bow your target unbowed Stronghold to bow a target Personality."
(the Stronghold a target). The indexes are those ``goodfaith cards show`` lists."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import bundled_library, parse_state
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"


def _board(*, bowed: bool = False, phase: str = "action", shig: bool = True, **kw: Any) -> Any:
    cards = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
        {"id": "is", "title": "Imperial Summons", "owner": "crab", "zone": "hand"},
        {"id": "aerie", "title": "The Aerie", "owner": "crane", "zone": "home"},
    ]
    cards[0]["bowed"] = bowed
    if shig:
        cards.append({"id": "shig", "title": "Doji Shigeyuki", "owner": "crane", "zone": "home"})
    state = {
        "turn": 3,
        "active_player": "crab",
        "phase": phase,
        "imperial_favor": "crab",
        "players": [
            {"id": "crab", "clan": "crab", "family_honor": 10},
            {"id": "crane", "clan": "crane", "family_honor": 12},
        ],
        "cards": cards,
        **kw,
    }
    return parse_state(state, "summons")


def test_the_stronghold_ability_is_the_second_and_targets_it() -> None:
    v = check(_board(), "crab", "is", 1)
    assert v.status == "legal" and v.witness is not None
    assert dict(v.witness.targets) == {"stronghold": ("kyuden",), "victim": ("shig",)}
    # control: the Stronghold bowed, no other: its target can't be chosen
    bowed = check(_board(bowed=True), "crab", "is", 1)
    assert bowed.status == "illegal" and bowed.details[0].code == "target"


def test_the_favor_ability_is_unknown_only_when_its_timing_and_target_stand() -> None:
    v = check(_board(), "crab", "is", 0)
    assert v.status == "unknown" and "favor" in v.reasons[0]
    # controls: not in an Action Phase (timing), no Personality to target: illegal
    assert check(_board(phase="dynasty"), "crab", "is", 0).status == "illegal"
    no_target = check(_board(shig=False), "crab", "is", 0)
    assert no_target.status == "illegal" and no_target.details[0].code == "target"


@pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
def test_the_indexes_are_those_of_the_import() -> None:
    from model.oracle.pool import CardPool

    imported = CardPool.load([DATA / "oracle"]).resolve("Imperial Summons").card
    library = bundled_library()["Imperial Summons"]
    assert len(library.abilities) == len(imported.abilities) == 2
    assert library.abilities[1].keywords == imported.abilities[1].keywords == ("political",)
    assert [t.select.type for t in library.abilities[1].targets] == [
        t.select.type for t in imported.abilities[1].targets
    ]
