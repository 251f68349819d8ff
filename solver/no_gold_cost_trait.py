"""A card's own trait removing its ability's Gold cost ("Courtesy: This card's ability has no
Gold Cost. (Courtesy traits do not take effect if you went first.)", Confounding Departure;
"Compassion: Kinshikirai's printed ability has no Gold Cost."; h37adv5 N1). Costs and
restrictions: a cost no longer there needs no paying; removing one can only allow.

So the ability is read twice: paying its Gold cost (a legal answer stands: the sentence can
only make it cheaper) and without any Gold cost (an illegal answer stands: even free it fails).
When the state settles whether the sentence takes effect, one reading answers both ways: no
trait word, or a Courtesy trait of a player who did not go first (Reference 04, turn order;
``model.evaluate.turn_order``), is the free reading; a Courtesy trait of the player who went
first is the paying one. Another trait word's condition (Compassion's Provinces, ...) is not
read here: the two readings answer only where they agree with it."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from model.abilities import Ability
from model.cardtext.target_words import self_words
from model.evaluate import turn_order
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["no_gold_cost_readings"]

_NO_GOLD = lazy_regex(
    r"^(?:(?P<trait>[A-Z][a-z]+): )?(?P<who>This card|[A-Z][\w'-]+)'s (?:printed )?ability has "
    r"no Gold Cost\.?$"
)
_BOTH = frozenset({"legal", "illegal"})


def no_gold_cost_readings(
    view: View, player: str, card: str, ab: Ability
) -> Iterator[tuple[Ability, frozenset[str]]]:
    """The readings of ``ab`` of ``card`` under its own no-Gold-Cost trait, its only text not
    read, each with the answers it settles (see the module); none for any other ability."""
    if len(ab.not_understood) != 1 or not ab.timing_understood or ab.lenient is not None:
        return
    m = _NO_GOLD.fullmatch(ab.not_understood[0].strip())
    if m is None:
        return
    who = m["who"]
    if who != "This card" and who.lower() not in self_words(view.definition(card).title):
        return
    paying = dataclasses.replace(ab, not_understood=())
    free = dataclasses.replace(
        paying, costs=tuple(c for c in ab.costs if c.gold is None and not c.any_of)
    )
    if any(c.any_of and any(o.gold is not None for o in c.any_of) for c in ab.costs):
        return  # a Gold cost among alternatives: which one it removes is not read
    trait = (m["trait"] or "").lower()
    order = turn_order(view, player)
    if not trait or (trait == "courtesy" and order is not None and order > 1):
        yield free, _BOTH
    elif trait == "courtesy" and order == 1:
        yield paying, _BOTH
    else:
        yield paying, frozenset({"legal"})
        yield free, frozenset({"illegal"})
