"""An attack's Force limit measured by a card another target chose, with a higher limit under
a condition: "Bow Zansho's target unbowed Follower. Ranged Attack with strength equal to its
Force, plus 2 if the Ranged Attack targets Daigotsu Arakan" (Zansho • Experienced).

The target's ``where`` names the other target ("target2.force <= target1.force") and its
``where_when`` the higher limit ("target2.force <= target1.force + 2" while target2 is
Daigotsu Arakan: ``model.cardtext.attack_bonuses``). Neither can be judged for the attack's
target alone, so the candidates keep it (``solver.targeting``), and the pair of targets is
checked whole: the limit or one of its alternatives holds for those two cards
(``model.evaluate.limits_hold``; Reference 01, Cardinal rule 1 example: the target's Force at
most the attack's strength).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from model.abilities import TargetSpec
from model.evaluate import limits_hold
from model.selectors import BEARER, SOURCE, parse_where
from model.state import View

__all__ = ["names_other_slots", "slot_limits_check"]


def names_other_slots(spec: TargetSpec) -> tuple[str, ...]:
    """The other targets ``spec``'s ``where`` names when it also has ``where_when`` limits
    (none otherwise), sorted."""
    if not spec.where_when:
        return ()
    refs: set[str] = set()
    for text in spec.where:
        refs |= parse_where(text).references()
    return tuple(sorted(refs - {spec.name, SOURCE, BEARER}))


def slot_limits_check(
    view: View,
    player: str,
    spec: TargetSpec,
    fixed: Mapping[str, str],
    names: Sequence[str],
) -> Callable[..., bool]:
    """A predicate over (this target's card, the named targets' cards): its limits hold."""

    def check(*cards: str) -> bool:
        binding = {**fixed, spec.name: cards[0], **dict(zip(names, cards[1:], strict=True))}
        return limits_hold(view, player, spec, binding)

    return check
