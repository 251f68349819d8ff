"""Best purchases this turn: which face-up province cards to Recruit and which attachments in
hand to Equip, paid from unsplittable Gold sources, for the highest score.

Rules encoded (the same as the single checks in ``solver.playing``):

- Costs and restrictions / Gold production: each purchase is its own Gold payment; the Gold of
  one source can't be split between payments and a payment's excess is lost; a source is bowed
  at most once a turn (a card with several production modes uses one of them). A Gold cost of
  0 needs no Gold.
- Reference 03, Clan Honor Rule: a Personality with a Clan Alignment that is not the player's
  costs 2 Gold more, a cost added by a separate effect, so a *separate payment*
  (``solver.clan_honor.clan_surcharge``). Gold that may only pay for the card ("which may only
  pay for him") never pays it here (``solver.added_payment_sources.off_added``: the rules
  files do not say it may; the goldfish counts only what is sure).
- Costs and restrictions / Restrictions: a card must pass its entering-play restrictions
  (Honor Requirement against Family Honor, Unique, Singular, Loyal, "may not" effects:
  ``solver.entering.restriction_problem``). Among the purchases themselves, at most one card
  per title (without subtitle) may be Unique or Singular: once it is in play, another card of
  that title fails the restriction.
- Reference 03, attachments: an attachment is Equipped onto a Personality the player controls
  who can take it (``solver.entering.hosts_for``: Spells only on Shugenja, one Weapon, ...).

Readings and simplifications (documented, tested):

- "This turn" is one pool of sources: Equip is an Open action of the Action Phase and Recruit a
  Dynasty action later in the same turn, and nothing straightens in between. Equip hosts are the
  Personalities in play *now* (one recruited this turn arrives in the Dynasty Phase, after the
  Action Phase). Phase timing is not checked: the question is what the player can afford.
- Weapons bought together go to different Personalities (a Kensai's extra Weapons are not
  planned); other attachments may share a host.
- Holdings recruited enter play bowed (Reference 03), so they never pay for this turn.

Score (all weights are integers, configurable in ``Weights``): a card's score is
``card`` (per card bought, default 1) + ``force`` x its Force (Personalities; Followers'
Force and Items' Force modifiers, default 1) + ``gold`` x a Holding's Gold production (its best
production mode's Gold, as if in play now, default 1) + ``titles[key]`` (per-title extra,
default none). Cards scoring 0 or less are never bought. The best purchase set maximises the
total score, then minimises the Gold produced (waste lost to the Emperor included), then the
sources bowed.

Solvers, both exact:

- ``enum`` (the fast path; ``auto`` uses it up to ``ENUM_CANDIDATES`` candidates, the usual
  4 provinces and a few attachments): a branch and bound over the candidates (identical copies
  grouped: how many to buy), pruned by a fractional-knapsack bound of the score within the Gold
  the sources can produce and by the Gold check of each partial set (no payable superset of an
  unpayable set). The Gold check, ``min_gold``, is an exact search of the least (Gold
  produced, sources used) over the payments, one at a time, each covered by a cover of source
  classes (NOTES-gold.md: identical sources aggregated), memoised on the problem's shape; past
  its node budget the Gold planner (``solver.gold.solve``) answers. Past ``ENUM_NODES`` nodes
  ``auto`` hands the problem to CP-SAT.
- ``cp-sat``: OR-Tools CP-SAT on the aggregated model of NOTES-gold.md: a boolean "buy card i",
  one integer per (class of identical sources, payment), a source used at most once, each
  bought card's payments covered, Weapons matched to distinct hosts, one Unique per title;
  objective score, then Gold produced, then sources, packed into one integer.

Every call has a time limit; ``PurchaseResult.status`` is ``"optimal"`` only when proven
(on a time-out the result is the best valid set found, or buying nothing). The card-level Gold
plan of the chosen set comes from the Gold planner. ``brute_force`` is the slow reference:
every subset, each checked with ``solver.gold.solve`` (no pruning, no memo).
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final, Literal

from ortools.sat.python import cp_model

from model.cards import CardDef, CardType
from model.common import Stat
from model.load import LoadedState, as_view
from model.state import View
from model.zones import Zone
from solver import gold
from solver.added_payment_sources import off_added
from solver.analysis.level_overlay import exclusive_title, overlay_problem
from solver.clan_honor import clan_surcharge
from solver.entering import hosts_for, restriction_problem
from solver.entering_price import gold_cost_now
from solver.gold.value import clear_memo, least_gold_and_sources, min_gold
from solver.production import gold_sources, max_gold, mode_gold, paid_for, source_mode

__all__ = [
    "ENUM_CANDIDATES",
    "Candidate",
    "Purchase",
    "PurchaseResult",
    "Weights",
    "best_purchases",
    "brute_force",
    "candidates",
    "card_score",
    "clear_memo",
    "holding_gold",
    "min_gold",
]

#: ``method="auto"`` enumerates up to this many candidates, CP-SAT beyond.
ENUM_CANDIDATES: Final = 12
#: Nodes the enumeration may visit before ``auto`` hands the problem to CP-SAT.
ENUM_NODES: Final = 5_000
METHODS: Final = ("auto", "enum", "cp-sat")

Action = Literal["recruit", "equip"]
Status = Literal["optimal", "feasible"]


@dataclass(frozen=True, slots=True)
class Weights:
    """Score weights (module doc): per card, per point of Force, per Gold of production, and
    per-title extras keyed by the card's library key."""

    card: int = 1
    force: int = 1
    gold: int = 1
    titles: Mapping[str, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "card": self.card,
            "force": self.force,
            "gold": self.gold,
            "titles": dict(sorted(self.titles.items())),
        }


@dataclass(frozen=True, slots=True)
class Candidate:
    """A card the player could buy now, on its own.

    ``title``: the card's library key; ``cost``: its Gold cost now; ``surcharge``: the Clan
    Honor Rule's separate payment (0 or 2); ``hosts``: for Equip, the Personalities who can take
    it; ``exclusive``: the title (no subtitle) when Unique or Singular."""

    card: str
    title: str
    type: CardType
    action: Action
    cost: int
    surcharge: int
    score: int
    paid_for: gold.PaidFor
    hosts: tuple[str, ...] = ()
    weapon: bool = False
    exclusive: str | None = None

    def payments(self) -> list[gold.Payment]:
        """Its Gold payments: the card's cost, then the Clan Honor surcharge (separate)."""
        out: list[gold.Payment] = []
        if self.cost > 0:
            out.append(gold.Payment(self.card, self.cost, self.paid_for))
        if self.surcharge > 0:
            added = replace(self.paid_for, added=True)  # a separate added cost
            out.append(gold.Payment(f"{self.card}:clan-honor", self.surcharge, added))
        return out

    @property
    def gold_needed(self) -> int:
        return self.cost + self.surcharge


@dataclass(frozen=True, slots=True)
class Purchase:
    """One card bought: Recruited, or Equipped onto ``host``."""

    candidate: Candidate
    host: str | None = None

    def to_json(self) -> dict[str, Any]:
        c = self.candidate
        return {
            "card": c.card,
            "title": c.title,
            "type": c.type.value,
            "action": c.action,
            "cost": c.cost,
            "surcharge": c.surcharge,
            "score": c.score,
            "host": self.host,
        }


@dataclass(frozen=True, slots=True)
class PurchaseResult:
    """The best purchase set. ``status``: "optimal" (proven best) or "feasible" (a valid set,
    not proven best: a time limit was hit). ``plan``: the Gold plan, one payment per cost and
    per surcharge (None when nothing needs Gold). ``skipped``: candidates left out on their own
    (card id, why). ``method``: "enum" or "cp-sat"."""

    purchases: tuple[Purchase, ...]
    score: int
    gold_produced: int
    gold_paid: int
    sources_used: int
    plan: gold.Plan | None
    status: Status
    method: str
    skipped: tuple[tuple[str, str], ...] = ()

    @property
    def optimal(self) -> bool:
        return self.status == "optimal"

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "method": self.method,
            "score": self.score,
            "gold_produced": self.gold_produced,
            "gold_paid": self.gold_paid,
            "sources_used": self.sources_used,
            "purchases": [p.to_json() for p in self.purchases],
            "plan": None if self.plan is None else self.plan.to_json(),
            "skipped": [{"card": c, "reason": r} for c, r in self.skipped],
        }


# --------------------------------------------------------------------------------------------
# Candidates and scores
# --------------------------------------------------------------------------------------------


def holding_gold(view: View, player: str, card_id: str) -> int:
    """A Holding's Gold production: its best mode's Gold as if it were in play now (modes
    that may pay for anything preferred over "only for" modes; a mode that costs the card
    leaving play produces once, not each turn, and is left out, as is one whose cost is a
    penalty on, or the destruction of, another card)."""
    modes = [
        m
        for m in view.definition(card_id).production
        if m.leaves_play is None
        and m.penalize_other is None
        and m.destroy_other is None
        and m.discard_other is None
    ]
    free = [m for m in modes if m.only_for is None] or list(modes)
    best = 0
    for mode in free:
        amount = mode_gold(view, player, card_id, mode)
        if amount is not None and amount > best:
            best = amount
    return best


def card_score(view: View, player: str, card_id: str, weights: Weights) -> int:
    """The score of buying this card (module doc)."""
    definition = view.definition(card_id)
    score = weights.card + weights.titles.get(view.card(card_id).title, 0)
    if definition.type in (CardType.PERSONALITY, CardType.FOLLOWER, CardType.ITEM):
        score += weights.force * max(0, view.stat(card_id, Stat.FORCE) or 0)
    elif definition.type is CardType.HOLDING:
        score += weights.gold * holding_gold(view, player, card_id)
    return score


def _is_weapon(card: CardDef) -> bool:
    """As ``solver.entering``: attach rules say so, or an Item with the Weapon keyword."""
    rules = card.attach
    if rules is not None and (rules.weapon or rules.two_handed):
        return True
    return card.type is CardType.ITEM and "weapon" in card.keywords


def candidates(
    view: View,
    player: str,
    weights: Weights = Weights(),
    *,
    equip: bool = True,
    refused: Mapping[str, str] | None = None,
) -> tuple[list[Candidate], list[tuple[str, str]]]:
    """Every card ``player`` could buy on its own now, and the ones left out with why.

    Recruit: face-up cards in the player's provinces; Equip: attachments in hand with a
    Personality in play who can take them. Strategies and other Fate cards are not purchases.
    ``refused``: titles whose play the caller knows forbidden, with why (the goldfish's setup
    bans, ``solver.analysis.setup_play_bans``)."""
    found: list[Candidate] = []
    skipped: list[tuple[str, str]] = []
    for inst in view.state.cards:
        if inst.owner != player:
            continue
        if inst.zone is Zone.PROVINCE and inst.is_face_up:
            action: Action = "recruit"
            designator = "dynasty"
        elif inst.zone is Zone.HAND and equip and view.definition(inst.id).is_attachment:
            action, designator = "equip", "open"
        else:
            continue
        d = view.definition(inst.id)
        cost = gold_cost_now(view, player, d, designator, inst.id)  # as ``check`` prices it
        if cost is None:
            skipped.append((inst.id, f"{d.title} has no Gold cost: it can't be bought"))
            continue
        why = restriction_problem(view, player, d, card=inst.id)  # its own id: h38adv2 F2
        why = why or (refused or {}).get(inst.title) or overlay_problem(view, player, d)
        if why:
            skipped.append((inst.id, why))
            continue
        hosts: tuple[str, ...] = ()
        if action == "equip":
            hosts = tuple(hosts_for(view, player, d))
            if not hosts:
                skipped.append((inst.id, f"no Personality you control can take {d.title}"))
                continue
        score = card_score(view, player, inst.id, weights)
        if score <= 0:
            skipped.append((inst.id, f"{d.title} scores {score}: never worth buying"))
            continue
        found.append(
            Candidate(
                card=inst.id,
                title=inst.title,
                type=d.type,
                action=action,
                cost=cost,
                surcharge=clan_surcharge(view, player, d) if action == "recruit" else 0,
                score=score,
                paid_for=paid_for(d, recruit=action == "recruit", equip=action == "equip"),
                hosts=hosts,
                weapon=action == "equip" and _is_weapon(d),
                exclusive=exclusive_title(view, player, d),
            )
        )
    return found, skipped


# --------------------------------------------------------------------------------------------
# Structure of a purchase set: exclusive titles, Weapons to distinct hosts
# --------------------------------------------------------------------------------------------


def _weapon_hosts(chosen: Sequence[Candidate]) -> dict[str, str] | None:
    """Weapons -> distinct hosts (augmenting paths; deterministic), or None if impossible."""
    weapons = [c for c in chosen if c.weapon]
    owner: dict[str, str] = {}  # host -> weapon card

    def augment(c: Candidate, seen: set[str]) -> bool:
        for h in c.hosts:
            if h in seen:
                continue
            seen.add(h)
            if h not in owner or augment(by_card[owner[h]], seen):
                owner[h] = c.card
                return True
        return False

    by_card = {c.card: c for c in weapons}
    for c in weapons:
        if not augment(c, set()):
            return None
    return {w: h for h, w in owner.items()}


def _structure_ok(chosen: Sequence[Candidate]) -> bool:
    titles = [c.exclusive for c in chosen if c.exclusive is not None]
    if len(titles) != len(set(titles)):
        return False
    return _weapon_hosts(chosen) is not None


def _purchases(chosen: Sequence[Candidate]) -> tuple[Purchase, ...]:
    hosts = _weapon_hosts(chosen) or {}
    return tuple(
        Purchase(c, hosts.get(c.card, c.hosts[0]) if c.action == "equip" else None) for c in chosen
    )


# --------------------------------------------------------------------------------------------
# Solver 1: branch and bound over the candidates (identical ones grouped)
# --------------------------------------------------------------------------------------------


class _Overrun(Exception):
    """The enumeration ran out of time or nodes."""


def _enumerate(
    cands: Sequence[Candidate], sources: Sequence[gold.Source], deadline: float
) -> tuple[tuple[int, ...], bool]:
    """The best subset (indices) and whether it is proven best.

    Depth-first over groups of identical candidates (how many copies to buy, most first),
    pruned by a fractional-knapsack bound on the score within the Gold the sources can
    produce, and by the Gold check of each partial set (a set that can't be paid has no
    payable superset). Raises ``_Overrun`` past the deadline or ``ENUM_NODES`` nodes."""
    total = max_gold(sources)
    groups: dict[tuple[Any, ...], list[int]] = {}
    for i, c in enumerate(cands):
        key = (c.title, c.action, c.cost, c.surcharge, c.score, c.hosts, c.weapon, c.paid_for)
        groups.setdefault(key, []).append(i)
    order = sorted(
        groups.values(),
        key=lambda m: (-cands[m[0]].score / max(cands[m[0]].gold_needed, 0.5), m[0]),
    )
    best: list[Any] = [0, 0, 0, ()]  # score, gold, sources, chosen
    nodes = 0

    def bound(gi: int, room: int) -> float:
        extra = 0.0
        for members in order[gi:]:
            c = cands[members[0]]
            for _ in members:
                if c.gold_needed <= room:
                    extra += c.score
                    room -= c.gold_needed
                else:
                    return extra + c.score * room / c.gold_needed
        return extra

    def rec(gi: int, chosen: list[int], score: int, need: int, paid: tuple[int, int]) -> None:
        nonlocal nodes
        nodes += 1
        if nodes > ENUM_NODES or time.perf_counter() > deadline:
            raise _Overrun
        if gi == len(order):
            if (score, -paid[0], -paid[1]) > (best[0], -best[1], -best[2]):
                best[:] = [score, paid[0], paid[1], tuple(sorted(chosen))]
            return
        if score + bound(gi, total - need) < best[0]:
            return
        members = order[gi]
        c = cands[members[0]]
        most = len(members)
        if c.exclusive is not None:
            taken = {cands[i].exclusive for i in chosen}
            most = 0 if c.exclusive in taken else min(most, 1)
        most = min(most, (total - need) // c.gold_needed if c.gold_needed else most)
        for x in range(most, -1, -1):
            picked = chosen + members[:x]
            if x:
                sel = [cands[i] for i in picked]
                if c.weapon and _weapon_hosts(sel) is None:
                    continue
                left = deadline - time.perf_counter()
                answer, sure = least_gold_and_sources(
                    sources, [p for s in sel for p in s.payments()], left
                )
                if not sure:
                    raise _Overrun
                if answer is None:
                    continue
            else:
                answer = paid
            rec(gi + 1, picked, score + x * c.score, need + x * c.gold_needed, answer)

    rec(0, [], 0, 0, (0, 0))
    return best[3], True


# --------------------------------------------------------------------------------------------
# Solver 2: CP-SAT on the aggregated model
# --------------------------------------------------------------------------------------------


def _cp_sat(
    cands: Sequence[Candidate], sources: Sequence[gold.Source], deadline: float
) -> tuple[tuple[int, ...], bool]:
    """Best subset by CP-SAT: buy[i] booleans, x[class, payment] integers (NOTES-gold.md)."""
    payments: list[tuple[int, gold.Payment]] = [
        (i, p) for i, c in enumerate(cands) for p in c.payments()
    ]
    # classes of interchangeable sources: same Gold per payment, no group
    index: dict[tuple[Any, ...], int] = {}
    members: list[list[int]] = []
    gives: list[tuple[int | None, ...]] = []
    for si, s in enumerate(sources):
        row = tuple(s.gold_for(p.paid_for) for _, p in payments)
        key: tuple[Any, ...] = ("group", si) if s.group is not None else (row,)
        if key not in index:
            index[key] = len(members)
            members.append([])
            gives.append(row)
        members[index[key]].append(si)
    model = cp_model.CpModel()
    buy = [model.new_bool_var(f"buy{i}") for i in range(len(cands))]
    gold_terms: list[Any] = []
    used_terms: list[Any] = []
    per_class: list[list[Any]] = [[] for _ in members]
    cover: list[list[Any]] = [[] for _ in payments]
    for k, mem in enumerate(members):
        n_k = len(mem)
        for p, (i, _) in enumerate(payments):
            g = gives[k][p]
            if g is None or g <= 0:
                continue
            x = model.new_int_var(0, n_k, f"x{k}_{p}")
            model.add(x == 0).only_enforce_if(buy[i].Not())
            per_class[k].append(x)
            cover[p].append(g * x)
            gold_terms.append(g * x)
            used_terms.append(x)
        if per_class[k]:
            model.add(sum(per_class[k]) <= n_k)
    groups: dict[str, list[Any]] = {}
    for k, mem in enumerate(members):
        group = sources[mem[0]].group
        if group is not None:
            groups.setdefault(group, []).extend(per_class[k])
    for xs in groups.values():
        if xs:
            model.add(sum(xs) <= 1)
    for p, (i, pay) in enumerate(payments):
        need = pay.cost or 0
        if cover[p]:
            model.add(sum(cover[p]) >= need).only_enforce_if(buy[i])
        else:
            model.add(buy[i] == 0)
    exclusive: dict[str, list[Any]] = {}
    for i, c in enumerate(cands):
        if c.exclusive is not None:
            exclusive.setdefault(c.exclusive, []).append(buy[i])
    for bs in exclusive.values():
        if len(bs) > 1:
            model.add(sum(bs) <= 1)
    host_load: dict[str, list[Any]] = {}
    for i, c in enumerate(cands):
        if c.weapon:
            ys = [model.new_bool_var(f"y{i}_{h}") for h in c.hosts]
            model.add(sum(ys) == buy[i])
            for h, y in zip(c.hosts, ys, strict=True):
                host_load.setdefault(h, []).append(y)
    for ys in host_load.values():
        if len(ys) > 1:
            model.add(sum(ys) <= 1)
    max_gold = sum(
        max((g for g in gives[k] if g is not None), default=0) * len(mem)
        for k, mem in enumerate(members)
    )
    big_used = len(sources) + 1
    big_score = (max_gold + 1) * big_used
    score = sum(c.score * buy[i] for i, c in enumerate(cands))
    model.maximize(score * big_score - sum(gold_terms) * big_used - sum(used_terms))
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = max(deadline - time.perf_counter(), 1e-3)
    solver.parameters.num_workers = 1
    status = solver.solve(model)
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        chosen = tuple(i for i in range(len(cands)) if solver.boolean_value(buy[i]))
        return chosen, status == cp_model.OPTIMAL
    return (), False  # time limit: buying nothing is always valid, not proven best


# --------------------------------------------------------------------------------------------
# Entry points
# --------------------------------------------------------------------------------------------


def _result(
    cands: Sequence[Candidate],
    chosen: Iterable[int],
    sources: Sequence[gold.Source],
    proven: bool,
    method: str,
    skipped: Sequence[tuple[str, str]],
    time_limit_s: float,
    with_plan: bool,
) -> PurchaseResult:
    picked = [cands[i] for i in chosen]
    payments = [p for c in picked for p in c.payments()]
    plan: gold.Plan | None = None
    produced = used = 0
    if any((p.cost or 0) > 0 for p in payments):
        if with_plan:
            res = gold.solve(
                gold.PaymentProblem(tuple(sources), tuple(payments)), time_limit_s=time_limit_s
            )
            if res.best is None:  # can't happen for a set shown payable; stay honest
                return _result(cands, (), sources, False, method, skipped, time_limit_s, True)
            plan = res.best
            produced, used = plan.gold_produced, plan.sources_used
            proven = proven and res.optimal
        else:
            answer, sure = least_gold_and_sources(sources, payments, time_limit_s)
            if answer is None:
                return _result(cands, (), sources, False, method, skipped, time_limit_s, False)
            produced, used = answer
            proven = proven and sure
    return PurchaseResult(
        purchases=_purchases(picked),
        score=sum(c.score for c in picked),
        gold_produced=produced,
        gold_paid=sum(c.gold_needed for c in picked),
        sources_used=used,
        plan=plan,
        status="optimal" if proven else "feasible",
        method=method,
        skipped=tuple(skipped),
    )


def best_purchases(
    state: LoadedState | View,
    player: str,
    *,
    weights: Weights = Weights(),
    equip: bool = True,
    method: str = "auto",
    time_limit_s: float = 2.0,
    with_plan: bool = True,
    refused: Mapping[str, str] | None = None,
) -> PurchaseResult:
    """The best set of purchases ``player`` can make now (module doc: rules, score, solvers).

    ``with_plan=False`` skips writing out the card-level Gold plan (the simulation's case);
    ``refused``: titles never bought (``candidates``)."""
    if method not in METHODS:
        raise ValueError(f"unknown method {method!r}; expected one of {', '.join(METHODS)}")
    if time_limit_s <= 0:
        raise ValueError("time_limit_s must be positive")
    deadline = time.perf_counter() + time_limit_s
    view = as_view(state)
    cands, skipped = candidates(view, player, weights, equip=equip, refused=refused)
    sources, held = _apart_from_candidates(gold_sources(view, player), cands)
    # a card that can't be paid on its own is in no payable set
    payable: list[Candidate] = []
    for c in cands:
        answer, sure = least_gold_and_sources(sources, c.payments(), time_limit_s)
        if answer is None and sure:
            skipped.append((c.card, f"can't pay {c.gold_needed} Gold for {c.title} alone"))
        else:
            payable.append(c)
    chosen: tuple[int, ...] = ()
    proven = False
    if method == "auto" and len(payable) > ENUM_CANDIDATES:
        method = "cp-sat"
    if method in ("auto", "enum"):
        try:
            chosen, proven = _enumerate(payable, sources, deadline)
            method = "enum"
        except _Overrun:
            # "enum" asked, or out of time: buying nothing is valid, not proven best
            out_of_time = method == "enum" or time.perf_counter() >= deadline
            method = "enum" if out_of_time else "cp-sat"
    if method == "cp-sat":
        chosen, proven = _cp_sat(payable, sources, deadline)
    proven = proven and not held  # a source left out might have paid for a better set
    return _result(
        payable, chosen, sources, proven, method, skipped, time_limit_s, with_plan=with_plan
    )


def brute_force(
    state: LoadedState | View, player: str, *, weights: Weights = Weights(), equip: bool = True
) -> tuple[int, int, int]:
    """The slow reference: every subset of candidates, each checked with the Gold planner
    (no pruning, no memo). Returns the best (score, Gold produced, sources used)."""
    view = as_view(state)
    cands, _ = candidates(view, player, weights, equip=equip)
    sources, _ = _apart_from_candidates(gold_sources(view, player), cands)
    best = (0, 0, 0)
    for r in range(1, len(cands) + 1):
        for chosen in itertools.combinations(cands, r):
            if not _structure_ok(chosen):
                continue
            payments = [p for c in chosen for p in c.payments()]
            if not any((p.cost or 0) > 0 for p in payments):
                answer: tuple[int, int] | None = (0, 0)
            else:
                res = gold.solve(gold.PaymentProblem(tuple(sources), tuple(payments)))
                answer = (
                    None if res.best is None else (res.best.gold_produced, res.best.sources_used)
                )
            if answer is None:
                continue
            key = (sum(c.score for c in chosen), answer[0], answer[1])
            if (key[0], -key[1], -key[2]) > (best[0], -best[1], -best[2]):
                best = key
    return best


def _apart_from_candidates(
    sources: list[gold.Source], cands: Sequence[Candidate]
) -> tuple[list[gold.Source], bool]:
    """The sources without those whose cost discards or destroys a card that may be bought
    (``card:mode@other``: a card paid for can't also pay, Costs and restrictions / Gold
    production); True when any was left out (the best set is then not proven)."""
    buying = {c.card for c in cands}
    kept = [s for s in sources if source_mode(s.id)[2] not in buying]
    # Gold that "may only pay for him" pays no Clan Honor Rule surcharge (an added cost, paid
    # separately: Reference 03); strict here, the check's doubt being ``added_only_doubts``
    kept, _ = off_added(kept, [p for c in cands for p in c.payments()])
    return kept, len(kept) != len(sources)
