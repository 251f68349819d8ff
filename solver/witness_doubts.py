"""A legal witness whose Gold plan text not read may make cheaper (Costs and restrictions /
Gold production; README "A Gold plan not proven cheapest"): the plan stays, is not called
proven cheapest, and names those texts ("Title (id): text" or "Title: text"), so its words
and JSON say why (``Witness.doubts``; h42sensei)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from solver.verdict import Verdict

__all__ = ["unproven"]


def unproven(verdict: Verdict, doubts: Iterable[str]) -> Verdict:
    """``verdict`` with its witness (if any) not proven cheapest, naming ``doubts`` (each once,
    after those it named already)."""
    w = verdict.witness
    if w is None:
        return verdict
    named = tuple(dict.fromkeys((*w.doubts, *doubts)))
    return replace(verdict, witness=replace(w, cheapest=False, plan_optimal=False, doubts=named))
