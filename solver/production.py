"""Gold production on the table: which cards can produce Gold now, as planner sources, and
what a payment is for (Costs and restrictions / Gold production).

A card produces by bowing (one source per mode; bowing modes of one card share a group) or
without bowing (a Reaction, a trait); usage limits, conditions, Honor loss and preventions
decide which modes are offered; a Stronghold gets the bonuses other cards grant it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import replace

from model.cards import (
    CardDef,
    CardType,
    PerCardGold,
    ProductionChange,
    ProductionMode,
    production_memory_index,
)
from model.common import STAT_MINIMUM, Stat, first_few
from model.evaluate import condition_holds, matches_relations, matches_unary
from model.lazy_regex import lazy_regex
from model.payments import GoldBonus, PaySelector
from model.player_clan import clan_producers, player_clan
from model.selectors import SOURCE, Selector
from model.state import View
from model.zones import Zone
from solver import gold
from solver.action_gold_scope import action_gold_unread
from solver.bowed_uses import bowed_use_only
from solver.effects import may_not_be_targeted, ongoing_effects, prevented
from solver.going_second_scope import second_only_unmet
from solver.gold.problem import MAX_VALUE
from solver.holding_bonus_bound import raised_holdings
from solver.holding_gp_modifier import holding_gp_change
from solver.honor_loss_scope import honor_loss_prevented
from solver.named_lowering_scope import named_lowering_spared
from solver.production_destroy import (
    bow_target_assignment,
    destroy_assignment,
    usable_producers,
)
from solver.production_discard import discard_assignment, discard_choices, offer_discard_choices
from solver.production_pairs import produces, producing_pairs
from solver.production_past import past_unreported
from solver.production_problems import gold_problems
from solver.production_sensei import sensei_gold_unknown, senseis_unstated
from solver.production_stats import stat_gold_unread
from solver.production_target_stat import has_target_modes, target_gold, target_unsettled
from solver.reaction_sources import by_reaction, reached_reactions, reaction_reached
from solver.stronghold_grant_scope import kept_grants

#: The ``extra_cost`` text of a source whose card leaves play (``ProductionMode.leaves_play``).
LEAVES_PLAY_WORDS = {
    "destroy": "destroy this card",
    "dynasty_deck": "shuffle this card into its owner's Dynasty deck",
    "destroyed_after": "this card is destroyed after it bows (an effect, not a cost)",
    "discard": "discard this card",
}


def gold_sources(
    view: View, player: str, exclude: Sequence[str] = (), honor_lossless: bool = False
) -> list[gold.Source]:
    """Each unbowed card of ``player`` in play that can bow to produce Gold, one Source per
    production mode (bowing modes of one card share a group: at most one is used). Cards
    bowed, destroyed or discarded by a cost (``exclude``) can't also produce.

    A mode that produces without bowing (``ProductionMode.bow`` false) is a Source of its own
    (``bows=False``, no group: usable with a bowing mode of the card); it is offered while its
    card is bowed only when ``while_bowed``, and a bow prevention doesn't stop it. A card in
    ``exclude`` offers none of its modes (conservative: the cost may have discarded it). Modes
    whose usage limit (``once_per_turn``/``once_per_game``) card memory shows reached, whose
    ``only_if`` fails, or whose Honor loss can't be paid (a cost; ``honor_is_cost``), are
    left out.

    ``CardDef.stronghold_bonuses`` of every card ``player`` controls in play (bowed or not: a
    trait) are added to the bonuses of every mode of each Stronghold ``player`` controls; a
    card in ``exclude`` gives none (conservative, as above). A ``from_tokens`` mode is a source
    only while its card has such a token. A mode whose card leaves play as its cost
    (``leaves_play``) carries that cost as its ``extra_cost`` and is left out while a
    destruction it needs is prevented. A card whose production is not fully read offers the
    modes it surely has (``CardDef.production``), unless a card in play has
    ``production_may_lower``."""
    if exclude:
        skip = frozenset(exclude)
        if not any(
            view.has(c)
            and (view.definition(c).stronghold_bonuses or view.definition(c).production_changes)
            for c in skip
        ):
            every = gold_sources(view, player, (), honor_lossless)
            # no card bowed by another's source, nor one left without (``skip`` may change
            # which cards are chosen): the same sources, less the cards in ``skip``
            if (
                not any(_OTHER in s.id for s in every)
                and not bow_other_assignment(view, player)[1]
                and not has_target_modes(view, player)  # a cost's card may be the target
            ):
                return [s for s in every if source_card(s.id) not in skip]
        return _gold_sources(view, player, skip, honor_lossless)
    memo = view.memo("gold_sources")  # the state is frozen: once per View and player
    cached = memo.get((player, honor_lossless))
    if cached is not None:
        return list(cached)  # type: ignore[call-overload,no-any-return]
    out = _gold_sources(view, player, frozenset(), honor_lossless)
    memo[(player, honor_lossless)] = tuple(out)
    return out


def _stronghold_grants(view: View, player: str, skip: frozenset[str]) -> tuple[gold.Bonus, ...]:
    """The bonuses cards ``player`` controls in play give their Stronghold (Plantation); a
    cost's card (``skip``) only those lowering it (``stronghold_grant_scope``: Taka Sensei)."""
    return tuple(
        b
        for inst in view.state.cards
        if inst.in_play and inst.controlled_by == player
        for b in kept_grants(view.definition(inst.id).stronghold_bonuses, inst.id in skip)
    )


def _gold_sources(
    view: View, player: str, skip: frozenset[str], honor_lossless: bool
) -> list[gold.Source]:
    """``gold_sources`` without the memo: cards in ``skip`` neither produce nor grant."""
    out: list[gold.Source] = []
    can_lose_honor = not prevented(view, player, "lose_honor")
    # a production not fully read is a lower bound only while nothing in play may lower Gold
    # in a way not understood (``CardDef.production_may_lower``)
    sure_ok = not any(
        c.in_play
        and view.definition(c.id).production_may_lower
        and not named_lowering_spared(view, c.id, None)  # no card of the title it names
        for c in view.state.cards
    )
    grants = _stronghold_grants(view, player, skip)
    changing = production_changes(view)
    bows_other, _ = bow_other_assignment(view, player, skip)
    penalized, _ = penalty_assignment(view, player, skip)
    destroyed, _ = destroy_assignment(
        view, player, skip, {*bows_other.values(), *penalized.values()}
    )
    targeted, _ = bow_target_assignment(
        view, player, skip, {*bows_other.values(), *penalized.values(), *destroyed.values()}
    )
    discarded, _, choices = discard_choices(view, player, skip)
    # a Gold-producing card bowed by another's cost: its modes and that source are alternatives
    paired = {
        other
        for card, other in bows_other.items()
        if any(m.bow_other_producing for m in view.definition(card).production)
    }
    for inst in view.state.cards:
        if inst.id in skip or inst.controlled_by != player or not inst.in_play:
            continue
        definition = view.definition(inst.id)
        if not definition.production or (definition.production_unread and not sure_ok):
            continue
        modes = definition.production
        granted = grants if definition.type is CardType.STRONGHOLD else ()
        can_bow = not inst.bowed and not prevented(view, player, "bow", inst.id)
        bowing = sum(1 for m in modes if m.bow)
        for i, mode in enumerate(modes):
            if mode.bow and not can_bow:
                continue
            if not mode.bow and inst.bowed and not mode.while_bowed:
                continue
            if by_reaction(view, inst.id, mode) and reaction_reached(view, inst.id):
                continue  # a stated effect may bar or tax its Reaction (solver.reaction_sources)
            if mode.once_per_turn or mode.once_per_game:
                used = view.state.uses_of(
                    inst.id,
                    production_memory_index(i),
                    *(() if mode.ability is None else (mode.ability,)),
                )
                if (mode.once_per_turn and used.this_turn >= 1) or (
                    mode.once_per_game and used.this_game >= 1
                ):
                    continue
            if mode.lose_honor and (honor_lossless or (mode.honor_is_cost and not can_lose_honor)):
                continue
            if (
                mode.lose_honor
                and mode.honor_is_cost
                and honor_loss_prevented(view, player, inst.id)
            ):
                continue  # "You do not lose Honor from cards you own.": the cost can't be paid
            if mode.leaves_play in ("destroy", "discard") and prevented(
                view, player, mode.leaves_play, inst.id
            ):
                continue  # the cost can't be paid
            other = bows_other.get(inst.id) if mode.bow_other is not None else None
            if mode.bow_other is not None and other is None:
                continue  # no card to bow for it (bow_other_assignment says why)
            if mode.penalize_other is not None:
                other = penalized.get(inst.id)
                if other is None:
                    continue  # no card to give the penalty (penalty_assignment says why)
            if mode.destroy_other is not None:
                other = destroyed.get(inst.id)
                if other is None:
                    continue  # no card to destroy for it (destroy_assignment says why)
            if mode.bow_target is not None:
                other = targeted.get(inst.id)
                if other is None:
                    continue  # no target to bow (bow_target_assignment says why)
            if mode.discard_other is not None:
                other = discarded.get(inst.id)
                if other is None:
                    continue  # no card to discard for it (discard_assignment says why)
            amount = mode_gold(view, player, inst.id, mode, skip)
            if amount is not None and other is not None and mode.target_stat is not None:
                amount += max(0, view.stat(other, mode.target_stat) or 0)  # "equal to his Chi"
            if amount is not None and other is not None and mode.discard_stat is not None:
                amount += max(0, view.stat(other, mode.discard_stat) or 0)  # its Focus Value
            resolved = _your_clan(view, player, mode)
            if amount is None or resolved is None:
                continue
            only_for, own_bonuses = resolved
            extra = mode.extra_cost
            if mode.lose_honor:
                extra = f"lose {mode.lose_honor} Honor" + (
                    "" if mode.honor_is_cost else " (an effect of producing, not a cost)"
                )
            if mode.leaves_play is not None:
                extra = "; ".join(x for x in (extra, LEAVES_PLAY_WORDS[mode.leaves_play]) if x)
            sid = inst.id if len(modes) == 1 else f"{inst.id}:{i}"
            if other is not None:
                sid = f"{inst.id}:{i}{_OTHER}{other}"
                bow = f"bow {view.definition(other).title} ({other})"
                if mode.destroy_other is not None:
                    bow = f"destroy {view.definition(other).title} ({other})"
                elif mode.discard_other is not None:
                    bow = f"discard {view.definition(other).title} ({other})"
                elif mode.bow_target is not None:
                    bow = f"bow {view.definition(other).title} ({other}), its target (an effect)"
                elif mode.penalty_stat is not None:
                    short = "C" if mode.penalty_stat is Stat.CHI else "F"
                    bow = f"permanently give {view.definition(other).title} ({other}) "
                    bow += f"{mode.penalty}{short}"
                extra = "; ".join(x for x in (extra, bow) if x)
            changed = tuple(
                GoldBonus(when=PaySelector(), gold=change.gold)
                for by, change in changing
                if (mode.bow or not change.bowing_only)
                and not (by in skip and change.gold > 0)  # a cost's card: no more Gold
                and matches_unary(view, view.card(by).controlled_by, inst.id, change.select)
            )
            out.append(
                gold.Source(
                    id=sid,
                    gold=amount,
                    bonuses=own_bonuses + granted + changed,
                    only_for=only_for,
                    extra_cost=extra,
                    weight=1 if extra else 0,  # an extra cost is a cost: plans avoid it first
                    group=other
                    if other in paired
                    else inst.id
                    if mode.bow and (bowing > 1 or inst.id in paired)
                    else None,
                    bows=mode.bow,
                )
            )
    out = offer_discard_choices(view, out, choices)  # each card's value offered (h37adv4 W6)
    out = raised_holdings(view, player, out)  # only on a bound's View (Seppun Ritisharu)
    return sorted(out, key=lambda s: s.bows)  # a mode that bows nothing first (h37adv1 W1)


def _your_clan(
    view: View, player: str, mode: ProductionMode
) -> tuple[PaySelector | None, tuple[GoldBonus, ...]] | None:
    """The mode's ``only_for`` and bonuses with "your Clan Alignment" (``PaySelector.your_clan``)
    made ``player``'s clan; None when the mode's ``only_for`` asks it and ``player`` has none
    (it pays nothing)."""
    mine = player_clan(view, player)  # not settled: none (a doubt, ``clan_producers``)
    clan = min(mine.clans) if mine.settled and len(mine.clans) == 1 else None

    def resolve(sel: PaySelector) -> PaySelector | None:
        if not sel.your_clan:
            return sel
        if clan is None or (sel.clan is not None and sel.clan != clan):
            return None
        return replace(sel, your_clan=None, clan=clan)

    only_for = mode.only_for if mode.only_for is None else resolve(mode.only_for)
    if mode.only_for is not None and only_for is None:
        return None
    bonuses = tuple(
        replace(b, when=when) for b in mode.bonuses if (when := resolve(b.when)) is not None
    )
    return only_for, bonuses


def production_changes(view: View) -> tuple[tuple[str, ProductionChange], ...]:
    """Each change a card in play makes to the Gold other cards produce, with that card's id
    (``CardDef.production_changes``: "When Trade Route produces Gold, it produces 2 less
    Gold"), bowed or not (a trait), and whoever controls it. Applied to each use of a matching
    card's modes as a bonus for any payment (``GoldBonus`` with an empty selector), so with the
    mode's own bonuses before a source's floor of 0 Gold (Costs and restrictions / Gold
    production). A card a cost bows, destroys or discards still changes the Gold (less Gold:
    conservative, as ``gold_sources`` is for cards a cost uses), but gives none (the same); one
    ``while_unbowed`` applies only while its card is unbowed."""
    return tuple(
        (c.id, change)
        for c in view.state.cards
        if c.in_play
        for change in view.definition(c.id).production_changes
        if not (change.while_unbowed and c.bowed)
    )


#: In a Source id, what separates the card and mode from the card its cost bows
#: (``card:mode@other``, ``ProductionMode.bow_other``).
_OTHER = "@"


def bow_other_assignment(
    view: View, player: str, skip: frozenset[str] = frozenset()
) -> tuple[dict[str, str], tuple[str, ...]]:
    """The card each of ``player``'s producers with a ``bow_other`` mode bows for it, each a
    different card, and why a producer gets none ("Title (id): text").

    Only cards that nothing else in a payment can use are given (the pool): in play under
    ``player``, unbowed, free to bow, not in ``skip`` (a cost's), with no Gold production or
    cost reduction of their own, read or not. A producer whose modes no card of ``player``'s
    (unbowed, free to bow, not in ``skip``; producing or not) matches is left out (exact: no
    plan can use them). When every other producer gets its own card from the pool the answer
    is exact: any plan that bowed other cards for these producers (a
    producing one among them) pays no more than one that bows the pool's cards, which nothing
    else uses. Otherwise none gets one (conservative: less Gold) and the reasons make a
    shortfall ``unknown`` (``unread_producers``, ``unpaid_cost_sources``)."""
    needing: list[tuple[str, list[Selector]]] = []
    producing: set[str] = set()  # producers whose cost bows a Gold-producing card
    for inst in view.state.cards:
        if inst.id in skip or inst.controlled_by != player or not inst.in_play:
            continue
        modes = view.definition(inst.id).production
        selects = [m.bow_other for m in modes if m.bow_other]
        if selects and not inst.bowed and not prevented(view, player, "bow", inst.id):
            needing.append((inst.id, selects))
            if any(m.bow_other_producing for m in modes):
                producing.add(inst.id)
    if not needing:
        return {}, ()
    free = [
        c.id
        for c in view.state.cards
        if c.in_play
        and c.controlled_by == player
        and c.id not in skip
        and not c.bowed
        and not prevented(view, player, "bow", c.id)
    ]  # the cards a cost of ``player``'s could bow
    # a producer with no card at all that its cost could bow (none matches, producing or not)
    # can't use that mode in any plan: exact, nothing to report
    needing = [
        (card, selects)
        for card, selects in needing
        if any(
            c != card
            and matches_unary(view, player, c, sel)
            and matches_relations(view, c, sel, {SOURCE: card}, partial=True)
            and (card not in producing or produces(view, c))
            for sel in selects
            for c in free
        )
    ]
    if not needing:
        return {}, ()
    pairs: dict[str, str] | None = {}
    if any(card in producing for card, _ in needing):
        # "another of your Gold-producing Holdings" (``production_pairs``)
        mixed = any(len(selects) != 1 for card, selects in needing if card in producing)
        wanted = [(card, selects[0]) for card, selects in needing if card in producing]
        pairs = None if mixed else producing_pairs(view, player, wanted, free)
        needing = [(card, selects) for card, selects in needing if card not in producing]
    pool = [
        c
        for c in free
        if not (d := view.definition(c)).production
        and not d.production_unread
        and not d.reductions_unread
    ]
    chosen: dict[str, str] = {}
    taken: set[str] = set()
    for card, selects in needing:
        for c in pool:
            if c not in taken and all(
                matches_unary(view, player, c, sel)
                and matches_relations(view, c, sel, {SOURCE: card}, partial=True)
                for sel in selects
            ):
                chosen[card] = c
                taken.add(c)
                break
    if len(chosen) == len(needing) and pairs is not None:
        return {**chosen, **pairs}, ()
    why = (
        "its Gold costs bowing another card, and there are not enough cards that only it can "
        "bow: not modelled"
    )
    lacking = [c for c, _ in needing] + sorted(producing if pairs is None else ())
    return {}, tuple(f"{view.definition(c).title} ({c}): {why}" for c in lacking)


def penalty_assignment(
    view: View, player: str, skip: frozenset[str] = frozenset()
) -> tuple[dict[str, str], tuple[str, ...]]:
    """The card each of ``player``'s producers with a ``penalize_other`` mode gives its
    penalty to, and why a producer gets none when that is not settled ("Title (id): text").

    A candidate is a card in play ``player`` controls matching the selector (other than the
    producer), whose stat can change by the full penalty, counting the penalties already
    given to it here (Costs and restrictions: "Give Daizu -2C" can't be paid with 1C, Chi's
    minimum being 0), not in ``skip`` (a cost's: conservative, it may have left play), and
    not one that may not be targeted (Effects / "May not"). The cost doesn't bow the card, so
    several producers may choose the same one: each in turn takes the candidate with the most
    of the stat left, so every producer given one can be used in the same plan. A producer
    with no candidate at all is left out exactly; one left out only because another producer
    took the stat, a candidate is a cost's card, or an effect limited to some actions (which
    may or may not be this production) may shield it, gets a reason (a shortfall is then
    ``unknown``)."""
    chosen: dict[str, str] = {}
    reasons: list[str] = []
    taken: dict[str, int] = {}
    for inst, modes, title in usable_producers(view, player, skip, lambda m: m.penalize_other):
        why = "the card its Gold cost gives a penalty to may not be available: not modelled"
        if len(modes) > 1:  # two ways to choose: not settled here
            reasons.append(f"{title} ({inst.id}): {why}")
            continue
        other, unsettled = _penalized(view, player, inst.id, modes[0], skip, taken)
        if other is not None:
            chosen[inst.id] = other
            taken[other] = taken.get(other, 0) + modes[0].penalty
        elif unsettled:
            reasons.append(f"{title} ({inst.id}): {why}")
    return chosen, tuple(reasons)


def _penalized(
    view: View,
    player: str,
    card: str,
    mode: ProductionMode,
    skip: frozenset[str],
    taken: dict[str, int],
) -> tuple[str | None, bool]:
    """``penalty_assignment`` for one producer: the card chosen, and whether none being
    chosen is not settled."""
    sel, stat = mode.penalize_other, mode.penalty_stat
    assert sel is not None and stat is not None
    found: list[tuple[int, str]] = []
    unsettled = False
    minimum = STAT_MINIMUM.get(stat)
    for c in view.state.cards:
        if (
            c.id == card
            or not c.in_play
            or c.controlled_by != player
            or not matches_unary(view, player, c.id, sel)
            or not matches_relations(view, c.id, sel, {SOURCE: card}, partial=True)
        ):
            continue
        value = view.stat(c.id, stat)
        if value is None or (minimum is not None and value + mode.penalty < minimum):
            continue  # the stat can't change by the full amount: no cost paid with it
        if c.id in skip or maybe_untargetable(view, player, c.id):
            # a cost's card, or one an effect limited to some actions may shield: not settled
            unsettled = unsettled or c.id in skip or not may_not_be_targeted(view, player, c.id)
            continue
        left = value + taken.get(c.id, 0)
        if minimum is not None and left + mode.penalty < minimum:
            unsettled = True  # another producer took it: which one pays is a choice
            continue
        found.append((left, c.id))
    if found:
        return max(found)[1], False
    return None, unsettled


def maybe_untargetable(view: View, player: str, card: str) -> bool:
    """Whether an effect may forbid ``player`` to target ``card`` (Effects / "May not"): any
    "may not be targeted" effect matching it, limited to some actions or not."""
    return any(
        e.kind == "may_not"
        and e.may_not == "be_targeted"
        and (e.player is None or e.player == player)
        and e.card in (None, card)
        and (e.cards is None or matches_unary(view, player, card, e.cards))
        for e in ongoing_effects(view)
    )


def _penalties_unsettled(view: View, player: str, skip: frozenset[str]) -> tuple[str, ...]:
    """The reasons of ``penalty_assignment``, ``destroy_assignment`` and
    ``bow_target_assignment`` (each given the cards the ones before chose)."""
    penalized, why = penalty_assignment(view, player, skip)
    bows = bow_other_assignment(view, player, skip)[0]
    taken = {*bows.values(), *penalized.values()}
    destroyed, destroy_why = destroy_assignment(view, player, skip, taken)
    taken |= set(destroyed.values())
    targets_why = bow_target_assignment(view, player, skip, taken)[1]
    return why + destroy_why + targets_why + discard_assignment(view, player, skip)[1]


def unpaid_cost_sources(view: View, player: str, exclude: Sequence[str] = ()) -> list[str]:
    """Producers left out of ``gold_sources(view, player, exclude)`` only because the card
    their cost bows, penalizes or destroys, or the target they bow, could not be chosen
    exactly (``bow_other_assignment``, ``penalty_assignment``, ``destroy_assignment``,
    ``bow_target_assignment``): a Gold shortfall is then ``unknown``, not ``illegal``."""
    skip = frozenset(exclude)
    return list(
        bow_other_assignment(view, player, skip)[1] + _penalties_unsettled(view, player, skip)
    )


def source_mode(source_id: str) -> tuple[str, int, str | None]:
    """A Source id's card, production mode index (-1: a bowed cost reduction, ``card:reduceN``,
    no mode) and the card its cost bows, if any."""
    card, _, rest = source_id.partition(":")
    mode, _, other = rest.partition(_OTHER)
    return card, (int(mode) if mode.isdigit() else -1) if mode else 0, other or None


def unread_producers(view: View, player: str) -> list[str]:
    """Cards ``player`` controls in play whose Gold production the text reader did not
    understand (``CardDef.production_unread``) or whose cost reductions are not modelled
    (``reductions_unread``), as "Title (id): text". They offer no source and lower nothing: a
    Gold shortfall while one is in play is ``unknown``, not ``illegal`` (fail closed)."""
    memo = view.memo("unread_producers")
    found = memo.get(player)
    if found is None:
        found = (
            tuple(
                text
                for inst in view.state.cards
                if inst.in_play and inst.controlled_by == player
                for d in (view.definition(inst.id),)
                for text in (
                    *gold_problems(view, inst, d),  # each apart; "later this phase"
                    *(
                        f"{d.title} ({inst.id}): {r}"
                        for r in d.reductions_unread
                        if not bowed_use_only(r, inst.bowed)  # its :bow: can't be paid
                        and not second_only_unmet(view, player, r)  # went first
                    ),
                )
            )
            + _paying_reactions_in_hand(view, player)
            + reached_reactions(view, player)
            + bow_other_assignment(view, player)[1]
            + _penalties_unsettled(view, player, frozenset())
            + _provinces_unstated(view, player)
            + clan_producers(view, player)  # "if you are a Crab Clan player", not settled
            + past_unreported(view, player)
            + target_unsettled(view, player)
            + _unsettled_counts(view, player)
            + stat_gold_unread(view, player, up=True)  # "his Chi": a trait may raise it
            + senseis_unstated(view, player)
        )
        memo[player] = found
    return list(found)  # type: ignore[call-overload,no-any-return]


#: A Reaction or Interrupt that produces Gold while a cost is paid ("Reaction: When paying for
#: an attachment: Produce 2 Gold.", Near Miss): from the hand, a source the planner does not use
_WHILE_PAYING = lazy_regex(
    r"\b(?:Reaction|Interrupt)\b[^:]*:\s*(?:When|Before|After) (?:paying|you (?:pay|produce))\b"
)


def _paying_reactions_in_hand(view: View, player: str) -> tuple[str, ...]:
    """Strategies in ``player``'s hand whose unread Gold text answers a payment (Strategy cards
    are played from the hand: Abilities and actions): Gold they may add is not modelled."""
    return tuple(
        f"{d.title} ({inst.id}, in your hand): {d.production_unread}"
        for inst in view.state.cards
        if inst.zone is Zone.HAND and inst.owner == player
        for d in (view.definition(inst.id),)
        if d.type is CardType.STRATEGY and _WHILE_PAYING.search(d.production_unread)
    )


def _kinds(view: View, card: str, per: PerCardGold) -> int:
    """How many of a count's kinds (``select.any_keyword``) the card is."""
    keywords = view.keywords(card)
    return sum(1 for k in per.select.any_keyword if k in keywords)


def _unsettled_counts(view: View, player: str) -> tuple[str, ...]:
    """Producers of ``player`` whose count of several kinds meets a card of two of them
    (``PerCardGold.unsettled_overlap``): its mode is not offered, a shortfall is ``unknown``."""
    out: list[str] = []
    for c in view.state.cards:
        if not c.in_play or c.controlled_by != player:
            continue
        for mode in view.definition(c.id).production:
            if any(
                per.unsettled_overlap
                and any(
                    _kinds(view, o.id, per) > 1
                    for o in view.state.cards
                    if matches_unary(view, player, o.id, per.select)
                )
                for per in mode.per_card
            ):
                title = view.definition(c.id).title
                out.append(
                    f"{title} ({c.id}): a card of two of the kinds it counts (once or twice?)"
                )
                break
    return tuple(out)


def _provinces_unstated(view: View, player: str) -> tuple[str, ...]:
    """Producers of ``player`` whose Gold counts Provinces (``ProductionMode.per_province``)
    while the state does not say how many ``player`` has: a shortfall is then ``unknown``."""
    if view.state.player(player).provinces is not None:
        return ()
    return tuple(
        f"{view.definition(c.id).title} ({c.id}): how many Provinces you have is not stated"
        for c in view.state.cards
        if c.in_play
        and c.controlled_by == player
        and any(m.per_province for m in view.definition(c.id).production)
    )


def gold_unknown_reason(
    view: View,
    player: str,
    action_only: bool = False,
    helpless: Callable[[str], bool] | None = None,
) -> str | None:
    """The ``unknown`` reason for a Gold shortfall, when a card's production is not modelled;
    ``action_only``: only an action's own Gold costs are short, which text about paying for a
    card entering play can't lower; ``helpless``: text that surely can't help now."""
    unread = unread_producers(view, player)
    if helpless is not None:
        unread = [u for u in unread if not helpless(u)]
    if action_only:  # (``solver.action_gold_scope``)
        unread = action_gold_unread(view, player, unread)
    if not unread:
        return None
    return "the Gold may be short only because this text is not modelled: " + first_few(
        unread, sep="; "
    )


def source_card(source_id: str) -> str:
    """The card id of a Source id (``card``, ``card:mode`` or ``card:mode@other``)."""
    return source_id.split(":", 1)[0]


def mode_gold(
    view: View, player: str, card_id: str, mode: ProductionMode, skip: Collection[str] = ()
) -> int | None:
    """Gold of one use of ``mode`` before bonuses (never below 0); None when the mode can't be
    used now (no such stat, no such token, its ``only_if`` condition fails, or no target for
    its ``target``; ``skip``: cards a cost uses, no target)."""
    if mode.only_if is not None and not condition_holds(
        view, player, mode.only_if, {SOURCE: card_id}
    ):
        return None
    if mode.from_stat is not None:
        base = view.stat(card_id, mode.from_stat)
        if base is None:
            return None
        if mode.from_stat is Stat.GOLD_PRODUCTION and sensei_gold_unknown(view, card_id):
            return None  # a Sensei's modifier the card data lacks (``production_sensei``)
    elif mode.from_tokens is not None:
        name = mode.from_tokens.casefold()
        base = sum(1 for t in view.card(card_id).tokens if t.casefold() == name)
        if base == 0:
            return None  # "remove one or more" tokens: none to remove, no Gold
    else:
        base = mode.gold or 0
    for cg in mode.conditional:
        if condition_holds(view, player, cg.condition, {SOURCE: card_id}):
            base = cg.gold
            break
    if mode.from_stat is None and mode.from_tokens is None:  # its GP, either amount
        base = max(0, base + holding_gp_change(view, card_id, mode))  # (holding_gp_modifier)
    if mode.per_token is not None:  # the tokens stay on the card
        name = mode.per_token.casefold()
        base += sum(1 for t in view.card(card_id).tokens if t.casefold() == name)
    for cg in mode.conditional_delta:
        if condition_holds(view, player, cg.condition, {SOURCE: card_id}):
            base += cg.gold
    if mode.per_province:  # "the number of Provinces you have": unknown when not stated
        provinces = view.state.player(player).provinces
        if provinces is None:
            return None
        base += provinces
    if mode.per_family_honor is not None:  # "for every full 10 points of Family Honor"
        honor = view.state.player(player).family_honor
        base += max(0, honor) // mode.per_family_honor
    if mode.per_past is not None:  # "for each of your Provinces destroyed this game"
        times = view.state.times(mode.per_past, player=player)  # not counted: none (unknown)
        extra = (times or 0) * mode.per_past_gold
        base += extra if mode.per_past_max is None else min(extra, mode.per_past_max)
    if mode.target is not None:  # "equal to the Personal Honor of your target Artisan"
        stat = target_gold(view, player, card_id, mode, skip)
        if stat is None:
            return None
        base += stat
    for per in mode.per_card:
        if per.only_if is not None and not condition_holds(
            view, player, per.only_if, {SOURCE: card_id}
        ):
            continue
        counted = [
            c.id
            for c in view.state.cards
            if matches_unary(view, player, c.id, per.select)
            and matches_relations(view, c.id, per.select, {SOURCE: card_id}, partial=True)
        ]
        if per.unsettled_overlap and any(_kinds(view, c, per) > 1 for c in counted):
            return None  # counted once or per kind: not settled (``unsettled_counts``)
        n = len(counted)
        bonus = n * per.gold
        base += bonus if per.max is None else min(bonus, per.max)
    own = view.definition(card_id).title.casefold()
    for per in mode.per_title:
        titles = {
            view.definition(c.id).title.casefold()
            for c in view.state.cards
            if matches_unary(view, player, c.id, per.select)
            and matches_relations(view, c.id, per.select, {SOURCE: card_id}, partial=True)
        }
        bonus = len(titles - {own}) * per.gold
        base += bonus if per.max is None else min(bonus, per.max)
    return max(0, base)


def max_gold(sources: Sequence[gold.Source]) -> int:
    """An upper bound on the Gold all sources can produce together (one mode per card)."""
    best: dict[str, int] = {}
    for s in sources:
        value = s.gold + sum(max(0, b.gold) for b in s.bonuses)
        if any(b.plus_gold_cost for b in s.bonuses):  # as much as a card may cost
            value += MAX_VALUE
        key = s.group or s.id
        best[key] = max(best.get(key, 0), value)
    return sum(best.values())


def paid_for(definition: CardDef, *, recruit: bool = False, equip: bool = False) -> gold.PaidFor:
    """What paying for ``definition`` as it enters play is for; ``recruit``: the payment is to
    Recruit it ("when it pays to Recruit a single Farm"); ``equip``: to Equip it from hand
    ("when paying to Equip an Item from your hand"); neither: another way into play."""
    return gold.PaidFor(
        type=definition.type,
        clan=definition.clan[0] if definition.clan else None,
        also_clans=tuple(definition.clan[1:]),
        keywords=tuple(definition.keywords),
        title=definition.title,
        unique=definition.unique,
        gold_cost=definition.gold_cost,
        recruit=recruit,
        equip=equip,
    )


def gold_lowered_reason(view: View, used: frozenset[str] | None = None) -> str | None:
    """The ``unknown`` reason for a plan that produces Gold while a card in play has Gold text
    not understood that may lower what other cards produce ("When Trade Route produces Gold,
    it produces 2 less Gold": ``CardDef.production_may_lower``): the plan may count Gold that
    is not there (fail closed). ``used``: the plan's source cards, when known: a card whose
    text lowers only its own Gold ("This Holding has -1GP while ...") touches no other plan."""
    memo = view.memo("gold_lowered")  # the state is frozen: once per View
    key = ("reason", used)
    if key in memo:
        cached = memo[key]
        return cached if isinstance(cached, str) else None
    lowering = [
        f"{view.definition(c.id).title} ({c.id}): {view.definition(c.id).production_unread}"
        for c in view.state.cards
        if c.in_play
        and view.definition(c.id).production_may_lower
        and not (
            used is not None
            and view.definition(c.id).production_lowers_only_itself
            and c.id not in used
        )
        and not named_lowering_spared(view, c.id, used)  # "Blacksmiths' first trait ..."
    ]
    if not lowering:
        memo[key] = None
        return None
    reason = "the Gold this plan produces may be lower: this text is not modelled: " + first_few(
        lowering, sep="; "
    )
    memo[key] = reason
    return reason
