"""A unit shielded while its army offers another target: "Other players may not target cards
in this unit with actions if there are any other legal targets in this army." (The Arcane Cloak
of the Chameleons; h40adv4 N9), read exactly where the state settles it (Effects / "May not";
Reference 05: an army is a player's units at one battlefield).

For another player's action of one target slot whose legality names no other slot: the
cards of the Cloak's unit (its bearer and his attachments) leave that slot's candidates while
a candidate remains in the same army outside that unit (another unit of the Cloak's
controller at that battlefield). It never removes the last candidate of the army, so it can
turn no such action illegal by itself; an announced card of the unit is refused while such
another target exists. With more slots, relations between slots, or the unit not at a
battlefield (no army), the sentence is not read here and keeps its doubt."""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.abilities import Ability, TargetSpec
from model.state import View
from model.zones import Zone

__all__ = ["army_cloaked", "cloak_read"]

_CLOAK = re.compile(
    r"^Other players may not target cards in this unit with actions if there are any other "
    r"legal targets in this army\.?$"
)


def _cloaks(view: View) -> list[str]:
    """The cards in play printing the sentence, whose unit is at a battlefield."""
    return [
        cid
        for cid in view.cards_in_play()
        if any(_CLOAK.fullmatch(s.strip()) for s in view.definition(cid).actions_unread)
        and view.location(view.unit_head(cid))[0] is Zone.BATTLEFIELD
    ]


def _one_slot(ability: Ability | None) -> TargetSpec | None:
    """The ability's one target slot, when it has exactly one and names no other slot."""
    if ability is None or ability.player_targets:
        return None
    specs = list(ability.all_target_specs())
    if len(specs) != 1:
        return None
    names = {"source", "bearer", specs[0].name}
    if any(set(re.findall(r"\b([a-z_]\w*)\.", w)) - names for w in specs[0].where):
        return None
    return specs[0]


def army_cloaked(
    view: View, player: str, spec: TargetSpec, ability: Ability | None, found: Sequence[str]
) -> list[str]:
    """``found`` (the candidates of ``spec`` for ``player``'s ``ability``) less the cards of a
    cloaked unit while another candidate is in its army (see the module)."""
    out = list(found)
    if _one_slot(ability) != spec:
        return out
    for cloak in _cloaks(view):
        owner = view.card(cloak).controlled_by
        if owner == player:
            continue
        head = view.unit_head(cloak)
        unit = set(view.unit(head))
        army = {
            c
            for c in out
            if c not in unit
            and view.card(c).controlled_by == owner
            and view.card(c).in_play
            and view.same_location(c, head)
        }
        if army:
            out = [c for c in out if c not in unit]
    return out


def cloak_read(view: View, source: str, said: str, card: str, ab: Ability | None) -> bool:
    """Is ``said`` (a trait of ``source``) the Cloak's sentence, read exactly for the action
    ``ab`` of ``card`` by ``army_cloaked``: its own player's action, or one of one slot while
    the unit is in an army?"""
    if _CLOAK.fullmatch(said.strip()) is None or not view.has(source):
        return False
    if view.card(card).controlled_by == view.card(source).controlled_by:
        return True  # "Other players": not its controller's actions
    return source in _cloaks(view) and _one_slot(ab) is not None
