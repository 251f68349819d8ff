"""The 2010s Clan Strongholds' "(When going second, ...)" paragraph: rules text printed in
italics and parentheses, not reminder text ("(When going second, you get +2PS and your
Stronghold ability gains Tireless)").

"Going second" is the player's place in the turn order (``Condition(turn_order=2)``, as the
production reader reads the Mantis Stronghold's "(When going second, you may, once per game,
produce 2 Gold)"; players are listed in turn order). Read: "your Stronghold ability gains
Tireless" (Tireless: usable while bowed, its printed reminder). Set aside as unable to change
the card's own actions: Province Strength, hand size, an extra card, the Gold parts the
production reader reads (produce 2 Gold; Proclaimed Personalities entering for less Gold:
``CardDef.reductions_unread``), the rulebook's Lobby and Cycle, refilling a Province. "your Fear
has +1 strength": the strict reading of the card's Fear (one target whose Force is at most a
printed number) then allows that much more Force while going second (``LimitWhen``, as a
printed bonus under a condition; the lenient one has no Force limit); a Fear of any other form
keeps its limit (a bonus left out: it may demand more than the truth). Anything else is kept
as text not read: the card's actions answer ``unknown`` when the player goes second
(``Ability.unread_while``), never when he went first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from model.abilities import Ability, LimitWhen, TargetSpec
from model.lazy_regex import lazy_regex
from model.selectors import Condition

__all__ = ["GoingSecond", "fear_bonus_when", "read_going_second", "with_going_second"]

_PARAGRAPH = lazy_regex(r"^\(\s*When going second,\s*(?P<body>.+?)\s*\.?\s*\)$", re.IGNORECASE)
_TIRELESS = lazy_regex(r"\byour Stronghold ability gains Tireless\b", re.IGNORECASE)
#: Clauses that change none of the card's own actions (see the module).
_ASIDE = lazy_regex(
    r"\+\d+ ?(?:PS|Province Strength)\b"
    r"|(?:other players have )?[+-]\d+ maximum hand size"
    r"|begin with an extra card in your hand"
    r"|you may, once per game, produce \d+ Gold"
    r"|Personalities you Proclaim enter play for \w+ less Gold"
    r"|an? \+\d+ Lobby bonus"
    r"|a second use of Cycle on any turn"
    r"|you may, if any of your Provinces have been destroyed, refill the first Province "
    r"during your Dynasty Phase face-up"
    # a bonus to its Fears (``_fear_bonus``)
    r"|your Fear has \+\d+ strength",
    re.IGNORECASE,
)
#: What may be left between the clauses.
_GLUE = lazy_regex(r"^(?:[\s,]|\band\b|\byou (?:get|have)\b)*$", re.IGNORECASE)
SECOND = Condition(turn_order=2)
_FEAR_BONUS = lazy_regex(r"\byour Fear has \+(?P<n>\d+) strength\b", re.IGNORECASE)
_LIMIT = lazy_regex(r"^(?P<slot>target\d+)\.force <= (?P<k>\d+)$")
_FEAR_STEP = lazy_regex(r"^Fear \d+\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class GoingSecond:
    """What the paragraph does to the card's actions: ``tireless`` (usable while bowed when
    going second), ``unread`` (the paragraph, when it says more that is not read)."""

    tireless: bool = False
    unread: str | None = None
    #: "your Fear has +N strength": N
    fear_bonus: int = 0


def read_going_second(paragraphs: Sequence[str]) -> GoingSecond:
    """The card's "(When going second, ...)" paragraph among ``paragraphs`` (none: nothing)."""
    for text in paragraphs:
        m = _PARAGRAPH.match(text.strip())
        if m is None:
            continue
        body = m.group("body")
        tireless = _TIRELESS.search(body) is not None
        rest = _ASIDE.sub(" ", _TIRELESS.sub(" ", body))
        bonus = sum(int(b.group("n")) for b in _FEAR_BONUS.finditer(body))
        return GoingSecond(tireless, None if _GLUE.match(rest) else text.strip(), bonus)
    return GoingSecond()


def with_going_second(ability: Ability, second: GoingSecond) -> Ability:
    """``ability`` (and its lenient reading) with what going second does to it."""
    if second.fear_bonus:
        ability = _fear_bonus(ability, second.fear_bonus)
    if not second.tireless and second.unread is None:
        return ability
    changes: dict[str, object] = {}
    if second.tireless and not ability.usable_when_bowed:
        changes["tireless_while"] = SECOND
    if second.unread is not None:
        changes["unread_while"] = SECOND
        changes["unread_while_text"] = second.unread
    lenient = ability.lenient
    if lenient is not None:
        lenient = replace(lenient, **changes)  # type: ignore[arg-type]
    return replace(ability, lenient=lenient, **changes)  # type: ignore[arg-type]


def _fear_bonus(ability: Ability, bonus: int, condition: Condition = SECOND) -> Ability:
    """``ability`` whose one Fear ("Fear 3") target's strict Force limit K also allows K +
    ``bonus`` while ``condition`` holds (going second); unchanged when it has no such one
    target."""
    fears = [e for e in ability.effects if e.step and _FEAR_STEP.match(e.step)]
    specs = [t for t in ability.targets if isinstance(t, TargetSpec)]
    if len(fears) != 1 or len(specs) != len(ability.targets):
        return ability
    found = [
        (spec, m)
        for spec in specs
        if len(spec.where) == 1 and not spec.where_when
        for m in (_LIMIT.fullmatch(spec.where[0]),)
        if m is not None and m.group("slot") == spec.name
    ]
    if len(found) != 1:
        return ability
    spec, m = found[0]
    wider = f"{spec.name}.force <= {int(m.group('k')) + bonus}"
    changed = replace(spec, where_when=(LimitWhen(condition=condition, where=(wider,)),))
    targets = tuple(changed if t is spec else t for t in ability.targets)
    return replace(ability, targets=targets)


#: "your Fear has +N strength" under another condition (``own_fear_bonus``)
fear_bonus_when = _fear_bonus
