"""A keyword an ability has "if you bow your <Keyword> when announcing it", read when its card
is bowed (The Indomitable Fortress of the Crab: "This Stronghold's ability has Tireless if you
bow your Fortification when announcing it."; h37adv4 N5, h37adv1 U2).

Reference 04, Tireless: a Tireless ability may be used while its card is bowed. The sentence
makes bowing one of your cards of that keyword part of announcing the ability, so a bowed
card's ability is announced in Good Faith when it can be announced as Tireless with that bow
added to its costs ("Bow your Fortification": a card you control with the keyword, unbowed,
paid with the other costs; Costs and restrictions: every cost paid in full). Only a legal
answer of that reading is taken: it is what announcing it does; any other answer keeps the
sentence's doubt (an unread sentence may give another card the keyword). A sentence of the
state that may take keywords away (``model.cardtext.qualities.granted_keywords`` None) keeps
the doubt too."""

from __future__ import annotations

import dataclasses

from model.abilities import Ability, Cost, Pick
from model.lazy_regex import lazy_regex
from model.selectors import Controller, Selector
from model.state import View
from solver.army_keyword_settled import keywords_only_given

__all__ = ["bowed_tireless_reading"]

_OWN_BOW_TIRELESS = lazy_regex(
    r"^This (?:card|Personality|Follower|Item|Spell|Holding|Stronghold|Sensei)'s (?:printed )?"
    r"ability has Tireless if you bow your (?P<kw>[A-Z][\w-]+) when announcing it\.?$"
)


def bowed_tireless_reading(view: View, card: str, ab: Ability) -> Ability | None:
    """``ab`` of the bowed ``card`` read as Tireless with the bow of one of your cards of the
    sentence's keyword added to its costs, when that sentence is its only text not read (see
    the module); else None."""
    inst = view.card(card)
    if not (inst.in_play and inst.bowed) or len(ab.not_understood) != 1:
        return None
    m = _OWN_BOW_TIRELESS.match(ab.not_understood[0].strip())
    if m is None or ab.lenient is not None or not ab.timing_understood:
        return None
    if not keywords_only_given(view):
        return None
    word = m.group("kw").lower()
    bow = Cost(
        bow=Pick(select=Selector(keyword=(word,), controller=Controller.YOU)),
        label=f"bow your {m.group('kw')} (Tireless)",
    )
    return dataclasses.replace(
        ab, not_understood=(), usable_when_bowed=True, costs=(*ab.costs, bow)
    )
