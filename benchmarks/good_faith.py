"""Good Faith checks on Oracle boards against an independent brute-force checker.

The brute force (``brute_check``) shares no code with ``solver``: it reads the model (cards,
state, selectors evaluated by ``model.evaluate``) and applies the rules directly
(Abilities and actions / A. Announce, Good Faith Rule, B. Required targeting; Costs and
restrictions / Costs, Costs and changes, Mandatory costs, alternatives, Gold production):

1. the timing tier: a Strategy from its owner's hand, any other card in play, controlled and
   unbowed; the designator fits the phase; the usage limit is not reached;
2. every tuple of required targets: every card for each slot (a grouped target: every
   combination of distinct cards), kept when every selector, relation and ``where`` holds;
3. every cost choice: each mandatory cost (a Strategy's printed Gold cost first, the card's
   costs, then costs added by ongoing effects) paid every possible way (an ``any_of`` by each
   alternative; a pick by every combination of payable cards), no card paying two costs that
   change it the same way or paying anything after it is bowed/destroyed/discarded by a cost;
4. every assignment of each Gold source (one production mode per card, not bowed by a cost)
   to one Gold payment or to nothing; each Gold cost its own payment.

Legal iff some combination satisfies everything. Only the part of the ability language the
boards use is supported; anything else raises ``Unsupported`` (never a silent guess), and so
does an ability whose printed text is not modelled (past its timing: ``check`` answers
``unknown`` there, and the brute force has no rules to compare with) or a player with a Gold
source whose text is not modelled. The Gold
enumeration for one (available sources, payments) pair is remembered within one check: it is
the same enumeration, and without it the illegal checks take minutes.

Figures: ``good_faith.median_ms`` (our ``check``, every check), ``good_faith.usable_median_ms``
(the checks that pass the timing tier, where the real work is), ``good_faith.bruteforce_speedup``
(brute median / ours over the same checks), ``good_faith.agreement`` (must be 1.0), and
``announce.median_ms`` (``legal_announcements(state, player).count()`` per board and player).
"""

from __future__ import annotations

import dataclasses
import itertools
import statistics
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from model.abilities import Ability, Cost, GoldFrom, Pick, TargetChoice, TargetSpec, TargetTiming
from model.cards import CardType, GoldBonus, PaySelector, ProductionMode
from model.common import STAT_MINIMUM, Stat
from model.evaluate import (
    condition_holds,
    matches_relations,
    matches_unary,
    relation_holds,
    term_value,
)
from model.selectors import BEARER, SOURCE, parse_relation
from model.state import ActionFilter, View
from model.zones import Zone


class Unsupported(Exception):
    """The ability or state uses a feature the brute force does not implement."""


# ------------------------------------------------------------------------------ timing tier
def _usable(view: View, player: str, card: str, ab: Ability, index: int) -> bool:
    state = view.state
    inst = view.card(card)
    definition = view.definition(card)
    if ab.exists_while is not None or ab.usable_when_bowed or ab.trigger is not None:
        raise Unsupported("exists_while / usable_when_bowed / reactions")
    if any(e.kind == "may_not" or e.kind == "ignore_cost" for e in state.effects):
        raise Unsupported("may_not / ignore_cost effects")
    if definition.type is CardType.STRATEGY:
        if inst.zone is not Zone.HAND or inst.owner != player:
            return False
    else:
        if definition.type in (CardType.SPELL, CardType.EVENT):
            raise Unsupported("Spells / Events")
        if not inst.in_play or inst.controlled_by != player or inst.bowed:
            return False
    combat = state.segment == "combat" and state.current_battlefield is not None
    fits = False
    for d in ab.designators:
        v = d.value
        if v == "limited":
            fits |= state.phase.value == "action" and state.active_player == player and not combat
        elif v == "open":
            fits |= state.phase.value == "action" and not combat
        elif v == "battle":
            fits |= combat
        else:
            raise Unsupported(f"designator {v}")
    if not fits:
        return False
    # (the printed ability index: memory counts its uses, whichever reading)
    used = next((m for m in state.memory if m.card == card and m.ability == index), None)
    if used is not None:
        count = {"turn": used.this_turn, "game": used.this_game, "battle": used.this_battle}[
            ab.limit.per
        ]
        if count >= ab.limit.times:
            return False
    return True


# -------------------------------------------------------------------------- required targets
def _required(ab: Ability) -> list[TargetSpec]:
    out = []
    for t in ab.targets:
        if isinstance(t, TargetChoice):
            raise Unsupported("target alternatives")
        if t.count_when:
            raise Unsupported("count_when")
        if t.optional or t.up_to or t.timing is not TargetTiming.NOW:
            continue
        out.append(t)
    names = {s.name for s in out}
    grouped = {s.name for s in out if s.count > 1}
    for s in out:
        refs = s.references() - {SOURCE, s.name}
        if refs - names:
            raise Unsupported("a required target related to an optional one")
        if any(r in grouped for r in refs):
            raise Unsupported("a relation to a grouped target")
    return out


def _optional(view: View, ab: Ability) -> list[tuple[TargetSpec, int]]:
    """The optional slots chosen on announcement ("may target", "up to N"), with the most
    cards each may name (any number: the table)."""
    return [
        (t, len(view.state.cards) if t.any_number else t.count)
        for t in ab.targets
        if isinstance(t, TargetSpec) and (t.optional or t.up_to) and t.timing is TargetTiming.NOW
    ]


def _target_tuples(
    view: View,
    player: str,
    card: str,
    specs: Sequence[TargetSpec],
    optional: Sequence[tuple[TargetSpec, int]] = (),
) -> Iterator[dict[str, tuple[str, ...]]]:
    everything = [c.id for c in view.state.cards]
    per_spec = [list(itertools.combinations(everything, s.count)) for s in specs]
    # an optional slot names none of its cards, or any 1..most of them
    per_spec += [
        [c for k in range(most + 1) for c in itertools.combinations(everything, k)]
        for _, most in optional
    ]
    every = [*specs, *(s for s, _ in optional)]
    for combo in itertools.product(*per_spec):
        chosen = {s.name: cards for s, cards in zip(every, combo, strict=True) if cards}
        if all(_slot_ok(view, player, card, s, chosen) for s in every if s.name in chosen):
            yield chosen


def _slot_ok(
    view: View, player: str, card: str, spec: TargetSpec, chosen: Mapping[str, tuple[str, ...]]
) -> bool:
    for member in chosen[spec.name]:
        binding = {SOURCE: card, **{n: v[0] for n, v in chosen.items()}, spec.name: member}
        if not matches_unary(view, player, member, spec.select):
            return False
        if not matches_relations(view, member, spec.select, binding):
            return False
        for text in spec.where:
            if not relation_holds(view, parse_relation(text), binding):
                return False
    return True


# ---------------------------------------------------------------------------------- costs
@dataclass(frozen=True)
class Way:
    """One way to pay one cost: state changes on cards, and/or Gold."""

    kind: str
    cards: tuple[str, ...] = ()
    gold: int = 0


CONSUMED = ("bow", "destroy", "discard")


def _matches_filter(view: View, card: str, ab: Ability, flt: ActionFilter | None) -> bool:
    if flt is None:
        return True
    definition = view.definition(card)
    if flt.keyword and not set(flt.keyword) & set(ab.keywords):
        return False
    if flt.designator is not None and flt.designator not in {d.value for d in ab.designators}:
        return False
    if flt.card_type is not None and flt.card_type != definition.type.value:
        return False
    return flt.title is None or flt.title.casefold() == definition.title.casefold()


def _applies(view: View, player: str, card: str, ab: Ability, kind: str) -> list[Any]:
    return [
        e
        for e in view.state.effects
        if e.kind == kind
        and (e.player is None or e.player == player)
        and _matches_filter(view, card, ab, e.actions)
    ]


def _can_lose_honor(view: View, player: str) -> bool:
    for e in view.state.effects:
        if e.kind == "prevent" and (e.cards is not None):
            raise Unsupported("preventions on cards")
        if e.kind == "prevent" and "lose_honor" in e.prevents and e.player in (None, player):
            return False
    return True


def _payable(view: View, player: str, kind: str, cid: str) -> bool:
    inst = view.card(cid)
    if inst.controlled_by != player:
        return False  # never with another player's cards
    if kind == "bow":
        return inst.in_play and not inst.bowed
    if kind == "dishonor":
        return not inst.dishonorable
    if kind in ("destroy", "discard"):
        if view.definition(cid).type is CardType.STRONGHOLD:
            raise Unsupported("destroying a Stronghold")
        return inst.in_play
    if kind == "move_home":
        return inst.in_play and inst.zone is not Zone.HOME
    raise Unsupported(kind)


def _ways(
    view: View,
    player: str,
    card: str,
    cost: Cost,
    binding: Mapping[str, str],
    chosen: Mapping[str, tuple[str, ...]],
    gold_delta: int,
) -> list[Way]:
    """Every way to pay one cost now (``[Way('none')]`` when it is not due)."""
    if cost.unless is not None and condition_holds(view, player, cost.unless, binding):
        return [Way("none")]
    if cost.only_if is not None and not condition_holds(view, player, cost.only_if, binding):
        return [Way("none")]
    if cost.any_of:
        out: list[Way] = []
        for alt in cost.any_of:
            out += _ways(view, player, card, alt, binding, chosen, gold_delta)
        return out
    if cost.gold is not None:
        g = cost.gold
        if isinstance(g, GoldFrom):
            rel = parse_relation(f"{g.equal_to} == 0")
            base = (term_value(view, rel.left, binding) or 0) + g.plus
            if g.count_yours is not None:
                base += sum(
                    1
                    for c in view.state.cards
                    if c.controlled_by == player
                    and matches_unary(view, player, c.id, g.count_yours)
                )
            base = max(base, g.at_least)
        elif g == "*":
            base = 0
        else:
            base = int(g)
        return [Way("gold", gold=max(0, base + gold_delta))]
    if cost.lose_honor is not None:
        return [Way("lose_honor")] if _can_lose_honor(view, player) else []
    if cost.discard_imperial_favor:
        return [Way("favor")] if view.state.imperial_favor == player else []
    if cost.stat is not None:
        st = cost.stat
        if not isinstance(st.subject, str):
            raise Unsupported("stat cost on a pick")
        cards = (card,) if st.subject == SOURCE else chosen[st.subject]
        for c in cards:
            value = view.stat(c, Stat(st.stat))
            minimum = STAT_MINIMUM.get(Stat(st.stat))
            if value is None or view.card(c).controlled_by != player:
                return []
            if st.amount < 0 and minimum is not None and value + st.amount < minimum:
                return []
        return [Way(f"stat:{st.stat}", cards)]
    kind = next(
        k for k in ("bow", "dishonor", "destroy", "discard", "move_home") if getattr(cost, k)
    )
    subject = getattr(cost, kind)
    if isinstance(subject, str):
        cards = (card,) if subject == SOURCE else chosen[subject]
        return [Way(kind, cards)] if all(_payable(view, player, kind, c) for c in cards) else []
    assert isinstance(subject, Pick)
    pool = [
        c.id
        for c in view.state.cards
        if matches_unary(view, player, c.id, subject.select)
        and matches_relations(view, c.id, subject.select, binding)
        and _payable(view, player, kind, c.id)
    ]
    if subject.all:
        return [Way(kind, tuple(pool))]
    return [Way(kind, combo) for combo in itertools.combinations(pool, subject.count)]


def _mandatory(view: View, player: str, card: str, ab: Ability) -> list[tuple[Cost, int]]:
    """(cost, Gold change) in payment order: printed Gold cost, the card's, then added ones."""
    definition = view.definition(card)
    costs: list[Cost] = []
    if definition.type is CardType.STRATEGY and definition.gold_cost is not None:
        costs.append(Cost(gold=definition.gold_cost))
    costs += [c for c in ab.costs if not c.optional]
    delta = sum(e.gold_delta for e in _applies(view, player, card, ab, "cost_change"))
    out: list[tuple[Cost, int]] = []
    for c in costs:
        has_gold = c.gold is not None or any(a.gold is not None for a in c.any_of)
        out.append((c, delta if has_gold else 0))
        if has_gold:
            delta = 0  # a change to the amount of the (first) Gold cost
    out += [(e.cost, 0) for e in _applies(view, player, card, ab, "added_cost")]
    return out


def _compatible(choice: Sequence[Way]) -> set[str] | None:
    """Cards consumed by the choice, or None when a card would pay twice."""
    consumed: set[str] = set()
    changed: set[tuple[str, str]] = set()
    for way in choice:
        for c in way.cards:
            if c in consumed and way.kind in CONSUMED:
                return None
            if (way.kind, c) in changed:
                return None
            changed.add((way.kind, c))
            if way.kind in CONSUMED:
                consumed.add(c)
    return consumed


# ------------------------------------------------------------------------------------ Gold
_MODE_FIELDS = frozenset(
    {
        "gold",
        "from_stat",
        "bonuses",
        "only_for",
        "conditional",
        "per_card",
        "lose_honor",
        "extra_cost",
        "once_per_turn",
        "bow",
        "while_bowed",
        "once_per_game",
        "only_if",
        "conditional_delta",
        "from_tokens",
    }
)
_SELECTOR_FIELDS = frozenset(
    {
        "type",
        "clan",
        "keyword",
        "title",
        "unique",
        "action",
        "min_gold_cost",
        "recruit",
        "not_type",
        "from_card_in_play",
    }
)


def _known_fields(value: Any, known: frozenset[str]) -> None:
    """Every field the brute force does not know must be at its default (else Unsupported)."""
    for f in dataclasses.fields(value):
        if f.name in known:
            continue
        default = f.default if f.default is not dataclasses.MISSING else None
        if f.default_factory is not dataclasses.MISSING:
            default = f.default_factory()
        if getattr(value, f.name) != default:
            raise Unsupported(f"{type(value).__name__}.{f.name}")


def _selector_matches(sel: PaySelector, paid: Mapping[str, Any]) -> bool:
    """A payment for an action of ``paid`` (type, title, clans, keywords)."""
    _known_fields(sel, _SELECTOR_FIELDS)

    def same(a: str | None, b: str | None) -> bool:
        return a is None or (b is not None and a.casefold() == b.casefold())

    if getattr(sel, "unique", None) is not None:
        raise Unsupported("'unique' on what a payment is for")
    if getattr(sel, "action", None) is False:
        return False  # only for a card's Gold cost as it enters play: never an action's
    if getattr(sel, "min_gold_cost", None) is not None:
        return False  # "a card with a printed Gold Cost of N or more": never an action
    if getattr(sel, "recruit", None) is True:
        return False  # "when it pays to Recruit": never an action
    not_type = getattr(sel, "not_type", None)
    if not_type is not None and not_type.casefold() == str(paid["type"]).casefold():
        return False  # "a non-Personality card"
    in_play = getattr(sel, "from_card_in_play", None)
    if in_play is not None and in_play != paid["in_play"]:
        return False  # "an action from your card in play"
    if not (same(sel.type, paid["type"]) and same(sel.title, paid["title"])):
        return False
    if sel.clan is not None and sel.clan.casefold() not in paid["clans"]:
        return False
    return sel.keyword is None or sel.keyword.casefold() in paid["keywords"]


def _mode_gold(
    view: View,
    player: str,
    cid: str,
    index: int,
    mode: ProductionMode,
    paid: Mapping[str, Any],
    granted: Sequence[GoldBonus] = (),
) -> int | None:
    """Gold of one use of production mode ``index`` of ``cid`` for this payment, or None.

    ``granted``: bonuses other cards give this card (a Stronghold: Plantation); a bonus with
    ``max_total`` never takes the Gold above it (nor lowers it), after the uncapped ones."""
    _known_fields(mode, _MODE_FIELDS)
    if mode.only_for is not None and not _selector_matches(mode.only_for, paid):
        return None
    only_if = getattr(mode, "only_if", None)
    if only_if is not None and not condition_holds(view, player, only_if, {SOURCE: cid}):
        return None
    once_turn = getattr(mode, "once_per_turn", False)
    once_game = getattr(mode, "once_per_game", False)
    if once_turn or once_game:
        rec = next(
            (m for m in view.state.memory if m.card == cid and m.ability == -1 - index), None
        )
        if rec is not None and (
            (once_turn and rec.this_turn >= 1) or (once_game and rec.this_game >= 1)
        ):
            return None
    if mode.from_stat is not None:
        base = view.stat(cid, mode.from_stat)
        if base is None:
            return None
    elif getattr(mode, "from_tokens", None) is not None:
        token = str(mode.from_tokens).casefold()
        base = sum(1 for t in view.card(cid).tokens if t.casefold() == token)
        if base == 0:
            return None  # no token to remove
    else:
        base = mode.gold or 0
    for cg in mode.conditional:
        if condition_holds(view, player, cg.condition, {SOURCE: cid}):
            base = cg.gold
            break
    for cg in getattr(mode, "conditional_delta", ()):
        if condition_holds(view, player, cg.condition, {SOURCE: cid}):
            base += cg.gold
    for per in mode.per_card:
        if getattr(per, "only_if", None) is not None:
            raise Unsupported("PerCardGold.only_if")
        n = sum(
            1
            for c in view.state.cards
            if matches_unary(view, player, c.id, per.select)
            and matches_relations(view, c.id, per.select, {SOURCE: cid}, partial=True)
        )
        base += n * per.gold if per.max is None else min(n * per.gold, per.max)
    matching = [b for b in (*mode.bonuses, *granted) if _selector_matches(b.when, paid)]
    total = base + sum(b.gold for b in matching if getattr(b, "max_total", None) is None)
    for b in matching:
        cap = getattr(b, "max_total", None)
        if cap is not None:
            total = max(total, min(cap, total + b.gold))
    return max(0, total)


def _gold_ok(
    view: View,
    player: str,
    consumed: set[str],
    payments: Sequence[int],
    paid: Mapping[str, Any],
    memo: dict[Any, bool],
) -> bool:
    """Every assignment of each Gold source to one payment or to nothing.

    A card bows once: one of its bowing modes, if it is unbowed. A mode that produces without
    bowing is a source of its own (unbowed card, unless it works while bowed). A card bowed,
    destroyed or discarded by a cost produces nothing (abilities on bowed cards may not be
    used; a card out of play has none)."""
    if not payments:
        return True
    key = (frozenset(consumed), tuple(payments))
    if key in memo:
        return memo[key]
    honor = _can_lose_honor(view, player)
    # what cards in play give the Stronghold (a trait: bowed or not; not a card a cost used)
    grants = [
        b
        for inst in view.state.cards
        if inst.in_play and inst.controlled_by == player and inst.id not in consumed
        for b in getattr(view.definition(inst.id), "stronghold_bonuses", ())
    ]
    groups: list[list[tuple[int, int]]] = []  # per source group: (payment index, Gold)
    for inst in view.state.cards:
        if inst.id in consumed or inst.controlled_by != player or not inst.in_play:
            continue
        granted = grants if view.definition(inst.id).type is CardType.STRONGHOLD else []
        bowing = [(-1, 0)]
        for i, mode in enumerate(view.definition(inst.id).production):
            if mode.lose_honor and not honor:
                continue
            bows = getattr(mode, "bow", True)
            if bows and inst.bowed:
                continue
            if not bows and inst.bowed and not getattr(mode, "while_bowed", False):
                continue
            gold = [_mode_gold(view, player, inst.id, i, mode, paid, granted) for _ in payments]
            options = [(p, g) for p, g in enumerate(gold) if g is not None]
            if bows:
                bowing += options
            elif options:
                groups.append([(-1, 0), *options])
        if len(bowing) > 1:
            groups.append(bowing)
    ok = False
    for assignment in itertools.product(*groups):
        got = [0] * len(payments)
        for p, g in assignment:
            if p >= 0:
                got[p] += g
        if all(a >= b for a, b in zip(got, payments, strict=True)):
            ok = True
            break
    memo[key] = ok
    return ok


# --------------------------------------------------------------------------------- the check
def brute_check(
    view: View, player: str, card: str, index: int, reading: Ability | None = None
) -> bool:
    """Legal iff some targets x cost choices x Gold assignment satisfies everything.
    ``reading``: one reading of the printed ability (its ``lenient`` one); default: as
    printed."""
    return any(True for _ in brute_choices(view, player, card, index, reading))


def brute_status(view: View, player: str, card: str, index: int) -> str:
    """The verdict the brute force expects: an ability read two ways (``Ability.lenient``) is
    legal when the strict reading is, illegal when the lenient one is not either, and unknown
    in between (README, importer); otherwise legal / illegal."""
    ab = view.definition(card).abilities[index]
    if brute_check(view, player, card, index):
        return "legal"
    if ab.lenient is None or not brute_check(view, player, card, index, ab.lenient):
        return "illegal"
    return "unknown"


def brute_choices(
    view: View,
    player: str,
    card: str,
    index: int,
    reading: Ability | None = None,
    *,
    optional: bool = False,
) -> Iterator[tuple[dict[str, tuple[str, ...]], tuple[Way, ...]]]:
    """Every (targets, one way to pay each cost) with a Gold assignment that pays it: the
    reference the factored action space (``solver.decision``) is checked against. With
    ``optional``, the optional targets named on announcement too (none, or up to their
    count)."""
    definition = view.definition(card)
    ab = definition.abilities[index] if reading is None else reading
    if any(e.bring_into_play is not None for e in ab.effects):
        raise Unsupported("bring into play")
    if any(c.discard_from_hand is not None for c in ab.costs):
        raise Unsupported("discard from hand")
    if any(BEARER in c.references() for c in ab.costs):
        raise Unsupported("a cost on the attachment's bearer")
    if ab.not_understood and not ab.timing_understood:
        raise Unsupported("printed text not modelled (its timing too)")
    if not _usable(view, player, card, ab, index):
        return
    if ab.not_understood:
        raise Unsupported("printed text not modelled")  # the rules of the rest are unknown
    if any(
        c.in_play
        and c.controlled_by == player
        and (view.definition(c.id).production_unread or view.definition(c.id).reductions_unread)
        for c in view.state.cards
    ):
        raise Unsupported("a Gold source whose text is not modelled")
    specs = _required(ab)
    costs = _mandatory(view, player, card, ab)
    paid = {
        "type": definition.type.value,
        "title": definition.title,
        "clans": {c.casefold() for c in definition.clan},
        "keywords": {k.casefold() for k in (*definition.keywords, *ab.keywords)},
        "in_play": view.card(card).in_play and view.card(card).controlled_by == player,
    }
    memo: dict[Any, bool] = {}
    extra = _optional(view, ab) if optional else []
    for chosen in _target_tuples(view, player, card, specs, extra):
        binding = {SOURCE: card, **{n: v[0] for n, v in chosen.items()}}
        if ab.condition is not None and not condition_holds(view, player, ab.condition, binding):
            continue
        per_cost = [_ways(view, player, card, c, binding, chosen, d) for c, d in costs]
        for choice in itertools.product(*per_cost):
            consumed = _compatible(choice)
            if consumed is None:
                continue
            payments = [w.gold for w in choice if w.kind == "gold" and w.gold > 0]
            if _gold_ok(view, player, consumed, payments, paid, memo):
                yield chosen, tuple(choice)


# ------------------------------------------------------------------------------ benchmark
def _timed(fn: Callable[[], Any], repeat: int = 1) -> tuple[float, Any]:
    best = float("inf")
    out = None
    for _ in range(repeat):
        t = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - t)
    return best, out


@dataclass
class Disagreement:
    seed: int
    player: str
    card: str
    ability: int
    ours: str
    brute: str
    reasons: tuple[str, ...]


def run(quick: bool) -> dict[str, float]:
    """Our ``check`` vs the brute force on seeded Oracle boards; ``legal_announcements``.

    Our check is timed on the board's View, built once and shared by every check of the board
    (as an AI or ``legal_announcements`` asks: ``median_ms``), and from the loaded state, so
    each check builds its own View and caches (``cold_median_ms``)."""
    from benchmarks.boards import boards
    from solver.announce import legal_announcements
    from solver.good_faith import check
    from solver.timing import usable_now

    n_boards = 6 if quick else 30
    repeat = 3 if quick else 5
    rows: list[tuple[float, float, float, bool, str]] = []  # ours, cold, brute, usable, status
    agree = 0
    skipped = 0
    announce: list[float] = []
    in_play: list[int] = []
    on_table: list[int] = []
    disagreements: list[Disagreement] = []
    for board in boards(n_boards):
        view = board.view
        loaded = board.loaded
        in_play.append(board.in_play)
        on_table.append(board.abilities_on_table)
        for player, card, index in board.checks:
            try:
                tb, expected = _timed(lambda: brute_status(view, player, card, index))  # noqa: B023
            except Unsupported:
                skipped += 1
                continue
            t, verdict = _timed(
                lambda: check(view, player, card, index, time_limit_s=5.0),  # noqa: B023
                repeat,
            )
            cold, _ = _timed(
                lambda: check(loaded, player, card, index, time_limit_s=5.0),  # noqa: B023
                repeat,
            )
            usable = usable_now(view, player, card, index).ok
            rows.append((t, cold, tb, usable, verdict.status))
            if verdict.status == expected:
                agree += 1
            else:
                disagreements.append(
                    Disagreement(
                        board.seed, player, card, index, verdict.status, expected, verdict.reasons
                    )
                )
        for player in ("p1", "p2"):
            t, _ = _timed(lambda: legal_announcements(view, player).count(), repeat)  # noqa: B023
            announce.append(t)
    run.disagreements = disagreements  # type: ignore[attr-defined]
    med = statistics.median
    total = len(rows)

    def speedup(sel: list[tuple[float, float, float, bool, str]]) -> float:
        return med(r[2] for r in sel) / med(r[0] for r in sel) if sel else 0.0

    usable_rows = [r for r in rows if r[3]]
    usable_illegal = [r for r in usable_rows if r[4] == "illegal"]
    ours = [r[0] for r in rows]
    return {
        "good_faith.boards": float(n_boards),
        "good_faith.cards_in_play_mean": statistics.mean(in_play),
        "good_faith.abilities_on_table_mean": statistics.mean(on_table),
        "good_faith.checks": float(total),
        "good_faith.usable_checks": float(len(usable_rows)),
        "good_faith.usable_illegal_checks": float(len(usable_illegal)),
        "good_faith.legal_share": sum(r[4] == "legal" for r in rows) / total if total else 0.0,
        "good_faith.unsupported_by_bruteforce": float(skipped),
        "good_faith.median_ms": med(ours) * 1000,
        "good_faith.usable_median_ms": med(r[0] for r in usable_rows) * 1000,
        "good_faith.cold_median_ms": med(r[1] for r in rows) * 1000,
        "good_faith.usable_cold_median_ms": med(r[1] for r in usable_rows) * 1000,
        "good_faith.p95_ms": sorted(ours)[int(0.95 * (total - 1))] * 1000,
        "good_faith.max_ms": max(ours) * 1000,
        "good_faith.bruteforce_median_ms": med(r[2] for r in rows) * 1000,
        "good_faith.bruteforce_speedup": speedup(rows),
        "good_faith.bruteforce_speedup_usable": speedup(usable_rows),
        "good_faith.bruteforce_speedup_usable_illegal": speedup(usable_illegal),
        "good_faith.bruteforce_max_ms": max(r[2] for r in rows) * 1000,
        "good_faith.agreement": agree / total if total else 0.0,
        "good_faith.unknown": float(sum(r[4] == "unknown" for r in rows)),
        "announce.median_ms": med(announce) * 1000,
        "announce.max_ms": max(announce) * 1000,
    }


def main() -> None:
    import argparse
    import json

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    figures = run(args.quick)
    print(json.dumps(figures, indent=2))
    for d in getattr(run, "disagreements", []):
        print("DISAGREE", d)


if __name__ == "__main__":
    main()
