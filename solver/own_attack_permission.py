"""A card's own permission for its attacks to target more ("Your Fear effects may target Items
and Spells.": Daigotsu Kanpeki, Unleashed; ``model.cardtext.own_traits`` keeps it as text not
read on the card's own actions that may make such an attack). Effects / "May": a permission can
only allow, so the action read without it, when legal, is legal with it too (h37adv3 N1:
Kanpeki's "Battle: Fear 5." on a plain 2F Follower); anything else keeps the doubt (what the
permission adds is not read). So is a trait that can only add designators to the action
(``solver.own_designator_widening``: "This card's ability is Battle/Open if ...")."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Ability
from model.cardtext.attack_permissions import permission_kinds, permitted_targets
from model.lazy_regex import lazy_regex
from solver.own_designator_widening import only_adds_designators

__all__ = ["without_own_permission"]

_NARROWS = lazy_regex(r"\b(?:only|instead|not|cannot|can't|must|unless)\b", re.IGNORECASE)


def without_own_permission(ab: Ability) -> Ability | None:
    """``ab`` without its text not read when all of it is such permissions (its timing read),
    else None: its legal answer stands; any other keeps the doubt."""
    if not ab.not_understood or not ab.timing_understood or ab.read_part is not None:
        return None
    if any(
        not only_adds_designators(said, ab)  # "This card's ability is Battle/Open if ..."
        and (permission_kinds(said) is None or _NARROWS.search(permitted_targets(said) or ""))
        for said in ab.not_understood
    ):
        return None  # not only a permission ("may target only ...": a restriction)
    return replace(ab, not_understood=())
