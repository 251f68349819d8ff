"""The ability of a paragraph not read whole (``ImportedAbility`` at level "none", "timing" or
"costs"): its text, as not understood, with what was read. At "timing" and "costs" its timing
(designators, trigger, limit) is read, with the targets of the part read (``read_part``); at
"costs" every block before the effects is read too, and its costs are kept (``read_costs``):
Costs and restrictions: every mandatory cost must be payable to announce the action, so one
that surely can't be paid settles ``illegal`` whatever the effects say
(``solver.unread_costs``), unless the words not read may change the costs."""

from __future__ import annotations

from collections.abc import Sequence

from model.abilities import Ability, Cost, Designator, TargetSpec, UsageLimit
from model.cardtext.imported import ImportedAbility, Level
from model.cardtext.partial_targets import read_part
from model.cardtext.split import Printed

__all__ = ["unread_ability"]

_ONCE_PER_TURN = UsageLimit()


def unread_ability(
    para: Printed,
    level: Level,
    why: str,
    gap: str,
    designators: tuple[Designator, ...] = (),
    keywords: tuple[str, ...] = (),
    trigger: str | None = None,
    limit: UsageLimit = _ONCE_PER_TURN,
    read: tuple[TargetSpec, ...] = (),
    costs: Sequence[Cost] = (),
) -> ImportedAbility:
    """``para`` imported at ``level`` (``why``, ``gap``: what is not read)."""
    timing = level in ("timing", "costs")
    ability = Ability(
        designators=designators if timing else (),
        keywords=keywords,
        trigger=trigger if timing else None,
        limit=limit,
        not_understood=(para.text,),
        timing_understood=timing,
        read_part=read_part(read, designators, keywords, trigger, limit) if timing else None,
        read_costs=tuple(costs) if level == "costs" else (),
    )
    return ImportedAbility(para.text, level, ability, why, gap)
