"""An optional other way to pay an action's own bow cost (h40adv4 N2): "You may bow one of your
Mines to ignore the cost of bowing Xijkt." (also Kokiden, Miyami, Shokuta, Magistrate Station,
The High House of Light, ...) is read as the waiver it is (``model.oracle.own_waivers``): the
printed bow may still be paid, so a legal answer paying it stands; a bowed card's ability and a
missing target stay illegal; a refusal by a cost keeps the doubt. Real cards by title from
../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

import pytest

from model.load import LoadedState, parse_state
from model.oracle.own_waivers import WAIVER
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.own_cost_reductions import after_own_reduction
from solver.verdict import Reason, Verdict

_XIJKT = "You may bow one of your Mines to ignore the cost of bowing Xijkt."


def _board(pool: CardPool, *, bowed: bool = False, enemy: bool = True) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"id": "xijkt", "title": "Xijkt", "owner": "mantis", "zone": "battlefield",
         "battlefield": "sc-p1", "bowed": bowed},
        {"id": "mine", "title": "Copper Mine", "owner": "mantis", "zone": "home"},
    ]  # fmt: skip
    if enemy:
        cards.append(
            {"id": "tsuji", "title": "Shosuro Tsuji", "owner": "scorpion", "zone": "battlefield",
             "battlefield": "sc-p1"}
        )  # fmt: skip
    data = {
        "turn": 5,
        "active_player": "mantis",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "sc-p1",
        "attacker": "mantis",
        "players": [
            {"id": "mantis", "clan": "mantis", "family_honor": 10},
            {"id": "scorpion", "clan": "scorpion", "family_honor": 10},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


@pytest.mark.parametrize(
    "said",
    [
        _XIJKT,
        "You may bow one of Kokiden's Spells to ignore the cost of bowing her.",
        "You may bow your target Ring to ignore the cost of bowing this Stronghold.",
        "You may bow one of her Followers to ignore the cost of bowing her for this action.",
        "You may bow your target performing Shugenja to ignore the cost of bowing this "
        "Stronghold if the targeted Personality is a Samurai.",
    ],
)
def test_the_shape_is_a_waiver(said: str) -> None:
    assert WAIVER.fullmatch(said)


def test_another_cost_is_not(pool: CardPool) -> None:
    # control: a waiver of the Gold cost is not this shape, and stays unread
    assert not WAIVER.fullmatch(
        "You may destroy any player's Farm to ignore the Gold cost of Equipping this Follower."
    )


def test_the_rest_of_xijkt_is_read(pool: CardPool) -> None:
    ab = pool.definitions()["Xijkt"].abilities[-1]
    assert ab.not_understood == (_XIJKT,)
    assert any(c.bow == "source" for c in ab.costs)


@pytest.mark.parametrize("title", ["Agasha Kokiden", "Isawa Shokuta", "Magistrate Station"])
def test_other_cards_sharing_the_shape_are_read_apart(pool: CardPool, title: str) -> None:
    abilities = pool.definitions()[title].abilities
    assert any(
        len(ab.not_understood) == 1 and WAIVER.fullmatch(ab.not_understood[0]) for ab in abilities
    )


def test_xijkt_unbowed_is_legal(pool: CardPool) -> None:
    v = check(_board(pool), "mantis", "xijkt", 0)
    assert v.status == "legal", v.reasons


def test_xijkt_bowed_stays_illegal(pool: CardPool) -> None:
    # control: abilities on a bowed card may not be used, whatever the waiver
    v = check(_board(pool, bowed=True), "mantis", "xijkt", 0)
    assert v.status == "illegal", v.reasons


def test_no_enemy_card_stays_illegal(pool: CardPool) -> None:
    # control: no target, whatever the waiver
    v = check(_board(pool, enemy=False), "mantis", "xijkt", 0)
    assert v.status == "illegal", v.reasons


def test_a_refusal_by_a_cost_keeps_the_doubt() -> None:
    refused = Verdict.of("illegal", "c", 0, "T", [Reason("cost", "can't bow", ("c",))])
    assert after_own_reduction(refused, _XIJKT).status == "unknown"
