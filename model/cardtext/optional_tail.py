"""A last sentence of optional targeting, not read ("You may target and destroy one of his
attachments if your Personality has a Weapon.": Bisento-do). Abilities and actions / B: a
targeting "explicitly described as optional ... by 'may target' wording" is no required target,
and the effects need not happen: such a sentence can't make the action fail, whatever its words.
When the effects text is not read only because of it, the rest is read and the sentence is kept
whole as an optional effect (its target is not offered as an option when announcing: what it may
target is not read)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.abilities import Effect
from model.cardtext.considered_attack import considered_ranged, without_considered
from model.cardtext.effects import ParsedEffects, sentences

#: (``considered_ranged`` finishes what ``without_considered`` reads here: one import for both)
__all__ = ["considered_ranged", "optional_tail"]

#: "You may target ...", with nothing that could make it required or a cost
_OPTIONAL = re.compile(
    r"(?:Then,? )?[Yy]ou may (?:also )?target\b"
    r"(?:(?!\b(?:must|cost|costs|instead|otherwise|or|unless|each|all|lose|loses)\b)[^.;:\"“”])+\."
)


def optional_tail(parse: Callable[[str], ParsedEffects], text: str) -> ParsedEffects:
    """``parse(text)``, or, when it is not read and its last sentence is optional targeting
    (the module) without which it is, the rest read with that sentence an optional effect."""
    got = parse(text)
    if got.problem is not None and (ranged := without_considered(parse, text)) is not None:
        return ranged  # "...; this is considered a Ranged Attack." (its own module)
    parts = sentences(text)
    if got.problem is None or len(parts) < 2 or _OPTIONAL.fullmatch(parts[-1]) is None:
        return got
    rest = parse(" ".join(parts[:-1]))
    if rest.problem is not None:
        return got
    tail = Effect(step=parts[-1], optional=True)
    loose = None if rest.lenient_effects is None else (*rest.lenient_effects, tail)
    return replace(rest, effects=(*rest.effects, tail), lenient_effects=loose)
