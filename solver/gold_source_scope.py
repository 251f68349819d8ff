"""An unread trait sentence that only adds a Gold source ("Once per turn, produce 1 Gold that
can only pay for a single action from your card in play." Colonial Market; "Once per turn, if
Nishigori is unbowed, produce 3 Gold which can only pay for a single Strategy's action."):
Costs and restrictions / Gold production, "Gold may be produced from any number of sources ...
If one source of production is interfered with, other sources may be used instead": a source
is used only when chosen, so one more can't make a cost unpayable. A legal answer stays legal;
an illegal one may turn (the doubt stays).

A sentence that only lowers what its player pays ("You pay 2 less Gold for your non-Personality
Ninja cards and your Ninja Strategy actions." The Dark Path of Shadow; "You pay :g2: less for
:maho: actions and Spells ..." Mishime Sensei; Costs and restrictions / Changes to costs and
payments) can only turn an action illegal for its Gold alone: never a timing, a bowed card, a
card out of play or a target (h28adv3 N12), and never a legal one."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from solver.verdict import Verdict

__all__ = ["adds_gold_source_only", "gold_said_spares", "pays_less_only"]

_GOLD_SOURCE = lazy_regex(
    r"(?:Once per (?:turn|round), )?(?:if [^,.]+, )?produce \d+ Gold "
    r"(?:that|which) can only pay for [^.;]+\.?",
    re.IGNORECASE,
)


def adds_gold_source_only(said: str) -> bool:
    """Is the sentence ``said`` only a Gold source restricted to some payments?"""
    return _GOLD_SOURCE.fullmatch(said.strip()) is not None


#: "You pay 2 less Gold for ...", "You pay :g2: less for ... for each player who ..."
_PAYS_LESS = lazy_regex(
    r"You pay (?::g\d+:|\d+(?: Gold)?) less(?: Gold)? for (?:[^.;:]|:\w+:)+\.?", re.IGNORECASE
)
#: words that could make the sentence more than a reduction
_NOT_LESS_ONLY = lazy_regex(
    r"\b(?:may|can|cannot|must|only|instead|unless|not|ignor\w*|without|even|more)\b", re.I
)


def pays_less_only(said: str) -> bool:
    """Is the sentence ``said`` only a lower Gold payment for its controller's cards?"""
    s = said.strip()
    return _PAYS_LESS.fullmatch(s) is not None and _NOT_LESS_ONLY.search(s) is None


def gold_said_spares(said: str, verdict: Verdict) -> bool:
    """Can the Gold sentence ``said`` (a source, a lower payment) not turn ``verdict``?"""
    if verdict.status == "legal":
        return adds_gold_source_only(said) or pays_less_only(said)
    gold = bool(verdict.details) and all(r.code == "gold" for r in verdict.details)
    return verdict.status == "illegal" and not gold and pays_less_only(said)
