"""Gold produced with another card of the player's (Costs and restrictions / Gold production):
destroyed as the cost (``ProductionMode.destroy_other``: "When paying for a Spell, destroy your
Item to produce 8 Gold which may only pay for that Spell") or bowed as a target, producing its
Chi (``ProductionMode.bow_target``: "Bow your target unbowed Courtier or Artisan. Produce Gold
equal to his Chi"). Which card each such producer uses.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator

from model.cards import ProductionMode
from model.evaluate import matches_relations, matches_unary
from model.selectors import SOURCE
from model.state import CardInstance, View
from solver.effects import prevented

_WHY = "the card its Gold cost destroys may be needed elsewhere: not modelled"


def usable_producers(
    view: View, player: str, skip: Collection[str], has: Callable[[ProductionMode], object]
) -> Iterator[tuple[CardInstance, list[ProductionMode], str]]:
    """``player``'s producers in play (not in ``skip``) with a production mode ``has`` picks,
    that can bow for it if it bows: each card, those modes and its title."""
    for inst in view.state.cards:
        if inst.id in skip or not inst.in_play or inst.controlled_by != player:
            continue
        modes = [m for m in view.definition(inst.id).production if has(m)]
        if not modes or (modes[0].bow and (inst.bowed or prevented(view, player, "bow", inst.id))):
            continue
        yield inst, modes, view.definition(inst.id).title


def destroy_assignment(
    view: View, player: str, skip: frozenset[str], taken: Collection[str] = ()
) -> tuple[dict[str, str], tuple[str, ...]]:
    """The card each of ``player``'s producers with a ``destroy_other`` mode destroys, each a
    different card, and why a producer gets none when that is not settled ("Title (id):
    text").

    A candidate is a card in play ``player`` controls matching the selector (other than the
    producer) whose destruction is not prevented (else the cost can't be paid with it). Only
    a plain one is chosen: not in ``skip`` (a cost's), neither in nor attached to a card in
    ``taken`` (bowed or penalized by another producer's cost: an Item's Chi is its bearer's),
    with no Gold production, cost reduction, change to other cards'
    Gold or Stronghold bonus of its own (read or not) and no card attached (which would leave
    play with it): destroying it changes no other Gold, and every plain candidate pays the same.
    A producer with no candidate at all is left out exactly; one left without only because
    its candidates are not plain or another producer took them gets a reason (a shortfall is
    then ``unknown``)."""
    chosen: dict[str, str] = {}
    reasons: list[str] = []
    used = set(taken)
    for inst, modes, title in usable_producers(view, player, skip, lambda m: m.destroy_other):
        if len(modes) > 1:  # two ways to choose: not settled here
            reasons.append(f"{title} ({inst.id}): {_WHY}")
            continue
        sel = modes[0].destroy_other
        assert sel is not None
        found: str | None = None
        unsettled = False
        for c in view.state.cards:
            if (
                c.id == inst.id
                or not c.in_play
                or c.controlled_by != player
                or not matches_unary(view, player, c.id, sel)
                or not matches_relations(view, c.id, sel, {SOURCE: inst.id}, partial=True)
                or prevented(view, player, "destroy", c.id)
            ):
                continue
            if c.id in skip or c.id in used or c.attached_to in used or not _plain(view, c.id):
                unsettled = True
                continue
            found = c.id
            break
        if found is not None:
            chosen[inst.id] = found
            used.add(found)
        elif unsettled:
            reasons.append(f"{title} ({inst.id}): {_WHY}")
    return chosen, tuple(reasons)


def _plain(view: View, card: str, attached: bool = True) -> bool:
    """Destroying (or bowing) ``card`` changes no Gold but the cost's: it produces none,
    lowers no cost, changes no other card's Gold, gives no Stronghold bonus, and (``attached``:
    as it leaves play) has nothing attached."""
    d = view.definition(card)
    return not (
        d.production
        or d.production_unread
        or d.reductions_unread
        or d.production_changes
        or d.stronghold_bonuses
        or d.production_may_lower
        or (attached and any(c.attached_to == card and c.in_play for c in view.state.cards))
    )


_WHY_TARGET = "the card its Gold bows as a target may be needed elsewhere: not modelled"


def bow_target_assignment(
    view: View, player: str, skip: frozenset[str], taken: Collection[str] = ()
) -> tuple[dict[str, str], tuple[str, ...]]:
    """The target each of ``player``'s producers with a ``bow_target`` mode bows (and whose
    ``target_stat`` it produces), each a different card, and why a producer gets none when
    that is not settled ("Title (id): text").

    A candidate is a card in play ``player`` controls matching the selector (other than the
    producer; unbowed) that has the stat and is not shielded from being targeted (Effects /
    "May not"). The one chosen has the highest stat among the plain ones: not in ``skip`` (a
    cost's), not in ``taken`` or taken by another such producer, producing, lowering and
    changing no Gold (bowing it changes no other Gold). The choice is exact when no other
    candidate (not plain, or shielded only from some actions) has a higher stat; otherwise, or
    with no plain candidate while another is there, the producer gets a reason (a shortfall
    is then ``unknown``); with no candidate at all it is left out exactly."""
    from solver.effects import may_not_be_targeted
    from solver.production import maybe_untargetable

    chosen: dict[str, str] = {}
    reasons: list[str] = []
    used = set(taken)
    for inst, modes, title in usable_producers(view, player, skip, lambda m: m.bow_target):
        sel, stat = modes[0].bow_target, modes[0].target_stat
        if len(modes) > 1 or sel is None or stat is None:  # two ways to choose: not settled
            reasons.append(f"{title} ({inst.id}): {_WHY_TARGET}")
            continue
        plain: list[tuple[int, str]] = []
        other: list[int] = []
        for c in view.state.cards:
            value = view.stat(c.id, stat)
            if (
                c.id == inst.id
                or not c.in_play
                or c.controlled_by != player
                or value is None
                or not matches_unary(view, player, c.id, sel)
                or not matches_relations(view, c.id, sel, {SOURCE: inst.id}, partial=True)
                or may_not_be_targeted(view, player, c.id)  # shielded from every action
            ):
                continue
            if (
                c.id in skip
                or c.id in used
                or maybe_untargetable(view, player, c.id)
                or not _plain(view, c.id, attached=False)
            ):
                other.append(value)
            else:
                plain.append((value, c.id))
        best = max(plain, default=None)
        if best is not None and all(v <= best[0] for v in other):
            chosen[inst.id] = best[1]
            used.add(best[1])
        elif plain or other:
            reasons.append(f"{title} ({inst.id}): {_WHY_TARGET}")
    return chosen, tuple(reasons)
