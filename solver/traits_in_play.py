"""Traits of other cards in play that may change an action, not read (``CardDef.actions_unread``:
"You may not take Political Actions.", "Other players' Political actions may not target
Suikihime.", "You may use Favor abilities one additional time per turn."): an ongoing effect
legality needs (Costs and restrictions / Restrictions; Effects). Unless the state states that
card's effects itself (an ``effects`` entry whose ``source`` is the card), a verdict such a
sentence could turn is ``unknown``, never a silent legal or illegal: a sentence that can only
forbid ("may not", "cannot", "only") leaves an illegal verdict, one that can only allow
("may", "additional", "even if") a legal one."""

from __future__ import annotations

import re

from model.cards import CardType
from model.state import View
from solver.verdict import Reason, Verdict

__all__ = ["doubt_traits_in_play"]

_FORBIDS = re.compile(
    r"\b(?:may not|cannot|can't|only|must|no abilities|more gold|-\d+ strength)\b", re.IGNORECASE
)
_ALLOWS = re.compile(
    r"\b(?:may(?! not)|additional|as well as|even if|instead|less gold|ignor\w*|need not|"
    r"\+\d+ strength|have tireless|has tireless)\b",
    re.IGNORECASE,
)
_STRONGHOLD_ONLY = re.compile(r"^Your Stronghold(?:'s abilities| has no abilities)\b", re.I)
_STRENGTH = re.compile(r"\bstrength\b", re.IGNORECASE)


def doubt_traits_in_play(view: View, card: str, verdict: Verdict, two_readings: bool) -> Verdict:
    """``verdict`` for an action of ``card``, or ``unknown`` when a trait of another card in play
    not read could turn it. ``two_readings``: the action's attack has a Force limit in one
    reading (a change to attack strength matters only then)."""
    if verdict.status not in ("legal", "illegal"):
        return verdict
    stated = {e.source for e in view.state.effects if e.source is not None}
    checked = view.definition(card).type
    could: list[str] = []
    for inst in view.state.cards:
        if not inst.in_play or inst.id == card or inst.id in stated:
            continue
        d = view.definition(inst.id)
        for said in d.actions_unread:
            if _STRONGHOLD_ONLY.match(said) and checked is not CardType.STRONGHOLD:
                continue
            if _STRENGTH.search(said) and not two_readings:
                continue  # an attack's strength: a Force limit only in the strict reading
            forbids, allows = bool(_FORBIDS.search(said)), bool(_ALLOWS.search(said))
            if verdict.status == "illegal" and forbids and not allows:
                continue
            if verdict.status == "legal" and allows and not forbids:
                continue
            could.append(f"{d.title} ({inst.id}): {said}")
    if not could:
        return verdict
    more = f" (and {len(could) - 2} more)" if len(could) > 2 else ""
    why = (
        "not modelled: a trait of a card in play may change this action: "
        + " / ".join(could[:2])
        + more
    )
    return Verdict.of(
        "unknown",
        verdict.card,
        verdict.ability,
        verdict.title,
        [Reason("not_modelled", why, (verdict.card,)), *verdict.details[:2]],
        None,
        verdict.designator,
    )
