"""A condition counting the card's own tokens ("If Mitsu has four or fewer Fire tokens", "If
this Follower has three or fewer Fire tokens", "If Tsu has three or fewer Kharma tokens"):
read as a comparison of the tokens of that name it carries (``model.cardtext.token_conditions``;
Abilities and actions / conditions)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.load import load_state
from model.oracle.pool import CardPool
from model.selectors import Condition
from solver.good_faith import check


@pytest.mark.parametrize(
    ("text", "title", "card_type", "where"),
    [
        ("Mitsu has four or fewer Fire tokens", "Mitsu • Experienced", CardType.PERSONALITY,
         "source.token_fire <= 4"),
        ("this Follower has three or fewer Fire tokens", "Gunso Atshushi", CardType.FOLLOWER,
         "source.token_fire <= 3"),
        ("Tsu has three or fewer Kharma tokens", "Hsi Tsu", CardType.PERSONALITY,
         "source.token_kharma <= 3"),
        ("Tsu has 2 or more Kharma tokens", "Hsi Tsu", CardType.PERSONALITY,
         "source.token_kharma >= 2"),
    ],
)  # fmt: skip
def test_token_count_read(text: str, title: str, card_type: CardType, where: str) -> None:
    assert parse_condition(text, title, card_type) == Condition(where=(where,))


def test_token_count_of_another_card_unread() -> None:  # control: a card not its own
    got = parse_condition("Toku has four or fewer Fire tokens", "Mitsu", CardType.PERSONALITY)
    assert isinstance(got, str)


def _board(tmp: Path, pool: CardPool, fire: int) -> Any:
    state = {
        "turn": 7, "active_player": "dragon", "phase": "action",
        "players": [{"id": "dragon", "clan": "dragon", "family_honor": 10},
                    {"id": "crab", "clan": "crab", "family_honor": 9}],
        "cards": [
            {"id": "sh", "title": "The Mountain Keep of the Dragon", "owner": "dragon",
             "zone": "home"},
            {"id": "mitsu", "title": "Mitsu • Experienced", "owner": "dragon", "zone": "home",
             "tokens": ["Fire"] * fire},
            {"id": "crab-sh", "title": "Kyuden Hida • Experienced", "owner": "crab",
             "zone": "home"},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_mitsu_two_fire_tokens_legal(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, 2), "dragon", "mitsu", 0)
    assert v.status == "legal", v.reasons


def test_mitsu_five_fire_tokens_not_legal(tmp_path: Path, pool: CardPool) -> None:
    # control: the condition fails; an effect's condition or a restriction? (two readings)
    v = check(_board(tmp_path, pool, 5), "dragon", "mitsu", 0)
    assert v.status == "unknown", v.reasons
