"""An action "considered a Ranged Attack" ("target an enemy Ninja card: Destroy it; this is
considered a Ranged Attack.", Tsuruchi • Experienced 2; "This action is considered a Ranged
Attack.", Nogoten's Bow). Reference 01 (Cardinal rule 1, example): an effect that lets a Ranged
Attack target elsewhere "only changes the rule that the target of a Ranged Attack must be in the
current enemy army; it does not change the rule that the target of a Ranged Attack must be a
Follower or a Personality without Followers". An action that is a Ranged Attack is held to
those rules: its one target is read as a Ranged Attack's (``ranged_target``), and the sentence
is kept as a step naming the attack (so "Ranged Attacks may not target ..." in play reaches it,
``solver.attack_shields``).

Read only when exact: the clause is the whole sentence ("this is considered a Ranged Attack",
nothing after it such as "from the Item"), the action has one target that is no performer,
no alternatives and no lenient reading, and that target's own words leave the attack's rules
to add (any controller but yours, no place but the current battlefield, no alternatives of its
own, a type among Follower and Personality). Otherwise the action stays not understood."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.abilities import Ability, Effect, TargetSpec
from model.cardtext.effects import ParsedEffects
from model.cardtext.imported import ImportedAbility
from model.cardtext.target_relations import ranged_target
from model.lazy_regex import lazy_regex
from model.selectors import Controller, Selector
from model.zones import Place

__all__ = ["CONSIDERED_RANGED", "considered_ranged", "without_considered"]

#: the step kept in the effects: it names the attack the action is
CONSIDERED_RANGED = "this is considered a Ranged Attack"

_CLAUSE = lazy_regex(
    r"(?P<lead>;\s*|(?<=[.!])\s+|^\s*)(?:this|this action) is considered a Ranged Attack\.\s*",
    re.IGNORECASE,
)


def without_considered(parse: Callable[[str], ParsedEffects], text: str) -> ParsedEffects | None:
    """``text`` read without its "this is considered a Ranged Attack" sentence, that sentence
    kept as a step (``CONSIDERED_RANGED``); None when it has none, or the rest is not read."""
    found = list(_CLAUSE.finditer(text))
    if len(found) != 1:
        return None
    m = found[0]
    end = "." if m.group("lead").startswith(";") else ""
    rest = (text[: m.start()] + end + " " + text[m.end() :]).strip()
    if not rest:
        return None
    got = parse(rest)
    if got.problem is not None or got.lenient_effects is not None:
        return None
    return replace(got, effects=(*got.effects, Effect(step=CONSIDERED_RANGED)))


def _as_ranged(select: Selector) -> Selector | None:
    """``select`` held to a Ranged Attack's target rules, or None when not exactly."""
    ranged = ranged_target()
    if select.controller is Controller.YOU or select.any_of:
        return None
    if select.location not in (None, Place.CURRENT_BATTLEFIELD) or select.lacks_attachment:
        return None
    kinds = select.type or ranged.type
    if not set(kinds) <= set(ranged.type):
        return None
    any_of = tuple(s for s in ranged.any_of if set(s.type) & set(kinds))
    return replace(
        select,
        controller=ranged.controller,
        type=tuple(kinds),
        location=ranged.location,
        any_of=any_of,
    )


def _narrowed(ability: Ability) -> Ability | None:
    """``ability`` with its one target read as a Ranged Attack's, or None (see the module)."""
    if ability.lenient is not None or not all(isinstance(t, TargetSpec) for t in ability.targets):
        return None
    others = [t for t in ability.all_target_specs() if not t.performer]
    if len(others) != 1 or others[0].choose or others[0].count != 1:
        return None
    select = _as_ranged(others[0].select)
    if select is None:
        return None
    spec = replace(others[0], select=select)
    return replace(ability, targets=tuple(spec if t is others[0] else t for t in ability.targets))


def considered_ranged(text: str, ability: Ability) -> ImportedAbility:
    """The import of an action read in full (``ability``), its "this is considered a Ranged
    Attack" step applied to its target; not understood when that can't be done exactly."""
    if not any(e.step == CONSIDERED_RANGED for e in ability.effects):
        return ImportedAbility(text, "full", ability)
    narrowed = _narrowed(ability)
    if narrowed is not None:
        return ImportedAbility(text, "full", narrowed)
    why = f"not understood: which target {CONSIDERED_RANGED!r} holds to its rules"
    unread = Ability(
        designators=ability.designators,
        keywords=ability.keywords,
        trigger=ability.trigger,
        limit=ability.limit,
        not_understood=(text,),
    )
    return ImportedAbility(text, "costs", unread, why, "effects: considered a Ranged Attack")
