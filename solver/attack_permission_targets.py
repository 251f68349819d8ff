"""A permission for Fear effects to target cards of more types, applied in target selection
(Effects / "May": a permission allows; Abilities and actions / B: the targets an action can
choose; h37adv3 N3): "Your Fear effects may target Items and Spells." (Daigotsu Kanpeki,
Unleashed) lets its controller's Fear effects target an enemy Item or Spell as well as "an enemy
Follower, or Personality without Followers": The Sinister Citadel of the Spider's "Battle: Fear
3." may target a Family Sword (an Item, Force 3) attached to an enemy Personality at the current
battlefield.

Applied only where it is read exactly: the sentence is "[Your |Other players' ]Fear effects may
target <Items|Spells|Items and Spells>." with no condition, of a card in play whose effects the
state does not state, whose "Your" (or "Other players'") takes in the acting player; the action
makes Fear effects alone (no Melee or Ranged Attack), and its one target that is no performer
is the Fear's reminder ("an opponent's Follower, or a Personality without Followers"). The
Fear's Force limit and place apply to the added cards as to the others. Elsewhere the sentence
stays with ``solver.attack_target_permissions``."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Ability, TargetSpec
from model.cards import CardType
from model.cardtext.attack_permissions import permission_kinds, permitted_targets
from model.lazy_regex import lazy_regex
from model.selectors import Selector
from model.state import View
from solver.attack_scope import may_make

__all__ = ["with_attack_permissions"]

_PLAIN = lazy_regex(r"^(?P<whose>Your |Other players' )?Fear effects may target [^.]+\.?$")
_TYPES = {"items": CardType.ITEM, "spells": CardType.SPELL}
_FEAR_TYPES = (CardType.FOLLOWER, CardType.PERSONALITY)


def _added_types(view: View, player: str) -> tuple[CardType, ...]:
    """The card types the read permissions in play add to ``player``'s Fear effects' targets."""
    stated = {e.source for e in view.state.effects if e.source is not None}
    found: list[CardType] = []
    for inst in view.state.cards:
        if not inst.in_play or inst.id in stated:
            continue
        for said in view.definition(inst.id).actions_unread:
            m = _PLAIN.fullmatch(said.strip())
            if m is None or permission_kinds(said) != frozenset({"fear"}):
                continue
            mine = inst.controlled_by == player
            if (m["whose"] == "Your " and not mine) or (m["whose"] == "Other players' " and mine):
                continue
            words = [w for w in re.findall(r"\w+", (permitted_targets(said) or "").lower())]
            named = [w for w in words if w != "and"]
            if not named or not all(w in _TYPES for w in named):
                continue
            found += [_TYPES[w] for w in named if _TYPES[w] not in found]
    return tuple(found)


def _is_fear_reminder(spec: TargetSpec) -> bool:
    """Is ``spec`` the Fear's "enemy Follower, or Personality without Followers"?"""
    sel = spec.select
    if tuple(sel.type) != _FEAR_TYPES or len(sel.any_of) != 2:
        return False
    kinds = [tuple(s.type) for s in sel.any_of]
    return kinds == [(CardType.FOLLOWER,), (CardType.PERSONALITY,)]


def _widened(ab: Ability, added: tuple[CardType, ...]) -> Ability | None:
    """``ab`` with its Fear target taking ``added`` types too, or None when not read so."""
    specs = [s for s in ab.targets if isinstance(s, TargetSpec)]
    if len(specs) != len(ab.targets):
        return None  # alternatives of targets: which is the Fear's is not read
    others = [s for s in specs if not s.performer]
    if len(others) != 1 or not _is_fear_reminder(others[0]):
        return None
    spec = others[0]
    sel = spec.select
    wider = replace(
        sel,
        type=(*sel.type, *added),
        any_of=(*sel.any_of, *(Selector(type=(t,)) for t in added)),
    )
    targets = tuple(replace(s, select=wider) if s is spec else s for s in ab.targets)
    return replace(ab, targets=targets)


def with_attack_permissions(view: View, player: str, ab: Ability) -> Ability:
    """``ab`` with the read permissions' types added to its Fear's target (see the module)."""
    if ab.not_understood or not may_make(ab, frozenset({"fear"})):
        return ab
    if may_make(ab, frozenset({"melee", "ranged"})):
        return ab
    added = _added_types(view, player)
    if not added:
        return ab
    strict = _widened(ab, added)
    if strict is None:
        return ab
    if ab.lenient is not None:
        lenient = _widened(ab.lenient, added)
        if lenient is None:
            return ab
        strict = replace(strict, lenient=lenient)
    return strict
