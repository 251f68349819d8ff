"""A card's own requirement to enter play that gives control of a card away (Costs and
restrictions / Mandatory costs: "any other costs of entering play listed in its traits"; an
action whose costs can't be paid is illegal): "You must give control of one of your
Gold-producing Holdings with a Gold Cost of 1 or more to another player to bring this card into
play." (Otomo Ambassador; h27adv2 F9, issue 13).

``model.oracle.entering_own`` keeps the sentence as the card's entering text not read; read whole
here, with every word understood: one Holding in play its player controls that surely produces
Gold (a Gold mode read) and whose Gold Cost is 1 or more, given to another player. Such a Holding
pays it (the witness names it; bowed for Gold or not, it is still the player's Gold-producing
Holding while the costs are paid); none, and none that may be one (its Gold text not read, or a
card in play that changes Gold production), makes the play illegal. Any other wording stays
unread (``unknown`` where it could turn the verdict).
"""

from __future__ import annotations

from dataclasses import replace

from model.cards import CardDef, CardType
from model.common import Stat
from model.lazy_regex import lazy_regex
from model.state import View
from solver.costs import CostOption
from solver.own_entering_settled import own_entering_settled
from solver.verdict import Reason, Verdict

__all__ = ["give_control_requirement"]

_GIVE_CONTROL = lazy_regex(
    r"You must give control of one of your Gold-producing Holdings with a Gold Cost of "
    r"(?P<n>\d+) or more to another player to bring (?:this card|this [A-Z][a-z]+|him|her|it) "
    r"into play\."
)


def _holdings(view: View, player: str, least: int) -> tuple[list[str], bool]:
    """``player``'s Holdings in play that surely pay it, and whether another may."""
    changing = any(c.in_play and view.definition(c.id).production_changes for c in view.state.cards)
    sure: list[str] = []
    maybe = False
    for inst in view.state.cards:
        if not inst.in_play or inst.controlled_by != player:
            continue
        d = view.definition(inst.id)
        if d.type is not CardType.HOLDING:
            continue
        cost = view.stat(inst.id, Stat.GOLD_COST)
        if cost is None or cost < least:
            continue
        if d.production:
            sure.append(inst.id)
        elif d.production_unread or changing:
            maybe = True
    return sure, maybe


def give_control_requirement(
    view: View, player: str, definition: CardDef, verdict: Verdict
) -> tuple[Verdict, frozenset[str]]:
    """``verdict`` (a Recruit or Equip past its other checks) with the requirement read: a legal
    one shows the Holding given, or turns ``illegal`` when no Holding can pay it; the sentences
    so read (as ``entering_unread`` shows them: no longer a doubt)."""
    read: set[str] = set()
    if verdict.status != "legal":
        return verdict, frozenset()
    for text in definition.entering_unread:
        m = _GIVE_CONTROL.fullmatch(text.strip())
        if m is None:
            continue
        sure, maybe = _holdings(view, player, int(m.group("n")))
        others = [p.id for p in view.state.players if p.id != player]
        if sure and others and verdict.witness is not None:
            said = "give control of a Gold-producing Holding to another player"
            said += f" ({definition.title}'s cost to enter play)"
            option = CostOption(said, "give_control", cards=(sure[0],))
            witness = replace(verdict.witness, costs=(*verdict.witness.costs, option))
            verdict = replace(verdict, witness=witness)
            read.add(f"{definition.title}: {text}")
        elif not maybe or not others:
            why = (
                f"can't pay {definition.title}'s cost to enter play: you control no "
                f"Gold-producing Holding with a Gold Cost of {m.group('n')} or more to give "
                "another player"
            )
            return Verdict.of(
                "illegal",
                verdict.card,
                verdict.ability,
                verdict.title,
                [Reason("entering", why, (verdict.card,))],
            ), frozenset()
    # its own costs and conditions the state settles ("Discard the Imperial Favor", "Discard
    # three cards", "if your Family Honor is 4 or lower": ``solver.own_entering_settled``)
    verdict, settled = own_entering_settled(view, player, definition, verdict)
    return verdict, frozenset(read) | settled
