"""Asako Kaitoko • Experienced in a battle: "Personalities with Fallen, Kolat, Ninja, Nonhuman,
or Shadowlands opposing Kaitoko have a maximum Force of 3, and actions from cards in their units
may not target Kaitoko." (h42adv1 N8), read where the state settles it: the Personalities in
play opposing its card (``View.opposing``; Reference 05) with one of the keywords, every
card's keywords settled (no card in play has a trait not read that may give a keyword).

- The ban: an action of a card in such a Personality's unit has the card printing it left out
  of every target slot's candidates (Effects / "May not").
- The cap: when such text is the only doubt of an answer, the check is run again with each such
  Personality's Force held at the cap (a ``force`` modifier down to it, source the card
  printing it) and the sentence counted as applied; a settled answer is the answer.

With keywords not settled, or another shape, the sentence keeps its doubt. With no card
opposing its card, ``solver.opposing_subject`` already reads it as changing nothing."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from model.cardtext.qualities import quality_kinds
from model.common import Stat
from model.lazy_regex import lazy_regex
from model.load import LoadedState
from model.state import StatModifier, View
from solver.sole_doubts import sole_doubt_texts, with_modifiers
from solver.verdict import Verdict

__all__ = ["APPLIED", "applied_opposing_cap", "opposing_ban", "opposing_cap_read"]

APPLIED = "opposing_cap"
#: the doubts the sentence raises: about the action, or about what it tests (h42adv5 N6)
_WHYS = (
    "not modelled: a trait of a card in play may change this action: ",
    "not modelled: a trait of a card in play may give a card what this tests: ",
)
_SHAPE = lazy_regex(
    r"^Personalities with (?P<kws>[A-Z][\w-]*(?:, [A-Z][\w-]*)*,? or [A-Z][\w-]*) opposing "
    r"(?P<name>[A-Z][\w'-]*) have a maximum Force of (?P<cap>\d+), and actions from cards in "
    r"their units may not target (?P=name)\.?$"
)


def _settled(view: View) -> bool:
    """No card in play has a trait not read that may give a card a keyword."""
    return not any(
        "keyword" in quality_kinds(t)
        for inst in view.state.cards
        if inst.in_play
        for t in view.definition(inst.id).qualities_unread
    )


def _read(view: View, card: str) -> tuple[list[str], int] | None:
    """(the Personalities the sentence of ``card`` names now, its cap), or None when ``card``
    prints no such sentence about itself or keywords are not settled."""
    d = view.definition(card)
    words = {w for w in re.split(r"[\s•,]+", d.title) if len(w) > 2}
    for said in d.qualities_unread:
        m = _SHAPE.match(said.strip())
        if m is None or m["name"] not in words:
            continue
        if not _settled(view):
            return None
        kws = {k.casefold() for k in re.split(r",? or |, ", m["kws"])}
        named = [
            c.id
            for c in view.state.cards
            if c.in_play
            and view.type_of(c.id).value == "personality"
            and view.opposing(card, c.id)
            and kws & view.keywords(c.id)
        ]
        return named, int(m["cap"])
    return None


def _printers(view: View) -> list[str]:
    return [c.id for c in view.state.cards if c.in_play and _read(view, c.id) is not None]


def opposing_ban(view: View, source: str, found: Sequence[str]) -> list[str]:
    """``found`` (candidates of an action of ``source``) less the cards whose sentence bans
    targeting them by actions from cards in ``source``'s unit."""
    if not view.has(source) or not view.card(source).in_play:
        return list(found)
    head = view.unit_head(source)
    gone = set()
    for k in found:
        got = _read(view, k) if view.card(k).in_play else None
        if got is not None and head in got[0]:
            gone.add(k)
    return [c for c in found if c not in gone]


def opposing_cap_read(view: View, said: str) -> bool:
    """Is ``said`` the sentence, counted as applied in this View (see the module)?"""
    return said.strip() in view.memo(APPLIED).get("texts", frozenset())  # type: ignore[operator]


def applied_opposing_cap(
    view: View, found: Verdict, again: Callable[[LoadedState | View], Verdict]
) -> Verdict:
    """``found``, or the answer of ``again`` on the state with the caps applied, when the
    sentence is its only doubt and that answer is settled (see the module)."""
    texts = sole_doubt_texts(
        found,
        _WHYS,
        lambda m: (
            _SHAPE.match(m["said"].strip()) is not None
            and view.has(m["id"])
            and _read(view, m["id"]) is not None
        ),
    )
    if texts is None:
        return found
    extra: dict[str, int] = {}
    for k in _printers(view):
        named, cap = _read(view, k) or ([], 0)
        for p in named:
            now = view.stat(p, Stat.FORCE) or 0
            if now > cap:
                extra[p] = min(extra.get(p, 0), cap - now)
    caps = {cid: [StatModifier(Stat.FORCE, n, "opposing-cap")] for cid, n in extra.items()}
    state = with_modifiers(view, caps)
    state.memo(APPLIED)["texts"] = frozenset(texts)
    v = again(state)
    return v if v.status in ("legal", "illegal") else found
