"""Other players' cards in play with a lower Gold Cost: "Other players' Personalities and
Followers in play have -2 Gold Cost" (Economic Repercussions, whose sentence goes on "and all
players have the ability, "..."": a granted ability, ``Play.GRANTED``), "Other players'
Personalities and attachments (in play) have -2 Gold Cost." (Yoritomo Kanahashi); h42adv1 N4.

Gold Cost is a stat a modifier changes (Reference 03; Costs and restrictions / Changes to costs
and payments); "Other players'" are the cards in play controlled by players other than the
sentence's card's controller. The importer does not read the sentence, so an answer it may turn
is ``unknown`` naming it. When such sentences are the only text not read in the answer, the
check is run again on the state with each written as a ``modifiers`` entry (``gold_cost`` -N,
its source the card printing it) on every card it names, the sentence then counted as applied
(the memo ``solver.bearer_cost_raise.APPLIED`` the quality doubts spare). A settled answer of
that check is the answer; anything else keeps the doubt. A card whose ``gold_cost`` modifier
names the sentence's card as its source has it stated by the state: counted once, as stated.
A sentence about cards in play never changes a play's cost (the card entering is out of play
while its costs are paid, Reference 05): ``in_play_only``."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.cards import CardDef
from model.common import TYPE_PLURALS, Stat
from model.lazy_regex import lazy_regex
from model.load import LoadedState
from model.state import StatModifier, View
from solver.bearer_cost_raise import APPLIED
from solver.sole_doubts import sole_doubt_texts, with_modifiers
from solver.verdict import Reason, Verdict

__all__ = ["applied_lowering", "in_play_only", "lowering_on"]

_WHY = "not modelled: a trait of a card in play may give a card what this tests: "
_NOUN = r"(?:Personalities|Followers|Holdings|Items|Spells|attachments)"
_LOWER = lazy_regex(
    rf"^Other players' (?P<types>{_NOUN}(?:(?:, | and | or ){_NOUN})*) (?:in play|\(in play\)) "
    r"have -(?P<n>\d+) Gold Cost"
    r'(?P<grant> and all players have the ability, "[^"]*")?\.?$'
)
_TYPES = {w: TYPE_PLURALS[w] for w in ("personalities", "followers", "holdings", "items", "spells")}


def in_play_only(said: str) -> bool:
    """Is ``said`` the sentence (see the module), which changes no play's cost?"""
    return _LOWER.match(said.strip()) is not None


def lowering_on(view: View, card: str) -> int:
    """The Gold Cost the sentences (see the module) of the cards in play give ``card`` in play
    beyond what the state states (a ``gold_cost`` modifier from the sentence's card): -N each."""
    inst = view.card(card)
    if not inst.in_play:
        return 0
    total = 0
    for src in view.state.cards:
        if not src.in_play or src.controlled_by == inst.controlled_by:
            continue
        for text in view.definition(src.id).qualities_unread:
            m = _LOWER.match(text.strip())
            if m is None or not _names(view.definition(card), m.group("types")):
                continue
            if any(x.source == src.id and x.stat is Stat.GOLD_COST for x in inst.modifiers):
                continue  # stated by the state: counted there
            total -= int(m.group("n"))
    return total


def _names(definition: CardDef, types: str) -> bool:
    """Is a card of ``definition`` among the nouns ``types``?"""
    words = [w.casefold() for w in re.findall(_NOUN, types)]
    if "attachments" in words and definition.is_attachment:
        return True
    return any(_TYPES.get(w) is definition.type for w in words if w != "attachments")


def _lowered_state(view: View, texts: set[str]) -> tuple[View, list[str]] | None:
    """The state with each sentence among ``texts`` written on the cards it names, and how
    each was counted; None when none applies."""
    extra: dict[str, list[StatModifier]] = {}
    said: list[str] = []
    for inst in view.state.cards:
        if not inst.in_play:
            continue
        d = view.definition(inst.id)
        for text in d.qualities_unread:
            m = _LOWER.match(text.strip())
            if m is None or text.strip() not in texts:
                continue
            n = int(m.group("n"))
            for other in view.state.cards:
                if not other.in_play or other.controlled_by == inst.controlled_by:
                    continue
                if not _names(view.definition(other.id), m.group("types")):
                    continue
                shown = f"{d.title} ({inst.id})'s -{n} Gold Cost on "
                shown += f"{view.definition(other.id).title} ({other.id})"
                if any(x.source == inst.id and x.stat is Stat.GOLD_COST for x in other.modifiers):
                    said.append(f"{shown} as the state states it")
                    continue
                extra.setdefault(other.id, []).append(StatModifier(Stat.GOLD_COST, -n, inst.id))
                said.append(shown)
    return with_modifiers(view, extra), said or ["no card it names is in play"]


def applied_lowering(
    view: View, found: Verdict, again: Callable[[LoadedState | View], Verdict]
) -> Verdict:
    """``found``, or the answer of ``again`` (the same check) on the state with the lowerings
    it names applied, when that answer is settled (see the module)."""
    texts = sole_doubt_texts(found, (_WHY,), lambda m: _LOWER.match(m["said"].strip()) is not None)
    if texts is None:
        return found
    lowered = _lowered_state(view, texts)
    if lowered is None:
        return found
    state, said = lowered
    memo = state.memo(APPLIED)
    memo["texts"] = frozenset(texts) | memo.get("texts", frozenset())  # type: ignore[operator]
    v = again(state)
    if v.status not in ("legal", "illegal"):
        return found
    note = "counting " + ", ".join(said)
    if v.status == "illegal":
        reasons = [Reason(r.code, f"{r.text} ({note})", r.cards) for r in v.details]
        return replace(v, details=tuple(reasons), reasons=tuple(r.text for r in reasons))
    return v
