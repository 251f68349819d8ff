"""Useful Connections announced with more targets than its bound allows ("target one or more
Personalities, up to an amount equal to your Courtier's Chi"; ``solver.count_bound_read``,
Abilities and actions / B; h39adv2 N5b follow-up, h39gold4 item 4): more than any card its
player controls has of that stat, no unread trait that may change it: `illegal` (was
`unknown`). Real cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

import pytest

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _card(cid: str, title: str, owner: str = "lion", zone: str = "home", **kw: Any) -> Any:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


_CRAB = ["Kitsu Sorano", "Akodo Daiken", "Ikoma Sido", "Ikoma Gunjin", "Akodo Sagashite"]


def _board(pool: CardPool, *extra: Any) -> LoadedState:
    """Lion with Agasha Kodo (a Courtier, Chi 4) and Useful Connections in hand; crab with five
    Personalities (p0..p4)."""
    cards = [
        _card("shamate", "Shamate Keep"),
        _card("kodo", "Agasha Kodo"),
        _card("uc", "Useful Connections", zone="hand"),
        _card("hida", "Kyuden Hida", "crab"),
        *(_card(f"p{i}", t, "crab") for i, t in enumerate(_CRAB)),
        *extra,
    ]
    data = {
        "turn": 5,
        "active_player": "lion",
        "phase": "action",
        "players": [
            {"id": "lion", "clan": "lion", "family_honor": 20},
            {"id": "crab", "clan": "crab", "family_honor": 11},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def _announce(n: int) -> dict[str, list[str]]:
    return {"target2": ["p0"], "target2_more": [f"p{i}" for i in range(1, n)]}


def test_more_targets_than_the_chi_allows_is_illegal(pool: CardPool) -> None:
    v = check(_board(pool), "lion", "uc", 0, targets=_announce(5))
    assert v.status == "illegal", v.reasons
    assert "at most 4" in v.reasons[0]


@pytest.mark.parametrize(("n", "status"), [(4, "legal"), (1, "legal")])
def test_within_the_bound_stays_legal(pool: CardPool, n: int, status: str) -> None:
    assert check(_board(pool), "lion", "uc", 0, targets=_announce(n)).status == status


def test_a_card_with_more_chi_keeps_the_doubt(pool: CardPool) -> None:
    """Matsu Tsuko (Chi 5, not a Courtier unless a trait makes her one) in play: 5 targets are
    not refused by this reading (the answer stays `unknown`)."""
    b = _board(pool, _card("tsuko", "Matsu Tsuko"))
    v = check(b, "lion", "uc", 0, targets=_announce(5))
    assert v.status == "unknown", v.reasons
