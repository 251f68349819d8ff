"""Another card's title as the alternative of a card type in a target phrase ("Straighten a
target Holding or Shosuro Kameyoi.": ``model.cardtext.target_other_titles``; Reference 02:
every Experienced level of the title). Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext.target_other_titles import other_title
from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
_REAL = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def test_names_told_from_keywords() -> None:
    assert other_title("Shosuro Kameyoi") and other_title("Moto Ming-Gwok")
    # printed keywords of several words, game terms, nouns: never a title here
    for word in ("Black Scroll", "Battle Maiden", "Imperial Favor", "Shadowlands Personality"):
        assert not other_title(word)
    assert not other_title("Kameyoi")  # one word: a keyword as likely as a name


def _pool() -> CardPool:
    return CardPool.load([DATA / "oracle"])


def _level(title: str, index: int) -> str:
    card = _pool().get(title)
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    return card.oracle.imported.paragraphs[index].level


@_REAL
def test_claimed_only_after_a_card_type_alone() -> None:
    assert _level("Yasuki Tono • Experienced", 0) == "full"
    assert _level("Moto Ming-Gwok • Experienced", 1) == "full"
    # "your target unbowed Ring or Moto Ming-Gwok" (unbowed of the Ring only, or of both?): two
    # readings (h44fixc, ``model.cardtext.target_title_modifier``); control: "your target
    # unbowed Shugenja or Ikoma Aimi to give ..." (a keyword, words after the name) stays unread
    assert _level("Moshi Tomiko • Experienced", 0) == "full"
    assert _level("Shiba Iaimiko • Experienced", 0) != "full"


def _tono(tmp: Path, extra: list[dict[str, Any]]) -> str:
    data: dict[str, Any] = {
        "turn": 5,
        "active_player": "crab",
        "phase": "action",
        "players": [
            {"id": "crab", "clan": "crab", "family_honor": 10},
            {"id": "scorpion", "clan": "scorpion", "family_honor": 12},
        ],
        "cards": [
            {"id": "tono", "title": "Yasuki Tono • Experienced", "owner": "crab", "zone": "home"},
            {"id": "kasumi", "title": "Bayushi Kasumi", "owner": "scorpion", "zone": "home"},
            *extra,
        ],
    }
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    return str(check(load_state(path, cards=_pool()), "crab", "tono", 0).status)


@_REAL
def test_yasuki_tono_a_holding_or_shosuro_kameyoi(tmp_path: Path) -> None:
    kameyoi = {"owner": "scorpion", "zone": "home", "bowed": True}
    # the Experienced Kameyoi is named by the title too
    exp = {"id": "kame", "title": "Shosuro Kameyoi • Experienced", **kameyoi}
    assert _tono(tmp_path, [exp]) == "legal"
    assert _tono(tmp_path, [{"id": "kame", "title": "Shosuro Kameyoi", **kameyoi}]) == "legal"
    mine = {"id": "mine", "title": "Iron Mine", "owner": "scorpion", "zone": "home"}
    assert _tono(tmp_path, [mine]) == "legal"
    # control: no Holding and no Kameyoi in play (another Scorpion Personality is no target)
    assert _tono(tmp_path, []) == "illegal"
