"""A target's abilities as a post-modifier: "a target Personality with a Political ability"
(Court Attendants), "a target card with a Melee or Ranged Attack ability" (Unwanted Tutelage):
the card has an ability of that kind (Reference 04: a keyword before an ability's designator is
that ability's keyword; Melee and Ranged Attacks are abilities' effects). Read as
``Selector.has_ability``, tested by ``model.ability_kinds``."""

from __future__ import annotations

import re
from dataclasses import replace

from model.ability_kinds import ATTACKS, DESIGNATORS
from model.lazy_regex import lazy_regex
from model.selectors import Selector

__all__ = ["ability_modifier"]

#: "with a Political ability", "with an Engage ability", "with a Melee or Ranged Attack ability"
_WITH_ABILITY = lazy_regex(
    r"^\s*with an? (?P<kinds>(?-i:[A-Z])[\w-]*(?: or (?-i:[A-Z])[\w-]*)?(?: Attack)?) "
    r"ability(?=\s*[.,;:)]|\s*$)",
    re.IGNORECASE,
)


def ability_modifier(rest: str, sel: Selector) -> tuple[Selector, str, int] | str | None:
    """``sel`` with ``has_ability`` from "with a X ability" at the start of ``rest``; None: no
    such words; a string: such words not read."""
    m = _WITH_ABILITY.match(rest)
    if m is None:
        return None
    if sel.has_ability:
        return "two ability kinds of one target"
    words = m.group("kinds").split()
    if words[-1] == "Attack":  # "Melee or Ranged Attack": each attack
        kinds = tuple(f"{w.lower()} attack" for w in words[:-1] if w != "or")
        if not set(kinds) <= ATTACKS:
            return f"the words after a target: {m.group(0).strip()!r}"
    else:
        kinds = tuple(w.lower() for w in words if w != "or")
        if any(k in ("melee", "ranged") for k in kinds):
            return f"the words after a target: {m.group(0).strip()!r}"
    if any(k in DESIGNATORS for k in kinds) and len(kinds) > 1:
        return f"the words after a target: {m.group(0).strip()!r}"
    return replace(sel, has_ability=kinds), "", m.end()
