"""Whom a triggered ability's "him" names when its trigger is one Personality of yours entering
play ("After your performing Personality enters play ...: Attach this card to him", Singh
Remnants; "After one of your Personalities enters play, Equip this Item to him", A Simple Yari;
``model.cardtext.trigger_host``, the host ``TRIGGER_CARD``).

Abilities and actions / Designators (a Reaction is used at its stated trigger), Reference 03
(a player attaches only to a Personality he controls) and the Good Faith Rule (a Personality
who can legally attach the card brought into play): the host is the card the state's
``enters_play`` (or ``recruited``) event names, a Personality in play its player controls; when
the event names several, any of them. With no such event stated (a ``trigger`` in printed
words, or none) which Personality entered play is not stated: every Personality of his stands
in for it, so none able to take the card is ``illegal`` and a legal answer is ``unknown``.
Never any Personality of yours for a stated event."""

from __future__ import annotations

from model.abilities import Ability
from model.common import CardType
from model.entering_event import entering_cards
from model.selectors import TRIGGER_CARD
from model.state import View
from solver.verdict import Verdict

__all__ = ["doubt_trigger_host", "trigger_host_cards"]


def trigger_host_cards(view: View, player: str) -> dict[str, tuple[str, ...]]:
    """``{TRIGGER_CARD: hosts}``: the Personalities "him" may name for ``player`` (once per
    View and player: it depends on nothing else)."""
    memo = view.memo("trigger_host_cards")
    found = memo.get(player)
    if found is None:
        found = memo[player] = _hosts(view, player)
    assert isinstance(found, dict)
    return found


def _hosts(view: View, player: str) -> dict[str, tuple[str, ...]]:
    stated = entering_cards(view)
    cards = (
        [c.id for c in view.state.cards] if stated is None else [c for c in stated if view.has(c)]
    )
    return {
        TRIGGER_CARD: tuple(
            c
            for c in cards
            if view.card(c).in_play
            and view.card(c).controlled_by == player
            and view.type_of(c) is CardType.PERSONALITY
        )
    }


def doubt_trigger_host(view: View, ability: Ability, verdict: Verdict) -> Verdict:
    """A legal ``verdict`` for an ability bringing a card into play attached to the trigger's
    Personality, or targeting the card entering ("After your target Personality enters play",
    ``Selector.entering``), at no stated entering event: ``unknown`` (which Personality entered
    play is not stated)."""
    if verdict.status != "legal" or entering_cards(view) is not None:
        return verdict
    hosts = any(
        e.bring_into_play is not None and e.bring_into_play.attach_to == TRIGGER_CARD
        for e in ability.effects
    )
    if not hosts and not any(t.select.entering for t in ability.all_target_specs()):
        return verdict
    return verdict.doubted(
        "not_modelled",
        "not stated: which Personality entered play (the trigger's card); state the event: "
        "{kind: enters_play, cards: [...]}",
    )
