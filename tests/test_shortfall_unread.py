"""A Gold shortfall beyond the most every reduction not read can take off is certain
(``solver.shortfall_unread``, ``solver.reduction_bound``; Costs and restrictions / Changes to
costs and payments): Kosaten Shiro's "... for 1 less Gold, to a minimum of 1, but will not have
their costs changed in any other way." bounds by 1 (its limits lower nothing more), and Yasuki
Makoto's sentence left unread beside it bounds by 1 (h30adv5 N4)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.gold_sentence_scope import fixed_reduction
from solver.good_faith import check
from solver.reduction_bound import stated_amount
from solver.verdict import Play

KOSATEN = (
    "Gold- and Honor-producing Holdings enter play for you for 1 less Gold, to a minimum of 1, "
    "but will not have their costs changed in any other way."
)


@pytest.mark.parametrize(
    ("said", "amount"),
    [
        (KOSATEN, 1),
        ("Your Gold-producing Holdings enter play for you for 1 less Gold, to a minimum of 1.", 1),
        ("Your Holdings enter play for 1 less Gold.", 1),
        # controls: an amount that multiplies or is open stays unbounded
        ("Your Holdings enter play for 1 less Gold for each Province you control.", None),
        ("Your Holdings enter play for 1 less Gold, or any other amount you choose.", None),
    ],
)
def test_limits_keep_the_amount(said: str, amount: int | None) -> None:
    assert stated_amount(said) == amount


def test_an_entering_reduction_is_a_fixed_one() -> None:
    assert fixed_reduction("Your Holdings enter play for 1 less Gold.") == 1
    assert fixed_reduction("Your Holdings enter play for 1 more Gold.") is None  # control


def _board(tmp: Path, pool: CardPool, extra: list[dict[str, Any]]) -> Any:
    state = {
        "turn": 5, "active_player": "crane", "phase": "dynasty",
        "players": [{"id": "crane", "clan": "crane", "family_honor": 6},
                    {"id": "scorpion", "clan": "scorpion", "family_honor": 9}],
        "cards": [
            {"id": "kos", "title": "Kosaten Shiro", "owner": "crane", "zone": "home",
             "bowed": True},
            {"id": "tea", "title": "Tea House", "owner": "crane", "zone": "home"},
            {"id": "jw", "title": "Jade Works", "owner": "crane", "zone": "province",
             "province": 1},
            {"id": "atoll", "title": "Merchant Atoll", "owner": "crane", "zone": "province",
             "province": 2},
            {"id": "estate", "title": "The Shadowed Estate of the Scorpion",
             "owner": "scorpion", "zone": "home"},
            *extra,
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


MAKOTO = {"id": "mak", "title": "Yasuki Makoto", "owner": "crane", "zone": "home"}


@pytest.mark.parametrize("extra", [[], [MAKOTO]])
def test_kosaten_short_beyond_every_reduction(
    tmp_path: Path, pool: CardPool, extra: list[dict[str, Any]]
) -> None:
    # Merchant Atoll 6: even 1 (Kosaten) + 1 (Makoto) off leaves 4 against Tea House 1
    v = check(_board(tmp_path, pool, extra), "crane", "atoll", Play.RECRUIT)
    assert v.status == "illegal", v.reasons


def test_kosaten_makoto_within_reach_stays_unknown(tmp_path: Path, pool: CardPool) -> None:
    # control: Jade Works 3 - 1 - 1 = 1 = Tea House 1: the reductions not read may pay it
    v = check(_board(tmp_path, pool, [MAKOTO]), "crane", "jw", Play.RECRUIT)
    assert v.status == "unknown", v.reasons


def _makoto_board(tmp: Path, pool: CardPool, farms: int) -> Any:
    state = {
        "turn": 5, "active_player": "crane", "phase": "dynasty",
        "players": [{"id": "crane", "clan": "crane", "family_honor": 10},
                    {"id": "scorpion", "clan": "scorpion", "family_honor": 9}],
        "cards": [
            {"id": "palace", "title": "The Esteemed Palace of the Crane", "owner": "crane",
             "zone": "home", "bowed": True},
            {"id": "market", "title": "Marketplace", "owner": "crane", "zone": "home"},
            {"id": "kaeru", "title": "Kaeru Contractor", "owner": "crane", "zone": "home"},
            *({"id": f"farm{i}", "title": "Large Farm", "owner": "crane", "zone": "home"}
              for i in range(farms)),
            {"id": "mak", "title": "Yasuki Makoto", "owner": "crane", "zone": "province",
             "province": 2},
            {"id": "estate", "title": "The Shadowed Estate of the Scorpion",
             "owner": "scorpion", "zone": "home"},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_own_unread_reduction_bounded(tmp_path: Path, pool: CardPool) -> None:
    # Yasuki Makoto's own "Your Holdings enter play for 1 less Gold." (h30adv5 m02): even 1 off
    # his 7, plus the Clan Honor Rule's 2, is more than Marketplace 3 + Kaeru Contractor 2
    v = check(_makoto_board(tmp_path, pool, 0), "crane", "mak", Play.RECRUIT)
    assert v.status == "illegal", v.reasons


def test_own_unread_reduction_enough_gold_legal(tmp_path: Path, pool: CardPool) -> None:
    v = check(_makoto_board(tmp_path, pool, 2), "crane", "mak", Play.RECRUIT)  # control: 9
    assert v.status == "legal", v.reasons
