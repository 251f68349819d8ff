"""The slot an announced optional target was read from, for the words of a refusal (h46adv2 W1).

An announcement naming cards for an "up to N" slot checks it as a required slot of exactly the
cards named (``solver.announced``: Abilities and actions / A. Announce the action; B. Required
targeting). A refusal naming that slot words it as the card prints it ("up to 2 of your Undead
Personalities"), not by the number of cards announced ("2 of ..."): the printed slot is the
source's slot of the same name and selector."""

from __future__ import annotations

from typing import TYPE_CHECKING

from model.abilities import TargetSpec

if TYPE_CHECKING:  # ``solver.targeting`` calls this module
    from solver.targeting import TargetingProblem

__all__ = ["printed_slot"]


def printed_slot(problem: TargetingProblem, spec: TargetSpec) -> TargetSpec:
    """The "up to" slot of ``problem``'s source that ``spec`` was made required from, else
    ``spec`` itself."""
    if spec.up_to:
        return spec
    for ability in problem.view.definition(problem.source).abilities:
        for printed in ability.all_target_specs():
            if printed.name == spec.name and printed.select == spec.select and printed.up_to:
                return printed
    return spec
