"""Two Coin Pouches answering one Holding's bow ("Reaction: When a Holding bows to produce Gold,
bow this card: The Holding produces one additional Gold."): each Pouch's Reaction is a separate
ability (Reference 04: "Each ability on each separate source is a separate ability, even if
identical"), used once at its trigger, so both may add to the same bow
(``solver.holding_bonus_reaction.alike_apart_counts``; h41adv3 N3: g44 was ``unknown``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver import gold
from solver.good_faith import check
from solver.holding_bonus_reaction import alike_apart_counts
from solver.verdict import Play
from tests.builders import pool_state


def _g44(tmp: Path, pool: CardPool, name: str, *, bowed_pouch: bool, farm: bool = False) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "me", "zone": "home",
         "bowed": True},
        {"id": "atoll", "title": "Merchant Atoll", "owner": "me", "zone": "home"},
        {"id": "sai", "title": "Hida Saiyuki", "owner": "me", "zone": "home"},
        {"id": "pouch1", "title": "Coin Pouch", "owner": "me", "zone": "home",
         "attached_to": "sai"},
        {"id": "pouch2", "title": "Coin Pouch", "owner": "me", "zone": "home",
         "attached_to": "sai", "bowed": bowed_pouch},
        {"id": "p2", "title": "Yasuki Makoto", "owner": "me", "zone": "province", "province": 2},
        {"id": "shamate", "title": "Shamate Keep", "owner": "opp", "zone": "home"},
    ]  # fmt: skip
    if farm:
        cards.append({"id": "farm", "title": "Small Farm", "owner": "me", "zone": "home"})
    players = [
        {"id": "me", "clan": "crab", "family_honor": 10},
        {"id": "opp", "clan": "lion", "family_honor": 9},
    ]
    return pool_state(
        tmp, pool, cards, name, turn=4, active_player="me", phase="dynasty", players=players
    )


def test_two_pouches_on_the_atoll_pay_makoto(tmp_path: Path, pool: CardPool) -> None:
    """h41adv3 g44: Yasuki Makoto (7) = Merchant Atoll 5 + 1 + 1."""
    v = check(_g44(tmp_path, pool, "a", bowed_pouch=False), "me", "p2", Play.RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    assert v.witness.plan.gold_produced == 7
    extras = " ".join(v.witness.plan.extra_costs)
    assert "pouch1" in extras and "pouch2" in extras


def test_control_one_pouch_bowed_is_short(tmp_path: Path, pool: CardPool) -> None:
    """Control: with one Pouch bowed, 5 + 1 = 6 < 7 (a bowed card's ability can't be used)."""
    v = check(_g44(tmp_path, pool, "b", bowed_pouch=True), "me", "p2", Play.RECRUIT)
    assert v.status == "illegal", v.reasons


def test_with_two_holdings_both_may_go_on_one(tmp_path: Path, pool: CardPool) -> None:
    """With Small Farm too, the Pouches may share the Atoll's bow or split: still ``legal``."""
    v = check(_g44(tmp_path, pool, "c", bowed_pouch=False, farm=True), "me", "p2", Play.RECRUIT)
    assert v.status == "legal", v.reasons


def test_the_ways_to_give_the_cards() -> None:
    """Two cards on two Holdings that offer different Gold: both on either, or one each."""
    sources = [gold.Source("h1", 3), gold.Source("h2", 1)]
    got = alike_apart_counts(["h1", "h2"], 2, sources)
    assert sorted(got) == sorted([(("h1", 2),), (("h1", 1), ("h2", 1)), (("h2", 2),)])
    alike = [gold.Source("h1", 3), gold.Source("h2", 3)]
    assert len(alike_apart_counts(["h1", "h2"], 2, alike)) == 2  # (2, 0) ~ (0, 2), and (1, 1)
