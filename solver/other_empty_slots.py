"""Every target that independently has no candidate is named (Abilities and actions / A.
Announce the action: the Good Faith Rule asks for every requirement; a client tells the user
everything to fix).

When required targeting can't be met, the check names the target that fails first
(``solver.targeting.solve``). A later target whose own candidates are none at all (its
selector, its costs and the announced choice left it nothing) is a blocker on its own, whatever
the first one gets: it is named after it, worded as the first (``needs to target ...; there are
none``). Only the level check already made is read (each target's own candidates): no further
search. With alternatives (variants), a target is named only when it has none in every one.

After a cost refusal of the announced targets ("performer: Asahina Shigemitsu is already bowed,
so it can't pay 'bow performer'"), the announced target left with no candidate is not named a
second time ("needs to choose your Shugenja card; you have none once its costs and the
announced choice apply"): the cost reason says why, and "you have none" misleads a user who
has other Shugenja (``after_costs``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from solver.targeting import TargetingProblem, _shortfall

__all__ = ["after_costs", "other_empty_slots"]


def other_empty_slots(
    problems: Sequence[TargetingProblem], first: str | None, misfit: bool = False
) -> list[str]:
    """The reasons of every target but ``first`` (the one named already) that has no candidate
    in any of ``problems``, in the order written; none after an announced misfit (its words
    name the announced targets that fail)."""
    if not problems or first is None or misfit:
        return []
    found: list[str] = []
    seen: set[str] = set()
    for spec, n in problems[0].specs:
        if spec.name == first or n < 1 or spec.name in seen:
            continue
        if all(
            any(s.name == spec.name for s, _ in p.specs) and not p.domains[spec.name]
            for p in problems
        ):
            seen.add(spec.name)
            found.append(
                "required targeting can't be met: " + _shortfall(problems[0], spec.name, n, 0)
            )
    return found


def after_costs(
    problems: Sequence[TargetingProblem],
    slot: str | None,
    targets: Mapping[str, Sequence[str]] | None,
) -> bool:
    """Name the targeting failure after the cost refusals? Not when ``slot`` (the target that
    fails) is announced and has no candidate left in any of ``problems`` (see the module)."""
    return not (
        slot is not None
        and targets is not None
        and slot in targets
        and all(not p.domains.get(slot) for p in problems)
    )
