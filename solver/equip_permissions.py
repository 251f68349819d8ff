"""A permission to Equip as a Battle action, bound to its controller (Reference 02: Equip is an
Open action; Abilities and actions / Designators: a Battle action is taken in the Combat
Segment; issue 13, h27adv1 N6): "Equipping Weapons is a Battle/Open action for you." (Great
Falls Castle), "Equipping is a Battle/Open action for you." (Eastern Hub Port), "Equipping
Weapons is Battle/Open for you." (Yoritomo Matsuo • Experienced: the same designator, the word
"action" left out; h30adv1 p19).

"You" is the controller of the card in play saying it: his Equips of cards of the types named
(none named: every Equip) may be taken as Battle actions, in the Combat Segment. Another
player's such sentence gives nothing to a player (``solver.traits_in_play._BINDS_YOU``). Read
only with no action awaiting Interrupts and no event pending (a window the rules files leave
open for new actions: ``solver.timing_windows``), and not when the state states the card's
effects itself."""

from __future__ import annotations

from model.cards import CardType
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["battle_equip_permission"]

_SENTENCE = lazy_regex(
    r"^Equipping (?:(?P<what>Weapons|Armor|Items|Followers|Spells) )?is (?:a )?Battle/Open "
    r"(?:action )?for you\.?$"
)
_TYPES = {"items": CardType.ITEM, "followers": CardType.FOLLOWER, "spells": CardType.SPELL}


def _covers(what: str | None, view: View, card: str) -> bool:
    """Does the sentence's object ("Weapons", none: every card) name the card Equipped?"""
    if what is None:
        return True
    d = view.definition(card)
    if what in ("Weapons", "Armor"):  # Items of that keyword (Reference 03, Items)
        return d.type is CardType.ITEM and what.lower().removesuffix("s") in d.keywords
    return d.type is _TYPES[what.lower()]


def battle_equip_permission(view: View, player: str, card: str) -> str | None:
    """The sentence (card and text) of a card in play ``player`` controls letting him Equip
    ``card`` now as a Battle action (see the module), or None."""
    st = view.state
    if not st.in_combat or st.event is not None or st.action_player is not None:
        return None
    if st.action_card is not None or st.trigger is not None:
        return None
    stated = {e.source for e in st.effects if e.source is not None}
    for inst in st.cards:
        if not inst.in_play or inst.controlled_by != player or inst.id in stated:
            continue
        d = view.definition(inst.id)
        for said in d.actions_unread:
            m = _SENTENCE.fullmatch(said.strip())
            if m is not None and _covers(m["what"], view, card):
                return f"{d.title} ({inst.id}): {said}"
    return None
