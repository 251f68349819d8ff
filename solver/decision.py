"""The factored action space: an announcement built one decision at a time.

Abilities and actions / B (announcing, required targeting), Costs and restrictions (the player
chooses how each cost is paid), Gold production (which sources bow). In the OpenSpiel /
PettingZoo style, an agent makes one choice per step, each step with its own mask over a space
linear in the cards on the table:

1. ``announce``: a card and one of its printed abilities, or Recruit / Equip of a card;
2. ``target``: each required target slot, in the order the ability names them, one card at a
   time; the cards of a grouped target ("two of your units") are picked in card-id order, so a
   target set is reached by exactly one path; ``host``: the Personality an Equip attaches to;
   ``more``: then each optional slot named on announcement ("one to three", "up to", "may
   target": ``solver.optional_targets``), one card at a time in card-id order, or
   ``MORE_DONE`` (2**40) for no more; ``player``: each targeted player, in the ability's
   order, among the players who may be it, or ``NO_PLAYER`` (2**40) for none when the slot
   is optional (``solver.player_choices``; taken automatically when only one choice is left);
3. ``alternative``: for an "or" cost, which alternative is paid (only where several can be);
   ``payer``: the cards that pay a cost that is a choice ("Bow a Follower you control"), one at
   a time in card-id order;
4. ``gold``: which Gold plan pays, among the first ``GOLD_PLANS`` in the planner's order
   (cheapest first), when there is more than one.

A step whose choice is forced (one alternative, one way to pay) is taken automatically. A
candidate is in a step's mask exactly when a legal completion exists (the Good Faith check with
the choices so far pinned), so every legal (announcement, target set, cost choice) is reachable
and nothing else is. A candidate whose check ran out of time (or reads a text not modelled) is
``unknown``: listed in ``undecided``, never silently dropped.

Stable ids (documented in the README). ``card_code(id)`` is the first 5 bytes of BLAKE2b of the
card's id (UTF-8), big-endian: 40 bits that depend on that card's id alone, so no id changes when
other cards are added or removed (two ids of one table sharing a code is an error, at about
1 in 2 million for 1,000 cards). An ``announce`` id is ``card_code * 64 + slot`` (slot 0 Equip, 1
Recruit, 2 + i printed ability i for i up to 60, 63 the abilities granted through the card:
``granted``, narrowed after it to ``granted<k>``, the one found legal, whose target steps
follow); ``target``, ``more``, ``host`` and ``payer`` ids are the chosen card's code;
``player`` ids the player's code (``solver.player_choices.player_code``: the first 5 bytes of
BLAKE2b of ``player:<id>``); ``alternative`` ids the 0-based alternative; ``gold`` ids the
plan's rank.
Every id is below 2**46: exact in JavaScript numbers and Java longs.

Each ``DecisionPoint`` computes its checks once and serves ids, mask, texts and decoding; it
never changes the state. Effects are out of scope: ``after_costs`` gives the state once the
costs are paid.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

from model.abilities import Ability, Cost, PlayerTarget, TargetSpec
from model.describe import cost_text, player_text, selector_text
from model.errors import GoodFaithError
from model.load import LoadedState, as_view
from model.selectors import SOURCE
from model.state import View
from solver import gold
from solver.announce import candidate_announcements
from solver.costs import CostPick, cost_options, mandatory_costs, payer_pool
from solver.early_timing import refused_by_timing
from solver.entering import hosts_for
from solver.good_faith import check
from solver.granted import granted_ability_at, granted_narrowed
from solver.optional_targets import (
    MORE_DONE,
    more_candidates,
    more_verdict,
    optional_slots,
    slot_max,
)
from solver.player_choices import NO_PLAYER, player_code, player_options
from solver.production_zero import plans_offered
from solver.refusal_codes import recoded
from solver.step_targets import step_domain
from solver.targeting import build_problems
from solver.verdict import (
    EQUIP,
    RECRUIT,
    AbilityRef,
    Play,
    Reason,
    Verdict,
    require_player,
)

StepKind = Literal[
    "announce", "target", "more", "host", "player", "alternative", "payer", "gold", "done"
]

CODE_BITS = 40
SLOT_BITS = 6
#: how many Gold plans the ``gold`` step offers (the first ones in the planner's order)
GOLD_PLANS = 8
#: slot 63: the abilities granted through a card (``Play.GRANTED``; ``granted<k>`` shares it)
_PLAY_SLOTS: dict[Play, int] = {EQUIP: 0, RECRUIT: 1, Play.GRANTED: (1 << SLOT_BITS) - 1}


class ActionSpaceError(GoodFaithError, ValueError):
    """An id that is not legal at this step, or a table the encoding can't serve."""


def card_code(card: str) -> int:
    """The card's 40-bit code: BLAKE2b of its id, independent of every other card."""
    return int.from_bytes(hashlib.blake2b(card.encode("utf-8"), digest_size=5).digest(), "big")


def announce_id(card: str, ability: AbilityRef) -> int:
    """The ``announce`` step's id of (card, ability); ``granted<k>`` is the card's one
    ``granted`` announcement narrowed to the ability found legal (``_advance``)."""
    if isinstance(ability, Play):
        slot = _PLAY_SLOTS[Play.GRANTED if ability.is_granted else ability]
    elif 0 <= ability < (1 << SLOT_BITS) - 3:
        slot = ability + 2
    else:
        raise ActionSpaceError(f"ability index {ability} outside the encoding (0..60)")
    return (card_code(card) << SLOT_BITS) | slot


@dataclass(frozen=True, slots=True)
class Partial:
    """The choices made so far (the path from the root of the decision tree)."""

    card: str | None = None
    ability: AbilityRef | None = None
    #: spec name -> the cards chosen so far, in id order
    targets: tuple[tuple[str, tuple[str, ...]], ...] = ()
    costs: tuple[CostPick, ...] = ()
    plan: int | None = None
    #: optional target slots whose choice is over ("no more": ``MORE_DONE``)
    closed: tuple[str, ...] = ()

    def target_map(self) -> dict[str, tuple[str, ...]]:
        return dict(self.targets)

    def with_target(self, name: str, cards: tuple[str, ...]) -> Partial:
        chosen = self.target_map()
        chosen[name] = cards
        return replace(self, targets=tuple(chosen.items()))

    def with_cost(self, index: int, pick: CostPick) -> Partial:
        costs = [*list(self.costs[:index]), pick]
        return replace(self, costs=tuple(costs))


@dataclass(frozen=True, slots=True)
class Step:
    """What the current decision is about."""

    kind: StepKind
    name: str | None = None  # target slot name
    count: int = 0  # cards the slot takes
    cost: int | None = None  # mandatory cost index (payment order)
    chosen: tuple[str, ...] = ()  # cards already chosen for this slot / cost


@dataclass
class DecisionPoint:
    """One decision of one player: its ids, mask, texts and decoding, each check done once.

    ``time_limit_s`` bounds each check; ``budget_s`` (optional) the whole step: candidates not
    checked in time are ``unknown`` and listed in ``undecided`` with their verdicts."""

    state: LoadedState | View
    player: str
    partial: Partial = field(default_factory=Partial)
    time_limit_s: float = 2.0
    budget_s: float | None = None
    view: View = field(init=False)
    step: Step = field(init=False)
    undecided: list[tuple[int, Verdict]] = field(init=False, default_factory=list)
    _options: dict[int, Verdict] | None = field(init=False, default=None)
    _candidates: list[int] | None = field(init=False, default=None)
    _codes: dict[int, str] = field(init=False, default_factory=dict)
    _plans: tuple[gold.Plan, ...] = field(init=False, default=())
    _final: Verdict | None = field(init=False, default=None)
    #: candidate id -> the choices it leads to (filled with the checks)
    _next: dict[int, Partial] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        self.view = as_view(self.state)
        require_player(self.view, self.player)
        codes: dict[int, str] = {}
        for c in self.view.state.cards:
            code = card_code(c.id)
            if code in codes:
                raise ActionSpaceError(
                    f"card ids {codes[code]!r} and {c.id!r} share the code {code}: rename one"
                )
            codes[code] = c.id
        self._codes = codes
        self.partial, self.step = self._advance(self.partial)

    # ------------------------------------------------------------------------ the step
    @property
    def kind(self) -> StepKind:
        return self.step.kind

    def _ability(self) -> Ability:
        return self._ability_of(self.partial)

    def _specs(self, card: str, ab: Ability) -> list[tuple[str, int, str]]:
        """(name, count, selector words) of each required target, in the ability's order."""
        problems = build_problems(self.view, self.player, card, ab)
        shapes = {tuple((s.name, n) for s, n in p.specs) for p in problems}
        if len(shapes) > 1:
            names = sorted({name for shape in shapes for name, _ in shape})
            raise ActionSpaceError(
                f"{card}: the alternatives of its targets take different numbers of cards "
                f"({', '.join(names)}); check it with explicit targets instead"
            )
        return [(s.name, n, selector_text(s.select, n)) for s, n in problems[0].specs]

    def _binding(self, partial: Partial) -> dict[str, str | tuple[str, ...]]:
        assert partial.card is not None
        binding: dict[str, str | tuple[str, ...]] = {SOURCE: partial.card}
        host = self.view.card(partial.card).attached_to
        if host is not None and self.view.has(host):
            binding["bearer"] = host
        for name, cards in partial.targets:
            binding[name] = cards if len(cards) != 1 else cards[0]
        return binding

    def _advance(self, partial: Partial) -> tuple[Partial, Step]:
        """The next decision, with every forced choice before it taken."""
        if partial.card is None or partial.ability is None:
            return partial, Step("announce")
        card, ability = partial.card, partial.ability
        if ability == Play.GRANTED:  # the granted ability found legal, named (h43grant)
            ability = granted_narrowed(self.view, self.player, card, self.time_limit_s)
            partial = replace(partial, ability=ability)
        if isinstance(ability, Play) and not self._granted_ability(partial):
            if ability == EQUIP and "personality" not in partial.target_map():
                return partial, Step("host", "personality", 1)
            return self._gold_step(partial)
        ab = self._ability_of(partial)
        chosen = partial.target_map()
        for name, count, _ in self._specs(card, ab):
            have = chosen.get(name, ())
            if len(have) < count:
                return partial, Step("target", name, count, chosen=have)
        for spec in optional_slots(ab):  # then the optional ones, each until "no more"
            have = chosen.get(spec.name, ())
            most = slot_max(self.view, self.player, card, spec)
            if spec.name in partial.closed or len(have) >= most:
                continue
            if not more_candidates(self.view, self.player, card, ab, spec, chosen):
                partial = replace(partial, closed=(*partial.closed, spec.name))
                continue  # nothing more to name: forced
            return partial, Step("more", spec.name, most, chosen=have)
        for pt in ab.player_targets:  # then each targeted player (Abilities and actions / B)
            if pt.name in chosen:
                continue
            choices = player_options(self.view, self.player, pt)
            if len(choices) > 1:
                return partial, Step("player", pt.name, 1)
            partial = partial.with_target(pt.name, choices[0] if choices else ())
        costs = mandatory_costs(self.view, self.player, card, ab)
        binding = self._binding(partial)
        for index, mc in enumerate(costs):
            pick = partial.costs[index] if index < len(partial.costs) else CostPick()
            if pick.complete:
                continue
            options, _ = cost_options(self.view, self.player, card, ab, mc, binding, pick)
            options = [o for o in options if pick.keeps(o)]
            if mc.cost.any_of and pick.alternative is None:
                alts = sorted({o.alt for o in options})
                if len(alts) > 1:
                    return partial, Step("alternative", cost=index)
                pick = replace(pick, alternative=alts[0] if alts else None)
                options = [o for o in options if pick.keeps(o)]
            pool = self._payers(mc.cost, pick, partial)
            if pool is not None and len(pool[0]) > pool[1] and any(o.paid for o in options):
                partial = partial.with_cost(index, pick)
                return partial, Step("payer", cost=index, count=pool[1], chosen=pick.cards)
            ways = {tuple(sorted(o.cards)) for o in options}
            only = next(iter(ways)) if len(ways) == 1 else pick.cards
            partial = partial.with_cost(index, replace(pick, cards=only, complete=True))
        return self._gold_step(partial)

    def _gold_step(self, partial: Partial) -> tuple[Partial, Step]:
        final = self._check(partial, self.time_limit_s, complete=True)
        self._final = final
        w = final.witness
        if final.legal and w is not None and w.problem is not None:
            result = gold.solve(w.problem, top_k=GOLD_PLANS, time_limit_s=self.time_limit_s)
            self._plans = plans_offered(w.problem, result.plans) if result.feasible else ()
            if partial.plan is None and len(self._plans) > 1:
                return partial, Step("gold")
            if partial.plan is None:
                partial = replace(partial, plan=0)
        return partial, Step("done")

    def _check(self, partial: Partial, limit: float, *, complete: bool = False) -> Verdict:
        """The Good Faith check of the choices so far: is there a legal completion? With
        ``complete``, every choice is made: that announcement's verdict, its cheapest witness."""
        assert partial.card is not None and partial.ability is not None
        if isinstance(partial.ability, Play) and not self._granted_ability(partial):
            # the verdicts ``check`` gives, with no host (the announce step) or onto the one
            # chosen (README: the lister is held to ``check``; h38adv1 W1)
            host = partial.target_map().get("personality", ())
            onto = {"personality": list(host)} if partial.ability == EQUIP and host else None
            return check(
                self.view,
                self.player,
                partial.card,
                partial.ability,
                targets=onto,
                time_limit_s=limit,
                cheapest=complete,
            )
        chosen = {k: list(v) for k, v in partial.targets}
        players = {pt.name for pt in self._ability_of(partial).player_targets}
        # past the optional targets' steps: the targets named are the announcement's own
        named = complete or bool(partial.closed) or any(k.endswith("_more") for k in chosen)
        named = named or bool(
            {s.name for s in optional_slots(self._ability_of(partial))} & set(chosen)
        )
        return check(
            self.view,
            self.player,
            partial.card,
            partial.ability,
            targets=chosen if named else None,
            pins=None if named else {k: v for k, v in chosen.items() if k not in players},
            cost_picks=partial.costs,
            cheapest=complete,
            time_limit_s=limit,
        )

    # ------------------------------------------------------------------ candidates and checks
    def _candidate_checks(self) -> Iterator[tuple[int, Verdict | None, Partial]]:
        """(id, a verdict already known or None, the partial the id leads to)."""
        p, step, view, player = self.partial, self.step, self.view, self.player
        if step.kind == "announce":
            for card, ability in candidate_announcements(view, player):
                aid = announce_id(card, ability)
                early: Verdict | None = None
                refused = (
                    refused_by_timing(view, player, card, ability)
                    if isinstance(ability, int)
                    else None
                )
                if refused is not None:
                    why = Reason("timing", refused, (card,))
                    early = Verdict.of("illegal", card, ability, view.definition(card).title, [why])
                    early = recoded(view, player, early, check)  # as check codes it
                yield aid, early, Partial(card, ability)
        elif step.kind == "host":
            assert p.card is not None
            for host in hosts_for(view, player, view.definition(p.card)):
                yield card_code(host), None, p.with_target("personality", (host,))
        elif step.kind == "target":
            assert step.name is not None and p.card is not None
            last = step.chosen[-1] if step.chosen else None
            # the cards ``check`` may find legal (its read limits: "... the Gold paid")
            domain = step_domain(view, player, p.card, self._ability(), step.name)
            for cid in sorted(domain):
                if last is None or cid > last:
                    yield card_code(cid), None, p.with_target(step.name, (*step.chosen, cid))
        elif step.kind == "more":
            yield from self._more_checks(p, step)
        elif step.kind == "player":  # players qualify by the state alone: one check for all
            base = self._check(p, self.time_limit_s)
            for who in player_options(view, player, self._player_slot(step.name or "")):
                pid = player_code(who[0]) if who else NO_PLAYER
                yield pid, base, p.with_target(step.name or "", who)
        elif step.kind == "alternative":
            assert step.cost is not None
            for alt, _ in enumerate(self._cost_entry(step.cost).any_of):
                yield alt, None, p.with_cost(step.cost, CostPick(alt))
        elif step.kind == "payer":
            assert step.cost is not None
            pick = p.costs[step.cost]
            pool = self._payers(self._cost_entry(step.cost), pick, p)
            assert pool is not None
            cards, count = pool
            k = len(pick.cards)
            last = pick.cards[-1] if pick.cards else None
            later = [c for c in cards if last is None or c > last]
            for n, cid in enumerate(later):
                if len(later) - n - 1 < count - k - 1:
                    break  # too few cards after it to complete the pick
                nxt = replace(pick, cards=(*pick.cards, cid), complete=k + 1 == count)
                yield card_code(cid), None, p.with_cost(step.cost, nxt)
        elif step.kind == "gold":
            for rank in range(len(self._plans)):
                yield rank, self._final, replace(p, plan=rank)

    def _ability_of(self, partial: Partial) -> Ability:
        assert partial.card is not None and partial.ability is not None
        if isinstance(partial.ability, Play):  # ``granted<k>``: its ability (h43grant)
            made = self._granted_ability(partial)
            assert made is not None
            return made
        return self.view.definition(partial.card).abilities[partial.ability]

    def _granted_ability(self, partial: Partial) -> Ability | None:
        """The ability ``granted<k>`` names, imported (``solver.granted``); None for
        another play, or one not imported (its verdict alone, no target step)."""
        if partial.card is None or not isinstance(partial.ability, Play):
            return None
        made = granted_ability_at(self.view, self.player, partial.card, partial.ability)
        return None if made is None else made[0].definition(partial.card).abilities[made[1]]

    def _more_checks(self, p: Partial, step: Step) -> Iterator[tuple[int, Verdict, Partial]]:
        """The ``more`` step: "no more" (the targets named so far, exactly), then each card
        that may come next, legal when some announcement naming it (and perhaps more of the
        later ones) is (``more_verdict``)."""
        assert step.name is not None and p.card is not None and p.ability is not None
        ab, chosen = self._ability(), p.target_map()
        done = replace(p, closed=(*p.closed, step.name))
        named = {k: list(v) for k, v in done.targets}
        yield MORE_DONE, self._check(done, self.time_limit_s), done
        later = more_candidates(self.view, self.player, p.card, ab, self._spec(step.name), chosen)
        deadline = None if self.budget_s is None else time.monotonic() + self.budget_s
        for n, cid in enumerate(later):
            nxt = p.with_target(step.name, (*step.chosen, cid))
            limit = self.time_limit_s
            if deadline is not None:
                limit = min(limit, deadline - time.monotonic())
            if limit <= 0:
                yield card_code(cid), self._out_of_time(nxt), nxt
                continue
            v = more_verdict(
                self.view,
                self.player,
                p.card,
                p.ability,
                {**named, step.name: [*step.chosen, cid]},
                later[n + 1 :],
                step.count - len(step.chosen) - 1,
                limit,
            )
            yield card_code(cid), v, nxt

    def _player_slot(self, name: str) -> PlayerTarget:
        return next(pt for pt in self._ability().player_targets if pt.name == name)

    def _spec(self, name: str) -> TargetSpec:
        return next(s for s in optional_slots(self._ability()) if s.name == name)

    def _cost_entry(self, index: int) -> Cost:
        assert self.partial.card is not None
        costs = mandatory_costs(self.view, self.player, self.partial.card, self._ability())
        return costs[index].cost

    def _payers(self, cost: Cost, pick: CostPick, p: Partial) -> tuple[list[str], int] | None:
        """The cards that can pay ``cost`` (its chosen alternative) and how many pay."""
        assert p.card is not None
        if cost.any_of:
            if pick.alternative is None:
                return None
            cost = cost.any_of[pick.alternative]
        return payer_pool(self.view, self.player, p.card, cost, self._binding(p))

    def _compute(self) -> dict[int, Verdict]:
        if self._options is not None:
            return self._options
        options: dict[int, Verdict] = {}
        candidates: list[int] = []
        self._next = {}
        self.undecided = []
        deadline = None if self.budget_s is None else time.monotonic() + self.budget_s
        for aid, known, nxt in self._candidate_checks():
            candidates.append(aid)
            self._next[aid] = nxt
            if known is not None:
                verdict = known
            else:
                limit = self.time_limit_s
                if deadline is not None:
                    limit = min(limit, deadline - time.monotonic())
                verdict = self._out_of_time(nxt) if limit <= 0 else self._check(nxt, limit)
            options[aid] = verdict
            if verdict.status == "unknown":
                self.undecided.append((aid, verdict))
        self._options = options
        self._candidates = candidates
        return options

    def _out_of_time(self, nxt: Partial) -> Verdict:
        assert nxt.card is not None and nxt.ability is not None
        title = self.view.definition(nxt.card).title
        text = f"the step's time budget ({self.budget_s:g} s) was spent before this check"
        return Verdict.of("unknown", nxt.card, nxt.ability, title, [Reason("time_limit", text)])

    # ---------------------------------------------------------------------------- the API
    def legal_ids(self) -> list[int]:
        """Sorted ids of the legal choices at this step (empty once ``done``)."""
        if self.kind == "done":
            return []
        return sorted(i for i, v in self._compute().items() if v.legal)

    def space(self) -> list[int]:
        """This step's ids in a fixed order (linear in the table): what ``mask`` is aligned to.
        Target, host and payer steps range over every card on the table (state order), a
        player step over every player (state order, then ``NO_PLAYER`` for an optional one)."""
        if self.kind == "done":
            return []
        if self.kind in ("target", "host", "payer"):
            return [card_code(c.id) for c in self.view.state.cards]
        if self.kind == "more":
            return [MORE_DONE, *(card_code(c.id) for c in self.view.state.cards)]
        if self.kind == "player":
            ids = [player_code(p.id) for p in self.view.state.players]
            return [*ids, NO_PLAYER] if self._player_slot(self.step.name or "").optional else ids
        self._compute()
        assert self._candidates is not None
        return list(self._candidates)

    def mask(self) -> list[int]:
        """1 for each legal id of ``space()``, 0 elsewhere."""
        legal = set(self.legal_ids())
        return [1 if i in legal else 0 for i in self.space()]

    def verdict_of(self, action_id: int) -> Verdict:
        """The check behind one candidate id (a legal completion's witness when legal)."""
        options = self._compute()
        if action_id not in options:
            raise ActionSpaceError(f"id {action_id} is not a candidate of this {self.kind} step")
        return options[action_id]

    def apply(self, action_id: int) -> DecisionPoint:
        """The next decision point once ``action_id`` is chosen (a new object; this one and the
        state are unchanged). An id that is not legal here raises ``ActionSpaceError``."""
        if self.kind == "done":
            raise ActionSpaceError("the announcement is complete: nothing left to choose")
        if action_id not in self.legal_ids():
            raise ActionSpaceError(f"id {action_id} is not legal at this {self.kind} step")
        return DecisionPoint(
            self.state,
            self.player,
            self._next[action_id],
            time_limit_s=self.time_limit_s,
            budget_s=self.budget_s,
        )

    def card_of(self, action_id: int) -> str | None:
        """The card an id names (announce, target, host, payer steps)."""
        if self.kind in ("player", "alternative", "gold", "done"):
            return None
        if self.kind == "announce":
            return self._codes.get(action_id >> SLOT_BITS)
        return self._codes.get(action_id)

    def text(self, action_id: int) -> str:
        """The choice in a player's words."""
        from solver.explain import announcement_text
        from solver.gold_step_words import gold_step_text

        view = self.view
        if self.kind == "announce":
            nxt = self._next_of(action_id)
            assert nxt.card is not None and nxt.ability is not None
            title = view.definition(nxt.card).title
            return f"{title}: {announcement_text(view, nxt.card, nxt.ability, self.player)}"
        if self.kind == "more" and action_id == MORE_DONE:
            return f"{self.step.name}: no more targets"
        if self.kind == "player":
            who = self._next_of(action_id).target_map()[self.step.name or ""]
            return f"{self.step.name}: " + (f"player {who[0]}" if who else "no player")
        if self.kind in ("target", "host", "more"):
            cid = self.card_of(action_id)
            assert cid is not None
            return f"{self.step.name}: {view.definition(cid).title} ({cid})"
        if self.kind == "alternative":
            entry = self._cost_entry(self.step.cost or 0)
            return f"pay {cost_text(entry.any_of[action_id])}"
        if self.kind == "payer":
            entry = self._cost_entry(self.step.cost or 0)
            what = cost_text(entry)
            cid = self.card_of(action_id)
            assert cid is not None
            return f"{what}: {view.definition(cid).title} ({cid})"
        if self.kind == "gold":
            w = self._final.witness if self._final is not None else None
            problem = w.problem if w is not None else None
            return gold_step_text(view, self._plans, action_id, problem)
        raise ActionSpaceError("the announcement is complete: nothing left to choose")

    def _next_of(self, action_id: int) -> Partial:
        self._compute()
        if action_id not in self._next:
            raise ActionSpaceError(f"id {action_id} is not a candidate of this {self.kind} step")
        return self._next[action_id]

    @property
    def verdict(self) -> Verdict:
        """The complete announcement's verdict, its witness paying with the chosen Gold plan."""
        if self.kind != "done" or self._final is None:
            raise ActionSpaceError(f"the announcement is not complete (step: {self.kind})")
        final = self._final
        w = final.witness
        rank = self.partial.plan or 0
        if w is not None and self._plans and rank < len(self._plans):
            final = replace(final, witness=replace(w, plan=self._plans[rank]))
        return final

    def after(self, discard_from_hand: Sequence[str] = ()) -> LoadedState:
        """The state once this complete announcement is made and its costs and chosen Gold plan
        are paid (``solver.after_costs``; effects are out of scope). A new state: this point's
        state is unchanged."""
        from solver.after_costs import after_costs

        if not isinstance(self.state, LoadedState):
            raise ActionSpaceError("after(): build the decision point from a LoadedState")
        return after_costs(
            self.state, self.player, self.verdict, discard_from_hand=discard_from_hand
        )

    def describe(self) -> str:
        """What is being chosen now, in words."""
        s = self.step
        if s.kind == "announce":
            return "announce: a card's ability, or Recruit / Equip"
        if s.kind == "target":
            ab = self._ability()
            words = next(w for n, _, w in self._specs(self.partial.card or "", ab) if n == s.name)
            return f"target {s.name}: {words} (card {len(s.chosen) + 1} of {s.count})"
        if s.kind == "more":
            words = selector_text(self._spec(s.name or "").select, 1)
            return (
                f"optional target {s.name}: {words} (card {len(s.chosen) + 1}, up to {s.count}), "
                f"or {MORE_DONE}: no more"
            )
        if s.kind == "host":
            return "host: the Personality it attaches to"
        if s.kind == "player":
            slot = self._player_slot(s.name or "")
            none = f", or {NO_PLAYER}: no player" if slot.optional else ""
            return f"player {s.name}: {player_text(slot)}{none}"
        if s.kind == "alternative":
            return f"alternative: how to pay {cost_text(self._cost_entry(s.cost or 0))}"
        if s.kind == "payer":
            what = cost_text(self._cost_entry(s.cost or 0))
            return f"payer: a card to pay {what} (card {len(s.chosen) + 1} of {s.count})"
        if s.kind == "gold":
            return f"gold: which of the {len(self._plans)} cheapest Gold plans pays"
        return "done: the announcement is complete"


def decision_point(
    state: LoadedState | View,
    player: str,
    path: Sequence[int] = (),
    *,
    time_limit_s: float = 2.0,
    budget_s: float | None = None,
) -> DecisionPoint:
    """The decision point reached from the root by the ids of ``path`` (each must be legal)."""
    point = DecisionPoint(state, player, time_limit_s=time_limit_s, budget_s=budget_s)
    for action_id in path:
        point = point.apply(action_id)
    return point


def completions(
    point: DecisionPoint, limit: int = 100_000
) -> Iterator[tuple[tuple[int, ...], DecisionPoint]]:
    """Every complete announcement reachable from ``point`` with the ids that reach it (depth
    first, in id order): the flat list, for small tables. Stops after ``limit``."""
    stack: list[tuple[tuple[int, ...], DecisionPoint]] = [((), point)]
    seen = 0
    while stack:
        path, here = stack.pop()
        if here.kind == "done":
            seen += 1
            yield path, here
            if seen >= limit:
                return
            continue
        stack.extend(((*path, i), here.apply(i)) for i in reversed(here.legal_ids()))


def decision_json(point: DecisionPoint, path: Sequence[int] = ()) -> dict[str, object]:
    """A decision point as compact JSON: the step, the legal ids (the mask as a list) with
    their words, what is undecided, and the verdict once complete (``actions --json``)."""
    from solver.explain import verdict_json

    legal = point.legal_ids()
    out: dict[str, object] = {
        "encoding": "goodfaith.decision/1",
        "path": list(path),
        "step": point.kind,
        "choosing": point.describe(),
        "legal": legal,
        "actions": {str(i): point.text(i) for i in legal},
        "unknown": [
            {
                "id": i,
                "card": v.card,
                "title": v.title,
                "text": point.text(i),
                "reasons": list(v.reasons),
            }
            for i, v in point.undecided
        ],
    }
    if point.kind == "done":
        out["verdict"] = verdict_json(point.view, point.verdict, point.player)
    return out


def path_of(state: LoadedState | View, player: str, verdict: Verdict) -> list[int]:
    """The ids that reach a legal verdict's announcement through the steps: its targets, the
    way its witness pays each cost, and its Gold plan (the cheapest when it is not listed)."""
    w = verdict.witness
    if not verdict.legal or w is None:
        raise ActionSpaceError(f"{verdict.card}: only a legal verdict has a path")
    point = DecisionPoint(state, player)
    path: list[int] = []
    while point.kind != "done":
        s = point.step
        if s.kind == "announce":
            choice = announce_id(verdict.card, verdict.ability)
        elif s.kind in ("target", "host"):
            assert s.name is not None
            choice = card_code(w.targets[s.name][len(s.chosen)])
        elif s.kind == "more":  # the witness's optional targets, then no more
            assert s.name is not None
            named = w.targets.get(s.name, ())
            choice = card_code(named[len(s.chosen)]) if len(s.chosen) < len(named) else MORE_DONE
        elif s.kind == "player":  # the witness's player, or none
            who = [pid for name, pid in w.players if name == s.name]
            choice = player_code(who[0]) if who else NO_PLAYER
        elif s.kind == "alternative":
            assert s.cost is not None
            choice = w.costs[s.cost].alt
        elif s.kind == "payer":
            assert s.cost is not None
            choice = card_code(sorted(w.costs[s.cost].cards)[len(s.chosen)])
        else:  # gold: the witness's plan when listed, else the cheapest
            plans = point._plans
            choice = plans.index(w.plan) if w.plan in plans else 0
        path.append(choice)
        point = point.apply(choice)
    return path
