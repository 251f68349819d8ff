"""A stated effect bars or taxes a paying Reaction (Coin Pouch's "When a Holding bows to produce
Gold ... produces one additional Gold") only when it can reach that Reaction: its player, its
``actions`` filter matching the Reaction's card (type, title, designator, keywords), a positive
change, ``may_not: announce`` (``solver.reaction_effect_reach``; h40adv5 N1). "Your Holdings
enter play for 1 less Gold" (Yasuki Makoto) can't touch it. Real cards by title from
../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

import pytest

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from model.state import View
from solver.good_faith import check
from solver.reaction_effect_reach import stated_effect_reaches

_MAKOTO = {
    "kind": "cost_change",
    "gold_delta": -1,
    "player": "crab",
    "actions": {"card_type": "holding"},
    "source": "Yasuki Makoto",
}


def _card(cid: str, title: str, owner: str = "crab", zone: str = "home", **kw: Any) -> Any:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _board(pool: CardPool, *effects: dict[str, Any], farm: bool = True) -> LoadedState:
    """Crab, Dynasty: Kyuden Hida • Experienced 4, Iron Mine 3, Small Farm 1 and Coin Pouch on
    Kaiu Watsuki: 9 Gold only with the Pouch's +1, for Kaiu Iemasa (9)."""
    data = {
        "turn": 4,
        "active_player": "crab",
        "phase": "dynasty",
        "players": [
            {"id": "crab", "clan": "crab", "family_honor": 10},
            {"id": "lion", "clan": "lion", "family_honor": 10},
        ],
        "effects": list(effects),
        "cards": [
            _card("kyuden", "Kyuden Hida • Experienced"),
            _card("iron1", "Iron Mine"),
            *([_card("farm", "Small Farm")] if farm else []),
            _card("makoto", "Yasuki Makoto", bowed=True),
            _card("watsuki", "Kaiu Watsuki"),
            _card("pouch", "Coin Pouch", attached_to="watsuki"),
            _card("cp3", "Kaiu Iemasa", zone="province", province=3),
            _card("keep", "Shamate Keep", "lion"),
        ],
    }
    return parse_state(data, "board", None, pool)


def _verdict(board: LoadedState) -> str:
    return check(board, "crab", "cp3", "recruit").status


def test_a_discount_on_holdings_leaves_the_pouch(pool: CardPool) -> None:
    """Was `unknown` (any stated cost_change doubted the Pouch); the Pouch's +1 pays 9."""
    board = _board(pool, _MAKOTO)
    assert not stated_effect_reaches(View.of(board.state, board.library), "pouch")
    assert _verdict(board) == "legal"


@pytest.mark.parametrize(
    "effect",
    [
        {"kind": "added_cost", "cost": {"gold": 1}, "source": "an Event"},  # every action
        {"kind": "cost_change", "gold_delta": 1, "actions": {"card_type": "item"}},
        {"kind": "added_cost", "cost": {"gold": 1}, "actions": {"title": "Coin Pouch"}},
    ],
)
def test_effects_that_can_reach_it_keep_the_doubt(pool: CardPool, effect: dict[str, Any]) -> None:
    board = _board(pool, _MAKOTO, effect)
    assert stated_effect_reaches(View.of(board.state, board.library), "pouch")
    assert _verdict(board) == "unknown"


@pytest.mark.parametrize(
    "effect",
    [
        {"kind": "added_cost", "cost": {"gold": 1}, "player": "lion"},  # another player's
        {"kind": "cost_change", "gold_delta": 1, "actions": {"card_type": "holding"}},
        {"kind": "may_not", "may_not": "announce", "actions": {"designator": "open"}},
        {"kind": "added_cost", "cost": {"gold": 1}, "actions": {"keyword": ["political"]}},
        {"kind": "cost_change", "gold_delta": -2, "actions": {"card_type": "item"}},
    ],
)
def test_effects_that_cannot_reach_it(pool: CardPool, effect: dict[str, Any]) -> None:
    board = _board(pool, effect)
    assert not stated_effect_reaches(View.of(board.state, board.library), "pouch")
    assert _verdict(board) == "legal"


def test_short_even_with_the_pouch_stays_illegal(pool: CardPool) -> None:
    """Control: without the Small Farm, 4 + 3 + 1 = 8 < 9 with the Pouch: illegal."""
    assert _verdict(_board(pool, _MAKOTO, farm=False)) == "illegal"


@pytest.mark.parametrize(
    "ban",
    [
        {"kind": "may_not", "may_not": "announce", "actions": {"designator": "reaction"}},
        {"kind": "may_not", "may_not": "announce", "actions": {"designator_not": "battle"}},
        {"kind": "may_not", "may_not": "announce", "actions": {"title": "Coin Pouch"}},
        {"kind": "may_not", "may_not": "announce", "player": "crab"},
        {
            "kind": "may_not",
            "may_not": "announce",
            "actions": {"card_type": "item", "designator": "reaction"},
        },
    ],
)
def test_a_ban_on_reactions_settles_the_pouch_out(pool: CardPool, ban: dict[str, Any]) -> None:
    """Was `unknown`: a ban that surely matches the Pouch's Reaction bars it (h40adv7 N3): 4 + 3
    + 1 = 8 < 9 without it, illegal, the ban named with its source (W7)."""
    v = check(_board(pool, _MAKOTO, {**ban, "source": "a Kolat plot"}), "crab", "cp3", "recruit")
    assert v.status == "illegal", v.reasons
    assert "Coin Pouch (pouch)" in v.reasons[0] and "'a Kolat plot'" in v.reasons[0]
