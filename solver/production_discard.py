"""Gold produced by discarding another card of the player's out of play (Costs and
restrictions / Gold production; ``ProductionMode.discard_other``): "Discard a card to produce
an amount of Gold equal to the Focus Value of the discarded card", "Discard a face-up
Personality from one of your Provinces to produce 3 Gold". Which card each such producer
discards, and which cards a payment keeps out of that choice.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from model.abilities import Ability
from model.cards import ProductionMode
from model.common import Stat
from model.evaluate import matches_unary
from model.selectors import Selector
from model.state import View
from model.zones import Zone
from solver import gold
from solver.hand_choice_bans import usable_for_discard
from solver.production_destroy import usable_producers

if TYPE_CHECKING:
    from solver.costs import CostOption

_WHY = "another producer discards from the same cards, a choice not made jointly: not modelled"


def assign_discards(
    view: View, player: str, skip: frozenset[str], taken: Collection[str] = ()
) -> tuple[dict[str, str], tuple[str, ...], frozenset[str]]:
    """``discard_choices`` with, for its choices, the producers offered more than one card."""
    chosen, reasons, choices = discard_choices(view, player, skip, taken)
    return chosen, reasons, frozenset(p for p, cards in choices.items() if len(cards) > 1)


def discard_choices(
    view: View, player: str, skip: frozenset[str], taken: Collection[str] = ()
) -> tuple[dict[str, str], tuple[str, ...], dict[str, tuple[str, ...]]]:
    """The card each of ``player``'s producers with a ``discard_other`` mode discards, why
    a producer gets none when that is not settled ("Title (id): text"), and for each producer
    whose Gold depends on the card, one card of each value of that stat among its candidates
    (the chosen first; ``offer_discard_choices`` offers each to the Gold planner, which picks
    the cheapest: h37adv4 W6, a lower Focus Value may waste less).

    A candidate is a card out of play of the player's matching the selector (their hand, a
    face-up Personality in their Provinces), not in ``skip`` nor ``taken``: ``skip`` holds the
    cards a cost of the payment uses and the card paid for (Costs and restrictions: a card
    pays a cost once; the card played is not in the hand it is played from, Reference 05),
    so leaving them out is exact (a producer in ``skip`` is no producer). The first producer
    of each place (hand, Provinces) gets the candidate with the highest ``discard_stat`` (any
    candidate when the Gold does not depend on it); none when there is no candidate (exact:
    it can't pay its cost). A candidate without that stat leaves the choice unsettled. Every
    further producer discarding from the same place gets a reason, whatever the cards (which
    one takes which card, or whether both can pay, is a joint choice not made here), so a
    Gold shortfall is then ``unknown``."""
    chosen: dict[str, str] = {}
    reasons: list[str] = []
    places: set[object] = set()
    choices: dict[str, tuple[str, ...]] = {}
    firsts: list[tuple[str, ProductionMode]] = []  # each place's first producer and its mode
    for inst, modes, title in usable_producers(view, player, skip, lambda m: m.discard_other):
        sel, stat = modes[0].discard_other, modes[0].discard_stat
        assert sel is not None
        if len(modes) > 1 or sel.location in places:
            if not (len(modes) == 1 and _left_nothing(view, player, inst.id, skip, taken, firsts)):
                reasons.append(f"{title} ({inst.id}): {_WHY}")
            continue
        places.add(sel.location)
        firsts.append((inst.id, modes[0]))
        best: tuple[int, str] | None = None
        unsettled = False
        values: dict[int, str] = {}  # one card of each value, the first in the state
        for c in view.state.cards:
            if (
                c.id == inst.id
                or c.in_play
                or c.owner != player
                or c.id in skip
                or c.id in taken
                or not matches_unary(view, player, c.id, sel)
            ):
                continue
            free, why = usable_for_discard(view, player, c.id, {*skip, *taken})  # Hato-gurama
            if why is not None:
                reasons.append(f"{title} ({inst.id}): {why}")
            if not free or why is not None:
                continue
            value = 0 if stat is None else view.stat(c.id, stat)
            if value is None:
                unsettled = True
                continue
            values.setdefault(value, c.id)
            if best is None or value > best[0]:
                best = (value, c.id)
        if unsettled:
            reasons.append(f"{title} ({inst.id}): a card it may discard has no stat to produce")
        elif best is not None:
            chosen[inst.id] = best[1]
            if stat is not None:  # a lower card may waste less (h37adv4 W6): each offered
                others = (c for v, c in sorted(values.items(), reverse=True) if c != best[1])
                choices[inst.id] = (best[1], *others)
    return chosen, tuple(reasons), choices


def _unlimited(mode: ProductionMode) -> ProductionMode:
    """``mode`` without its fields about how often it may be used (each producer is usable
    now, as found)."""
    return replace(mode, once_per_turn=False, once_per_game=False, ability=None)


def unlimited_mode(mode: ProductionMode) -> ProductionMode:
    """``_unlimited``, for ``solver.joint_discards`` (producers of one way to produce)."""
    return _unlimited(mode)


def _candidates(
    view: View, player: str, producer: str, sel: Selector, gone: Collection[str]
) -> set[str] | None:
    """The cards ``producer`` may discard by ``sel``, none of ``gone``; None when a card's
    choice is barred by text (Hato-gurama's "if you have other cards in your hand")."""
    found: set[str] = set()
    for c in view.state.cards:
        if c.id == producer or c.in_play or c.owner != player or c.id in gone:
            continue
        if not matches_unary(view, player, c.id, sel):
            continue
        free, why = usable_for_discard(view, player, c.id, gone)
        if why is not None:
            return None
        if free:
            found.add(c.id)
    return found


def _left_nothing(
    view: View,
    player: str,
    producer: str,
    skip: frozenset[str],
    taken: Collection[str],
    firsts: Sequence[tuple[str, ProductionMode]],
) -> bool:
    """Is the further producer's choice settled (h40adv6 N4: Keigo and Tamako, one card left in
    hand once Paid Off is announced)? Its one way to produce Gold is the same (but for how often
    it may be used) as that of the first producer of its place, which may discard every card it
    could: whichever of them takes the card, the Gold is the same, and the other has nothing
    left to discard (Costs and restrictions / Gold production: a card is discarded once)."""
    modes = view.definition(producer).production
    if len(modes) != 1 or modes[0].discard_other is None:
        return False
    mine = _unlimited(modes[0])
    gone = {*skip, *taken}
    for first, mode in firsts:
        whole = view.definition(first).production
        if len(whole) != 1 or _unlimited(mode) != mine:
            continue
        own = _candidates(view, player, producer, modes[0].discard_other, gone)
        theirs = _candidates(view, player, first, modes[0].discard_other, gone)
        if own is not None and theirs is not None and len(own | theirs) <= 1 and own <= theirs:
            return True
    return False


def offer_discard_choices(
    view: View, sources: Sequence[gold.Source], choices: Mapping[str, tuple[str, ...]]
) -> list[gold.Source]:
    """``sources`` with each discarding source ("tamako:0@obi") of a producer with a choice
    (``discard_choices``) offered once per card of another value ("tamako:0@rout", its Gold
    changed by the difference of that stat), all in one group of alternatives: one use, its
    card discarded (Costs and restrictions / Gold production: the player picks the card)."""
    out: list[gold.Source] = []
    for s in sources:
        producer, _, card = s.id.partition(":")
        mode, at, first = card.partition("@")
        cards = choices.get(producer, ())
        if not at or len(cards) < 2 or first != cards[0]:
            out.append(s)
            continue
        index = int(mode) if mode.isdigit() else None
        stat = _discard_stat(view, producer, index)
        if stat is None:
            out.append(s)
            continue
        group = s.group or producer
        base = s.gold - max(0, view.stat(first, stat) or 0)
        said = f"discard {view.definition(first).title} ({first})"
        for c in cards:
            out.append(
                replace(
                    s,
                    id=f"{producer}:{mode}@{c}",
                    gold=base + max(0, view.stat(c, stat) or 0),
                    extra_cost=(s.extra_cost or "").replace(
                        said, f"discard {view.definition(c).title} ({c})"
                    ),
                    group=group,
                )
            )
    return out


def _discard_stat(view: View, producer: str, index: int | None) -> Stat | None:
    """The stat of the discarded card the producer's mode ``index`` produces by."""
    modes = view.definition(producer).production
    if index is None or not 0 <= index < len(modes):
        return None
    return modes[index].discard_stat


def discard_assignment(
    view: View, player: str, skip: frozenset[str], taken: Collection[str] = ()
) -> tuple[dict[str, str], tuple[str, ...]]:
    """``assign_discards`` without the open choices."""
    chosen, reasons, _ = assign_discards(view, player, skip, taken)
    return chosen, reasons


def paid_card_excluded(
    view: View,
    player: str,
    cards: Iterable[str | None],
    hand_discards: int = 0,
) -> list[str]:
    """The cards out of play that a discarding producer must leave alone in a payment:
    ``cards`` not in play (the card played or brought into play, a target in hand or in a
    Province: it can't also be discarded), and, for a cost that discards ``hand_discards``
    cards of the player's choice from their hand ("Discard a card"), that many other cards of
    the hand, those of the lowest Focus Value (the producers keep the best; a card without one
    first), so the cost and the producers never discard the same card."""
    out = [c for c in cards if c is not None and view.has(c) and not view.card(c).in_play]
    if hand_discards <= 0:
        return out
    hand = [
        c.id
        for c in view.state.cards
        if c.zone is Zone.HAND and c.owner == player and c.id not in out
    ]
    focus = {c: view.stat(c, Stat.FOCUS) for c in hand}
    hand.sort(key=lambda c: (focus[c] is not None, focus[c] or 0, c))
    return out + hand[:hand_discards]


def held_from_discards(
    view: View,
    player: str,
    card: str,
    ability: Ability,
    targets: Mapping[str, Sequence[str]],
    choice: Sequence[CostOption],
    brought: str | None,
) -> list[str]:
    """``paid_card_excluded`` for an action: its card (a Strategy played from hand), the card
    it brings into play, its targets out of play, and the cards its "Discard a card" costs
    (``Cost.discard_from_hand``, paid in ``choice``, one option per mandatory cost) take."""
    from solver.costs import mandatory_costs

    if not any(o.paid and o.kind == "discard_from_hand" for o in choice):
        n = 0
    else:
        costs = mandatory_costs(view, player, card, ability)
        n = 0
        for mc, option in zip(costs, choice, strict=True):
            cost = mc.cost.any_of[option.alt] if option.alt >= 0 else mc.cost
            if option.paid and option.kind == "discard_from_hand":
                n += cost.discard_from_hand or 0
    named = (card, brought, *(c for cards in targets.values() for c in cards))
    return paid_card_excluded(view, player, named, n)
