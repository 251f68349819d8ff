"""What a card a cost uses still gives its controller's Stronghold (Reference 03, Sensei: its
abilities apply while it is in play; Reference 04, Minimums and maximums; Costs and
restrictions / Gold production).

A card bowed, destroyed or discarded by a cost (``gold_sources``' ``exclude``) gives no Gold
bonus to the Stronghold (conservative: the cost may have taken it out of play). A bonus that
lowers or caps the Stronghold's Gold ("When paying for a Personality with your Stronghold, it
produces a maximum of 2 Gold.", Taka Sensei; "it produces 1 less Gold", Yoritomo Sensei) is a
trait a bow does not turn off, so it stays: dropping it would pay with Gold the Stronghold can't
make (a false legal; h42sensei). As ``production_changes`` are kept for a cost's card when they
lower (``solver.production``), a lowering bonus stays whatever the cost does with the card."""

from __future__ import annotations

from model.payments import GoldBonus

__all__ = ["kept_grants", "lowers"]


def lowers(bonus: GoldBonus) -> bool:
    """Does ``bonus`` lower or cap the Gold of what it is granted to?"""
    return bonus.gold < 0 or bonus.at_most is not None


def kept_grants(bonuses: tuple[GoldBonus, ...], used_by_cost: bool) -> tuple[GoldBonus, ...]:
    """``bonuses`` a card grants its Stronghold: all of them, or only those that lower or cap
    it when a cost uses the card (``used_by_cost``)."""
    return tuple(b for b in bonuses if not used_by_cost or lowers(b))
