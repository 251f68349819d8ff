"""A card shielded while another target is available: "Other players may not target Yurishi
with actions if any other legal targets are available." (Goju Yurishi • Experienced; h42adv1
N1), read as The Arcane Cloak's army sentence is (``solver.army_cloak``; Effects / "May not"),
with the whole game for its army: its subject is the card itself (a word of its title).

For another player's action, in a slot targeting one card whose legality names no other slot
and that no other slot names (Imperial Summons: a Stronghold and a Personality), the cards
printing it leave that slot's candidates while a candidate remains that prints it not (any
card, anyone's). With none and two or more of them, either may be the one left, so an
announced one is ``unknown`` naming the sentences while the action stays legal. It never
removes the last candidates, so it turns no action illegal by itself; a candidate a ban in
play surely keeps out (Legion of Pain: ``solver.shield_bans``) is no other legal target, and
one a ban may keep out leaves an announced shield ``unknown``. Other shapes (a slot of
several cards, relations between slots) are not read here and keep their doubt."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from model.abilities import Ability, TargetSpec
from model.evaluate import matches_unary
from model.lazy_regex import lazy_regex
from model.state import View
from solver.shield_bans import BanStanding

__all__ = [
    "lone_slot",
    "self_shield_note",
    "self_shield_read",
    "self_shielded",
    "self_shields",
    "shield_undecided",
]

_SAID = lazy_regex(
    r"^Other players may not target (?P<name>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) with actions if "
    r"any other legal targets are available\.?$"
)


def lone_slot(ability: Ability | None, spec: TargetSpec) -> bool:
    """Is ``spec`` a slot of ``ability`` targeting exactly one card, naming no other slot in
    its legality and named by none?"""
    if ability is None or spec.choose or spec.count != 1 or spec.count_when:
        return False
    if spec.up_to or spec.any_number or spec.where_when:
        return False
    names = {"source", "bearer", spec.name}
    if any(set(re.findall(r"\b([a-z_]\w*)\.", w)) - names for w in spec.where):
        return False
    others = [o for o in ability.all_target_specs() if o.name != spec.name]
    said = rf"\b{re.escape(spec.name)}\."
    return not any(re.search(said, w) for o in others for w in (*o.where, *_when(o)))


def _when(spec: TargetSpec) -> tuple[str, ...]:
    """The texts of a slot's conditional limits."""
    return tuple(str(w) for w in spec.where_when)


def _about_itself(name: str, title: str) -> bool:
    """Is ``name`` its card's own: a word (or words) of its title before any subtitle?"""
    base = title.split(" • ", 1)[0].split(", ", 1)[0]
    return name == base or name in base.split()


def _says(view: View, cid: str) -> str | None:
    """The card's sentence about itself, if it prints one."""
    d = view.definition(cid)
    for said in d.actions_unread:
        m = _SAID.fullmatch(said.strip())
        if m is not None and _about_itself(m.group("name"), d.title):
            return said.strip()
    return None


def self_shields(view: View, player: str) -> list[str]:
    """The cards in play of players other than ``player`` printing the sentence."""
    return [
        cid
        for cid in view.cards_in_play()
        if view.card(cid).controlled_by != player and _says(view, cid) is not None
    ]


def self_shielded(
    view: View, player: str, found: Sequence[str], banned: BanStanding | None = None
) -> tuple[list[str], set[str]]:
    """(``found`` less the shielded cards while another legal candidate remains, the shielded
    candidates the state can't settle: two or more with no other candidate, or the others'
    legality not settled). ``banned``: whether a ban in play surely forbids the action to
    target a candidate (``solver.shield_bans``): such a candidate is no other legal target."""
    shields = set(self_shields(view, player)) & set(found)
    if not shields:
        return list(found), set()
    others = [banned(c) if banned else False for c in found if c not in shields]
    if any(b is False for b in others):
        return [c for c in found if c not in shields], set()
    if any(b is None for b in others):
        return list(found), shields
    return list(found), shields if len(shields) > 1 else set()


def shield_undecided_names(view: View, undecided: set[str]) -> str:
    """The undecided shields named with their sentence."""
    return "; ".join(
        f"{view.definition(c).title} ({c}): {_says(view, c)}" for c in sorted(undecided)
    )


def shield_undecided(
    view: View,
    player: str,
    chosen: set[str],
    candidates: Callable[[], Sequence[str]],
    banned: BanStanding | None = None,
) -> str | None:
    """Why an announced target ``chosen`` is not settled (see the module), or None."""
    if not chosen & set(self_shields(view, player)):
        return None
    found = candidates()
    undecided = self_shielded(view, player, found, banned)[1]
    if not chosen & undecided:
        return None
    if any(c not in undecided for c in found):  # the others: a ban on them not settled
        return (
            "not modelled: whether another legal target is available (a ban on targeting "
            f"it may reach this action) is not settled: {shield_undecided_names(view, undecided)}"
        )
    return (
        "not modelled: two or more cards may not be targeted while another target is "
        f"available and no other target: either may be the one left: "
        f"{shield_undecided_names(view, undecided)}"
    )


def self_shield_read(view: View, source: str, said: str, card: str, ab: Ability | None) -> bool:
    """Is ``said`` (a trait of ``source``) the sentence, read exactly for the action ``ab`` of
    ``card``: its own player's action (not "Other players"), or one whose every slot that may
    take ``source`` is a ``lone_slot``?"""
    if _SAID.fullmatch(said.strip()) is None or not view.has(source):
        return False
    if _says(view, source) is None:
        return False  # about another card: not read
    player = view.card(card).controlled_by
    if player == view.card(source).controlled_by:
        return True
    if ab is None:
        return False
    return all(
        lone_slot(ab, spec)
        for spec in ab.all_target_specs()
        if not spec.choose and matches_unary(view, player, source, spec.select)
    )


def self_shield_note(view: View, player: str, card: str, left: Sequence[str]) -> str:
    """ " (kept out by Goju Yurishi • Experienced (y): "...": other targets: Matsu Rutaro)" when
    the announced ``card`` is a shield of another player and ``left`` (the candidates after
    the shields) holds others, else ""."""
    if card not in self_shields(view, player):
        return ""
    others = [c for c in left if c != card]
    if not others:
        return ""
    named = ", ".join(f"{view.definition(c).title} ({c})" for c in others[:3])
    said = _says(view, card)
    return (
        f' (kept out by {view.definition(card).title} ({card}): "{said}": other targets: {named})'
    )
