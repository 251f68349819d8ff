"""An announced card that a performer named in the effects can't be under either reading
("Bow your chosen performing Personality to make a Ranged Attack ...", Shiro Daidoji, with a
Follower announced: h40adv1 N2).

The importer reads such a performer two ways (``model.cardtext.effects``): chosen on
announcement as an explicit performer (strict), or not an explicit performer (lenient: chosen
as its effect resolves). Either way the card chosen is the one the words name ("your ...
Personality"): Abilities and actions / B, "All performers must be chosen legally"; Effects:
an effect does only what its words say. A card announced for that slot that fails the slot's
own words (its type, keywords, Clan, controller: ``model.evaluate.matches_unary``) can't be
chosen under either reading, so the announcement is illegal whichever reading holds."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from model.abilities import Ability, Block
from model.evaluate import matches_unary
from model.state import View
from solver.verdict import Reason

__all__ = ["effects_performer_misfit"]

_NOTE = "a performer named in the effects"


def effects_performer_misfit(
    view: View, player: str, card: str, ability: Ability, targets: Mapping[str, Sequence[str]]
) -> Reason | None:
    """Why a card announced for an effects performer of ``ability`` fits neither reading, or
    None."""
    lenient = ability.lenient
    if lenient is None or _NOTE not in ability.lenient_note:
        return None
    kept = {t.name for t in lenient.all_target_specs()}
    for spec in ability.all_target_specs():
        if not spec.performer or spec.block is not Block.EFFECTS or spec.name in kept:
            continue
        for cid in targets.get(spec.name) or ():
            if view.has(cid) and not matches_unary(view, player, cid, spec.select):
                title = view.definition(cid).title
                return Reason(
                    "target",
                    f"required targeting can't be met: {spec.name}: the announced {title} "
                    f"({cid}) is not the card its words name, whether it is chosen on "
                    "announcement or as the effect resolves",
                    (card, cid),
                )
    return None
