""" "Take control of a target <X>": "of" is the verb's own, not a count's ("one of", "two of"),
and the phrase names the target as "Bow a target <X>" does (``target_words.VERB_OF``; Abilities
and actions / B). Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext import import_text
from model.common import CardType
from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
_REAL = pytest.mark.skipif(not (DATA / "sets").is_dir(), reason="no ../shared/data")


def _level(text: str) -> str:
    (action,) = import_text(text, title="T Spell", card_type=CardType.SPELL).actions
    return action.level


def test_take_control_of_a_target_is_read() -> None:
    assert _level("Limited: Take control of a target non-Kami Personality.") == "full"
    assert _level("Limited: Destroy this Spell to take control of a target Nonhuman Personality.")
    # controls: a count's "of" before a target stays unread
    assert _level("Open: Take control of one of a target Personality's Followers.") != "full"
    assert _level("Open: Bow one of a target Personality's Followers.") != "full"


def _hantei(tmp: Path, other: str) -> str:
    data: dict[str, Any] = {
        "turn": 5,
        "active_player": "crane",
        "phase": "action",
        "players": [
            {"id": "crane", "clan": "crane", "family_honor": 10},
            {"id": "lion", "clan": "lion", "family_honor": 12},
        ],
        "cards": [
            {"id": "hantei", "title": "Hantei", "owner": "crane", "zone": "home"},
            {"id": "other", "title": other, "owner": "lion", "zone": "home"},
        ],
    }
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    pool = CardPool.load([DATA / "oracle", DATA / "sets"])
    return str(check(load_state(path, cards=pool), "crane", "hantei", 1).status)


@_REAL
def test_hantei_takes_control_of_a_non_kami_personality(tmp_path: Path) -> None:
    # (Hantei is a Kami himself: the only target then is another player's Personality)
    assert _hantei(tmp_path, "Akodo Kamina") == "legal"
    # control: the only other Personality is a Kami
    assert _hantei(tmp_path, "Doji") == "illegal"
