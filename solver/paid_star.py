"""The ":gstar:" payment of an action whose effect reads the Gold paid (Reference 04, the Gold
icon: a star is any amount of Gold; Costs and restrictions / Mandatory costs, "separate
payments": a cost added by a separate effect is a separate payment and one source's Gold is not
split between payments; NOTES-gold.md; h43gold): "Battle, :gstar:: Ranged Attack with strength
equal to the Gold paid." (Yoritomo Hiromi • Experienced), "Destroy a target attachment with a
Gold Cost less than or equal to what you paid for this action minus two." (Broken Alliance).

Two readings of the Good Faith check's strict reading live here:

- ``priced``: the amount the player pays is chosen when the action is announced, so the plan
  that witnesses a target is the one paying the least amount that reaches it (the target's
  Force plus the offset for a strength, its stat less the offset for a limit): the ":gstar:"
  cost is priced by the target bound (a ``GoldFrom``), so the planner pays that amount beside
  every other cost of the action, and the witness shows it (not 0 Gold).
- ``taken_sources``: a cost of the action that is not Gold but bows (destroys, discards, ...)
  cards of the player's in play may take a Gold source: the most Gold the ":gstar:" payment can
  take is counted without the sources such a cost must take (the player picks which), each way
  of paying it tried; a cost whose cards the state can't settle before the targets are chosen
  (a target's own card, a selector naming a target) leaves the most uncounted (None).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from model.abilities import Ability, Cost, GoldFrom, Pick
from model.selectors import BEARER, SOURCE
from model.state import View
from solver import gold

__all__ = ["priced", "taken_sources"]

#: the cost kinds that take a card of the table (bow it, or send it out of play)
_TAKING = frozenset(
    {"bow", "destroy", "discard", "move_home", "remove_from_game", "top_of_deck", "token"}
)
#: the most ways of paying the costs tried (each one more payment problem)
_MOST_WAYS = 16


def priced(ab: Ability, name: str, attr: str, plus: int) -> Ability:
    """``ab`` with its one ":gstar:" Gold cost read as the least amount reaching the target
    ``name`` bound: Gold equal to its ``attr`` plus ``plus`` (never below 0; a change to the
    action's Gold cost is added to it as to any Gold cost, ``solver.costs.gold_amount``)."""
    costs = tuple(
        replace(c, gold=GoldFrom(f"{name}.{attr}", plus=plus, star=True)) if c.gold == "*" else c
        for c in ab.costs
    )
    return replace(ab, costs=costs)


def taken_sources(
    view: View, player: str, card: str, costs: list[Cost], plain: tuple[gold.Source, ...]
) -> list[frozenset[str]] | None:
    """The ways (sets of cards) the action's non-Gold ``costs`` may take ``player``'s ``plain``
    Gold sources (at least one way; ``[frozenset()]`` when none is taken), or None when the
    state can't settle which cards a cost takes before the targets are chosen."""
    from solver.costs import _pick_pool, payer_pool  # it imports this module's users (no cycle)
    from solver.production import source_card

    producers = {source_card(s.id) for s in plain}
    fixed: set[str] = set()
    chosen: list[frozenset[str]] = [frozenset()]
    for cost in costs:
        if cost.any_of:
            if any(a.kind in _TAKING for a in cost.any_of):
                return None  # "bow X or lose 1 Honor": which is paid is the player's choice
            continue
        if cost.kind not in _TAKING:
            continue
        if cost.kind == "token":
            on = cost.token.on if cost.token is not None else None
            if on == SOURCE and card not in producers:
                continue
            return None  # a token taken from a producer ("from_tokens" Gold) is not counted
        subject = cost.subject
        if subject in (SOURCE, BEARER):
            host = card if subject == SOURCE else view.card(card).attached_to
            if host in producers:
                fixed.add(host)
            continue
        if not isinstance(subject, Pick) or subject.select.references():
            return None  # a target's own card, or one chosen beside a target
        if subject.all:  # "Bow all your Holdings": every card the pick matches
            fixed |= producers & set(_pick_pool(view, player, card, subject, cost.kind, cost, {}))
            continue
        found = payer_pool(view, player, card, cost, {})
        if found is None:
            return None
        pool, count = found[0], found[1]
        spare = [c for c in pool if c not in producers]
        need = count - len(spare)
        if need <= 0:
            continue  # cards that produce nothing pay it
        if len(chosen) > 1:
            return None  # two costs choosing among the producers: not counted here
        ways = list(combinations(sorted(c for c in pool if c in producers), need))
        if not ways or len(ways) > _MOST_WAYS:
            return None
        chosen = [frozenset(w) for w in ways]
    return [w | fixed for w in chosen]
