"""The lenient reading of an attack's target (``Ability.lenient``; ``effects_attacks``): the
Force limit of a Fear effect, Melee Attack or Ranged Attack is checked when it resolves (no
limit at targeting). A Fear effect's or Melee Attack's target may then be anywhere in play
(its current battlefield is not settled by the rules files either); a Ranged Attack's stays in
the current enemy army, as Reference 01 (Cardinal rule 1 example) says, and, under "which may
target a Personality with attached Followers if you have Reconnaissance", without attached
Followers unless you have Reconnaissance (``ranged_recon``)."""

from __future__ import annotations

from dataclasses import replace

from model.abilities import TargetSpec
from model.cardtext.effects_attacks import Attack
from model.cardtext.ranged_recon import recon_limits, recon_where
from model.zones import Place

__all__ = ["lenient_attack"]

_NAMES = {"fear": "Fear", "melee": "Melee Attack", "ranged": "Ranged Attack"}


def lenient_attack(attack: Attack, spec: TargetSpec) -> tuple[TargetSpec, str]:
    """The lenient reading's target of ``attack`` (its strict target ``spec``), and the note
    saying what it relaxes."""
    word = _NAMES[attack.kind]
    if attack.kind == "ranged":
        where = recon_where(spec.name) if attack.recon else ()
        when = recon_limits(spec.name) if attack.recon else ()
        loose = replace(spec, where=where, where_when=when)
        return loose, f"the {word}'s Force limit is checked when it resolves"
    loose = replace(
        spec, select=replace(attack.loose, location=Place.IN_PLAY), where=(), where_when=()
    )
    note = (
        f"the {word}'s Force limit is checked when it resolves and its target may be anywhere "
        f"in play{attack.more}"
    )
    return loose, note
