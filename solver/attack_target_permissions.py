"""A permission for attacks to target more cards, a trait of a card in play not read ("Your
Fear effects may target Items and Spells.": Daigotsu Kanpeki, Unleashed; "Ranged Attacks may
target Personalities at the current battlefield as if they had no Followers attached."), scoped
by what it names (Effects / "May": a permission can only allow; Abilities and actions / B: the
targets an action can choose):

- it concerns only an action that may make an attack of a kind it names (``may_make``: a
  Political Open action making no Fear is out of reach of "Your Fear effects ...");
- it can only lift a failure to find a target: an illegal verdict for any other reason (timing,
  a cost, Gold, a condition) stands;
- when what it lets the attacks target is a list of card types ("Items and Spells"), a
  targeting failure stands while no card of those types is in play under another player's
  control (an attack targets enemy cards: the Fear's reminder, "Target an enemy Follower or
  Personality ...").

- a targeting failure whose empty slot is the performer's stands: the performer is chosen
  among the player's own Personalities (FAQ, What performs an action?), never as an attack's
  target, so no permission for attacks to target more gives that slot a candidate (h45adv4
  kah1: Flanking Assault's "your target performing defending Personality" while attacking);

- "Ranged Attacks from actions performed by Kahoku may target ..." (Bayushi Kahoku •
  Experienced): a targeting failure of an action read whole stands when its own card performs
  none of it (FAQ, What performs an action?: the card's own actions, its Items' and Spells',
  any where it may be chosen as a performer or a target between the colons).

Whose attacks ("Your", "Other players'") is ``solver.traits_in_play``'s ``yours_only`` /
``solver.restriction_reach``'s."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.cards import CardType
from model.cardtext.attack_permissions import (
    permission_kinds,
    permission_performer,
    permitted_targets,
)
from model.cardtext.target_words import self_words
from model.lazy_regex import lazy_regex
from model.state import View
from solver.attack_scope import may_make
from solver.grant_reach import empty_slot
from solver.target_ban_scope import performers
from solver.verdict import Verdict

__all__ = ["attack_target_spares"]

_TYPES: dict[str, CardType] = {
    "items": CardType.ITEM,
    "spells": CardType.SPELL,
    "followers": CardType.FOLLOWER,
    "personalities": CardType.PERSONALITY,
    "holdings": CardType.HOLDING,
}
_TYPE_LIST = lazy_regex(r"(?P<a>\w+)(?:(?:,? and|,|,? or) (?P<b>\w+))*")


def attack_target_spares(
    view: View, source: str, said: str, card: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """Can ``said`` (a trait of a card in play), when a permission for attacks to target more
    (the module), not turn ``verdict`` for the action ``ab`` of ``card``?"""
    kinds = permission_kinds(said)
    if kinds is None or ab is None:
        return False
    if not may_make(ab, kinds):
        return True  # no attack of the kinds named
    if verdict.status != "illegal":
        return False
    if not verdict.details or verdict.details[0].code != "target":
        return True  # timing, a cost, Gold, a condition: no target given lifts it
    slot = empty_slot(verdict)
    if any(t.performer and t.name == slot for t in ab.all_target_specs()):
        return True  # no performer: not an attack's target
    if _other_performers(view, source, said, card, ab, verdict):
        return True  # "from actions performed by Kahoku": he performs none of it
    types = _card_types(permitted_targets(said) or "")
    if types is None:
        return False
    mine = view.card(card).controlled_by
    return not any(
        inst.in_play and inst.controlled_by != mine and view.definition(inst.id).type in types
        for inst in view.state.cards
    )


def _other_performers(
    view: View, source: str, said: str, card: str, ab: Ability, verdict: Verdict
) -> bool:
    """Does ``said`` name its own card as the one performer ("... from actions performed by
    Kahoku ...") while that card performs no part of ``ab`` of ``card``, read whole (FAQ, What
    performs an action?: ``solver.target_ban_scope.performers``)?"""
    who = permission_performer(said)
    if who is None or ab.not_understood or ab.lenient is not None:
        return False
    if who.lower() not in self_words(view.definition(source).title):
        return False
    return source not in performers(view, card, ab, verdict)


def _card_types(what: str) -> frozenset[CardType] | None:
    """The card types ``what`` lists ("Items and Spells"), or None when it says more."""
    if _TYPE_LIST.fullmatch(what.strip()) is None:
        return None
    words = re.findall(r"\w+", what.lower())
    named = [w for w in words if w not in ("and", "or")]
    if not all(w in _TYPES for w in named):
        return None
    return frozenset(_TYPES[w] for w in named)
