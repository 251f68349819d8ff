"""An attachment's "This Personality has +N Gold Cost." (Coin Pouch) applied exactly to its
bearer (Reference 03: an attachment's trait about "This Personality" is about the Personality
it is attached to; Gold Cost is a stat a modifier changes; h39adv2 N7 / p23, h39adv5 N4).

The sentence is not read by the card-text importer, so an answer it may turn is ``unknown``
naming it ("a trait of a card in play may give a card what this tests: ..."). When that is the
only text not read in the answer, the check is run again on the state with the raise written
as a ``modifiers`` entry (``gold_cost`` +N, its source the attachment) on the bearer of every
attachment in play printing it, the sentence then counted as applied
(``solver.gold_cost_raise_scope.raise_spares``). A settled answer of that check (``legal`` or
``illegal``) is the answer; anything else keeps the doubt. A bearer whose ``gold_cost``
modifier names the attachment as its ``source`` has the raise stated by the state (README
"source"): it is counted once, as stated, and
not written again (h41misc: a stated +2 was counted twice, 11 for Yasuki Jekku's 7).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from model.common import Stat
from model.lazy_regex import lazy_regex
from model.load import LoadedState
from model.state import StatModifier, View
from solver.sole_doubts import sole_doubt_texts, with_modifiers
from solver.verdict import Reason, Verdict

__all__ = ["APPLIED", "applied_raise"]

#: the View memo naming the sentences applied as modifiers (``raise_spares`` spares them)
APPLIED = "bearer_cost_raise"
_WHY = "not modelled: a trait of a card in play may give a card what this tests: "
_RAISE = lazy_regex(r"^This Personality has \+(?P<n>\d+) Gold Cost\.?$")


def _stated_raise(view: View, source: str, host: str) -> bool:
    """Does the state state ``source``'s raise of ``host``'s Gold Cost: a ``gold_cost``
    modifier of the bearer naming it (the raise is of a stat, which only a modifier states; a
    modifier of another stat or an effect naming the Pouch states nothing of it: h41adv5 R1, a
    +1F or a ``cost_change`` from the Pouch had the +2 dropped, a false legal)?"""
    mods = view.card(host).modifiers
    return any(m.source == source and m.stat is Stat.GOLD_COST for m in mods)


def _raised_state(view: View, texts: set[str]) -> tuple[View, list[str]] | None:
    """The state with each in-play attachment's raise among ``texts`` written on its bearer,
    and how each was counted; None when one can't be (no bearer in play)."""
    extra: dict[str, list[StatModifier]] = {}
    said: list[str] = []
    for inst in view.state.cards:
        if not inst.in_play:
            continue
        d = view.definition(inst.id)
        for text in d.qualities_unread:
            m = _RAISE.match(text.strip())
            if m is None or text.strip() not in texts:
                continue
            host = inst.attached_to
            if host is None or not view.has(host) or not view.card(host).in_play:
                return None
            n = int(m.group("n"))
            shown = f"{d.title} ({inst.id})'s +{n} Gold Cost on {view.definition(host).title}"
            if _stated_raise(view, inst.id, host):  # the state states it: counted once
                said.append(f"{shown} as the state states it")
                continue
            extra.setdefault(host, []).append(StatModifier(Stat.GOLD_COST, n, inst.id))
            said.append(shown)
    if not said:
        return None
    return with_modifiers(view, extra), said


def applied_raise(
    view: View, found: Verdict, again: Callable[[LoadedState | View], Verdict]
) -> Verdict:
    """``found``, or the answer of ``again`` (the same check) on the state with the raises it
    names applied, when that answer is settled (see the module)."""
    texts = sole_doubt_texts(found, (_WHY,), lambda m: _RAISE.match(m["said"].strip()) is not None)
    if texts is None:
        return found
    raised = _raised_state(view, texts)
    if raised is None:
        return found
    state, said = raised
    state.memo(APPLIED)["texts"] = frozenset(texts)
    v = again(state)
    if v.status not in ("legal", "illegal"):
        return found
    note = "counting " + ", ".join(said)
    if v.status == "illegal":
        reasons = [Reason(r.code, f"{r.text} ({note})", r.cards) for r in v.details]
        return replace(v, details=tuple(reasons), reasons=tuple(r.text for r in reasons))
    return v


def is_raise(view: View, source: str, said: str) -> bool:
    """Is ``said`` of ``source`` an attachment's raise this module reads, its bearer in play?"""
    host = view.card(source).attached_to
    return (
        _RAISE.match(said.strip()) is not None
        and host is not None
        and view.has(host)
        and view.card(host).in_play
    )


def unstated_raise(view: View, host: str) -> int:
    """The Gold Cost the in-play attachments on ``host`` raise by their "This Personality has
    +N Gold Cost." that the state does not state (a stated one is in ``View.stat`` already)."""
    total = 0
    for inst in view.state.cards:
        if inst.attached_to != host or not inst.in_play or _stated_raise(view, inst.id, host):
            continue
        for text in view.definition(inst.id).qualities_unread:
            m = _RAISE.match(text.strip())
            total += int(m.group("n")) if m is not None else 0
    return total
