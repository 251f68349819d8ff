"""Adversarial shapes of the joint search, growing in size until the answer is slow or unknown.

Each shape is a legal board family where a naive search explodes (issue: "Worst cases of the
joint search"); for each size the Good Faith check is timed (median of a few runs) and its
status recorded. The report gives, per shape, the median ms per size and the largest size
answered exactly (legal or illegal) under 50 ms.

    python -m benchmarks.adversarial [--max N] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from model.load import LoadedState, parse_state
from solver.good_faith import check

#: The time limit each check gets (the library's default).
LIMIT_S = 2.0
#: Sizes tried (cards of the adversarial kind), until a check is slower than ``STOP_MS``.
SIZES = (5, 10, 20, 41, 72, 100, 150, 200, 400, 800)
FAST_MS = 50.0
STOP_MS = 2_500.0

STRONGHOLD = {
    "title": "A Stronghold",
    "type": "stronghold",
    "gold_production": 5,
    "province_strength": 8,
    "starting_honor": 5,
    "production": [{"from_stat": "gold_production"}],
    "provenance": "implied",
}


def _personality(title: str, **kw: Any) -> dict[str, Any]:
    base = {
        "title": title,
        "type": "personality",
        "keywords": ["samurai"],
        "force": 2,
        "chi": 2,
        "personal_honor": 1,
        "honor_requirement": 0,
        "gold_cost": 5,
        "provenance": "implied",
    }
    base.update(kw)
    return base


def _holding(title: str, gold: int) -> dict[str, Any]:
    return {
        "title": title,
        "type": "holding",
        "gold_cost": 2,
        "production": [{"gold": gold}],
        "provenance": "implied",
    }


def _state(defs: list[dict[str, Any]], cards: list[dict[str, Any]], **kw: Any) -> LoadedState:
    data = {
        "players": [
            {"id": "me", "family_honor": 10, "clan": "crab"},
            {"id": "opp", "family_honor": 10, "clan": "crane"},
        ],
        "active_player": "me",
        "phase": "action",
        "definitions": defs,
        "cards": cards,
        **kw,
    }
    return parse_state(data, "<adversarial>")


def _card(cid: str, title: str, owner: str = "me", zone: str = "home", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def bow_samurai_for_gold(n: int, *, payable: bool) -> LoadedState:
    """ "Bow 3 Samurai" + Gold, the Samurai producing Gold themselves (1 each): the cost takes
    three producers away from the Gold. Illegal when the rest can't pay."""
    samurai = _personality("A Samurai", production=[{"gold": 1}])
    cost = n - 3 if payable else n - 2
    action = {
        "title": "A Muster",
        "type": "holding",
        "gold_cost": 2,
        "provenance": "implied",
        "abilities": [
            {
                "designators": ["limited"],
                "costs": [
                    {"bow": {"select": {"controller": "you", "keyword": "samurai"}, "count": 3}},
                    {"gold": cost},
                ],
            }
        ],
    }
    cards = [_card("act", "A Muster")] + [_card(f"s{i}", "A Samurai") for i in range(n)]
    return _state([samurai, action], cards)


def bow_holdings_for_gold(n: int, *, payable: bool) -> LoadedState:
    """ "Bow 3 Holdings" + Gold with ``n`` realistic Holdings (1-4 Gold each)."""
    defs = [STRONGHOLD] + [_holding(f"A Holding {g}", g) for g in range(1, 5)]
    golds = [1 + (i * 7) % 4 for i in range(n)]
    # the three cheapest bow for the cost; the rest (and the Stronghold) pay
    rest = sum(sorted(golds)[3:]) + 5
    action = {
        "title": "A Levy",
        "type": "strategy",
        "gold_cost": 0,
        "provenance": "implied",
        "abilities": [
            {
                "designators": ["limited"],
                "costs": [
                    {"bow": {"select": {"controller": "you", "type": "holding"}, "count": 3}},
                    {"gold": rest if payable else rest + 1},
                ],
            }
        ],
    }
    cards = [_card("sh", "A Stronghold"), _card("act", "A Levy", zone="hand")]
    cards += [_card(f"h{i}", f"A Holding {g}") for i, g in enumerate(golds)]
    return _state([*defs, action], cards)


def three_units_priced(n: int, *, payable: bool) -> LoadedState:
    """ "Target three of your units, and another unit" + Gold priced by that other unit, ``n``
    identical units."""
    unit = _personality("A Retainer", gold_cost=3)
    action = {
        "title": "A Summons",
        "type": "strategy",
        "gold_cost": 0,
        "provenance": "implied",
        "abilities": [
            {
                "designators": ["limited"],
                "targets": [
                    {
                        "name": "units",
                        "count": 3,
                        "select": {"controller": "you", "type": "personality"},
                    },
                    {
                        "name": "leader",
                        "select": {
                            "controller": "you",
                            "type": "personality",
                            "other_than": ["units"],
                        },
                    },
                ],
                "costs": [{"gold": {"equal_to": "leader.gold_cost", "plus": 0 if payable else 3}}],
            }
        ],
    }
    cards = [_card("sh", "A Stronghold"), _card("act", "A Summons", zone="hand")]
    cards += [_card(f"u{i}", "A Retainer") for i in range(n)]
    return _state([STRONGHOLD, unit, action], cards)


def restoring_order_no_pair(n: int, *, payable: bool) -> LoadedState:
    """Restoring Order, ``n`` x ``n`` distinct candidates and (unless ``payable``) no legal
    pair: every victim's Personal Honor is at least every Magistrate's Chi."""
    defs = [STRONGHOLD]
    cards = [_card("sh", "A Stronghold"), _card("act", "A Order", zone="hand")]
    for i in range(n):
        chi = 2 + i % 5
        defs.append(
            _personality(f"A Magistrate {i}", keywords=["magistrate"], chi=chi, personal_honor=2)
        )
        cards.append(_card(f"m{i}", f"A Magistrate {i}", battlefield="bf", zone="battlefield"))
        ph = 7 + i % 3 if not (payable and i == n - 1) else 0
        defs.append(_personality(f"A Victim {i}", personal_honor=ph))
        cards.append(_card(f"v{i}", f"A Victim {i}", "opp", battlefield="bf", zone="battlefield"))
    defs.append(
        {
            "title": "A Order",
            "type": "strategy",
            "gold_cost": 0,
            "provenance": "implied",
            "abilities": [
                {
                    "designators": ["battle"],
                    "targets": [
                        {
                            "name": "magistrate",
                            "block": "constraints",
                            "performer": True,
                            "select": {
                                "controller": "you",
                                "type": "personality",
                                "keyword": "magistrate",
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
    )
    return _state(
        defs,
        cards,
        phase="attack",
        segment="combat",
        current_battlefield="bf",
        battlefields=["bf"],
        attacker="me",
    )


def assassination_unpayable(n: int, *, payable: bool) -> LoadedState:
    """A Dramatic Assassination-like action: destroy a Personality, paying Gold equal to its
    Gold cost; ``n`` victims none of which (unless ``payable``) the Gold can pay."""
    defs = [STRONGHOLD]
    cards = [_card("sh", "A Stronghold"), _card("act", "A Assassination", zone="hand")]
    for i in range(n):
        cost = 9 + i % 7 if not (payable and i == n - 1) else 4
        defs.append(_personality(f"A Lord {i}", gold_cost=cost))
        cards.append(_card(f"p{i}", f"A Lord {i}", "opp"))
    defs.append(
        {
            "title": "A Assassination",
            "type": "strategy",
            "gold_cost": 0,
            "provenance": "implied",
            "abilities": [
                {
                    "designators": ["limited"],
                    "targets": [{"name": "victim", "select": {"type": "personality"}}],
                    "costs": [{"gold": {"equal_to": "victim.gold_cost"}}],
                }
            ],
        }
    )
    return _state(defs, cards)


@dataclass(frozen=True, slots=True)
class Shape:
    name: str
    build: Callable[..., LoadedState]
    card: str


SHAPES = (
    Shape("bow 3 Samurai + Gold, Samurai produce", bow_samurai_for_gold, "act"),
    Shape("bow 3 Holdings + Gold", bow_holdings_for_gold, "act"),
    Shape("3 units, Gold priced by target", three_units_priced, "act"),
    Shape("Restoring Order n x n", restoring_order_no_pair, "act"),
    Shape("assassination, n victims", assassination_unpayable, "act"),
)


def time_check(loaded: LoadedState, card: str, repeat: int = 3) -> tuple[float, str]:
    """Median ms of ``check`` and its status (the same every run: the check is pure)."""
    times = []
    status = ""
    for _ in range(repeat):
        start = time.perf_counter()
        status = check(loaded, "me", card, time_limit_s=LIMIT_S).status
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), status


def run(max_size: int = 200) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for shape in SHAPES:
        rows = []
        largest_fast: int | None = None
        for n in SIZES:
            if n > max_size:
                break
            worst = 0.0
            exact = True
            for payable in (True, False):
                ms, status = time_check(shape.build(n, payable=payable), shape.card)
                want = "legal" if payable else "illegal"
                rows.append({"n": n, "payable": payable, "ms": round(ms, 2), "status": status})
                worst = max(worst, ms)
                exact = exact and status == want
            if exact and worst < FAST_MS:
                largest_fast = n
            if worst > STOP_MS:
                break
        out[shape.name] = {"rows": rows, "largest_exact_under_50ms": largest_fast}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max", type=int, default=200)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    report = run(args.max)
    if args.json:
        print(json.dumps(report, indent=2))
        return
    for name, data in report.items():
        print(f"{name}: largest size exact under 50 ms = {data['largest_exact_under_50ms']}")
        for row in data["rows"]:
            kind = "payable" if row["payable"] else "unpayable"
            print(f"  n={row['n']:>4} {kind:>9}: {row['ms']:>9.2f} ms  {row['status']}")


if __name__ == "__main__":
    main()
