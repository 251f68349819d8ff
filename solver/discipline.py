"""A card with Discipline read (``CardDef.discipline``, ``model.cardtext.discipline``: its
reminder text is the rule, the keyword's reference being absent from the rules files) is played
by its owner from his discard pile for that much Gold more: its actions are usable there
(Reference 05, Areas: a reference to a card in an out-of-play area overrides "abilities on them
may not be used"; ``solver.timing``) and the Gold is a cost added to the action, a separate
payment (``solver.costs``).

Using it so is playing it, as a Strategy is played from the hand to use its ability (Reference
03; its reminder: "Pay 2 Gold to play, then remove from the game, this Discipline in your
discard."): every ban or doubt on playing the card in hand asks ``played_strategy`` and so
applies from the discard pile too (h39adv4 W1: Moto Gaheris • Experienced's "other players may
not play Strategies ...").

Once played so it is removed from the game (its reminder: "then remove from the game, this
Discipline in your discard", "remove it from the game after its action resolves"):
``removed_once_played`` tells the state after costs (``solver.after_costs``) to move it to the
removed area, as a Strategy played from the hand goes to the discard pile."""

from __future__ import annotations

from model.common import CardType
from model.state import View
from model.zones import ORIGIN_ZONES, Zone

__all__ = ["discipline_gold_now", "played_strategy", "removed_once_played"]


def discipline_gold_now(view: View, player: str, card_id: str) -> int | None:
    """The Gold ``player`` pays more to use an action of ``card_id`` now by its Discipline: the
    card in his own discard pile; None when it is not played so."""
    amount = view.definition(card_id).discipline
    inst = view.card(card_id)
    if amount is None or inst.owner != player or inst.zone not in ORIGIN_ZONES["discard"]:
        return None
    return amount


def played_strategy(view: View, card: str) -> bool:
    """Is using an action of ``card`` playing it: a Strategy in a hand (Reference 03), or a
    Strategy with Discipline in its owner's discard pile (its reminder: "Pay ... to play")?"""
    if view.type_of(card) is not CardType.STRATEGY:
        return False
    inst = view.card(card)
    if inst.zone is Zone.HAND:
        return True
    found = discipline_gold_now(view, inst.owner, card)
    return found is not None


def removed_once_played(view: View, player: str, card: str) -> bool:
    """Does ``player`` using an action of ``card`` now remove it from the game once the action
    resolves: a Discipline read, played from his own discard pile (module doc)?"""
    return played_strategy(view, card) and discipline_gold_now(view, player, card) is not None
