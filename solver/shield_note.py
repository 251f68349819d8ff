"""The restriction in play that keeps an announced card out of a target slot whose selector it
meets (Effects / "May not"; Abilities and actions / B. Required targeting; h41adv1 W1).

"the announced Ashigaru Spearmen (l-sp2) can't be chosen: it needs to target an opponent's
Follower ..." quoted a selector the card meets: Matsu Agetoki's "Ranged Attacks may not target
cards in this unit." refused it. The refusal names that card, its id and its sentence instead
(``solver.attack_shields.attack_shield_of``), or the card whose effect says it may not be
targeted (``solver.effects.targeting_ban_of``). A card failing a word of the selector is still
explained by those words (``solver.misfit_words``)."""

from __future__ import annotations

from model.abilities import Ability, TargetSpec
from model.state import View
from solver.attack_shields import attack_shield_of
from solver.effects import targeting_ban_of
from solver.misfit_words import failed_words

__all__ = ["shield_note"]


def shield_note(
    view: View, player: str, card: str, source: str, ability: Ability, spec: TargetSpec
) -> str | None:
    """'kept out by Matsu Agetoki (agetoki): "Ranged Attacks may not target cards in this
    unit."' when ``card`` meets every word of ``spec``'s selector and a restriction in play
    refuses it; None otherwise."""
    if failed_words(view, player, card, spec):
        return None
    shield = attack_shield_of(view, player, card, source, ability, spec)
    if shield is not None:
        by, text = shield
        return f'kept out by {view.definition(by).title} ({by}): "{text}"'
    if spec.choose:
        return None
    ban = targeting_ban_of(view, player, card, source, ability)
    if ban is None or ban.source is None or not view.has(ban.source):
        return None
    return f"kept out by {view.definition(ban.source).title} ({ban.source}): it may not be targeted"
