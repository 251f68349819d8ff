"""Gold production at the cost of a penalty on another card (issue 14; Costs and restrictions /
Gold production, and a stat cost changes in full): "Permanently give your target Personality
-2C to produce 3 Gold" (Chuda Agent). The reading, the source and its cost, the Good Faith
check, ``after_costs``, the goldfish simulation, and a brute-force cross-check of the card
chosen; the real card from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from model.common import CardType, Stat
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from model.oracle.production import analyse_production
from model.state import View
from solver.after_costs import after_costs
from solver.analysis.goldfish import model_gaps, simulation_library
from solver.good_faith import check
from solver.production import gold_sources, unread_producers
from solver.verdict import RECRUIT, Announcement

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"

_CHUDA = (
    ":bow:: Produce 2 Gold.<br>:bow:: Permanently give your target Personality -2C to produce "
    "3 Gold."
)


def _holding(text: str):  # type: ignore[no-untyped-def]
    return analyse_production(text, CardType.HOLDING)


def test_reading_a_penalty_on_a_target_as_the_cost() -> None:
    plain, penalty = _holding(_CHUDA).modes or ()
    assert (plain.gold, plain.penalize_other) == (2, None)
    assert (penalty.gold, penalty.bow, penalty.only_for) == (3, True, None)
    assert (penalty.penalty_stat, penalty.penalty) == (Stat.CHI, -2)
    assert penalty.penalize_other is not None
    assert penalty.penalize_other.type == (CardType.PERSONALITY,)
    assert penalty.penalize_other.controller.value == "you"
    (force,) = (
        _holding(":bow:: Permanently give your target Personality -1F to produce 2 Gold.").modes
        or ()
    )
    assert (force.penalty_stat, force.penalty, force.gold) == (Stat.FORCE, -1, 2)
    # not permanent, a keyword rather than a card type, or more than a fixed amount: refused
    for text in (
        ":bow:: Give your target Personality -2C to produce 3 Gold.",
        ":bow:: Permanently give your target Samurai -2C to produce 3 Gold.",
        ":bow:: Permanently give your target Personality -2C to produce 3 Gold which may only "
        "pay for a Samurai.",
        ":bow:: Permanently give your target Personality -2C to produce Gold equal to his Force.",
    ):
        analysis = _holding(text)
        assert analysis.modes is None and analysis.produces, text


def _pool(tmp: Path) -> CardPool:
    sets = tmp / "sets"
    sets.mkdir(exist_ok=True)
    person = {
        "types": ["Personality"],
        "decks": ["Dynasty"],
        "force": 2,
        "honor_requirement": 0,
        "personal_honor": 1,
        "clans": ["Crab"],
    }
    cards = [
        {"title": "Agent", "types": ["Holding"], "text": _CHUDA, "gold_cost": 2},
        {"title": "Poor Keep", "types": ["Stronghold"], "gold_production": 2, "clans": ["Crab"]},
        {"title": "Costly Samurai", "gold_cost": 5, "chi": 2, **person},
        {"title": "Wise One", "gold_cost": 3, "chi": 3, **person},
        {"title": "Frail One", "gold_cost": 3, "chi": 1, **person},
    ]
    (sets / "t.yaml").write_text(yaml.safe_dump({"set": "T", "cards": cards}))
    return CardPool.load([sets])


def _state(
    tmp: Path, pool: CardPool, home: list[str], more: list[dict[str, Any]] = (), **extra: Any
) -> LoadedState:
    cards = [
        {"id": "keep", "title": "Poor Keep", "owner": "crab", "zone": "home"},
        {"id": "agent", "title": "Agent", "owner": "crab", "zone": "home"},
        {
            "id": "sam",
            "title": "Costly Samurai",
            "owner": "crab",
            "zone": "province",
            "province": 1,
        },
    ]
    titles = {"wise": "Wise One", "frail": "Frail One"}
    cards += [
        {"id": c, "title": titles[c.rstrip("0123456789")], "owner": "crab", "zone": "home"}
        for c in home
    ]
    data = {
        "turn": 3,
        "active_player": "crab",
        "phase": "dynasty",
        "players": [{"id": "crab", "clan": "crab", "family_honor": 10}],
        "cards": cards + list(more),
        **extra,
    }
    path = tmp / "state.yaml"
    path.write_text(yaml.safe_dump(data))
    return load_state(path, cards=pool)


def test_the_source_names_the_card_and_the_check_pays_with_it(tmp_path: Path) -> None:
    pool = _pool(tmp_path)
    loaded = _state(tmp_path, pool, ["frail", "wise"])
    view = View.of(loaded.state, loaded.library)
    by_id = {s.id: s for s in gold_sources(view, "crab")}
    # the Personality with 1C can't lose 2C (Chi's minimum is 0): the one with 3C is chosen
    assert set(by_id) == {"keep", "agent:0", "agent:1@wise"}
    source = by_id["agent:1@wise"]
    assert (source.gold, source.group) == (3, "agent")
    assert source.extra_cost == "permanently give Wise One (wise) -2C"
    # 5 Gold: the Stronghold's 2 and the penalty's 3 (the plain 2 is short)
    v = check(loaded, "crab", "sam", RECRUIT)
    assert v.legal and v.witness is not None and v.witness.plan is not None
    used = {s for _, srcs in v.witness.plan.assignment for s in srcs}
    assert used == {"keep", "agent:1@wise"}
    after = after_costs(loaded, "crab", Announcement.of("sam", "recruit"))
    after_view = View.of(after.state, after.library)
    assert after_view.stat("wise", Stat.CHI) == 1 and after_view.card("agent").bowed
    assert not after_view.card("wise").bowed  # the cost bows nothing but the Agent


def test_no_card_to_pay_the_penalty_is_exact(tmp_path: Path) -> None:
    pool = _pool(tmp_path)
    # only a Personality with 1C: no cost can be paid, 4 Gold is short of 5 (exact)
    loaded = _state(tmp_path, pool, ["frail"])
    view = View.of(loaded.state, loaded.library)
    assert {s.id for s in gold_sources(view, "crab")} == {"keep", "agent:0"}
    assert unread_producers(view, "crab") == []
    assert check(loaded, "crab", "sam", RECRUIT).status == "illegal"
    # a Personality nobody may target: exact too
    shield = [{"kind": "may_not", "may_not": "be_targeted", "cards": {"title": "Wise One"}}]
    loaded = _state(tmp_path, pool, ["wise"], effects=shield)
    assert check(loaded, "crab", "sam", RECRUIT).status == "illegal"


def test_a_shield_limited_to_some_actions_is_unknown(tmp_path: Path) -> None:
    pool = _pool(tmp_path)
    shield = [
        {
            "kind": "may_not",
            "may_not": "be_targeted",
            "cards": {"title": "Wise One"},
            "actions": {"keyword": ["political"]},
        }
    ]
    loaded = _state(tmp_path, pool, ["wise"], effects=shield)
    view = View.of(loaded.state, loaded.library)
    assert {s.id for s in gold_sources(view, "crab")} == {"keep", "agent:0"}
    (why,) = unread_producers(view, "crab")
    assert why.startswith("Agent (agent)")
    assert check(loaded, "crab", "sam", RECRUIT).status == "unknown"


def test_the_simulation_does_not_use_it(tmp_path: Path) -> None:
    from model.decklist import parse_decklist

    pool = _pool(tmp_path)
    cards = {t: pool.resolve(t).card for t in ("Agent", "Poor Keep", "Wise One")}
    deck = parse_decklist("Stronghold\n1 Poor Keep\nDynasty\n3 Agent\n3 Wise One\n", "d.txt", cards)
    lib = simulation_library(deck)
    assert [(m.gold, m.penalize_other) for m in lib["Agent"].production] == [(2, None)]
    (gap,) = [g for g in model_gaps(deck) if g.title == "Agent"]
    assert gap.kind == "penalty"


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    chis=st.lists(st.integers(min_value=0, max_value=5), min_size=0, max_size=4),
    shielded=st.lists(st.booleans(), min_size=4, max_size=4),
    agents=st.integers(min_value=1, max_value=3),
)
def test_the_cards_chosen_match_a_brute_force(
    tmp_path: Path, chis: list[int], shielded: list[bool], agents: int
) -> None:
    """Each Agent's penalty goes to a Personality of the player's that may be targeted and
    still has 2C after the penalties given before in the same plan, so every source offered
    can be used together; as many Agents get one as the Chi allows in all (a brute force: the
    sum of Chi // 2 over the usable Personalities), the others are ``unknown`` reasons, and
    with no usable Personality there is no source and nothing unknown (an unconditional
    shield is exact)."""
    pool = _pool(tmp_path)
    more: list[dict[str, Any]] = [
        {
            "id": f"p{i}",
            "title": "Wise One",
            "owner": "crab",
            "zone": "home",
            "bowed": shielded[i],
            "modifiers": [{"stat": "chi", "amount": chi - 3}],
        }
        for i, chi in enumerate(chis)
    ]
    more += [
        {"id": f"agent{n}", "title": "Agent", "owner": "crab", "zone": "home"}
        for n in range(2, agents + 1)
    ]
    effects = [
        {
            "kind": "may_not",
            "may_not": "be_targeted",
            "cards": {"type": ["personality"], "bowed": True},
        }
    ]
    loaded = _state(tmp_path, pool, [], effects=effects, more=more)
    view = View.of(loaded.state, loaded.library)
    capacity = sum(chi // 2 for i, chi in enumerate(chis) if not shielded[i])
    paying = [s.id for s in gold_sources(view, "crab") if ":1@" in s.id]
    assert len(paying) == min(agents, capacity)
    given_to: dict[str, int] = {}
    for sid in paying:
        target = sid.split("@")[1]
        assert not shielded[int(target[1:])]
        given_to[target] = given_to.get(target, 0) + 2
    assert all(chis[int(c[1:])] >= taken for c, taken in given_to.items())
    unread = unread_producers(view, "crab")
    assert len(unread) == (agents - capacity if 0 < capacity < agents else 0)


@pytest.mark.skipif(not (DATA / "sets").is_dir(), reason="real card data is absent")
def test_real_card(pool: CardPool) -> None:
    card = pool.resolve("Chuda Agent").card
    assert not card.production_unread
    assert [(m.gold, m.penalty_stat, m.penalty) for m in card.production] == [
        (2, None, 0),
        (3, Stat.CHI, -2),
    ]
