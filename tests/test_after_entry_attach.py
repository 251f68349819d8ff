"""A trigger on a card entering play whose effect attaches a card for less Gold lowers only what
its own effect attaches (``solver.shortfall_scope``; Costs and restrictions / Changes to costs
and payments): The Spider's Web's "After your Personality enters play: You may attach a Weapon
to him from your hand, ..., paying 4 less Gold if he is a Kensai." can't pay a Recruit
(h30adv4 N4)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.shortfall_scope import cannot_pay_for
from solver.verdict import Play

WEB = (
    "The Spider's Web (sh): After your Personality enters play: You may attach a Weapon to him "
    "from your hand, paying all costs but, once per turn, paying 4 less Gold if he is a Kensai."
)


@pytest.mark.parametrize(
    ("shown", "cannot"),
    [
        (WEB, True),
        ("X (x): After they enter play, the player may Equip an attachment to them for 4 less "
         "Gold.", True),
        # controls: a reduction of the card entering, or of a later Equip, may pay
        ("X (x): Your Personalities enter play for 1 less Gold.", False),
        ("X (x): When paying for a Follower or Item Equipping to this Personality, it enters "
         "play for 2 less Gold.", False),
        ("X (x): After Kayomasa enters play, lose 4 Honor. Enters play for 1 less Gold if you "
         "are a Spider Clan player.", False),
    ],
)  # fmt: skip
def test_after_entry_attach_pays_for_nothing(shown: str, cannot: bool, pool: CardPool) -> None:
    assert cannot_pay_for(shown, pool.resolve("Kuni Hokinsha").card) is cannot


def _board(tmp: Path, pool: CardPool, copper: int) -> Any:
    state = {
        "turn": 3, "active_player": "spider", "phase": "dynasty",
        "players": [{"id": "spider", "clan": "spider", "family_honor": 8},
                    {"id": "crab", "clan": "crab", "family_honor": 9}],
        "cards": [
            {"id": "sh", "title": "The Spider's Web", "owner": "spider", "zone": "home",
             "bowed": True},
            *({"id": f"cu{i}", "title": "Copper Mine", "owner": "spider", "zone": "home"}
              for i in range(copper)),
            {"id": "p3", "title": "Kuni Hokinsha", "owner": "spider", "zone": "province",
             "province": 3},
            {"id": "crab-sh", "title": "Kyuden Hida • Experienced", "owner": "crab",
             "zone": "home", "bowed": True},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_spiders_web_does_not_pay_a_recruit(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, 1), "spider", "p3", Play.RECRUIT)
    assert v.status == "illegal", v.reasons  # 4 + 2 (Clan Honor Rule) against 2


def test_spiders_web_enough_gold_legal(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, 3), "spider", "p3", Play.RECRUIT)  # control: 6 Gold
    assert v.status == "legal", v.reasons
