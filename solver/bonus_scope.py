"""A change to the bonuses (penalties) one card receives, while it receives none (Reference 04:
a bonus or penalty is a change to a stat from an effect or an Item; "Increase by 1 all Force
bonuses Saiyuki receives (for the duration of the Force bonus)" makes each of Saiyuki's Force
bonuses 1 higher, and changes nothing while he has none; h36adv3 A10).

Read whole or not at all: ``solver.one_card_scope.BONUSES_OF_ONE`` naming its own card (a word
of its title), in play. He receives no such bonus (penalty) when the state gives him none
(a ``modifiers`` entry of that stat and sign), no Item or other attachment of his has that
stat, the read trait sentences (``View.stat``) change nothing of it, and no other unread
quality sentence of a card of the state may change a stat of his (its cards not read with
certainty, or him among them)."""

from __future__ import annotations

from model.cardtext.qualities import quality_kinds
from model.common import Stat
from model.lazy_regex import lazy_regex
from model.state import View
from model.trait_stats import trait_stat_bonus
from solver.one_card_scope import BONUSES_OF_ONE, sole_cards
from solver.quality_owner_scope import your_cards

__all__ = ["may_reach_stat", "no_bonus_received"]

_STAT = {"force": Stat.FORCE, "chi": Stat.CHI, "personal honor": Stat.PERSONAL_HONOR}
_KIND = lazy_regex(
    r"^(?:Increase|Decrease) by \d+ all (?P<stat>Force|Chi|Personal Honor) "
    r"(?P<kind>bonuses|penalties)"
)


def no_bonus_received(view: View, card: str, said: str) -> bool:
    """Does ``said`` (a trait of ``card``) change one card's bonuses (penalties) while that card
    receives none (see the module)?"""
    m = BONUSES_OF_ONE.match(said.strip())
    k = _KIND.match(said.strip())
    inst = view.card(card)
    if m is None or k is None or not inst.in_play:
        return False
    head = view.unit_head(card)
    words = set(view.definition(head).title.replace("•", " ").replace(",", " ").split())
    if m["who"] not in words:
        return False
    stat = _STAT[k["stat"].lower()]
    sign = 1 if k["kind"] == "bonuses" else -1
    if any(x.stat is stat and x.amount * sign > 0 for x in view.card(head).modifiers):
        return False
    if any((view.definition(a).stat(stat) or 0) != 0 for a in view.attachments(head)):
        return False  # an Item's bonus (Reference 03, Items)
    if trait_stat_bonus(view, head, stat) != 0:
        return False
    return not may_reach_stat(view, head, said)


def may_reach_stat(view: View, head: str, said: str) -> bool:
    """May an unread quality sentence of a card in play other than ``said`` change a stat of
    ``head`` (its cards not read with certainty, or ``head`` among them)?"""
    return any(
        _may_reach(view, c.id, other, head)
        for c in view.state.cards
        if c.in_play
        for other in view.definition(c.id).qualities_unread
        if other != said
    )


def _may_reach(view: View, cid: str, said: str, head: str) -> bool:
    """May the unread quality sentence ``said`` of ``cid`` change a stat of ``head``?"""
    if "stat" not in quality_kinds(said):
        return False
    only = sole_cards(view, cid, said) or your_cards(view, cid, said)
    return only is None or head in only
