"""How far an unread flat stat change can move a legal witness's comparisons (Reference 04: a
bonus or penalty of N changes the stat by N while its effect lasts; Abilities and actions /
Good Faith Rule: SOME legal choice suffices). "While this Shugenja is Nonhuman, he has +2F."
either changes its bearer's Force by exactly 2 or not at all: a witness "target2's Force at
most target1's Force" with target2 that Shugenja at 1F and target1 at 4F stays legal with the
+2 (3 <= 4), so the sentence can't turn the answer (h36adv3 A4).

Read whole or not at all: the sentence's changes all of one sign (``stat_direction``), each a
plain number (no "for each", "per", "twice": no bound); the ability's target comparisons
``where`` only (a ``where_when`` alternative, met instead under its condition, is not
needed when ``where`` holds), one card per slot. Each term that reads a changed stat of
a card the sentence may change and that the change tightens is moved by the largest amount
(a unit's total by that amount for each such card of the unit), and by the largest change of
every other unread sentence that may reach that card's stat the same way (they may all
apply together); one that may reach it by an amount not bounded keeps the doubt. A term this
sentence's changes loosen is moved by the other sentences that tighten it (a bonus to one side
and a penalty to the other may both apply: each checked alone would see room), else left as
it is (the worst case); every ``where`` must still hold. A Force
limit "<slot>.force <= K" of an attack is lowered by every strength penalty that may reach
it as well (``solver.strength_force_scope``; h37adv3 W1: "+1F while opposed" beside "-1
strength")."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from model.abilities import Ability, TargetSpec
from model.common import nested
from model.evaluate import condition_holds, term_value
from model.lazy_regex import lazy_regex
from model.selectors import BEARER, SOURCE, Relation, Term, compare, parse_where
from model.state import View
from solver.stat_blind_conditions import stat_blind
from solver.stat_direction_scope import raising_loosens, stat_direction

__all__ = ["bound_spares", "stat_bound", "worst_holds"]

_AMOUNT = lazy_regex(r"(?<![\w/])[+-](\d+)\s*(PH|F|C)\b")
_STAT = {"F": "force", "C": "chi", "PH": "personal_honor"}
#: a count ("for each", "per", "twice"); a distributive "each" ("Nokatsu's Followers each have
#: +1F.": every one of them +1F) is no count (h41adv5 N3)
_UNBOUNDED = lazy_regex(
    r"\b(?:each(?!\s+(?:have|has|gets?|gains?)\b)|every|per|times|twice|double\w*|for all|equal)\b",
    re.I,
)
_TOTALS = {"total_force": "force"}
#: another unread sentence in play: its text, the cards it may change (None: any), its kinds
Other = tuple[str, frozenset[str] | None, frozenset[str]]


def stat_bound(said: str) -> tuple[dict[str, int], int] | None:
    """The largest change of each stat ``said`` makes and its sign, or None (see the module)."""
    read = stat_direction(said)
    if read is None or _UNBOUNDED.search(said):
        return None
    most: dict[str, int] = {}
    for n, letters in _AMOUNT.findall(said):
        stat = _STAT[letters]
        most[stat] = max(most.get(stat, 0), int(n))
    return most, read[1]


def _moved(
    view: View,
    term: Term,
    binding: dict[str, str],
    only: frozenset[str],
    most: dict[str, int],
    others: Sequence[Other],
    tightens: int,
) -> int | None:
    """How many points of its stat ``term`` may move its way ``tightens`` (+1 up, -1 down),
    by this sentence and every other unread one that may reach its cards (0: none may; None:
    one may by an amount not bounded)."""
    if term.ref is None or term.attr is None or term.ref not in binding:
        return 0
    attr = term.attr  # a printed ("base_") stat no bonus changes
    stat = _TOTALS.get(attr, attr)
    card = binding[term.ref]
    cards = view.unit(view.unit_head(card)) if attr in _TOTALS else (card,)
    total = most.get(stat, 0) * sum(1 for c in cards if c in only)
    for text, reach, kinds in others:
        named = {k.removeprefix("stat:") for k in kinds if k.startswith("stat:")}
        if "stat" not in kinds or (named and stat not in named):
            continue
        hit = sum(1 for c in cards if reach is None or c in reach)
        if not hit:
            continue
        bound = stat_bound(text)
        if bound is None:
            way = stat_direction(text)
            if way is not None and way[1] != tightens:
                continue  # it only moves the other way
            return None
        if bound[1] == tightens:
            total += bound[0].get(stat, 0) * hit
    return total


def _force_limit_slot(rel: Relation) -> str | None:
    """The slot of a Force limit "<slot>.force <= K" (K a number), else None."""
    left, right = rel.left, rel.right
    if rel.op not in ("<=", "<") or left.plus or left.factor != 1 or left.attr != "force":
        return None
    if right.ref is not None or left.ref is None:
        return None
    return left.ref


def _holds(
    view: View,
    rel: Relation,
    binding: dict[str, str],
    only: frozenset[str],
    bound: tuple[dict[str, int], int],
    others: Sequence[Other],
    penalties: Mapping[str, int],
) -> bool:
    """Does ``rel`` hold with each tightening term moved by its largest change (and a Force
    limit lowered by the slot's strength ``penalties``)?"""
    most, sign = bound
    values: list[int] = []
    for left, side in ((True, rel.left), (False, rel.right)):
        total = 0
        for term in side.parts():
            value = term_value(view, term, binding)
            if value is None:
                return False
            way = raising_loosens(rel, left)
            if way is None:
                if _moved(view, term, binding, only, most, others, sign) != 0:
                    return False
            else:
                # the way that tightens (+1 up): this sentence's change if it goes that way,
                # and every other sentence's that does, even where this one loosens (h37fear)
                tight = -way * (1 if term.factor > 0 else -1)
                mine = only if sign == tight else frozenset()
                moved = _moved(view, term, binding, mine, most, others, tight)
                if moved is None:
                    return False
                value += tight * term.factor * moved
            total += value
        values.append(total)
    slot = _force_limit_slot(rel)
    if slot is not None:
        values[1] -= penalties.get(slot, 0)  # an attack's strength lowered too (h37adv3 W1)
    return compare(values[0], rel.op, values[1])


def bound_spares(
    view: View,
    card: str,
    ab: Ability,
    targets: dict[str, tuple[str, ...]],
    only: frozenset[str],
    said: str,
    others: Sequence[Other] = (),
    penalties: Mapping[str, int] | None = None,
) -> bool:
    """Can ``said`` (changing only the cards ``only``) not turn the legal witness ``targets`` of
    ``card``'s ability ``ab`` (see the module; ``penalties``: each slot's largest attack
    strength penalty, ``solver.strength_force_scope.strength_penalties``)?"""
    bound = stat_bound(said)
    if bound is None or any(len(v) != 1 for v in targets.values()):
        return False
    binding = {SOURCE: card, BEARER: view.unit_head(card), **{k: v[0] for k, v in targets.items()}}
    pens = penalties or {}
    for spec in (o for o in nested(ab) if isinstance(o, TargetSpec)):
        # ``where_when``: limits met instead of ``where`` under a condition (``LimitWhen``):
        # ``where`` holding alone keeps the witness (Shiro Shiba's "+2 strength if you control
        # a Shugenja" beside "Nokatsu's Followers each have +1F."; h41adv5 N3)
        if _texts_hold(view, spec.where, binding, only, bound, others, pens):
            continue
        # or an alternative whose condition reads no stat and holds for the witness's cards,
        # its limit holding in the worst case (Zansho • Experienced's "+ 2 while target2 is
        # Daigotsu Arakan", a pair of targets: h44needless, as the main search checks it)
        if not any(
            limit.references() <= set(binding)
            and stat_blind(limit.condition)
            and condition_holds(view, view.card(card).controlled_by, limit.condition, binding)
            and _texts_hold(view, limit.where, binding, only, bound, others, pens)
            for limit in spec.where_when
        ):
            return False
    return True


def _texts_hold(
    view: View,
    texts: Sequence[str],
    binding: dict[str, str],
    only: frozenset[str],
    bound: tuple[dict[str, int], int],
    others: Sequence[Other],
    penalties: Mapping[str, int],
) -> bool:
    """Does every ``where`` of ``texts`` hold in the worst case (``_holds``)?"""
    return all(
        any(
            all(_holds(view, rel, binding, only, bound, others, penalties) for rel in alt)
            for alt in parse_where(text).any_of
        )
        for text in texts
    )


def worst_holds(
    view: View,
    texts: Sequence[str],
    binding: dict[str, str],
    only: frozenset[str],
    said: str,
    others: Sequence[Other] = (),
    penalties: Mapping[str, int] | None = None,
) -> bool:
    """Does every ``where`` of ``texts`` hold with each term moved by its largest change by
    ``said`` (changing the cards ``only``) and the ``others`` (``_holds``)? False when
    ``said`` is not bounded (``stat_bound``)."""
    bound = stat_bound(said)
    if bound is None:
        return False
    return all(
        any(
            all(_holds(view, rel, binding, only, bound, others, penalties or {}) for rel in alt)
            for alt in parse_where(text).any_of
        )
        for text in texts
    )
