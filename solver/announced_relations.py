"""Why an announced set of targets fails when each card fits its slot on its own (Abilities and
actions / B. Required targeting: the targets chosen together must meet every relation the
ability states; h41adv1 W3).

"target2: no opponent's Personality with target2's Force lower than target1's Force can be
targeted together with target1 (candidates on their own: Hida Tsuru)" said no such card
exists while Yasuki Taka could be chosen with Kitsu Motso: the announced Hida Tsuru fails the
relation with the announced Motso. The refusal names the relation the announced cards fail, as
a single slot's refusal names the words its card fails (``solver.misfit_words``):

- a card named twice (in one grouped target, or in two targets where one must be another);
- a grouped target "controlled by the same player" / "each at a different location";
- a relation of the selector to another announced target ("another", "other than target1");
- a ``where`` comparison ("target2's Force lower than target1's Force", "Gold Cost lower than
  performer's Gold Cost"), with the values compared.

Only announced cards are compared; when every relation among them holds (the unannounced targets
are what fails), None is returned and the search's own words stand."""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from model.abilities import TargetSpec
from model.common import first_few
from model.describe import limits_text, relation_text, selector_text
from model.evaluate import limits_hold, matches_relations, relation_holds, term_value
from model.selectors import BEARER, SOURCE, parse_where
from model.state import View

if TYPE_CHECKING:  # ``solver.targeting`` calls this module
    from solver.targeting import TargetingProblem

__all__ = ["announced_relation"]

_FIXED = frozenset({SOURCE, BEARER})
_MAX_COMBOS = 64  # targets not announced tried against an announced one (h45adv3 W1)


def _named(view: View, cid: str) -> str:
    return f"{view.definition(cid).title} ({cid})"


def _binding(problem: TargetingProblem, more: Mapping[str, str]) -> dict[str, str]:
    """The announced cards ``more``, the source and, on an attachment, its bearer."""
    host = problem.view.card(problem.source).attached_to
    bearer = {BEARER: host} if host is not None and problem.view.has(host) else {}
    return {SOURCE: problem.source, **bearer, **more}


def _grouped(problem: TargetingProblem, spec: TargetSpec, chosen: Sequence[str]) -> str | None:
    """Why the cards ``chosen`` together in ``spec`` fail its grouped relations, or None."""
    view = problem.view
    twice = sorted({c for c in chosen if chosen.count(c) > 1})
    if twice:
        return f"the announced {_named(view, twice[0])} is named twice"
    if spec.select.same_controller and len({view.card(c).controlled_by for c in chosen}) > 1:
        names = " and ".join(_named(view, c) for c in chosen)
        return f"the announced {names} are not controlled by the same player"
    if spec.select.different_locations:
        for a, b in itertools.combinations(chosen, 2):
            if view.same_location(a, b):
                names = f"{_named(view, a)} and {_named(view, b)}"
                return f"the announced {names} are at the same location"
    return None


def _values(problem: TargetingProblem, text: str, binding: Mapping[str, str]) -> str:
    """The values of the failing comparison of the ``where`` entry ``text``: " (3 against 2)";
    "" when it can't be told."""
    said: list[str] = []
    for alternative in parse_where(text).any_of:  # "A, or B": each alternative's failure
        failing = [r for r in alternative if not relation_holds(problem.view, r, dict(binding))]
        if not failing:
            return ""
        left = term_value(problem.view, failing[0].left, dict(binding))
        right = term_value(problem.view, failing[0].right, dict(binding))
        if left is None or right is None:
            return ""
        said.append(f"{left} against {right}")
    return f" ({' or '.join(said)})" if said else ""


def _with_others(
    problem: TargetingProblem, spec: TargetSpec, targets: Mapping[str, Sequence[str]]
) -> str | None:
    """Why a card announced for ``spec`` fails a relation with another announced target."""
    view = problem.view
    mine_cards = targets[spec.name]
    for ref in sorted(spec.select.references() - _FIXED):
        for mine, theirs in itertools.product(mine_cards, targets.get(ref, ())):
            if matches_relations(
                view, mine, spec.select, _binding(problem, {ref: theirs}), partial=True
            ):
                continue
            what = selector_text(spec.select, len(mine_cards))
            head = f"the announced {_named(view, mine)} can't be chosen with {ref}"
            if mine == theirs:
                return f"{head}: it is {ref} (it needs to target {what})"
            return f"{head} {_named(view, theirs)}: it needs to target {what}"
    for text in spec.where:
        names = sorted(parse_where(text).references() - {*_FIXED, spec.name})
        if names and any(n not in targets for n in names):
            unmet = _with_any(problem, spec, text, names, targets)
            if unmet is not None:
                return unmet
            continue
        if not names:
            continue
        for mine in mine_cards:
            for combo in itertools.product(*(targets[n] for n in names)):
                binding = _binding(
                    problem, {spec.name: mine, **dict(zip(names, combo, strict=True))}
                )
                if spec.where_when and limits_hold(view, problem.player, spec, binding):
                    continue
                if not spec.where_when and _holds(problem, text, binding):
                    continue
                others = ", ".join(
                    f"{n} {_named(view, c)}" for n, c in zip(names, combo, strict=True)
                )
                needs = (
                    limits_text(spec).removeprefix("with ")
                    if spec.where_when
                    else relation_text(text)
                )
                head = f"the announced {_named(view, mine)} can't be chosen with {others}"
                return f"{head}: it needs {needs}{_values(problem, text, binding)}"
    return None


def _with_any(
    problem: TargetingProblem,
    spec: TargetSpec,
    text: str,
    names: Sequence[str],
    targets: Mapping[str, Sequence[str]],
) -> str | None:
    """Why a card announced for ``spec`` fails the comparison ``text`` whatever the targets
    not announced among ``names`` are (each taken from its candidates on its own): "target2's
    Chi at most performer's Chi" with no performer announced (h45adv3 W1); None when some
    choice meets it, or a target not announced has no candidate, or there are too many."""
    required = {s.name for s, _ in problem.specs}
    if any(n not in targets and n not in required for n in names):
        return None  # an optional target may be left out
    shown = problem.full_domains or problem.domains
    pools = [targets.get(n) or shown.get(n, ()) for n in names]
    if not all(pools) or _size(pools) > _MAX_COMBOS:
        return None
    open_names = [n for n in names if n not in targets]
    for mine in targets[spec.name]:
        tried: list[str] = []
        for combo in itertools.product(*pools):
            binding = _binding(problem, {spec.name: mine, **dict(zip(names, combo, strict=True))})
            if spec.where_when:
                if limits_hold(problem.view, problem.player, spec, binding):
                    break
            elif _holds(problem, text, binding):
                break
            by = ", ".join(
                _named(problem.view, c)
                for n, c in zip(names, combo, strict=True)
                if n in open_names
            )
            values = _values(problem, text, binding).strip(" ()")
            tried.append(f"{values} with {by}" if values else f"not met with {by}")
        else:
            needs = (
                limits_text(spec).removeprefix("with ") if spec.where_when else relation_text(text)
            )
            whom = " or ".join(open_names)
            return (
                f"the announced {_named(problem.view, mine)} fails {needs} with any {whom}: "
                + first_few(tried, 4, "; ")
            )
    return None


def _size(pools: Sequence[Sequence[str]]) -> int:
    n = 1
    for p in pools:
        n *= len(p)
    return n


def _holds(problem: TargetingProblem, text: str, binding: Mapping[str, str]) -> bool:
    where = parse_where(text)
    if not where.references() <= set(binding):
        return True  # names a target not announced: not compared here
    return any(
        all(relation_holds(problem.view, r, dict(binding)) for r in alt) for alt in where.any_of
    )


def _one(problem: TargetingProblem, targets: Mapping[str, Sequence[str]]) -> str | None:
    for spec, _n in problem.specs:
        chosen = targets.get(spec.name)
        if not chosen:
            continue
        why = _grouped(problem, spec, list(chosen)) or _with_others(problem, spec, targets)
        if why is not None:
            return f"{spec.name}: {why}"
    return None


def announced_relation(
    problems: Sequence[TargetingProblem], targets: Mapping[str, Sequence[str]]
) -> str | None:
    """Why the announced ``targets`` (each fitting its slot alone) fail together: the first
    relation among them that fails, in the order the targets are written, when it fails in
    every reading of the ability naming those targets; None otherwise. ``problems`` are built
    without the announced choice."""
    found: list[str] = []
    for problem in problems:
        names = {s.name for s, _ in problem.specs}
        if not set(targets) <= names:
            continue
        why = _one(problem, targets)
        if why is None:
            return None
        found.append(why)
    return found[0] if found else None
