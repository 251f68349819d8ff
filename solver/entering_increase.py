"""An unread sentence that only raises a play's Gold cost by a stated amount ("You Equip non-Water
Spells for 1 more Gold.", Chukage Sensei): Costs and restrictions / Changes to costs and
payments. Such a sentence can turn only a legal Recruit or Equip, and only when the Gold plan
can't also pay that much more; a legal play whose sources pay the cost plus every such amount
stands whether the sentence applies or not (its condition, its subject, are then moot).
A minimum Gold cost ("Recruiting Personalities has a minimum Gold Cost of 5 for you.", Shibata
Sensei) raises the cost to at most that minimum; a sentence that only lets a player ignore an
Honor Requirement ("Scorpion Clan players ignore Asato's Honor Requirement.") can only allow
(Reference 03, Honor Requirement behavior): neither turns a legal play whose sources pay the
worst case. A Focus Effect that attaches the card after a duel ("As a Focus Effect, after this
duel ends, ... you may attach this Item to him, ignoring costs.", Sadamune Blade) is another
way into play, a permission: it turns no legal Equip.
The plan shown for such a legal play is the plan of that worst case (``raised_witness``): it pays
the raised cost (overpaying is permitted, underpaying never) and is not proven cheapest.
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.lazy_regex import lazy_regex
from solver import gold
from solver.verdict import Witness

__all__ = [
    "focus_effect_attach",
    "ignores_honor_requirement_only",
    "increase_of",
    "minimum_of",
    "pays_more",
    "raised_result",
    "raised_witness",
]

_MORE = lazy_regex(r"\b(\d+) more Gold\b", re.IGNORECASE)
#: anything beside a fixed increase: a reduction, a permission or restriction, an amount that
#: varies ("1 more Gold for each ...", "equal to ..."), a cost other than Gold
_OTHER = lazy_regex(
    r"\bless gold\b|\bignor\w*|\bhonor requirement|\b(?:may|can|cannot|must|only|instead|"
    r"without|unless|not|no|each|per|equal|double|twice|times|x|honor|token|discard|bow|"
    r"destroy|dishonor)\b|\bcan't\b|\beven if\b",
    re.IGNORECASE,
)


def increase_of(said: str) -> int | None:
    """The amount a sentence that only raises a Gold cost by a fixed amount adds ("You Equip
    non-Water Spells for 1 more Gold." -> 1), else None."""
    found = _MORE.findall(said)
    if len(found) != 1 or _OTHER.search(_MORE.sub("", said)):
        return None
    return int(found[0])


_MINIMUM = lazy_regex(
    r"(?:Recruiting|Equipping) [\w' -]+? (?:has|have) a minimum Gold Cost of (\d+)(?: for you)?\.?",
    re.IGNORECASE,
)
#: (Mishime Sensei's "You do not lose Honor from your cards' effects and may ignore Honor
#: Requirements.": losing no Honor can't refuse a play either; h28adv2 F3/F13)
_IGNORES_HR = lazy_regex(
    r"(?:[A-Z][\w' ]*? players |You (?:do not lose Honor from [\w' ]+? and )?"
    # "Your Deathseekers have Berserker, and you may ignore their Honor Requirements.": the
    # keyword given is asked on its own (``solver.traits_in_play.doubt_qualities``)
    r"|Your [\w' ]+? have [\w' ]+?, and you )?"
    r"(?:may )?[Ii]gnore (?:[\w']+ )*?Honor Requirements?"
    r"(?: (?:on|of) your [\w' ]+)?(?: (?:if|while) [^.;]+)?\.?"
)


_FOCUS_ATTACH = lazy_regex(
    r"As a Focus Effect[:,] (?:after|when) this duel ends, (?:if [^,.]+, )?you may attach this "
    r"(?:card|Item|Follower|Spell) to [^,.;]+?,? ignoring (?:Gold )?costs?\.?",
    re.IGNORECASE,
)


def focus_effect_attach(said: str) -> bool:
    """Is the sentence only a Focus Effect's permission to attach the card after a duel?"""
    return _FOCUS_ATTACH.fullmatch(said.strip()) is not None


def minimum_of(said: str) -> int | None:
    """The minimum a sentence sets on a play's Gold cost ("Recruiting Personalities has a
    minimum Gold Cost of 5 for you." -> 5), else None."""
    m = _MINIMUM.fullmatch(said.strip())
    return int(m.group(1)) if m else None


#: "Enters play ignoring Honor Requirements if you are a Crab Clan or Scorpion Clan player."
#: (Kuni Kiyoshi • Experienced 2), "Ririko enters play ignoring Honor Requirement if ...",
#: "Human Personalities enter play for you ignoring Honor Requirements." (Hoshi Sensei): only
#: the Honor Requirement is waived (h42chi N6)
_ENTERS_IGNORING_HR = lazy_regex(
    r"(?:[\w' •-]+? )?[Ee]nters? play(?: for you)? ignoring (?:its |their )?Honor "
    r"Requirements?(?: (?:if|while) [^.;]+)?\.?"
)


def ignores_honor_requirement_only(said: str) -> bool:
    """Does the sentence only let a player ignore an Honor Requirement? (The Honor Requirement
    is checked before the Gold: Costs and restrictions; it can't turn a Gold shortfall.)"""
    said = said.strip()
    return (
        _IGNORES_HR.fullmatch(said) is not None or _ENTERS_IGNORING_HR.fullmatch(said) is not None
    )


def pays_more(
    witness: Witness | None, more: int, time_limit_s: float = 2.0, at_least: int = 0
) -> bool:
    """Can the Gold plan's sources pay the play's own Gold cost (the witness's first payment)
    raised to ``at_least`` and then by ``more``, with its other payments (the Clan Honor
    Rule's)? False when not sure."""
    return raised_witness(witness, more, time_limit_s, at_least) is not None


def raised_witness(
    witness: Witness | None,
    more: int,
    time_limit_s: float = 2.0,
    at_least: int = 0,
    exact: bool = False,
) -> Witness | None:
    """``witness`` paying the worst case: the play's own Gold cost (its first payment) raised
    to ``at_least`` and then by ``more``, with its other payments (the Clan Honor Rule's); its
    plan the cheapest plan of that raised problem, not proven cheapest for the true cost (an
    unread sentence may not apply: Costs and restrictions / Changes to costs and payments)
    unless ``exact`` (the raise is read with certainty). None when the sources can't surely
    pay it. Nothing raised: ``witness`` itself."""
    found = raised_result(witness, more, time_limit_s, at_least)
    if found is None or witness is None or witness.problem is None:
        return None
    problem, result = found
    if problem is witness.problem:
        return witness
    if result.status == "unknown" or not result.feasible or not result.plans:
        return None
    first = witness.problem.payments[0]
    cost = problem.payments[0].cost
    assert first.cost is not None and cost is not None
    costs = tuple(
        replace(o, text=_raised_text(o.text, first.cost, cost, exact), gold=cost)
        if o.kind == "gold" and o.gold == first.cost and i == 0
        else o
        for i, o in enumerate(witness.costs)
    )
    return replace(
        witness,
        costs=costs,
        plan=result.plans[0],
        plan_optimal=exact and result.optimal,
        cheapest=exact and result.optimal and witness.cheapest,
        problem=problem,
    )


def raised_result(
    witness: Witness | None, more: int, time_limit_s: float = 2.0, at_least: int = 0
) -> tuple[gold.PaymentProblem, gold.PaymentResult] | None:
    """The raised payment problem of ``raised_witness`` and its cheapest plan's search (the
    witness's own problem, unsolved, when nothing is raised); None without a Gold cost."""
    if witness is None or witness.problem is None or not witness.problem.payments:
        return None
    first, *rest = witness.problem.payments
    if first.cost is None:
        return None
    cost = max(first.cost, at_least) + more
    if cost == first.cost:
        return witness.problem, gold.PaymentResult(True, True, None, (), "optimal", "unchanged")
    problem = replace(witness.problem, payments=(replace(first, cost=cost), *rest))
    return problem, gold.solve(problem, time_limit_s=time_limit_s)


def _raised_text(text: str, printed: int, cost: int, exact: bool = False) -> str:
    """ "pay 5 Gold (Hiruma Itta's Gold cost)" -> "pay 6 Gold (Hiruma Itta's Gold cost 5, at
    most 6 with text not read)" (``exact``: "..., raised to 6 by a card in play")."""
    m = re.fullmatch(r"pay \d+ Gold \((.*)\)", text)
    what = m.group(1) if m else text
    how = f"raised to {cost} by a card in play" if exact else f"at most {cost} with text not read"
    return f"pay {cost} Gold ({what} {printed}, {how})"
