"""Readings of an action whose only text not read is its own card's sentence about it, each
with the answers it settles: "This Stronghold's ability has Tireless if you bow your
Fortification when announcing it." (``solver.bow_keyword_tireless``: legal only), "Courtesy:
This card's ability has no Gold Cost." (``solver.no_gold_cost_trait``), "This card's ability is
Battle/Open if you are a Unicorn Clan player." with the player's Clan settled
(``solver.own_designator_widening``), "This card's ability costs 1 less Gold ..."
(``solver.own_cost_reduction``), "Bow Okame unless <condition not read>: ..." read with the
bow always paid (``solver.unless_bow_reading``: legal only), "Keisuke's printed ability has
Tireless while ..." on an unbowed card (``solver.unbowed_tireless``: both answers)."""

from __future__ import annotations

from collections.abc import Iterator

from model.abilities import Ability
from model.state import View
from solver.bow_keyword_tireless import bowed_tireless_reading
from solver.no_gold_cost_trait import no_gold_cost_readings
from solver.own_cost_reduction import own_cost_reduction_readings
from solver.own_designator_widening import clan_settled_reading
from solver.unbowed_tireless import unbowed_tireless_reading
from solver.unless_bow_reading import bow_always_reading

__all__ = ["own_sentence_readings"]


def own_sentence_readings(
    view: View, player: str, card: str, ab: Ability
) -> Iterator[tuple[Ability, frozenset[str]]]:
    """Each reading of ``ab`` (of ``card``) with the verdict statuses it settles."""
    if (tireless := bowed_tireless_reading(view, card, ab)) is not None:
        yield tireless, frozenset({"legal"})
    yield from no_gold_cost_readings(view, player, card, ab)
    yield from own_cost_reduction_readings(view, player, ab)  # "... costs 1 less Gold ..."
    if (clan := clan_settled_reading(view, player, ab)) is not None:
        yield clan, frozenset({"legal", "illegal"})
    if (bowing := bow_always_reading(view, card, ab)) is not None:  # "Bow Okame unless ..."
        yield bowing, frozenset({"legal"})
    if (unbowed := unbowed_tireless_reading(view, card, ab)) is not None:  # "... has Tireless"
        yield unbowed, frozenset({"legal", "illegal"})
