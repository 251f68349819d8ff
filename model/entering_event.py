"""The cards the state's pending entering names (README "State files": ``event``
``{kind: enters_play | recruited, cards: [...]}``), for a trigger naming one card entering play
("After your target Personality enters play", ``Selector.entering``; "him" in "After one of your
Personalities enters play, Equip this Item to him", ``solver.trigger_host_cards``).

Abilities and actions / Designators: a Reaction is used at its stated trigger, so the card its
trigger names is one of the event's. With no such event stated, which card entered is not
stated: every card stands in (a choice none can meet is still refused) and the solver doubts a
legal answer (``solver.trigger_host_cards.doubt_trigger_host``)."""

from __future__ import annotations

from model.state import View

__all__ = ["entering_cards", "may_be_entering"]


def entering_cards(view: View) -> tuple[str, ...] | None:
    """The cards the state's entering event names (None: no such event, or no cards)."""
    event = view.state.event
    if event is None or event.kind not in ("enters_play", "recruited") or not event.cards:
        return None
    return event.cards


def may_be_entering(view: View, card_id: str) -> bool:
    """May ``card_id`` be the card whose entering play is the pending trigger?"""
    stated = entering_cards(view)
    return stated is None or card_id in stated
