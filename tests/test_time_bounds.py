"""Time bounds: every solver call has a limit, and hitting it says "unknown", never a false
"illegal" (Good Faith verdicts: legal / illegal / unknown).

Heavy boards are built from ``tests.builders`` definitions (no Oracle data needed): Magistrates
and opposing Personalities (hundreds of target sets, each with a cost on the target) with Gold
costs that can't be split the way they would need; three required targets whose relations
form a cycle (a backtracking search that takes most of a second); and 1000 cards in play with
200 Gold sources.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from model.load import LoadedState, parse_state
from model.state import View
from model.token_vocabulary import data_tokens
from solver import gold
from solver.announce import check_all, legal_announcements
from solver.good_faith import check
from tests.builders import DEFS, card

TITLES = ("T Samurai", "T Magistrate", "T Brute", "T Monk")


def _strategy(gold_cost: int, costs: list[dict[str, Any]]) -> dict[str, Any]:
    """Restoring Order-like: your Magistrate and an opposing Personality whose Personal Honor
    is under his Chi; the Magistrate bows as a cost, and so do the Stronghold and Holdings."""
    return {
        "title": "T Order",
        "type": "strategy",
        "gold_cost": gold_cost,
        "provenance": "implied",
        "abilities": [
            {
                "designators": ["battle"],
                "keywords": ["political"],
                "targets": [
                    {
                        "name": "mag",
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
                        "select": {"type": "personality", "opposing": "mag"},
                        "where": "victim.personal_honor < mag.chi",
                    },
                ],
                "costs": costs,
            }
        ],
    }


def board(
    *,
    mines: int,
    mine: list[str] | None = None,
    opp: int,
    gold_cost: int,
    costs: list[dict[str, Any]],
    added: int | None = None,
    favor: str | None = None,
) -> LoadedState:
    """``me``: a Stronghold, ``mines`` Mines and the Personalities in ``mine`` (titles), ``opp``
    opposing Personalities; a third of each side at the battlefield, where the battle is."""
    cards = [card("me-sh", "T Stronghold", "me")]
    cards += [card(f"me-m{i}", "T Mine", "me") for i in range(mines)]
    for side, titles in (("me", mine or []), ("opp", [TITLES[i % 4] for i in range(opp)])):
        for i, title in enumerate(titles):
            at = {"battlefield": "bf"} if i % 3 == 0 else {}
            cards.append(card(f"{side}-p{i}", title, side, "battlefield" if at else "home", **at))
    cards.append(card("order", "T Order", "me", "hand"))
    data: dict[str, Any] = {
        "players": [
            {"id": "me", "family_honor": 10, "clan": "crab"},
            {"id": "opp", "family_honor": 10, "clan": "crane"},
        ],
        "active_player": "me",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "bf",
        "battlefields": ["bf"],
        "attacker": "me",
        "definitions": [*DEFS, _strategy(gold_cost, costs)],
        "cards": cards,
    }
    if added is not None:
        data["effects"] = [
            {"kind": "added_cost", "actions": {"keyword": ["political"]}, "cost": {"gold": added}}
        ]
    if favor is not None:
        data["imperial_favor"] = favor
    return parse_state(data, "<heavy>")


#: The Magistrate bows, the Stronghold bows: Mines of 2 Gold pay 11 + 5 + 3 (19 Gold). Ten
#: Mines make 20 Gold, but unsplittable sources need 6 + 3 + 2 = 11 of them: illegal though a
#: sum check calls it payable. Eleven Mines: legal.
SPLIT_COSTS: list[dict[str, Any]] = [
    {"bow": "mag"},
    {"bow": {"select": {"controller": "you", "type": "stronghold"}}},
    {"gold": 5},
]


@pytest.fixture(scope="module")
def heavy_illegal() -> View:
    loaded = board(
        mines=10, mine=["T Magistrate"] * 90, opp=90, gold_cost=11, costs=SPLIT_COSTS, added=3
    )
    return View.of(loaded.state, loaded.library)


@pytest.fixture(scope="module")
def heavy_legal() -> View:
    loaded = board(
        mines=11, mine=["T Magistrate"] * 90, opp=90, gold_cost=11, costs=SPLIT_COSTS, added=3
    )
    return View.of(loaded.state, loaded.library)


@pytest.fixture(scope="module")
def cycle() -> View:
    """Three required targets among 90 Personalities whose relations form a cycle
    (b.chi > a.chi, c.chi > b.chi, c.chi < a.chi): every pair is possible, no triple is, and
    only the backtracking search over the targets shows it."""
    three = {
        "title": "T Three",
        "type": "strategy",
        "gold_cost": 0,
        "provenance": "implied",
        "abilities": [
            {
                "designators": ["open"],
                "targets": [
                    {"name": "a", "select": {"type": "personality"}},
                    {"name": "b", "select": {"type": "personality"}, "where": "b.chi > a.chi"},
                    {
                        "name": "c",
                        "select": {"type": "personality"},
                        "where": ["c.chi > b.chi", "c.chi < a.chi"],
                    },
                ],
            }
        ],
    }
    # a distinct token on each card: no two are interchangeable (solver.symmetry), so the
    # search really walks the cycle
    names = sorted(data_tokens().values())  # token names are typed (model.token_vocabulary)
    cards = [card(f"p{i}", TITLES[i % 4], "me", tokens=[names[i]]) for i in range(90)]
    data = {
        "players": [{"id": "me", "family_honor": 5}, {"id": "opp", "family_honor": 5}],
        "active_player": "me",
        "definitions": [*DEFS, three],
        "cards": [*cards, card("three", "T Three", "me", "hand")],
    }
    loaded = parse_state(data, "<cycle>")
    return View.of(loaded.state, loaded.library)


def test_the_heavy_boards_are_what_they_claim(
    heavy_illegal: View, heavy_legal: View, cycle: View
) -> None:
    verdict = check(heavy_illegal, "me", "order", 0, time_limit_s=120.0)
    assert verdict.status == "illegal", verdict
    assert any("Gold" in r for r in verdict.reasons), verdict.reasons
    assert check(heavy_legal, "me", "order", 0, time_limit_s=120.0).status == "legal"
    verdict = check(cycle, "me", "three", 0, time_limit_s=120.0)
    assert verdict.status == "illegal", verdict
    assert "required targeting" in verdict.reasons[0]


@pytest.mark.parametrize("limit", [1e-6, 1e-3, 0.02])
def test_a_tiny_time_limit_says_unknown_never_a_false_illegal(
    heavy_illegal: View, heavy_legal: View, cycle: View, limit: float
) -> None:
    cases = (
        (heavy_illegal, "order", "illegal"),
        (heavy_legal, "order", "legal"),
        (cycle, "three", "illegal"),
    )
    for view, cid, truth in cases:
        verdict = check(view, "me", cid, 0, time_limit_s=limit)
        assert verdict.status in ("unknown", truth), verdict
        if verdict.status == "unknown":
            assert verdict.witness is None
            assert "time limit" in verdict.reasons[0]
        if verdict.legal:  # a witness found in time is a real one
            assert verdict.witness is not None
            replay = check(view, "me", cid, 0, targets=verdict.witness.targets)
            assert replay.legal


def test_cheapest_search_under_a_tiny_limit_is_not_claimed_cheapest(heavy_legal: View) -> None:
    verdict = check(heavy_legal, "me", "order", 0, time_limit_s=1e-3, cheapest=True)
    assert verdict.status in ("unknown", "legal")
    if verdict.legal:
        assert verdict.witness is not None and not verdict.witness.cheapest


def test_the_time_limit_is_honoured_inside_the_targeting_search(cycle: View) -> None:
    full_start = time.monotonic()
    check(cycle, "me", "three", 0, time_limit_s=120.0)
    full = time.monotonic() - full_start
    if full < 0.3:
        pytest.skip(f"the cycle board takes only {full:.2f} s now: not heavy enough to time")
    limit = 0.1
    start = time.monotonic()
    verdict = check(cycle, "me", "three", 0, time_limit_s=limit)
    took = time.monotonic() - start
    assert verdict.status == "unknown", verdict
    assert took < limit + 0.3  # the limit, plus the prechecks and one step of slack
    found = legal_announcements(cycle, "me", time_limit_s=limit)
    start = time.monotonic()
    assert ("three", 0) not in found  # unknown is not legal
    assert time.monotonic() - start < limit + 0.3


def test_every_gold_solve_gets_a_limit_within_the_checks(
    heavy_legal: View, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[float] = []
    real = gold.solve

    def spy(problem: gold.PaymentProblem, **kw: Any) -> gold.PaymentResult:
        assert "time_limit_s" in kw, "a Gold solve without a time limit"
        seen.append(kw["time_limit_s"])
        return real(problem, **kw)

    monkeypatch.setattr(gold, "solve", spy)
    fresh = View.of(heavy_legal.state, heavy_legal.library)  # no answer cached on it yet
    check(fresh, "me", "order", 0, time_limit_s=0.5)
    check_all(fresh, "me", time_limit_s=0.5)
    assert seen and max(seen) <= 0.5


def test_gold_planner_under_a_tiny_limit_never_says_infeasible_falsely() -> None:
    import random

    rng = random.Random(3)
    problem = gold.PaymentProblem(
        tuple(gold.Source(f"s{i}", rng.randint(1, 5)) for i in range(200)),
        tuple(gold.Payment(f"p{j}", rng.randint(2, 12)) for j in range(10)),
    )
    truth = gold.solve(problem, time_limit_s=30.0)
    assert truth.feasible
    for limit in (1e-6, 1e-4, 1e-2):
        result = gold.solve(problem, time_limit_s=limit)
        assert result.status in ("unknown", "feasible", "optimal"), result.status


# ------------------------------------------------------------------------ 1000 cards in play
@pytest.fixture(scope="module")
def thousand() -> View:
    """1000 cards in play: ``me`` has a Stronghold and 199 Mines (200 Gold sources) and 300
    Personalities; ``opp`` has 500. Two required targets, "Bow 3 Holdings", the Stronghold or
    the Imperial Favor, and three separate Gold payments."""
    costs: list[dict[str, Any]] = [
        {
            "any_of": [
                {"bow": {"select": {"controller": "you", "type": "stronghold"}}},
                {"discard_imperial_favor": True},
            ]
        },
        {"bow": {"select": {"controller": "you", "type": "holding"}, "count": 3}},
        {"gold": 5},
    ]
    mine = [TITLES[i % 4] for i in range(300)]
    loaded = board(mines=199, mine=mine, opp=500, gold_cost=7, costs=costs, added=2, favor="me")
    assert sum(c.in_play for c in loaded.state.cards) == 1000
    return View.of(loaded.state, loaded.library)


def test_a_thousand_cards_and_200_sources_answer_in_bounded_time(thousand: View) -> None:
    from solver.production import gold_sources

    assert len(gold_sources(thousand, "me")) == 200
    start = time.monotonic()
    verdict = check(thousand, "me", "order", 0, time_limit_s=2.0)
    assert time.monotonic() - start < 10.0
    assert verdict.status == "legal", verdict
    start = time.monotonic()
    cheapest = check(thousand, "me", "order", 0, time_limit_s=2.0, cheapest=True)
    assert time.monotonic() - start < 10.0
    assert cheapest.status == "legal"
    start = time.monotonic()
    legal_announcements(thousand, "me", time_limit_s=1.0).count()
    assert time.monotonic() - start < 10.0


def test_a_thousand_cards_with_unpayable_gold_answer_in_bounded_time() -> None:
    costs: list[dict[str, Any]] = [
        {"bow": "mag"},
        {"bow": {"select": {"controller": "you", "type": "holding"}, "count": 3}},
        {"gold": 5},
    ]
    mine = [TITLES[i % 4] for i in range(300)]
    loaded = board(mines=199, mine=mine, opp=500, gold_cost=400, costs=costs, added=2)
    start = time.monotonic()
    verdict = check(loaded, "me", "order", 0, time_limit_s=2.0)
    assert time.monotonic() - start < 10.0
    assert verdict.status in ("illegal", "unknown"), verdict  # 407 Gold from at most 403
