"""A legal witness an unread stat sentence can't touch (Reference 04: a stat change changes the
cards it names alone; Abilities and actions / Good Faith Rule: an action may be announced when
SOME legal choice exists; h30witness). An unread sentence whose subject is read with certainty
("Nairuko has +2F while she has a Spell.", "Your other Crane Clan Personalities have +1PH.",
"Your Samurai have +1F while defending.") may change only the cards ``only`` names
(``solver.one_card_scope.sole_cards``, ``solver.quality_owner_scope.your_cards``). A legal
verdict stands against it when every comparison of the ability (``TargetSpec.where``,
``where_when``) reads no stat the sentence changes of any of those cards in the witness (its
targets, its own card "source", its bearer), or reads such a stat only where the sentence's
direction (``solver.stat_direction_scope.stat_direction``: every change a bonus, or every one a
penalty) can only loosen it ("target1.force > bearer.force" for a bonus to target1). An illegal
verdict refused by its required targeting alone stands when every comparison term that may read
one of those cards (its own card, its bearer, a slot whose selector, stats aside, admits one)
on a changed stat is one the sentence's direction tightens (h30shield's reading, card by card:
Oni-Daikyu on Noekam vs "Noekam's Undead Followers have +1F.").

Read whole or not at all: only a stat-only sentence naming its stats, Force, Chi or Personal
Honor (a Gold Cost is paid, an Honor Requirement asked by a Recruit; a Chi penalty or a Chi
change of unread direction may destroy a Personality); no superlative, no
"controller controls" test, no stat given or paid with, no card brought, no condition reading
other cards or comparing stats (a count over the board), no Gold source among those cards, no
comparison naming a slot the witness does not fill. Anything else keeps the doubt.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from model.abilities import Ability, BringIntoPlay, GoldFrom, StatChange, TargetSpec
from model.common import Stat, nested
from model.evaluate import matches_unary
from model.nested_walk import derived
from model.selectors import BEARER, SOURCE, Condition, Relation, Selector, Term, parse_where
from model.state import View
from solver.ability_grant_reach import ability_grant_spares
from solver.any_card_stat_witness import any_card_spares
from solver.both_ways_stat import both_ways_read
from solver.class_grant_scope import class_grant_spares
from solver.gold_cost_raise_scope import base_cost_spares, raise_spares
from solver.grant_keyword_scope import grant_spared
from solver.grant_reach import grant_spares, printed_only_spares
from solver.one_card_scope import cards_read_by_conditions
from solver.opposing_cap import opposing_cap_read
from solver.out_of_play_subject import out_of_play_spares
from solver.penalty_negation import negation_spares
from solver.stat_blind_conditions import conditions_read_no_stat
from solver.stat_bound_scope import Other, bound_spares
from solver.stat_cost_scope import stat_cost_spares
from solver.stat_direction_scope import raising_loosens, stat_direction
from solver.strength_force_scope import strength_penalties
from solver.timing_keyword_scope import window_keyword_spares
from solver.verdict import Verdict, Witness

__all__ = ["unspared", "witness_spares"]

_STATS = frozenset(s.value for s in Stat)
#: the stats only comparisons read at announcement (a Gold Cost is paid, an Honor Requirement
#: asked by a Recruit: not this reading)
_COMPARED = frozenset({"force", "chi", "personal_honor"})
#: a unit's total: every card of the unit (Reference 04: a unit's Force is its cards' Force)
_TOTALS = {"total_force": "force", "total_gold_cost": "gold_cost"}


def _stat_of(attr: str) -> str | None:
    """The stat a term's attribute reads ("base_force": force), None for a count."""
    if attr in _TOTALS:
        return _TOTALS[attr]
    bare = attr.removeprefix("base_")
    return bare if bare in _STATS else None


def _cards_of(
    view: View, card: str, term: Term, targets: dict[str, tuple[str, ...]]
) -> frozenset[str] | None:
    """The cards whose stat ``term`` reads under the witness ``targets`` (a unit total: every
    card of the unit), None when not known."""
    assert term.ref is not None and term.attr is not None
    if term.ref == SOURCE:
        named: tuple[str, ...] = (card,)
    elif term.ref == BEARER:
        named = (view.unit_head(card),)
    elif term.ref in targets:
        named = targets[term.ref]
    else:
        return None
    if term.attr in _TOTALS:
        return frozenset(c for n in named for c in view.unit(view.unit_head(n)))
    return frozenset(named)


def _relations(ab: Ability) -> tuple[Relation, ...] | None:
    """The ability's target comparisons, None when it reads stats otherwise (once per
    ability: ``model.nested_walk.derived``)."""
    return derived(ab, "witness_stat_scope.relations", lambda: _read_relations(ab))


def _read_relations(ab: Ability) -> tuple[Relation, ...] | None:
    """``_relations`` read."""
    rels: list[Relation] = []
    for obj in nested(ab):
        if isinstance(obj, StatChange | GoldFrom | BringIntoPlay):
            return None
        if isinstance(obj, Selector) and (obj.extreme is not None or obj.controller_controls):
            return None
        if isinstance(obj, Condition) and (obj.where or obj.none_of):
            return None
        if isinstance(obj, TargetSpec):
            texts = [*obj.where, *(t for w in obj.where_when for t in w.where)]
            rels += [rel for text in texts for rel in parse_where(text).relations()]
    return tuple(rels)


def _changed(said: str, kinds: frozenset[str]) -> tuple[frozenset[str], int] | None:
    """The stats ``said`` changes and its direction (+1 bonuses, -1 penalties, 0 not read), or
    None when not this reading (see the module)."""
    if kinds & {"keyword", "clan"} or "stat" not in kinds:
        return None
    stats = frozenset(k.removeprefix("stat:") for k in kinds if k.startswith("stat:"))
    read = stat_direction(said)
    if not stats or not stats <= _COMPARED or (read is not None and read[0] != stats):
        return None
    sign = read[1] if read is not None else 0
    if "chi" in stats and sign != 1:
        return None  # a lower Chi may destroy a Personality (Reference 04): more than a test
    return stats, sign


def witness_spares(
    view: View,
    card: str | None,
    ab: Ability | None,
    verdict: Verdict,
    only: frozenset[str] | None,
    said: str,
    kinds: frozenset[str],
    others: Sequence[Other] = (),
) -> bool:
    """Can the unread sentence ``said`` (its card's, changing only ``only`` and ``kinds``, as
    ``quality_kinds``; ``others``: the other unread sentences) not turn the legal
    ``verdict`` of ``card``'s ability ``ab`` (see the module)?"""
    if verdict.status == "illegal":
        return _no_candidate_spares(view, card, ab, verdict, only, said, kinds)
    w = verdict.witness
    if only is None and card is not None and ab is not None:  # its cards not known: any
        return any_card_spares(view, card, ab, verdict, said, kinds, others)
    if verdict.status != "legal" or w is None or card is None or ab is None or not only:
        return False
    changed = _changed(said, kinds)
    if changed is None:
        return False
    stats, sign = changed
    rels = _relations(ab)
    targets = dict(w.targets)
    if rels is None:
        return False
    # a condition reading any card's keyword only, not its stat (``stat_blind_conditions``);
    # a ``where_when`` limit's condition ("+2 strength if you control a Shugenja") matters not
    # when ``where`` holds alone, as ``bound_spares`` asks (h41adv5 N3)
    read = cards_read_by_conditions(view, card, ab, targets)
    skipped = cards_read_by_conditions(view, card, ab, targets, True)
    if read is None and skipped is None and not conditions_read_no_stat(ab):
        return False
    if w.brought is not None or _plan_cards(w) & only:
        return False
    tightened = False
    for rel in rels:
        for left, terms in ((True, rel.left.parts()), (False, rel.right.parts())):
            for term in terms:
                if term.ref is None or term.attr is None:
                    continue
                stat = _stat_of(term.attr)
                if stat not in stats:
                    continue  # a stat the sentence does not change ("province's strength")
                cards = _cards_of(view, card, term, targets)
                if cards is None:
                    return False
                if not cards & only:
                    continue
                way = raising_loosens(rel, left)
                if way is None or way * sign * (1 if term.factor > 0 else -1) != 1:
                    tightened = True
    # a flat change tightening a comparison: by how much (``solver.stat_bound_scope``)
    if not tightened and (read is not None or conditions_read_no_stat(ab)):
        return True
    # with the attack's strength penalties at once (``solver.strength_force_scope``)
    player = view.card(card).controlled_by
    pens = strength_penalties(view, ab, player, targets)
    return pens is not None and bound_spares(view, card, ab, targets, only, said, others, pens)


def _plan_cards(w: Witness) -> frozenset[str]:
    """The cards of the witness's Gold sources (a source id is "card:..."; ``_touched``)."""
    if w.plan is None:
        return frozenset()
    return frozenset(s.split(":", 1)[0] for _, ids in w.plan.assignment for s in ids)


Said = tuple[str, str, frozenset[str], frozenset[str] | None]


def unspared(
    view: View, card: str | None, ab: Ability | None, verdict: Verdict, said: Iterable[Said]
) -> list[Said]:
    """The unread sentences ``said`` (card, "Title (id): text", kinds, the cards it may change:
    ``solver.traits_in_play._qualities``) that may still turn ``verdict`` (``witness_spares``)."""
    said = list(said)
    texts = [(s[1].split("): ", 1)[-1], s[3], s[2]) for s in said]
    return [
        s
        for i, s in enumerate(said)
        if not witness_spares(
            view, card, ab, verdict, s[3], texts[i][0], s[2], texts[:i] + texts[i + 1 :]
        )
        and not stat_cost_spares(view, card, ab, verdict, s[3], s[1].split("): ", 1)[-1], s[2])
        and not raise_spares(view, card, ab, verdict, texts[i][0])  # "+2 Gold Cost" (Coin Pouch)
        and not opposing_cap_read(view, texts[i][0])  # Kaitoko's cap, applied (h42adv5 N6)
        and not both_ways_read(view, texts[i][0])  # "Seki has +5F while ...": checked both ways
        and not base_cost_spares(view, card, ab, verdict, texts[i][0], s[3])  # "a base Gold Cost"
        and not grant_spared(view, s[1], card, ab)  # "This Personality has Magistrate."
        and not grant_spares(view, card, ab, verdict, texts[i][0])  # keywords no test names
        and not printed_only_spares(ab, texts[i][0])  # "with higher printed Force"
        and not out_of_play_spares(view, card, ab, verdict, texts[i][0])  # h43adv6 W1
        and not ability_grant_spares(view, s[0], texts[i][0], card, ab, verdict)  # h44adv1 W2
        and not window_keyword_spares(view, card, ab, verdict, texts[i][0])  # h44adv4 W3
        and not (ab is None and class_grant_spares(view, card, verdict, texts[i][0]))  # N4
        and not negation_spares(verdict, s[1])  # the cost's penalty it negates (h46adv1 N4)
    ]


def _no_candidate_spares(
    view: View,
    card: str | None,
    ab: Ability | None,
    verdict: Verdict,
    only: frozenset[str] | None,
    said: str,
    kinds: frozenset[str],
) -> bool:
    """Can ``said`` not turn an illegal ``verdict`` refused by its required targeting alone (every
    reason a target's)? Each comparison term that may read one of ``only`` (its own card, its
    bearer, or a slot whose selector, stats aside, admits one of them) on a changed stat must be
    one the sentence's known direction tightens (h30shield's reading, card by card); no unit
    total."""
    if card is None or ab is None or not only or not verdict.details:
        return False
    if any(d.code != "target" for d in verdict.details):
        return False
    changed = _changed(said, kinds)
    rels = _relations(ab)
    if changed is None or rels is None or changed[1] == 0:
        return False
    stats, sign = changed
    player = view.card(card).controlled_by
    specs = {t.name: t for t in ab.all_target_specs()}
    for rel in rels:
        for left, terms in ((True, rel.left.parts()), (False, rel.right.parts())):
            for term in terms:
                if term.ref is None or term.attr is None or _stat_of(term.attr) not in stats:
                    continue
                if term.attr in _TOTALS:
                    return False
                if term.ref == SOURCE:
                    reads = card in only
                elif term.ref == BEARER:
                    reads = view.unit_head(card) in only
                elif term.ref in specs:
                    sel = specs[term.ref].select
                    reads = any(
                        matches_unary(view, player, c, sel) for c in only if c in _ids(view)
                    )
                else:
                    return False
                way = raising_loosens(rel, left)
                if reads and (way is None or way * sign * (1 if term.factor > 0 else -1) != -1):
                    return False
    return True


def _ids(view: View) -> frozenset[str]:
    """The card ids of the state."""
    return frozenset(c.id for c in view.state.cards)
