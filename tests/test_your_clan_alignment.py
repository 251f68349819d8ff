"""A target or performer "with your Clan alignment" ("Bow your performing Personality with your
Clan alignment and target another Personality with your Clan alignment": Rise, Brother; "Bow and
destroy your performing Unique Personality with your Clan alignment": Heart of a Hero): a card
with one of the selecting player's Clan Alignments (Reference 02, Clan Alignment;
``model.clan_alignment``); while his Clan is not settled the answer is ``unknown``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.cardtext.targets import whole_phrase
from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def test_with_your_clan_read() -> None:
    phrase = whole_phrase("target another Personality with your Clan alignment", "X")
    assert not isinstance(phrase, str) and phrase is not None
    assert phrase.select.your_clan is True


def _board(tmp: Path, pool: CardPool, mine: list[str], *, clan: str = "crane") -> Any:
    state = {
        "turn": 6, "active_player": "crane", "phase": "action",
        "players": [{"id": "crane", "clan": clan, "family_honor": 20},
                    {"id": "lion", "clan": "lion", "family_honor": 12}],
        "cards": [
            {"id": "esteemed", "title": "The Esteemed House of the Crane", "owner": "crane",
             "zone": "home"},
            *({"id": f"p{i}", "title": t, "owner": "crane", "zone": "home"}
              for i, t in enumerate(mine)),
            {"id": "rise", "title": "Rise, Brother", "owner": "crane", "zone": "hand"},
            {"id": "home-lion", "title": "The Ancestral Home of the Lion", "owner": "lion",
             "zone": "home"},
            {"id": "seijuro", "title": "Matsu Seijuro", "owner": "lion", "zone": "home"},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_rise_brother_two_crane_personalities_legal(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, ["Doji Reju", "Kakita Yuri"]), "crane", "rise", 0)
    assert v.status == "legal", v.reasons


def test_rise_brother_one_crane_personality_illegal(tmp_path: Path, pool: CardPool) -> None:
    # control: "another" Crane Personality is needed; the Lion's Seijuro is none
    v = check(_board(tmp_path, pool, ["Doji Reju"]), "crane", "rise", 0)
    assert v.status == "illegal", v.reasons


def test_rise_brother_clan_not_settled_unknown(tmp_path: Path, pool: CardPool) -> None:
    # control: the state says Lion, the Stronghold is Crane: his Clan is not settled
    board = _board(tmp_path, pool, ["Doji Reju", "Kakita Yuri"], clan="lion")
    v = check(board, "crane", "rise", 0)
    assert v.status == "unknown", v.reasons
