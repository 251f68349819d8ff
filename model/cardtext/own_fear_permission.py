"""A card's own "Your Fear effects may target Items and Spells." (Daigotsu Kanpeki, Unleashed •
Experienced 4) read on its own action that makes Fear effects alone ("Battle: Fear 5.").

Effects / "May" and Costs and restrictions / Permissions: a permission widens what may be
chosen. Fear's own target (its reminder: "an enemy Follower, or Personality without Followers",
``model.cardtext``) then also takes enemy cards of the types named, under the same Force limit
and place (as "Fear 3 that may target Spells", Moto Tadasu, is read). Read only where exact: the
sentence names Items, Spells or both with no condition, "Your" (the card's controller's Fear
effects: his own action), the action makes no Melee or Ranged Attack, and its one target that is
no performer is that reminder, in its strict and lenient readings alike; elsewhere it stays not
read (``own_traits``, ``solver.own_attack_permission``). ``solver.attack_permission_targets``
applies the same sentence to other cards' Fear effects."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Ability, TargetSpec
from model.cardtext.attack_permissions import makes_attack
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import Selector

__all__ = ["with_own_fear_permission"]

_OWN_FEAR = lazy_regex(r"^Your Fear effects may target (?P<what>Items|Spells|Items and Spells)\.?$")
_TYPES = {"items": CardType.ITEM, "spells": CardType.SPELL}
_FEAR_TYPES = (CardType.FOLLOWER, CardType.PERSONALITY)


def _is_fear_reminder(spec: TargetSpec) -> bool:
    sel = spec.select
    if tuple(sel.type) != _FEAR_TYPES or len(sel.any_of) != 2:
        return False
    return [tuple(s.type) for s in sel.any_of] == [(CardType.FOLLOWER,), (CardType.PERSONALITY,)]


def _widened(ab: Ability, added: tuple[CardType, ...]) -> Ability | None:
    specs = [s for s in ab.targets if isinstance(s, TargetSpec)]
    if len(specs) != len(ab.targets):
        return None
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
    return replace(ab, targets=tuple(replace(s, select=wider) if s is spec else s for s in specs))


def with_own_fear_permission(ability: Ability, said: str) -> Ability | None:
    """``ability`` with its Fear's target widened by its card's own ``said``, or None when
    not read so (see the module)."""
    m = _OWN_FEAR.fullmatch(said.strip())
    if m is None or ability.not_understood or makes_attack(ability, frozenset({"melee", "ranged"})):
        return None
    if not makes_attack(ability, frozenset({"fear"})):
        return None
    added = tuple(_TYPES[w] for w in re.findall(r"items|spells", m.group("what").lower()))
    strict = _widened(ability, added)
    if strict is None:
        return None
    if ability.lenient is not None:
        lenient = _widened(ability.lenient, added)
        if lenient is None:
            return None
        strict = replace(strict, lenient=lenient)
    return strict
