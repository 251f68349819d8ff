"""The reach of an unread trait sentence about one card ("Hiroteru has +1F for each bowed card in
the enemy army.", "Increase by 1 all Force bonuses Saiyuki receives.") against the action
checked (Reference 04: a stat or keyword a card is given changes that card alone; Abilities and
actions / B. Required targeting: a target is chosen among the cards its selector admits).

- A condition of the action that reads one card only, its own card or one of its targets ("Melee
  3 Attack if the target is dishonorable", "Fear 4 if Ataruko has a Nonhuman Follower"), reads
  that card and its unit: a legal answer resting on other cards stays legal (h25adv2 F2).
- An illegal answer whose every reason is a target (or a target's cost) none of whose
  candidates can be the changed card, for its controller ("an opponent's Personality", "one of
  your Followers"), can't be turned by a change to that card's stats or keywords: no quality
  makes a card another player's (h25adv2 F2 c, Daidoji Taenaru; Daigotsu Misaki).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable

from model.abilities import Ability, TargetSpec
from model.common import nested
from model.selectors import SOURCE, Condition, Controller
from model.state import View
from solver.verdict import Verdict

__all__ = ["BONUSES_OF_ONE", "cards_read_by_conditions", "slots_exclude"]

#: "Increase by 1 all Force bonuses Saiyuki receives (for the duration of the Force bonus).":
#: a change to one named card's own bonuses (``who``: its name)
BONUSES_OF_ONE = re.compile(
    r"^(?:Increase|Decrease) by \d+ all (?:Force|Chi|Personal Honor) (?:bonuses|penalties) "
    r"(?P<who>[A-Z][\w'-]+) receives\b"
)

_PLAIN = Condition()


def _one_card(cond: Condition, slots: frozenset[str]) -> bool:
    """Is ``cond`` only "<card> matches <selector>", the card its own or one of its targets?"""
    if cond.card is None or cond.matches is None:
        return False
    if cond.card != SOURCE and cond.card not in slots:
        return False
    return dataclasses.replace(cond, card=None, matches=None) == _PLAIN


def cards_read_by_conditions(
    view: View, card: str, ab: Ability, targets: dict[str, tuple[str, ...]]
) -> frozenset[str] | None:
    """The cards the conditions of ``ab`` read (each condition's card and its unit: "has a
    Nonhuman Follower"), given the witness's ``targets``; None when a condition may read any
    other card ("If you control a Samurai", "If your army has more units")."""
    slots = frozenset(s.name for s in ab.all_target_specs())
    read: set[str] = set()
    for cond in _conditions(ab):
        if not _one_card(cond, slots):
            return None
        named = (card,) if cond.card == SOURCE else targets.get(cond.card or "", ())
        if not named and cond.card != SOURCE:
            return None  # an optional target not chosen: not known what it reads
        for c in named:
            read |= set(view.unit(view.unit_head(c)))
    return frozenset(read)


def _conditions(ab: Ability) -> Iterable[Condition]:
    return (o for o in nested(ab) if isinstance(o, Condition))


#: a reason naming one slot none of whose candidates exists ("required targeting can't be met:
#: target1: ...; there are none", "... once each target pays its cost: performer: ...; you have
#: none"), or whose one candidate is bowed for its bow cost ("can't pay the cost: performer:
#: Medium Infantry is already bowed, so it can't pay 'bow performer'"): no other slot's choice
#: is involved
_SLOT_REASON = re.compile(
    r"^(?:required targeting can't be met(?: once each target pays its cost)?: "
    r"(?P<slot>[\w-]+): [^;]*; (?:there are|you have) none"
    r"|can't pay the cost: (?P<bowed>[\w-]+): [^;]* is already bowed, so it can't pay "
    r"'bow (?P=bowed)')$"
)


def slots_exclude(
    view: View, player: str, ab: Ability, verdict: Verdict, only: frozenset[str]
) -> bool:
    """Is ``verdict`` illegal only for targets (or their costs) whose selectors admit none of
    the cards ``only`` by controller ("an opponent's ..." while each is ``player``'s; "your
    ..." while none is)? A quality given to those cards can't turn it."""
    if verdict.status != "illegal" or not verdict.details or not only:
        return False
    specs = {s.name: s for s in ab.all_target_specs()}
    for detail in verdict.details:
        m = _SLOT_REASON.match(detail.text)
        spec = specs.get(m["slot"] or m["bowed"]) if m else None
        if spec is None or not _excludes(view, player, spec, only):
            return False
    return True


def _reads_itself_only(spec: TargetSpec) -> bool:
    """Do the slot's relations read only its own card ("with lower current Force than his own
    printed Force"), never its action's card or another target ("higher Force than Bold")?"""
    if spec.count_when:
        return False
    texts = [*spec.where, *(t for w in spec.where_when for t in w.where)]
    if any(set(_REFERENCE.findall(t)) - {spec.name} for t in texts):
        return False
    return all(_one_card(w.condition, frozenset({spec.name})) for w in spec.where_when) and all(
        w.condition.card == spec.name for w in spec.where_when
    )


#: a reference in a relation: "target1.force", "source.force"
_REFERENCE = re.compile(r"\b([A-Za-z_]\w*)\.")


def _excludes(view: View, player: str, spec: TargetSpec, only: frozenset[str]) -> bool:
    """Does ``spec``'s controller admit none of ``only`` (each controlled by ``player`` against
    "an opponent's", or each by another player against "your"), and do its relations read its
    own card only (a change to another card then can't make a candidate)?"""
    if not _reads_itself_only(spec):
        return False
    owners = {view.card(c).controlled_by for c in only}
    if spec.select.controller is Controller.OPPONENT:
        return owners == {player}
    if spec.select.controller is Controller.YOU:
        return player not in owners
    return False
