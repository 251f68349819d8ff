"""Cards of a hand that ban being chosen for a cost or effect (``model.cardtext.choice_bans``:
Hato-gurama, "You may not choose this card to be discarded as a cost or effect of your actions
if you have other cards in your hand."), applied where a player's cost or Gold producer picks
cards of their own hand (Costs and restrictions: a cost is paid with cards its player may
choose; Gold production: the producer's cost is paid). A card whose trait may ban that choice
and is not read leaves the choice ``unknown``."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from model.cardtext.choice_bans import choice_ban_of, choice_doubt
from model.state import View
from model.zones import Zone
from solver import gold

__all__ = [
    "barred",
    "choice_unread",
    "discard_doubts",
    "hand_discard_doubt",
    "hand_of",
    "usable_for_discard",
]

DISCARDED = "discarded"


def hand_of(view: View, player: str) -> list[str]:
    """The ids of the cards in ``player``'s hand, in state order."""
    return [c.id for c in view.state.cards if c.zone is Zone.HAND and c.owner == player]


def barred(view: View, card: str, verb: str, others: Collection[str]) -> bool:
    """Does ``card`` ban being chosen to be ``verb`` while ``others`` are the other cards of its
    hand at that choice (empty: it is alone there)?"""
    return any(
        verb in b.verbs and (not b.unless_alone or others)
        for b in choice_ban_of(view.definition(card))
    )


def choice_unread(view: View, card: str) -> str | None:
    """``"Title (id): sentence"`` of a trait of ``card`` that may ban choosing it and is not
    read (``choice_doubt``), or None."""
    said = choice_doubt(view.definition(card))
    return None if said is None else f"{view.definition(card).title} ({card}): {said}"


def usable_for_discard(
    view: View, player: str, card: str, gone: Collection[str]
) -> tuple[bool, str | None]:
    """May ``player`` choose ``card`` to be discarded, the cards in ``gone`` (the card played,
    those a cost of the same payment takes) set aside: (False, None) when barred for sure
    (another card stays in the hand); (True, reason) when a trait not read may bar it; else
    (True, None). A ban that bars it only while one of ``gone`` is still in the hand is left
    to ``discard_doubts``, which knows the card played."""
    if (why := choice_unread(view, card)) is not None:
        return True, why
    hand = hand_of(view, player)
    if card not in hand:
        return True, None
    if barred(view, card, DISCARDED, [c for c in hand if c != card and c not in gone]):
        return False, None
    return True, None


def hand_discard_doubt(view: View, player: str, card_id: str, n: int) -> tuple[bool, str | None]:
    """For a cost discarding ``n`` cards of the player's choice from their hand (the action's
    card ``card_id`` set aside: it left the hand): can it be paid (False when the cards
    ``player`` may choose are too few), and why that is doubtful (a ban that bars a card only
    while another card is in the hand, when all of them are discarded together; a trait not
    read)."""
    hand = [c for c in hand_of(view, player) if c != card_id]
    if len(hand) < n:
        return False, None
    free = [c for c in hand if not barred(view, c, DISCARDED, [o for o in hand if o != c])]
    unread = [w for c in hand if (w := choice_unread(view, c)) is not None]
    if len(free) - len(unread) >= n:
        return True, None
    if unread:
        return True, f"this trait does not bar discarding its card: {unread[0]}"
    if len(free) >= n:
        return True, None
    said = ", ".join(f"{view.definition(c).title} ({c})" for c in hand if c not in free)
    return True, (
        f"{said} may be discarded together with the other cards of your hand (it may not be"
        " discarded while another card is in your hand)"
    )


def discard_doubts(
    view: View,
    player: str,
    card: str,
    sources: Sequence[gold.Source],
    exclude: Collection[str],
) -> frozenset[str]:
    """The ids of ``sources`` that discard a card of the hand ("keigo:0@hato") whose ban bars it
    while another card is in the hand, when the only such cards are ones the payment sets aside
    other than the action's ``card`` (a target in hand, a card a cost discards): whether they are
    still in the hand at that choice is not settled."""
    out: set[str] = set()
    hand = hand_of(view, player)
    for s in sources:
        _, at, chosen = s.id.partition("@")
        if not at or chosen not in hand:
            continue
        others = [c for c in hand if c not in (chosen, card)]
        if barred(view, chosen, DISCARDED, others):
            out.add(s.id)
    return frozenset(out)
