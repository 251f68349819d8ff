"""Gold payment planner against its naive peers (Costs and restrictions / Gold production).

- brute force (every assignment of each source to a payment or nothing) at 11 sources x 3
  payments: same answers, how much faster (``gold.bruteforce_speedup``, ``gold.agreement``);
- an honest greedy payer (payments largest first, each finished with the smallest source that
  completes it, ``greedy_completion``): how often it finds no plan when one exists
  (``gold.greedy_missed_rate``) and how much more Gold it wastes when it does
  (``gold.greedy_mean_extra_waste``); the naive largest-first payer for reference
  (``gold.naive_greedy_missed_rate``);
- a plain sum check (total production >= total costs, the peers' bug) on turns whose costs are
  not capped at the total production (0.6-1.4x): among the problems it calls payable, the share
  that is not (``gold.sumcheck_false_payable_rate``);
- speed: one payment from 30 sources (``gold.one_payment_30_median_ms``) and 200 sources x 10
  payments (``scale.sources200_payments10_s``, median).

Run: ``python -m benchmarks.gold [--quick]``. Seeded: the same run gives the same problems.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from solver.gold import (
    Bonus,
    PaidFor,
    Payment,
    PaymentProblem,
    PaySelector,
    Source,
    brute_force,
    solve,
)

SEED = 20240611
PAID_FOR = (
    PaidFor(type="personality", clan="crab", keywords=("samurai",)),
    PaidFor(type="follower", keywords=("infantry",)),
    PaidFor(type="item"),
    PaidFor(),
)


def plain_problem(rng: random.Random, n_sources: int, n_payments: int) -> PaymentProblem:
    """Sources of 1-5 Gold, costs of 2-12 (the shape NOTES-gold.md measured)."""
    return PaymentProblem(
        tuple(Source(f"s{i}", rng.randint(1, 5)) for i in range(n_sources)),
        tuple(Payment(f"p{j}", rng.randint(2, 12)) for j in range(n_payments)),
    )


def turn_problem(rng: random.Random) -> PaymentProblem:
    """A plausible turn: mostly 2 Gold Holdings, a Stronghold, some bonuses and "only for"
    sources; costs close to the total production, so the answer is not obvious."""
    n = rng.randint(4, 10)
    sources = [Source("stronghold", rng.randint(4, 6))]
    for i in range(n - 1):
        bonuses: tuple[Bonus, ...] = ()
        only_for = None
        roll = rng.random()
        if roll < 0.15:
            bonuses = (Bonus(PaySelector(type="personality"), 1),)
        elif roll < 0.25:
            only_for = PaySelector(type="follower")
        sources.append(Source(f"h{i}", rng.choice([1, 2, 2, 2, 3]), bonuses, only_for))
    total = sum(s.gold for s in sources)
    m = rng.randint(2, 4)
    budget = max(m * 2, int(total * rng.uniform(0.6, 1.0)))
    cuts = sorted(rng.sample(range(1, budget), m - 1))
    costs = [b - a for a, b in zip([0, *cuts], [*cuts, budget], strict=True)]
    payments = tuple(Payment(f"p{j}", c, rng.choice(PAID_FOR)) for j, c in enumerate(costs))
    return PaymentProblem(tuple(sources), payments)


def greedy_largest_first(problem: PaymentProblem) -> int | None:
    """The naive payer; its waste, or None when it finds no plan."""
    left = list(problem.sources)
    waste = 0
    for payment in problem.payments:
        if not payment.cost:
            continue
        got = 0
        for s in sorted(left, key=lambda s: -(s.gold_for(payment.paid_for) or 0)):
            if got >= payment.cost:
                break
            gold = s.gold_for(payment.paid_for)
            if gold is None:
                continue
            got += gold
            left.remove(s)
        if got < payment.cost:
            return None
        waste += got - payment.cost
    return waste


def greedy_completion(problem: PaymentProblem) -> int | None:
    """The honest greedy payer: payments largest first; each takes the smallest remaining
    source that completes it alone, else its largest remaining source, and repeats. Its waste,
    or None when it finds no plan."""
    left = list(problem.sources)
    waste = 0
    for payment in sorted(problem.payments, key=lambda p: -(p.cost or 0)):
        need = payment.cost or 0
        got = 0
        while got < need:
            usable = [(gold, s) for s in left if (gold := s.gold_for(payment.paid_for)) is not None]
            if not usable:
                return None
            completing = [(g, s) for g, s in usable if got + g >= need]
            gold, source = (
                min(completing, key=lambda t: t[0])
                if completing
                else max(usable, key=lambda t: t[0])
            )
            got += gold
            left.remove(source)
        waste += got - need
    return waste


def uncapped_turn_problem(rng: random.Random) -> PaymentProblem:
    """``turn_problem`` with costs from 0.6 to 1.4 times the total production: a sum check
    then says "no" to some, so its "payable" answers are tested on problems not built to pass
    it (``turn_problem`` caps the costs at the total, which only measures that generator)."""
    base = turn_problem(rng)
    total = sum(s.gold for s in base.sources)
    m = len(base.payments)
    budget = max(m * 2, int(total * rng.uniform(0.6, 1.4)))
    cuts = sorted(rng.sample(range(1, budget), m - 1))
    costs = [b - a for a, b in zip([0, *cuts], [*cuts, budget], strict=True)]
    payments = tuple(
        Payment(p.id, c, p.paid_for) for p, c in zip(base.payments, costs, strict=True)
    )
    return PaymentProblem(base.sources, payments)


def sum_check(problem: PaymentProblem) -> bool:
    return sum(s.gold for s in problem.sources) >= sum(p.cost or 0 for p in problem.payments)


def time_solve(problem: PaymentProblem, repeat: int) -> float:
    """Median seconds of ``solve`` over ``repeat`` runs."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        solve(problem)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def run(quick: bool) -> dict[str, float]:
    """Measure everything in one run; keys as in the module docstring."""
    rng = random.Random(SEED)
    out: dict[str, float] = {}

    # 1. brute force at 11 x 3
    n_brute = 1 if quick else 3
    brute_s: list[float] = []
    plan_s: list[float] = []
    agree = 0
    for _ in range(n_brute):
        problem = plain_problem(rng, 11, 3)
        start = time.perf_counter()
        expected = brute_force(problem)
        brute_s.append(time.perf_counter() - start)
        got = solve(problem, time_limit_s=10)
        plan_s.append(time_solve(problem, 7))
        agree += got.feasible == expected.feasible and got.plans == expected.plans
    out["gold.bruteforce_11x3_s"] = statistics.median(brute_s)
    out["gold.planner_11x3_ms"] = statistics.median(plan_s) * 1000
    out["gold.bruteforce_speedup"] = sum(brute_s) / sum(plan_s)
    out["gold.agreement"] = agree / n_brute

    # 2. greedy and sum check on plausible turns
    n_turns = 300 if quick else 2000
    payable = missed = missed_naive = 0
    extra: list[int] = []
    for _ in range(n_turns):
        problem = turn_problem(rng)
        truth = solve(problem, time_limit_s=10)
        assert truth.status in {"optimal", "infeasible"}, truth
        greedy = greedy_completion(problem)
        if truth.feasible:
            payable += 1
            missed_naive += greedy_largest_first(problem) is None
            if greedy is None:
                missed += 1
            else:
                extra.append(greedy - truth.plans[0].waste)
    sum_payable = sum_wrong = uncapped_payable = 0
    for _ in range(n_turns):
        problem = uncapped_turn_problem(rng)
        truth = solve(problem, time_limit_s=10)
        uncapped_payable += truth.feasible
        if sum_check(problem):
            sum_payable += 1
            sum_wrong += not truth.feasible
    out["gold.turns"] = n_turns
    out["gold.payable_rate"] = payable / n_turns
    out["gold.greedy_missed_rate"] = missed / payable if payable else 0.0
    out["gold.greedy_mean_extra_waste"] = statistics.fmean(extra) if extra else 0.0
    out["gold.naive_greedy_missed_rate"] = missed_naive / payable if payable else 0.0
    out["gold.uncapped_payable_rate"] = uncapped_payable / n_turns
    out["gold.sumcheck_false_payable_rate"] = sum_wrong / sum_payable if sum_payable else 0.0

    # 3. one payment, 30 sources
    times: list[float] = []
    methods: set[str] = set()
    for _ in range(50 if quick else 300):
        problem = plain_problem(rng, 30, 1)
        problem = PaymentProblem(problem.sources, (Payment("p", rng.randint(5, 60)),))
        start = time.perf_counter()
        methods.add(solve(problem).method)
        times.append(time.perf_counter() - start)
    out["gold.one_payment_30_median_ms"] = statistics.median(times) * 1000
    out["gold.one_payment_30_dp_rate"] = float(methods == {"dp"})

    # 4. scale: 200 sources x 10 payments
    scale: list[float] = []
    proven = 0
    n_scale = 3 if quick else 10
    for _ in range(n_scale):
        problem = plain_problem(rng, 200, 10)
        start = time.perf_counter()
        result = solve(problem, time_limit_s=10)
        scale.append(time.perf_counter() - start)
        proven += result.optimal
    out["scale.sources200_payments10_s"] = statistics.median(scale)
    out["scale.sources200_payments10_max_s"] = max(scale)
    out["scale.sources200_payments10_proven_rate"] = proven / n_scale

    # 5. all-distinct: 200 sources that no class groups (each its own extra cost), 10 payments
    # taking about 40 % of the Gold: proven optimal (tie-break included), and "any plan" (what
    # a Good Faith check that does not ask for the cheapest needs)
    best: list[float] = []
    anyp: list[float] = []
    proven = 0
    n_distinct = 2 if quick else 6
    for seed in range(n_distinct):
        problem = distinct_problem(random.Random(seed))
        start = time.perf_counter()
        result = solve(problem, time_limit_s=20)
        best.append(time.perf_counter() - start)
        proven += result.optimal
        start = time.perf_counter()
        solve(problem, time_limit_s=20, any_plan=True)
        anyp.append(time.perf_counter() - start)
    out["scale.distinct200_payments10_optimal_median_s"] = statistics.median(best)
    out["scale.distinct200_payments10_optimal_proven_rate"] = proven / n_distinct
    out["scale.distinct200_payments10_any_plan_median_s"] = statistics.median(anyp)
    return out


def distinct_problem(rng: random.Random, n: int = 200, m: int = 10) -> PaymentProblem:
    """``n`` sources of 1-5 Gold, each its own class (a distinct extra cost), ``m`` costs that
    together take about 40 % of the Gold produced."""
    sources = tuple(Source(f"s{i}", rng.randint(1, 5), extra_cost=f"mark {i}") for i in range(n))
    total = sum(s.gold for s in sources)
    costs = [rng.randint(total // (3 * m), total // (2 * m)) for _ in range(m)]
    return PaymentProblem(sources, tuple(Payment(f"p{j}", c) for j, c in enumerate(costs)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--quick", action="store_true", help="fewer problems (about 15 s)")
    args = parser.parse_args()
    results = run(args.quick)
    width = max(len(k) for k in results)
    print(f"{'metric':<{width}}  value")
    for key, value in results.items():
        print(f"{key:<{width}}  {value:,.4g}")


if __name__ == "__main__":
    main()
