"""Quality sentences about the cards of their card's own army ("Naga Followers in this army have
+1F while opposed and are not affected by Fear.", Shahadet, Warlord; "Other Ninja in this army
have +1F.", "Crab Clan Personalities in this army have +2F."): an army is one player's units at
a battlefield (Reference 05, Armies), "this army" the one the card is in, so the sentence may
change only cards its controller controls (``solver.quality_owner_scope.your_cards``; h39
"needless unknowns left": Shahadet's own Melee Attack on an enemy target was `unknown`). A
subject naming effects or attacks ("Fear effects upon cards in this army", "Ranged Attacks from
cards in this army") is not read so."""

from __future__ import annotations

from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["army_cards"]

_SHAPE = lazy_regex(
    r"^(?P<subject>(?:[A-Z][\w'-]*|and|or)(?: (?:[A-Z][\w'-]*|and|or))*) in this army "
    r"(?:have|has)\b"
)
_NOT_CARDS = lazy_regex(r"\b(?:Attacks?|effects?|Fear|Actions?|Abilit\w+|Your|Enemy)\b")


def army_cards(view: View, cid: str, said: str) -> frozenset[str] | None:
    """The cards the sentence ``said`` of card ``cid`` about its own army may change: every card
    of the state its controller controls; None for another sentence."""
    m = _SHAPE.match(said.strip())
    if m is None or _NOT_CARDS.search(m["subject"]):
        return None
    you = view.card(cid).controlled_by
    if you is None:
        return None
    return frozenset(c.id for c in view.state.cards if c.controlled_by == you)
