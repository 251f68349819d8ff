"""An unread trait sentence that only forbids actions to target one card ("Actions performed by
Personalities with a Gold Cost of 7 or lower may not target this Personality." Legion of Pain):
Effects / "May not"; Abilities and actions / Good Faith Rule (some legal choice of targets).

The card it protects: "this card" (or its own name) is the sentence's card; "this Personality"
is that card when it is a Personality, else the Personality it is attached to (Reference 03:
an attachment's text speaks of its bearer); "this Follower" is the card when a Follower. The
sentence can only take that card away as a target, so:

- a legal answer whose witness targets none of the protected cards stands;
- with "Actions performed by Personalities with a Gold Cost of N or lower|higher" (or "less|
  more"), an action none of whose performers is such a Personality is not touched at all. Its
  performers (FAQ, What performs an action?): a Personality or Follower performs the actions
  printed on it; an Item's or Spell's action is performed by its Personality; and any
  Personality or Follower chosen in a slot marked performing or written between the colons
  (the witness's choices; any candidate of such a slot, by its own selector, when there is no
  witness: h45adv4 kah1, Pearls & Spirits' Shugenja performer is not Kahoku). A Gold Cost
  the state does not settle keeps the doubt.

Read whole or not at all; an illegal answer is left to the caller (the sentence can only
forbid)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from model.abilities import Ability, Block
from model.cards import CardType
from model.cardtext.qualities import quality_kinds
from model.cardtext.target_words import self_words
from model.common import Stat
from model.lazy_regex import lazy_regex
from model.state import View
from solver.bearer_cost_raise import is_raise, unstated_raise
from solver.others_cost_lowering import in_play_only, lowering_on
from solver.verdict import Verdict

if TYPE_CHECKING:
    from solver.targeting import TargetingProblem

__all__ = ["ban_reaches", "performers", "protected_by_ban", "target_ban_spares"]

_SENTENCE = lazy_regex(
    r"^(?P<acts>[A-Z][^.;:]*?) (?:may not|cannot|can't) target "
    r"(?P<whom>this Personality|this Follower|this card|[A-Z][\w'-]*(?: [A-Z][\w'-]*)?)\.?$"
)
_GOLD = lazy_regex(
    r"^Actions performed by Personalities with a Gold Cost of (?P<n>\d+) or "
    r"(?P<way>lower|less|higher|more)$"
)
#: words of a ban that may reach more than the cards it names ("or cards in this unit")
_WIDER = lazy_regex(r"\b(?:or|and|unless|if|while|except|other than|only)\b", re.IGNORECASE)


def protected_by_ban(view: View, source: str, said: str) -> frozenset[str] | None:
    """The cards the ban ``said`` of ``source`` (in play) protects, or None when not read."""
    m = _SENTENCE.fullmatch(said.strip())
    if m is None or _WIDER.search(m["whom"]) or not view.card(source).in_play:
        return None
    d = view.definition(source)
    whom = m["whom"]
    if whom == "this card":
        return frozenset({source})
    if whom == "this Follower":
        return frozenset({source}) if d.type is CardType.FOLLOWER else None
    if whom == "this Personality":
        if d.type is CardType.PERSONALITY:
            return frozenset({source})
        head = view.unit_head(source)
        if head != source and view.type_of(head) is CardType.PERSONALITY:
            return frozenset({head})
        return None
    if whom.lower() in self_words(d.title):
        return frozenset({source})
    return None


def _fixed_performers(view: View, card: str) -> set[str]:
    """The cards performing every action printed on ``card``: itself (a Personality or
    Follower), or its bearer (an Item or Spell)."""
    kind = view.type_of(card)
    if kind in (CardType.PERSONALITY, CardType.FOLLOWER):
        return {card}
    if kind in (CardType.ITEM, CardType.SPELL) and view.unit_head(card) != card:
        return {view.unit_head(card)}
    return set()


def performers(view: View, card: str, ab: Ability, verdict: Verdict) -> set[str]:
    """The cards performing ``ab`` of ``card`` under ``verdict``'s witness (see the module)."""
    from solver.targeting import build_problems  # it reads this module (shields)

    found = _fixed_performers(view, card)
    w = verdict.witness
    problems: list[TargetingProblem] | None = None
    for spec in ab.all_target_specs():
        if not (spec.performer or spec.block is Block.CONSTRAINTS):
            continue
        if w is not None and verdict.status == "legal":
            chosen = w.targets.get(spec.name, ())
        else:  # no witness: any candidate of the slot (its selector alone)
            if problems is None:
                problems = build_problems(view, view.card(card).controlled_by, card, ab)
            chosen = _candidates(problems, spec.name)
        found |= {
            c
            for c in chosen
            if view.has(c) and view.type_of(c) in (CardType.PERSONALITY, CardType.FOLLOWER)
        }
    return found


def _candidates(problems: list[TargetingProblem], name: str) -> tuple[str, ...]:
    """The cards the slot ``name`` may take in any variant, no cost narrowing them."""
    return tuple(c for p in problems for c in (p.full_domains or p.domains).get(name, ()))


def _costs_settled(view: View) -> bool:
    """Does no unread sentence of a card in play change Gold Costs (or an unnamed stat)?"""
    memo = view.memo("target_ban_costs")
    if "settled" not in memo:
        kinds = [
            quality_kinds(said)
            for c in view.state.cards
            if c.in_play
            for said in view.definition(c.id).qualities_unread
            if not is_raise(view, c.id, said)  # Coin Pouch's: counted by ``_gold_cost``
            and not in_play_only(said)  # Economic Repercussions': counted by ``_gold_cost``
        ]
        memo["settled"] = not any(
            "stat:gold_cost" in k or ("stat" in k and not any(x.startswith("stat:") for x in k))
            for k in kinds
        )
    return bool(memo["settled"])


def _gold_cost(view: View, card: str) -> int | None:
    """``card``'s Gold Cost now, with its attachments' "This Personality has +N Gold Cost."
    (Coin Pouch; Reference 03: a trait of an attachment is about its bearer; h41adv7 N3) and
    other players' "Other players' Personalities ... in play have -N Gold Cost" (Economic
    Repercussions: ``solver.others_cost_lowering``; h42adv5 N2)."""
    cost = view.stat(card, Stat.GOLD_COST)
    if cost is None:
        return None
    return cost + unstated_raise(view, card) + lowering_on(view, card)


def ban_reaches(view: View, source: str, said: str, card: str, ab: Ability) -> bool:
    """Does the ban ``said`` of ``source`` surely reach ``ab`` of ``card``: it names all
    actions, or its performers are fixed (no card chosen to perform it) and one is a
    Personality whose settled Gold Cost it names (FAQ, What performs an action?)?"""
    m = _SENTENCE.fullmatch(said.strip())
    if m is None or protected_by_ban(view, source, said) is None:
        return False
    if m["acts"] == "Actions":
        return True
    g = _GOLD.fullmatch(m["acts"])
    if g is None or not _costs_settled(view):
        return False
    if any(s.performer or s.block is Block.CONSTRAINTS for s in ab.all_target_specs()):
        return False
    n, low = int(g["n"]), g["way"] in ("lower", "less")
    for c in _fixed_performers(view, card):
        cost = _gold_cost(view, c) if view.type_of(c) is CardType.PERSONALITY else None
        if cost is not None and (cost <= n if low else cost >= n):
            return True
    return False


def _gold_spares(view: View, acts: str, card: str, ab: Ability | None, verdict: Verdict) -> bool:
    """Is no performer of ``ab`` a Personality whose Gold Cost the ban's ``acts`` names?"""
    m = _GOLD.fullmatch(acts)
    if m is None or ab is None or not _costs_settled(view):
        return False
    n, low = int(m["n"]), m["way"] in ("lower", "less")
    for c in performers(view, card, ab, verdict):
        if view.type_of(c) is not CardType.PERSONALITY:
            continue
        cost = _gold_cost(view, c)
        if cost is None or (cost <= n if low else cost >= n):
            return False
    return True


def target_ban_spares(
    view: View, source: str, said: str, card: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """Can the ban ``said`` of ``source`` not turn ``verdict`` of ``ab`` (of ``card``)?"""
    cards = protected_by_ban(view, source, said)
    if cards is None or verdict.status not in ("legal", "illegal"):
        return False
    m = _SENTENCE.fullmatch(said.strip())
    assert m is not None
    if _gold_spares(view, m["acts"], card, ab, verdict):
        return True
    w = verdict.witness
    if verdict.status != "legal" or w is None:
        return False
    return not any(c in cards for ids in w.targets.values() for c in ids)
