"""Gold plans and payments the state settles (h38gold; Costs and restrictions / Changes to costs
and payments, Gold production; FAQ: paying for an action is not paying for a card)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from model.load import load_state
from model.oracle.pool import CardPool
from solver.explain import plan_json
from solver.gold import PaymentProblem, brute_force, solve
from solver.good_faith import check
from solver.playing import EQUIP, RECRUIT, check_play
from tests.test_gold import problems

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _card(cid: str, title: str, owner: str, zone: str = "home", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _load(tmp: Path, pool: CardPool, state: dict[str, Any]) -> Any:
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def _state(phase: str, cards: list[dict[str, Any]], **kw: Any) -> dict[str, Any]:
    return {
        "turn": 9, "active_player": "crab", "phase": phase,
        "players": [{"id": "crab", "clan": "crab", "family_honor": 13},
                    {"id": "scorpion", "clan": "scorpion", "family_honor": 9}],
        "cards": cards, **kw,
    }  # fmt: skip


# 1. "Reaction: When paying for a Farm: Produce 1 Gold." and "Limited: Discard this card: ..."
# (Kenro-ji-jin's Bounty) can't pay an action's own Gold cost (Planted Evidence, ":g10::")


def _planted(tmp: Path, pool: CardPool, **pe: Any) -> Any:
    cards = [
        _card("kh", "Kyuden Hida • Experienced", "crab"),
        _card("copper", "Copper Mine", "crab"),
        _card("farm1", "Large Farm", "crab"),
        _card("farm2", "Large Farm", "crab", bowed=True),
        _card("bounty", "Kenro-ji-jin's Bounty", "crab"),
        _card("pe", "Planted Evidence", "crab", "hand", **pe),
        _card("estate", "The Shadowed Estate of the Scorpion", "scorpion"),
        _card("yas", "Bayushi Yasunari", "scorpion"),
    ]
    return _load(tmp, pool, _state("action", cards))


def test_farm_reaction_cannot_pay_an_action(tmp_path: Path, pool: CardPool) -> None:
    # 4 + 2 + 2 = 8 < 10: the Bounty's Reaction answers a Farm's payment only, its Limited
    # discards it (not used while it is in play)
    v = check(_planted(tmp_path, pool), "crab", "pe", 0)
    assert v.status == "illegal", v.reasons


def test_farm_reaction_control_acting_card_a_farm(tmp_path: Path, pool: CardPool) -> None:
    # control: the acting card given the Farm keyword may be "a Farm" paid for: the doubt stays
    v = check(_planted(tmp_path, pool, added_keywords=["farm"]), "crab", "pe", 0)
    assert v.status == "unknown", v.reasons
    assert any("When paying for a Farm" in r for r in v.reasons)


# 2. Kosaten Shiro's lock, "... 1 less Gold, to a minimum of 1, but will not have their costs
# changed in any other way.", undoes Colonial Market's own "enters play for 2 less Gold if you
# control any Port Holdings.": 5 - 1 = 4


def _colonial(tmp: Path, pool: CardPool, extra: list[dict[str, Any]], **kw: Any) -> Any:
    cards = [
        _card("ks", "Kosaten Shiro", "crab", bowed=True),
        _card("atoll", "Merchant Atoll", "crab", bowed=True),
        _card("farm", "Large Farm", "crab"),
        _card("pv", "Colonial Market", "crab", "province", province=1),
        _card("estate", "The Shadowed Estate of the Scorpion", "scorpion"),
        *extra,
    ]
    return _load(tmp, pool, _state("dynasty", cards, **kw))


def test_kosaten_lock_undoes_the_port_reduction(tmp_path: Path, pool: CardPool) -> None:
    v = check_play(_colonial(tmp_path, pool, []), "crab", "pv", RECRUIT)
    assert v.status == "illegal", v.reasons
    assert any("needs 4 Gold" in r for r in v.reasons), v.reasons


def test_kosaten_lock_price_paid(tmp_path: Path, pool: CardPool) -> None:
    # 4 Gold (Large Farm 2 + Copper Mine 2) pays the locked price
    extra = [_card("copper", "Copper Mine", "crab")]
    v = check_play(_colonial(tmp_path, pool, extra), "crab", "pv", RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and any("pay 4 Gold" in str(c) for c in v.witness.costs)


def test_kosaten_lock_control_with_sensei_keeps_doubt(tmp_path: Path, pool: CardPool) -> None:
    # control: Yoritomo Sensei's "Your Gold-producing Holdings ... 1 less Gold" beside the lock:
    # two such sentences on one play are not read (their order would matter)
    extra = [_card("ys", "Yoritomo Sensei", "crab")]
    v = check_play(_colonial(tmp_path, pool, extra), "crab", "pv", RECRUIT)
    assert v.status == "unknown", v.reasons


# 3. Shinjo Tselu: "Cavalry Followers attach to your Personalities paying 2 less Gold." -- an
# Equip of a Cavalry Follower onto a Personality of Tselu's controller costs 2 less


def _tselu(tmp: Path, pool: CardPool, tselu_owner: str, extra: list[dict[str, Any]]) -> Any:
    cards = [
        _card("kh", "Kyuden Hida • Experienced", "crab", bowed=True),
        _card("gm", "Gold Mine", "crab"),
        _card("tselu", "Shinjo Tselu", tselu_owner),
        _card("kamina", "Akodo Kamina", "crab"),
        _card("outr", "Outriders", "crab", "hand"),
        _card("medc", "Medium Cavalry", "crab", "hand"),
        _card("estate", "The Shadowed Estate of the Scorpion", "scorpion"),
        *extra,
    ]
    return _load(tmp, pool, _state("action", cards))


def test_tselu_lowers_cavalry_followers_onto_your_personalities(
    tmp_path: Path, pool: CardPool
) -> None:
    state = _tselu(tmp_path, pool, "crab", [])
    for cid in ("outr", "medc"):  # 3 - 2 and 4 - 2, paid by the Gold Mine's 2
        for host in ("tselu", "kamina"):
            v = check(state, "crab", cid, EQUIP, targets={"personality": (host,)})
            assert v.status == "legal", (cid, host, v.reasons)


def test_tselu_control_another_players(tmp_path: Path, pool: CardPool) -> None:
    # control: Tselu controlled by the Scorpion: "your Personalities" are his, 3 > 2, 4 > 2
    state = _tselu(tmp_path, pool, "scorpion", [])
    for cid in ("outr", "medc"):
        assert check_play(state, "crab", cid, EQUIP).status == "illegal"


def test_tselu_control_keyword_may_be_given(tmp_path: Path, pool: CardPool) -> None:
    # control: Elephant Cavalry ("Cards in this unit have Cavalry.") may give Medium Infantry
    # Cavalry: its price is not settled
    extra = [
        _card("eleph", "Elephant Cavalry", "crab", attached_to="kamina"),
        _card("mi", "Medium Infantry", "crab", "hand"),
    ]
    v = check_play(_tselu(tmp_path, pool, "crab", extra), "crab", "mi", EQUIP)
    assert v.status == "unknown", v.reasons


def test_tselu_control_an_item(tmp_path: Path, pool: CardPool) -> None:
    # control: an Item is no Cavalry Follower (Deadly Bisento 8 > 2)
    extra = [_card("bis", "Deadly Bisento", "crab", "hand")]
    assert check_play(_tselu(tmp_path, pool, "crab", extra), "crab", "bis", EQUIP).status == (
        "illegal"
    )


# 5. A plan's count of sources: a Reaction that bows nothing is a source used, not a card bowed


def test_bounty_reaction_used_not_bowed(tmp_path: Path, pool: CardPool) -> None:
    cards = [
        _card("kh", "Kyuden Hida • Experienced", "crab", bowed=True),
        _card("bounty", "Kenro-ji-jin's Bounty", "crab"),
        _card("pv", "Large Farm", "crab", "province", province=1),
        _card("estate", "The Shadowed Estate of the Scorpion", "scorpion"),
    ]
    state = _load(tmp_path, pool, _state("dynasty", cards))
    v = check_play(state, "crab", "pv", RECRUIT)
    assert v.status == "legal" and v.witness is not None and v.witness.plan is not None
    plan = v.witness.plan
    assert (plan.sources_used, plan.sources_bowed) == (1, 0)
    shown = plan_json(plan)
    assert shown is not None and (shown["sources_used"], shown["sources_bowed"]) == (1, 0)


def test_plain_bow_counts_as_bowed(tmp_path: Path, pool: CardPool) -> None:
    # control: a Holding bowed for its Gold is a source used and a card bowed
    cards = [
        _card("kh", "Kyuden Hida • Experienced", "crab", bowed=True),
        _card("copper", "Copper Mine", "crab"),
        _card("pv", "Large Farm", "crab", "province", province=1),
        _card("estate", "The Shadowed Estate of the Scorpion", "scorpion"),
    ]
    v = check_play(_load(tmp_path, pool, _state("dynasty", cards)), "crab", "pv", RECRUIT)
    assert v.witness is not None and v.witness.plan is not None
    assert (v.witness.plan.sources_used, v.witness.plan.sources_bowed) == (1, 1)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problems(), st.integers(1, 3))
def test_sources_bowed_matches_brute_force(p: PaymentProblem, k: int) -> None:
    """Every solver's plans count the sources bowing nothing as the brute force does."""
    expected = brute_force(p, k)
    by_id = {s.id: s for s in p.sources}
    for plan in (*solve(p, top_k=k, time_limit_s=30).plans, *expected.plans):
        used = [by_id[s] for _, ids in plan.assignment for s in ids]
        assert plan.sources_used == len(used)
        assert plan.sources_bowed == sum(1 for s in used if s.bows)


# 6. A Reaction refused outside its trigger names the pending event, not the phase


def _engaging(tmp: Path, pool: CardPool, **kw: Any) -> Any:
    cards = [
        _card("kh", "Kyuden Hida", "crab"),
        _card("kisada", "Hida Kisada", "crab", "battlefield", battlefield="scorpion-p1"),
        _card("estate", "The Shadowed Estate of the Scorpion", "scorpion"),
        _card("yas", "Bayushi Yasunari", "scorpion", "battlefield", battlefield="scorpion-p1"),
    ]
    state = _state(
        "attack", cards, segment="combat", current_battlefield="scorpion-p1", attacker="crab",
        defender="scorpion", **kw,
    )  # fmt: skip
    return _load(tmp, pool, state)


def test_reaction_refusal_names_the_pending_event(tmp_path: Path, pool: CardPool) -> None:
    # Kyuden Hida, "Reaction: After a Follower enters play from your hand", at engaging
    v = check(
        _engaging(tmp_path, pool, event={"kind": "engaging", "timing": "after"}), "crab", "kh", 0
    )
    assert v.status == "illegal", v.reasons
    assert "the pending event is 'engaging' (after)" in v.reasons[0], v.reasons
    assert "phase" not in v.reasons[0], v.reasons


def test_reaction_refusal_control_no_event(tmp_path: Path, pool: CardPool) -> None:
    # control: with no event pending the refusal still says when it is (the phase)
    v = check(_engaging(tmp_path, pool), "crab", "kh", 0)
    assert v.status == "illegal", v.reasons
    assert "now it is the attack (combat) phase" in v.reasons[0], v.reasons


# 4. Asahina Tamako, "... bow Tamako and discard a card: Produce Gold equal to its Focus Value.":
# each Focus Value in the hand is offered, the planner picks the cheapest card


def _tamako(tmp: Path, pool: CardPool, hand: list[tuple[str, str]]) -> Any:
    cards = [
        _card("palace", "The Esteemed Palace of the Crane", "crab", bowed=True),
        _card("tamako", "Asahina Tamako", "crab"),
        _card("shige", "Doji Shigeyuki", "crab"),
        *(_card(cid, title, "crab", "hand") for cid, title in hand),
        _card("estate", "The Shadowed Estate of the Scorpion", "scorpion"),
    ]
    return _load(tmp, pool, _state("action", cards))


_HAND = [("ha", "Heavy Armor"), ("rout", "Rout"), ("obi", "Golden Obi of the Sun Goddess")]


def test_tamako_discards_the_cheapest_card(tmp_path: Path, pool: CardPool) -> None:
    # Heavy Armor (2): Rout (Focus 3, waste 1), not the Obi (4, waste 2); proven
    v = check(_tamako(tmp_path, pool, _HAND), "crab", "ha", EQUIP)
    assert v.status == "legal" and v.witness is not None and v.witness.plan is not None
    assert v.witness.plan.payments["equip"] == ("tamako:0@rout",)
    assert v.witness.plan_optimal and v.witness.cheapest
    problem = v.witness.problem
    assert problem is not None  # the planner agrees with the brute force on the same problem
    assert solve(problem, top_k=3).plans == brute_force(problem, 3).plans


def test_tamako_control_higher_card_when_needed(tmp_path: Path, pool: CardPool) -> None:
    # control: Medium Cavalry (4) needs the Obi's 4; Rout's 3 can't pay it
    hand = [*_HAND, ("medc", "Medium Cavalry")]
    v = check(_tamako(tmp_path, pool, hand), "crab", "medc", EQUIP)
    assert v.status == "legal" and v.witness is not None and v.witness.plan is not None
    assert v.witness.plan.payments["equip"] == ("tamako:0@obi",)


def test_tamako_control_only_the_card_played(tmp_path: Path, pool: CardPool) -> None:
    # control: the hand holds only the card played: nothing to discard, illegal
    v = check(_tamako(tmp_path, pool, [("ha", "Heavy Armor")]), "crab", "ha", EQUIP)
    assert v.status == "illegal", v.reasons
