"""Costs paid with an area of yours rather than chosen cards (Costs and restrictions / Costs
and changes: the change must actually, fully occur; Costs: only your own cards; Reference 05:
the hand, the decks and the provinces are areas).

"Shuffle your hand into your Fate deck": every card of your hand other than the card played (a
Strategy being played is no longer in the hand, Reference 03) goes into your Fate deck. With
such a card the cost is paid. With none, whether shuffling an empty hand "fully occurs" is not
said by the rules files: the way to pay is then in doubt (``CostOption.doubt``: a verdict legal
only by it is unknown, never a guess).

"Discard your hand (even if empty)": every card of your hand other than the card played goes to
your discard pile; the words say an empty hand pays it too, so it is paid unless discarding is
prevented (h44cost).

"Destroy your rightmost province": paid while you have a province (``Player.provinces``; in
doubt when the state does not say how many).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from model.state import CardInstance, View
from model.zones import Zone
from solver.effects import prevented

if TYPE_CHECKING:
    from solver.costs import CostOption

__all__ = [
    "discard_hand_of",
    "discard_hand_options",
    "province_destroyed",
    "province_options",
    "shuffle_hand_in",
    "shuffle_hand_options",
]


def _hand(cards: list[CardInstance], player: str, card_id: str) -> list[str]:
    return [c.id for c in cards if c.zone is Zone.HAND and c.owner == player and c.id != card_id]


def shuffle_hand_options(
    view: View, player: str, card_id: str, text: str
) -> tuple[list[CostOption], str | None]:
    """The one way to pay "Shuffle your hand into your Fate deck" (in doubt with no other card
    in your hand), or why there is none (a prevention of shuffling)."""
    from solver.costs import CostOption

    if prevented(view, player, "shuffle_hand"):
        return [], f"{text}: shuffling your hand into your deck is prevented"
    if _hand(list(view.state.cards), player, card_id):
        return [CostOption(text, "shuffle_hand")], None
    doubt = f"{text}: your hand holds no other card, and whether an empty hand pays it is not said"
    return [CostOption(text, "shuffle_hand", doubt=doubt)], None


def shuffle_hand_in(card: str, player: str, cards: dict[str, CardInstance]) -> int:
    """Your hand's cards (other than ``card``) moved into your Fate deck (a deck keeps no order
    here); how many moved."""
    moved = _hand(list(cards.values()), player, card)
    for cid in moved:
        cards[cid] = replace(cards[cid], zone=Zone.FATE_DECK, face_up=None)
    return len(moved)


def discard_hand_options(
    view: View, player: str, card_id: str, text: str
) -> tuple[list[CostOption], str | None]:
    """The one way to pay "Discard your hand (even if empty)", or why there is none: a card of
    your hand whose discarding is prevented (Costs and changes: a prevented change prevents
    the payment)."""
    from solver.costs import CostOption

    for cid in _hand(list(view.state.cards), player, card_id):
        if prevented(view, player, "discard", cid):
            return [], f"{text}: {view.definition(cid).title} ({cid}) can't be discarded"
    return [CostOption(text, "discard_hand")], None


def discard_hand_of(card: str, player: str, cards: dict[str, CardInstance]) -> int:
    """Your hand's cards (other than ``card``) moved to your Fate discard pile; how many."""
    moved = _hand(list(cards.values()), player, card)
    for cid in moved:
        cards[cid] = replace(cards[cid], zone=Zone.FATE_DISCARD, face_up=None)
    return len(moved)


def province_options(view: View, player: str, text: str) -> tuple[list[CostOption], str | None]:
    """The one way to pay "Destroy your rightmost province" with a province to destroy, or why
    there is none (no province left, or its destruction prevented); in doubt when the state
    does not say how many provinces you have (``Player.provinces``)."""
    from solver.costs import CostOption

    if prevented(view, player, "destroy_province"):
        return [], f"{text}: destroying your provinces is prevented"
    have = view.state.player(player).provinces
    if have is None:
        doubt = f"{text}: the state does not say how many provinces you have"
        return [CostOption(text, "destroy_province", doubt=doubt)], None
    if have < 1:
        return [], f"{text}: you have no province"
    return [CostOption(text, "destroy_province")], None


def province_destroyed(card: str, player: str, cards: dict[str, CardInstance]) -> int:
    """One of your provinces destroyed: 1. The cards in your provinces stay listed only when
    none is (which province is rightmost is not in the state: a card in it would leave)."""
    if any(c.zone is Zone.PROVINCE and c.owner == player for c in cards.values()):
        from solver.verdict import AnnouncementError

        raise AnnouncementError(
            f"{card}: the cost destroys your rightmost province, and the state does not say "
            "which of your province cards are in it"
        )
    return 1
