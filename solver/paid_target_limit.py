"""A target limited by the Gold paid for its ":gstar:" action ("Destroy a target attachment with
a Gold Cost less than or equal to what you paid for this action minus two." — Broken Alliance;
``model.oracle.paid_target_limit``; Reference 04, the Gold icon; h42adv4 U2).

The player chooses the amount as the action is announced, so the strict reading (the limit at
0 Gold paid) is read as the most Gold the player's plain sources can surely pay, plus the offset
(``solver.paid_strength.most_gold``: no other cost, no card choice, no "may only pay for"; a
lower bound), with the action's other Gold payments paid too (``solver.paid_beside``; one the
state does not settle leaves the strict limit at 0). A target within it is legal; one beyond it
keeps the lenient reading's doubt (``unknown``), since a source left out might pay more."""

from __future__ import annotations

from dataclasses import replace

from model.abilities import Ability, TargetChoice, TargetSpec
from model.oracle.paid_target_limit import paid_target_limit
from model.oracle.paid_target_looser import looser_moved, looser_priced
from model.state import View
from solver.paid_beside import paid_beside
from solver.paid_star import priced
from solver.paid_strength import most_paid

__all__ = ["with_paid_target"]


def with_paid_target(view: View, player: str, ab: Ability, card: str) -> Ability:
    """``ab`` (of ``card``) with its strict limit "<target>.<stat> <= 0" read as the most Gold
    ``player`` can surely pay plus the offset, when it is such an ability and the state settles
    the action's other payments, and its ":gstar:" cost priced at the least amount the target
    needs (``solver.paid_star.priced``); with a payment the state does not settle
    (``Beside.exact``) no limit is written and the planner settles each target's payment."""
    if (found := paid_target_limit(ab)) is None:
        return ab
    if (beside := paid_beside(view, player, card, ab)) is None:
        return ab
    name, attr, off = found
    zero = f"{name}.{attr} <= 0"
    # below 0: none fits
    most = None if beside.exact else most_paid(view, player, beside, card, ab)
    limit = None if most is None else max(-1, most + off)
    specs: list[TargetSpec | TargetChoice] = []
    for spec in ab.targets:
        if isinstance(spec, TargetSpec) and spec.name == name:
            where = tuple(
                f"{name}.{attr} <= {limit}" if w == zero else w
                for w in spec.where
                if w != zero or limit is not None
            )
            # "or the amount paid plus three if the target is an Item": its limit moves too
            when = () if most is None else looser_moved(spec, attr, most)
            spec = replace(spec, where=where, where_when=when)
        specs.append(spec)
    out = priced(replace(ab, targets=tuple(specs)), name, attr, beside.lowered - off)
    out = looser_priced(out, ab, name, attr, off)  # "plus three if the target is an Item"
    return _lenient_ceiling(view, player, out, name, attr, off)


def _lenient_ceiling(
    view: View, player: str, ab: Ability, name: str, attr: str, off: int
) -> Ability:
    """``ab`` with its lenient reading's target limited to the most Gold ``player``'s sources
    can produce in all plus the offset (no amount paid can be more: h45fixa N8), when every
    producer he controls is read (``gold_unknown_reason``) and no looser limit applies."""
    from solver.production import gold_sources, gold_unknown_reason, max_gold

    lenient = ab.lenient
    if lenient is None or gold_unknown_reason(view, player) is not None:
        return ab
    if any(isinstance(t, TargetSpec) and t.name == name and t.where_when for t in ab.targets):
        return ab  # "or the amount paid plus three if the target is an Item"
    ceiling = f"{name}.{attr} <= {max(-1, max_gold(gold_sources(view, player)) + off)}"
    specs = tuple(
        replace(t, where=(*t.where, ceiling)) if isinstance(t, TargetSpec) and t.name == name else t
        for t in lenient.targets
    )
    try:
        return replace(ab, lenient=replace(lenient, targets=specs))
    except ValueError:  # pragma: no cover - the readings differ as before
        return ab
