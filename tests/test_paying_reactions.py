"""A Reaction producing Gold while one kind of card is paid for, read for a play with one Gold
payment (``solver.paying_reactions``; Costs and restrictions / Gold production): Kenro-ji-jin's
Bounty ("Reaction: When paying for a Farm: Produce 1 Gold.") pays Large Farm's 1 alone and can't
make Remote Village's 3; Near Miss in the hand ("Reaction: When paying for an attachment:
Produce 2 Gold.", Gold cost 0) with Copper Mine's 2 pays Fubatsu Blade's 4 (h37adv3 N10, N11:
each was `unknown`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.verdict import Play
from tests.builders import pool_state

_BOUNTY = {"id": "bounty", "title": "Kenro-ji-jin's Bounty", "owner": "a", "zone": "home"}


def _dynasty(pool: Any, tmp: Path, target: str, bounty: dict[str, Any] | None, **more: Any) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "Koshin Keep", "owner": "a", "zone": "home", "bowed": True},
        {"id": "p1", "title": target, "owner": "a", "zone": "province", "province": 1},
    ]
    if bounty is not None:
        cards.append(bounty)
    return pool_state(tmp, pool, cards, phase="dynasty", **more)


@pytest.mark.parametrize(
    ("target", "bounty", "status"),
    [
        ("Large Farm", _BOUNTY, "legal"),  # 1 Gold for a Farm: pays 1
        ("Remote Village", _BOUNTY, "illegal"),  # a Farm, but 1 < 3
        ("Iron Mine", _BOUNTY, "illegal"),  # not a Farm: no Gold
        ("Large Farm", None, "illegal"),  # control: no Bounty
    ],
)
def test_bounty_pays_a_farm(
    pool: Any, tmp_path: Path, target: str, bounty: dict[str, Any] | None, status: str
) -> None:
    v = check(_dynasty(pool, tmp_path, target, bounty), "a", "p1", Play.RECRUIT)
    assert v.status == status, v.reasons


def test_bounty_bowed_or_used_keeps_the_doubt(pool: Any, tmp_path: Path) -> None:
    """Bowed (its Reaction can't be used: Abilities and actions) or used this turn (card memory):
    not offered, so the Farm's Recruit is not `legal` on it; bowed, it is no doubt either."""
    bowed = check(_dynasty(pool, tmp_path, "Large Farm", {**_BOUNTY, "bowed": True}), "a", "p1",
                  Play.RECRUIT)  # fmt: skip
    assert bowed.status == "illegal", bowed.reasons
    used = _dynasty(
        pool, tmp_path, "Large Farm", _BOUNTY, memory=[{"card": "bounty", "ability": 0,
                                                        "this_turn": 1}]
    )  # fmt: skip
    v = check(used, "a", "p1", Play.RECRUIT)
    assert v.status != "legal", v.reasons


def _equip(pool: Any, tmp: Path, near_miss: str | None, target: str) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "aerie", "title": "The Aerie", "owner": "a", "zone": "home", "bowed": True},
        {"id": "copper", "title": "Copper Mine", "owner": "a", "zone": "home"},
        {"id": "shige", "title": "Doji Shigeyuki", "owner": "a", "zone": "home"},
        {"id": "it", "title": target, "owner": "a", "zone": "hand"},
    ]
    if near_miss is not None:
        cards.append({"id": "nm", "title": "Near Miss", "owner": "a", "zone": near_miss})
    return pool_state(tmp, pool, cards)


@pytest.mark.parametrize(
    ("near_miss", "target", "status"),
    [
        ("hand", "Fubatsu Blade", "legal"),  # 2 + 2 = 4
        ("hand", "Spearmen", "legal"),  # a Follower is an attachment: 3
        ("fate_discard", "Fubatsu Blade", "illegal"),  # control: not in the hand
        (None, "Fubatsu Blade", "illegal"),  # control: 2 < 4
    ],
)
def test_near_miss_pays_an_attachment(
    pool: Any, tmp_path: Path, near_miss: str | None, target: str, status: str
) -> None:
    v = check(_equip(pool, tmp_path, near_miss, target), "a", "it", Play.EQUIP)
    assert v.status == status, v.reasons
    if status == "legal":
        assert v.witness is not None and v.witness.plan is not None
        assert "nm:react" in {s for _, ids in v.witness.plan.assignment for s in ids}


def test_a_cost_change_on_actions_keeps_the_doubt(pool: Any, tmp_path: Path) -> None:
    """A state's cost change on actions may tax the Reaction: not offered, so Large Farm's
    Recruit on the Bounty alone is not `legal` (control of ``test_bounty_pays_a_farm``)."""
    # Reaction is a designator, not a keyword (Reference 04; refused as one, h38adv1 H1)
    taxed = {"kind": "cost_change", "gold_delta": 1, "actions": {"designator": "reaction"}}
    v = check(_dynasty(pool, tmp_path, "Large Farm", _BOUNTY, effects=[taxed]), "a", "p1",
              Play.RECRUIT)  # fmt: skip
    assert v.status != "legal", v.reasons
