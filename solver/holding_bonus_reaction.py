"""A Reaction adding Gold to a Holding as it bows to produce Gold (Costs and restrictions / Gold
production; Abilities and actions: a Reaction is used at its trigger, once per turn, not while
its card is bowed): "Reaction: When a Holding bows to produce Gold, bow this card: The Holding
produces one additional Gold." (Coin Pouch).

Read exactly in one case: one such card its player controls in play, unbowed, with no use
recorded this turn, while no state effect or sentence in play may bar or tax a Reaction, and
exactly one Holding among the player's Gold sources that bows to produce (each of its bowing
modes plain: no capped or negative bonus). Each bowing mode of that Holding then gets a variant
producing 1 more Gold, in one group with the Holding's modes (the Holding bows once, so the
Reaction is used at most once), weighing 1 (a card bowed for it). A bowed card, or one whose
use this turn is recorded, can't use it: no Gold and no doubt; so is one a stated effect surely
bars (``solver.reaction_effect_reach.surely_barring``, h40adv7 N3). h39adv1 U2.

No Holding among the sources that bow: nothing can trigger it (no Gold, no doubt). Two Holdings or
more (h39adv4 N4): which one takes the +1 is the player's choice at the trigger, so the Gold can be
paid when it can with the +1 on some one of them. Each Holding's variants are planned apart for the
payments (one of Holdings offering the same, ids aside: ``alike_apart``); the cheapest that pays is
offered (its plan is a real one; the +1 marked ``unproven``: the choice is made before the plan);
when none pays, the text stays a doubt and its shortfall is bounded by its one Gold
(``solver.reduction_bound``). Two such cards (h41adv3 N3): each is a separate ability (Reference
04: "Each ability on each separate source is a separate ability, even if identical"; the "once
per turn" limit does not stop two identical cards), each used once at the trigger, so both may
answer one Holding's bow: every way to give the cards to the Holdings (some on one) is planned
apart, that Holding's variants producing 1 more Gold per card given to it, up to all of them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from itertools import combinations, combinations_with_replacement
from typing import TypeVar, cast

from model.common import CardType
from model.lazy_regex import lazy_regex
from model.state import View
from solver import gold
from solver.production import source_card
from solver.reaction_effect_reach import surely_barring

__all__ = [
    "alike_apart",
    "alike_apart_counts",
    "alike_apart_sets",
    "holding_bonus_said",
    "with_holding_bonus",
]

_SHAPE = lazy_regex(
    r"^Gold text not understood: 'Reaction: When a Holding bows to produce Gold, bow this card: "
    r"The Holding produces (?:one|1) additional Gold\.?'$"
)

#: its words alone (as ``solver.shortfall_scope.text_of`` gives them, quoted or not)
_SAID = lazy_regex(
    r"^(?:Gold text not understood: ')?Reaction: When a Holding bows to produce Gold, bow this "
    r"card: The Holding produces (?:one|1) additional Gold\.?'?$"
)


def holding_bonus_said(text: str) -> bool:
    """Is ``text`` the shape of the module: one more Gold, once per bow of its card (a bound of
    1 Gold: ``solver.reduction_bound``, ``solver.action_unread``; h39adv4 N4)?"""
    return _SAID.fullmatch(text.strip()) is not None


def _cards(view: View, player: str) -> list[tuple[str, str]]:
    """(card id, shown "Title (id): text") of each card of the shape ``player`` controls; kept
    per View (the state is frozen)."""
    memo = view.memo("holding_bonus_reaction.cards")
    found = memo.get(player)
    if found is None:
        found = memo[player] = tuple(
            (inst.id, f"{d.title} ({inst.id}): {said}")
            for inst in view.state.cards
            if inst.in_play and inst.controlled_by == player
            for d in (view.definition(inst.id),)
            for said in (d.production_unread, *d.production_unread_more)
            if _SHAPE.match(said)
        )
    return list(cast("tuple[tuple[str, str], ...]", found))


def _plain(s: gold.Source) -> bool:
    """A bowing source whose Gold one more Gold simply adds to (no cap, no penalty)."""
    plain = all(b.max_total is None and b.gold >= 0 for b in s.bonuses)
    return s.bows and plain and "@" not in s.id  # not a mode bowing another card too


def _variants(
    view: View,
    pouches: dict[str, tuple[str, ...]],
    sources: Sequence[gold.Source],
    unproven: bool,
) -> list[gold.Source] | None:
    """``sources`` with the +1 variants of each Holding's bowing modes, ``pouches`` mapping
    the Holding to the cards whose Reactions add to its bow (+1 each: a variant per number of
    them used, 1 up to all); None: a mode not plain."""
    out = list(sources)
    for holding, cids in pouches.items():
        # its bowing modes (a Reaction of its own that bows nothing keeps its own group: Seaside
        # Bazaar's "When paying a Gold Cost, produce 1 Gold.")
        mine = [s for s in out if source_card(s.id) == holding and s.bows]
        if not all(_plain(s) for s in mine):
            return None
        out = [replace(s, group=s.group or holding) if s in mine else s for s in out]
        for n in range(1, len(cids) + 1):
            named = ", ".join(f"{view.definition(c).title} ({c})" for c in cids[:n])
            more = "1 more Gold" if n == 1 else f"{n} more Gold"
            its = "its Reaction" if n == 1 else "their Reactions"
            extra = f"bow {named}: {its}, the Holding produces {more}"
            for i, s in enumerate(mine):
                tag = "bonus" if n == 1 else f"bonus{n}x"
                out.append(
                    replace(
                        s,
                        id=f"{s.id}:{tag}{i}" if ":" in s.id else f"{s.id}:{tag}",
                        gold=s.gold + n,
                        group=s.group or holding,
                        extra_cost="; ".join(x for x in (s.extra_cost, extra) if x),
                        weight=(s.weight or 0) + n,
                        unproven=s.unproven or unproven,
                    )
                )
    return out


def _shape(holding: str, sources: Sequence[gold.Source]) -> tuple[object, ...]:
    """What ``holding``'s sources offer, ids aside (its own id as a group named alike)."""
    return tuple(
        (s.id.partition(":")[2], s.gold, s.bonuses, s.only_for, s.extra_cost, s.weight,
         s.bows, s.unproven, "self" if s.group == holding else s.group)
        for s in sources
        if source_card(s.id) == holding
    )  # fmt: skip


_T = TypeVar("_T")


def _first_of_each(items: Iterable[_T], shape: Callable[[_T], object]) -> list[_T]:
    """``items`` in order, the first of each class of equal ``shape``."""
    seen: set[object] = set()
    out: list[_T] = []
    for item in items:
        key = shape(item)
        if key not in seen:
            seen.add(key)
            out.append(item)
    return out


def alike_apart(holdings: set[str], sources: Sequence[gold.Source]) -> list[str]:
    """``holdings`` in order, one of each set of Holdings whose sources offer the same (two
    Iron Mines): the +1 on either gives the same plans, ids aside, so one is planned (the
    first, as the cheapest choice keeps the first of equal ones)."""
    return _first_of_each(sorted(holdings), lambda h: _shape(h, sources))


def alike_apart_sets(
    holdings: Sequence[str], size: int, sources: Sequence[gold.Source]
) -> list[tuple[str, ...]]:
    """The ``size``-sets of ``holdings`` (in order), one of each class of sets whose Holdings'
    sources offer the same, ids aside (exact by symmetry, as ``alike_apart``)."""
    return _first_of_each(
        combinations(holdings, size),
        lambda chosen: tuple(sorted((_shape(h, sources) for h in chosen), key=repr)),
    )


def alike_apart_counts(
    holdings: Sequence[str], cards: int, sources: Sequence[gold.Source]
) -> list[tuple[tuple[str, int], ...]]:
    """Each way to give ``cards`` cards to ``holdings`` (in order), as (Holding, how many) for
    each Holding given one or more, every card given (a card's Gold never hurts a payment: its
    variants up to that count are all offered); one of each class whose Holdings' sources offer
    the same, ids aside (exact by symmetry, as ``alike_apart``)."""
    ways = (
        tuple((h, chosen.count(h)) for h in dict.fromkeys(chosen))
        for chosen in combinations_with_replacement(holdings, cards)
    )
    return _first_of_each(
        ways, lambda counts: tuple(sorted(((_shape(h, sources), n) for h, n in counts), key=repr))
    )


def _given(counts: Sequence[tuple[str, int]], cards: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """The Holding -> cards map of ``counts``, the cards taken in order."""
    out: dict[str, tuple[str, ...]] = {}
    at = 0
    for holding, n in counts:
        out[holding] = tuple(cards[at : at + n])
        at += n
    return out


def _cheapest_paying(
    choices: Sequence[list[gold.Source]], payments: Sequence[gold.Payment]
) -> list[gold.Source] | None:
    """The choice of sources whose cheapest plan pays ``payments`` at least cost, or None."""
    best: tuple[tuple[int, int, int, int], list[gold.Source]] | None = None
    for sources in choices:
        result = gold.solve(gold.PaymentProblem(tuple(sources), tuple(payments)))
        if result.status not in ("optimal", "feasible") or not result.plans:
            continue
        p = result.plans[0]
        key = (p.weight, p.gold_produced, p.sources_used, p.waste)
        if best is None or key < best[0]:
            best = (key, sources)
    return None if best is None else best[1]


def with_holding_bonus(
    view: View,
    player: str,
    sources: Sequence[gold.Source],
    barred: Callable[[View, str], bool],
    payments: Sequence[gold.Payment] = (),
) -> tuple[list[gold.Source], tuple[str, ...]]:
    """``sources`` with one Holding's variants (see the module), and the card's text shown
    as offered; ``sources`` unchanged and ``()`` when not read exactly (``barred``: a state
    effect or a sentence in play may bar or tax a card's Reaction; ``payments``: those planned, to
    choose among two Holdings or more)."""
    found = _cards(view, player)
    shut = {cid for cid, _ in found if surely_barring(view, cid)}  # no Gold, no doubt (N3)
    if not found or any(barred(view, cid) for cid, _ in found if cid not in shut):
        return list(sources), ()
    shown = tuple(said for _, said in found)
    usable = [
        cid
        for cid, _ in found
        if cid not in shut
        and not view.card(cid).bowed
        and not any(r.card == cid and r.this_turn for r in view.state.memory)
    ]
    if not usable:
        return list(sources), shown  # none can be used now: no Gold, and no doubt
    holdings = sorted(
        {
            source_card(s.id)
            for s in sources
            if s.bows and view.definition(source_card(s.id)).type is CardType.HOLDING
        }
    )
    if not holdings:
        return list(sources), shown  # no Holding bows: nothing triggers it
    if len(holdings) == 1:  # every card's Reaction on its one bow (Reference 04)
        out = _variants(view, {holdings[0]: tuple(usable)}, sources, unproven=False)
        return (list(sources), ()) if out is None else (out, shown)
    # the cards given to the Holdings, some on one (each a separate ability, Reference 04)
    choices = [
        _variants(view, _given(counts, usable), sources, unproven=True)
        for counts in alike_apart_counts(holdings, len(usable), sources)
    ]
    if not payments or any(c is None for c in choices):
        return list(sources), ()
    paying = _cheapest_paying([c for c in choices if c is not None], payments)
    return (list(sources), ()) if paying is None else (paying, shown)
