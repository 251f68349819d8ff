"""A card's own sentence that forbids lowering its Gold cost ("This Spell's Gold cost may not be
reduced or ignored.", Strength of the Forge; h30adv2 F9): Costs and restrictions / Changes to
costs and payments. It can only forbid: a reduction or a cost ignored no longer applies to its
play, and nothing else changes. So a play refused stays refused, and a play legal at its printed
cost, with no reduction applied and no reducing source in its Gold plan, stays legal; a legal
play that a reduction helped keeps the sentence (``unknown``: the printed cost applies). A
sentence of another card that only lowers Gold costs ("Your Spells enter play for 1 less Gold.",
Whispering Archive; "Spells you own ... have -2 Gold Cost, to a minimum of 1.", Kyuden Agasha)
can't lower such a card's cost at all, so it never turns its play (h30adv5 N3).
"""

from __future__ import annotations

import re

from model.cards import CardDef
from model.common import Stat
from model.lazy_regex import lazy_regex
from model.state import View
from solver.cost_decreases import gold_decrease_only
from solver.effects import _effects, play_matches
from solver.entering_bars import bars_only, host_elsewhere
from solver.entering_price import printed_entering_delta
from solver.entering_scope import pure_reduction
from solver.host_limit_spared import other_host_spared
from solver.play_keyword_scope import other_keyword, others_reduction
from solver.verdict import EQUIP, RECRUIT, Play, Verdict

__all__ = ["barred_reduction", "unread_spared"]

_NO_REDUCTION = lazy_regex(
    r"^This (?:card|Personality|Follower|Item|Spell|Holding|Ring|Region|Celestial)'s Gold "
    r"[Cc]ost (?:may|can) ?not be reduced(?: or ignored)?\.?$"
)
#: a Gold source that lowers the cost instead of producing (``solver.production.source_mode``)
_REDUCING_SOURCE = lazy_regex(r":reduce")
#: a sentence that produces Gold (or changes production), not only a cost reduction
_PRODUCES = lazy_regex(r"\bproduc|\bGP\b|\bGold Production\b", re.IGNORECASE)


def _own_bar(said: str, definition: CardDef) -> bool:
    """Is ``said`` ("Title: sentence") the card's own bar on lowering its Gold cost?"""
    title, _, sentence = said.partition(": ")
    return title == definition.title and _NO_REDUCTION.match(sentence.strip()) is not None


def barred_reduction(definition: CardDef, sentence: str) -> bool:
    """Does ``definition`` bar lowering its own Gold cost while ``sentence`` (another card's)
    only lowers Gold costs (``pure_reduction``, ``gold_decrease_only``), never producing?"""
    said = sentence.strip()
    if _PRODUCES.search(said) is not None or not (pure_reduction(said) or gold_decrease_only(said)):
        return False
    return any(_NO_REDUCTION.match(t.strip()) is not None for t in definition.entering_unread)


def _unreduced(
    view: View, player: str, definition: CardDef, card: str, index: Play, v: Verdict
) -> bool:
    """Does legal ``v`` pay the cost with no reduction: none among the ongoing cost changes
    for this play, its own printed changes, the state's modifiers or its plan's sources?"""
    designator = "dynasty" if index == RECRUIT else "open"
    if any(
        e.gold_delta < 0
        for e in _effects(view, "cost_change", player)
        if play_matches(e.actions, definition, designator)
    ):
        return False
    host = v.witness.targets.get("personality", (None,))[0] if v.witness is not None else None
    if printed_entering_delta(view, player, definition, card, host, recruiting=index == RECRUIT):
        return False  # its own printed changes apply (a reduction among them?)
    if any(m.stat is Stat.GOLD_COST and m.amount < 0 for m in view.card(card).modifiers):
        return False
    plan = v.witness.plan if v.witness is not None else None
    return plan is not None and not any(
        _REDUCING_SOURCE.search(s) for _, used in plan.assignment for s in used
    )


def unread_spared(
    view: View, player: str, definition: CardDef, card: str, index: Play, said: str, v: Verdict
) -> bool:
    """Can the unread entering sentence ``said`` ("Title: sentence") not turn ``v``: a bar on
    entering (``bars_only``) or the card's own bar on lowering its Gold cost, on a play refused;
    that bar on a legal play paid at its unreduced cost (``_unreduced``); a host's refusal about
    himself beside a legal Equip onto another (``host_elsewhere``)?"""
    sentence = said.partition(": ")[2]
    if other_keyword(view, sentence, card):
        return True  # "Cavalry Followers attach ... paying 2 less Gold.": not a Cavalry card
    if index == EQUIP and others_reduction(view, said.partition(": ")[0], sentence, player):
        return True  # "... attach to your Personalities ...": another player's card
    if v.status != "legal":
        return (
            bars_only(sentence)
            or _own_bar(said, definition)
            or barred_reduction(definition, sentence)
        )
    if other_host_spared(view, said, v):  # onto another Personality (``host_limit_spared``)
        return True
    if index == EQUIP and host_elsewhere(view, said, v):
        return True  # another host's refusal about himself (``solver.entering_bars``)
    return _own_bar(said, definition) and _unreduced(view, player, definition, card, index, v)
