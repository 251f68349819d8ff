"""Unread sentences that only lower a card's Gold Cost or Honor Requirement ("Mieko has -2 Gold
Cost while you control a Tactician.", "While Chikao is in an army, Lion Clan Personalities in
your provinces have -1 Gold Cost.", "Reduce Jamaira's Gold Cost and Honor Requirement by ...",
"Reduce the Honor Requirement of all your Lion Clan Personalities in and out of play by 5.",
"You may Recruit Fujio for :g1: less for each of his Sincerity tokens."):
Costs and restrictions / Changes to costs and payments.

A decrease can only help: a Recruit or Equip legal at the cost and requirement as read stays
legal whatever it means (its plan is then not proven cheapest), and one illegal for a reason it
does not lower (a Honor Requirement, for a Gold-only decrease) stays illegal (h27adv2 F3, F7).
Read only when the whole sentence is a decrease: any word that could add, allow or forbid
("more", "+N", "cannot", "may", "only", "instead", "unless", "not", "ignore") keeps the doubt.
"""

from __future__ import annotations

import re

from model.lazy_regex import Regex, lazy_regex
from model.state import View

__all__ = ["decrease_only", "decrease_said", "gold_decrease_only"]

#: "-2 Gold Cost", "Reduce X's Gold Cost [and Honor Requirement] by ...", "Reduce the Honor
#: Requirement of ... by N"
_GOLD = r"(?<![\w+])-\d+ gold cost\b"
_REDUCE = r"\breduce\b[^.;]*\b{what}\b[^.;]* by\b"
#: "You [may] Recruit Fujio for :g1: less for each of his Sincerity tokens." (the card's own
#: Recruit named by its name; "may" there is the choice of the lower cost, ``_OWN_RECRUIT``)
_NAMED_LESS = r"recruit (?-i:[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) for (?::g\d+:|\d+(?: gold)?) less\b"
_LESS = rf"^you {_NAMED_LESS}"
_OWN_RECRUIT = lazy_regex(rf"^you may (?={_NAMED_LESS})", re.IGNORECASE)
_GOLD_DECREASE = lazy_regex(rf"{_GOLD}|{_REDUCE.format(what='gold cost')}|{_LESS}", re.IGNORECASE)
_DECREASE = lazy_regex(
    rf"{_GOLD}|{_REDUCE.format(what='(?:gold cost|honor requirement)')}|{_LESS}", re.IGNORECASE
)
_NOT_ONLY = lazy_regex(
    r"\bmore\b|\+\d|\bincrease|\bignor|\bcannot\b|\bcan\b|\bmay\b|\bmust\b|\bonly\b|\binstead\b"
    r"|\bwithout\b|\bunless\b|\bnot\b|\bexcept\b|\bwill\b|\bforce\b|\bchi\b|\bpersonal honor\b"
    r"|\bgold production\b|\d+[fc]\b|\bph\b|\bgp\b|;",
    re.IGNORECASE,
)
#: a second cost word beside the decrease ("Gold Cost" twice is one decrease and its subject)
_OTHER_STAT = lazy_regex(r"\bfocus\b|\bprovince strength\b|\bhonor\b(?! requirement)", re.I)


def _only(said: str, found: Regex) -> bool:
    said = _OWN_RECRUIT.sub("you ", said.strip())
    head = _without_amount(said)
    return (
        found.search(said) is not None
        and _NOT_ONLY.search(head) is None
        and _OTHER_STAT.search(head) is None
    )


def _without_amount(said: str) -> str:
    """``said`` with "the highest Personal Honor among ..." after "by" left out: the amount of
    the decrease, however counted, is never below 0 (it lowers or leaves)."""
    head, by, _amount = said.partition(" by ")
    return head if by and re.match(r"^\s*reduce\b", head, re.IGNORECASE) else said


def gold_decrease_only(said: str) -> bool:
    """Does ``said`` only lower a Gold Cost? (It can turn only a verdict illegal for Gold.)"""
    return _only(said, _GOLD_DECREASE) and "honor requirement" not in said.lower()


def decrease_only(said: str) -> bool:
    """Does ``said`` only lower a Gold Cost or an Honor Requirement? (It can't turn a legal
    verdict.)"""
    return _only(said, _DECREASE)


def decrease_said(view: View, card: str) -> bool:
    """Does an unread decrease (``decrease_only``) of the card itself or of a card in play
    stand beside a play of ``card``? Its Gold plan is then not proven cheapest."""
    own = view.definition(card).qualities_unread
    if any(decrease_only(t) for t in own):
        return True
    memo = view.memo("cost_decreases.in_play")  # the cards in play: once per View
    if "said" not in memo:
        memo["said"] = any(
            decrease_only(t)
            for inst in view.state.cards
            if inst.in_play
            for t in view.definition(inst.id).qualities_unread
        )
    return bool(memo["said"])
