"""A card's shield against actions from cards in other players' units: "Actions from cards in
other players' units may not target Onchi." (Ninube Onchi • Experienced; h40adv4 N11), read
exactly (Effects / "May not": a card that may not be targeted can't fill a target slot).

A unit is a Personality and the cards attached to him (Reference 05). The action's card is
"in a unit" when it is in play in a Personality's unit (the Personality, a Follower, an Item,
a Spell ...); a Strategy, a Holding, a Stronghold or an Event is in none. "Other players'" are
the players other than the shielded card's controller. So an action of a card in another
player's unit may not target the card; any other action may. Read so, the sentence doubts no
action (``solver.trait_scopes``)."""

from __future__ import annotations

from model.cards import CardType
from model.cardtext.ongoing_traits import names_itself
from model.lazy_regex import lazy_regex
from model.state import OngoingEffect, View

__all__ = ["unit_shield", "unit_shield_read"]

_SHIELD = lazy_regex(
    r"^Actions from cards in other players' units (?:may not|cannot) target "
    r"(?P<name>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*|this Personality)\.?$"
)


def _shields_itself(view: View, card: str, said: str) -> bool:
    d = view.definition(card)
    m = _SHIELD.fullmatch(said.strip())
    return m is not None and names_itself(m.group("name"), d.title, d.type)


def unit_shield(view: View, player: str, card: str, source: str | None) -> OngoingEffect | None:
    """The shield by which the action of ``source`` (chosen by ``player``) may not target
    ``card``, as an ongoing effect naming its card; None when it may (or ``source`` is not
    known)."""
    if source is None or not view.has(source) or not view.has(card):
        return None
    inst = view.card(card)
    if not inst.in_play:
        return None
    if not any(_shields_itself(view, card, s) for s in view.definition(card).actions_unread):
        return None
    src = view.card(source)
    if not src.in_play or view.type_of(view.unit_head(source)) is not CardType.PERSONALITY:
        return None  # a Strategy, a Holding, a Stronghold: in no unit
    if src.controlled_by == inst.controlled_by:
        return None  # its own player's unit
    return OngoingEffect(
        kind="may_not", player=player, may_not="be_targeted", card=card, source=card
    )


def unit_shield_read(view: View, source: str, said: str) -> bool:
    """Is ``said`` (a trait of ``source``) such a shield of its own card, read exactly by
    ``unit_shield``?"""
    return view.has(source) and _shields_itself(view, source, said)
