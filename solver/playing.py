"""Playing cards: Recruit and Equip as announcements, checked like abilities.

Rules: Costs and restrictions (Conditions, Restrictions, Gold production), Reference 02 (the
rulebook abilities: "Dynasty: Recruit", "Open: Equip"), Reference 03 (Holdings enter play
bowed; the Honor Requirement; the Clan Honor Rule; attachments), Reference 05 (a card entering
play is face-up but out of play while its conditions and costs are checked), Reference 01
(Equip and Recruit target the card they bring into play).

Timing model: Recruit is the rulebook Dynasty ability, so it is taken in the player's own
Dynasty Phase on a face-up card in one of their provinces; actions that recruit otherwise are
abilities with a ``bring_into_play`` effect from the province (``good_faith``). Equip is the
rulebook Open ability: in an Action Phase (any player's), outside the Combat Segment, on an
attachment in the player's hand, onto a Personality they control who can legally take it.

The Clan Honor Rule ("pay an additional 2 Gold to Recruit a Personality that has a Clan
Alignment but not yours") is read as an *additional cost*, not a change to the Personality's
Gold cost: it adds 2 Gold to pay without changing the Gold Cost stat (which other effects,
such as "total Gold cost", still read as printed). Costs and restrictions / Gold production
makes a Gold cost "added by a separate additional effect" a separate payment, so the surcharge
is paid on its own: a 7 Gold Personality of another clan can't be paid with one 9-Gold source
alone, but can with sources of 7 and 2. Ongoing Gold cost reductions change the amount of the
card's own cost.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from model.abilities import Ability
from model.cards import FATE_TYPES, CardDef, CardType
from model.common import Designator, Stat, first_few
from model.evaluate import condition_holds
from model.lazy_regex import lazy_regex
from model.load import LoadedState, as_view
from model.selectors import SOURCE
from model.state import Phase, View
from model.zones import Zone
from solver import gold
from solver.attach_limit_scope import spares_other_play
from solver.certain_increase import certain_increases
from solver.clan_grants import with_granted_clan
from solver.clan_honor import clan_surcharge
from solver.conditional_costs import doubt_prevented_costs
from solver.cost_decreases import decrease_only, decrease_said, gold_decrease_only
from solver.costs import CostOption
from solver.entering import (
    attach_unsettled,
    can_attach,
    hosts_for,
    restriction_problem,
)
from solver.entering_increase import (
    focus_effect_attach,
    ignores_honor_requirement_only,
    increase_of,
    minimum_of,
    raised_result,
    raised_witness,
)
from solver.entering_joint import (
    entering_doubts,
    entering_problem,
    entering_solve,
    unknown_code,
)
from solver.entering_price import gold_cost_now, optional_note, past_count
from solver.entering_requirements import give_control_requirement
from solver.entering_scope import may_concern, pure_reduction
from solver.equip_host_context import with_announced_host
from solver.equip_host_scope import doubt_play_hosts
from solver.equip_permissions import battle_equip_permission
from solver.explain import gold_reason_words
from solver.gold_sentence_scope import fixed_reduction, gold_sentence_concerns
from solver.granted import granted_verdict
from solver.honor_permissions import honor_permission
from solver.host_price_scope import host_open_for
from solver.host_refusals import host_refusal
from solver.host_settled_reductions import settled_onto_hosts
from solver.in_play_sayings import in_play_saying
from solver.join_scope import join_concerns
from solver.keyword_entering import keyword_entering_concerns
from solver.lasting_plays import doubt_lasting, lasting_discard_plays
from solver.minimum_cost import at_minimum, exact_minimum, only_raises
from solver.open_recruit import recruit_timing_met
from solver.own_ability_scope import own_host_only
from solver.own_entry import clan_problem, own_entry_read
from solver.own_grants_scope import own_grants
from solver.own_restriction_scope import restriction_sentence_spares
from solver.owned_cost_scope import owned_cost_concerns
from solver.paying_reduction_sources import with_reductions
from solver.play_cost_scope import cost_sentence_concerns
from solver.play_permissions import battle_only_permission
from solver.production import (
    gold_sources,
    paid_for,
    source_card,
    unread_producers,
)
from solver.production_discard import paid_card_excluded
from solver.production_order import in_order, in_order_problem
from solver.reduction_bars import unread_spared  # "Will only join ...": forbids
from solver.refusal_scope import spares_refusal
from solver.shortfall_unread import shortfall_reason, unread_could_pay
from solver.timing_windows import doubt_window, window_problem
from solver.unique_aliases import unique_aliases
from solver.verdict import EQUIP, RECRUIT, Play, Reason, ReasonCode, Verdict, Witness
from solver.witness_doubts import unproven


@dataclass(frozen=True, slots=True)
class _Ctx:
    view: View
    player: str
    card: str
    definition: CardDef
    #: an Equip's announced host (its price settled onto him: ``host_settled_reductions``)
    hosts: tuple[str, ...] | None = None


def partial_unread(
    view: View, player: str, definition: CardDef, card: str | None = None, hosts_read: bool = False
) -> list[str]:
    """Its own changes "if A or B" with a part not read (``EnteringChange.partial``) whose part
    read does not hold now: whether they apply is not known (Costs and restrictions / Changes to
    costs and payments; ``model.oracle.entering_or``). When it holds, the change applies
    whatever the other part means (``printed_entering_delta``). A change for a host
    ("Attaches to a Courtier for 2 less Gold.") is not known where the host is not
    (``hosts_read``: the rulebook Equip prices each host)."""
    bound = {SOURCE: card} if card is not None else {}
    return [
        change.partial
        for change in definition.entering
        if change.partial is not None
        and not (hosts_read and change.host is not None)
        and (
            past_count(view, change.per_past) is None
            if change.per_past is not None
            else change.condition is None
            or not condition_holds(view, player, change.condition, bound)
        )
    ]


def entering_unread(
    view: View,
    player: str,
    definition: CardDef,
    card: str | None = None,
    *,
    hosts_read: bool = False,
) -> list[str]:
    """Printed text that could change this card's cost to enter play or where it may attach,
    not understood: its own (``entering_unread``; an "if A or B" change whose part read does not
    hold now, ``partial_unread``) and what cards in play say of others (``grants_unread``), as
    "Title: sentence". ``card``: its id, for its conditions; ``hosts_read``: its changes for a
    host are read (``partial_unread``)."""
    # its own sentences, and those read as said of others ("Crab Clan players may ignore
    # Chiyo's Honor Requirement": a name's possessive is not always known to be itself)
    # (an Event's traits are active only while it is in play, Reference 03: its sentences about
    # other cards can't change its own entering; Alliance, h26adv2 N11)
    grants = own_grants(definition)  # ``solver.own_grants_scope``
    out = [
        f"{definition.title}: {t}"
        for t in (
            *definition.entering_unread,
            *partial_unread(view, player, definition, card, hosts_read),
            *grants,
        )
        if not own_entry_read(view, player, t, definition, card)  # "Will not join a Crab ..."
        and not (definition.type is CardType.PERSONALITY and own_host_only(t, definition.title))
    ]
    for inst, d in in_play_saying(view):  # a card saying neither adds nothing here
        for t in d.grants_unread:  # those that may concern this card (``may_concern``)
            said = f"{d.title}: {t}"
            yours = inst.controlled_by == player
            if said not in out and False in (
                cost_sentence_concerns(t, definition, yours),
                join_concerns(t, definition, yours),
                owned_cost_concerns(t, definition, yours),
                gold_sentence_concerns(t, view, definition, card, yours),
            ):
                continue  # "You Recruit non-Ninja Personalities for 1 more Gold": not this play
            if keyword_entering_concerns(t, view, definition, card, yours) is False:
                continue  # "Your Ronin cards enter play for 1 less Gold ...": not a Ronin card
            if (fit := honor_permission(view, player, t, card)) is not None and (
                fit != "unsure" or not yours
            ):
                continue  # read (``solver.honor_permissions``), or another player's "You"
            if restriction_sentence_spares(t, d, definition, yours):
                continue  # "You may ignore M'rika's Loyal restriction ...": not M'rika
            if spares_other_play(t, view, definition, card, inst.id, player):
                continue  # "A Personality may only attach one Kimono.": not a Kimono
            if said not in out and may_concern(t, definition, yours):
                out.append(said)
        if definition.is_attachment and inst.controlled_by == player:
            # a host's own "Will not attach non-Ninja Followers." (Reference 03, attachments)
            out.extend(
                f"{d.title} ({inst.id}): {t}"
                for t in d.entering_unread
                if host_open_for(t, d, view, definition)  # ``solver.host_price_scope``
            )
    return out + unique_aliases(view, player, definition) + clan_problem(view, player, definition)


def _unread_verdict(
    ctx: _Ctx,
    index: Play,
    v: Verdict,
    gold: bool = True,
    refused: str = "",
    read: frozenset[str] = frozenset(),
) -> Verdict | None:
    """``unknown`` when text not understood could turn the verdict ``v`` (legal or not): a
    reduction can only make an illegal play legal, an increase only a legal one illegal; any
    other sentence (where it may attach, "ignoring Honor Requirements") either way. A sentence
    that only lowers the Gold (``pure_reduction``) turns only an illegal for its Gold (``gold``:
    not one for Unique, Loyal, a Spell's host ...); fixed increases ("for 1 more Gold") leave a
    legal play whose sources pay them all too (``solver.entering_increase``): ``v`` then shows
    the plan paying them all (never an underpaying plan), not proven cheapest. Increases read
    with certainty (``certain_increases``) are paid exactly: a shortfall then is certain."""
    legal, witness = v.status == "legal", v.witness
    unread = entering_unread(
        ctx.view, ctx.player, ctx.definition, ctx.card, hosts_read=index == EQUIP
    )
    sure = certain_increases(ctx.view, ctx.player, ctx.definition, ctx.card, index)
    plus = 0  # ``sure`` is in the play's Gold cost already (``gold_cost_now``)
    short_only = not legal and gold and bool(v.details) and all(r.code == "gold" for r in v.details)
    could = [
        t
        for t in unread
        if t not in {said for said, _ in sure}
        and t not in read  # read: ``entering_requirements``
        and not (legal and _LESS.search(t) and not _MORE.search(t))
        and not (not legal and (_MORE.search(t) or only_raises(t)) and not _LESS.search(t))
        and not (not legal and not gold and pure_reduction(t.partition(": ")[2]))
        and not (legal and decrease_only(t.partition(": ")[2]))
        and not (legal and battle_only_permission(t.partition(": ")[2]))  # adds a way
        # a second Unique card: a refusal of attachments lifts nothing (h27adv2 N6)
        and not (refused.startswith(_UNIQUE) and host_refusal(t.partition(": ")[2]) is not None)
        and not (not legal and not gold and gold_decrease_only(t.partition(": ")[2]))
        and not ((legal or short_only) and ignores_honor_requirement_only(t.partition(": ")[2]))
        and not (legal and focus_effect_attach(t.partition(": ")[2]))
        and not spares_refusal(refused, t.partition(": ")[2])  # Loyal, HR ... decided first
        and not unread_spared(ctx.view, ctx.player, ctx.definition, ctx.card, index, t, v)
        and not (legal and fixed_reduction(t.partition(": ")[2]) is not None)  # only lowers
        # an Honor Requirement ignored pays no Gold (h29adv2 F8: Ayameko short of Gold)
        and not (short_only and ignores_honor_requirement_only(t.partition(": ")[2]))
        and not settled_onto_hosts(ctx.view, ctx.player, ctx.card, t, ctx.hosts)  # Tselu
    ]
    lowers = [fixed_reduction(t.partition(": ")[2]) for t in could]
    short = could and not legal and gold and index == RECRUIT and None not in lowers
    if short and _short_even_less(ctx, sum(n or 0 for n in lowers)) is not None:
        could = []  # short by more than they can take off (``gold_sentence_scope``)
    # its Honor Requirement ignored, its Gold is still short (h29adv2 F8: Ayameko)
    hr_only = [ignores_honor_requirement_only(t.partition(": ")[2]) for t in could]
    hr = could and all(hr_only) and refused.startswith("Honor Requirement ") and index == RECRUIT
    if hr and (why := _short_even_less(ctx, 0)) is not None:
        return _verdict(ctx, index, "illegal", [Reason("gold", f"can't pay the Gold: {why}")])
    more = [n for t in could if (n := increase_of(t.partition(": ")[2])) is not None]
    least = [n for t in could if (n := minimum_of(t.partition(": ")[2])) is not None]
    fixed = len(more) + len(least) == len(could)
    if legal and (could or plus) and fixed:
        # exact: only increases read with certainty, on a cost not held at 0 (Reference 04:
        # every increase and reduction is summed, then the cost can't be below 0)
        exact = all(exact_minimum(ctx, t, index) for t in could) and _first_cost(witness) > 0
        least_ = max(least, default=0)
        raised = raised_witness(witness, sum(more) + plus, at_least=least_, exact=exact)
        if raised is not None:  # not read with certainty: the sentences named (h42 Left)
            v = replace(v, witness=raised)
            return v if exact else unproven(v, could)
        # short for certain only where no other choice (an Equip's host) costs less
        least_cost = witness is not None and witness.cheapest
        found = raised_result(witness, plus, at_least=least_) if exact and least_cost else None
        if found is not None and found[1].status == "infeasible":
            ids = [s.id for s in found[0].sources]
            words = gold_reason_words(ctx.view, found[1].reason or "", ids, _PAYMENT_WORDS)
            return _short(ctx, index, f"can't pay the Gold: {words}")
        if plus:  # never the plan that pays less than the cards in play certainly add
            said = first_few([*(t for t, n in sure if n), *could])
            why = f"not modelled: whether the sources pay what this adds: {said}"
            return _verdict(ctx, index, "unknown", [why], code="not_modelled")
    if not could:
        return None
    text = "not modelled: " + first_few(could)
    return _verdict(ctx, index, "unknown", [text], code="not_modelled")


def _short_even_less(ctx: _Ctx, less: int) -> str | None:
    """Why the Recruit of ``ctx.card`` is short of Gold even with its Gold cost lowered by
    ``less`` (Costs and restrictions / Changes to costs and payments); None when not sure (a
    Gold producer not read in play)."""
    d = ctx.definition
    cost = gold_cost_now(ctx.view, ctx.player, d, "dynasty", ctx.card)
    if cost is None:
        return None
    recruiting = paid_for(d, recruit=True)
    payments = [gold.Payment("recruit", max(0, cost - less), recruiting)]
    if extra := clan_surcharge(ctx.view, ctx.player, d):
        payments.append(gold.Payment("clan-honor", extra, replace(recruiting, added=True)))
    result = _pay(ctx, payments, 2.0)
    if result.status != "infeasible" or (
        shortfall_reason(ctx.view, ctx.player, ctx.card) is not None
        and unread_could_pay(ctx.view, ctx.player, d, ctx.card, _sources(ctx, payments), payments)
    ):  # a producer not read that may pay (``shortfall_unread``)
        return None
    return result.reason or "short"


_LESS = lazy_regex(
    # "When paying for Kozue: You may bow ...; if you did, ignore Kozue's Gold cost." (an
    # optional reduction of its own: it can only help)
    r"\bless gold\b|:g\d+: less\b"  # ":g2: less": "2 less Gold"
    r"|\byou may\b(?!.*\bmore\b).*\b(?:reduce|lower|ignore)\b[^.]*\bgold cost\b",
    re.IGNORECASE,
)
_UNIQUE = ("Unique:", "Singular:")
#: an increase, or a cost added to its entering play ("As an additional cost of En'you entering
#: play, either remove ... or destroy ...": Costs and restrictions / Mandatory costs) with no
#: word that could allow: it can only forbid
_MORE = lazy_regex(
    r"\bmore gold\b|:g\d+: more\b"
    r"|^(?!.*\b(?:may|can|ignor\w*|instead|less|without)\b).*\badditional costs?\b"
    # "You must give control of one of your ... Holdings ... to bring this card into play."
    # (a requirement of its own entering play: it can only forbid)
    r"|^(?!.*\b(?:may|can|ignor\w*|instead|less|without)\b).*\byou must\b.*"
    r"\bto (?:bring|recruit) (?:this card|this [a-z]+|him|her|it)(?: into play)?\.?$",
    re.IGNORECASE,
)


def _verdict(
    ctx: _Ctx,
    index: Play,
    status: str,
    reasons: list[Reason | str] | None = None,
    witness: Witness | None = None,
    designator: str | None = None,
    *,
    code: ReasonCode = "entering",
) -> Verdict:
    """A verdict on a play; plain-text reasons get ``code`` and the card itself."""
    details = [
        r if isinstance(r, Reason) else Reason(code, r, (ctx.card,)) for r in (reasons or ())
    ]
    return Verdict.of(
        status,  # type: ignore[arg-type]
        ctx.card,
        index,
        ctx.definition.title,
        details,
        witness,
        designator,
    )


_PAYMENT_WORDS = {
    "recruit": "the Gold cost",
    "equip": "the Gold cost",
    "clan-honor": "the Clan Honor Rule's Gold",
}


def _pay(ctx: _Ctx, payments: list[gold.Payment], time_limit_s: float) -> gold.PaymentResult:
    """The Gold plan; its reason in a player's words (card titles, what each payment is)."""
    sources = _sources(ctx, payments)
    view, player, card = ctx.view, ctx.player, ctx.card
    result = entering_solve(view, player, card, sources, payments, time_limit_s)  # Keigo, Tamako
    plan = result.plans[0] if result.plans else None
    problem = entering_problem(view, player, card, sources, payments, plan)
    # sources used one after another: a count of bowed cards (``solver.production_order``)
    result = in_order(ctx.view, ctx.player, problem, result, time_limit_s)
    if result.reason:
        ids = [s.id for s in sources]
        words = gold_reason_words(ctx.view, result.reason, ids, _PAYMENT_WORDS)
        result = replace(result, reason=words)
    return result


def _sources(ctx: _Ctx, payments: Sequence[gold.Payment]) -> list[gold.Source]:
    """The Gold sources for paying for the card: no producer discards it for Gold (Costs and
    restrictions; ``solver.production_discard``); a bowed reduction of its kind, exactly."""
    view, player, card = ctx.view, ctx.player, ctx.card
    found = gold_sources(view, player, exclude=paid_card_excluded(view, player, (card,)))
    unread = entering_unread(view, player, ctx.definition, card)
    return with_reductions(view, player, card, found, payments, unread)


def _short(ctx: _Ctx, index: Play, reason: str, paid: Sequence[gold.Payment] = ()) -> Verdict:
    """A Gold shortfall: ``illegal``, or ``unknown`` when a producer is not modelled."""
    unread = shortfall_reason(ctx.view, ctx.player, ctx.card)
    if unread is not None:  # only text that could pay for this card (h26adv1 F6)
        could = unread_could_pay(
            ctx.view, ctx.player, ctx.definition, ctx.card, _sources(ctx, paid), paid, ctx.hosts
        )
        could = entering_doubts(ctx.view, ctx.player, ctx.card, paid, could)  # settled jointly
        if not could:
            unread = None
        elif len(could) < len(unread_producers(ctx.view, ctx.player)):
            unread = "the Gold may be short only because this text is not modelled: " + first_few(
                could, sep="; "
            )
    if unread is not None:
        producers = tuple(sorted({source_card(s.id) for s in gold_sources(ctx.view, ctx.player)}))
        return _verdict(
            ctx,
            index,
            "unknown",
            [
                Reason("not_modelled", unread, (ctx.card,)),
                Reason("gold", reason, (ctx.card, *producers)),
            ],
        )
    producers = tuple(sorted({source_card(s.id) for s in gold_sources(ctx.view, ctx.player)}))
    return _verdict(ctx, index, "illegal", [Reason("gold", reason, (ctx.card, *producers))])


def check_recruit(
    state: LoadedState | View, player: str, card: str, *, time_limit_s: float = 2.0
) -> Verdict:
    """May ``player`` Recruit ``card`` now? (Dynasty: Recruit, Reference 02 / 03)."""
    view = as_view(state)
    ctx = _Ctx(view, player, card, view.definition(card))
    d, inst = ctx.definition, view.card(card)
    if inst.zone is not Zone.PROVINCE or inst.owner != player or not inst.is_face_up:
        return _verdict(
            ctx,
            RECRUIT,
            "illegal",
            [f"{d.title} is not face up in one of your provinces"],
            code="timing",
        )
    if d.type in FATE_TYPES:  # Reference 03: Followers, Items, Spells by Equip; a Strategy ...
        why = f"{d.title} is a Fate card ({d.type.value}): Recruit brings Dynasty cards into play"
        return _verdict(ctx, RECRUIT, "illegal", [why])
    if not recruit_timing_met(view, player, card):  # Dynasty, or Open by its own trait
        if (reserve := _reserve(ctx)) is not None:
            return reserve
        return _verdict(
            ctx,
            RECRUIT,
            "illegal",
            ["Recruit is a Dynasty action: only in your own Dynasty Phase"],
            code="timing",
        )
    return at_minimum(ctx, _settled(ctx, RECRUIT, _recruit(ctx, time_limit_s)), _short_even_less)


def _reserve(ctx: _Ctx, index: Play = RECRUIT) -> Verdict | None:
    """In the Combat Segment, a Reserve card's Recruit or Equip: Reference 02 lists Reserve among
    the rulebook abilities whose rules are in a file the rules files lack ("You may Recruit a
    Reserve Personality, if they would be opposed, as an Absent Battle action"): ``unknown``,
    never a false illegal."""
    if not ctx.view.state.in_combat or "reserve" not in ctx.definition.keywords:
        return None
    why = "not modelled: Reserve (its rules are not in the rules files) may allow it in battle"
    return _verdict(ctx, index, "unknown", [why], code="not_modelled")


def _first_cost(witness: Witness | None) -> int:
    """The play's own Gold cost in ``witness``'s payment problem (0 when none)."""
    if witness is None or witness.problem is None or not witness.problem.payments:
        return 0
    return witness.problem.payments[0].cost or 0


def _settled(ctx: _Ctx, index: Play, v: Verdict) -> Verdict:
    """Its timing met, a Recruit's or Equip's verdict stands unless unread text could turn it."""
    if v.status == "unknown":
        return v
    gold = not v.details or any(r.code == "gold" for r in v.details)  # illegal for its Gold
    refused = v.reasons[0] if v.status == "illegal" and v.reasons else ""
    was = v.status  # a cost of its own entering play read (``solver.entering_requirements``)
    v, read = give_control_requirement(ctx.view, ctx.player, ctx.definition, v)
    turned = _unread_verdict(ctx, index, v, gold and v.status == was, refused, read)
    if turned is not None and turned.status == "legal":  # the worst case's plan
        return unproven_by_unread(ctx.view, ctx.player, ctx.definition, turned, ctx.card, index)
    if turned is None and v.status == "legal":
        return unproven_by_unread(ctx.view, ctx.player, ctx.definition, v, ctx.card, index)
    return v if turned is None else turned  # not `or`: a Verdict is falsy unless legal


def unproven_by_unread(
    view: View,
    player: str,
    definition: CardDef,
    v: Verdict,
    card: str | None = None,
    play: Play | None = None,
) -> Verdict:
    """A legal ``v`` whose card has text not understood that may lower its cost to enter play
    (its own "enters play for 1 less Gold if ...", a card in play's grant): its Gold plan is not
    proven cheapest (README: a plan says whether it was proven; h25adv1 F3). ``play``: the
    rulebook play (Recruit, Equip) whose increases read with certainty are paid."""
    w = v.witness
    if w is None or not (w.cheapest or w.plan_optimal):
        return v
    sure = {said for said, _ in certain_increases(view, player, definition, card, play)}
    unread = entering_unread(view, player, definition, card, hosts_read=play == EQUIP)
    # an Honor Requirement ignored changes no Gold (h44adv1 E4: Keep of the Dead)
    unread = [t for t in unread if not ignores_honor_requirement_only(t.partition(": ")[2])]
    if not [t for t in unread if t not in sure] and not (
        card is not None and decrease_said(view, card)
    ):
        return v
    return unproven(v, [t for t in unread if t not in sure])  # named (``witness_doubts``)


def _recruit(ctx: _Ctx, time_limit_s: float) -> Verdict:
    """Recruit past its timing: Gold cost, restrictions, the Clan Honor Rule, the Gold plan."""
    view, player, card, d = ctx.view, ctx.player, ctx.card, ctx.definition
    d = with_granted_clan(view, player, card, d)  # "Your Kolat Personalities ... have your Clan"
    cost = gold_cost_now(view, player, d, "dynasty", card)
    if cost is None:
        return _verdict(
            ctx,
            RECRUIT,
            "illegal",
            [f"{d.title} has no Gold cost: it can't be recruited (no Gold may be paid for it)"],
        )
    if d.type not in (CardType.PERSONALITY, CardType.HOLDING):  # Reference 03: those two only
        open_ = f"not modelled: whether a {d.type.value} may be Recruited (Reference 03 says so"
        open_ += " of Holdings and Personalities)"
        return _verdict(ctx, RECRUIT, "unknown", [open_], code="not_modelled")
    why = restriction_problem(view, player, d, card=card)
    if why:
        return _verdict(ctx, RECRUIT, "illegal", [why])
    recruiting = paid_for(d, recruit=True)
    payments = [gold.Payment("recruit", cost, recruiting)]
    options = [
        CostOption(f"pay {cost} Gold ({d.title}'s Gold cost{optional_note(d)})", "gold", gold=cost)
    ]
    extra = clan_surcharge(view, player, d)
    if extra:
        payments.append(gold.Payment("clan-honor", extra, replace(recruiting, added=True)))
        options.append(CostOption(f"pay {extra} Gold more (Clan Honor Rule)", "gold", gold=extra))
    result = _pay(ctx, payments, time_limit_s)
    if result.status == "unknown":
        why = result.reason or "time limit"
        return _verdict(ctx, RECRUIT, "unknown", [why], code=unknown_code(why))
    if not result.feasible:
        return _short(ctx, RECRUIT, f"can't pay the Gold: {result.reason}", payments)
    problem = entering_problem(
        view, player, card, _sources(ctx, payments), payments, result.plans[0]
    )
    problem = in_order_problem(view, player, problem, result.plans[0])
    w = Witness(
        {"card": (card,)},
        tuple(options),
        card,
        result.plans[0],
        result.optimal,
        True,
        problem,
    )
    return _verdict(ctx, RECRUIT, "legal", witness=w, designator="dynasty")


def check_equip(
    state: LoadedState | View,
    player: str,
    card: str,
    host: str | None = None,
    *,
    time_limit_s: float = 2.0,
) -> Verdict:
    """May ``player`` Equip ``card`` from hand now (onto ``host``, or onto anyone who can)?"""
    return with_announced_host(
        card, host, lambda: _check_equip(state, player, card, host, time_limit_s)
    )


def _check_equip(
    state: LoadedState | View, player: str, card: str, host: str | None, time_limit_s: float
) -> Verdict:
    """``check_equip`` (see it), its host announced."""
    view = as_view(state)
    ctx = _Ctx(view, player, card, view.definition(card), None if host is None else (host,))
    d, inst = ctx.definition, view.card(card)
    if not d.is_attachment:
        return _verdict(
            ctx,
            EQUIP,
            "illegal",
            [f"{d.title} is a {d.type.value}, not an attachment"],
            code="timing",
        )
    if inst.zone is not Zone.HAND or inst.owner != player:
        return _verdict(ctx, EQUIP, "illegal", [f"{d.title} is not in your hand"], code="timing")
    st = view.state
    if st.phase is not Phase.ACTION or st.in_combat:
        if battle_equip_permission(view, player, card) is not None:  # its controller's
            return _settled(ctx, EQUIP, _equip(ctx, host, time_limit_s))
        if (reserve := _reserve(ctx, EQUIP)) is not None:
            return reserve
        return _verdict(
            ctx,
            EQUIP,
            "illegal",
            ["Equip is an Open action: only in an Action Phase"],
            code="timing",
        )
    return _settled(ctx, EQUIP, _equip(ctx, host, time_limit_s))


def _equip(ctx: _Ctx, host: str | None, time_limit_s: float) -> Verdict:
    """Equip past its timing: restrictions, a host who can take it, the Gold plan."""
    view, player, card, d = ctx.view, ctx.player, ctx.card, ctx.definition
    why = restriction_problem(view, player, d)
    if why:
        return _verdict(ctx, EQUIP, "illegal", [why])
    if host is not None:
        problem = can_attach(view, player, host, d) if view.has(host) else f"no card {host!r}"
        if problem:
            return _verdict(ctx, EQUIP, "illegal", [problem])
        hosts = [host]
    else:
        hosts = hosts_for(view, player, d)
        if not hosts:
            kind = {CardType.SPELL: "a Spell (Spells attach only to Shugenja)"}.get(d.type, d.title)
            mine = [
                c.id
                for c in view.state.cards
                if c.in_play
                and c.controlled_by == player
                and view.type_of(c.id) is CardType.PERSONALITY
            ]
            # the first three, and how many more (h45adv3 W3: never cut silently)
            why = "; ".join(str(can_attach(view, player, h, d)) for h in mine[:3])
            why += f" (and {len(mine) - 3} more)" if len(mine) > 3 else ""
            return _verdict(
                ctx,
                EQUIP,
                "illegal",
                [f"no Personality you control can take {kind}" + (f": {why}" if why else "")],
            )
    cost = gold_cost_now(view, player, d, "open", card)
    if cost is None:
        return _verdict(ctx, EQUIP, "illegal", [f"{d.title} has no Gold cost"])
    hr = d.honor_requirement if d.type is CardType.FOLLOWER else None
    # its cost onto each host ("Attaches to a Courtier for 2 less Gold.": Reference 03)
    price = {h: gold_cost_now(view, player, d, "open", card, h) or 0 for h in hosts}
    # a host whose Personal Honor meets it, and whose Weapons and Armor are settled, first;
    # then the cheapest
    hosts.sort(
        key=lambda h: (
            hr is not None and (view.stat(h, Stat.PERSONAL_HONOR) or 0) < hr,
            attach_unsettled(view, h, d) is not None,
            price[h],
        )
    )
    low = min(price.values())  # the cheapest host's cost: if it is short, every host's is
    result = _pay(ctx, [_equip_payment(d, low)], time_limit_s)
    if result.status == "unknown":
        why = result.reason or "time limit"
        return _verdict(ctx, EQUIP, "unknown", [why], code=unknown_code(why))
    if not result.feasible:
        return _short(ctx, EQUIP, f"can't pay the Gold: {result.reason}", [_equip_payment(d, low)])
    results = {low: result}
    # the first host (in that order) whose cost the sources pay: legal onto him
    host_ = next(h for h in hosts if _equip_paid(ctx, results, price[h], time_limit_s))
    result, cost_ = results[price[host_]], price[host_]
    onto = f", attaching to {view.definition(host_).title}" if cost_ != cost else ""
    said = f"pay {cost_} Gold ({d.title}'s Gold cost{optional_note(d)}{onto})"
    options = (CostOption(said, "gold", gold=cost_),)
    equip = (_equip_payment(d, cost_),)
    paying = entering_problem(view, player, card, _sources(ctx, equip), equip, result.plans[0])
    paying = in_order_problem(view, player, paying, result.plans[0])
    cheapest = cost_ == min(price.values())
    w = Witness(
        {"personality": (host_,)}, options, card, result.plans[0], result.optimal, cheapest, paying
    )
    if (unsettled := attach_unsettled(view, host_, d)) is not None:
        return _verdict(ctx, EQUIP, "unknown", [unsettled], code="not_modelled")
    if hr is not None and (ph := view.stat(host_, Stat.PERSONAL_HONOR) or 0) < hr:
        # the rules files state an Honor Requirement only for Personalities (Reference 03;
        # Costs and restrictions: "Honor Requirements are a type of restriction")
        why = (
            f"not modelled: {d.title}'s Honor Requirement ({hr}) is above the Personal Honor "
            f"({ph}) of every Personality who could take it; the rules files state a Follower's "
            "Honor Requirement nowhere"
        )
        return _verdict(ctx, EQUIP, "unknown", [why], code="not_modelled")
    return _verdict(ctx, EQUIP, "legal", witness=w, designator="open")


def _equip_payment(d: CardDef, cost: int) -> gold.Payment:
    return gold.Payment("equip", cost, paid_for(d, equip=True))


def _equip_paid(
    ctx: _Ctx, results: dict[int, gold.PaymentResult], cost: int, time_limit_s: float
) -> bool:
    """Do the sources surely pay the Equip at ``cost`` (each cost solved once)?"""
    if cost not in results:
        results[cost] = _pay(ctx, [_equip_payment(ctx.definition, cost)], time_limit_s)
    found = results[cost]
    return found.status != "unknown" and found.feasible


def candidate_plays(view: View, player: str) -> Iterator[tuple[str, Play]]:
    """Face-up cards in ``player``'s provinces (Recruit) and attachments in hand (Equip); the
    plays from a discard pile a lasting effect may allow (``solver.lasting_plays``)."""
    listed = set(lasting_discard_plays(view, player))
    yield from sorted(listed)
    for inst in view.state.cards:
        if inst.owner != player:
            continue
        if inst.zone is Zone.PROVINCE and inst.is_face_up:
            yield inst.id, RECRUIT
        elif inst.zone is Zone.HAND and view.definition(inst.id).is_attachment:
            yield inst.id, EQUIP
        elif inst.zone in (Zone.FATE_DISCARD, Zone.DYNASTY_DISCARD):
            # its own text, not read, may let it be played from there ("You may Equip this
            # Follower from your discard pile", "You may Recruit Endo from the discard pile"):
            # listed, and answered unknown (``doubt_play``)
            said = " ".join(view.definition(inst.id).actions_unread).lower()
            equip = "equip" in said or "may attach" in said
            if "discard pile" in said and equip and (inst.id, EQUIP) not in listed:
                yield inst.id, EQUIP
            if "discard pile" in said and "recruit" in said and (inst.id, RECRUIT) not in listed:
                yield inst.id, RECRUIT


def check_play(
    state: LoadedState | View, player: str, card: str, index: Play, *, time_limit_s: float = 2.0
) -> Verdict:
    """Dispatch a rulebook play (RECRUIT or EQUIP)."""
    if index == RECRUIT:
        v = check_recruit(state, player, card, time_limit_s=time_limit_s)
    elif index == EQUIP:
        v = check_equip(state, player, card, time_limit_s=time_limit_s)
    elif index.is_granted:  # an ability granted by its traits (``solver.granted``)
        return granted_verdict(as_view(state), player, card, ref=index)
    else:
        raise ValueError(f"not a rulebook play index: {index}")
    # Recruit is a Dynasty action, Equip an Open action (Reference 02): inside a pending window
    # (an action awaiting Interrupts, a Reaction window) whether one may start is not settled
    view = as_view(state)
    play = _PLAY_ABILITY[index]
    _, window = window_problem(view, player, play, play.designators[0])
    v = doubt_play_hosts(view, card, index, v, lambda h: check_equip(view, player, card, h))
    v = doubt_prevented_costs(view, player, v)  # a plan losing Honor beside "... lose Honor"
    return doubt_window(window, doubt_lasting(view, card, index, v))


#: Recruit is a Dynasty action, Equip an Open action (Reference 02), as the timing windows see
#: them (built once)
_PLAY_ABILITY = {
    RECRUIT: Ability(designators=(Designator.DYNASTY,)),
    EQUIP: Ability(designators=(Designator.OPEN,)),
}


def play_text(index: Play) -> str:
    """Words for a rulebook play."""
    return {
        RECRUIT: "Dynasty: Recruit (pay its Gold cost)",
        EQUIP: "Open: Equip onto a Personality you control (pay its Gold cost)",
    }[index]
