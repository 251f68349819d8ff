"""A card's Gold cost to enter play now (Costs and restrictions / Changes to costs and payments):
ongoing changes to the amount, its own printed changes ("enters play for 2 less Gold if ...",
"Attaches to a Courtier for 2 less Gold.") and the state's modifiers; the label of the optional
changes a plan takes. (Split from ``solver.playing``.)"""

from __future__ import annotations

from model.cards import CardDef
from model.common import Stat
from model.evaluate import condition_holds, matches_relations, matches_unary
from model.past import Past
from model.selectors import SOURCE
from model.state import View
from solver.certain_increase import certain_increases
from solver.effects import play_gold_delta
from solver.ignored_costs import cost_ignored
from solver.in_play_reductions import price_after, read_reductions
from solver.producing_holdings import producing_price
from solver.verdict import EQUIP, RECRUIT

__all__ = ["cost_before", "gold_cost_now", "optional_note", "past_count", "printed_entering_delta"]


def cost_before(
    view: View,
    player: str,
    definition: CardDef,
    designator: str,
    card: str | None = None,
    host: str | None = None,
) -> int | None:
    """The card's Gold cost (not yet kept at 0) after ongoing changes to the amount, its own
    printed changes (``entering``: "enters play for 2 less Gold if ..."), the rulebook play's
    increases read with certainty (``solver.certain_increase``) and the state's modifiers; the
    fixed reductions of cards in play are taken in ``gold_cost_now``.
    ``card``: its id, for "other" cards; ``host``: the Personality it attaches to ("Attaches to
    a Courtier for 2 less Gold.", "Hibana Equips Fire Spells for 2 less Gold.")."""
    if definition.gold_cost is None:
        return None
    delta = play_gold_delta(view, player, definition, designator)
    delta += printed_entering_delta(
        view, player, definition, card, host, recruiting=designator == "dynasty"
    )
    # the rulebook play's increases read with certainty ("Your non-Ashigaru Personalities in and
    # out of play have +1 Gold Cost."): the Gold it needs, named so in a shortfall (h30enter)
    play = {"dynasty": RECRUIT, "open": EQUIP}.get(designator)
    delta += sum(n for _, n in certain_increases(view, player, definition, card, play))
    # the state's modifiers on the card's Gold Cost ("modifiers": the card's own stat changes)
    base = view.raw_stat(card, Stat.GOLD_COST) if card is not None and view.has(card) else None
    return (definition.gold_cost if base is None else base) + delta


def gold_cost_now(
    view: View,
    player: str,
    definition: CardDef,
    designator: str,
    card: str | None = None,
    host: str | None = None,
) -> int | None:
    """The card's Gold cost now: ``cost_before`` lowered by the fixed reductions of cards in
    play its player controls (``solver.in_play_reductions``, ``solver.producing_holdings``:
    "Gold- and Honor-producing Holdings enter play for you for 1 less Gold, ..."), never below
    0 (Costs and restrictions / Changes to costs and payments)."""
    cost = cost_before(view, player, definition, designator, card, host)
    if cost is not None and cost_ignored(view, player, definition, host):
        return 0  # "Attaches to Kataoka ignoring costs." onto Kataoka (solver.ignored_costs)
    if cost is None or designator not in ("dynasty", "open"):
        return None if cost is None else max(0, cost)
    equip = designator == "open"
    if not equip and (found := producing_price(view, player, definition, card, cost)):
        return found[0]
    return price_after(cost, read_reductions(view, player, definition, card, equip, host))


def past_count(view: View, past: Past, *, at_least: bool = False) -> int | None:
    """How many times ``past`` happened, summed over every player ("each Province destroyed this
    game": every player's Provinces), as the state's ``past`` reports it; None: not reported
    (with ``times``) for every player. ``at_least``: the sum of the counts reported (a lower
    bound; the sentence is then not understood, ``partial_unread``)."""
    counts = [view.state.times(past, player=p.id) for p in view.state.players]
    if any(n is None for n in counts) and not at_least:
        return None
    return sum(n or 0 for n in counts)


def printed_entering_delta(
    view: View,
    player: str,
    definition: CardDef,
    card: str | None = None,
    host: str | None = None,
    *,
    recruiting: bool = False,
) -> int:
    """The sum of the card's printed changes to its own cost to enter play that apply now; one
    for a host ("Attaches to a Courtier for 2 less Gold.") only when attaching to ``host``, a
    Personality it names (Reference 03, attachments; else ``partial_unread`` names it); one to
    its Recruit ("You Recruit Kanpeki for 2 less Gold ...") only when ``recruiting``; one per
    past occurrence only when the state counts them (else ``partial_unread`` names it)."""
    total = 0
    bound = {SOURCE: card} if card is not None else {}
    for change in definition.entering:
        if change.recruit_only and not recruiting:
            continue
        # a count not reported for every player: the counts reported (``partial_unread`` names
        # the sentence; an unread reduction turns only an illegal, an increase only a legal)
        times = (
            None if change.per_past is None else past_count(view, change.per_past, at_least=True)
        )
        if change.ignores:
            continue  # not an amount (``gold_cost_now``: ``solver.ignored_costs``)
        if change.host is not None and (
            host is None or not matches_unary(view, player, host, change.host)
        ):
            continue
        if change.condition is not None and not condition_holds(
            view, player, change.condition, bound
        ):
            continue
        amount = change.gold
        if change.per_card is not None:
            select = change.per_card
            n = sum(
                1
                for c in view.state.cards
                if c.id != card
                and matches_unary(view, player, c.id, select)
                and matches_relations(view, c.id, select, bound, partial=True)
            )
            amount *= n
        if times is not None:
            amount *= times
        if change.max is not None:
            amount = max(-change.max, min(change.max, amount))
        total += amount
    return total


def optional_note(definition: CardDef) -> str:
    """ ", taking its optional -2 Gold (permanently give him -2C)": the optional changes to its own
    cost a plan takes (``EnteringChange.optional``; they only lower the Gold), for its label."""
    taken = [f"{c.gold:+d} Gold ({c.optional})" for c in definition.entering if c.optional]
    return f", taking its optional {' and '.join(taken)}" if taken else ""
