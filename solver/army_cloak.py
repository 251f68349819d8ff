"""A unit shielded while its army offers another target: "Other players may not target cards
in this unit with actions if there are any other legal targets in this army." (The Arcane Cloak
of the Chameleons; h40adv4 N9), read exactly where the state settles it (Effects / "May not";
Reference 05: an army is a player's units at one battlefield).

For another player's action of one target slot whose legality names no other slot, all the
Cloaked units of one army (its controller's units at that battlefield) are read together: their
cards (each bearer and his attachments) leave that slot's candidates while a candidate remains
in the same army outside every Cloaked unit. With none there and two or more Cloaked units
offering candidates, either unit may be the one left (each reading is self-consistent), so
the state can't settle it: an announced card of such a unit is ``unknown`` naming the Cloaks,
while the action itself stays legal (one of them is a target in every reading; h40adv6 F1).
It never removes the army's last candidates, so it can turn no such action illegal by itself.
With more slots, relations between slots, or the unit not at a battlefield (no army), the
sentence is not read here and keeps its doubt."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import partial

from model.abilities import Ability, TargetSpec
from model.lazy_regex import lazy_regex
from model.state import View
from model.zones import Zone
from solver.opposing_cap import opposing_ban
from solver.self_shield import (
    lone_slot,
    self_shield_note,
    self_shield_read,
    self_shielded,
    shield_undecided,
)
from solver.shield_bans import ban_standing
from solver.verdict import Verdict

__all__ = ["army_cloaked", "cloak_kept_note", "cloak_read", "cloak_undecided"]

_SAID = (
    "Other players may not target cards in this unit with actions if there are any other "
    "legal targets in this army."
)
_CLOAK = lazy_regex(
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


def _armies(view: View, player: str) -> list[tuple[str, str, list[frozenset[str]]]]:
    """The Cloaked units of players other than ``player``, grouped by army: (controller, a
    unit head, the units), two Cloaks on one unit counted once (Reference 05: an army)."""
    out: list[tuple[str, str, list[frozenset[str]]]] = []
    for cloak in _cloaks(view):
        owner = view.card(cloak).controlled_by
        if owner == player:
            continue
        head = view.unit_head(cloak)
        unit = frozenset(view.unit(head))
        group = next((g for g in out if g[0] == owner and view.same_location(g[1], head)), None)
        if group is None:
            out.append((owner, head, [unit]))
        elif unit not in group[2]:
            group[2].append(unit)
    return out


def _split(view: View, player: str, found: Sequence[str]) -> tuple[set[str], set[str]]:
    """(cards leaving the slot, cards of Cloaked units the state can't settle) for the
    candidates ``found``: all Cloaked units of an army are read together (see the module)."""
    gone: set[str] = set()
    undecided: set[str] = set()
    for owner, head, units in _armies(view, player):
        cloaked = set().union(*units)
        army = [
            c
            for c in found
            if view.card(c).controlled_by == owner
            and view.card(c).in_play
            and view.same_location(c, head)
        ]
        if any(c not in cloaked for c in army):
            gone |= cloaked
        elif sum(1 for u in units if any(c in u for c in army)) > 1:
            undecided |= {c for c in army if c in cloaked}
    return gone, undecided


def army_cloaked(
    view: View,
    player: str,
    spec: TargetSpec,
    ability: Ability | None,
    found: Sequence[str],
    source: str | None = None,
) -> list[str]:
    """``found`` (the candidates of ``spec`` for ``player``'s ``ability``) less the cards of
    the Cloaked units of an army while a candidate outside them is in that army; Cloaked
    candidates the state can't settle are kept (``cloak_undecided`` doubts them)."""
    gone = _split(view, player, found)[0] if _one_slot(ability) == spec else set()
    kept = [c for c in found if c not in gone]
    if source is not None:  # "actions from cards in their units may not target Kaitoko"
        kept = opposing_ban(view, source, kept)
    if not lone_slot(ability, spec):
        return kept
    # "Other players may not target Yurishi ... if any other legal targets are available."
    banned = ban_standing(view, source, ability) if source is not None else None
    return self_shielded(view, player, kept, banned)[0]


def cloak_undecided(view: View, card: str, verdict: Verdict, free: str | None) -> Verdict:
    """``verdict``, or ``unknown`` naming the Cloaks when its announced target (``free`` is
    None: the caller chose it) is in one of two or more Cloaked units of one army with no
    other candidate there: either unit may be the one left, so the state can't settle it."""
    if free is not None or verdict.status != "legal" or verdict.witness is None:
        return verdict
    if not isinstance(verdict.ability, int) or not view.has(card):
        return verdict
    ab = view.definition(card).abilities[verdict.ability]
    from solver.targeting import _cached_candidates  # a cycle at import

    player = view.card(card).controlled_by
    for lone in (s for s in ab.all_target_specs() if lone_slot(ab, s)):
        chosen_ = set(verdict.witness.targets.get(lone.name, ()))
        found = partial(_cached_candidates, view, player, card, lone, ab)
        banned = ban_standing(view, card, ab)
        if (why := shield_undecided(view, player, chosen_, found, banned)) is not None:
            return verdict.doubted("not_modelled", why)  # ``solver.self_shield``
    spec = _one_slot(ab)
    if spec is None or not _cloaks(view):
        return verdict
    chosen = set(verdict.witness.targets.get(spec.name, ()))
    undecided = _split(view, player, _cached_candidates(view, player, card, spec, ab))[1]
    if not chosen & undecided:
        return verdict
    names = ", ".join(
        f"{view.definition(c).title} ({c})" for c in _cloaks(view) if view.unit_head(c) in undecided
    )
    why = (
        "not modelled: two or more Cloaked units of one army and no other target there, "
        f"either may be the one left: {names}: {_SAID}"
    )
    return verdict.doubted("not_modelled", why)


def cloak_read(view: View, source: str, said: str, card: str, ab: Ability | None) -> bool:
    """Is ``said`` (a trait of ``source``) the Cloak's sentence, read exactly for the action
    ``ab`` of ``card`` by ``army_cloaked``: its own player's action, or one of one slot while
    the unit is in an army?"""
    if self_shield_read(view, source, said, card, ab):
        return True  # "... if any other legal targets are available" (``solver.self_shield``)
    if _CLOAK.fullmatch(said.strip()) is None or not view.has(source):
        return False
    if view.card(card).controlled_by == view.card(source).controlled_by:
        return True  # "Other players": not its controller's actions
    return source in _cloaks(view) and _one_slot(ab) is not None


def cloak_kept_note(
    view: View, player: str, source: str, card: str, spec: TargetSpec, ability: Ability | None
) -> str:
    """ " (kept out by The Arcane Cloak of the Chameleons (cl1): "Other players may not ...":
    other targets in this army: Soshi Komiko)" when ``army_cloaked`` took the announced
    ``card`` out of ``spec``'s candidates (h40adv7 W5), else ""."""
    if ability is None or not view.has(card):
        return ""
    from solver.targeting import _cached_candidates, _candidates  # a cycle at import

    if lone_slot(ability, spec):
        left_all = _cached_candidates(view, player, source, spec, ability)
        if note := self_shield_note(view, player, card, left_all):
            return note
    if _one_slot(ability) != spec:
        return ""
    before = _candidates(view, player, source, spec, ability, False)
    if card not in before or card not in _split(view, player, before)[0]:
        return ""
    cloaks = [c for c in _cloaks(view) if view.unit_head(c) == view.unit_head(card)]
    left = [
        c
        for c in _cached_candidates(view, player, source, spec, ability)
        if view.same_location(c, card)
        and view.card(c).controlled_by == view.card(card).controlled_by
    ]
    if not cloaks or not left:
        return ""
    named = ", ".join(f"{view.definition(c).title} ({c})" for c in cloaks)
    others = ", ".join(f"{view.definition(c).title} ({c})" for c in left)
    return f' (kept out by {named}: "{_SAID}": other targets in this army: {others})'
