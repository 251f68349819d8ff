"""Required targeting (Abilities and actions / B; FAQ "What are required targets?")."""

from __future__ import annotations

from typing import Any

from model.cards import CardDef
from solver.targeting import (
    brute_force_target_sets,
    build_problem,
    count_target_sets,
    iter_target_sets,
    solve,
)
from tests.builders import card, state, view

BATTLE = {
    "segment": "combat",
    "current_battlefield": "p1",
    "attacker": "me",
    "battlefields": ["p1"],
}

RESTORING_ORDER = {
    "title": "T Restoring Order",
    "type": "strategy",
    "gold_cost": 0,
    "abilities": [
        {
            "designators": ["battle"],
            "keywords": ["political"],
            "targets": [
                {
                    "name": "magistrate",
                    "block": "constraints",
                    "performer": True,
                    "select": {
                        "controller": "you",
                        "type": "personality",
                        "keyword": "magistrate",
                        "bowed": False,
                    },
                },
                {
                    "name": "victim",
                    "select": {"type": "personality", "opposing": "magistrate"},
                    "where": "victim.personal_honor < magistrate.chi",
                },
            ],
        }
    ],
}

RAPID_DEPLOYMENT = {
    "title": "T Rapid Deployment",
    "type": "strategy",
    "gold_cost": 0,
    "abilities": [
        {
            "designators": ["battle"],
            "targets": [
                {
                    "name": "samurai",
                    "block": "constraints",
                    "select": {
                        "controller": "you",
                        "type": "personality",
                        "keyword": "samurai",
                        "location": "current_battlefield",
                    },
                },
                {
                    "name": "units",
                    "count": 2,
                    "select": {
                        "controller": "you",
                        "type": "personality",
                        "location": "not_current_battlefield",
                    },
                },
            ],
            "effects": [{"move": {"subject": "units", "to": "current_battlefield"}}],
        }
    ],
}


def _ability(loaded: Any, title: str) -> Any:
    definition: CardDef = loaded.library[title]
    return definition.abilities[0]


def _problem(loaded: Any, title: str, source: str = "s1") -> Any:
    return build_problem(view(loaded), "me", source, _ability(loaded, title))


def _bf(problem: Any) -> list[dict[str, tuple[str, ...]]]:
    return brute_force_target_sets(problem)


def test_restoring_order_legal_when_a_victim_opposes_with_lower_honor() -> None:
    loaded = state(
        [
            card("mag", "T Magistrate", "me", "battlefield", battlefield="p1"),
            card("v1", "T Samurai", "opp", "battlefield", battlefield="p1"),  # PH 2 < Chi 3
            card("s1", "T Restoring Order", "me", "hand"),
        ],
        RESTORING_ORDER,
        **BATTLE,
    )
    problem = _problem(loaded, "T Restoring Order")
    result = solve(problem)
    assert result.possible
    assert result.witness == {"magistrate": ("mag",), "victim": ("v1",)}
    assert list(iter_target_sets(problem)) == _bf(problem)


def test_restoring_order_illegal_when_honor_not_less_than_chi() -> None:
    loaded = state(
        [
            card("mag", "T Magistrate", "me", "battlefield", battlefield="p1"),
            card("v1", "T Monk", "opp", "battlefield", battlefield="p1"),  # PH 3 = Chi 3
            card("v2", "T Samurai", "opp", "home"),  # not opposing
            card("s1", "T Restoring Order", "me", "hand"),
        ],
        RESTORING_ORDER,
        **BATTLE,
    )
    result = solve(_problem(loaded, "T Restoring Order"))
    assert not result.possible
    assert result.slot == "victim"
    assert "victim" in (result.reason or "")


def test_restoring_order_needs_an_unbowed_magistrate() -> None:
    loaded = state(
        [
            card("mag", "T Magistrate", "me", "battlefield", battlefield="p1", bowed=True),
            card("v1", "T Samurai", "opp", "battlefield", battlefield="p1"),
            card("s1", "T Restoring Order", "me", "hand"),
        ],
        RESTORING_ORDER,
        **BATTLE,
    )
    result = solve(_problem(loaded, "T Restoring Order"))
    assert not result.possible and result.slot == "magistrate"
    assert "unbowed Magistrate" in (result.reason or "")


def _rapid(units_elsewhere: int) -> Any:
    cards = [
        card("sam", "T Samurai", "me", "battlefield", battlefield="p1"),
        card("s1", "T Rapid Deployment", "me", "hand"),
    ]
    for i in range(units_elsewhere):
        cards.append(card(f"u{i}", "T Brute", "me", "home"))
    return state(cards, RAPID_DEPLOYMENT, **BATTLE)


def test_rapid_deployment_needs_two_units_not_there() -> None:
    result = solve(_problem(_rapid(1), "T Rapid Deployment"))
    assert not result.possible
    assert result.slot == "units"
    assert "you have one" in (result.reason or "")
    assert "not at the current battlefield" in (result.reason or "")


def test_rapid_deployment_two_units_is_one_unordered_set() -> None:
    problem = _problem(_rapid(3), "T Rapid Deployment")
    sets = list(iter_target_sets(problem))
    assert count_target_sets(problem) == 3  # C(3, 2), no duplicate permutations
    assert sets == _bf(problem)
    assert all(len(s["units"]) == 2 and s["units"][0] < s["units"][1] for s in sets)


def _single(target: dict[str, Any], cards: list[dict[str, Any]], **kw: Any) -> Any:
    ability = {"designators": ["open"], "targets": [target]}
    loaded = state(
        [*cards, card("s1", "T Ability", "me", "hand")],
        {"title": "T Ability", "type": "strategy", "gold_cost": 0, "abilities": [ability]},
        **kw,
    )
    return solve(_problem(loaded, "T Ability"))


HOLDING = {"type": "holding"}


def test_up_to_targeting_is_optional() -> None:
    spec = {"name": "h", "select": HOLDING, "count": 3, "up_to": True}
    assert _single(spec, []).possible
    assert not _single({"name": "h", "select": HOLDING, "count": 3}, []).possible


def test_may_target_is_optional() -> None:
    assert _single({"name": "h", "select": HOLDING, "optional": True}, []).possible
    assert not _single({"name": "h", "select": HOLDING}, []).possible


def test_delayed_targeting_is_not_required() -> None:
    assert _single({"name": "h", "select": HOLDING, "timing": "delayed"}, []).possible


def test_targeting_known_only_later_is_not_required() -> None:
    assert _single({"name": "h", "select": HOLDING, "timing": "after"}, []).possible


def test_count_fixed_by_a_condition_known_now() -> None:
    spec = {
        "name": "h",
        "select": HOLDING,
        "count": 1,
        "count_when": [{"condition": {"your_turn": False}, "count": 2}],
    }
    one = [card("m1", "T Mine", "opp")]
    assert _single(spec, one, active_player="me").possible  # your turn: 1 Holding
    res = _single(spec, one, active_player="opp")  # not your turn: 2 Holdings
    assert not res.possible and "there is one: T Mine" in (res.reason or "")


def test_targeting_shared_by_alternatives_is_required() -> None:
    choice = {
        "one_of": [
            [
                {"name": "p", "select": {"type": "personality", "controller": "you"}},
                {"name": "p2", "select": {"type": "personality", "controller": "you"}},
            ],
            [
                {"name": "p", "select": {"type": "personality", "controller": "you"}},
                {"name": "h", "select": {"type": "holding", "controller": "you"}},
            ],
        ]
    }
    ability = {"designators": ["open"], "targets": [choice]}
    base = {"title": "T Ability", "type": "strategy", "gold_cost": 0, "abilities": [ability]}
    one_personality = state(
        [card("x", "T Samurai", "me"), card("s1", "T Ability", "me", "hand")], base
    )
    res = solve(_problem(one_personality, "T Ability"))
    assert res.possible and res.witness == {"p": ("x",)}
    none = state([card("m", "T Mine", "me"), card("s1", "T Ability", "me", "hand")], base)
    assert not solve(_problem(none, "T Ability")).possible


def test_may_not_be_targeted_removes_candidates() -> None:
    effects = [{"kind": "may_not", "may_not": "be_targeted", "cards": {"title": "T Mine"}}]
    spec = {"name": "h", "select": HOLDING}
    refused = _single(spec, [card("m1", "T Mine", "opp")], effects=effects)
    assert not refused.possible
    # the refusal names what kept the card out, not "there are none" alone (h38adv4 W4)
    assert "kept out by an effect (may not be targeted): T Mine" in (refused.reason or "")
    assert _single(spec, [card("m1", "T Mine", "opp")]).possible


def test_other_than_source_and_grouped_hall_rejection() -> None:
    spec = {"name": "two", "count": 2, "select": {"type": "personality", "other_than": "source"}}
    ability = {"designators": ["limited"], "targets": [spec]}
    loaded = state(
        [card("a", "T Samurai", "me"), card("b", "T Monk", "me")],
        None,
    )
    from pydantic import TypeAdapter

    from model.abilities import Ability

    ab = TypeAdapter(Ability).validate_python(ability)
    problem = build_problem(view(loaded), "me", "a", ab)
    res = solve(problem)
    assert not res.possible and "there is one: T Monk" in (res.reason or "")
    assert "other than this card" in (res.reason or "")  # no internal notation
