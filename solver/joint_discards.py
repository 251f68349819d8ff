"""Producers that discard from the same hand, their cards chosen jointly (Costs and
restrictions / Gold production: "Gold production effects from multiple sources to pay a single
cost happen in an order chosen by the player paying the cost"; "Costs are paid in the order they
are written", added costs after the card's own; a card is discarded once; NOTES-gold.md;
h43gold). "Reaction: When paying a Gold cost, bow Keigo and discard a card: Produce Gold equal
to its Focus Value." (Asahina Keigo) beside the same words of Asahina Tamako, with Hato-gurama
in the hand ("You may not choose this card to be discarded as a cost or effect of your actions
if you have other cards in your hand.").

``solver.production_discard`` gives the first producer of a place its cards and leaves every
further one out with a reason (which takes which card is a joint choice). Here, when every
producer of the place has the same one way to produce (but for how often it may be used), and
the state lists each card it may discard with its stat and no ban not read, the Gold planner is
run once per way to hand the cards to the producers (each card to one producer; as many as
can be handed). A card that may be chosen only when it is the last of the hand (Hato-gurama)
is handed out only with every other card of the hand (never beside a second such card, nor
with fewer producers than cards), and a plan that uses it is kept only when each other card is
discarded in the same payment or an earlier one (payments in the order they are given, the
order costs are paid in); the others it leaves unused are discarded in that same payment, their
Gold lost. Failing that, each way to give the discards a payment in that order is tried, the
other sources paying what is left (``_in_order``). A plan found for some way: legal, with it;
none for any way: the Gold can't be paid; too many ways to try: ``unknown`` naming it (cards
of one value, neither only chosen last, are one way). The Good Faith check of an action uses it
(``solver.good_faith._pay``), and a card entering play (``solver.entering_joint``, h43wire).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from itertools import permutations, product

from model.common import Stat
from model.evaluate import matches_unary
from model.state import View
from solver import gold
from solver.hand_choice_bans import DISCARDED, barred, choice_unread, hand_of
from solver.production_destroy import usable_producers

__all__ = [
    "Joint",
    "joint_allowed",
    "joint_cannot_help",
    "joint_doubts",
    "joint_groups",
    "joint_helpless",
    "joint_plan_unread",
    "joint_problem",
    "joint_solve",
    "joint_uncounted",
]

#: the most ways of handing out the cards tried (each one payment problem)
_MOST_WAYS = 120
#: the words ``solver.production_discard`` gives a further producer (its ``_WHY``)
_WHY = "another producer discards from the same cards, a choice not made jointly"
#: the note of producers planned jointly whose plan is not proven the cheapest
_JOINTLY = "discard from the same cards, planned jointly: the plan found is not proven the cheapest"


@dataclass(frozen=True, slots=True)
class Joint:
    """The producers of one place (state order), the cards they may discard (state order)
    with the stat each produces, and the cards that may be chosen only when alone in the
    hand."""

    producers: tuple[str, ...]
    cards: tuple[str, ...]
    values: tuple[int, ...]
    last_only: frozenset[str]
    stat: Stat | None = None


def joint_groups(view: View, player: str, skip: frozenset[str], card: str) -> list[Joint]:
    """The places where two or more of ``player``'s producers discard (``card``, the action's,
    and the cards of ``skip`` set aside) and the joint choice is settled by the state (once per
    View and arguments: it depends on nothing else)."""
    memo = view.memo("joint_groups")
    key = (player, frozenset(skip), card)
    found = memo.get(key)
    if found is None:
        found = memo[key] = tuple(_joint_groups(view, player, skip, card))
    assert isinstance(found, tuple)
    return list(found)


def _joint_groups(view: View, player: str, skip: frozenset[str], card: str) -> list[Joint]:
    from solver.production_discard import unlimited_mode

    places: dict[object, list[tuple[str, list[object]]]] = {}
    for inst, modes, _ in usable_producers(view, player, skip, lambda m: m.discard_other):
        sel = modes[0].discard_other
        assert sel is not None
        places.setdefault(sel.location, []).append((inst.id, list(modes)))
    out: list[Joint] = []
    hand = set(hand_of(view, player))
    for found in places.values():
        if len(found) < 2 or any(len(m) != 1 for _, m in found):
            continue
        first = view.definition(found[0][0]).production
        if len(first) != 1 or any(
            len(view.definition(p).production) != 1
            or unlimited_mode(view.definition(p).production[0]) != unlimited_mode(first[0])
            for p, _ in found
        ):
            continue
        mode = first[0]
        sel, stat = mode.discard_other, mode.discard_stat
        assert sel is not None
        producers = tuple(p for p, _ in found)
        cards: list[str] = []
        values: list[int] = []
        last: set[str] = set()
        settled = True
        for c in view.state.cards:
            if c.id in producers or c.in_play or c.owner != player or c.id in skip:
                continue
            if not matches_unary(view, player, c.id, sel):
                continue
            value = 0 if stat is None else view.stat(c.id, stat)
            if choice_unread(view, c.id) is not None or value is None:
                settled = False
                break
            if barred(view, c.id, DISCARDED, ()):
                continue  # never chosen
            if barred(view, c.id, DISCARDED, ("another",)):
                last.add(c.id)
            cards.append(c.id)
            values.append(value)
        # a card alone-only while a card the payment set aside (not the action's) is in hand
        aside = (hand & skip) - {card}
        if not settled or (last and (aside or not hand - skip <= set(cards))):
            continue
        out.append(Joint(producers, tuple(cards), tuple(values), frozenset(last), stat))
    return out


def _templates(
    view: View,
    player: str,
    joint: Joint,
    sources: Sequence[gold.Source],
    exclude: Sequence[str],
) -> dict[str, gold.Source]:
    """One source of each producer (its discard of some card), from ``sources`` or, for a
    producer left out there, from the sources found with the other producers set aside."""
    from solver.production import gold_sources

    found: dict[str, gold.Source] = {}
    for p in joint.producers:
        mine = [s for s in sources if s.id.startswith(f"{p}:") and "@" in s.id]
        if not mine:
            others = [q for q in joint.producers if q != p]
            mine = [
                s
                for s in gold_sources(view, player, exclude=sorted({*exclude, *others}))
                if s.id.startswith(f"{p}:") and "@" in s.id
            ]
        if mine:
            found[p] = mine[0]
    return found


def _for_card(view: View, joint: Joint, template: gold.Source, card: str) -> gold.Source:
    """``template`` (a producer discarding some card) made the discard of ``card``."""
    head, _, was = template.id.partition("@")
    value = dict(zip(joint.cards, joint.values, strict=True))
    old = value.get(was)
    if old is None:  # the template's card is not a candidate here (ids of one state)
        old = 0
    said = f"discard {view.definition(was).title} ({was})" if view.has(was) else ""
    extra = template.extra_cost or ""
    if said:
        extra = extra.replace(said, f"discard {view.definition(card).title} ({card})")
    return replace(
        template,
        id=f"{head}@{card}",
        gold=max(0, template.gold - old + value[card]),
        extra_cost=extra or None,
        group=None,
    )


def _allowed(joint: Joint, k: int) -> list[str]:
    """The cards ``k`` producers may take (``_ways``): a card only chosen alone in the hand is
    left out when another such card is there or the producers are fewer than the cards."""
    last = joint.last_only
    banned = last if len(last) > 1 or k < len(joint.cards) else frozenset()
    return [c for c in joint.cards if c not in banned]


def joint_allowed(joint: Joint) -> list[str]:
    """The cards the place's producers may take together (``_allowed``, every producer)."""
    return _allowed(joint, len(joint.producers))


def _ways(joint: Joint, producers: Sequence[str]) -> list[dict[str, str]]:
    """Each way to hand out as many cards as can be handed (producer -> card). A card only
    chosen when alone in the hand is handed out only with all the others: never when another
    such card is there too (whichever goes first has it beside), nor when the producers are
    fewer than the cards (a card stays beside it)."""
    k = len(producers)
    allowed = _allowed(joint, k)
    if k >= len(allowed):
        found = [
            dict(zip(ps, allowed, strict=True)) for ps in permutations(producers, len(allowed))
        ]
    else:
        found = [dict(zip(producers, cs, strict=True)) for cs in permutations(allowed, k)]
    # cards of one value and neither only chosen last are alike to a producer (``_for_card``)
    value = dict(zip(joint.cards, joint.values, strict=True))
    alike: dict[object, dict[str, str]] = {}
    for way in found:
        key = tuple(sorted((p, value[c], c in joint.last_only) for p, c in way.items()))
        alike.setdefault(key, way)
    return list(alike.values())


def _too_many(view: View, joint: Joint, what: str) -> gold.PaymentResult:
    """``unknown``: the joint search has more than ``_MOST_WAYS`` ways of ``what`` to try."""
    titles = ", ".join(view.definition(p).title for p in sorted(joint.producers))
    why = (
        f"not modelled: more than {_MOST_WAYS} ways {what} ({len(joint.cards)} cards in hand,"
        f" {len(joint.producers)} producers discarding from it: {titles}), a joint choice not tried"
    )
    return gold.PaymentResult(False, False, why, (), "unknown")


def _ordered(
    plan: gold.Plan,
    joint: Joint,
    by_id: dict[str, gold.Source],
    payments: Sequence[gold.Payment],
) -> gold.Plan | None:
    """``plan`` when each card only chosen alone is discarded after every other card (the
    others in its payment or an earlier one; those unused discarded in its payment, their Gold
    lost), else None."""
    where = {s: i for i, (_, used) in enumerate(plan.assignment) for s in used}
    ids = {sid.split("@")[-1]: sid for sid in by_id}
    for last in joint.last_only:
        sid = ids.get(last)
        if sid is None or sid not in where:
            continue
        j = where[sid]
        for other in joint.cards:
            if other == last:
                continue
            oid = ids.get(other)
            if oid is None:
                return None
            if oid in where:
                if where[oid] > j:
                    return None
                continue
            more = _added(plan, j, by_id[oid], payments[j])
            if more is None:
                return None
            plan, where[oid] = more, j
        plan = _shown_last(plan, j, sid, by_id[sid].extra_cost)
    return plan


def _shown_last(plan: gold.Plan, j: int, sid: str, said: str | None) -> gold.Plan:
    """``plan`` with source ``sid`` (the card only chosen last) listed last in payment ``j``
    and its discard said last: the order the player produces in."""
    assignment = tuple(
        (p, (*(x for x in used if x != sid), sid) if i == j else used)
        for i, (p, used) in enumerate(plan.assignment)
    )
    extra = plan.extra_costs
    if said in extra:
        extra = (*(x for x in extra if x != said), said)
    return replace(plan, assignment=assignment, extra_costs=extra)


def _added(plan: gold.Plan, j: int, s: gold.Source, payment: gold.Payment) -> gold.Plan | None:
    """``plan`` with ``s`` also given to payment ``j`` (its Gold lost), or None when it may
    not pay it."""
    got = s.gold_for(payment.paid_for) if payment.cost is not None else None
    if got is None:
        return None
    assignment = tuple(
        (p, (*used, s.id) if i == j else used) for i, (p, used) in enumerate(plan.assignment)
    )
    return replace(
        plan,
        assignment=assignment,
        gold_produced=plan.gold_produced + got,
        waste=plan.waste + got,
        sources_used=plan.sources_used + 1,
        weight=plan.weight + (s.weight or 0),
        extra_costs=(*plan.extra_costs, *((s.extra_cost,) if s.extra_cost else ())),
        unbowed=plan.unbowed + (0 if s.bows else 1),
    )


def _joint_sources(
    view: View,
    player: str,
    card: str,
    sources: Sequence[gold.Source],
    exclude: Sequence[str],
) -> tuple[Joint, dict[str, gold.Source], list[gold.Source]] | None:
    """The one settled place of joint producers, each producer's template and the sources of
    no producer of it; None when there is none, or more than one."""
    groups = joint_groups(view, player, frozenset(exclude), card)
    if len(groups) != 1:
        return None
    joint = groups[0]
    from solver.production import gold_sources

    have = {s.id for s in sources}
    if sources and any(
        s.id.split(":", 1)[0] in joint.producers and s.id not in have
        for s in gold_sources(view, player, exclude=sorted(exclude))
    ):
        return None  # a producer's source left out as doubtful (``cost_order.unsure_sources``)
    templates = _templates(view, player, joint, sources, exclude)
    if len(templates) < 2:
        return None
    rest = [s for s in sources if s.id.split(":", 1)[0] not in joint.producers]
    return joint, templates, rest


def joint_solve(
    view: View,
    player: str,
    card: str,
    sources: Sequence[gold.Source],
    payments: Sequence[gold.Payment],
    exclude: Sequence[str],
    *,
    time_limit_s: float,
    any_plan: bool,
) -> gold.PaymentResult:
    """``gold.solve`` of ``sources`` and ``payments``, with the cards of joint producers handed
    out each way (see the module) when a place of them is settled."""
    found = _joint_sources(view, player, card, sources, exclude)
    problem = gold.PaymentProblem(tuple(sources), tuple(payments))
    memo = view.memo("joint_discards")
    if found is None or not found[1]:
        if joint_groups(view, player, frozenset(exclude), card):
            memo[("open", player, card)] = True  # a place not settled here: no text dropped
        return gold.solve(problem, time_limit_s=time_limit_s, any_plan=any_plan)
    joint, templates, rest = found
    # (by id: the ways, and so the plan and the reason found first, whatever the state's order)
    producers = sorted(p for p in joint.producers if p in templates)
    ways = _ways(joint, producers)
    if not ways or len(ways) > _MOST_WAYS:
        memo[("open", player, card)] = True
        result = gold.solve(problem, time_limit_s=time_limit_s, any_plan=any_plan)
        if ways and not result.feasible and result.status != "unknown":
            return _too_many(view, joint, "to hand the cards to the producers")
        return result
    first: gold.PaymentResult | None = None
    open_order = many = False
    best: tuple[tuple[int, int, int], gold.PaymentResult, gold.Plan] | None = None
    exact = True

    def run(extra: Sequence[gold.Source]) -> gold.PaymentResult:
        return gold.solve(
            gold.PaymentProblem((*rest, *extra), tuple(payments)),
            time_limit_s=time_limit_s,
            any_plan=any_plan,
        )

    for way in ways:
        mine = {p: _for_card(view, joint, templates[p], c) for p, c in way.items()}
        result = run(tuple(mine.values()))
        if not result.feasible:
            first = first or result
        if result.status == "unknown":
            memo[("open", player, card)] = True
            return result
        if not (result.feasible and result.plans):
            continue  # not even with the cards in any order
        by_id = {s.id: s for s in mine.values()}
        plan = _ordered(result.plans[0], joint, by_id, payments)
        if plan is None:  # the last card's plan pays an earlier payment: each other order
            ordered = _in_order(joint, mine, rest, payments, time_limit_s)
            if ordered in ("unknown", "many"):
                open_order, many = True, many or ordered == "many"
                continue
            if not isinstance(ordered, gold.Plan):
                continue  # no order of this way pays
            plan = ordered
            exact = False  # found for legality, not proven the cheapest
        key = (plan.weight, plan.waste, plan.sources_used)  # the planner's order (NOTES-gold)
        was = result.plans[0]
        same = (plan.weight, plan.waste, plan.sources_used) == (
            was.weight,
            was.waste,
            was.sources_used,
        )
        exact = exact and same and result.optimal
        if best is None or key < best[0]:
            best = (key, result, plan)
        if any_plan:
            break
    if best is not None:  # the cheapest of every way, proven when each way's plan is
        proven = exact and not open_order and not any_plan
        if proven:
            memo[("plan", player, card)] = joint.producers
        memo[("joint", player, card)] = joint.producers  # planned jointly, proven or not
        status = "optimal" if proven else "feasible"
        return replace(best[1], plans=(best[2],), optimal=proven, status=status)
    if open_order:  # a plan refused only for the order of the payments
        memo[("open", player, card)] = True
        if not many:  # the planner gave up
            return gold.PaymentResult(False, False, "the order of the discards", (), "unknown")
        return _too_many(view, joint, "to order the discards among the payments")
    if first is None:  # every way pays only in an order the last card's ban refuses
        last = ", ".join(sorted(f"{view.definition(c).title} ({c})" for c in joint.last_only))
        first = gold.PaymentResult(
            False,
            False,
            f"no order of the discards pays every payment: {last} may be discarded only as the"
            " last card of the hand",
            (),
            "infeasible",
        )
    memo[(player, card)] = joint.producers  # settled: short every way
    memo[(player, card, tuple(sorted(exclude)))] = joint.producers
    names = {
        f"{p}:{rest_id}": view.definition(p).title
        for p, t in templates.items()
        for rest_id in [t.id.split(":", 1)[1].split("@")[0] + f"@{c}" for c in joint.cards]
    }
    reason = first.reason or ""
    for sid in sorted(names, key=len, reverse=True):  # "tamako:0@h2" -> "Asahina Tamako"
        reason = reason.replace(sid, names[sid])
    return replace(first, reason=reason or first.reason)


def joint_helpless(
    view: View, player: str, card: str, helpless: Callable[[str], bool]
) -> Callable[[str], bool]:
    """``helpless`` (texts that surely can't help a Gold shortfall) with the further producers'
    texts of a place ``joint_solve`` found short every way ("Title (id): another producer
    discards from the same cards, ..."): their choice was made jointly."""
    memo = view.memo("joint_discards")
    settled = memo.get((player, card))
    if not isinstance(settled, tuple) or memo.get(("open", player, card)):
        return helpless

    def sure(text: str) -> bool:
        if _WHY in text and any(f"({p}):" in text for p in settled):
            return True
        return helpless(text)

    return sure


def _in_order(
    joint: Joint,
    mine: dict[str, gold.Source],
    rest: Sequence[gold.Source],
    payments: Sequence[gold.Payment],
    time_limit_s: float,
) -> gold.Plan | str | None:
    """A plan of this way in which every card only chosen last goes after all the others: each
    way to give the way's sources a payment (or none) that keeps that order, the other sources
    paying what is left (a separate problem: they share nothing with these). None when there is
    none; "unknown" when the planner gave up, "many" when the ways are too many."""
    srcs = list(mine.values())
    card_of = {x.id: x.id.split("@")[-1] for x in srcs}
    n = len(payments)
    if (n + 1) ** len(srcs) > _MOST_WAYS:
        return "many"
    solved: dict[tuple[int | None, ...], gold.PaymentResult] = {}
    for slots in product(range(-1, n), repeat=len(srcs)):
        at = {card_of[x.id]: j for x, j in zip(srcs, slots, strict=True) if j >= 0}
        if any(
            c in joint.last_only and any(o != c and (o not in at or at[o] > j) for o in joint.cards)
            for c, j in at.items()
        ):
            continue  # another card is still in the hand
        extra = [0] * n
        for x, j in zip(srcs, slots, strict=True):
            got = None if j < 0 or payments[j].cost is None else x.gold_for(payments[j].paid_for)
            if j >= 0 and got is None:
                break
            extra[j] += got or 0
        else:
            left = tuple(
                None if p.cost is None else max(0, p.cost - extra[i])
                for i, p in enumerate(payments)
            )
            if left not in solved:
                paid = tuple(replace(p, cost=c) for p, c in zip(payments, left, strict=True))
                problem = gold.PaymentProblem(tuple(rest), paid)
                solved[left] = gold.solve(problem, time_limit_s=time_limit_s, any_plan=True)
            result = solved[left]
            if result.status == "unknown":
                return "unknown"
            if result.feasible and result.plans:
                return _merged(result.plans[0], srcs, slots, payments, extra, joint)
    return None


def _merged(
    plan: gold.Plan,
    srcs: Sequence[gold.Source],
    slots: Sequence[int],
    payments: Sequence[gold.Payment],
    extra: Sequence[int],
    joint: Joint,
) -> gold.Plan:
    """The plan of the other sources with the way's sources added at ``slots``."""
    used = [(x, j) for x, j in zip(srcs, slots, strict=True) if j >= 0]
    assignment = tuple(
        (p, (*ids, *(x.id for x, j in used if j == i)))
        for i, (p, ids) in enumerate(plan.assignment)
    )
    over = sum(max(0, extra[i] - (p.cost or 0)) for i, p in enumerate(payments))
    out = replace(
        plan,
        assignment=assignment,
        gold_produced=plan.gold_produced + sum(extra),
        waste=plan.waste + over,
        sources_used=plan.sources_used + len(used),
        weight=plan.weight + sum(x.weight or 0 for x, _ in used),
        extra_costs=(*plan.extra_costs, *(x.extra_cost for x, _ in used if x.extra_cost)),
        unbowed=plan.unbowed + sum(1 for x, _ in used if not x.bows),
    )
    for x, j in used:
        if x.id.split("@")[-1] in joint.last_only:
            out = _shown_last(out, j, x.id, x.extra_cost)
    return out


def joint_problem(
    view: View,
    player: str,
    card: str,
    sources: Sequence[gold.Source],
    payments: Sequence[gold.Payment],
    exclude: Sequence[str],
    plan: gold.Plan,
) -> gold.PaymentProblem:
    """The payment problem ``plan`` (of ``joint_solve``) solves: ``sources`` with the joint
    producers' sources it uses in place of theirs."""
    used = {s for _, ids in plan.assignment for s in ids}
    have = {s.id for s in sources}
    found = _joint_sources(view, player, card, sources, exclude)
    if found is None or used <= have:
        return gold.PaymentProblem(tuple(sources), tuple(payments))
    joint, templates, rest = found
    extra = [
        _for_card(view, joint, t, sid.split("@")[-1])
        for p, t in templates.items()
        for sid in sorted(used - have)
        if sid.startswith(f"{p}:")
    ]
    return gold.PaymentProblem((*rest, *extra), tuple(payments))


def joint_doubts(
    view: View, player: str, card: str, doubts: Sequence[str], exclude: Sequence[str]
) -> list[str]:
    """``doubts`` (texts a Gold shortfall is ``unknown`` by) without those of the further
    producers of a place ``joint_solve`` settles ("Title (id): another producer discards from
    the same cards, ...")."""
    settled = view.memo("joint_discards").get((player, card, tuple(sorted(exclude))))
    if not isinstance(settled, tuple):
        return list(doubts)
    return [d for d in doubts if not (_WHY in d and any(f"({p}):" in d for p in settled))]


def joint_cannot_help(view: View, player: str, card: str, shown: str, short_by: int) -> bool:
    """Is ``shown`` the text of a further producer of a settled place ("Title (id): another
    producer discards from the same cards, ...") that can't make up ``short_by``, the Gold the
    bound of ``player``'s sources lacks for ``card``'s action? The bound counted the first
    producer at its best card; the place together gives at most its producers' base Gold each
    with the best cards left once the action's card has left the hand, one card each."""
    from solver.production import gold_sources

    if _WHY not in shown:
        return False
    for joint in joint_groups(view, player, frozenset({card}), card):
        if not any(f"({p}):" in shown for p in joint.producers[1:]):
            continue
        firsts = [
            s
            for s in gold_sources(view, player)
            if s.id.startswith(f"{joint.producers[0]}:") and "@" in s.id
        ]
        if not firsts or any(s.bonuses for s in firsts):
            return False
        counted = max(s.gold for s in firsts)
        seen = firsts[0].id.split("@")[-1]
        value = 0 if joint.stat is None else view.stat(seen, joint.stat)
        if value is None:
            return False
        value_of = dict(zip(joint.cards, joint.values, strict=True))
        k = len(joint.producers)
        top = sorted((value_of[c] for c in _allowed(joint, k)), reverse=True)[:k]
        most = sum(top) + (firsts[0].gold - max(0, value)) * len(top)
        return short_by > most - counted
    return False


def joint_plan_unread(view: View, player: str, card: str, unread: Sequence[str]) -> list[str]:
    """``unread`` (texts a legal plan is not proven cheapest by) without those of the further
    producers of a place whose every way ``joint_solve`` solved, its plan the cheapest."""
    memo = view.memo("joint_discards")
    settled = memo.get(("plan", player, card))
    if isinstance(settled, tuple):
        return [u for u in unread if not (_WHY in u and any(f"({p}):" in u for p in settled))]
    joint = memo.get(("joint", player, card))
    if not isinstance(joint, tuple):
        return list(unread)
    # planned jointly but not proven the cheapest (Hato-gurama's last card ordered among the
    # payments): one note naming every producer of the place, whatever their order in the state
    kept = [u for u in unread if not (_WHY in u and any(f"({p}):" in u for p in joint))]
    if len(kept) == len(unread):
        return kept
    names = ", ".join(f"{view.definition(p).title} ({p})" for p in sorted(joint))
    return [*kept, f"{names}: {_JOINTLY}"]


def joint_uncounted(view: View, sources: Sequence[gold.Source]) -> bool:
    """Do ``sources`` hold the first producer of a place of joint producers (the further ones
    offer no source there, ``solver.production_discard``)? A bound on them then misses Gold
    the full search (``joint_solve``) counts."""
    from solver.production import source_card

    firsts = {source_card(s.id) for s in sources if "@" in s.id}
    for producer in sorted(firsts):
        if not view.has(producer):
            continue
        player = view.card(producer).controlled_by
        if player is None:
            continue
        if any(producer in j.producers for j in joint_groups(view, player, frozenset(), "")):
            return True
    return False
