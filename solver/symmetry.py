"""Interchangeable cards: cards the rules cannot tell apart, so a search may try one of each.

Two cards are interchangeable when they are the same printed card in the same state (zone,
battlefield, controller, bowed, dishonorable, face up, modifiers, keywords, tokens, the same
card memory) and nothing in the state names either of them (an ongoing
effect's source, a battle's list, another card's host...). Swapping two such cards maps the
board onto itself, so it maps every choice (targets, cost cards, Gold sources) onto an equally
legal, equally cheap one. A search whose choices take at most ``T`` cards of a class therefore
loses nothing by offering only the first ``T`` members of each class (Good Faith verdicts and
the cheapest witness are unchanged); the order of classes and members is the state's.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from model.abilities import Ability, TargetChoice, TargetSpec
from model.evaluate import term_value
from model.selectors import SOURCE, Term, parse_where
from model.state import CardInstance, View
from solver.targeting_surcharge import surcharge_cards

if TYPE_CHECKING:
    from solver.costs import MandatoryCost
    from solver.targeting import TargetingProblem


def _strings(value: Any, out: set[str]) -> None:
    """Every string inside a value (dataclasses, mappings, sequences), iteratively."""
    todo = [value]
    while todo:
        v = todo.pop()
        if isinstance(v, str):
            out.add(v)
        elif dataclasses.is_dataclass(v) and not isinstance(v, type):
            todo.extend(getattr(v, f.name) for f in dataclasses.fields(v))
        elif isinstance(v, dict):
            todo.extend(v.keys())
            todo.extend(v.values())
        elif isinstance(v, list | tuple | set | frozenset):
            todo.extend(v)


def _named_ids(view: View) -> frozenset[str]:
    """Card ids the state names outside the cards' own records (memoized per View)."""
    memo = view.memo("symmetry")
    found = memo.get("named")
    if found is None:
        state = view.state
        names: set[str] = set()
        for f in dataclasses.fields(state):
            if f.name not in ("cards", "memory") and not f.name.startswith("_"):
                _strings(getattr(state, f.name), names)
        ids = {c.id for c in state.cards}
        found = memo["named"] = frozenset(names & ids)
    assert isinstance(found, frozenset)
    return found


def _own(inst: CardInstance) -> tuple[Any, ...]:
    return tuple(getattr(inst, f.name) for f in dataclasses.fields(inst) if f.name not in ("id",))


def card_keys(view: View) -> dict[str, tuple[Any, ...]]:
    """Card id -> its interchangeability key (equal keys: interchangeable cards). A card the
    state names elsewhere gets a key of its own (its id)."""
    memo = view.memo("symmetry")
    found = memo.get("keys")
    if found is None:
        named = _named_ids(view)
        uses: dict[str, list[Any]] = {}
        for record in view.state.memory:
            uses.setdefault(record.card, []).append(dataclasses.astuple(record)[1:])
        keys: dict[str, tuple[Any, ...]] = {}
        for inst in view.state.cards:
            if inst.id in named or inst.attached_to is not None or view.attachments(inst.id):
                # named elsewhere, or part of a unit with other cards: a class of its own
                # (swapping one card of a unit without its attachments is no symmetry)
                keys[inst.id] = ("own", inst.id)
                continue
            keys[inst.id] = (_own(inst), tuple(sorted(uses.get(inst.id, []))))
        found = memo["keys"] = keys
    assert isinstance(found, dict)
    return found


def representatives(
    view: View, candidates: Sequence[str], keep: int, distinguished: Iterable[str] = ()
) -> list[str]:
    """The candidates with at most ``keep`` members of each class of interchangeable cards
    (the first ones, in the given order); ``distinguished`` cards (the action's source, cards
    a caller fixed) are always kept and form classes of their own."""
    keys = card_keys(view)
    special = set(distinguished)
    seen: dict[tuple[Any, ...], int] = {}
    out: list[str] = []
    for c in candidates:
        if c in special or c not in keys:
            out.append(c)
            continue
        key = keys[c]
        n = seen.get(key, 0)
        if n < keep:
            seen[key] = n + 1
            out.append(c)
    return out


def relevant_key(view: View, card: str, attrs: Iterable[str]) -> tuple[Any, ...]:
    """What a search reads of a candidate that nothing names and nothing pays with: who
    controls it, where it is, and the values of ``attrs`` (the stats relations read)."""
    inst = view.card(card)
    values = tuple(term_value(view, Term(SOURCE, attr), {SOURCE: card}) for attr in attrs)
    return (inst.controlled_by, view.location(card), view.at_current_battlefield(card), values)


def relevant_representatives(
    view: View,
    candidates: Sequence[str],
    keep: int,
    attrs: Iterable[str],
    distinguished: Iterable[str] = (),
) -> list[str]:
    """``representatives`` for a slot whose card is read only through its controller, its
    location and ``attrs`` (no cost, condition or effect acts on it and no other slot needs
    its attachments): cards equal on those are interchangeable for the whole check, whatever
    else differs (title, other stats)."""
    read = tuple(sorted(set(attrs)))
    special = set(distinguished)
    seen: dict[tuple[Any, ...], int] = {}
    out: list[str] = []
    for c in candidates:
        if c in special:
            out.append(c)
            continue
        key = relevant_key(view, c, read)
        n = seen.get(key, 0)
        if n < keep:
            seen[key] = n + 1
            out.append(c)
    return out


def symmetry_reduced(
    view: View, card: str, ab: Ability, costs: Sequence[MandatoryCost], problem: TargetingProblem
) -> TargetingProblem:
    """The problem with each domain cut to the first ``T`` members of every class of
    interchangeable candidates, ``T`` being the most cards all target slots together can take
    (``solver.symmetry``): every target set maps onto a kept one that meets the same
    requirements at the same price, so legality and the cheapest witness are unchanged.

    A slot that a cost, a condition or an effect reads, or whose attachments another slot
    reads, keeps cards only when they are the same card in the same state; any other slot is
    read only through relations, so cards with the same controller, place and related stats
    are alike."""
    specs: list[TargetSpec] = []
    for target in ab.targets:
        if isinstance(target, TargetChoice):
            specs.extend(t for option in target.one_of for t in option)
        else:
            specs.append(target)
    most = sum(max([s.count, *(cw.count for cw in s.count_when)]) for s in specs)
    identity: set[str] = set()
    for mc in costs:
        identity |= mc.cost.references()
    if ab.condition is not None:
        identity |= ab.condition.references()
    for effect in ab.effects:
        bring = effect.bring_into_play
        if bring is not None:
            identity |= {n for n in (bring.card, bring.attach_to) if n is not None}
            identity |= bring.select.references()
    attrs: dict[str, set[str]] = {}
    for spec in specs:
        for cw in spec.count_when:
            identity |= cw.condition.references()
        for limit in spec.where_when:  # (its condition may read the target's keywords)
            identity |= limit.references()
        sel = spec.select
        identity |= {n for n in (sel.attached_to, sel.unit_of) if n is not None}
        for sub in (sel.has_attachment, sel.lacks_attachment):
            if sub is not None:
                identity |= sub.references()
        for text in spec.where:
            for rel in parse_where(text).relations():
                for term in (*rel.left.parts(), *rel.right.parts()):
                    if term.ref is not None and term.attr is not None:
                        attrs.setdefault(term.ref, set()).add(term.attr)
    # a card that targeting costs more (The Abbot: ``solver.targeting_surcharge``) is apart
    apart = (card, *surcharge_cards(view))
    domains = {
        name: tuple(
            representatives(view, cands, most, distinguished=apart)
            if name in identity
            else relevant_representatives(
                view, cands, most, attrs.get(name, ()), distinguished=apart
            )
        )
        for name, cands in problem.domains.items()
    }
    return replace(problem, domains=domains, full_domains=problem.domains)
