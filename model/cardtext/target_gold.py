"""A Gold cost priced by the constraints' one target, named after another cost: "target an
attacking unit, bow Yuri and pay an amount of Gold equal to the target unit's Force" (Kakita
Yuri, Kakita Nanami), "Target a Personality ..., remove Tora from the game, and pay Gold equal
to the target's Gold Cost" (Tora).

Costs and restrictions / Variable costs: the amount is the target's stat (a unit's Force: its
Personality's and attached cards' Force, Reference 04; ``total_force``). "The target" names the
one target clause before it; the clause is read right after that target ("pay Gold equal to its
unit's total Force"), as the pronoun form is (``costs_named.named_before``): the order of costs
paid together changes nothing (Costs and restrictions: all costs are paid). Not read when the
clauses before name no target or more than one card to choose ("the target" of which?).
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["target_gold_after_target"]

_THE_TARGET = lazy_regex(
    r"^(?P<may>you may )?pay (?:an amount of )?gold equal to the target(?P<unit> unit)?'s "
    r"(?P<what>[a-z][a-z ]*?)(?P<tail>(?: (?:plus|minus) \w+)?)$",
    re.IGNORECASE,
)
_TARGET_CLAUSE = lazy_regex(r"^(?:and )?target\b", re.IGNORECASE)
#: clauses that choose a card, or name one by a pronoun (another antecedent)
_CHOOSES = lazy_regex(r"\b(?:target|targets|targeted|choose|performing)\b", re.IGNORECASE)
_UNIT_STATS = {"force": "total force", "total force": "total force", "gold cost": "total gold cost"}


def target_gold_after_target(parts: list[str]) -> list[str]:
    """``parts`` with a "pay Gold equal to the target['s| unit's] <stat>" clause moved right
    after the one target clause before it and worded for that card ("its <stat>", "its unit's
    total Force"); unchanged when not exactly so."""
    for i, part in enumerate(parts):
        m = _THE_TARGET.fullmatch(part.strip().rstrip("."))
        if m is None:
            continue
        choosing = [j for j in range(i) if _CHOOSES.search(parts[j])]
        if len(choosing) != 1 or not _TARGET_CLAUSE.match(parts[choosing[0]].strip()):
            return parts
        if re.search(r"\b(?:one or more|two|three|up to|any number)\b", parts[choosing[0]], re.I):
            return parts  # several cards: "the target" of which?
        what = m.group("what").lower()
        if m.group("unit"):
            if what not in _UNIT_STATS:
                return parts
            words = f"its unit's {_UNIT_STATS[what]}"
        else:
            words = f"its {what}"
        clause = f"{m.group('may') or ''}pay gold equal to {words}{m.group('tail')}"
        at = choosing[0] + 1
        return [*parts[:at], clause, *parts[at:i], *parts[i + 1 :]]
    return parts
