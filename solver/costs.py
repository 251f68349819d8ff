"""Which mandatory costs an action has now, and every concrete way to pay each of them.

Costs and restrictions: Costs (no cost paid with another player's cards), Costs and changes (a
card already in the cost's end state can't pay it; preventions make a cost unpayable; a stat
change must happen in full), Mandatory costs (a Strategy's Gold cost is a cost of its actions;
"as a cost" in effects), Conditional costs ("unless", "if" after the cost), Optional costs
(not required), alternatives (choose one, not both), Timing of costs (the Gold icon first,
costs added from outside the card after the card's own), Changes to costs and payments
(ignored costs, Gold cost reductions), Gold production (sources, one payment each).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace

from model.abilities import Ability, Cost, GoldFrom, Pick
from model.cards import CardType
from model.common import STAT_MINIMUM, Stat
from model.describe import cost_text, selector_text
from model.evaluate import condition_holds, matches_relations, matches_unary, term_value
from model.selectors import BEARER, SOURCE, parse_relation
from model.state import View
from model.zones import IN_PLAY_ZONES, Zone
from solver.any_pile_cost import any_pile_cost_waived
from solver.costs_areas import discard_hand_options, province_options, shuffle_hand_options
from solver.costs_count import yours_counted
from solver.discipline import discipline_gold_now
from solver.effects import (
    action_gold_delta,
    added_costs,
    cost_ignored,
    every_added_cost,
    prevented,
)
from solver.hand_choice_bans import hand_discard_doubt, hand_of
from solver.honor_loss_scope import honor_loss_prevented
from solver.own_cost_stat import own_gold_cost
from solver.penalty_negation import NEGATED, negated_penalty
from solver.preventions import negated_cost
from solver.production import gold_sources, source_card

#: The end state a card-state cost puts a card in, and the prevention that stops it.
CARD_KINDS = ("bow", "dishonor", "destroy", "discard", "move_home", "remove_from_game")
#: Costs after which the card can't also bow to produce Gold.
CONSUMING = frozenset({"bow", "destroy", "discard", "remove_from_game", "top_of_deck"})
#: Origins of a Gold cost added by a separate effect, paid apart and marked ``added`` (Costs
#: and restrictions / Gold production: "Gold costs that are added by a separate additional
#: effect ... must be paid in a separate payment"): a stated or a card's added cost, a
#: Discipline's (The Abbot's surcharge: ``solver.targeting_surcharge``).
_APART = frozenset({"added", "discipline"})


@dataclass(frozen=True, slots=True)
class MandatoryCost:
    """A cost the action must pay: from the card, the Strategy's Gold cost, or added."""

    cost: Cost
    origin: str  # "card", "strategy gold cost", "added", "discipline"
    gold_delta: int = 0


@dataclass(frozen=True, slots=True)
class CostOption:
    """One concrete way to pay one cost: the state changes and/or a Gold payment."""

    text: str
    kind: str
    cards: tuple[str, ...] = ()
    gold: int | None = None
    paid: bool = True  # False: the cost is not required now (condition, ignored)
    #: the state does not say whether this way can be paid (a legal verdict paying it is
    #: unknown: ``conditional_costs.doubt_unstated_payments``)
    doubt: str | None = None
    alt: int = -1  # which alternative of an "or" cost this option pays (-1: not an "or")
    #: a Gold payment added by a separate effect, paid apart (a Discipline's: its reminder text
    #: adds it; ``gold.PaidFor.added``; h40adv3 W3)
    added: bool = False


@dataclass(frozen=True, slots=True)
class CostPick:
    """A choice made for one mandatory cost, in payment order (Costs and restrictions: the
    player chooses how each cost is paid): which alternative of an "or" cost (``None``: any)
    and the first cards that pay it, in id order; ``complete``: those are all of its cards."""

    alternative: int | None = None
    cards: tuple[str, ...] = ()
    complete: bool = False

    def keeps(self, option: CostOption) -> bool:
        """Is ``option`` a way to pay the cost that agrees with this choice?"""
        if self.alternative is not None and option.alt != self.alternative:
            return False
        paid_by = tuple(sorted(option.cards))
        if self.complete:
            return paid_by == self.cards
        return paid_by[: len(self.cards)] == self.cards


def mandatory_costs(view: View, player: str, card_id: str, ability: Ability) -> list[MandatoryCost]:
    """The action's mandatory costs in payment order, with reductions and added costs."""
    definition = view.definition(card_id)
    own: list[MandatoryCost] = []
    if definition.type is CardType.STRATEGY and definition.gold_cost is not None:
        # its own settled "This card has -1 Gold Cost if you control a Merchant."
        price = own_gold_cost(view, player, card_id)
        own.append(MandatoryCost(Cost(gold=price), "strategy gold cost"))
    for cost in ability.costs:
        if cost.optional:
            continue  # optional costs: only their associated effects depend on them
        if any_pile_cost_waived(view, player, card_id, cost):
            continue  # leniently, a card of another player's pile may pay it
        own.append(MandatoryCost(cost, "card"))
    delta = action_gold_delta(view, player, card_id, ability)
    if delta:
        for i, mc in enumerate(own):
            # the action's Gold cost, also when it is one alternative of an "or" cost ("lose 1
            # Honor or pay 3 Gold"): the change applies to it when that alternative is paid
            if mc.cost.gold is not None or any(a.gold is not None for a in mc.cost.any_of):
                own[i] = replace(mc, gold_delta=delta)
                break
    added = [MandatoryCost(c, "added") for c in added_costs(view, player, card_id, ability)]
    if (discipline := discipline_gold_now(view, player, card_id)) is not None:
        added.append(MandatoryCost(Cost(gold=discipline), "discipline"))
    return [*own, *added]


def card_can_pay(view: View, player: str, kind: str, card_id: str, cost: Cost) -> str | None:
    """None when this card can pay a ``kind`` cost; otherwise why not (Costs and changes)."""
    inst = view.card(card_id)
    title = view.definition(card_id).title
    if inst.controlled_by != player:
        return f"{title} is not yours (no cost is paid with another player's cards)"
    in_play = inst.zone in IN_PLAY_ZONES or (
        kind == "remove_from_game" and _removed_from_where_it_is(view, inst.zone, card_id, cost)
    )
    if kind == "bow":
        if not in_play:
            return f"{title} is not in play"
        if inst.bowed:
            return f"{title} is already bowed"
    elif kind == "dishonor":
        if inst.dishonorable:
            return f"{title} is already dishonorable"
    elif kind == "top_of_deck":
        if not in_play:
            return f"{title} is not in play"
        if inst.owner != player:
            return f"{title} is not yours: it goes to its owner's deck"
        if view.type_of(card_id) is CardType.STRONGHOLD:
            return f"{title} is a Stronghold (costs don't make it leave play)"
        return None  # no effect prevents a card from going to a deck
    elif kind in ("destroy", "remove_from_game"):
        if not in_play:
            return f"{title} is not in play"
        if view.type_of(card_id) is CardType.STRONGHOLD and not _mentions_stronghold(cost):
            return f"{title} is a Stronghold (costs don't make it leave play)"
    elif kind == "token":
        name = cost.token.name.casefold() if cost.token is not None else ""
        need = cost.token.count if cost.token is not None else 1
        have = sum(t.casefold() == name for t in inst.tokens)
        if have < need:
            what = cost.token.name if cost.token else ""
            return f"{title} has {have} {what} token(s), the cost takes {need}"
    elif kind == "show":
        if inst.zone is not Zone.HAND:
            return f"{title} is not in your hand"
        return None  # showing a card changes nothing: no effect prevents it
    elif kind == "move_home":
        if inst.zone is Zone.HOME or not in_play:
            return (
                f"{title} is already home" if inst.zone is Zone.HOME else f"{title} is not in play"
            )
        if prevented(view, player, "move", card_id):
            return f"{title} will not move (prevented)"
    if kind not in ("move_home", "token") and prevented(view, player, kind, card_id):
        return f"{title} can't {kind.replace('_', ' ')} (prevented by an ongoing effect)"
    # "Before this Personality is dishonored, destroy this Item and negate the dishonoring."
    return negated_cost(view, kind, card_id)


#: The discard piles a "remove ... from the game" cost may name (Reference 05).
_PILES = frozenset({Zone.FATE_DISCARD, Zone.DYNASTY_DISCARD})


def _removed_from_where_it_is(view: View, zone: Zone, card_id: str, cost: Cost) -> bool:
    """A card out of play that a "remove from the game" cost names where it is: a card in your
    discard pile the pick selects there ("Remove a card in your Fate discard pile from the
    game"), a Strategy removing itself while it is played from your hand ("Bow your
    performing Monk and remove this card from the game"; a Strategy's actions are taken from
    the hand, Reference 03), or a card removing itself from your discard pile, where only an
    ability naming that area is used ("If this card is in your discard pile, remove it from
    the game": ``Ability.used_from``, Reference 05, Areas), or a target chosen in a discard
    pile."""
    subject = cost.subject
    if isinstance(subject, Pick):
        where = subject.select.location
        # ("a card in your discard pile": either pile, Place.DISCARD)
        return zone in _PILES and where is not None and where.value in (zone.value, "discard")
    if isinstance(subject, str) and subject != BEARER and zone in _PILES:
        # the card itself, or a target chosen there ("Remove a target dead Personality in your
        # discard pile from the game": its selector placed it in the pile)
        return True
    return (
        subject == SOURCE
        and zone is Zone.HAND
        and view.definition(card_id).type is CardType.STRATEGY
    )


def _mentions_stronghold(cost: Cost) -> bool:
    subject = cost.subject
    return isinstance(subject, Pick) and "stronghold" in subject.select.type


def stat_change_ok(view: View, card_id: str, stat: str, amount: int) -> str | None:
    """A stat cost must change the explicit value by the full amount (minimums interfere)."""
    st = Stat(stat)
    value = view.stat(card_id, st)
    title = view.definition(card_id).title
    if value is None:
        return f"{title} has no {stat.replace('_', ' ')}"
    minimum = STAT_MINIMUM.get(st)
    if amount < 0 and minimum is not None and value + amount < minimum:
        return f"{title} has {value} {stat.replace('_', ' ')}, it can't lose {-amount}"
    if amount < 0 and (negating := negated_penalty(view, card_id, stat)) is not None:
        return f"{title} can't pay it: {NEGATED}{negating}"  # (``solver.penalty_negation``)
    return None


def gold_amount(view: View, mc: MandatoryCost, binding: Mapping[str, str], player: str) -> int:
    """The Gold cost after changes (reductions never go below 0)."""
    g = mc.cost.gold
    if isinstance(g, GoldFrom):
        rel = parse_relation(f"{g.equal_to} == 0")
        value = term_value(view, rel.left, binding) or 0
        base = value + g.plus
        if g.extra_unless is not None and not condition_holds(
            view, player, g.extra_unless, binding
        ):
            base += g.extra  # "..., +8 unless he is dishonorable": the same payment
        if g.count_yours is not None:  # "the number of Personalities you control"
            base += yours_counted(view, player, g.count_yours)
        base = max(base, g.at_least)  # "..., or 4, whichever is higher"
    elif g == "*":
        base = 0
    else:
        assert isinstance(g, int)
        base = g
    return max(0, base + mc.gold_delta)


def cost_options(
    view: View,
    player: str,
    card_id: str,
    ability: Ability,
    mc: MandatoryCost,
    binding: Mapping[str, str | tuple[str, ...]],
    pick: CostPick | None = None,
) -> tuple[list[CostOption], str | None]:
    """Every way to pay one mandatory cost given the chosen targets, or why there is none.

    Without ``pick``, interchangeable cards of a pick ("Bow 2 Holdings") are listed once per
    class (any member would do the same). With ``pick`` (the factored action space's choice so
    far), only the ways that agree with it, its chosen cards being cards of their own."""
    flat = _flat(binding)
    cost = mc.cost
    if cost_ignored(view, player, card_id, ability, cost):
        return [CostOption(f"{cost_text(cost)} (ignored)", cost.kind, paid=False)], None
    if cost.unless is not None and condition_holds(view, player, cost.unless, flat):
        return [CostOption(f"{cost_text(cost)} (not due)", cost.kind, paid=False)], None
    if cost.only_if is not None and not condition_holds(view, player, cost.only_if, flat):
        return [CostOption(f"{cost_text(cost)} (not due)", cost.kind, paid=False)], None
    return _options(view, player, card_id, ability, mc, binding, pick)


def _flat(binding: Mapping[str, str | tuple[str, ...]]) -> dict[str, str]:
    out: dict[str, str] = {}
    for name, value in binding.items():
        if isinstance(value, tuple):
            if value:
                out[name] = value[0]
        else:
            out[name] = value
    return out


def _options(
    view: View,
    player: str,
    card_id: str,
    ability: Ability,
    mc: MandatoryCost,
    binding: Mapping[str, str | tuple[str, ...]],
    pick: CostPick | None = None,
) -> tuple[list[CostOption], str | None]:
    cost = mc.cost
    kind = cost.kind
    text = cost_text(cost)
    if kind == "any_of":
        options: list[CostOption] = []
        reasons: list[str] = []
        for n, alt in enumerate(cost.any_of):
            if pick is not None and pick.alternative not in (None, n):
                continue
            if alt.only_if is not None and not condition_holds(
                view, player, alt.only_if, _flat(binding)
            ):
                # "Bow this Shugenja, or bow this card if he is Earth": an alternative with
                # "if" is a way to pay only while it holds, never a cost not due (Mandatory
                # costs: one alternative must be paid)
                reasons.append(f"{cost_text(alt)}: its condition does not hold")
                continue
            sub, why = cost_options(
                view,
                player,
                card_id,
                ability,
                MandatoryCost(alt, mc.origin, mc.gold_delta if alt.gold is not None else 0),
                binding,
                pick,
            )
            options += [replace(o, alt=n) for o in sub]
            if why:
                reasons.append(why)
        return options, (None if options else "; and ".join(reasons))
    if kind == "gold":
        amount = gold_amount(view, mc, _flat(binding), player)
        if mc.gold_delta:  # a changed amount: say what is paid now, not only what is printed
            text = f"{text} (changed to {amount} Gold)"
        elif isinstance(mc.cost.gold, GoldFrom) and mc.cost.gold.star:
            text = f"{text} ({amount} paid)"  # ":gstar:": the amount the witness pays
        if mc.origin == "discipline":  # solver.discipline
            text = f"{text} (Discipline: played from your discard pile)"
        return [CostOption(text, "gold", gold=amount, added=mc.origin in _APART)], None
    if kind == "lose_honor":
        if prevented(view, player, "lose_honor"):
            return [], f"{text}: you cannot lose Honor now"
        if mc.origin == "card" and (why := honor_loss_prevented(view, player, card_id)):
            return [], f"{text}: you do not lose Honor from this card ({why})"
        return [CostOption(text, kind)], None
    if kind == "discard_imperial_favor":
        if view.state.imperial_favor != player:
            return [], f"{text}: you don't have the Imperial Favor"
        if prevented(view, player, "discard_imperial_favor"):
            return [], f"{text}: discarding the Imperial Favor is prevented"
        return [CostOption(text, kind)], None
    if kind == "discard_from_hand":
        n = cost.discard_from_hand or 0
        payable, doubt = hand_discard_doubt(view, player, card_id, n)  # Hato-gurama
        if not payable:
            others = [c for c in hand_of(view, player) if c != card_id]
            return [], f"{text}: you have {len(others)} other card(s) in hand"
        return [CostOption(text, kind, doubt=doubt)], None
    if kind in ("discard_from_fate_deck", "show_from_fate_deck"):
        return _top_of_fate_deck(view, player, cost, text)
    if kind == "shuffle_hand":
        return shuffle_hand_options(view, player, card_id, text)
    if kind == "discard_hand":
        return discard_hand_options(view, player, card_id, text)
    if kind == "destroy_province":
        return province_options(view, player, text)
    subject = cost.subject
    assert subject is not None
    if kind == "stat":
        assert cost.stat is not None
        cards, why = _subject_cards(view, player, card_id, subject, None, binding)
        if why:
            return [], f"{text}: {why}"
        options = []
        last = None
        for group in cards:
            problems = [stat_change_ok(view, c, cost.stat.stat, cost.stat.amount) for c in group]
            own = [
                f"{view.definition(c).title} is not yours"
                for c in group
                if view.card(c).controlled_by != player
            ]
            bad = [p for p in [*problems, *own] if p]
            if bad:
                last = bad[0]
                continue
            options.append(CostOption(text, kind, group))
        return options, (None if options else f"{text}: {last or 'no card can pay it'}")
    groups, why = _subject_cards(view, player, card_id, subject, kind, binding, cost, pick)
    if why:
        return [], f"{text}: {why}"
    return [CostOption(text, kind, g) for g in groups], None


def _subject_cards(
    view: View,
    player: str,
    card_id: str,
    subject: str | Pick,
    kind: str | None,
    binding: Mapping[str, str | tuple[str, ...]],
    cost: Cost | None = None,
    pick: CostPick | None = None,
) -> tuple[list[tuple[str, ...]], str | None]:
    """The card groups that could pay: the source, a bound target, or picks of ``count``."""
    assert cost is not None or kind is None
    if isinstance(subject, str):
        if subject == SOURCE:
            cards: tuple[str, ...] = (card_id,)
        elif subject == BEARER:
            host = view.card(card_id).attached_to
            if host is None or not view.has(host):
                title = view.definition(card_id).title
                return [], f"{title} is not attached to a Personality"
            cards = (host,)
        else:
            bound = binding.get(subject)
            if bound is None:
                return [], f"{subject} is not chosen"
            cards = bound if isinstance(bound, tuple) else (bound,)
        if kind is not None and cost is not None:
            for c in cards:
                why = card_can_pay(view, player, kind, c, cost)
                if why:
                    return [], why
        return [cards], None
    flat = _flat(binding)
    pool = _pick_pool(view, player, card_id, subject, kind, cost, flat)
    pool.sort(key=lambda c: (_produces(view, c), c))  # spare Gold producers first
    if subject.all:
        return [tuple(sorted(pool))], None
    if pick is not None and pick.cards:
        return _picked(view, player, card_id, pool, subject, kind, binding, pick)
    pool, classes = _reduced(view, player, card_id, pool, subject.count, kind, binding)
    if len(pool) < subject.count:
        have = len(pool)
        what = selector_text(subject.select, subject.count)
        # say why the matching cards left out can't pay (bowed, prevented, not yours, ...)
        why_not = [
            why
            for c in view.state.cards
            if c.id not in pool
            and matches_unary(view, player, c.id, subject.select)
            and matches_relations(
                view, c.id, subject.select, {SOURCE: card_id, **flat}, partial=True
            )
            for why in [
                card_can_pay(view, player, kind, c.id, cost)
                if kind is not None and cost is not None
                else None
            ]
            if why is not None
        ]
        detail = f" ({'; '.join(why_not[:3])})" if why_not else ""
        return [], f"needs {what} that can pay; you have {have}{detail}"
    return _groups(view, card_id, pool, classes, subject.count, subject.count), None


def _reduced(
    view: View,
    player: str,
    card_id: str,
    pool: list[str],
    need: int,
    kind: str | None,
    binding: Mapping[str, str | tuple[str, ...]],
) -> tuple[list[str], list[list[str]] | None]:
    """The pool as classes of look-alikes (``_classes``) when there is a choice to make."""
    if kind in CARD_KINDS and len(pool) > need:
        classes = _classes(view, player, card_id, pool, binding)
        return [c for members in classes for c in members], classes
    return pool, None


def _groups(
    view: View,
    card_id: str,
    pool: list[str],
    classes: list[list[str]] | None,
    need: int,
    count: int,
) -> list[tuple[str, ...]]:
    """Every choice of ``need`` cards of the pool; once per multiset of classes when this is
    the action's only pick of ``count`` cards (which members pay can't matter elsewhere)."""
    if classes is not None and _picks_total(view, card_id) == count:
        return _class_combinations(classes, need)
    return [tuple(sorted(g)) for g in itertools.combinations(pool, need)]


def _pick_pool(
    view: View,
    player: str,
    card_id: str,
    subject: Pick,
    kind: str | None,
    cost: Cost | None,
    flat: Mapping[str, str],
) -> list[str]:
    """Every card of ``player`` that matches the pick and can pay the cost."""
    return [
        c
        for c in view.ids_of_types(subject.select.type)
        if view.card(c).controlled_by == player
        and matches_unary(view, player, c, subject.select)
        and matches_relations(view, c, subject.select, {SOURCE: card_id, **flat}, partial=True)
        and (kind is None or cost is None or card_can_pay(view, player, kind, c, cost) is None)
    ]


def payer_pool(
    view: View,
    player: str,
    card_id: str,
    cost: Cost,
    binding: Mapping[str, str | tuple[str, ...]],
) -> tuple[list[str], int] | None:
    """For a cost paid by a pick of cards ("Bow 2 Holdings you control"): every card that can
    pay it (sorted by id) and how many pay; None for a cost with no choice of cards."""
    subject = cost.subject
    if not isinstance(subject, Pick) or subject.all:
        return None
    pool = _pick_pool(view, player, card_id, subject, cost.kind, cost, _flat(binding))
    return sorted(pool), subject.count


def _picked(
    view: View,
    player: str,
    card_id: str,
    pool: list[str],
    subject: Pick,
    kind: str | None,
    binding: Mapping[str, str | tuple[str, ...]],
    pick: CostPick,
) -> tuple[list[tuple[str, ...]], str | None]:
    """The groups that start with the cards already picked (in id order): those cards, then
    cards after the last of them (interchangeable ones once per class)."""
    chosen = pick.cards
    missing = [c for c in chosen if c not in pool]
    if missing or len(chosen) > subject.count:
        names = ", ".join(view.definition(c).title for c in missing) or "too many cards"
        return [], f"{names} can't pay it"
    need = subject.count - len(chosen)
    if need == 0:
        return [tuple(chosen)], None
    if pick.complete:
        return [], f"needs {subject.count} cards, {len(chosen)} chosen"
    rest = [c for c in pool if c > chosen[-1]]
    if len(rest) < need:
        return [], f"needs {need} more after {view.definition(chosen[-1]).title}"
    bound = {**binding, "picked": tuple(chosen)}  # the cards picked are classes of their own
    rest, classes = _reduced(view, player, card_id, rest, need, kind, bound)
    groups = _groups(view, card_id, rest, classes, need, subject.count)
    return [tuple(sorted((*chosen, *g))) for g in groups], None


def _class_combinations(classes: Sequence[Sequence[str]], count: int) -> list[tuple[str, ...]]:
    """One group of ``count`` cards per multiset of interchangeable classes (the first
    members of each): "Bow 3 Holdings" over 4 kinds of Holding is 20 groups, not C(12, 3).
    Only for an action with a single pick: with two ("bow a Holding" twice) the second must
    be able to take another member of the class the first took."""
    out: list[tuple[str, ...]] = []
    for picks in itertools.combinations_with_replacement(range(len(classes)), count):
        taken: dict[int, int] = {}
        for i in picks:
            taken[i] = taken.get(i, 0) + 1
        if all(n <= len(classes[i]) for i, n in taken.items()):
            out.append(tuple(sorted(c for i, n in taken.items() for c in classes[i][:n])))
    return out


def _produces(view: View, card_id: str) -> bool:
    return bool(view.definition(card_id).production)


def _classes(
    view: View,
    player: str,
    card_id: str,
    pool: Sequence[str],
    binding: Mapping[str, str | tuple[str, ...]],
) -> list[list[str]]:
    """The pool of a pick ("Bow 2 Holdings") as classes of look-alikes, in pool order.

    Cards that produce the same Gold the same way (or none) and are neither the source nor a
    chosen target are interchangeable for every later step: which of them pays only changes
    which identical Gold source is left. Each class keeps its first ``T`` members, ``T`` being
    the most cards all picks of the action can take together: whatever the picks take from a
    class fits in them. A bound card is a class of its own. Without this, "Bow 2 Holdings"
    with 200 Holdings is 19,900 options (and 1.3 million for three)."""
    total = _picks_total(view, card_id)
    if total is None:
        return [[c] for c in pool]
    bound = {card_id}
    for value in binding.values():
        bound.update(value if isinstance(value, tuple) else (value,))
    signatures = _production_signatures(view, player)
    # a producer that discards a card out of play for Gold tells such cards apart (its Gold is
    # the discarded card's stat, or it takes only some cards): none of them is a look-alike
    discarding = any(
        m.discard_other is not None
        for inst in view.state.cards
        if inst.in_play and inst.controlled_by == player
        for m in view.definition(inst.id).production
    )
    index: dict[object, int] = {}
    out: list[list[str]] = []
    for c in pool:
        if c in bound or (discarding and not view.card(c).in_play):
            out.append([c])
            continue
        key = signatures.get(c, ())
        if key not in index:
            index[key] = len(out)
            out.append([])
        members = out[index[key]]
        if len(members) < total:
            members.append(c)
    return out


def _picks_total(view: View, card_id: str) -> int | None:
    """Upper bound on the cards all picks of any action of this card can take (the card's own
    costs and every added cost); None when a pick takes "all" (no reduction then)."""
    total = 0
    todo = [c for ab in view.definition(card_id).abilities for c in ab.costs]
    todo += every_added_cost(view)
    while todo:
        c = todo.pop()
        todo.extend(c.any_of)
        subject = c.subject
        if isinstance(subject, Pick):
            if subject.all:
                return None
            total += subject.count
    return total


def _production_signatures(view: View, player: str) -> dict[str, tuple[object, ...]]:
    """Card id -> how it produces Gold (every mode, without its id) and what it gives its
    Stronghold (``CardDef.stronghold_bonuses``: a cost that uses the card takes that away, so
    it is not interchangeable with a card that only produces the same), and the title of a
    card whose production is not fully read (what else it may produce); memoized per View."""
    memo = view.memo("production_signatures")
    found = memo.get(player)
    if found is None:
        sig: dict[str, list[object]] = {}
        for s in gold_sources(view, player):
            sig.setdefault(source_card(s.id), []).append(
                (
                    s.gold,
                    s.bonuses,
                    s.only_for,
                    s.extra_cost,
                    s.group is not None,
                    getattr(s, "bows", True),
                )
            )
        for inst in view.state.cards:
            definition = view.definition(inst.id)
            grants = definition.stronghold_bonuses
            if grants and inst.in_play and inst.controlled_by == player:
                sig.setdefault(inst.id, []).append(("stronghold", grants))
            if definition.production_unread and inst.in_play and inst.controlled_by == player:
                # the lower bound it offers is not all it may produce (CardDef.production)
                sig.setdefault(inst.id, []).append(("unread", definition.title))
        found = memo[player] = {c: tuple(v) for c, v in sig.items()}
    return found  # type: ignore[return-value]


def iter_option_products(
    per_cost: Sequence[Sequence[CostOption]],
) -> Iterator[tuple[CostOption, ...]]:
    """Every combination of one option per cost (lazily, in option order)."""
    yield from itertools.product(*per_cost)


def _top_of_fate_deck(
    view: View, player: str, cost: Cost, text: str
) -> tuple[list[CostOption], str | None]:
    """ "Discard the top 3 cards of your Fate deck": paid only if your Fate deck holds that many
    (Costs and changes: the change must fully occur): as many as the state says it holds
    (``Player.fate_deck_size``) or lists in it; when it says neither, payable only if it holds
    them (``doubt``). "Show the top card of your Fate deck" alike: the card must be there to
    show (h44cost)."""
    kind = cost.kind
    need = (cost.discard_from_fate_deck or 0) + (cost.show_from_fate_deck or 0)
    size = view.state.player(player).fate_deck_size
    listed = sum(c.zone is Zone.FATE_DECK and c.owner == player for c in view.state.cards)
    held = listed if size is None else max(size, listed)
    if held >= need:
        return [CostOption(text, kind)], None
    if size is not None:
        return [], f"{text}: your Fate deck holds {held} card(s)"
    doubt = f"{text}: the state lists {listed} card(s) in your Fate deck and not its size"
    return [CostOption(text, kind, doubt=doubt)], None
