"""What paying a cost does to the cards (Costs and restrictions / Costs: each cost's change,
fully made): shared by ``after_costs`` (the state after an announcement) and ``cost_order``
(the board the other costs leave when the Gold is paid)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from model.abilities import Cost
from model.cards import DYNASTY_TYPES
from model.common import Stat
from model.state import CardInstance, StatModifier, View
from model.zones import Zone
from solver.verdict import AnnouncementError

__all__ = ["leave", "pay_cost"]


def leave(view: View, cards: dict[str, CardInstance], card_id: str) -> None:
    """Destroyed or discarded: to its owner's discard pile (Dynasty or Fate by its type), with
    its attachments."""
    for other in list(cards.values()):
        if other.attached_to == card_id:
            leave(view, cards, other.id)
    inst = cards[card_id]
    pile = (
        Zone.DYNASTY_DISCARD
        if view.definition(card_id).type in DYNASTY_TYPES
        else Zone.FATE_DISCARD
    )
    cards[card_id] = replace(
        inst,
        zone=pile,
        battlefield=None,
        province=None,
        attached_to=None,
        bowed=False,
        controller=None,
        face_up=None,
    )


def pay_cost(
    cost: Cost,
    kind: str,
    paid_by: Sequence[str],
    player: str,
    cards: dict[str, CardInstance],
    honor: dict[str, int],
    leave_play: Callable[[str], None],
) -> None:
    """One paid cost option (Costs and restrictions / Costs): its state change."""
    if kind == "bow":
        for cid in paid_by:
            cards[cid] = replace(cards[cid], bowed=True)
    elif kind == "dishonor":
        for cid in paid_by:
            cards[cid] = replace(cards[cid], dishonorable=True)
    elif kind in ("destroy", "discard"):
        for cid in paid_by:
            leave_play(cid)
    elif kind == "move_home":
        for cid in paid_by:
            cards[cid] = replace(cards[cid], zone=Zone.HOME, battlefield=None)
    elif kind == "token" and cost.token is not None:
        name = cost.token.name.casefold()
        for cid in paid_by:
            tokens = list(cards[cid].tokens)
            for _ in range(cost.token.count):
                tokens.pop(next(i for i, t in enumerate(tokens) if t.casefold() == name))
            cards[cid] = replace(cards[cid], tokens=tuple(tokens))
    elif kind == "remove_from_game":
        for cid in paid_by:
            leave_play(cid)  # its attachments leave play with it
            cards[cid] = replace(cards[cid], zone=Zone.REMOVED, dead=False)  # no longer in a pile
    elif kind == "top_of_deck":
        for cid in paid_by:
            leave_play(cid)  # its attachments leave play with it; a deck keeps no order here
            cards[cid] = replace(cards[cid], zone=Zone.FATE_DECK)
    elif kind == "lose_honor":
        honor[player] = honor.get(player, 0) + (cost.lose_honor or 0)
    elif kind == "stat":
        assert cost.stat is not None
        for cid in paid_by:
            inst = cards[cid]
            mod = StatModifier(Stat(cost.stat.stat), cost.stat.amount, "cost")
            cards[cid] = replace(inst, modifiers=(*inst.modifiers, mod))
    elif kind in (
        "gold",
        "discard_imperial_favor",
        "discard_from_hand",
        "discard_from_fate_deck",
        "show_from_fate_deck",
        "shuffle_hand",
        "discard_hand",
        "destroy_province",
    ):
        pass  # Gold: the plan; the Favor, the hand and the deck: the caller
    elif kind == "show":
        pass  # a card shown stays in the hand
    else:  # pragma: no cover - every cost kind is listed above
        raise AnnouncementError(f"a cost of kind {kind!r} is not applied by after_costs")
