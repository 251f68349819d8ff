"""A rulebook play's Gold label names the increases of cards in play read with certainty, as it
names reductions (Costs and restrictions / Changes to costs and payments; h40adv2 E1): "the
Gold cost needs 2 Gold (-1 Gold: Whispering Archive, +1 Gold: Chukage Sensei)" for a printed 2,
so every change in the amount shown is named (``solver.certain_increase``: "You Equip non-Water
Spells for 1 more Gold."; a minimum a card sets, "Recruiting Personalities has a minimum Gold
Cost of 5 for you.", as "at least 5 Gold: Shibata Sensei" when it raised the cost)."""

from __future__ import annotations

from model.cards import CardDef
from model.state import View
from solver.certain_increase import certain_increases
from solver.entering_increase import minimum_of
from solver.entering_price import printed_entering_delta
from solver.honor_surcharge import honor_surcharges
from solver.verdict import Play

__all__ = ["increase_notes", "minimum_notes", "own_notes"]


def increase_notes(
    view: View, player: str, definition: CardDef, card: str, play: Play
) -> list[str]:
    """ "+N Gold: Title" for each certain increase in the price of this ``play`` of ``card``
    (the Honor surcharges aside: ``honor_surcharge.surcharge_notes`` names them)."""
    respect = {said for said, _ in honor_surcharges(view, definition, card)}
    return [
        f"+{n} Gold: {said.partition(': ')[0]}"
        for said, n in certain_increases(view, player, definition, card, play)
        if n > 0 and said not in respect
    ]


def minimum_notes(
    view: View, player: str, recruit: bool, needs: int, before: int | None = None
) -> list[str]:
    """ "at least N Gold: Title" for a minimum Gold cost of a card ``player`` controls in play
    that the Recruit's (``recruit``) cost ``needs`` equals (it may have raised it); none when
    the cost before any minimum, ``before`` (the printed cost and the changes named), is N or
    more already: the minimum changed nothing (h41misc: Kaiu Gorobei's printed 5 was labelled
    "at least 5 Gold: Shibata Sensei")."""
    if not recruit or (before is not None and before >= needs):
        return []
    out = []
    for inst in view.state.cards:
        if not inst.in_play or inst.controlled_by != player:
            continue
        d = view.definition(inst.id)
        for said in d.grants_unread:
            n = minimum_of(said)
            if n is not None and n == needs and f"at least {n} Gold: {d.title}" not in out:
                out.append(f"at least {n} Gold: {d.title}")
    return out


def own_notes(
    view: View, player: str, definition: CardDef, card: str, recruit: bool, host: str | None
) -> list[str]:
    """ "-2 Gold: its own text" for the card's own printed changes that apply now ("enters play
    for 1 less Gold for each Personality you control", Prosperous Village); none when one is
    optional (its label says which it takes: ``entering_price.optional_note``)."""
    if any(c.optional for c in definition.entering):
        return []
    delta = printed_entering_delta(view, player, definition, card, host, recruiting=recruit)
    return [f"{delta:+d} Gold: its own text"] if delta else []
