"""Gold equal to a stat of a target the player chooses and leaves as it is (Costs and
restrictions / Gold production; ``ProductionMode.target``): ":bow:: If you control an Artisan,
produce Gold equal to the Personal Honor of your target Artisan". Nothing happens to the target
and no other Gold depends on the choice, so the best one is taken, whichever other producer
chose it too; a card shielded from being targeted (Effects / "May not") is none."""

from __future__ import annotations

from collections.abc import Collection

from model.cards import ProductionMode
from model.evaluate import matches_relations, matches_unary
from model.selectors import SOURCE
from model.state import View

_WHY = "the target whose stat its Gold is may be shielded from this production: not modelled"


def _candidates(
    view: View, player: str, card: str, mode: ProductionMode, skip: Collection[str]
) -> tuple[list[int], list[int]]:
    """The stats of the candidate targets: those surely targetable, and those an effect
    limited to some actions may shield, or a cost's card (``skip``: it may have left play)."""
    from solver.effects import may_not_be_targeted
    from solver.production import maybe_untargetable

    sel, stat = mode.target, mode.target_stat
    assert sel is not None and stat is not None
    sure: list[int] = []
    maybe: list[int] = []
    for c in view.state.cards:
        value = view.stat(c.id, stat)
        if (
            not c.in_play
            or c.controlled_by != player
            or value is None
            or not matches_unary(view, player, c.id, sel)
            or not matches_relations(view, c.id, sel, {SOURCE: card}, partial=True)
            or may_not_be_targeted(view, player, c.id)  # shielded from every action
        ):
            continue
        if c.id in skip or maybe_untargetable(view, player, c.id):
            maybe.append(value)
        else:
            sure.append(value)
    return sure, maybe


def target_gold(
    view: View, player: str, card: str, mode: ProductionMode, skip: Collection[str] = ()
) -> int | None:
    """The Gold the best sure target adds (its stat, not below 0); None when there is none
    (the mode is not offered)."""
    sure, _ = _candidates(view, player, card, mode, skip)
    return max(0, max(sure)) if sure else None


def target_unsettled(view: View, player: str) -> tuple[str, ...]:
    """Producers of ``player`` in play whose best candidate target may be shielded from this
    production (``_candidates``): a shortfall is then ``unknown`` ("Title (id): text")."""
    out: list[str] = []
    for c in view.state.cards:
        if not c.in_play or c.controlled_by != player:
            continue
        for mode in view.definition(c.id).production:
            if mode.target is None:
                continue
            sure, maybe = _candidates(view, player, c.id, mode, ())
            if maybe and max(0, max(maybe)) > max([0, *sure]):
                out.append(f"{view.definition(c.id).title} ({c.id}): {_WHY}")
                break
    return tuple(out)


def has_target_modes(view: View, player: str) -> bool:
    """Whether a producer of ``player`` in play has a ``target`` mode (once per View)."""
    memo = view.memo("production_target_stat.has_target_modes")
    found = memo.get(player)
    if found is None:
        found = memo[player] = any(
            c.in_play
            and c.controlled_by == player
            and any(m.target is not None for m in view.definition(c.id).production)
            for c in view.state.cards
        )
    return bool(found)
