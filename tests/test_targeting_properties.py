"""Property tests: ``solver.targeting`` agrees with its brute-force reference.

Random small states (two players, a few Personalities and Holdings, sometimes a battle) and
random abilities (1-3 targets with selectors, grouped counts, "may"/"up to", relations to other
targets: ``opposing``, ``other_than``, ``same_location_as``, ``where`` comparisons, ``where_when``
alternatives under a condition) are written
as plain data and validated by the loader, so the ability language is exercised end to end.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, event, given, note, settings
from hypothesis import strategies as st

from model.abilities import Ability
from solver.targeting import (
    CardCheck,
    TargetingProblem,
    brute_force_target_sets,
    build_problem,
    count_target_sets,
    hall_violation,
    iter_target_sets,
    solve,
)
from tests.builders import card, state, view

PERSONALITIES = ["T Samurai", "T Magistrate", "T Brute", "T Monk"]
HOLDING = "T Mine"
SOURCE_TITLE = "T Generated"
NAMES = ["a", "b", "c"]
STATS = [
    "chi",
    "force",
    "personal_honor",
    "honor_requirement",
    "gold_cost",
    "focus",  # only Followers have Focus: a missing stat never compares true
    "total_force",
    "total_gold_cost",
    "attachments",
    "family_honor",
]
OPS = ["<", "<=", ">", ">=", "==", "!="]
BOTH = ["personality", "holding"]


# ----------------------------------------------------------------------------------- states
def _one_in(draw: st.DrawFn, k: int) -> bool:
    """True with probability about 1/k (``sampled_from`` draws near-uniformly)."""
    return bool(draw(st.sampled_from([False] * (k - 1) + [True])))


@st.composite
def in_play_cards(draw: st.DrawFn) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """2-7 cards in play (plus sometimes Followers on a Personality) and the turn data
    (sometimes a battle at p1, sometimes an effect making bowed cards untargetable)."""
    combat = draw(st.booleans())
    n = draw(st.sampled_from([2, 3, 4, 4, 5, 5, 6, 6, 7, 7]))
    cards: list[dict[str, Any]] = []
    for i in range(n):
        is_holding = _one_in(draw, 5)
        owner = draw(st.sampled_from(["me", "opp"]))
        extra: dict[str, Any] = {}
        if _one_in(draw, 5):
            extra["controller"] = "opp" if owner == "me" else "me"
        if _one_in(draw, 3):
            extra["bowed"] = True
        if is_holding:
            cards.append(card(f"c{i}", HOLDING, owner, "home", **extra))
            continue
        if _one_in(draw, 4):
            extra["dishonorable"] = True
        if _one_in(draw, 4):
            stat = draw(st.sampled_from(["chi", "force", "personal_honor"]))
            extra["modifiers"] = [{"stat": stat, "amount": draw(st.sampled_from([-2, -1, 1, 2]))}]
        place = draw(st.sampled_from(["home", "p1", "p1", "p2"] if combat else ["home", "p1"]))
        if place != "home":
            extra["battlefield"] = place
        zone = "home" if place == "home" else "battlefield"
        cards.append(card(f"c{i}", draw(st.sampled_from(PERSONALITIES)), owner, zone, **extra))
        for j in range(draw(st.sampled_from([0, 0, 0, 1, 2]))):  # Followers in the unit
            follower: dict[str, Any] = {"attached_to": f"c{i}"}
            for key in ("controller", "battlefield"):
                if key in extra:
                    follower[key] = extra[key]
            cards.append(card(f"f{i}{j}", "T Follower", owner, zone, **follower))
    turn: dict[str, Any] = {"active_player": draw(st.sampled_from(["me", "opp"]))}
    if _one_in(draw, 5):  # "bowed cards may not be targeted"
        turn["effects"] = [{"kind": "may_not", "may_not": "be_targeted", "cards": {"bowed": True}}]
    if combat:
        turn |= {
            "segment": "combat",
            "current_battlefield": "p1",
            "battlefields": ["p1"],
            "attacker": draw(st.sampled_from(["me", "opp"])),
        }
    return cards, turn


# -------------------------------------------------------------------------------- abilities
def _term(draw: st.DrawFn, names: list[str]) -> str:
    if _one_in(draw, 5):
        return str(draw(st.sampled_from([-1, 0, 1, 2, 3, 4, 5])))
    ref = "source" if _one_in(draw, 8) else draw(st.sampled_from(names))
    text = f"{ref}.{draw(st.sampled_from(STATS))}"
    if _one_in(draw, 5):
        text += f" + {draw(st.sampled_from([1, 2]))}"
    return text


@st.composite
def selectors(draw: st.DrawFn, others: list[str]) -> dict[str, Any]:
    sel: dict[str, Any] = {}
    kind = draw(
        st.sampled_from(
            [None, None, "personality", "personality", "personality", "holding", "follower", BOTH]
        )
    )
    if kind is not None:
        sel["type"] = kind
    controller = draw(st.sampled_from([None, None, "you", "opponent", "any"]))
    if controller is not None:
        sel["controller"] = controller
    if _one_in(draw, 4):
        sel["bowed"] = draw(st.booleans())
    if _one_in(draw, 6):
        sel["dishonorable"] = draw(st.booleans())
    if _one_in(draw, 4):
        sel["location"] = draw(
            st.sampled_from(
                ["home", "battlefield", "current_battlefield", "not_current_battlefield"]
            )
        )
    if others and _one_in(draw, 4):
        sel["opposing"] = draw(st.sampled_from(others))
    if others and _one_in(draw, 6):
        sel["same_location_as"] = draw(st.sampled_from(others))
    if others and _one_in(draw, 6):  # "with an attachment other than <targets>"
        sel["has_attachment"] = {
            "other_than": draw(st.lists(st.sampled_from(others), min_size=1, max_size=2))
        }
    if _one_in(draw, 3):
        pool = [*others, "source"]
        sel["other_than"] = draw(st.lists(st.sampled_from(pool), min_size=1, max_size=2))
    if _one_in(draw, 8):  # "with the highest Personal Honor at the current battlefield"
        stat = draw(st.sampled_from(["chi", "force", "personal_honor"]))
        sel["extreme"] = {"stat": stat, "highest": draw(st.booleans())}
    return sel


@st.composite
def _limit_conditions(draw: st.DrawFn, name: str) -> dict[str, Any]:
    """A condition of a ``where_when`` alternative: on the target itself, or on the board."""
    return dict(
        draw(
            st.sampled_from(
                [
                    {"card": name, "matches": {"dishonorable": True}},
                    {"card": name, "matches": {"type": "personality"}},
                    {"card": name, "matches": {"bowed": False}},
                    {"control": {"select": {"type": "holding"}}},
                    {"your_turn": True},
                    {"all_of": [{"card": name, "matches": {"bowed": True}}, {"your_turn": False}]},
                ]
            )
        )
    )


@st.composite
def abilities(draw: st.DrawFn) -> dict[str, Any]:
    """1-3 targets named a, b, c (sometimes as one alternative of a choice); relations only
    name targets of the same ability."""
    names = NAMES[: draw(st.sampled_from([1, 2, 2, 3, 3]))]
    targets: list[dict[str, Any]] = []
    for name in names:
        others = [n for n in names if n != name]
        spec: dict[str, Any] = {
            "name": name,
            "select": draw(selectors(others)),
            "count": draw(st.sampled_from([1, 1, 1, 1, 1, 2, 2, 3])),
        }
        if _one_in(draw, 8):  # chosen, not targeted: "may not be targeted" does not apply
            spec["choose"] = True
        if _one_in(draw, 8):
            spec["optional"] = True
        elif _one_in(draw, 8):
            spec["up_to"] = True
        if _one_in(draw, 8):  # count fixed now by a condition known now
            condition = {"your_turn": draw(st.booleans())}
            spec["count_when"] = [
                {"condition": condition, "count": draw(st.sampled_from([0, 1, 2]))}
            ]
        # "b.chi > a.personal_honor": usually this target against another one
        wheres = [
            f"{_term(draw, [name])} {draw(st.sampled_from(OPS))} {_term(draw, others or [name])}"
            for _ in range(draw(st.sampled_from([0, 0, 0, 1, 1, 2])))
        ]
        if wheres:
            spec["where"] = wheres
        if _one_in(draw, 5):
            # an attack's higher strength under a condition ("Fear 2, or Fear 4 if the target
            # is dishonorable"): its limits name only the target itself and the source
            spec["where"] = [f"{name}.force <= {draw(st.sampled_from([0, 1, 2]))}"]
            spec["where_when"] = [
                {"condition": draw(_limit_conditions(name)), "where": [f"{name}.{stat} <= {n}"]}
                for stat, n in draw(
                    st.lists(
                        st.tuples(st.sampled_from(["force", "chi"]), st.sampled_from([2, 3, 4])),
                        min_size=1,
                        max_size=2,
                    )
                )
            ]
        targets.append(spec)
    if len(targets) > 1 and _one_in(draw, 6):
        # alternatives: only the targeting shared by both (the first target) is required
        other = [targets[0], {"name": "d", "select": {"type": "holding"}}]
        return {"designators": ["open"], "targets": [{"one_of": [targets, other]}]}
    return {"designators": ["open"], "targets": targets}


def _problem(
    cards: list[dict[str, Any]],
    turn: dict[str, Any],
    ability: dict[str, Any],
    extra: dict[str, CardCheck] | None = None,
) -> Any:
    definition = {"title": SOURCE_TITLE, "type": "strategy", "gold_cost": 0}
    definition["abilities"] = [ability]
    loaded = state([*cards, card("src", SOURCE_TITLE, "me", "hand")], definition, **turn)
    parsed: Ability = loaded.library[SOURCE_TITLE].abilities[0]
    return build_problem(view(loaded), "me", "src", parsed, extra)


Spec = dict[str, Any]


def _map_specs(ability: dict[str, Any], fn: Callable[[Spec], Spec]) -> dict[str, Any]:
    """The ability with ``fn`` applied to every target spec (inside alternatives too)."""

    def one(t: Spec) -> Spec:
        if "one_of" in t:
            return {"one_of": [[fn(x) for x in option] for option in t["one_of"]]}
        return fn(t)

    return {**ability, "targets": [one(t) for t in ability["targets"]]}


def _describe(problem: TargetingProblem) -> str:
    return f"specs={[(s.name, n) for s, n in problem.specs]} domains={dict(problem.domains)}"


# ------------------------------------------------------------------------------- properties
@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(in_play_cards(), abilities(), st.sampled_from([None, None, "c0", "c1"]))
def test_solver_agrees_with_brute_force(
    setup: tuple[list[dict[str, Any]], dict[str, Any]],
    ability: dict[str, Any],
    excluded: str | None,
) -> None:
    cards, turn = setup
    # a further per-card check on target a (Good Faith adds "can pay the cost on it")
    extra = {"a": lambda c: c != excluded} if excluded else None
    problem = _problem(cards, turn, ability, extra)
    note(_describe(problem))
    brute = brute_force_target_sets(problem)
    listed = list(iter_target_sets(problem))

    result = solve(problem)
    event(f"required targets: {len(problem.specs)}")
    hall = hall_violation(problem)
    event("fast Hall rejection" if hall else f"possible: {bool(brute)}")
    assert result.possible == bool(brute), result.reason
    if result.possible:
        assert result.witness in brute
        assert result.reason is None
    else:
        assert result.witness is None and result.reason
        assert result.slot is None or result.slot in {s.name for s, _ in problem.specs}

    assert listed == brute  # same sets, same order
    frozen = [tuple(sorted(ts.items())) for ts in listed]
    assert len(set(frozen)) == len(frozen)  # no duplicates
    assert count_target_sets(problem) == len(brute)
    for ts in listed:  # grouped targets: distinct, unordered (sorted), with the count now
        for spec, n in problem.specs:
            assert len(ts[spec.name]) == n
            assert list(ts[spec.name]) == sorted(set(ts[spec.name]))
    if hall is not None:
        assert brute == []


@settings(max_examples=60, deadline=None)
@given(in_play_cards(), abilities())
def test_optional_targets_are_never_required(
    setup: tuple[list[dict[str, Any]], dict[str, Any]], ability: dict[str, Any]
) -> None:
    """Making every target "may target" leaves nothing required; so does "up to"."""
    cards, turn = setup
    for flag in ("optional", "up_to"):

        def relax(t: Spec, flag: str = flag) -> Spec:
            return {**t, flag: True}

        relaxed = _map_specs(ability, relax)
        problem = _problem(cards, turn, relaxed)
        assert problem.specs == ()
        assert solve(problem).possible
        assert list(iter_target_sets(problem)) == [{}]


@settings(max_examples=60, deadline=None)
@given(in_play_cards(), abilities())
def test_more_candidates_never_make_targeting_impossible(
    setup: tuple[list[dict[str, Any]], dict[str, Any]], ability: dict[str, Any]
) -> None:
    """Dropping unary filters (bowed, dishonorable) only widens domains: every target set stays
    legal when the relational constraints are unchanged."""
    cards, turn = setup
    before = brute_force_target_sets(_problem(cards, turn, ability))
    unfiltered = ("bowed", "dishonorable", "extreme")  # (fewer cards compared: not wider)
    wider = _map_specs(
        ability,
        lambda t: {**t, "select": {k: v for k, v in t["select"].items() if k not in unfiltered}},
    )
    after = brute_force_target_sets(_problem(cards, turn, wider))
    key = [tuple(sorted(ts.items())) for ts in after]
    assert all(tuple(sorted(ts.items())) in key for ts in before)
    assert len(after) >= len(before)


# -------------------------------------------------------------------- regressions found here
def _fixed(cards: list[dict[str, Any]], targets: list[dict[str, Any]]) -> Any:
    return _problem(cards, {"active_player": "me"}, {"designators": ["open"], "targets": targets})


def test_two_targets_other_than_the_same_one_may_share_a_card() -> None:
    """b and c must each differ from a, not from each other: 2 cards are enough for 3 slots."""
    cards = [card("x", "T Samurai", "me"), card("y", "T Monk", "me")]
    problem = _fixed(
        cards,
        [
            {"name": "a", "select": {"type": "personality"}},
            {"name": "b", "select": {"type": "personality", "other_than": "a"}},
            {"name": "c", "select": {"type": "personality", "other_than": "a"}},
        ],
    )
    assert hall_violation(problem) is None
    sets = list(iter_target_sets(problem))
    assert sets == brute_force_target_sets(problem)
    assert {"a": ("x",), "b": ("y",), "c": ("y",)} in sets
    assert solve(problem).possible


def test_other_than_still_rejects_fast_when_too_few_cards() -> None:
    cards = [card("x", "T Samurai", "me"), card("y", "T Monk", "me")]
    problem = _fixed(
        cards,
        [
            {"name": "a", "count": 2, "select": {"type": "personality"}},
            {"name": "b", "select": {"type": "personality", "other_than": "a"}},
        ],
    )
    assert hall_violation(problem) == ("a", 3, 2)
    assert brute_force_target_sets(problem) == []
    res = solve(problem)
    # a alone can take both cards: b, which must differ from it, is the target that fails
    # (h38adv3 W6; the reason named a's count, 3, as if a needed three cards)
    assert not res.possible and res.slot == "b"
    assert res.reason is not None and res.reason.startswith("b: no Personality other than a")


def test_exhaustive_small_cases_agree() -> None:
    """Every ordered pair of simple selectors with an ``opposing`` link, on a fixed battle."""
    cards = [
        card("m1", "T Magistrate", "me", "battlefield", battlefield="p1"),
        card("m2", "T Samurai", "me", "battlefield", battlefield="p1", bowed=True),
        card("o1", "T Monk", "opp", "battlefield", battlefield="p1"),
        card("o2", "T Brute", "opp", "battlefield", battlefield="p2"),
        card("h1", "T Mine", "me", "home"),
    ]
    turn = {
        "active_player": "me",
        "segment": "combat",
        "current_battlefield": "p1",
        "battlefields": ["p1"],
    }
    simple: list[dict[str, Any]] = [{}, {"controller": "you"}, {"controller": "opponent"}]
    simple.append({"bowed": False})
    checked = 0
    for s1, s2, count in itertools.product(simple, simple, (1, 2)):
        targets = [
            {"name": "a", "select": s1},
            {"name": "b", "count": count, "select": {**s2, "opposing": "a"}},
        ]
        problem = _problem(cards, turn, {"designators": ["open"], "targets": targets})
        brute = brute_force_target_sets(problem)
        assert list(iter_target_sets(problem)) == brute
        assert solve(problem).possible == bool(brute)
        checked += bool(brute)
    assert checked > 0  # some cases are possible, so the comparison is not vacuous


def test_has_attachment_other_than_two_targets_is_one_attachment() -> None:
    """ "A Personality with an attachment other than a and b" needs one attachment that is
    neither; a Personality whose only attachments are a and b does not qualify."""
    cards = [
        card("p", "T Samurai", "me"),
        card("f1", "T Follower", "me", attached_to="p"),
        card("f2", "T Follower", "me", attached_to="p"),
    ]
    targets = [
        {"name": "a", "select": {"type": "follower"}},
        {"name": "b", "select": {"type": "follower", "other_than": "a"}},
        {
            "name": "c",
            "select": {"type": "personality", "has_attachment": {"other_than": ["a", "b"]}},
        },
    ]
    problem = _fixed(cards, targets)
    assert brute_force_target_sets(problem) == []
    assert list(iter_target_sets(problem)) == []
    res = solve(problem)
    assert not res.possible and res.slot == "c"
    third = _fixed([*cards, card("f3", "T Follower", "me", attached_to="p")], targets)
    sets = list(iter_target_sets(third))
    assert sets == brute_force_target_sets(third)
    assert len(sets) == 6  # ordered (a, b) pairs of distinct Followers; a third one remains


def test_count_fixed_at_zero_now_requires_nothing() -> None:
    """ "Target a Holding, or no Holding on your turn": on your turn nothing is required."""
    spec = {
        "name": "h",
        "select": {"type": "holding"},
        "count_when": [{"condition": {"your_turn": True}, "count": 0}],
    }
    cards = [card("x", "T Samurai", "me")]
    now = _fixed(cards, [spec])
    assert now.specs == ()
    assert solve(now).possible and list(iter_target_sets(now)) == [{}]
    later = _problem(cards, {"active_player": "opp"}, {"designators": ["open"], "targets": [spec]})
    assert [(s.name, n) for s, n in later.specs] == [("h", 1)]
    res = solve(later)
    assert not res.possible and res.slot == "h"
    assert brute_force_target_sets(later) == []
