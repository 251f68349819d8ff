"""A maximum on its controller's Stronghold's Gold for one kind of payment: Taka Sensei's "When
paying for a Personality with your Stronghold, it produces a maximum of 2 Gold." read as a
Stronghold bonus with ``at_most`` (``model/oracle/production_changes.grant_clause``; Reference
04: the most restrictive maximum; Costs and restrictions / Gold production). It was Gold text not
understood that no plan doubted, so a Recruit the Stronghold could not pay was ``legal``
(h41adv3 F1). Any other sentence on a Stronghold's Gold not understood, or a maximum of N Gold,
now doubts every plan (``ProductionAnalysis.may_lower``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cards import CardType
from model.oracle.pool import CardPool
from model.oracle.production import analyse_production
from model.payments import GoldBonus, PaidFor, PaySelector, bonus_problem, gold_with_bonuses
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import pool_state


def _board(tmp: Path, pool: CardPool, *, sensei: str | None, extra: list[str]) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "a", "zone": "home"},
        {"id": "tea", "title": "Tea House", "owner": "a", "zone": "home"},
        {"id": "p1", "title": "Kaiu Iemasa", "owner": "a", "zone": "province", "province": 1},
        {"id": "p2", "title": "Diamond Mine", "owner": "a", "zone": "province", "province": 2},
        {"id": "shamate", "title": "Shamate Keep", "owner": "b", "zone": "home"},
    ]
    cards += [{"id": t.split()[0].lower(), "title": t, "owner": "a", "zone": "home"} for t in extra]
    if sensei is not None:
        cards.append({"id": "sensei", "title": sensei, "owner": "a", "zone": "home"})
    players = [
        {"id": "a", "clan": "crab", "family_honor": 10},
        {"id": "b", "clan": "lion", "family_honor": 9},
    ]
    name = f"s{sensei is not None}{len(extra)}"
    return pool_state(tmp, pool, cards, name, phase="dynasty", turn=4, players=players)


def test_the_sentence_is_read(pool: CardPool) -> None:
    d = pool.definitions()["Taka Sensei"]
    assert not d.production_unread and not d.production_may_lower
    (bonus,) = d.stronghold_bonuses
    assert bonus.at_most == 2 and bonus.gold == 0
    assert bonus.when.type is CardType.PERSONALITY
    assert bonus.when.action is False  # an action's Gold cost: FAQ, Imperial Artificer


def test_a_personality_the_stronghold_cannot_pay(tmp_path: Path, pool: CardPool) -> None:
    """h41adv3 g20: Kaiu Iemasa (9) from Kyuden Hida • Experienced (4 + 1) capped at 2, Iron 3,
    Copper 2, Tea House 1: at most 8."""
    state = _board(tmp_path, pool, sensei="Taka Sensei", extra=["Iron Mine", "Copper Mine"])
    v = check(state, "a", "p1", RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "at most 8" in v.reasons[0]


def test_control_without_the_sensei_it_is_paid(tmp_path: Path, pool: CardPool) -> None:
    """Control: Kyuden 4 + Iron 3 + Copper 2 = 9 pays Iemasa."""
    state = _board(tmp_path, pool, sensei=None, extra=["Iron Mine", "Copper Mine"])
    v = check(state, "a", "p1", RECRUIT)
    assert v.status == "legal", v.reasons


def test_the_plan_counts_two_from_the_stronghold(tmp_path: Path, pool: CardPool) -> None:
    """With Gold Mine (3) too, Iemasa is paid, and the plan's Gold is what it truly makes."""
    extra = ["Iron Mine", "Copper Mine", "Gold Mine"]
    v = check(_board(tmp_path, pool, sensei="Taka Sensei", extra=extra), "a", "p1", RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    used = {s for ids in v.witness.plan.payments.values() for s in ids}
    worth = {"kyuden": 2, "tea": 1, "iron": 3, "copper": 2, "gold": 3}
    assert sum(worth[s.partition(":")[0]] for s in used) >= 9


def test_a_holding_is_no_personality(tmp_path: Path, pool: CardPool) -> None:
    """Control: Diamond Mine (6) is paid by Kyuden's full 5 and Tea House."""
    v = check(_board(tmp_path, pool, sensei="Taka Sensei", extra=[]), "a", "p2", RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    assert v.witness.plan.gold_produced == 6


def test_the_maximum_is_the_most_restrictive_and_last() -> None:
    person = PaidFor(type=CardType.PERSONALITY)
    holding = PaidFor(type=CardType.HOLDING)
    sel = PaySelector(type=CardType.PERSONALITY, action=False)
    plus = GoldBonus(when=PaySelector(), gold=3)
    caps = (GoldBonus(when=sel, gold=0, at_most=2), GoldBonus(when=sel, gold=0, at_most=1))
    assert gold_with_bonuses(5, (plus, *caps), person) == 1
    assert gold_with_bonuses(5, (plus, *caps), holding) == 8
    assert gold_with_bonuses(0, caps, person) == 0
    assert bonus_problem(GoldBonus(when=sel, gold=1, at_most=2)) is not None
    assert bonus_problem(caps[0]) is None


@pytest.mark.parametrize(
    "sentence",
    [
        # a selector not read: the maximum stays a doubt on every plan
        "When paying for a non-Shadowlands Nonhuman Personality or Follower with your Stronghold,"
        " it produces a maximum of 2 Gold.",
        "Each Stronghold with a Gold Production Stat higher than your Stronghold's has -1 to its"
        " Gold Production Stat.",
        "Until your second turn from now begins, Holdings produce a maximum of 3 Gold.",
    ],
)
def test_a_stronghold_or_maximum_sentence_not_read_may_lower(sentence: str) -> None:
    a = analyse_production(sentence, CardType.SENSEI, 1, title="Test Sensei")
    assert a.modes is None and a.may_lower and not a.lowers_only_itself


@pytest.mark.parametrize(
    "sentence",
    [
        "Your Stronghold has +1 Gold Production for each Spirit you control.",
        "When your Stronghold is paying for a Follower or Item, it produces 2 additional Gold"
        " which may only pay for that card.",
        "Motoshi's base Gold cost is equal to your Stronghold's base Gold Production.",
    ],
)
def test_control_a_sentence_that_only_raises_does_not_lower(sentence: str) -> None:
    a = analyse_production(sentence, CardType.SENSEI, 1, title="Test Sensei")
    assert not a.may_lower


def test_an_unread_stronghold_sentence_doubts_a_plan(tmp_path: Path, pool: CardPool) -> None:
    """Nio Sensei (the opponent's) lowers a Stronghold's Gold Production in a sentence not read:
    a Recruit the Stronghold's Gold pays is ``unknown`` (it was ``legal``), naming it."""
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "a", "zone": "home"},
        {"id": "p2", "title": "Diamond Mine", "owner": "a", "zone": "province", "province": 2},
        {"id": "iron", "title": "Iron Mine", "owner": "a", "zone": "home"},
        {"id": "shamate", "title": "Shamate Keep", "owner": "b", "zone": "home"},
    ]
    players = [{"id": "a", "clan": "crab", "family_honor": 10}, {"id": "b", "family_honor": 9}]
    plain = pool_state(tmp_path, pool, cards, "nio0", phase="dynasty", turn=4, players=players)
    assert check(plain, "a", "p2", RECRUIT).status == "legal"  # control: 4 + 3 >= 6
    cards.append({"id": "nio", "title": "Nio Sensei", "owner": "b", "zone": "home"})
    nio = pool_state(tmp_path, pool, cards, "nio1", phase="dynasty", turn=4, players=players)
    v = check(nio, "a", "p2", RECRUIT)
    assert v.status == "unknown", v.reasons
    assert "Nio Sensei" in " ".join(v.reasons)


def test_a_maximum_gp_of_n_caps_the_stat(pool: CardPool) -> None:
    """ "Your Stronghold has a maximum GP of 3." (Voitagi Sensei) and "a maximum of 3GP"
    (Ikikashi Sensei) read as "a maximum Gold Production of 3" (``stronghold_gp_maximum``)."""
    defs = pool.definitions()
    for title in ("Voitagi Sensei", "Ikikashi Sensei"):
        d = defs[title]
        assert d.stronghold_gp_maximum == 3 and not d.production_unread, title


def test_the_deck_report_measures_a_sensei_s_stronghold_maximum() -> None:
    """h41adv3 D1 (was NOT MEASURED): the simulation puts a Sensei with a read Stronghold Gold
    sentence in play (``solver.analysis.sensei_gold``, h42sensei), so Taka Sensei's maximum is
    applied and the sentence is no gap; the gap never says the Sensei produces no Gold."""
    from model.cards import CardDef
    from model.decklist import parse_decklist
    from model.load import bundled_library
    from solver.analysis.goldfish import GoldfishConfig, simulate
    from tests.test_goldfish import TWO_HOLDINGS

    said = "When paying for a Personality with your Stronghold, it produces a maximum of 2 Gold."
    cap = GoldBonus(when=PaySelector(type=CardType.PERSONALITY, action=False), gold=0, at_most=2)
    sensei = CardDef(
        title="Cap Sensei", type=CardType.SENSEI, starting_honor=0, gold_production=1,
        province_strength=0, stronghold_bonuses=(cap,), printed_text=said,
    )  # fmt: skip
    cards = {**dict(bundled_library()), "Cap Sensei": sensei}
    text = TWO_HOLDINGS.replace("Dynasty\n", "Sensei\n1 Cap Sensei\nDynasty\n")
    report = simulate(parse_decklist(text, "cap.txt", cards), GoldfishConfig(turns=1, games=2))
    assert not report.stronghold_stats_unread
    assert not [g for g in report.not_modelled if g.kind == "sensei text"]
    assert not any("producing no Gold" in g.effect for g in report.not_modelled)


def test_the_planner_checks_a_maximum() -> None:
    """A maximum with a bonus beside it (gold != 0) or below 0 is refused by the planner's input
    check, as a malformed cap is."""
    from solver import gold

    bad = GoldBonus(when=PaySelector(), gold=1, at_most=2)
    source = gold.Source("s", 3, bonuses=(bad,))
    with pytest.raises(gold.GoldInputError, match="at_most"):
        gold.PaymentProblem((source,), (gold.Payment("p", 2, PaidFor()),))
    good = gold.Source("s", 3, bonuses=(GoldBonus(when=PaySelector(), gold=0, at_most=2),))
    solved = gold.solve(gold.PaymentProblem((good,), (gold.Payment("p", 3, PaidFor()),)))
    assert not solved.plans  # 2 < 3


def test_a_personality_s_action_is_not_paying_for_him(pool: CardPool) -> None:
    """FAQ, Imperial Artificer: paying an action's cost is not paying for its card, so the
    Gold cost of a Personality's own ability gets the Stronghold's full Gold; his entering play,
    and the Clan Honor Rule's Gold added to it, are capped."""
    (cap,) = pool.definitions()["Taka Sensei"].stronghold_bonuses
    action = PaidFor(type=CardType.PERSONALITY, action=True, from_card_in_play=True)
    assert gold_with_bonuses(5, (cap,), action) == 5
    recruit = PaidFor(type=CardType.PERSONALITY, recruit=True)
    assert gold_with_bonuses(5, (cap,), recruit) == 2
    added = PaidFor(type=CardType.PERSONALITY, recruit=True, added=True)
    assert gold_with_bonuses(5, (cap,), added) == 2
