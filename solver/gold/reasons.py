"""Exact proofs of infeasibility that need no search, worded for a player: a payment no
set of sources can cover, or costs beyond all the Gold the sources may give (Costs and
restrictions / Gold production).
"""

from __future__ import annotations

from collections.abc import Sequence

from solver.gold.aggregation import Prep


def gold_ceiling(prep: Prep, payments: Sequence[int]) -> tuple[int, list[str]]:
    """Most Gold the sources may give the payments in total (each source to its best one;
    one source of each group) and the sources listed as "id gold"."""
    srcs = prep.problem.sources
    best: dict[int, int] = {}
    for i in range(len(srcs)):
        gives = [g for p in payments if (g := prep.give[i][p]) is not None]
        if gives:
            best[i] = max(gives)
    total = 0
    parts: list[str] = []
    seen_groups: set[str] = set()
    for i, g in best.items():
        group = srcs[i].group
        if group is None:
            total += g
            parts.append(f"{srcs[i].id} {g}")
        elif group not in seen_groups:
            seen_groups.add(group)
            alts = [j for j in best if srcs[j].group == group]
            total += max(best[j] for j in alts)
            if len(alts) == 1:
                parts.append(f"{srcs[i].id} {g}")
            else:
                parts.append("one of " + " or ".join(f"{srcs[j].id} {best[j]}" for j in alts))
    return total, parts


def precheck(prep: Prep) -> str | None:
    """Reason when a payment alone, or all of them, can't be covered even ignoring sharing."""
    names = prep.problem.payments
    reasons: list[str] = []
    for p, need in enumerate(prep.need):
        if need <= 0:
            continue
        most, parts = gold_ceiling(prep, [p])
        if most < need:
            head = f"payment {names[p].id!r} needs {need} Gold; "
            if parts:
                reasons.append(
                    head + f"the sources that may pay for it produce at most {most} "
                    f"({', '.join(parts)})"
                )
            else:
                reasons.append(head + "no source may pay for it")
    needing = [p for p in range(prep.n_payments) if prep.need[p] > 0]
    if reasons and len(needing) > 1:  # the others are separate payments (the Clan Honor Rule's)
        reasons.append(costs_text(prep, needing))
    if reasons:
        return "; ".join(reasons)
    needing = [p for p in range(prep.n_payments) if prep.need[p] > 0]
    most, parts = gold_ceiling(prep, needing)
    if most < sum(prep.need):
        return (
            costs_text(prep, needing) + "; the sources that may pay for them produce at most "
            f"{most} Gold in total ({', '.join(parts)})" + count_text(prep, needing)
        )
    return None


def count_text(prep: Prep, payments: Sequence[int]) -> str:
    """When fewer sources (one per group) may pay ``payments`` than there are of them: the
    count, which alone settles the shortfall whatever each source produces (Costs and
    restrictions / Gold production: Gold from one source can't be split); else ""."""
    srcs = prep.problem.sources
    keys = {
        srcs[i].group or srcs[i].id
        for i in range(len(srcs))
        if any((prep.give[i][p] or 0) > 0 for p in payments)
    }
    if len(payments) < 2 or len(keys) >= len(payments):
        return ""
    n = len(keys)
    return (
        f"; only {n} source{'' if n == 1 else 's'} may pay them, for {len(payments)} separate "
        "payments, and Gold from one source can't be split"
    )


def costs_text(prep: Prep, payments: Sequence[int]) -> str:
    """Text like: the costs need 8 Gold in separate payments: 'a' 4 and 'b' 4."""
    names = [f"{prep.problem.payments[p].id!r} {prep.need[p]}" for p in payments]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    total = sum(prep.need[p] for p in payments)
    return f"the costs need {total} Gold in separate payments: {listed}"
