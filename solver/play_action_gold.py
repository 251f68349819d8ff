"""Gold that "may only pay for that action", for a Recruit or an Equip: not settled by the rules
files (h40adv7 "NOT COUNTED"; Yasuki Tanimura's "Reaction: When paying for an action, produce 3
Gold which may only pay for that action.", Luxurious Silk's Tireless Reaction).

A Recruit and an Equip are actions (the rulebook Dynasty and Open abilities, Reference 02), and
printed text speaks of "a Gold cost of a non-Equip, non-Recruit action" (a Mantis Stronghold),
as if they had one; but Costs and restrictions / Mandatory costs makes a card's Gold Cost a cost
of the card entering play ("The mandatory costs of a card entering play are its Gold Cost",
with the one EXCEPTION "The Gold Cost of a Strategy card is a cost of its actions"), and the FAQ
keeps "paying for the cost of Farmlands Limited action, not a follower". The rules files do not
hold the Recruit and Equip texts, so whether paying a card's Gold Cost in them is "paying for an
action" is left open. The planner does not offer such Gold to a play; a play refused for Gold
alone that such Gold of the player's usable cards could close is ``unknown``, naming the
sentence; one short even with it stays ``illegal``."""

from __future__ import annotations

from dataclasses import replace

from model.cards import production_memory_index, production_uses
from model.lazy_regex import lazy_regex
from model.payments import PaySelector
from model.state import View
from solver.verdict import Play, Verdict
from solver.witness_doubts import unproven

__all__ = ["doubt_action_gold_for_play", "unproven_with_action_gold"]

_SHORT = lazy_regex(
    r"needs (?P<need>\d+) Gold; the sources that may pay for it produce at most (?P<most>\d+)"
)


def _action_gold(view: View, player: str) -> list[tuple[str, int]]:
    """("Title (id): text", Gold) of each mode of ``player``'s cards in play whose Gold may pay
    only for an action, usable now (unbowed or usable while bowed, not used up)."""
    found: list[tuple[str, int]] = []
    for inst in view.state.cards:
        if not inst.in_play or inst.controlled_by != player:
            continue
        d = view.definition(inst.id)
        for i, mode in enumerate(d.production):
            if mode.only_for is None or mode.only_for.action is not True or not mode.gold:
                continue
            if replace(mode.only_for, action=None) != PaySelector():
                continue  # "a Sensei action", "an action on a Strategy": no Recruit or Equip
            if inst.bowed and (mode.bow or not mode.while_bowed):
                continue  # abilities on a bowed card may not be used (Abilities and actions)
            if mode.ability is None:
                uses = view.state.uses_of(inst.id, production_memory_index(i))
            else:  # the printed ability's uses, with its modes' (one ability)
                uses = view.state.uses_of(inst.id, mode.ability, *production_uses(d, mode.ability))
            if (mode.once_per_turn and uses.this_turn) or (mode.once_per_game and uses.this_game):
                continue
            text = _printed(d.printed_text, mode.gold)
            found.append((f"{d.title} ({inst.id}): {text}", mode.gold))
    return found


def _printed(text: str | None, gold: int) -> str:
    """The printed line producing ``gold`` Gold for an action, or the whole text."""
    for line in (text or "").splitlines():
        if f"produce {gold} Gold" in line and "action" in line:
            return line.strip()
    return (text or "").strip()


def doubt_action_gold_for_play(view: View, player: str, verdict: Verdict) -> Verdict:
    """``verdict`` (a Recruit's or an Equip's), ``unknown`` when refused for Gold alone by a
    shortfall that Gold only for an action of ``player``'s cards could close (see module)."""
    if verdict.status != "illegal" or verdict.ability not in (Play.RECRUIT, Play.EQUIP):
        return verdict
    if not verdict.details or any(d.code != "gold" for d in verdict.details):
        return verdict
    sources = _action_gold(view, player)
    if not sources:
        return verdict
    m = _SHORT.search(verdict.details[0].text)
    if m is not None and int(m["most"]) + sum(g for _, g in sources) < int(m["need"]):
        return verdict  # short even with that Gold
    said = "; ".join(s for s, _ in sources)
    why = (
        "not modelled: whether Gold that may only pay for an action pays a card's Gold Cost in "
        f"{'a Recruit' if verdict.ability is Play.RECRUIT else 'an Equip'} is left open by the "
        f"rules files: {said}"
    )
    return verdict.doubted("not_modelled", why, keep=1)


def unproven_with_action_gold(view: View, player: str, verdict: Verdict) -> Verdict:
    """``verdict`` (a legal Recruit's or Equip's) with its Gold plan not proven cheapest while
    ``player`` has usable Gold that may only pay for an action: the planner was not offered it,
    and it may give a cheaper plan (README Gold plans: never proven cheapest while the player has
    Gold the reader left open; h41adv6 W2, Yasuki Tanimura beside a Recruit)."""
    w = verdict.witness
    if not verdict.legal or w is None or verdict.ability not in (Play.RECRUIT, Play.EQUIP):
        return verdict
    if not (w.cheapest or w.plan_optimal) or w.plan is None or not w.plan.gold_produced:
        return verdict
    if not (found := _action_gold(view, player)):
        return verdict
    return unproven(verdict, [said for said, _ in found])  # named (``witness_doubts``)
