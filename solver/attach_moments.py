"""A card attaching, as a printed trigger ("After a Follower attaches to Kosedo from your
hand", "After a Spell is attached to this Shugenja"), against other kinds of moments
(``solver.trigger_words`` compares kinds).

A card attaches as an effect: an Equip's or another action's resolution (Abilities and actions,
step D: "activate the action's effects"), or a trait's effect. So it is never:

- the moment of engaging (Reference 05, battles: engaging is no action and brings no card into
  play);
- the moment an action is announced, its targets chosen or it awaits Interrupts before it
  resolves (steps A to C and the Interrupt window, Reference 01, change 4: announcing, paying
  costs and choosing targets bring no card into play or onto another).

Words naming the attaching of a card by an action's effect in the same sentence as a battle or
engaging are of no kind (``moment_kind`` reads one kind only).
"""

from __future__ import annotations

import re

from model.lazy_regex import LazyPattern, lazy_regex

__all__ = ["ATTACH_APART", "ATTACH_FAMILY"]

#: (kind, printed words): "After a Follower attaches to Kosedo from your hand", "After an Item
#: is attached to this Personality"
ATTACH_FAMILY: tuple[str, LazyPattern] = (
    "attaching",
    lazy_regex(
        r"^after [^,]*?\b(?:attaches|attach|is attached|are attached)\b"
        r"(?!.*\b(?:engag\w*|battle|announce\w*|targets?|would)\b)",
        re.IGNORECASE,
    ),
)
#: pairs of kinds certainly apart from a card attaching
ATTACH_APART: tuple[tuple[str, str], ...] = (
    ("attaching", "engaging"),
    ("attaching", "announced"),
)
