"""The part of a Gold production that is surely the card's when the rest is not understood
(Costs and restrictions / Gold production): a lower bound a check may use, the rest reported.

Only what can't be taken away by the text not understood is sure: a ``:bow:`` line is one way
to bow the card among its others (at most one per bow), so a line not understood only adds a
way; within a line, "Produce 2 Gold, or 4 Gold if <not understood>" and "Produce 2 Gold, plus 1
Gold for each <not understood>" surely give 2 Gold (the rest only adds). A sentence that may
change the card's or another card's Gold ("This Holding has -1GP while ..."), an errata note,
an Honor loss or a "minus" make nothing sure (``analyse_production``). A trigger that only
raises the card's own Gold Production ("Reaction: After a Spell enters play from your hand,
permanently give this Holding +1 Gold Production.", Talented Apprentice, h30adv2 F8) leaves the
rest sure: it only adds, and never during a payment; what it gave earlier stays unread.
"""

from __future__ import annotations

from model.cards import ProductionMode
from model.lazy_regex import lazy_regex

#: The unread reason of a Stronghold whose Gold Production stat the export lacks: nothing of
#: its stat is sure (a bowed one produces nothing: ``solver.production_problems``)
MISSING_STAT = "no Gold Production stat in the export"


#: "produce 2 gold, or <anything>" / "produce 2 gold, plus <a count that only adds>"
_SURE_BASE = lazy_regex(
    r"produce (?P<n>\d+) gold,? (?:or (?P<alt>.+)|plus (?P<plus>(?:\d+ (?:additional |more )?"
    r"gold for each|the number of) .+))"
)
#: Words after which the base amount may not be all the line gives, or may cost more.
_NOT_SURE = lazy_regex(r"\bhonor\b|\bminus\b|\bless\b|\bfewer\b")


def sure_base(sentences: list[str], honor: int) -> list[ProductionMode]:
    """The fixed amount of a ``:bow:`` line not understood, when its first sentence (lower
    case, no final period) starts "produce N Gold, or ..." or "..., plus N Gold for each ...":
    ``[ProductionMode(gold=N)]`` (``honor``: the line's Honor cost), else ``[]``."""
    if not sentences:
        return []
    m = _SURE_BASE.fullmatch(sentences[0])
    if m is None or any(_NOT_SURE.search(s) for s in sentences):
        return []
    return [ProductionMode(gold=int(m.group("n")), lose_honor=honor)]


#: "reaction: after a spell enters play from your hand, permanently give this holding +1 gold
#: production": a trigger naming no payment, then a raise of the card's own Gold Production.
_OWN_RAISE = lazy_regex(
    r"(?:(?:[a-z]+ )*(?:reaction|interrupt): )?(?:after|before) (?P<trigger>[^,:]+), "
    r"(?:permanently )?give (?:this (?:holding|card)|it) (?:permanently )?\+\d+ ?"
    r"(?:gp|gold production)(?: \(this turn\))?"
)
_PAYMENT = lazy_regex(r"gold|produc|\bpay|\bcost|\bgp\b|bow")


def only_raises_itself(sentence: str) -> bool:
    """Is ``sentence`` (lower case) a trigger that only raises the card's own Gold Production,
    its trigger naming no payment, Gold or bowing (so never met while a cost is paid)? The
    card's other lines then stay sure (Costs and restrictions / Gold production)."""
    m = _OWN_RAISE.fullmatch(sentence.strip().rstrip(".").strip())
    return m is not None and _PAYMENT.search(m.group("trigger")) is None
