"""Best purchases this turn (solver/lines.py): Gold production (unsplittable sources, separate
payments), the Clan Honor Rule surcharge, entering-play restrictions, Equip hosts; both exact
solvers against the brute force over subsets x the Gold planner (hypothesis)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from model.cards import (
    AttachRules,
    CardDef,
    CardType,
    GoldBonus,
    PaySelector,
    ProductionMode,
)
from model.common import Stat
from model.load import load_state
from model.state import CardInstance, CardLibrary, GameState, Phase, Player, View
from model.zones import Zone
from solver import gold
from solver.analysis.purchases import (
    Weights,
    best_purchases,
    brute_force,
    candidates,
    min_gold,
)

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"

STRONGHOLD = CardDef(
    title="SH",
    type=CardType.STRONGHOLD,
    clan=("crab",),
    gold_production=4,
    starting_honor=5,
    production=(ProductionMode(from_stat=Stat.GOLD_PRODUCTION),),
)


def holding(title: str, cost: int, produce: int, **kw: Any) -> CardDef:
    return CardDef(
        title=title,
        type=CardType.HOLDING,
        gold_cost=cost,
        production=(ProductionMode(gold=produce, **kw),),
    )


def personality(title: str, cost: int, force: int, **kw: Any) -> CardDef:
    return CardDef(title=title, type=CardType.PERSONALITY, gold_cost=cost, force=force, **kw)


class Table:
    """A small state builder: one player "me" (Crab), cards by zone."""

    def __init__(self, honor: int = 5, clan: str | None = "crab") -> None:
        self.lib = CardLibrary({"SH": STRONGHOLD})
        self.cards: list[CardInstance] = []
        self.player = Player(id="me", family_honor=honor, clan=clan)
        self.n = 0

    def add(self, card: CardDef, zone: Zone, **kw: Any) -> str:
        if card.title not in self.lib:
            self.lib.add(card)
        self.n += 1
        cid = f"c{self.n}"
        if zone is Zone.PROVINCE:
            kw.setdefault("province", self.n)
            kw.setdefault("face_up", True)
        self.cards.append(CardInstance(id=cid, title=card.title, owner="me", zone=zone, **kw))
        return cid

    def view(self) -> View:
        state = GameState(
            players=(self.player,),
            cards=tuple(self.cards),
            active_player="me",
            phase=Phase.DYNASTY,
        )
        return View.of(state, self.lib)


def bought(view: View, **kw: Any) -> list[str]:
    return sorted(p.candidate.card for p in best_purchases(view, "me", **kw).purchases)


# --- rulings ---------------------------------------------------------------------------------


def test_sources_are_not_split_between_purchases() -> None:
    """Costs and restrictions / Gold production: 4 Gold from one source pays one 2-cost card,
    not two."""
    t = Table()
    t.add(STRONGHOLD, Zone.HOME)
    a = t.add(holding("Mine A", 2, 2), Zone.PROVINCE)
    t.add(holding("Mine B", 2, 2), Zone.PROVINCE)
    result = best_purchases(t.view(), "me")
    assert len(result.purchases) == 1
    assert result.gold_produced == 4 and result.gold_paid == 2
    assert result.status == "optimal"
    assert [p.candidate.card for p in result.purchases] == [a]


def test_two_sources_buy_two_cards() -> None:
    t = Table()
    t.add(STRONGHOLD, Zone.HOME)
    t.add(holding("Farm", 1, 2), Zone.HOME)
    t.add(holding("Mine A", 2, 2), Zone.PROVINCE)
    t.add(holding("Mine B", 2, 2), Zone.PROVINCE)
    result = best_purchases(t.view(), "me")
    assert len(result.purchases) == 2
    assert result.plan is not None and result.plan.waste == 2


def test_holdings_bowed_do_not_pay() -> None:
    t = Table()
    t.add(STRONGHOLD, Zone.HOME, bowed=True)
    t.add(holding("Farm", 1, 2), Zone.HOME, bowed=True)
    t.add(holding("Mine", 2, 2), Zone.PROVINCE)
    assert bought(t.view()) == []


def test_clan_honor_surcharge_is_a_separate_payment() -> None:
    """Reference 03 (Clan Honor Rule) + Gold production: a 7-cost Crane Personality costs a
    Crab player 7 + a separate 2. One 9-Gold source can't pay both; 7 + 2 can."""
    crane = personality("Crane Guy", 7, 3, clan=("crane",))
    t = Table()
    t.add(holding("Big", 0, 9), Zone.HOME)
    t.add(crane, Zone.PROVINCE)
    assert bought(t.view()) == []
    t = Table()
    t.add(holding("Seven", 0, 7), Zone.HOME)
    t.add(holding("Two", 0, 2), Zone.HOME)
    guy = t.add(crane, Zone.PROVINCE)
    result = best_purchases(t.view(), "me")
    assert [p.candidate.card for p in result.purchases] == [guy]
    assert result.purchases[0].candidate.surcharge == 2
    assert result.plan is not None
    assert result.plan.payments == {guy: ("c1",), f"{guy}:clan-honor": ("c2",)}


def test_honor_requirement_and_unique_restrictions() -> None:
    """Costs and restrictions / Restrictions: Honor Requirement against Family Honor; Unique:
    one copy among the purchases, none when already in play."""
    t = Table(honor=3)
    t.add(holding("Nine", 0, 9), Zone.HOME)
    t.add(holding("Five", 0, 5), Zone.HOME)
    proud = t.add(personality("Proud", 2, 5, honor_requirement=4), Zone.PROVINCE)
    u1 = t.add(personality("Lord", 3, 3, unique=True), Zone.PROVINCE)
    u2 = t.add(personality("Lord", 3, 3, unique=True), Zone.PROVINCE)
    view = t.view()
    result = best_purchases(view, "me")
    cards = [p.candidate.card for p in result.purchases]
    assert proud not in cards
    assert len({u1, u2} & set(cards)) == 1
    assert any("Honor Requirement" in why for c, why in result.skipped if c == proud)
    assert best_purchases(view, "me", method="cp-sat").score == result.score


def test_equip_needs_a_host_and_weapons_go_to_different_hosts() -> None:
    """Reference 03, attachments: onto a Personality you control; one Weapon each."""
    sword = CardDef(
        title="Sword",
        type=CardType.ITEM,
        gold_cost=1,
        force=2,
        keywords=("weapon",),
        attach=AttachRules(weapon=True),
    )
    t = Table()
    t.add(holding("Five", 0, 5), Zone.HOME)
    t.add(holding("Two", 0, 2), Zone.HOME)
    t.add(sword, Zone.HAND)
    t.add(sword, Zone.HAND)
    assert bought(t.view()) == []  # nobody to carry them
    samurai = t.add(personality("Samurai", 5, 2), Zone.HOME)
    result = best_purchases(t.view(), "me")
    assert len(result.purchases) == 1 and result.purchases[0].host == samurai
    t.add(personality("Other", 5, 2), Zone.HOME)
    result = best_purchases(t.view(), "me")
    assert len(result.purchases) == 2
    assert len({p.host for p in result.purchases}) == 2


def test_best_score_then_least_gold() -> None:
    """Score first (Force 4 beats Force 1 + Force 1), then the least Gold produced."""
    t = Table()
    t.add(holding("Four", 0, 4), Zone.HOME)
    t.add(holding("Three", 0, 3), Zone.HOME)
    big = t.add(personality("Big", 7, 4), Zone.PROVINCE)
    t.add(personality("Small A", 3, 1), Zone.PROVINCE)
    t.add(personality("Small B", 4, 1), Zone.PROVINCE)
    assert bought(t.view()) == [big]
    weights = Weights(card=5)
    assert len(bought(t.view(), weights=weights)) == 2


def test_weights_and_zero_scores() -> None:
    t = Table()
    t.add(holding("Four", 0, 4), Zone.HOME)
    a = t.add(personality("A", 2, 1), Zone.PROVINCE)
    b = t.add(personality("B", 2, 1), Zone.PROVINCE)
    assert len(bought(t.view())) == 1
    assert bought(t.view(), weights=Weights(titles={"B": 3})) == [b]
    result = best_purchases(t.view(), "me", weights=Weights(card=0, force=0))
    assert result.purchases == ()
    assert {c for c, _ in result.skipped} == {a, b}


def test_example_state_both_solvers_and_json() -> None:
    loaded = load_state(EXAMPLES / "states" / "crab-dynasty-purchases.yaml")
    enum = best_purchases(loaded, "crab", method="enum")
    cp = best_purchases(loaded, "crab", method="cp-sat")
    assert enum.status == cp.status == "optimal"
    assert (enum.score, enum.gold_produced) == (cp.score, cp.gold_produced)
    assert brute_force(loaded, "crab") == (enum.score, enum.gold_produced, enum.sources_used)
    data = enum.to_json()
    assert data["status"] == "optimal" and data["plan"]["gold_produced"] == enum.gold_produced
    titles = {p["title"] for p in data["purchases"]}
    assert "Matsu Misato" not in titles  # Honor Requirement 10, Family Honor 8


def test_bad_arguments() -> None:
    t = Table()
    with pytest.raises(ValueError, match="unknown method"):
        best_purchases(t.view(), "me", method="greedy")
    with pytest.raises(ValueError, match="time_limit_s"):
        best_purchases(t.view(), "me", time_limit_s=0)


# --- hypothesis: min_gold against the Gold planner --------------------------------------------

PAID = [
    gold.PaidFor(type="personality", clan="crab", keywords=("samurai",)),
    gold.PaidFor(type="holding"),
    gold.PaidFor(type="follower"),
]


@st.composite
def payment_problems(draw: st.DrawFn) -> gold.PaymentProblem:
    sources = []
    for i in range(draw(st.integers(0, 6))):
        kind = draw(st.sampled_from(["plain", "plain", "bonus", "only", "group"]))
        amount = draw(st.integers(0, 5))
        if kind == "bonus":
            bonus = gold.Bonus(gold.PaySelector(keyword="samurai"), draw(st.integers(1, 2)))
            sources.append(gold.Source(f"s{i}", amount, bonuses=(bonus,)))
        elif kind == "only":
            sources.append(gold.Source(f"s{i}", amount, only_for=gold.PaySelector(type="holding")))
        elif kind == "group":
            sources.append(gold.Source(f"s{i}:0", amount, group=f"s{i}"))
            sources.append(gold.Source(f"s{i}:1", draw(st.integers(0, 5)), group=f"s{i}"))
        else:
            sources.append(gold.Source(f"s{i}", amount))
    payments = [
        gold.Payment(f"p{j}", draw(st.integers(0, 8)), draw(st.sampled_from(PAID)))
        for j in range(draw(st.integers(1, 4)))
    ]
    return gold.PaymentProblem(tuple(sources), tuple(payments))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(payment_problems())
def test_min_gold_matches_the_gold_planner(problem: gold.PaymentProblem) -> None:
    result = gold.solve(problem)
    got = min_gold(problem.sources, problem.payments)
    if result.best is None:
        assert got is None
    else:
        assert got == (result.best.gold_produced, result.best.sources_used)


# --- hypothesis: both solvers against the brute force -----------------------------------------

SWORD = CardDef(
    title="Katana",
    type=CardType.ITEM,
    gold_cost=2,
    force=2,
    keywords=("weapon",),
    attach=AttachRules(weapon=True),
)
SPELL = CardDef(title="Spell", type=CardType.SPELL, gold_cost=1, focus=1)
FOLLOWER = CardDef(title="Ashigaru", type=CardType.FOLLOWER, gold_cost=1, force=1)


@st.composite
def tables(draw: st.DrawFn) -> View:
    t = Table(honor=draw(st.integers(0, 6)))
    t.add(STRONGHOLD, Zone.HOME, bowed=draw(st.booleans()))
    for i in range(draw(st.integers(0, 3))):
        kind = draw(st.sampled_from(["plain", "plain", "bonus", "only", "modes"]))
        amount = draw(st.integers(1, 4))
        if kind == "bonus":
            when = PaySelector(type="personality")
            card = holding(f"H{i}", 2, amount, bonuses=(GoldBonus(when, 1),))
        elif kind == "only":
            card = holding(f"H{i}", 2, amount, only_for=PaySelector(type="holding"))
        elif kind == "modes":
            card = CardDef(
                title=f"H{i}",
                type=CardType.HOLDING,
                gold_cost=2,
                production=(ProductionMode(gold=amount), ProductionMode(gold=amount + 2)),
            )
        else:
            card = holding(f"H{i}", 2, amount)
        t.add(card, Zone.HOME, bowed=draw(st.integers(0, 4)) == 0)
    hosts = draw(st.integers(0, 2))
    for i in range(hosts):
        keywords = ("shugenja",) if i == 0 and draw(st.booleans()) else ()
        t.add(personality(f"Host{i}", 5, 2, keywords=keywords), Zone.HOME)
    for _ in range(draw(st.integers(0, 4))):
        if draw(st.booleans()):
            card = holding(f"Buy{draw(st.integers(0, 2))}", draw(st.integers(0, 4)), 2)
        else:
            n = draw(st.integers(0, 3))
            card = personality(
                f"P{n}",
                cost=2 + 2 * n,
                force=n + draw(st.integers(0, 1)) * 0,
                clan=(["crab", "crane"][n % 2],) if n < 3 else (),
                honor_requirement=[None, 2, 4, 6][n],
                unique=n == 1,
            )
        t.add(card, Zone.PROVINCE)
    for _ in range(draw(st.integers(0, 3))):
        t.add(draw(st.sampled_from([SWORD, SPELL, FOLLOWER])), Zone.HAND)
    return t.view()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(), st.sampled_from([Weights(), Weights(card=3, force=2, gold=0)]))
def test_both_solvers_match_brute_force(view: View, weights: Weights) -> None:
    expected = brute_force(view, "me", weights=weights)
    for method in ("enum", "cp-sat"):
        result = best_purchases(view, "me", weights=weights, method=method)
        assert result.status == "optimal"
        assert (result.score, result.gold_produced, result.sources_used) == expected, method
        # the plan pays every purchase and every surcharge from distinct sources
        if result.plan is not None:
            used = [s for _, srcs in result.plan.assignment for s in srcs]
            assert len(used) == len(set(used))
            assert result.plan.gold_produced == result.gold_produced
        cands, _ = candidates(view, "me", weights)
        assert {p.candidate.card for p in result.purchases} <= {c.card for c in cands}
