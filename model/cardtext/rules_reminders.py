"""Parenthesized text in the effects that restates a rule of the rules files, no effect of its
own (Reference 03, Flavor, color, credit, reminder text: reminder text "carries no rules
implications itself"):

- "(An Item's Force is its Force Modifier)" (Taitaken Sensei's "Melee Attack with strength
  equal to its Force (...)"): Reference 03, Item: "If something in the game needs to check an
  Item's Force or Chi separately from its Personality's stats, use the value of its modifier
  (minimum zero)", as the state's Force of an Item is.

The text is read without it; the printed sentence stays the effect's step.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.abilities import Effect
from model.cardtext.effects import ParsedEffects
from model.lazy_regex import lazy_regex

__all__ = ["without_rules_reminders"]

_RESTATED = lazy_regex(r"\s*\(An Item's Force is its Force Modifier\.?\)")


def without_rules_reminders(
    parse: Callable[[str], ParsedEffects],
) -> Callable[[str], ParsedEffects]:
    """``parse``, reading the effects text without the restated rules of the module."""

    def read(text: str) -> ParsedEffects:
        if _RESTATED.search(text) is None:
            return parse(text)
        got = parse(_RESTATED.sub("", text))
        if got.problem is not None:
            return parse(text)
        printed = {_RESTATED.sub("", s): s for s in re.split(r"(?<=[.!?)])\s+", text)}

        def back(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
            return tuple(
                replace(e, step=printed.get(e.step, e.step)) if e.step else e for e in effects
            )

        loose = None if got.lenient_effects is None else back(got.lenient_effects)
        return replace(got, effects=back(got.effects), lenient_effects=loose)

    return read
