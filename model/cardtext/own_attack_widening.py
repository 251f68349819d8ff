"""A card's own permission for its attacks to target more, read on its own action: "Your Fear
effects may target Items and Spells." (Daigotsu Kanpeki, Unleashed • Experienced 4) on "Battle:
Fear 5.", and "Ranged Attacks from actions performed by Kahoku may target dishonorable
Personalities with attached Followers." (Bayushi Kahoku • Experienced) on his own Ranged Attack.

Effects / "May" and Costs and restrictions / Permissions: a permission widens what may be
chosen. Fear's own target (its reminder: "an enemy Follower, or Personality without Followers",
``model.cardtext``) then also takes enemy cards of the types named, under the same Force limit
and place (as "Fear 3 that may target Spells", Moto Tadasu, is read). Read only where exact: the
sentence names Items, Spells or both with no condition, "Your" (the card's controller's Fear
effects: his own action), the action makes no Melee or Ranged Attack, and its one target that is
no performer is that reminder, in its strict and lenient readings alike; elsewhere it stays not
read (``own_traits``, ``solver.own_attack_permission``). ``solver.attack_permission_targets``
applies the Fear sentence to other cards' Fear effects.

The Ranged Attack's permission names its performer: an action printed on the card is performed
by it (FAQ, What performs an action?), so on the card's own action whose one Ranged Attack
target is its reminder ("an enemy Follower, or Personality without Followers" at the current
battlefield, Force limited) and which makes no Fear or Melee Attack, that target also takes an
enemy dishonorable Personality (with or without Followers), under the same limit and place."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Ability, Block, TargetSpec
from model.cardtext.attack_permissions import makes_attack
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import Selector

__all__ = ["with_own_attack_widening"]

_OWN_FEAR = lazy_regex(r"^Your Fear effects may target (?P<what>Items|Spells|Items and Spells)\.?$")
#: "Ranged Attacks from actions performed by Kahoku may target dishonorable Personalities with
#: attached Followers."
_OWN_RANGED = lazy_regex(
    r"^Ranged Attacks from actions performed by (?P<who>[A-Z][\w'-]*) may target dishonorable"
    r" Personalities with attached Followers\.?$"
)
_TYPES = {"items": CardType.ITEM, "spells": CardType.SPELL}
_FEAR_TYPES = (CardType.FOLLOWER, CardType.PERSONALITY)


def _is_fear_reminder(spec: TargetSpec) -> bool:
    sel = spec.select
    if tuple(sel.type) != _FEAR_TYPES or len(sel.any_of) != 2:
        return False
    return [tuple(s.type) for s in sel.any_of] == [(CardType.FOLLOWER,), (CardType.PERSONALITY,)]


def _widened(ab: Ability, added: tuple[Selector, ...], *, only: bool = True) -> Ability | None:
    """``ab`` with its one reminder-shaped target taking the cards ``added`` too; ``only``: it
    is its one target that is no performer (else its one such target in the effects block)."""
    specs = [s for s in ab.targets if isinstance(s, TargetSpec)]
    if len(specs) != len(ab.targets):
        return None
    others = [s for s in specs if not s.performer]
    if not only:
        others = [s for s in others if s.block is Block.EFFECTS]
    if len(others) != 1 or not _is_fear_reminder(others[0]):
        return None
    spec = others[0]
    sel = spec.select
    types = tuple(t for a in added for t in a.type if t not in sel.type)
    wider = replace(sel, type=(*sel.type, *types), any_of=(*sel.any_of, *added))
    return replace(ab, targets=tuple(replace(s, select=wider) if s is spec else s for s in specs))


def _both(ab: Ability, added: tuple[Selector, ...], *, only: bool = True) -> Ability | None:
    strict = _widened(ab, added, only=only)
    if strict is None:
        return None
    if ab.lenient is not None:
        lenient = _widened(ab.lenient, added, only=only)
        if lenient is None:
            return None
        strict = replace(strict, lenient=lenient)
    return strict


#: how its reading names each kind of attack (``attack_permissions``)
_NAMED = {"fear": r"\bFear\b|:fear:", "melee": r"\bMelee\b", "ranged": r"\bRanged\b"}


def _only_makes(ability: Ability, kind: str) -> bool:
    """Does ``ability`` make an attack of ``kind`` and name no attack of another kind?"""
    text = repr(ability)
    others = [rx for k, rx in _NAMED.items() if k != kind]
    return makes_attack(ability, frozenset({kind})) and not any(
        re.search(rx, text, re.IGNORECASE) for rx in others
    )


def with_own_attack_widening(ability: Ability, said: str, title: str) -> Ability | None:
    """``ability`` (of the card ``title``) with its attack's target widened by its card's own
    ``said``, or None when not read so (see the module)."""
    if ability.not_understood:
        return None
    if (m := _OWN_FEAR.fullmatch(said.strip())) is not None:
        if not _only_makes(ability, "fear"):
            return None
        words = re.findall(r"items|spells", m.group("what").lower())
        return _both(ability, tuple(Selector(type=(_TYPES[w],)) for w in words))
    m = _OWN_RANGED.fullmatch(said.strip())
    base = re.sub(r"\s*[•(,].*$", "", title).strip().lower().split()
    if m is None or m.group("who").lower() not in base or not _only_makes(ability, "ranged"):
        return None
    dishonorable = Selector(type=(CardType.PERSONALITY,), dishonorable=True)
    return _both(ability, (dishonorable,), only=False)
