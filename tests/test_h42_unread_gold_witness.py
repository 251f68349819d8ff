"""h42sensei 3: a Gold source whose text was not read is named where it makes the answer
doubtful: a shortfall it might close is ``unknown`` naming the card and its sentence, and a
legal plan it might make cheaper is "not proven cheapest" naming them too (the witness's
``doubts``: in its words and the JSON's ``gold_plan_doubts``). Jade Mine ("When this Holding
produces Gold, you may give it +1GP (this turn); ..."; the export gives no Gold Production
stat) and Suana Dojo ("This Holding has -1GP while your Stronghold's Gold Production is 4 or
greater.") are Gold production ``goodfaith cards coverage`` lists as not modelled."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.load import as_view
from model.oracle.pool import CardPool
from solver.explain import verdict_json, witness_text
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import pool_state

_JADE = "give it +1GP (this turn)"


def _board(tmp: Path, pool: CardPool, holding: str | None) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "a", "zone": "home"},
        {"id": "p1", "title": "Kaiu Watsuki", "owner": "a", "zone": "province", "province": 1},
        {"id": "p2", "title": "Kaiu Seison", "owner": "a", "zone": "province", "province": 2},
        {"id": "shamate", "title": "Shamate Keep", "owner": "b", "zone": "home"},
    ]
    if holding is not None:
        cards.append({"id": "gold", "title": holding, "owner": "a", "zone": "home"})
    players = [
        {"id": "a", "clan": "crab", "family_honor": 10},
        {"id": "b", "clan": "lion", "family_honor": 9},
    ]
    name = (holding or "none").replace(" ", "")
    return pool_state(tmp, pool, cards, name, phase="dynasty", turn=4, players=players)


def test_a_shortfall_the_unread_holding_may_close_names_it(tmp_path: Path, pool: Any) -> None:
    """Kaiu Watsuki (6) from Kyuden's 4: Jade Mine might pay the rest."""
    v = check(_board(tmp_path, pool, "Jade Mine"), "a", "p1", RECRUIT)
    assert v.status == "unknown", v.reasons
    assert "Jade Mine (gold)" in v.reasons[0] and _JADE in v.reasons[0]


def test_a_legal_plan_names_the_unread_holding(tmp_path: Path, pool: Any) -> None:
    """Kaiu Seison (4) paid by Kyuden: legal, but Jade Mine's Gold is not known, so the plan is
    not proven cheapest, and its words and JSON say which card and sentence."""
    state = _board(tmp_path, pool, "Jade Mine")
    v = check(state, "a", "p2", RECRUIT, cheapest=True)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and not v.witness.plan_optimal
    (doubt,) = v.witness.doubts
    assert doubt.startswith("Jade Mine (gold)") and _JADE in doubt
    said = witness_text(as_view(state), v)
    assert "(may be cheaper: not modelled: Jade Mine (gold)" in said and _JADE in said
    assert said.endswith("(not proven cheapest)")
    assert verdict_json(as_view(state), v)["witness"]["gold_plan_doubts"] == [doubt]


def test_suana_dojo_is_named_as_well(tmp_path: Path, pool: Any) -> None:
    """Another unread Gold Holding (Gold text not understood): the same, both ways."""
    state = _board(tmp_path, pool, "Suana Dojo")
    short = check(state, "a", "p1", RECRUIT)
    assert short.status == "unknown" and "Suana Dojo (gold)" in short.reasons[0]
    v = check(state, "a", "p2", RECRUIT, cheapest=True)
    assert v.status == "legal" and v.witness is not None
    assert any(d.startswith("Suana Dojo (gold)") and "-1GP" in d for d in v.witness.doubts)


def test_control_without_it_the_answers_are_settled(tmp_path: Path, pool: Any) -> None:
    """Control: no unread source: Watsuki illegal, Seison's plan proven cheapest, no doubts."""
    state = _board(tmp_path, pool, None)
    assert check(state, "a", "p1", RECRUIT).status == "illegal"
    v = check(state, "a", "p2", RECRUIT, cheapest=True)
    assert v.status == "legal" and v.witness is not None and v.witness.plan_optimal
    assert v.witness.doubts == ()
    assert "not proven" not in witness_text(as_view(state), v)
    assert verdict_json(as_view(state), v)["witness"]["gold_plan_doubts"] == []


def test_control_a_read_holding_is_not_a_doubt(tmp_path: Path, pool: Any) -> None:
    """Control: Iron Mine (read) beside Kyuden: Seison's plan is proven, nothing named."""
    v = check(_board(tmp_path, pool, "Iron Mine"), "a", "p2", RECRUIT, cheapest=True)
    assert v.status == "legal" and v.witness is not None and v.witness.plan_optimal
    assert v.witness.doubts == ()


def _nishigori(tmp: Path, pool: CardPool, title: str) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "a", "zone": "home"},
        {"id": "iron", "title": "Iron Mine", "owner": "a", "zone": "home"},
        {"id": "copper", "title": "Copper Mine", "owner": "a", "zone": "home"},
        {"id": "gm", "title": "Gold Mine", "owner": "a", "zone": "home"},
        {"id": "p1", "title": title, "owner": "a", "zone": "province", "province": 1},
        {"id": "shamate", "title": "Shamate Keep", "owner": "b", "zone": "home"},
    ]
    players = [
        {"id": "a", "clan": "crab", "family_honor": 10},
        {"id": "b", "clan": "lion", "family_honor": 9},
    ]
    name = title.replace(" ", "")
    return pool_state(tmp, pool, cards, name, phase="dynasty", turn=4, players=players)


def test_the_card_s_own_unread_reduction_is_named(tmp_path: Path, pool: Any) -> None:
    """Yoritomo Nishigori's "Courtesy: Nishigori enters play for 1 less Gold." (not read; the
    README's h29adv2 F16 example): his Recruit (7, and the Clan Honor Rule's 2 for a Crab
    player) is paid, not proven cheapest, and the witness names that sentence."""
    state = _nishigori(tmp_path, pool, "Yoritomo Nishigori")
    v = check(state, "a", "p1", RECRUIT, cheapest=True)
    assert v.status == "legal" and v.witness is not None and not v.witness.plan_optimal
    assert any("Nishigori enters play for 1 less Gold" in d for d in v.witness.doubts)
    assert "Nishigori enters play for 1 less Gold" in witness_text(as_view(state), v)


def test_control_a_personality_without_it_is_proven(tmp_path: Path, pool: Any) -> None:
    """Control: Kaiu Watsuki (6, no such text) on the same board: proven, nothing named."""
    v = check(_nishigori(tmp_path, pool, "Kaiu Watsuki"), "a", "p1", RECRUIT, cheapest=True)
    assert v.status == "legal" and v.witness is not None and v.witness.plan_optimal
    assert v.witness.doubts == ()


def test_tanimura_s_action_gold_is_named(pool: Any) -> None:
    """Yasuki Tanimura's Gold that may only pay for an action, left open for a Recruit
    (h41fix W2): the plan not proven cheapest names it; bowed (control) nothing is named."""
    from tests.test_h41fix_boards import _recruit_board

    v = check(_recruit_board(pool, False), "phoenix", "p1", RECRUIT, cheapest=True)
    assert v.status == "legal" and v.witness is not None and not v.witness.plan_optimal
    assert any(d.startswith("Yasuki Tanimura (tani)") for d in v.witness.doubts)
    bowed = check(_recruit_board(pool, True), "phoenix", "p1", RECRUIT, cheapest=True)
    assert bowed.witness is not None and bowed.witness.doubts == ()


def test_an_action_s_own_unread_reduction_is_named() -> None:
    """An action's own "This ability's Gold cost is 0 if ..." (Versatile Army's sentence, not
    read; ``solver.own_cost_reductions``): paid at the full cost, not proven cheapest, the
    sentence named (the controls above: a plan proven names nothing)."""
    from tests.test_own_cost_reductions import SAID, _status

    v = _status(5)
    assert v.status == "legal" and v.witness is not None and not v.witness.plan_optimal
    assert v.witness.doubts == (f"T Army: {SAID}",)
