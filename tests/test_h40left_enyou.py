"""En'you's "either remove a card in your hand from the game or destroy one of your Sake tokens"
on a Gold shortfall (``solver.either_removal_bound``): with no Sake token, some card of the hand
is removed, so its Gold pays nothing. Short whichever card is removed, even were Truce's Gold
allowed to pay the Clan Honor Rule's Gold: ``illegal`` whichever way that doubt is read
(h40left 2, was ``unknown``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Play, Verdict
from tests.test_h40_enyou_gold import _board


def _recruit(tmp: Path, pool: CardPool, name: str, hand: list[str], home: list[str],
             tokens: list[str] | None = None) -> Verdict:  # fmt: skip
    return check(_board(tmp, pool, name, hand, home, tokens=tokens), "me", "p1", Play.RECRUIT)


@pytest.mark.parametrize(
    ("hand", "home"),
    [
        (["Truce", "Truce"], []),  # 2 Gold left for 2 + 2
        (["Truce", "Truce"], ["Small Farm"]),  # 3 for 4
        (["Truce"], ["Small Farm"]),  # the one Truce removed: 1 for 4
    ],
)
def test_short_whichever_card_is_removed(
    tmp_path: Path, pool: CardPool, hand: list[str], home: list[str]
) -> None:
    v = _recruit(tmp_path, pool, "b", hand, home)
    assert v.status == "illegal", v.reasons
    assert "not modelled" not in " ".join(v.reasons)


def test_control_three_truces_stay_unknown(tmp_path: Path, pool: CardPool) -> None:
    # one removed, two pay 4 if Truce may pay the Clan Honor Rule's Gold: the doubt stays
    v = _recruit(tmp_path, pool, "c", ["Truce", "Truce", "Truce"], [])
    assert v.status == "unknown", v.reasons
    assert "Clan Honor Rule" in v.reasons[0]


def test_control_a_sake_token_keeps_both_truces(tmp_path: Path, pool: CardPool) -> None:
    # the token is destroyed instead: both Truces may pay 4, the doubt stays
    v = _recruit(tmp_path, pool, "d", ["Truce", "Truce"], [], tokens=["Sake"])
    assert v.status == "unknown", v.reasons


def test_control_a_card_without_gold_is_removed(tmp_path: Path, pool: CardPool) -> None:
    # Rout is removed; the two Truces may pay 4: the doubt stays
    v = _recruit(tmp_path, pool, "e", ["Truce", "Truce", "Rout"], [])
    assert v.status == "unknown", v.reasons


def test_control_enough_gold_is_legal(tmp_path: Path, pool: CardPool) -> None:
    v = _recruit(tmp_path, pool, "f", ["Truce", "Truce"], ["Iron Mine"])
    assert v.status == "legal", v.reasons
