"""The cards the action space's ``target`` step offers for a slot, read as ``check`` reads the
ability (Abilities and actions / B: the targets an action can choose; Good Faith Rule: a lister
never offers less than ``check`` finds legal; h43adv2 W3, h43adv4 F3).

``check`` reads some target limits from the state before it builds the targets: "Destroy a
target attachment with a Gold Cost less than or equal to what you paid for this action minus
two." (Broken Alliance) and "Ranged Attack with strength equal to the Gold paid." (Yoritomo
Hiromi • Experienced) are limited by the most Gold the player can surely pay
(``solver.paid_strength``), a read Fear permission adds card types
(``solver.attack_permission_targets``), an unsettled province comparison is not read
(``solver.province_strength_scope``). The printed ability alone keeps the strict limit at 0
Gold paid ("0 legal": a dead end after the announce step offered the action). The step offers
the cards of either reading; each one is then checked, so nothing is offered that ``check``
refuses."""

from __future__ import annotations

from model.abilities import Ability
from model.state import View
from solver.attack_permission_targets import with_attack_permissions
from solver.paid_strength import with_paid_strength
from solver.province_strength_scope import with_province_strength
from solver.targeting import build_problems

__all__ = ["step_domain"]


def step_domain(view: View, player: str, card: str, ab: Ability, name: str) -> set[str]:
    """The cards slot ``name`` of ``ab`` (of ``card``) may take for ``player``: those of the
    printed ability and of the ability as ``check`` reads it (a superset; each is checked)."""
    read = with_paid_strength(view, player, with_attack_permissions(view, player, ab), card)
    read = with_province_strength(view, card, read)
    domain: set[str] = set()
    for each in (ab, read):
        for problem in build_problems(view, player, card, each):
            domain |= set(problem.domains.get(name, ()))
    return domain
