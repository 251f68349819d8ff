"""The two readings of a noun that names both a card type and a keyword, each on its own
("Open, :bow:: Straighten a target Sensei." — Summer Court: the Sensei card type, or a card with
the Sensei keyword; ``model.cardtext.target_type_or_keyword``). The import keeps a strict
proxy (a card that is both) and a lenient one (a card that is either); the exact answer is:
legal when each reading alone is legal, illegal when each alone is illegal (Abilities and
actions / B. Required targeting), else the doubt stays (h30enter left item)."""

from __future__ import annotations

from dataclasses import replace

from model.abilities import Ability, TargetSpec
from model.selectors import Selector

__all__ = ["kind_readings"]


def kind_readings(ab: Ability) -> tuple[Ability, Ability] | None:
    """The ability read each way, where its strict and lenient readings differ only in one
    top-level target's noun, a card type or the keyword of the same name; else None."""
    lenient = ab.lenient
    if lenient is None or len(ab.targets) != len(lenient.targets):
        return None
    if replace(lenient, targets=ab.targets) != replace(ab, lenient=None, lenient_note=""):
        return None
    differ = [i for i, (s, t) in enumerate(zip(ab.targets, lenient.targets, strict=True)) if s != t]
    if len(differ) != 1:
        return None
    (i,) = differ
    strict_t, lenient_t = ab.targets[i], lenient.targets[i]
    if not isinstance(strict_t, TargetSpec) or not isinstance(lenient_t, TargetSpec):
        return None
    sel = lenient_t.select
    if len(sel.any_of) != 2 or sel.type or sel.keyword:
        return None
    as_type, as_keyword = sel.any_of
    if len(as_type.type) != 1 or as_keyword.keyword != (as_type.type[0].value,):
        return None
    if replace(as_type, type=()) != replace(as_keyword, keyword=()):
        return None  # each alternative names its noun only
    both = replace(sel, any_of=(), type=as_type.type, keyword=as_keyword.keyword)
    if strict_t != replace(lenient_t, select=both):
        return None

    def reading(alt: Selector) -> Ability:
        spec = replace(lenient_t, select=replace(sel, any_of=(alt,)))
        targets = (*ab.targets[:i], spec, *ab.targets[i + 1 :])
        return replace(ab, targets=targets, lenient=None, lenient_note="")

    return reading(as_type), reading(as_keyword)
