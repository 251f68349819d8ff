"""The sentences behind a verdict whose only doubts are unread traits of one shape (Costs and
restrictions / Good Faith Rule: a doubt is settled only by reading it). A check that can apply
such a sentence (a Coin Pouch's "+N Gold Cost", "Other players' ... have -N Gold Cost", Asako
Kaitoko's cap) asks for them here, applies them to the state and checks again
(``solver.bearer_cost_raise``, ``solver.others_cost_lowering``, ``solver.opposing_cap``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Final

from model.lazy_regex import lazy_regex
from model.state import StatModifier, View
from solver.verdict import Verdict

__all__ = ["SHOWN", "sole_doubt_texts", "with_modifiers"]

#: a doubt's part: "Title (id): sentence"
SHOWN: Final = lazy_regex(r"^(?P<title>.*?) \((?P<id>[^()]+)\): (?P<said>.*)$", re.DOTALL)


def sole_doubt_texts(
    found: Verdict, whys: tuple[str, ...], fits: Callable[[re.Match[str]], bool]
) -> set[str] | None:
    """The sentences of ``found``'s doubts when it is `unknown` and every "not modelled" doubt
    opens with one of ``whys`` and lists only parts ``fits`` accepts; None otherwise (another
    doubt, or none of the shape)."""
    if found.status != "unknown" or not found.details:
        return None
    texts: set[str] = set()
    for d in found.details:
        if d.code != "not_modelled":
            continue
        why = next((w for w in whys if d.text.startswith(w)), None)
        if why is None:
            return None  # another doubt: not only this shape
        for part in d.text[len(why) :].split("; "):
            m = SHOWN.match(part)
            if m is None or not fits(m):
                return None
            texts.add(m["said"].strip())
    return texts or None


def with_modifiers(view: View, extra: Mapping[str, Sequence[StatModifier]]) -> View:
    """``view``'s state with the stat modifiers ``extra`` (by card id) written on its cards, as
    a View for a re-check of the same announcement (``View.derive``)."""
    cards = tuple(
        replace(c, modifiers=(*c.modifiers, *extra[c.id])) if c.id in extra else c
        for c in view.state.cards
    )
    return view.derive(replace(view.state, cards=cards))
