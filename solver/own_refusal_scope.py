"""A card's own refusals ("Ikura will not attack or issue challenges, and cannot be challenged
from Iaijutsu actions."; "He cannot be targeted by Fear effects."), not read, against another
card's action: a restriction on one card (Costs and restrictions / Restrictions: it forbids a
choice, never allows one) can make illegal only a choice that uses that card. So it can't turn
an illegal answer, nor a legal one whose witness uses neither the card nor a card of its unit
(as a target, performer, cost or Gold source, or the card brought) — h37adv2 U1. A sentence
with any word that may allow, redirect or except ("may", "unless", "instead", "ignore",
"even", "as if", "only", "except", "but") is not read so."""

from __future__ import annotations

import re

from model.cardtext.target_words import self_words
from model.lazy_regex import lazy_regex
from model.state import View
from solver.verdict import Verdict, Witness

__all__ = ["own_refusal_spares", "refusal_subject", "witness_cards"]

_REFUSAL = lazy_regex(
    r"^(?P<who>This Personality|He|She|[A-Z][\w'-]+) (?:will not|cannot|can not|can't|may not) "
    r"[^:;\"()]+$"
)
_NOT_ONLY_REFUSING = lazy_regex(
    r"\b(?:may(?! not)|unless|instead|ignor\w*|even|as if|only|except|but|if|while|other)\b",
    re.IGNORECASE,
)


def refusal_subject(view: View, source: str, said: str) -> str | None:
    """The card the refusal ``said`` of ``source`` is about, or None when not read."""
    m = _REFUSAL.fullmatch(said.strip())
    if m is None or _NOT_ONLY_REFUSING.search(said):
        return None
    who = m.group("who")
    if who in ("This Personality", "He", "She"):
        return view.unit_head(source)  # on an attachment, its bearer
    return source if who.lower() in self_words(view.definition(source).title) else None


def own_refusal_spares(view: View, source: str, said: str, card: str, verdict: Verdict) -> bool:
    """Can the own refusal ``said`` of ``source`` not turn ``verdict`` of another card's action
    (``card``): illegal, or legal with a witness using no card of the refusing card's unit?"""
    subject = refusal_subject(view, source, said)
    if subject is None or subject == card or verdict.status not in ("legal", "illegal"):
        return False
    if verdict.status == "illegal":
        return True
    w = verdict.witness
    if w is None:
        return False
    unit = set(view.unit(view.unit_head(subject))) | {subject}
    return not (witness_cards(w) & unit) and card not in unit


def witness_cards(w: Witness) -> set[str]:
    """Every card a witness uses: its targets, its costs' cards, its Gold plan's sources and the
    card it brings into play."""
    used = {c for cards in w.targets.values() for c in cards}
    used |= {c for o in w.costs for c in o.cards}
    if w.plan is not None:
        used |= {s.split(":", 1)[0] for _, srcs in w.plan.assignment for s in srcs}
    if w.brought is not None:
        used.add(w.brought)
    return used
