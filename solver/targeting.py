"""Required targeting and explicit performers as a constraint problem.

Abilities and actions / B. Explicit performing and required targeting; FAQ "What are required
targets?". One variable per target slot; a grouped target ("two of your units") is ``count``
slots chosen together: distinct and unordered (slots ordered by card id, so no permutation is
listed twice). Domains come from the unary part of each selector; relations across slots
(``opposing``, ``where: victim.personal_honor < magistrate.chi``, ...) are constraints.

What is required: targeting and performing in the constraints and effects blocks, unless
"may target" (``optional``), "up to N" (``up_to``: zero is allowed), part of a delayed effect
(``timing: delayed``) or conditional on something known only later (``timing: after``).
A count that depends on a condition known now is fixed now (``count_when``). Targeting shared
by alternatives (``one_of``) is required; the rest of each alternative is optional.

Solvers: a networkx bipartite matching (Hall's condition) rejects fast when distinct slots
can't all be filled; python-constraint2 finds a witness and enumerates every target set;
``brute_force_target_sets`` is the slow reference the tests cross-check against.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from model.abilities import Ability, TargetChoice, TargetSpec
from model.common import CardType
from model.describe import limits_text, selector_text, slot_count_text, without_article
from model.evaluate import (
    condition_holds,
    limits_hold,
    matches_relations,
    matches_unary,
    player_qualifies,
    where_holds,
)
from model.selectors import BEARER, SOURCE, Controller, Selector, Where, parse_where
from model.state import View
from solver.announced_relations import announced_relation
from solver.army_cloak import army_cloaked
from solver.attack_shields import attack_shielded
from solver.csp import function_constraint, new_problem
from solver.effects import may_not_be_targeted
from solver.gate_keywords import selector_view
from solver.kept_out import kept_out_words
from solver.misfit_words import misfit_note
from solver.optional_limits import optional_limit_holds, optional_witness
from solver.printed_slot import printed_slot
from solver.shield_note import shield_note
from solver.slot_limits import names_other_slots, slot_limits_check

if TYPE_CHECKING:
    import constraint

#: A legal choice of targets: spec name -> chosen card ids (sorted; one for single targets).
TargetSet = Mapping[str, tuple[str, ...]]
CardCheck = Callable[[str], bool]


@dataclass(frozen=True, slots=True)
class Slot:
    """One card to choose: member ``index`` of the grouped target ``spec``."""

    spec: TargetSpec
    index: int
    count: int

    @property
    def key(self) -> str:
        return f"{self.spec.name}#{self.index}"


@dataclass(frozen=True, slots=True)
class TargetingProblem:
    """The required-targeting problem of one ability, for one player and source card."""

    view: View
    player: str
    source: str
    ability: Ability
    specs: tuple[tuple[TargetSpec, int], ...]  # required specs in order, with their count now
    optional: tuple[TargetSpec, ...]
    domains: Mapping[str, tuple[str, ...]]  # spec name -> candidates (unary + source relations)
    extra: Mapping[str, CardCheck] = field(default_factory=dict)
    #: the domains before a symmetry reduction (``solver.symmetry``), for the words of reasons
    full_domains: Mapping[str, tuple[str, ...]] | None = None
    #: slot key ("victim#0") -> the card already chosen for it (a partial choice of targets,
    #: as the factored action space builds it one card at a time, ``solver.decision``)
    pins: Mapping[str, str] = field(default_factory=dict)

    @property
    def slots(self) -> tuple[Slot, ...]:
        return tuple(Slot(spec, i, n) for spec, n in self.specs for i in range(n))

    def spec_named(self, name: str) -> TargetSpec:
        for spec, _ in self.specs:
            if spec.name == name:
                return spec
        raise KeyError(name)


@dataclass(frozen=True, slots=True)
class TargetingResult:
    """Whether required targeting can be met, a witness, or the reason it can't."""

    possible: bool
    witness: TargetSet | None
    reason: str | None
    slot: str | None = None


def bearer_binding(view: View, card: str) -> dict[str, str]:
    """``bearer`` bound to the Personality the card is attached to, when it is."""
    host = view.card(card).attached_to
    return {BEARER: host} if host is not None and view.has(host) else {}


#: Names bound before any target is chosen: the card itself and, on an attachment, its bearer.
_FIXED = frozenset({SOURCE, BEARER})


def _fixed(view: View, source: str) -> dict[str, str]:
    return {SOURCE: source, **bearer_binding(view, source)}


def resolved_count(view: View, player: str, source: str, spec: TargetSpec) -> int:
    """The count now: the first ``count_when`` whose (currently known) condition holds (a
    condition on the bearer of a card attached to nobody does not hold)."""
    binding = {SOURCE: source, **bearer_binding(view, source)}
    for rule in spec.count_when:
        if rule.condition.references() <= set(binding) and condition_holds(
            view, player, rule.condition, binding
        ):
            return rule.count
    return spec.count


def build_problem(
    view: View,
    player: str,
    source: str,
    ability: Ability,
    extra: Mapping[str, CardCheck] | None = None,
    options: Mapping[int, int] | None = None,
    pins: Mapping[str, Sequence[str]] | None = None,
) -> TargetingProblem:
    """Collect the required specs (with counts fixed now) and their candidate domains.

    ``extra``: further per-card checks on a spec's candidates (the Good Faith check adds
    "must be able to pay the cost on this target"). ``options``: for the alternatives
    (``one_of``) at these indices of ``ability.targets``, which option's selectors the shared
    targets use (see ``build_problems``); the first option by default. ``pins``: spec name ->
    the first cards of that target, in id order (its first slots are fixed to them).
    """
    required: list[tuple[TargetSpec, int]] = []
    optional: list[TargetSpec] = []
    for index, entry in enumerate(ability.targets):
        if isinstance(entry, TargetChoice):
            shared = entry.shared_names()
            emitted: set[str] = set()
            chosen = (options or {}).get(index, 0)
            ordered = [entry.one_of[chosen]] + [
                o for i, o in enumerate(entry.one_of) if i != chosen
            ]
            for option in ordered:
                for spec in option:
                    if spec.name in shared and spec.name not in emitted and spec.is_required_kind:
                        required.append((spec, resolved_count(view, player, source, spec)))
                        emitted.add(spec.name)
                    elif spec.name not in shared:
                        optional.append(spec)
        elif entry.is_required_kind:
            required.append((entry, resolved_count(view, player, source, entry)))
        else:
            optional.append(entry)
    # a count fixed at zero now ("1 Holding, or none if ...") requires no targeting
    optional += [spec for spec, n in required if n <= 0]
    required = [(spec, n) for spec, n in required if n > 0]
    checks = dict(extra or {})
    domains: dict[str, tuple[str, ...]] = {}
    for spec, n in required:
        found = _cached_candidates(view, player, source, spec, ability)
        picked = (pins or {}).get(spec.name, ())
        if len(picked) >= n:  # every card of it chosen: only those need checking
            members = frozenset(found)
            domain: Sequence[str] = sorted(c for c in set(picked) if c in members)
        else:
            domain = found
        domains[spec.name] = tuple(c for c in domain if checks.get(spec.name, _yes)(c))
    pinned = {
        f"{name}#{i}": cid for name, chosen in (pins or {}).items() for i, cid in enumerate(chosen)
    }
    return TargetingProblem(
        view,
        player,
        source,
        ability,
        tuple(required),
        tuple(optional),
        domains,
        checks,
        pins=pinned,
    )


def _yes(_: str) -> bool:
    return True


def option_variants(ability: Ability) -> list[dict[int, int]]:
    """The distinct ways alternatives can shape their shared targets.

    "Target a Tattooed Personality at the battlefield, or a Tattooed Water Personality": the
    shared target is required, and it may be chosen by *either* alternative's selector. When
    every alternative writes a shared target the same way there is one variant.
    """
    per_choice: list[list[tuple[int, int]]] = []
    for index, entry in enumerate(ability.targets):
        if not isinstance(entry, TargetChoice):
            continue
        shared = entry.shared_names()
        seen: dict[tuple[TargetSpec, ...], int] = {}
        for i, option in enumerate(entry.one_of):
            key = tuple(sorted((s for s in option if s.name in shared), key=lambda s: s.name))
            seen.setdefault(key, i)
        if len(seen) > 1:
            per_choice.append([(index, i) for i in seen.values()])
    return [dict(combo) for combo in itertools.product(*per_choice)] or [{}]


def build_problems(
    view: View,
    player: str,
    source: str,
    ability: Ability,
    extra: Mapping[str, CardCheck] | None = None,
    pins: Mapping[str, Sequence[str]] | None = None,
) -> list[TargetingProblem]:
    """One problem per variant of the alternatives' shared targets (usually exactly one);
    required targeting can be met when any of them can."""
    return [
        build_problem(view, player, source, ability, extra, variant, pins)
        for variant in option_variants(ability)
    ]


def solve_any(problems: Sequence[TargetingProblem]) -> TargetingResult:
    """``solve`` over variants: the first that can be met, else the first one's reason."""
    first: TargetingResult | None = None
    for problem in problems:
        result = solve(problem)
        if result.possible:
            return result
        first = first or result
    assert first is not None
    if len(problems) > 1 and first.reason:
        return replace(first, reason=first.reason + " (nor by any other alternative)")
    return first


def iter_target_sets_any(
    problems: Sequence[TargetingProblem], deadline: float | None = None
) -> Iterator[dict[str, tuple[str, ...]]]:
    """Every legal target set of any variant, once each, in a deterministic order.

    With a ``deadline`` (``time.monotonic()``), ``SearchTimeout`` is raised when it passes."""
    if len(problems) == 1:
        yield from iter_target_sets(problems[0], deadline)
        return
    names: list[str] = []
    for p in problems:
        names += [s.name for s, _ in p.specs if s.name not in names]
    found = {
        tuple(sorted(ts.items())): ts for p in problems for ts in iter_target_sets(p, deadline)
    }
    yield from sorted(found.values(), key=lambda ts: tuple(ts.get(n, ()) for n in names))


def _cached_candidates(
    view: View, player: str, source: str, spec: TargetSpec, ability: Ability
) -> tuple[str, ...]:
    """``_candidates``, once per View (a View never changes): the factored action space asks
    for the same domains once per candidate of a step."""
    cache = view.memo("targeting.candidates")
    key = (player, source, id(ability), id(spec))
    found = cache.get(key)
    if found is None:
        # the spec and ability are kept with the entry, so their ids can't be reused meanwhile
        found = cache[key] = (
            tuple(_candidates(view, player, source, spec, ability)),
            spec,
            ability,
        )
    assert isinstance(found, tuple)
    cached: tuple[str, ...] = found[0]
    return cached


def _candidates(
    view: View,
    player: str,
    source: str,
    spec: TargetSpec,
    ability: Ability | None = None,
    shields: bool = True,
) -> list[str]:
    """Cards passing the unary part and the relations to ``source`` alone, sorted by id
    (``shields=False``: also those only a restriction in play keeps out)."""
    binding = {SOURCE: source, **bearer_binding(view, source)}
    rels = [parse_where(t) for t in spec.where]
    own = [r for r in rels if r.references() <= {*_FIXED, spec.name}]
    if not spec.where_when and any(r.references() - set(binding) - {spec.name} for r in own):
        return []  # a relation with the bearer of a card attached to nobody: it can't hold
    out: list[str] = []
    seen = selector_view(view, spec.select)  # keywords the read grants give (h40adv6 N3)
    for cid in view.ids_of_types(spec.select.type):
        if not matches_unary(seen, player, cid, spec.select):
            continue
        if spec.performer and view.definition(cid).type not in PERFORMER_TYPES:
            continue
        if not matches_relations(view, cid, spec.select, binding, partial=True):
            continue
        if shields and not spec.choose and may_not_be_targeted(view, player, cid, source, ability):
            continue
        if shields and attack_shielded(view, player, cid, source, ability, spec):
            continue  # "Ranged Attacks may not target this card." (solver.attack_shields)
        b = {**binding, spec.name: cid}
        if spec.where_when and names_other_slots(spec):
            pass  # measured by another target: checked with it (``slot_limits``)
        elif spec.where_when:
            # an attack's higher strength under a condition: its alternatives name only the
            # target itself, the source and its bearer (``TargetSpec``)
            if not limits_hold(view, player, spec, b) and not optional_limit_holds(
                view, player, spec, ability, b, lambda t: _candidates(view, player, source, t)
            ):
                continue
        elif any(not where_holds(view, r, b) for r in own):
            continue
        out.append(cid)
    return sorted(army_cloaked(view, player, spec, ability, out, source) if shields else out)


#: Abilities and actions / B: "An action's explicit performers are any Followers or
#: Personalities mentioned in the constraints block with the adjective 'performing'".
PERFORMER_TYPES = frozenset({CardType.PERSONALITY, CardType.FOLLOWER})


# ---------------------------------------------------------------------- the joint constraints
def _pair_checks(problem: TargetingProblem) -> list[tuple[tuple[str, ...], Callable[..., bool]]]:
    """Cross-slot constraints as (slot keys, predicate over their card ids)."""
    view = problem.view
    out: list[tuple[tuple[str, ...], Callable[..., bool]]] = []
    slots_of: dict[str, list[str]] = {}
    for slot in problem.slots:
        slots_of.setdefault(slot.spec.name, []).append(slot.key)
    for spec, _n in problem.specs:
        keys = slots_of[spec.name]
        # grouped: distinct and unordered -> strictly increasing ids
        for a, b in itertools.pairwise(keys):
            out.append(((a, b), lambda x, y: x < y))
        if spec.select.same_controller:  # "two Personalities controlled by the same player"
            for a, b in itertools.combinations(keys, 2):
                out.append(((a, b), _same_controller(view)))
        if spec.select.different_locations:  # "two Personalities at different locations"
            for a, b in itertools.combinations(keys, 2):
                out.append(((a, b), _different_locations(view)))
        refs = spec.select.references() - _FIXED
        for ref in sorted(refs):
            if ref not in slots_of:
                continue  # refers to an optional target: not part of required targeting
            for mine in keys:
                for theirs in slots_of[ref]:
                    out.append(((mine, theirs), _select_check(problem, spec.select, ref)))
        # "has an attachment other than a and b" is one attachment checked against every slot
        # it names at once: pairwise checks would accept a different attachment for each.
        sub = spec.select.has_attachment
        joint = sorted(
            n for n in (sub.references() if sub else ()) if n in slots_of and n != spec.name
        )
        if len(joint) >= 2:
            for combo in itertools.product(keys, *(slots_of[nm] for nm in joint)):
                out.append((combo, _joint_select_check(problem, spec.select, joint)))
        if (other := names_other_slots(spec)) and all(nm in slots_of for nm in other):
            check = slot_limits_check(
                view, problem.player, spec, _fixed(view, problem.source), other
            )
            out.extend(
                (combo, check) for combo in itertools.product(keys, *(slots_of[nm] for nm in other))
            )
            continue
        for text in spec.where:
            rel_ = parse_where(text)
            names = sorted(rel_.references() - {*_FIXED, spec.name})
            if not names or any(nm not in slots_of for nm in names):
                continue
            for combo in itertools.product(keys, *(slots_of[nm] for nm in names)):
                out.append((combo, _where_check(view, problem.source, rel_, spec.name, names)))
    return out


def _same_controller(view: View) -> Callable[..., bool]:
    def check(a: str, b: str) -> bool:
        return view.card(a).controlled_by == view.card(b).controlled_by

    return check


def _different_locations(view: View) -> Callable[..., bool]:
    def check(a: str, b: str) -> bool:
        return not view.same_location(a, b)

    return check


def _select_check(problem: TargetingProblem, sel: Selector, ref: str) -> Callable[..., bool]:
    def check(mine: str, theirs: str) -> bool:
        binding = {**_fixed(problem.view, problem.source), ref: theirs}
        return matches_relations(problem.view, mine, sel, binding, partial=True)

    return check


def _joint_select_check(
    problem: TargetingProblem, sel: Selector, names: Sequence[str]
) -> Callable[..., bool]:
    def check(mine: str, *theirs: str) -> bool:
        binding = {**_fixed(problem.view, problem.source), **dict(zip(names, theirs, strict=True))}
        return matches_relations(problem.view, mine, sel, binding, partial=True)

    return check


def _where_check(
    view: View, source: str, rel: Where, me: str, names: Sequence[str]
) -> Callable[..., bool]:
    def check(*cards: str) -> bool:
        binding = {**_fixed(view, source), me: cards[0]}
        binding.update(zip(names, cards[1:], strict=True))
        return where_holds(view, rel, binding)

    return check


class SearchTimeout(Exception):
    """The deadline given to a targeting search passed before it finished (nothing proven)."""


def _timed(pred: Callable[..., bool], deadline: float) -> Callable[..., bool]:
    """``pred`` that raises ``SearchTimeout`` once ``deadline`` (``time.monotonic``) passes:
    the backtracking search evaluates constraints all the time, so it is bounded too."""

    def check(*cards: str) -> bool:
        if time.monotonic() > deadline:
            raise SearchTimeout
        return pred(*cards)

    return check


def _csp(
    problem: TargetingProblem, upto: int | None = None, deadline: float | None = None
) -> constraint.Problem | None:
    """The python-constraint2 problem over the first ``upto`` specs (all when None). With a
    ``deadline``, searching it raises ``SearchTimeout`` when the deadline passes."""
    specs = problem.specs if upto is None else problem.specs[:upto]
    names = {s.name for s, _ in specs}
    csp = new_problem()
    keys: set[str] = set()
    for slot in problem.slots:
        if slot.spec.name not in names:
            continue
        domain = problem.domains[slot.spec.name]
        pinned = problem.pins.get(slot.key)
        if pinned is not None:
            domain = (pinned,) if pinned in domain else ()
        if not domain:
            return None
        csp.addVariable(slot.key, list(domain))
        keys.add(slot.key)
    for scope, pred in _pair_checks(problem):
        if all(k in keys for k in scope):
            if deadline is not None:
                pred = _timed(pred, deadline)
            csp.addConstraint(function_constraint(pred), list(scope))
    return csp


def _to_target_set(
    problem: TargetingProblem, solution: Mapping[str, str]
) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for spec, n in problem.specs:
        out[spec.name] = tuple(sorted(solution[f"{spec.name}#{i}"] for i in range(n)))
    return out


# ----------------------------------------------------------------------------- fast rejection
def hall_violation(problem: TargetingProblem) -> tuple[str, int, int] | None:
    """Hall's condition on each grouped target and on targets that must be distinct.

    Returns (spec name, needed, available) for the first group whose distinct slots can't all
    be filled, using a maximum bipartite matching (networkx).
    """
    counts = {s.name: m for s, m in problem.specs}
    for spec, n in problem.specs:
        # the grouped target alone, then with each target that must differ from it ("another",
        # other_than). Two targets that each differ from this one may share a card, so they
        # are matched against it one at a time, never all together.
        groups = [[spec.name]] + [
            [spec.name, other.name]
            for other, _m in problem.specs
            if other.name != spec.name and spec.name in other.select.other_than
        ]
        for members in groups:
            if len(members) == 1 and n <= 1:
                if n == 1 and not problem.domains[spec.name]:
                    return (spec.name, n, 0)
                continue
            import networkx as nx  # loaded on the first grouped target (a slow import)
            from networkx.algorithms import bipartite

            slot_nodes: list[tuple[str, int]] = []
            graph = nx.Graph()
            for name in members:
                for i in range(counts[name]):
                    node = (name, i)
                    slot_nodes.append(node)
                    graph.add_node(node, bipartite=0)
                    for card in problem.domains[name]:
                        graph.add_edge(node, ("card", card))
            matching = bipartite.hopcroft_karp_matching(graph, top_nodes=slot_nodes)
            matched = sum(1 for node in slot_nodes if node in matching)
            if matched < len(slot_nodes):
                available = len({c for name in members for c in problem.domains[name]})
                return (spec.name, len(slot_nodes), min(available, matched))
    return None


# ------------------------------------------------------------------------------------- answers
def short_list(names: Sequence[str], limit: int = 6) -> str:
    """``a, b, c and 4 more``: reasons stay readable on big boards."""
    if len(names) <= limit:
        return ", ".join(names)
    return ", ".join(names[:limit]) + f" and {len(names) - limit} more"


def _wanted(spec: TargetSpec, count: int) -> str:
    """The words of what a slot takes: its selector and its relations."""
    what = slot_count_text(spec, count)  # an "up to" slot: "up to 2 ..." (h46adv2 W1)
    if spec.where:
        what += " " + limits_text(spec)
    return what


def slot_candidates(problems: Sequence[TargetingProblem], slot: str | None) -> list[str]:
    """The candidates of the slot at fault, before any cost narrowed them (at most 20)."""
    if slot is None:
        return []
    for problem in problems:
        full = problem.full_domains or problem.domains
        if slot in full:
            return list(full[slot])[:20]
    return []


def _shortfall(problem: TargetingProblem, name: str, needed: int, available: int) -> str:
    spec = problem.spec_named(name)
    what = _wanted(spec, needed)
    names = [problem.view.definition(c).title for c in problem.domains[name]]
    number = {0: "none", 1: "one", 2: "two", 3: "three"}.get(available, str(available))
    listed = f": {short_list(names)}" if names else _left_out(problem, spec)
    verb = "choose" if spec.choose else "target"
    if spec.select.controller is Controller.YOU:
        have = f"you have {number}"
    elif available == 1:
        have = "there is one"
    else:
        have = f"there are {number}"
    return f"{name}: needs to {verb} {what}; {have}{listed}"


def _left_out(problem: TargetingProblem, spec: TargetSpec) -> str:
    """Why a slot with no candidate left has none: the cards of its selector a restriction in
    play kept out (``solver.kept_out``), and those its costs or the announced choice left out."""
    view, player, source, ability = problem.view, problem.player, problem.source, problem.ability
    found = _cached_candidates(view, player, source, spec, ability)
    kept = [c for c in _candidates(view, player, source, spec, ability, False) if c not in found]
    words = kept_out_words(view, player, source, ability, spec, kept)
    if found and spec.name in problem.extra:
        titles = short_list([view.definition(c).title for c in found])
        words += f" once its costs and the announced choice apply (before them: {titles})"
    return words


def announced_misfits(
    problems: Sequence[TargetingProblem], targets: Mapping[str, Sequence[str]]
) -> str | None:
    """Why announced targets can't be chosen on their own: the first slot naming a card that no
    reading of the ability's selector admits (Abilities and actions / B. Required targeting),
    or None when each announced card fits its slot (a relation between targets may still fail).
    ``problems`` are built without the announced choice."""
    for name, chosen in targets.items():
        readings = [p for p in problems if name in p.domains]
        if not readings:
            continue
        misfit = [c for c in chosen if all(c not in p.domains[name] for p in readings)]
        if misfit:
            problem, spec = readings[0], readings[0].spec_named(name)
            titles = short_list([f"{problem.view.definition(c).title} ({c})" for c in misfit])
            verb = "choose" if spec.choose else "target"
            needs = f"it needs to {verb} {_wanted(printed_slot(problem, spec), len(chosen))}"
            view, player = problem.view, problem.player  # E2; the Cloak (h40adv7 W5):
            needs += misfit_note(view, player, misfit[0], spec, problem.source, problem.ability)
            args = (view, player, misfit[0], problem.source, problem.ability)
            needs = shield_note(*args, spec) or needs  # Agetoki's shield (h41adv1 W1)
            return f"{name}: the announced {titles} can't be chosen: {needs}"
    return announced_relation(problems, targets)  # relations among them (h41adv1 W3)


def solve(problem: TargetingProblem, deadline: float | None = None) -> TargetingResult:
    """Can required targeting be met? A witness, or a reason naming the slot at fault.

    With a ``deadline`` (``time.monotonic``), raises ``SearchTimeout`` when it passes before
    the answer is known."""
    if not problem.specs:
        return TargetingResult(True, {}, None)
    hall = hall_violation(problem)
    alone = {s.name: n for s, n in problem.specs}
    if hall is not None and hall[1] <= alone[hall[0]]:  # the grouped target on its own
        name, needed, available = hall
        return TargetingResult(False, None, _shortfall(problem, name, needed, available), name)
    # a target with another that must differ from it ("another Personality with your Clan
    # alignment"): worded below as separate targets, naming the later one (h38adv3 W6)
    csp = None if hall is not None else _csp(problem, deadline=deadline)
    solution = csp.getSolution() if csp is not None else None
    if solution:
        return TargetingResult(
            True, with_optional_targets(problem, _to_target_set(problem, solution)), None
        )
    # find the first target, in the order written, that can't be chosen with those before it
    for upto in range(1, len(problem.specs) + 1):
        partial = _csp(problem, upto, deadline)
        if partial is None or not partial.getSolution():
            spec, n = problem.specs[upto - 1]
            before = [s.name for s, _ in problem.specs[: upto - 1]]
            what = without_article(selector_text(spec.select, n))
            rel = f" {limits_text(spec)}" if spec.where else ""
            ctx = f" together with {', '.join(before)}" if before else ""
            shown = (problem.full_domains or problem.domains)[spec.name]
            cands = [problem.view.definition(c).title for c in shown]
            return TargetingResult(
                False,
                None,
                f"{spec.name}: no {what}{rel} can be targeted{ctx}"
                + (f" (candidates on their own: {short_list(cands)})" if cands else ""),
                spec.name,
            )
    return TargetingResult(False, None, "required targeting can't be met", None)


def iter_target_sets(
    problem: TargetingProblem, deadline: float | None = None
) -> Iterator[dict[str, tuple[str, ...]]]:
    """Every legal set of required targets, in a deterministic order (sorted by card ids).

    With a ``deadline`` (``time.monotonic()``), ``SearchTimeout`` is raised when it passes."""
    if not problem.specs:
        yield {}
        return
    if hall_violation(problem) is not None:
        return
    csp = _csp(problem, deadline=deadline)
    if csp is None:
        return
    found = (_to_target_set(problem, s) for s in csp.getSolutionIter())
    sets = [with_optional_targets(problem, ts) for ts in found]
    order = [s.name for s, _ in problem.specs]
    sets.sort(key=lambda ts: tuple(ts[n] for n in order))
    yield from sets


def with_optional_targets(problem: TargetingProblem, ts: TargetSet) -> dict[str, tuple[str, ...]]:
    """``ts`` with the optional target a bound naming it needs (``solver.optional_limits``)."""
    view, player, source, ab = problem.view, problem.player, problem.source, problem.ability
    pick = lambda t: _candidates(view, player, source, t, ab)  # noqa: E731
    return optional_witness(view, player, ab, _fixed(view, source), ts, pick)


def count_target_sets(problem: TargetingProblem) -> int:
    return sum(1 for _ in iter_target_sets(problem))


def brute_force_target_sets(problem: TargetingProblem) -> list[dict[str, tuple[str, ...]]]:
    """Slow reference: every combination per grouped target, every product, every check."""
    view = problem.view
    per_spec: list[list[tuple[str, ...]]] = []
    all_cards = sorted(c.id for c in view.state.cards)
    for spec, n in problem.specs:
        pool = [
            c
            for c in all_cards
            if matches_unary(selector_view(view, spec.select), problem.player, c, spec.select)
            and (not spec.performer or view.definition(c).type in PERFORMER_TYPES)
            and (
                spec.choose
                or not may_not_be_targeted(view, problem.player, c, problem.source, problem.ability)
            )
            and not attack_shielded(view, problem.player, c, problem.source, problem.ability, spec)
            and problem.extra.get(spec.name, _yes)(c)
        ]
        per_spec.append(list(itertools.combinations(pool, n)))
    out: list[dict[str, tuple[str, ...]]] = []
    for combo in itertools.product(*per_spec):
        ts = {spec.name: cards for (spec, _), cards in zip(problem.specs, combo, strict=True)}
        if _legal(problem, ts):
            out.append(ts)
    order = [s.name for s, _ in problem.specs]
    out.sort(key=lambda ts: tuple(ts[n] for n in order))
    return out


def _legal(problem: TargetingProblem, ts: Mapping[str, tuple[str, ...]]) -> bool:
    """Check one full target set against every selector relation and ``where``."""
    view = problem.view
    for spec, _ in problem.specs:
        owners = {view.card(c).controlled_by for c in ts[spec.name]}
        if spec.select.same_controller and len(owners) > 1:
            return False
        chosen = ts[spec.name]
        if spec.select.different_locations and any(
            view.same_location(a, b) for a, b in itertools.combinations(chosen, 2)
        ):
            return False
        for card in ts[spec.name]:
            for combo in itertools.product(*(ts[n] for n in sorted(ts))):
                binding = {
                    **_fixed(view, problem.source),
                    **dict(zip(sorted(ts), combo, strict=True)),
                }
                binding[spec.name] = card
                if not matches_relations(view, card, spec.select, binding, partial=True):
                    return False
                if spec.where_when:
                    if not limits_hold(view, problem.player, spec, binding):
                        return False
                    continue
                for text in spec.where:
                    rel = parse_where(text)
                    if rel.references() - _FIXED <= set(ts) and not where_holds(view, rel, binding):
                        return False
    return True


def required_targeting(view: View, player: str, source: str, ability: Ability) -> TargetingResult:
    """Convenience: build and solve."""
    return solve(build_problem(view, player, source, ability))


def target_listing(
    view: View, player: str, card: str, ability: Ability, limit: int, deadline: float
) -> dict[str, object]:
    """The legal sets of required targets of ``ability`` (count, the first ``limit``, why none)
    as ``goodfaith targets`` and ``/v1/targets`` give them. With a second reading
    (``Ability.lenient``), ``unsettled`` counts the sets only the lenient reading allows: their
    legality is not settled by the rules files. ``player_targets``: the players each targeted
    player may be. A deadline that passes: count None."""
    problems = build_problems(view, player, card, ability)
    try:
        sets = list(iter_target_sets_any(problems, deadline))
        wider: list[dict[str, tuple[str, ...]]] = []
        if ability.lenient is not None:
            lenient = build_problems(view, player, card, ability.lenient)
            wider = [s for s in iter_target_sets_any(lenient, deadline) if s not in sets]
    except SearchTimeout:
        return {"count": None, "target_sets": [], "reason": "the time limit was hit"}
    reason = None if sets else solve_any(problems).reason
    shown = [{k: list(v) for k, v in ts.items()} for ts in itertools.islice(sets, limit)]
    out: dict[str, object] = {"count": len(sets), "target_sets": shown, "reason": reason}
    if ability.player_targets:
        # a targeted player is chosen apart from the cards: any player, or one other than you
        ids = [p.id for p in view.state.players]
        out["player_targets"] = {
            pt.name: {
                "players": [i for i in ids if player_qualifies(view, player, i, pt)],
                "optional": pt.optional,
            }
            for pt in ability.player_targets
        }
    if ability.lenient is not None:
        out["unsettled"] = {
            "count": len(wider),
            "target_sets": [{k: list(v) for k, v in ts.items()} for ts in wider[:limit]],
            "why": f"legal only if {ability.lenient_note}",
        }
    return out
