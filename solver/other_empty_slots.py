"""Every target that independently has no candidate is named (Abilities and actions / A.
Announce the action: the Good Faith Rule asks for every requirement; a client tells the user
everything to fix).

When required targeting can't be met, the check names the target that fails first
(``solver.targeting.solve``). A later target whose own candidates are none at all (its
selector, its costs and the announced choice left it nothing) is a blocker on its own, whatever
the first one gets: it is named after it, worded as the first (``needs to target ...; there are
none``). Only the level check already made is read (each target's own candidates): no further
search. With alternatives (variants), a target is named only when it has none in every one.
"""

from __future__ import annotations

from collections.abc import Sequence

from solver.targeting import TargetingProblem, _shortfall

__all__ = ["other_empty_slots"]


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
