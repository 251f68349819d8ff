"""The Gold an action pays for a card it brings into play "paying all costs" (Costs and
restrictions / Mandatory costs: "The mandatory costs of a card entering play are its Gold Cost
... and any other costs of entering play"; Changes to costs and payments: a change to the amount
"in the context of playing a card or taking an action" applies when the cost is paid).

The card's printed Gold Cost (with the state's ``modifiers`` on it), with its own read changes
to its cost to enter play (as when it is Recruited), the ongoing changes to cards entering play
of the state's ``effects`` and of traits in play (``cost_change`` effects whose filter names the
card's type or title and no designator: "Your non-Courtier Personalities enter play for 1 more
Gold"), then the action's own reduction, never below 0. A ``cost_change`` with a designator
("Dynasty actions ...") or no type or title ("your actions cost 1 more Gold", "Political actions
...") may be about the action rather than the card: the card is priced at the dearer of the two
readings, and a shortfall is doubted, naming it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from model.abilities import BringIntoPlay
from model.cards import CardDef
from model.common import Stat
from model.evaluate import condition_holds
from model.state import OngoingEffect, View
from solver import gold
from solver.brought_doubts import doubt_brought_by
from solver.clan_honor import clan_surcharge
from solver.effects import ongoing_effects, play_matches
from solver.entering_price import printed_entering_delta
from solver.in_play_reductions import price_after, read_reductions
from solver.production import paid_for
from solver.verdict import Verdict, Witness

__all__ = ["brought_gold", "brought_payments", "settled_host"]


def brought_gold(
    view: View,
    player: str,
    cid: str,
    definition: CardDef,
    eff: BringIntoPlay,
    flat: Mapping[str, str],
) -> tuple[int, str | None]:
    """The Gold to pay for ``cid`` brought by ``eff`` and, when a change to it is not read with
    certainty, the words naming it (a shortfall is then ``unknown``, not illegal)."""
    # the state's modifiers on the card's Gold Cost count, as when it is Recruited
    base = view.raw_stat(cid, Stat.GOLD_COST) if view.has(cid) else None
    cost = (definition.gold_cost if base is None else base) or 0
    cost += printed_entering_delta(view, player, definition, cid)
    doubted: list[str] = []
    for change in ongoing_effects(view):
        if change.kind != "cost_change" or change.player not in (None, player):
            continue
        flt = change.actions
        if flt is not None and flt.designator is None and _names_card(change):
            if play_matches(flt, definition, ""):
                cost += change.gold_delta  # a change to that card's cost, however it enters
            continue
        if flt is not None and not play_matches(replace(flt, designator=None), definition, ""):
            continue  # its card words do not name this card: neither reading touches it
        doubted.append(_words(view, change))
        cost += max(0, change.gold_delta)  # the dearer reading: legal only if that is paid
    less = eff.cost_reduction
    if eff.reduction_if is not None and not condition_holds(view, player, eff.reduction_if, flat):
        less = 0  # "paying 3 less Gold if he is a Kensai": he is not
    doubt = None
    if doubted:
        doubt = f"whether it changes the Gold to bring {definition.title} into play: " + (
            "; ".join(doubted)
        )
    # the fixed reductions of cards in play read for its Recruit ("Your Ronin cards enter play
    # for 1 less Gold", "... in and out of play have -1 Gold Cost"): about the card entering
    # play, however it enters (h46fixa W2); summed with the action's own reduction before the
    # cost is kept at 0, "to a minimum" ones last (Reference 04)
    return price_after(cost - less, read_reductions(view, player, definition, cid, False, None)), (
        doubt
    )


def brought_payments(
    view: View, player: str, cid: str, definition: CardDef, eff: BringIntoPlay, cost: int
) -> tuple[gold.Payment, ...]:
    """The separate Gold payments for ``cid`` brought by ``eff`` at ``cost``: a Recruit's is a
    payment to Recruit it, and a Personality of another Clan Alignment adds the Clan Honor
    Rule's 2 Gold, paid apart (Reference 03; Costs and restrictions, Gold production: "Gold
    costs that are added by a separate additional effect ... must be paid in a separate
    payment"), as the rulebook Recruit does (``solver.playing``)."""
    paying = paid_for(definition, recruit=eff.recruit)
    own = gold.Payment(f"bring:{cid}", cost, paying)
    extra = clan_surcharge(view, player, definition) if eff.recruit else 0
    if not extra:
        return (own,)
    return own, gold.Payment("clan-honor", extra, replace(paying, added=True))


def _names_card(change: OngoingEffect) -> bool:
    """Does the effect's filter name cards (a type, a title), not only actions? Keywords alone
    ("Political") may be the action's: doubted."""
    flt = change.actions
    return flt is not None and bool(flt.card_type or flt.title)


def _words(view: View, change: OngoingEffect) -> str:
    """The effect as the state or its card states it."""
    flt = change.actions
    said = [f"{change.gold_delta:+d} Gold"]
    if flt is not None:
        said += [f"{k}={v}" for k, v in (("designator", flt.designator),) if v is not None]
        said += [f"card_type={flt.card_type}"] if flt.card_type else []
        said += [f"title={flt.title}"] if flt.title else []
        said += [f"keyword={','.join(flt.keyword)}"] if flt.keyword else []
    source = change.source
    whose = f"{view.definition(source).title} ({source})" if source and view.has(source) else ""
    return f"the cost_change effect {whose} ({', '.join(said)})".replace("  ", " ")


def settled_host(view: View, player: str, w: Witness, bring: Sequence[BringIntoPlay]) -> bool:
    """Does the card ``w`` brings settle, so that ``doubt_brought`` would leave a legal answer
    legal: on a host its targets allow (not a Kensai's third Weapon, a second Armor, a Follower
    above every host's Personal Honor), with no text not read that could forbid its entering
    (its own "Will only attach to a Human.") and no trait sentence naming the play that could
    forbid it? The search then looks on for another target set or another card to bring that
    settles (A Ready Soul's target: another Personality; Recruitment Station's Follower: another
    Follower), within its time limit."""
    if w.brought is None or not bring:
        return True
    probe = Verdict.of("legal", w.brought, 0, view.definition(w.brought).title, (), w)
    return doubt_brought_by(view, player, probe, bring[0]).status == "legal"
