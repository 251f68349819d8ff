"""A keyword army shield settled beside keyword grants (Reference 04, Units: "A Cavalry unit";
Reference 05: an army is at a battlefield; h37adv4 p21).

"Ranged Attacks may not target cards in Cavalry units in Daiyu's army." (Iuchi Daiyu •
Experienced) shields the cards of its controller's units at its battlefield whose Personality
and each Follower have the keyword. An unread sentence that gives the keyword ("Cards in this
unit have Cavalry.", Elephant Cavalry) may make more units keyword units, so which cards it
shields is doubted (``solver.attack_shields.exact_here``). When every unit of the army already
is a keyword unit by the keywords the state reads, and every unread sentence of the state that
may give the keyword only gives keywords (none takes one away: ``granted_keywords``), the
shield is the whole army whatever those sentences do: it is applied exactly."""

from __future__ import annotations

from model.cardtext.qualities import granted_keywords, quality_kinds
from model.state import View
from model.zones import Zone
from solver.attack_scope import army_units, keyword_army_cards

__all__ = ["keywords_only_given", "whole_army_settled"]


def keywords_only_given(view: View) -> bool:
    """Does every unread quality sentence of the state that may change a keyword or a Clan
    only give keywords (so it can take none away)?"""
    for inst in view.state.cards:
        for said in view.definition(inst.id).qualities_unread:
            if quality_kinds(said) & {"keyword", "clan"} and granted_keywords(said) is None:
                return False
    return True


def whole_army_settled(view: View, source: str, keyword: str) -> bool:
    """Is every unit of ``source``'s army a ``keyword`` unit already, with no unread sentence
    that could take the keyword away (see the module)? True too when ``source`` is not at a
    battlefield: it has no army, so the sentence shields nothing."""
    if view.location(source)[0] is not Zone.BATTLEFIELD:
        return True  # no army (Reference 05): the sentence shields no card whatever is given
    army = frozenset(c for unit in army_units(view, source) for c in unit)
    if not army or not keywords_only_given(view):
        return False
    return keyword_army_cards(view, source, keyword) == army
