"""A choice made as the card produces its Gold Production (Costs and restrictions / Gold
production): "When this Holding produces Gold, you may give it +1GP (this turn); if you do, it
will not straighten until after your next Action Phase", "Courtesy: When this Holding produces
Gold, you may give it +1GP (this turn) and lose 2 Honor", "Before this Holding bows to produce
Gold, you may bow another of your Mines to give this one +3GP", "Before this Holding bows to
produce Gold, you may give it +2GP; if you did, destroy it after it bows" (destroyed after it
bows: ``ProductionMode.leaves_play="destroyed_after"``, an effect, not a cost).

Each is a second way to produce the stat: the stat plus the bonus, with what the choice costs
or causes. The plain stat stays a mode of its own (the choice is optional); both are one bow
of the card (one group in the planner).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from model.cards import ConditionalGold, ProductionMode
from model.lazy_regex import lazy_regex
from model.oracle.production_terms import _NOT_FIRST, _selector
from model.selectors import Condition, Selector

#: What the +1GP choice of "When this Holding produces Gold, you may give it +1GP (this turn);
#: if you do, it will not straighten until after your next Action Phase" causes, carried in the
#: mode's ``extra_cost`` as said (the goldfish keeps the card bowed by it: its straightening).
HOLDS_BOWED = "it will not straighten until after your next action phase"

_OPTIONAL_GP = lazy_regex(
    r"(?P<courtesy>courtesy: )?"
    r"(?:when this holding produces gold|before this holding bows to produce gold), you may "
    r"(?:bow another of your (?P<what>[a-z]+) to )?"
    r"give (?:it|this one|this holding) \+(?P<n>\d+)gp(?: \(this turn\))?"
    r"(?: and lose (?P<h>\d+) honor"
    r"|; if you do, (?P<later>" + HOLDS_BOWED + ")"
    r"|; if you did, (?P<destroyed>destroy it after it bows))?"
)


@dataclass(frozen=True, slots=True)
class OptionalGold:
    """The stat plus ``gold`` when chosen; ``lose_honor``: Honor lost with it (an effect of
    the choice, not a cost); ``later``: what it causes in a later turn (carried as text);
    ``only_if``: when the choice exists (a Courtesy trait: not if you went first, as its
    printed reminder says); ``bow_other``: another card bowed to make it; ``destroyed``: the
    card is destroyed after it bows."""

    gold: int
    lose_honor: int = 0
    later: str | None = None
    only_if: Condition | None = None
    bow_other: Selector | None = None
    destroyed: bool = False


def optional_gold(sentence: str) -> OptionalGold | None:
    """The choice a sentence offers as the card produces, or None when it is not one."""
    low = sentence.lower().strip().rstrip(".").strip()
    m = _OPTIONAL_GP.fullmatch(low)
    if m is None:
        return None
    bow_other = None
    if m.group("what") is not None:
        # "bow another of your Mines": a Mine you control other than this card
        bow_other = _selector(m.group("what"), plural=True, other=True)
    return OptionalGold(
        gold=int(m.group("n")),
        lose_honor=int(m.group("h") or 0),
        later=m.group("later"),
        only_if=_NOT_FIRST if m.group("courtesy") else None,
        bow_other=bow_other,
        destroyed=m.group("destroyed") is not None,
    )


def optional_modes(stat_mode: ProductionMode, options: list[OptionalGold]) -> list[ProductionMode]:
    """One more mode per choice: the stat mode plus its Gold, always added (a condition that
    always holds), with the Honor it loses (not a cost), what it causes later, when it exists
    and the card it bows."""
    always = Condition()
    return [
        replace(
            stat_mode,
            conditional_delta=(*stat_mode.conditional_delta, ConditionalGold(always, o.gold)),
            lose_honor=stat_mode.lose_honor + o.lose_honor,
            honor_is_cost=not o.lose_honor,
            extra_cost="; ".join(x for x in (stat_mode.extra_cost, o.later) if x) or None,
            only_if=o.only_if,
            bow_other=o.bow_other,
            leaves_play="destroyed_after" if o.destroyed else stat_mode.leaves_play,
        )
        for o in options
    ]
