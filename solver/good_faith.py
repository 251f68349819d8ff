"""The Good Faith check: may ``player`` announce this ability now?

Abilities and actions / A. Announce the action, Good Faith Rule, B. Required targeting, C. Pay
costs; Costs and restrictions (all); Effects / Choices, Blind cards rule; FAQ.

The player must be able to choose every required target, meet every condition and pay every
mandatory cost *together*: a Stronghold bowed as a cost can't also bow for Gold, a Gold cost
may be priced by the chosen target, a card can't pay two costs that both need it, and every
Gold cost is its own payment from unsplittable sources. Effects need not succeed (bowing a
bowed Personality is legal), but a non-optional effect that brings a card into play needs a
legal card to bring, its Gold cost payable and, for an attachment, a Personality who can take
it. A face-down deck is unknown to its player, so "search your deck" never makes an action
illegal. Order of work: the pseudo-legal tier (``timing``), restrictions known now, required
targeting's fast rejection (Hall), each cost on its own, total Gold; then the exact joint
search over target sets x cost choices x cards brought into play x the Gold plan (``gold``).
The search is time-bounded: when the limit is hit the verdict is ``unknown``, never a false
"illegal".
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace

from model.abilities import Ability, BringIntoPlay
from model.describe import condition_text, cost_text
from model.evaluate import condition_holds
from model.load import LoadedState
from model.selectors import SOURCE
from model.state import View
from solver import gold
from solver.action_added_sources import action_gold_doubts, action_sources
from solver.action_paid_for import action_paid_for
from solver.action_reduction_bound import merged_short, option_payment
from solver.action_reductions import ACTING, with_action_reductions
from solver.action_unread import helpless_for_action
from solver.announced import announced_optional, over_status
from solver.announced_words import forced_solve as solve_targeting
from solver.attack_permission_targets import with_attack_permissions
from solver.banned_actions import doubt_lenient
from solver.bring_price import brought_gold, brought_payments, settled_host
from solver.bring_shortfall_bound import Short, bounded_shorts
from solver.bring_words import no_bring_text
from solver.brought_doubts import doubt_brought, doubt_unbrought
from solver.challenge_costs import doubt_challenge_costs
from solver.conditional_costs import (
    doubt_prevented_costs,
    doubt_unless_costs,
    doubt_unstated_payments,
)
from solver.cost_choices import consumed, cost_choices
from solver.cost_order import counted_first, sure_before_costs, unsure_sources
from solver.costs import (
    CostOption,
    CostPick,
    MandatoryCost,
    cost_options,
    mandatory_costs,
)
from solver.entering import bring_candidates, doubt_created, entering_play_problem
from solver.equip_onto import check_equip_onto, equip_host
from solver.explain import gold_cost_labels, gold_reason_words
from solver.free_witness import proven_if_free
from solver.granted import granted_check
from solver.joint_discards import joint_doubts, joint_helpless, joint_problem, joint_solve
from solver.keyword_targets import unread_refusal, unread_time_refusal
from solver.keyword_timing import timing_failure
from solver.kind_readings import kind_readings
from solver.other_empty_slots import after_costs, other_empty_slots
from solver.own_attack_permission import without_own_permission
from solver.own_cost_reductions import after_own_reduction, with_compassion, without_own_reduction
from solver.own_sentence_readings import own_sentence_readings
from solver.own_tokens import with_own_tokens
from solver.own_unread_scope import without_inert_unread
from solver.paid_limit_doubts import doubt_traits_read
from solver.paid_strength import with_paid_strength
from solver.partial_targets import unread_targets_fail
from solver.play_bans import played_from_hand_ban
from solver.player_targets import doubt_lowered_gold, player_target_problem, with_players
from solver.playing import check_play
from solver.production import gold_sources, gold_unknown_reason, max_gold, source_card
from solver.production_discard import held_from_discards
from solver.province_strength_scope import with_province_strength
from solver.reaction_permissions import doubt_reaction_permissions
from solver.recruit_targets import require_recruit_targets
from solver.reduction_labels import name_reductions
from solver.refusal_codes import coded
from solver.ring_discard import ring_reading
from solver.settled_opening import settled_note
from solver.solver_load import cpsat_cold, past_load, ready_view
from solver.source_count_bound import amount_only, count_short
from solver.strict_reading_doubts import strict_failure_note
from solver.symmetry import symmetry_reduced
from solver.target_costs import (
    and_check,
    cost_excluded,
    member,
    target_checks,
    targeting_without_costs,
)
from solver.targeting import (
    SearchTimeout,
    TargetingProblem,
    _csp,
    _to_target_set,
    announced_misfits,
    bearer_binding,
    build_problems,
    hall_violation,
    slot_candidates,
    solve_any,
    with_optional_targets,
)
from solver.targeting_surcharge import surcharge_possible, surcharged, targeting_surcharges
from solver.timing import usable_now
from solver.timing_windows import doubt_window
from solver.trigger_host_cards import doubt_trigger_host, trigger_host_cards
from solver.unread_bow_cost import unread_bow_cost
from solver.unstated_facts import settles_unstated
from solver.verdict import (
    AbilityRef,
    AnnouncementError,
    Play,
    Reason,
    ReasonCode,
    Status,
    Verdict,
    Witness,
    ability_ref,
    require_card,
    require_player,
    require_targets,
)
from solver.your_turn_reason import your_turn_reason


@dataclass
class _Search:
    """Mutable bookkeeping of one joint search (local to one ``check`` call)."""

    deadline: float
    cheapest: bool = False
    alternative: int | None = None
    picks: tuple[CostPick, ...] = ()  # choices already made for the first costs
    best: Witness | None = None
    reasons: list[tuple[ReasonCode, str, tuple[str, ...]]] = field(default_factory=list)
    unknown: bool = False
    unknown_why: str | None = None  # not the time limit: a search too big to try (joint_discards)
    gold_short: bool = False  # some choice failed on its Gold alone
    reduction_open: bool = False  # a bowed action reduction may split over its payments
    count_short: bool = True  # every Gold shortfall: more payments than sources
    shorts: list[Short] = field(default_factory=list)  # (``solver.bring_shortfall_bound``)
    #: producers left out of such a choice's sources only for want of an exact model
    gold_unread: list[str] = field(default_factory=list)
    bring_doubts: dict[str, str] = field(default_factory=dict)  # card -> doubt; host:card unsettled
    #: raw planner text -> its wording in a player's words, built only for reasons shown
    words: dict[str, Callable[[], str]] = field(default_factory=dict)

    def worded(self, text: str) -> str:
        for raw, render in self.words.items():
            if raw in text:
                return text.replace(raw, render())
        return text

    plans: dict[object, gold.PaymentResult] = field(default_factory=dict)  # Gold, once each
    rank: tuple[int, ...] = ()  # the best witness's (not settled, *cost_key); a doubt: not cheapest

    def offer(self, w: Witness, settled: bool = True) -> bool:
        """Keep the cheaper witness, a settled one first (``settled_host``); True: stop now."""
        if self.best is None or (not settled, *w.cost_key()) < self.rank:
            self.best, self.rank = w, (not settled, *w.cost_key())
        self.bring_doubts.update({} if settled else {f"host:{w.brought}": "unsettled"})
        return settled and not self.cheapest

    def note(self, reason: str, code: ReasonCode = "cost", cards: Sequence[str] = ()) -> None:
        if all(text != reason for _, text, _ in self.reasons):
            self.reasons.append((code, reason, tuple(cards)))

    def expired(self) -> bool:
        return time.monotonic() > self.deadline


@settles_unstated  # a requirement failing whatever an unstated fact is (h38adv2 N9)
@coded  # codes a client switches on: bowed, not_yours (``solver.refusal_codes``)
def check(
    state: LoadedState | View,
    player: str,
    card: str,
    ability: AbilityRef = 0,
    *,
    time_limit_s: float = 2.0,
    targets: Mapping[str, Sequence[str]] | None = None,
    cheapest: bool = False,
    alternative: int | None = None,
    pins: Mapping[str, Sequence[str]] | None = None,
    cost_picks: Sequence[CostPick] = (),
) -> Verdict:
    """The Good Faith verdict for ability ``ability`` of card ``card`` (an id) for ``player``.

    ``ability``: a printed ability's 0-based index, or ``RECRUIT`` / ``EQUIP`` (``"recruit"``,
    ``"equip"``). An unknown card, player or ability, and (with ``targets``) an unknown slot,
    a wrong number of cards or an unknown card id, raise ``AnnouncementError``.

    With ``targets`` (spec name -> card ids), only that choice of required targets is
    considered: "may I announce it against these targets?" (what an online client asks).
    With ``cheapest``, every choice is explored (within the time limit) and the witness is the
    cheapest (least Gold produced, then fewest cards bowed or spent); ``witness.cheapest``
    says whether that was proven. Without it the search stops at the first legal choice.
    ``alternative``: pay the first "or" cost with that alternative (0-based) only.
    ``pins`` (spec name -> its first cards, in id order) and ``cost_picks`` (one per mandatory
    cost, in payment order) are a partial choice, as the factored action space
    (``solver.decision``) makes it one decision at a time: is there a legal completion?
    """
    view = ready_view(state)  # the solver loaded before the deadline (``solver_load``)
    ability = ability_ref(ability)
    require_player(view, player)
    require_card(view, card)
    if isinstance(ability, Play):  # the rulebook plays: Recruit, Equip
        if targets is not None and ability == Play.EQUIP:  # onto one host (h30adv1 W7)
            host = equip_host(view, targets)
            onto = check_equip_onto(view, player, card, host, time_limit_s=time_limit_s)
            return name_reductions(view, player, doubt_lowered_gold(view, onto, player))
        if ability.is_granted:  # with the announcement's choices (``solver.granted``)
            return granted_check(
                *(view, player, card, time_limit_s, targets, pins, cost_picks, ability),
                *(alternative, cheapest),
            )
        if targets is not None:  # a Recruit's one target: the card it brings (Reference 01)
            require_recruit_targets(card, targets)
        played = check_play(view, player, card, ability, time_limit_s=time_limit_s)
        return name_reductions(view, player, doubt_lowered_gold(view, played, player))
    definition = view.definition(card)
    if ability >= len(definition.abilities):
        raise AnnouncementError(
            f"ability {ability}: {definition.title} ({card}) has "
            f"{len(definition.abilities)} printed abilit"
            f"{'y' if len(definition.abilities) == 1 else 'ies'} (0-based index), "
            "or use recruit/equip"
        )
    # "You may not play :maho: cards." (Black Watch Sensei): a Strategy played from the hand
    if (banned := played_from_hand_ban(view, player, card, ability, definition.title)) is not None:
        return banned
    ab, reduction = without_own_reduction(  # "Gold cost is 0 if", Compassion's "no Gold Cost"
        with_compassion(view, player, card, definition.abilities[ability])
    )
    ab = without_inert_unread(view, card, ab)  # "Your Stronghold has no abilities." (Sensei)
    ab = with_own_tokens(view, card, ab)  # "if Natsuki has no Training tokens, ..."
    # "Your Fear effects may target Items ...", "Ranged Attack ... equal to the Gold paid"
    ab = with_paid_strength(view, player, with_attack_permissions(view, player, ab), card)
    ab = with_province_strength(view, card, ab)  # "... this battlefield's province's strength"
    if targets is not None:
        require_targets(view, card, ab, targets)
        ab, over = announced_optional(view, player, card, ab, targets)
        if over is not None:  # more optional targets than the count allows now, or gated
            return Verdict.of(over_status(over), card, ability, definition.title, [over])
    # targeted players ("player1": [id]) apart from the card slots
    named = {pt.name for pt in ab.player_targets}
    chosen_players = {k: tuple(v) for k, v in (targets or {}).items() if k in named}
    if targets is not None:
        targets = {k: v for k, v in targets.items() if k not in named}
    started = time.monotonic()

    def reading(r: Ability) -> Verdict:
        """``r`` (this ability read one way) checked with the announcement's choices."""
        return _check_reading(
            view,
            player,
            card,
            ability,
            r,
            time_limit_s,
            targets,
            cheapest,
            alternative,
            pins,
            cost_picks,
            chosen_players,
        )

    strict = reading(ab)
    # a noun naming a card type and a keyword: each reading on its own
    each = [reading(r) for r in (kind_readings(ab) if strict.status != "legal" else None) or ()]
    settled = len({v.status for v in each}) == 1 and each[0].status in ("legal", "illegal")
    strict = each[0] if settled else strict
    if (
        settled
        or strict.status != "illegal"
        or ab.lenient is None
        or strict.details[0].code == "timing"
    ):
        found = with_players(view, player, ab, strict, chosen_players)
        found = doubt_lowered_gold(view, after_own_reduction(found, reduction, view), player)
        found = doubt_unstated_payments(found)  # "the top 3 cards of your Fate deck"
        found = doubt_prevented_costs(view, player, found)  # "This card will not be destroyed."
        found = doubt_unless_costs(view, player, card, ability, found)
        found = doubt_window(usable_now(view, player, card, ability).doubt_if_legal, found)
        found = doubt_created(view, player, ab, found)  # a card created enters play
        found = doubt_brought(view, player, found)  # a card brought: its unread entering text
        found = doubt_trigger_host(view, ab, found)  # "him": the Personality entering play
        free = player if targets is None and not pins and not cost_picks else None
        found = doubt_challenge_costs(view, card, found)  # "must discard ... to challenge Shono"
        # weighed against the limit as read ("... the Gold paid": ``solver.paid_limit_doubts``)
        found = doubt_traits_read(view, player, card, found, ab.lenient is not None, free)
        return doubt_reaction_permissions(view, card, found)  # Bloodspeaker Sanctum
    # Ability.lenient: a second reading of the text; illegal only if it fails too
    names = {spec.name for spec in ab.lenient.all_target_specs()}
    chosen = None if targets is None else {k: v for k, v in targets.items() if k in names}
    lenient = _check_reading(
        view,
        player,
        card,
        ability,
        announced_optional(view, player, card, ab.lenient, chosen or {})[0],
        max(0.05, time_limit_s - (time.monotonic() - started)),
        chosen,
        cheapest,
        alternative,
        None if pins is None else {k: v for k, v in pins.items() if k in names},
        cost_picks,
        chosen_players,
    )
    if lenient.status == "illegal":
        found = doubt_unless_costs(view, player, card, ability, lenient)
        return doubt_reaction_permissions(view, card, doubt_lenient(view, card, found, ab.lenient))
    first = strict.details[0]
    two = Reason(
        "two_readings",
        "the text reads two ways and the rules files do not settle which: legal if "
        f"{settled_note(view, player, card, ab)}, not if read strictly ({first.text})"
        + strict_failure_note(view, player, card, ab, strict),
        (card, *(c for c in first.cards if c != card)),
    )
    return Verdict.of(
        "unknown",
        card,
        ability,
        definition.title,
        [two, *strict.details[:3]],
        None,
        strict.designator,
    )


def _check_reading(
    view: View,
    player: str,
    card: str,
    ability: int,
    ab: Ability,
    time_limit_s: float,
    targets: Mapping[str, Sequence[str]] | None,
    cheapest: bool,
    alternative: int | None,
    pins: Mapping[str, Sequence[str]] | None,
    cost_picks: Sequence[CostPick],
    chosen_players: Mapping[str, tuple[str, ...]],
) -> Verdict:
    """The verdict for one reading ``ab`` of printed ability ``ability``; ``chosen_players``:
    the players announced as targeted (player slot -> none or one id)."""
    definition = view.definition(card)

    def verdict(
        status: Status,
        reasons: Sequence[Reason] = (),
        witness: Witness | None = None,
        designator: str | None = None,
    ) -> Verdict:
        return Verdict.of(status, card, ability, definition.title, reasons, witness, designator)

    def why(code: ReasonCode, text: str, *cards: str) -> Reason:
        return Reason(code, text, (card, *(c for c in cards if c != card)))

    if isinstance(ring := ring_reading(view, player, card, ab), str):  # Reference 03, Ring
        return verdict("illegal", [why("timing", ring)])
    ab = ring or ab
    if ab.not_understood and not ab.timing_understood:
        if times := unread_time_refusal(view, player, card, ab):  # its time, then its place
            return verdict("illegal", [why("timing", t) for t in times])
        if (no := unread_refusal(view, player, card, ab)) is not None:  # h28adv3 N3, h38 N1
            return verdict("illegal", [why(no[0], no[1], *no[2])])
        return verdict("unknown", [why("not_modelled", ab.not_modelled())])
    timing = usable_now(view, player, card, ability, ab.usable_when_bowed, ab.designators)
    if not timing.ok and (late := timing_failure(view, player, ab, timing.reason)) is not None:
        if (turn := your_turn_reason(view, player, ab, late)) is not None:  # h30adv2 W3b
            return verdict("illegal", [why("condition", turn)])
        return verdict("illegal", [why("timing", late)])  # "Even if this card is bowed, ..."
    designator = timing.designator.value if timing.designator else None
    if timing.unsettled is not None:
        return verdict("unknown", [why("not_modelled", timing.unsettled)], designator=designator)
    if ab.not_understood:  # its timing is met, or text not read may relax it ("Tireless while")
        args = (time_limit_s, targets, cheapest, alternative, pins, cost_picks)
        if (bare := without_own_permission(ab)) is not None:  # "Your Fear effects may target"
            bare = with_attack_permissions(view, player, bare)
            read = _check_reading(view, player, card, ability, bare, *args, chosen_players)
            if read.status == "legal":  # a permission can only allow
                return read
        for alt, settles in own_sentence_readings(view, player, card, ab):  # Tireless, Courtesy
            read = _check_reading(view, player, card, ability, alt, *args, chosen_players)
            if read.status in settles or len(settles) > 1:  # a reading settling both: its doubt
                return read
        partial = timing.ok and targets is None and not pins and not cost_picks
        if timing.ok and (bow := unread_bow_cost(view, card, ab)) is not None:
            return verdict("illegal", [why("cost", bow)], designator=designator)
        if partial and (failed := unread_targets_fail(view, player, card, ab)) is not None:
            text, cards = failed  # the part read already fails: no target to choose
            return verdict("illegal", [why("target", text, *cards)], designator=designator)
        return verdict("unknown", [why("not_modelled", ab.not_modelled())], designator=designator)
    src = {SOURCE: card, **bearer_binding(view, card)}
    # restrictions that name only the source are known now
    cond = ab.condition
    if (
        cond is not None
        and cond.references() <= set(src)
        and not condition_holds(view, player, cond, src)
    ):
        return verdict("illegal", [why("condition", f"condition not met: {condition_text(cond)}")])
    player_problem = player_target_problem(view, player, ab, chosen_players)
    if player_problem is not None:
        return verdict("illegal", [why("target", player_problem)], designator=designator)
    costs = mandatory_costs(view, player, card, ab)
    extra = target_checks(view, player, costs)
    if targets is not None:
        for name, chosen in targets.items():
            extra[name] = and_check(extra.get(name), member(frozenset(chosen)))
    problems = build_problems(view, player, card, ab, extra, pins)
    if targets is None and not pins:  # one representative per class of interchangeable ones
        problems = [symmetry_reduced(view, card, ab, costs, p) for p in problems]
    if all(
        hall_violation(p) is not None or any(not p.domains[s.name] for s, _ in p.specs)
        for p in problems
    ):
        tr = solve_any(problems)
        excluded = cost_excluded(view, player, card, ab, costs, targets)
        slot_cards = slot_candidates(build_problems(view, player, card, ab), tr.slot)
        unfit = targets and announced_misfits(build_problems(view, player, card, ab), targets)
        targeting = why(
            "target", f"required targeting can't be met: {unfit or tr.reason}", *slot_cards
        )
        if excluded and targeting_without_costs(view, player, card, ab, targets):
            # the candidates exist: the cost they must pay is the requirement that fails
            costs_first = [why("cost", f"can't pay the cost: {e}", *slot_cards) for e in excluded]
            after = f"required targeting can't be met once each target pays its cost: {tr.reason}"
            named = after_costs(problems, tr.slot, targets)  # not an announced one again
            return verdict("illegal", [*costs_first, *[why("target", after, *slot_cards)][:named]])
        also = [why("target", t) for t in other_empty_slots(problems, tr.slot, bool(unfit))]
        return verdict(
            "illegal", [targeting, *also, *(why("cost", e, *slot_cards) for e in excluded)]
        )
    # each target-independent cost on its own
    for mc in costs:
        if mc.cost.references() - {SOURCE}:
            continue
        options, problem = cost_options(view, player, card, ab, mc, src)
        if not options:
            return verdict("illegal", [why("cost", f"can't pay the cost: {problem}")])
    # the bound counts a bowed reduction of the action's cost too (Kaeru Contractor)
    sources = with_action_reductions(view, player, card, gold_sources(view, player), ACTING)
    fixed_gold = sum(
        o[0].gold or 0
        for mc in costs
        if not (mc.cost.references() - {SOURCE})
        for o in [cost_options(view, player, card, ab, mc, src)[0]]
        if len(o) == 1 and o[0].kind == "gold"
    )
    producers = sorted({source_card(s.id) for s in sources})
    if fixed_gold > max_gold(sources) and sure_before_costs(view, costs, sources):
        short_by = fixed_gold - max_gold(sources)  # Kaeru Contractor, Coin Pouch (a bound)
        helpless = helpless_for_action(view, player, card, ab, True, short_by)
        if (unread := gold_unknown_reason(view, player, True, helpless)) is not None:
            return verdict("unknown", [why("not_modelled", unread)], designator=designator)
        return verdict(
            "illegal",
            [
                why(
                    "gold",
                    f"needs {fixed_gold} Gold in costs; your unbowed sources produce at most "
                    f"{max_gold(sources)}"
                    + (
                        " (a card bowed for its reduction instead counted as that much Gold)"
                        if any(":reduce-action" in s.id for s in sources)
                        else ""
                    ),
                    *producers,
                )
            ],
        )
    search = _Search(
        time.monotonic() + time_limit_s,
        cheapest,
        alternative=alternative,
        picks=tuple(cost_picks),
    )
    witness = _joint(view, player, card, ab, costs, problems, search)
    if witness is not None:
        return verdict("legal", witness=witness, designator=designator)
    found = [why(code, search.worded(text), *cards) for code, text, cards in search.reasons[:4]]
    if search.unknown:
        limit = why("time_limit", "the time limit was hit before the search finished")
        limit = limit if search.unknown_why is None else why("not_modelled", search.unknown_why)
        return verdict("unknown", [limit, *found[:3]])
    brings = any(e.bring_into_play and e.bring_into_play.pay_cost for e in ab.effects)
    helpless = helpless_for_action(view, player, card, ab, not search.reduction_open)
    helpless = amount_only(view, player, card, ab, helpless, search.count_short)  # a Clan
    helpless = bounded_shorts(view, player, helpless, search.shorts, brings)  # h42trig N6
    helpless = joint_helpless(view, player, card, helpless)  # Keigo and Tamako, h43gold
    if search.gold_short and (unread := gold_unknown_reason(view, player, not brings, helpless)):
        return verdict("unknown", [why("not_modelled", unread), *found[:3]], designator=designator)
    if search.gold_unread:  # a cost bowed a card that a producer's own cost could have used
        unread = "the Gold may be short only because this is not modelled: " + search.gold_unread[0]
        return verdict("unknown", [why("not_modelled", unread), *found[:3]], designator=designator)
    together = why("cost", "no way to meet every requirement together")
    return doubt_unbrought(view, player, card, ab, verdict("illegal", found[:4] or [together]))


def _target_sets_any(
    problems: Sequence[TargetingProblem], search: _Search
) -> Iterator[dict[str, tuple[str, ...]]]:
    """Target sets of every variant of the alternatives, each once, lazily."""
    if len(problems) == 1:
        yield from _target_sets(problems[0], search)
        return
    seen: set[tuple[tuple[str, tuple[str, ...]], ...]] = set()
    for problem in problems:
        for targets in _target_sets(problem, search):
            key = tuple(sorted(targets.items()))
            if key not in seen:
                seen.add(key)
                yield targets


def _target_sets(
    problem: TargetingProblem, search: _Search
) -> Iterator[dict[str, tuple[str, ...]]]:
    """Target sets lazily, in the solver's deterministic order."""
    if not problem.specs:
        yield {}
        return
    csp = _csp(problem, deadline=search.deadline)
    if csp is None:
        return
    solutions = csp.getSolutionIter()
    while True:
        try:
            solution = next(solutions)
        except StopIteration:
            return
        except SearchTimeout:  # the backtracking itself hit the time limit
            search.unknown = True
            return
        yield with_optional_targets(problem, _to_target_set(problem, solution))
        if search.expired():
            search.unknown = True
            return


def _joint(
    view: View,
    player: str,
    card: str,
    ab: Ability,
    costs: Sequence[MandatoryCost],
    problems: Sequence[TargetingProblem],
    search: _Search,
) -> Witness | None:
    bring = [
        e.bring_into_play for e in ab.effects if e.bring_into_play is not None and not e.optional
    ]
    found_targets = False
    independent = _target_independent(ab, costs, bring) and not surcharge_possible(view, player)
    for targets in _target_sets_any(problems, search):
        if found_targets and independent:
            break  # every other target set meets the same costs and Gold: already decided
        found_targets = True
        binding: dict[str, str | tuple[str, ...]] = {SOURCE: card, **bearer_binding(view, card)}
        flat: dict[str, str] = {SOURCE: card, **bearer_binding(view, card)}
        for name, cards in targets.items():
            binding[name] = cards if len(cards) != 1 else cards[0]
            if cards:
                flat[name] = cards[0]
        if ab.condition is not None and (
            ab.condition.references() - set(flat)  # names an unbound bearer: it can't hold
            or not condition_holds(view, player, ab.condition, flat)
        ):
            search.note(f"condition not met: {condition_text(ab.condition)}", "condition")
            continue
        per_cost: list[list[CostOption]] = []
        blocked = False
        forced = search.alternative
        for index, mc in enumerate(costs):
            pick = search.picks[index] if index < len(search.picks) else None
            options, why = cost_options(view, player, card, ab, mc, binding, pick)
            if pick is not None and options:
                options = [o for o in options if pick.keeps(o)]
                why = why or f"the chosen way to pay {cost_text(mc.cost)} can't be used"
            if forced is not None and mc.cost.any_of:
                options = [o for o in options if o.alt == forced]
                alts = len(mc.cost.any_of)
                why = why or (
                    f"alternative={forced} (0-based; this cost has {alts}: 0 to {alts - 1}) of "
                    f"{cost_text(mc.cost)} can't be paid"
                    if forced >= alts
                    else f"alternative={forced} ({cost_text(mc.cost.any_of[forced])}) can't be paid"
                )
                forced = None
            if not options:
                search.note(f"can't pay the cost: {why}")
                blocked = True
                break
            per_cost.append(options)
        if blocked:
            continue
        for choice in cost_choices(per_cost, search.note):
            if search.expired():
                search.unknown = True
                return None if search.best is None else replace(search.best, cheapest=False)
            used = consumed(choice)
            for brought, payment in _bring_options(
                view, player, card, bring, targets, flat, search
            ):
                w = _pay(view, player, card, ab, targets, choice, used, brought, payment, search)
                settled = w is not None and settled_host(view, player, w, bring)
                if w is not None and search.offer(w, settled) and not surcharged(w):
                    return proven_if_free(w, costs, card)  # a surcharge: another set may pay none
    if search.best is not None:
        doubt = search.unknown or search.bring_doubts or surcharged(search.best)
        return replace(search.best, cheapest=not doubt)
    if not found_targets and any(p.specs for p in problems) and not search.unknown:
        try:  # proven impossible above; this only finds the words for it
            limit = max(search.deadline, time.monotonic() + 0.05)
            reason = solve_targeting(problems[0], deadline=limit).reason
        except SearchTimeout:
            reason = "no choice of targets meets every relation between them"
        search.note(f"required targeting can't be met: {reason}", "target")
    return None


def _target_independent(
    ab: Ability, costs: Sequence[MandatoryCost], bring: Sequence[BringIntoPlay]
) -> bool:
    """True when no cost, no condition and nothing brought into play depends on the targets:
    then the costs, their Gold and the witness's price are the same for every target set, and
    the first target set decides (an illegal verdict needs no walk over all of them)."""
    if bring:
        return False
    if ab.condition is not None and ab.condition.references() - {SOURCE}:
        return False
    return all(not (mc.cost.references() - {SOURCE}) for mc in costs)


def _bring_options(
    view: View,
    player: str,
    card: str,
    bring: Sequence[BringIntoPlay],
    targets: Mapping[str, tuple[str, ...]],
    flat: Mapping[str, str],
    search: _Search,
) -> Iterator[tuple[str | None, tuple[gold.Payment, ...]]]:
    """The cards a non-optional "bring into play" could bring, with their Gold payment."""
    if not bring:
        yield None, ()
        return
    eff = bring[0]  # one bring-into-play effect per action is what the card pool needs
    if eff.from_zone in ("deck", "dynasty_deck", "fate_deck"):
        yield None, ()  # the player does not know their face-down deck (Good Faith Rule)
        return
    any_candidate = False
    hosts = {**targets, SOURCE: (card,)}  # "Equip a Spell to Kosea": the card itself hosts
    hosts |= trigger_host_cards(view, player)  # "Attach this card to him": the trigger's card
    for cid, definition in bring_candidates(view, player, card, eff, targets):
        why = entering_play_problem(view, player, cid, definition, eff, hosts)
        if why:
            search.note(why, "entering", (cid,))
            continue
        any_candidate = True
        payment: tuple[gold.Payment, ...] = ()
        if eff.pay_cost and definition.gold_cost is not None:  # as Recruited, and the action's
            cost, doubt = brought_gold(view, player, cid, definition, eff, flat)
            payment = brought_payments(view, player, cid, definition, eff, cost)
            search.bring_doubts.update({cid: doubt} if doubt else {})
        yield cid, payment
    if not any_candidate:  # (the card targeted for it, or what it may bring)
        search.note(no_bring_text(view, eff, hosts), "entering")


def _pay(
    view: View,
    player: str,
    card: str,
    ab: Ability,
    targets: Mapping[str, tuple[str, ...]],
    choice: Sequence[CostOption],
    used: set[str],
    brought: str | None,
    bring_payment: tuple[gold.Payment, ...],
    search: _Search,
) -> Witness | None:
    """Pay every Gold cost (separate payments) from the sources the other costs left."""
    paid_for = action_paid_for(view, player, card, ab)  # ``solver.action_paid_for``
    payments: list[gold.Payment] = []
    for i, opt in enumerate(choice):
        if opt.paid and opt.kind == "gold" and opt.gold is not None:
            payments.append(option_payment(i, opt.gold, opt.added, paid_for))
    surcharge = targeting_surcharges(view, player, ab, targets, paid_for)  # The Abbot
    payments += [*bring_payment, *surcharge]
    if not payments:
        return Witness(dict(targets), tuple(choice), brought, None, True)
    held = held_from_discards(view, player, card, ab, targets, choice, brought)
    excluded = sorted({*used, *held})
    sources = gold_sources(view, player, exclude=excluded, honor_lossless=False)
    unreduced = sources
    sources = action_sources(view, player, card, sources, payments)  # Kaeru Contractor, Tanimura
    if doubtful := unsure_sources(view, player, card, ab, choice, sources, excluded, payments):
        search.gold_unread.append(counted_first(view, doubtful))
        sources = [s for s in sources if s.id not in doubtful]
    # the same sources and payments (another non-producing card bowed, another target set with
    # the same costs) have the same answer: each Gold problem is solved once per check, and once
    # proven, in another check on this View (the factored action space checks each candidate)
    key = (tuple(sources), tuple(payments), search.cheapest)
    solved = view.memo("good_faith.gold")
    result = search.plans.get(key)
    if result is None:
        known = solved.get(key)
        result = known if isinstance(known, gold.PaymentResult) else None
    if result is None:
        remaining = max(0.05, search.deadline - time.monotonic())
        cold = cpsat_cold()  # OR-Tools' one-time load is not in the limit (``solver_load``)
        result = joint_solve(  # Keigo and Tamako discarding from one hand (h43gold)
            *(view, player, card, sources, payments, excluded),
            time_limit_s=remaining,
            any_plan=not search.cheapest,  # legality only asks whether it can be paid
        )
        search.deadline = past_load(search.deadline, cold)
        search.plans[key] = result
        if result.status != "unknown":
            solved[key] = result
    if result.feasible and result.plans:
        plan = result.plans[0]
        problem = joint_problem(view, player, card, sources, payments, excluded, plan)
        return Witness(dict(targets), tuple(choice), brought, plan, result.optimal, problem=problem)
    if result.status == "unknown":
        search.unknown = True
        if (result.reason or "").startswith("not modelled"):  # too many ways (joint_discards)
            search.unknown_why = search.unknown_why or result.reason
        return None
    search.gold_short = True
    search.count_short = search.count_short and count_short(view, player, sources, payments)
    search.shorts.append((tuple(sources), tuple(payments)))
    if not merged_short(view, player, card, unreduced, payments):
        search.reduction_open = True  # (``action_reduction_bound``)
    doubts = action_gold_doubts(view, player, card, excluded, ab, choice)
    search.gold_unread.extend(joint_doubts(view, player, card, doubts, excluded))
    if brought in search.bring_doubts:
        search.gold_unread.append(search.bring_doubts[brought])
    texts = {f"cost{i + 1}": o.text for i, o in enumerate(choice)}  # the Discipline's named
    labels = gold_cost_labels([p.id for p in payments], texts)
    raw = result.reason or "the Gold costs can't be paid"
    source_ids = [s.id for s in sources]
    reason = raw
    if raw not in search.words:  # worded only if it is shown (lazily: many choices fail)
        search.words[raw] = lambda: gold_reason_words(view, raw, source_ids, labels)
    if used & {source_card(s.id) for s in gold_sources(view, player)}:
        names = ", ".join(sorted(view.definition(c).title for c in used))
        reason += f" ({names} pays another cost, so it can't also bow for Gold)"
    search.note(
        f"can't pay the Gold: {reason}",
        "gold",
        sorted({source_card(s.id) for s in gold_sources(view, player)}),
    )
    return None


__all__ = ["AnnouncementError", "Verdict", "Witness", "check"]
