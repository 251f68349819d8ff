"""A Gold surcharge on actions targeting one card (h39adv2 N1): "Other players' actions
targeting The Abbot cost 2 more Gold (even actions without Gold costs)." is a separate payment
owed only by target sets that target The Abbot (Costs and restrictions: additional costs from
effects outside the card; a separate effect's cost is a separate payment). Real cards by title
from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.announce import legal_announcements
from solver.decision import completions, decision_point
from solver.good_faith import check

_ABBOT = "The Abbot • Experienced 3"


def _card(cid: str, title: str, owner: str = "phoenix", zone: str = "home", **kw: Any) -> Any:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _board(pool: CardPool, *extra: Any, abbot_owner: str = "crab") -> LoadedState:
    """Phoenix (Shiro Shiba: 4 Gold) with Agasha Kodo, Paid Off (4) and Exchange of Letters (1)
    in hand; crab with The Abbot, its only unbowed Personality."""
    cards = [
        _card("shiba", "Shiro Shiba"),
        _card("kodo", "Agasha Kodo"),
        _card("po", "Paid Off", zone="hand"),
        _card("ex", "Exchange of Letters", zone="hand"),
        _card("hida", "Kyuden Hida", "crab", bowed=True),
        _card("abbot", _ABBOT, abbot_owner),
        *extra,
    ]
    data = {
        "turn": 5,
        "active_player": "phoenix",
        "phase": "action",
        "players": [
            {"id": "phoenix", "clan": "phoenix", "family_honor": 10},
            {"id": "crab", "clan": "crab", "family_honor": 10},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def test_a_target_set_without_the_abbot_pays_nothing_more(pool: CardPool) -> None:
    b = _board(pool)
    v = check(b, "phoenix", "po", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("kodo",)
    assert check(b, "phoenix", "po", 0, targets={"target1": ["kodo"]}).status == "legal"


def test_targeting_the_abbot_owes_two_more_gold(pool: CardPool) -> None:
    # 4 + 2 > Shiro Shiba's 4: illegal, the reason names the surcharge
    v = check(_board(pool), "phoenix", "po", 0, targets={"target1": ["abbot"]})
    assert v.status == "illegal", v.reasons
    assert "targeting The Abbot" in v.reasons[0]
    # control: a second source pays it
    w = check(
        _board(pool, _card("gm", "Gold Mine")), "phoenix", "po", 0, targets={"target1": ["abbot"]}
    )
    assert w.status == "legal", w.reasons
    assert w.witness is not None and w.witness.problem is not None
    assert sorted(p.cost for p in w.witness.problem.payments) == [2, 4]


def test_the_surcharge_is_a_separate_payment(pool: CardPool) -> None:
    # Exchange of Letters' only target2 is The Abbot: 1 + 2 in separate payments, and one
    # source's Gold can't be split between them (Shiro Shiba alone: illegal)
    v = check(_board(pool), "phoenix", "ex", 0)
    assert v.status == "illegal", v.reasons
    assert "separate payments" in v.reasons[0]
    w = check(_board(pool, _card("gm", "Gold Mine")), "phoenix", "ex", 0)
    assert w.status == "legal", w.reasons
    assert w.witness is not None and w.witness.targets["target2"] == ("abbot",)


def test_its_controllers_own_actions_pay_nothing_more(pool: CardPool) -> None:
    # control: "Other players' actions": The Abbot on phoenix's side costs phoenix nothing more
    v = check(
        _board(pool, abbot_owner="phoenix"), "phoenix", "po", 0, targets={"target1": ["abbot"]}
    )
    assert v.status == "legal", v.reasons


def test_the_listers_agree_with_check(pool: CardPool) -> None:
    b = _board(pool)
    listed = {
        (la.card, tuple(sorted(la.targets)))
        for la in legal_announcements(b, "phoenix", all_targets=True)
        if la.card in ("po", "ex")
    }
    assert ("po", (("target1", ("kodo",)),)) in listed
    assert not any("abbot" in str(t) for _, t in listed)
    assert not any(c == "ex" for c, _ in listed)
    reached = {
        (done.partial.card, tuple(sorted(done.partial.targets)))
        for _, done in completions(decision_point(b, "phoenix"))
        if done.partial.card in ("po", "ex")
    }
    assert reached and not any("abbot" in str(t) for _, t in reached)
