"""A target's stat limit with a looser one under a condition ("Destroy a target Personality with
3 or lower Chi, or with 4 or lower Chi if you control a Ninja Personality.": Planted Evidence):
the target meets the first limit, or the second while the condition holds (``LimitWhen``, as an
attack's higher strength under a condition; Costs and restrictions, Conditions). The condition
must be one known when targets are chosen (on the game, the card itself or its bearer: no card
chosen by this action), read without the card's title or type (a condition naming them, "this
Shugenja", stays unread), and the target's other relations name only itself.

The sentence is read without the alternative; the printed sentence stays the effect's step.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.abilities import Effect, LimitWhen, TargetSpec
from model.cardtext.conditions import parse_condition
from model.cardtext.effects import ParsedEffects, sentences
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import BEARER, SOURCE

__all__ = ["with_stat_limit_alternatives"]

_STATS = {"force": "force", "chi": "chi", "personal honor": "personal_honor"}
_ALTERNATIVE = lazy_regex(
    r"(?P<head>\btarget\b[^.;:]*?\bwith (?P<n1>\d+) or (?P<dir>lower|higher) "
    r"(?P<stat>Force|Chi|Personal Honor)), or with (?P<n2>\d+) or (?P=dir) (?P=stat) "
    r"if (?P<cond>[^.;:,]+)\.$",
    re.IGNORECASE,
)


def with_stat_limit_alternatives(
    parse: Callable[[str], ParsedEffects], title: str = "", card_type: CardType | None = None
) -> Callable[[str], ParsedEffects]:
    """``parse``, reading one such sentence of the effects text (the module); unchanged when
    the text has none or the reading does not settle the one target it limits."""

    def read(text: str) -> ParsedEffects:
        parts = sentences(text)
        hits = [(i, m) for i, s in enumerate(parts) if (m := _ALTERNATIVE.search(s))]
        if len(hits) != 1:
            return parse(text)
        at, m = hits[0]
        said = parts[at][: m.end("head")] + "."
        got = parse(" ".join([*parts[:at], said, *parts[at + 1 :]]))
        cond = parse_condition(m.group("cond"), title, card_type)
        if got.problem is not None or isinstance(cond, str):
            return parse(text)
        if not cond.references() <= {SOURCE, BEARER}:
            return parse(text)  # on a card chosen later
        op = "<=" if m.group("dir").lower() == "lower" else ">="
        stat = _STATS[" ".join(m.group("stat").lower().split())]

        def limited(spec: TargetSpec) -> bool:
            return f"{spec.name}.{stat} {op} {m.group('n1')}" in spec.where

        def widened(spec: TargetSpec) -> TargetSpec:
            first = f"{spec.name}.{stat} {op} {m.group('n1')}"
            second = f"{spec.name}.{stat} {op} {m.group('n2')}"
            where = tuple(second if w == first else w for w in spec.where)
            return replace(spec, where_when=(LimitWhen(condition=cond, where=where),))

        hit = [t for t in got.targets if limited(t)]
        if len(hit) != 1 or hit[0].where_when:
            return parse(text)
        try:
            targets = tuple(widened(t) if t is hit[0] else t for t in got.targets)
            loose = got.lenient_targets
            if loose is not None:
                loose = tuple(widened(t) if limited(t) and not t.where_when else t for t in loose)
        except ValueError:  # its other relations name other cards
            return parse(text)
        return replace(
            got,
            targets=targets,
            lenient_targets=loose,
            effects=_printed(got.effects, said, parts[at]),
            lenient_effects=None
            if got.lenient_effects is None
            else _printed(got.lenient_effects, said, parts[at]),
        )

    return read


def _printed(effects: tuple[Effect, ...], said: str, printed: str) -> tuple[Effect, ...]:
    return tuple(replace(e, step=printed) if e.step == said else e for e in effects)
