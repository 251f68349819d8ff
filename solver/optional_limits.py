"""An attack's bound naming a card an optional target may choose ("You may target your
Samurai. Ranged Attack equal to this Shugenja's Chi or the Samurai's Chi", Calling on the Sun;
``model.cardtext.optional_strength``): the required target's Force limit also holds when some
card the player may choose for that optional target (Abilities and actions / B: "may target")
gives a bound the target meets. Optional targets are not part of required targeting
(``solver.targeting``), so the bound is settled here, over the optional target's own
candidates: exact, never a guess (an announced one is required, and the full target set is
checked again with every target bound).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from model.abilities import Ability, TargetSpec
from model.evaluate import limits_hold
from model.state import View

__all__ = ["optional_limit_holds"]


def optional_limit_holds(
    view: View,
    player: str,
    spec: TargetSpec,
    ability: Ability | None,
    binding: Mapping[str, str],
    candidates: Callable[[TargetSpec], list[str]],
) -> bool:
    """Does one ``where_when`` bound of ``spec`` naming one optional target not bound hold for
    some candidate of that target (``candidates``: its cards, as targeting lists them)?"""
    if ability is None:
        return False
    # (an announced optional target is made required: any target of the action may be named)
    optional = {t.name: t for t in ability.targets if isinstance(t, TargetSpec)}
    for limit in spec.where_when:
        names = limit.references() - set(binding)
        if len(names) != 1 or not names <= set(optional):
            continue
        (name,) = names
        for card in candidates(optional[name]):
            if card in binding.values():
                continue  # one card is not both targets here
            if limits_hold(view, player, spec, {**binding, name: card}):
                return True
    return False


def optional_witness(
    view: View,
    player: str,
    ability: Ability,
    fixed: Mapping[str, str],
    witness: Mapping[str, tuple[str, ...]],
    candidates: Callable[[TargetSpec], list[str]],
) -> dict[str, tuple[str, ...]]:
    """``witness`` (required targets) with the optional target a bound above needs: the card
    the player must choose for it so that the target set is legal strictly (none added when
    the bound it names is not needed)."""
    out = dict(witness)
    for spec in ability.targets:
        if not isinstance(spec, TargetSpec) or not spec.where_when or spec.name not in out:
            continue
        for card in out[spec.name]:
            binding = {**fixed, **{n: c[0] for n, c in out.items() if len(c) == 1}}
            binding[spec.name] = card
            if limits_hold(view, player, spec, binding):
                continue
            for limit in spec.where_when:
                names = limit.references() - set(binding)
                if len(names) != 1:
                    continue
                (name,) = names
                other = next((t for t in ability.targets if getattr(t, "name", None) == name), None)
                if not isinstance(other, TargetSpec):
                    continue
                for pick in candidates(other):
                    if pick not in binding.values() and limits_hold(
                        view, player, spec, {**binding, name: pick}
                    ):
                        out[name] = (pick,)
                        break
                if name in out:
                    break
    return out
