"""A bowed cost reduction of one kind of card used while paying for it ("Repeatable Reaction,
:bow:: When paying for a Samurai, give him -4 Gold Cost until he enters play." The Hiruma Dojo;
":bow:: When paying for a Monk, he enters play for 3 less Gold."): Costs and restrictions /
Changes to costs and payments; ``solver.paying_reduction_sources`` (h27adv2 F6, issue 13).
The Dojo bowed for it can't also produce; a card of another kind is not lowered."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.zones import Zone
from solver import gold
from solver.after_costs import after_costs
from solver.gold.reference import brute_force
from solver.good_faith import check
from solver.reduction_bound import stated_amount
from solver.verdict import EQUIP, RECRUIT
from tests.builders import set_board, set_personality

DOJO = (
    ":bow:: Produce 3 Gold.<br><b>Repeatable Reaction, :bow::</b> When paying for a Samurai, "
    "give him -4 Gold Cost until he enters play."
)
MARKET = ":bow:: Produce 1 Gold.<br>:bow:: When paying for an Item, it enters play for 3 less Gold."


def _cards() -> list[dict[str, Any]]:
    return [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 3},
        {"title": "Dojo", "types": ["Holding"], "gold_cost": 4, "text": DOJO},
        {"title": "Market", "types": ["Holding"], "gold_cost": 2, "text": MARKET},
        {"title": "Mine", "types": ["Holding"], "gold_cost": 2, "text": ":bow:: Produce 2 Gold."},
        set_personality("Swordsman", 6, keywords=["Samurai"]),
        set_personality("Big Swordsman", 7, keywords=["Samurai"]),
        set_personality("Talker", 6, keywords=["Courtier"]),
        set_personality("Crab Swordsman", 4, keywords=["Samurai"], clans=["Crab"]),
        {"title": "Blade", "types": ["Item"], "decks": ["Fate"], "gold_cost": 4, "force": 1},
    ]


def _table(*extra: dict[str, Any], dojo_bowed: bool = False) -> list[dict[str, Any]]:
    return [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home", "bowed": True},
        {"id": "dojo", "title": "Dojo", "owner": "me", "zone": "home", "bowed": dojo_bowed},
        {"id": "mine", "title": "Mine", "owner": "me", "zone": "home"},
        {"id": "sam", "title": "Swordsman", "owner": "me", "zone": "province", "province": 0},
        {"id": "big", "title": "Big Swordsman", "owner": "me", "zone": "province", "province": 1},
        {"id": "court", "title": "Talker", "owner": "me", "zone": "province", "province": 2},
        *extra,
    ]


def test_the_dojo_lowers_a_samurai_exactly(tmp_path: Path) -> None:
    """5 Gold (Dojo 3, Mine 2) for a 6-Gold Samurai: bow the Dojo for its -4 and the Mine pays
    the 2 left; the plan names the Dojo's reduction, not its Gold."""
    v = check(set_board(tmp_path, _cards(), _table()), "me", "sam", RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    assert v.witness.plan.payments == {"recruit": ("mine", "dojo:reduce0")}
    assert any("reduction" in e for e in v.witness.plan.extra_costs)


def test_the_dojo_reduces_or_produces_never_both(tmp_path: Path) -> None:
    """A 7-Gold Samurai: 4 off and Mine 2 = 6 < 7 (the Dojo can't also produce its 3):
    illegal, no doubt left."""
    v = check(set_board(tmp_path, _cards(), _table()), "me", "big", RECRUIT)
    assert v.status == "illegal", v.reasons
    assert not any("not modelled" in r for r in v.reasons)


@pytest.mark.parametrize(("who", "bowed"), [("court", False), ("sam", True)])
def test_no_reduction_for_another_kind_or_a_bowed_dojo(
    tmp_path: Path, who: str, bowed: bool
) -> None:
    """A Courtier is no Samurai; a bowed Dojo can't bow for it: the shortfall is certain."""
    v = check(set_board(tmp_path, _cards(), _table(dojo_bowed=bowed)), "me", who, RECRUIT)
    assert v.status == "illegal", v.reasons
    assert not any("give him -4 Gold Cost" in r for r in v.reasons)


def test_a_clan_honor_payment_short_over_both_is_illegal(tmp_path: Path) -> None:
    """Another clan's Samurai has a second payment (the Clan Honor Rule's 2 Gold, Reference 03):
    4 + 2 with only the Dojo (its -4, or its 3 Gold): 2 still owed however the 4 off is split,
    nothing to pay it: illegal under every reading (h43adv4 F4; was unknown)."""
    crab = {"id": "crab", "title": "Crab Swordsman", "owner": "me", "zone": "province"}
    players = [
        {"id": "me", "family_honor": 10, "clan": "lion"},
        {"id": "opp", "family_honor": 10, "clan": "crane"},
    ]
    table = [t for t in _table() if t["id"] != "mine"] + [{**crab, "province": 3}]
    v = check(set_board(tmp_path, _cards(), table, players=players), "me", "crab", RECRUIT)
    assert v.status == "illegal", v.reasons


def test_a_clan_honor_payment_keeps_the_doubt(tmp_path: Path) -> None:
    """Control: a 2-Gold Crab Samurai + 2, the Dojo and the Market's 1 Gold: the -4 on the Gold
    cost only leaves the Clan Honor Rule's 2 against 1; on both payments nothing is owed. The
    readings differ: the reduction stays a doubt on the shortfall."""
    cards = [*_cards(), set_personality("Crab Page", 2, keywords=["Samurai"], clans=["Crab"])]
    players = [
        {"id": "me", "family_honor": 10, "clan": "lion"},
        {"id": "opp", "family_honor": 10, "clan": "crane"},
    ]
    table = [t for t in _table() if t["id"] != "mine"] + [
        {"id": "market", "title": "Market", "owner": "me", "zone": "home"},
        {"id": "page", "title": "Crab Page", "owner": "me", "zone": "province", "province": 3},
    ]
    v = check(set_board(tmp_path, cards, table, players=players), "me", "page", RECRUIT)
    assert v.status == "unknown", v.reasons
    assert any("give him -4 Gold Cost" in r for r in v.reasons)


def test_an_item_reduction_pays_an_equip(tmp_path: Path) -> None:
    """ ":bow:: When paying for an Item, it enters play for 3 less Gold.": a 4-Gold Item, the
    Market's 1 Gold and the Mine's 2 short by 1; the Market bowed for its 3 off, the Mine pays."""
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home", "bowed": True},
        {"id": "market", "title": "Market", "owner": "me", "zone": "home"},
        {"id": "mine", "title": "Mine", "owner": "me", "zone": "home"},
        {"id": "sam", "title": "Swordsman", "owner": "me", "zone": "home"},
        {"id": "blade", "title": "Blade", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, _cards(), table, phase="action")
    v = check(loaded, "me", "blade", EQUIP)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    assert v.witness.plan.payments == {"equip": ("mine", "market:reduce0")}


def test_the_plan_agrees_with_the_brute_force_reference(tmp_path: Path) -> None:
    """The witness's problem (the Dojo's modes in one group) solved by brute force: the same
    first plan."""
    v = check(set_board(tmp_path, _cards(), _table()), "me", "sam", RECRUIT)
    assert v.witness is not None and v.witness.problem is not None
    problem = v.witness.problem
    assert {s.group for s in problem.sources if s.id.startswith("dojo")} == {"dojo"}
    assert brute_force(problem).plans[0] == gold.solve(problem).plans[0]
    for cost in range(9):
        p = gold.PaymentProblem(
            problem.sources, (gold.Payment("recruit", cost, problem.payments[0].paid_for),)
        )
        assert gold.solve(p).feasible is brute_force(p).feasible is (cost <= 6)


HORDE = (
    ":bow:: Produce 2 Gold.<br><b>Repeatable Reaction, :bow::</b> When paying for a Shadowlands "
    "card, lower the card's Gold Cost by 4 until it is paid."
)


@pytest.mark.parametrize(("cost", "expected"), [(9, "illegal"), (6, "unknown")])
def test_a_stated_amount_bounds_the_doubt(tmp_path: Path, cost: int, expected: str) -> None:
    """An unread reduction stating its amount ("lower the card's Gold Cost by 4", not of the
    shape offered to the planner): a shortfall it can't cover even whole (9 - 4 = 5 > Horde 2 +
    Mine 2) is certain; one it may cover (6 - 4 = 2) stays unknown, naming it
    (``solver.reduction_bound``)."""
    cards = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 3},
        {"title": "Horde", "types": ["Holding"], "gold_cost": 2, "text": HORDE},
        {"title": "Mine", "types": ["Holding"], "gold_cost": 2, "text": ":bow:: Produce 2 Gold."},
        set_personality("Ghoul", cost, keywords=["Shadowlands"]),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home", "bowed": True},
        {"id": "horde", "title": "Horde", "owner": "me", "zone": "home"},
        {"id": "mine", "title": "Mine", "owner": "me", "zone": "home"},
        {"id": "gh", "title": "Ghoul", "owner": "me", "zone": "province", "province": 0},
    ]
    loaded = set_board(tmp_path, cards, table)
    assert loaded.library["Horde"].reductions_unread
    v = check(loaded, "me", "gh", RECRUIT)
    assert v.status == expected, v.reasons
    assert any("by 4" in r for r in v.reasons) is (expected == "unknown")


REP = "Repeatable Reaction, :bow:: When paying for "


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        (
            "Repeatable Reaction, :bow:: When paying for a Samurai, give him -4 Gold Cost until he "
            "enters play.",
            4,
        ),
        (":bow:: When paying for a Follower, it enters play for 3 less Gold.", 3),
        ("Reaction, :bow:: When paying to Equip an Item, produce 5 Gold.", 5),
        (
            "Repeatable Reaction, :bow:: When paying for a Shadowlands card, lower the card's Gold "
            "Cost by 4 until it is paid.",
            4,
        ),
        # no bound: no bow of its own card, a multiplied or replaced amount, two amounts
        (
            "Repeatable Reaction: When paying for a Holding, bow this card's Personality to have "
            "the Holding enter play for 3 less Gold.",
            None,
        ),
        (
            REP + "an Item, pay less Gold equal to Shanegon's Chi.",
            None,
        ),
        (
            REP + "a Ratling, lower its Gold Cost to 0 until it is paid.",
            None,
        ),
        (
            REP + "a Fortification, either reduce its Gold Cost by 6 until it is paid or, before "
            "it enters play, you may attach it elsewhere.",
            None,
        ),
        (
            "Repeatable Reaction, :bow:: When paying for a Shadowlands card, give it -5 Gold Cost "
            "and lose 2 Honor.",
            5,
        ),
        (
            ":bow:: When paying for a Monk, he enters play for 1 less Gold for each Monk you "
            "control.",
            None,
        ),
    ],
)
def test_stated_amounts(text: str, amount: int | None) -> None:
    assert stated_amount(text) == amount


def test_after_the_recruit_the_dojo_is_bowed(tmp_path: Path) -> None:
    """The state after the announcement: the Dojo bowed for its reduction, the Mine for Gold."""
    loaded = set_board(tmp_path, _cards(), _table())
    after = after_costs(loaded, "me", check(loaded, "me", "sam", RECRUIT))
    by = {c.id: c for c in after.state.cards}
    assert by["dojo"].bowed and by["mine"].bowed and by["sam"].zone is Zone.HOME
