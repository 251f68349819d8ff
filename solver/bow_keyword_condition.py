"""A keyword an ability has "if you bow your <Keyword> when announcing it" (The Indomitable
Fortress of the Crab: "This Stronghold's ability has Tireless if you bow your Fortification when
announcing it."): bowing is then part of announcing, and a bowed card can't be bowed (Costs and
restrictions: a cost must be payable in full; Reference 04, :bow:). When its controller controls
no unbowed card of that keyword in play, and no unread sentence may give one the keyword, the
sentence gives nothing (h37adv1 U2)."""

from __future__ import annotations

from model.lazy_regex import lazy_regex
from model.state import View
from solver.play_keyword_scope import may_be_given

__all__ = ["bow_condition_unmet"]

_BOW_YOUR = lazy_regex(
    r"\bhas (?:[A-Z][\w-]+) if you bow your (?P<kw>[A-Z][\w-]+) when announcing it\.?$"
)


def bow_condition_unmet(view: View, cid: str, said: str) -> bool:
    """Is ``said`` (of card ``cid``) a keyword given "if you bow your <Keyword> when announcing
    it" while its controller has no unbowed card of that keyword in play to bow?"""
    m = _BOW_YOUR.search(said.strip())
    if m is None:
        return False
    word = m.group("kw").lower()
    names = {word, word.removesuffix("s")}
    if any(may_be_given(view, n, None) for n in names):
        return False
    you = view.card(cid).controlled_by
    return not any(
        c.in_play and c.controlled_by == you and not c.bowed and names & view.keywords(c.id)
        for c in view.state.cards
    )
