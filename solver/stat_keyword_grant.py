"""A keyword given by a stat threshold: "Your Personalities with 3 or more Chi have Tactician."
(Aranai Sensei; h44adv4 N3). Reference 04, Keywords: a keyword a trait gives is a keyword the
card has; the sentence names its cards by their controller ("Your": the controller of the card
printing it), their card type and a stat compared with a printed number, all of which the state
settles for a card in play when no other sentence not read may change that stat.

The importer does not read the sentence, so an answer it may turn is ``unknown`` naming it.
When such sentences are the only text not read in the answer (``solver.sole_doubts``), the
check is run again on the state with the keyword written on every card it names (its
``added_keywords``), the sentence then counted as applied (the memo
``solver.bearer_cost_raise.APPLIED`` the quality doubts spare). A settled answer of that check
is the answer; anything else keeps the doubt. Not applied (the doubt stays): a stat any other
unread sentence in play may change, a card whose stat is not known, a sentence of another shape
("in and out of play", "other")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from model.cardtext.qualities import quality_kinds
from model.common import TYPE_PLURALS, Stat
from model.lazy_regex import lazy_regex
from model.load import LoadedState
from model.state import CardInstance, CardLibrary, GameState, View
from solver.bearer_cost_raise import APPLIED
from solver.sole_doubts import sole_doubt_texts
from solver.verdict import Reason, Verdict

__all__ = ["applied_stat_grant", "stat_grant_of", "stat_grant_shape", "stat_granted"]

_WHY = "not modelled: a trait of a card in play may give a card what this tests: "
_STATS = {"chi": Stat.CHI, "force": Stat.FORCE, "personal honor": Stat.PERSONAL_HONOR}
_SHAPE = lazy_regex(
    r"^Your (?P<type>Personalities|Followers|Holdings) with (?P<n>\d+) or (?P<dir>more|fewer|less) "
    r"(?P<stat>Chi|Force|Personal Honor) have (?P<kw>[A-Z][a-z]+)\.?$"
)


def stat_grant_shape(said: str) -> bool:
    """Is ``said`` of the shape read here ("Your Personalities with 3 or more Chi have
    Tactician.")?"""
    return _SHAPE.fullmatch(said.strip()) is not None


def stat_granted(state: GameState, library: CardLibrary) -> GameState:
    """``state`` with the keywords its cards in play get from the sentences read here written on
    them (the goldfish's table, where no check re-runs: h44adv4 G3); a sentence not settled by
    the state gives nothing (the goldfish report lists it: ``solver.analysis.unread_gaps``)."""
    view = View.of(state, library)
    added: dict[str, set[str]] = {}
    for inst in state.cards:
        for text in view.definition(inst.id).qualities_unread if inst.in_play else ():
            if (got := stat_grant_of(view, inst.id, text)) is not None:
                for cid in got[1]:
                    added.setdefault(cid, set()).add(got[0])
    if not added:
        return state
    return replace(state, cards=_with_keywords(state, added))


def _with_keywords(state: GameState, added: dict[str, set[str]]) -> tuple[CardInstance, ...]:
    """``state``'s cards, those in ``added`` with those keywords too."""
    return tuple(
        replace(c, added_keywords=(*c.added_keywords, *sorted(added[c.id]))) if c.id in added else c
        for c in state.cards
    )


def stat_grant_of(view: View, source: str, said: str) -> tuple[str, frozenset[str], str] | None:
    """The keyword (lower case) ``said`` (a sentence of ``source`` in play) gives, the cards it
    gives it to now and how each was counted; None when not of the shape or not settled."""
    m = _SHAPE.fullmatch(said.strip())
    inst = view.card(source)
    if m is None or not inst.in_play:
        return None
    stat = _STATS[m["stat"].lower()]
    if _stat_unsettled(view, said, m["stat"].lower()):
        return None
    n, more = int(m["n"]), m["dir"] == "more"
    kind = TYPE_PLURALS[m["type"].lower()]
    given: set[str] = set()
    shown: list[str] = []
    for c in view.state.cards:
        if not c.in_play or c.controlled_by != inst.controlled_by or view.type_of(c.id) is not kind:
            continue
        value = view.stat(c.id, stat)
        if value is None:
            return None
        if (value >= n) if more else (value <= n):
            given.add(c.id)
            shown.append(f"{view.definition(c.id).title} ({c.id}, {m['stat']} {value})")
    what = ", ".join(shown) or "no card"
    title = view.definition(source).title
    return m["kw"].lower(), frozenset(given), f"{title} ({source})'s {m['kw']} on {what}"


def _stat_unsettled(view: View, said: str, stat: str) -> bool:
    """May another unread sentence of a card in play change ``stat``?"""
    key = f"stat:{stat.replace(' ', '_')}"
    return any(
        ("stat" in (kinds := quality_kinds(q)) and not any(k.startswith("stat:") for k in kinds))
        or key in kinds
        for c in view.state.cards
        if c.in_play
        for q in view.definition(c.id).qualities_unread
        if q.strip() != said.strip()
    )


#: reason codes of refusals no keyword counts in (``solver.verdict.ReasonCode``)
_NOT_COUNTED = frozenset({"timing", "bowed", "not_yours", "not_in_play"})


def applied_stat_grant(
    view: View, found: Verdict, again: Callable[[LoadedState | View], Verdict]
) -> Verdict:
    """``found``, or the answer of ``again`` (the same check) on the state with the keywords
    the sentences it names give written on their cards, when that answer is settled."""
    texts = sole_doubt_texts(
        found, (_WHY,), lambda m: _SHAPE.fullmatch(m["said"].strip()) is not None
    )
    if texts is None:
        return found
    added: dict[str, set[str]] = {}
    said: list[str] = []
    for inst in view.state.cards:
        for text in view.definition(inst.id).qualities_unread if inst.in_play else ():
            if text.strip() not in texts:
                continue
            got = stat_grant_of(view, inst.id, text)
            if got is None:
                return found
            for cid in got[1]:
                added.setdefault(cid, set()).add(got[0])
            said.append(got[2])
    state = view.derive(replace(view.state, cards=_with_keywords(view.state, added)))
    memo = state.memo(APPLIED)
    memo["texts"] = frozenset(texts) | memo.get("texts", frozenset())  # type: ignore[operator]
    v = again(state)
    if v.status not in ("legal", "illegal"):
        return found
    note = "counting " + "; ".join(said)
    if v.status == "illegal":
        # the note only where a keyword may count: not on a refusal by time, bow, owner or place
        # (h44adv8 E1: "Kyuden Kitsune is bowed (counting ... Tactician ...)")
        reasons = [
            r
            if r.code in _NOT_COUNTED or r.text.endswith(" is bowed")
            else Reason(r.code, f"{r.text} ({note})", r.cards)
            for r in v.details
        ]
        return replace(v, details=tuple(reasons), reasons=tuple(r.text for r in reasons))
    return v
