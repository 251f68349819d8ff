"""The words of a refusal whose candidates an attack restriction or a "may not be targeted"
effect kept out (Effects / "May not"; Abilities and actions / B. Required targeting; h38adv4
W4): "there are none" alone would say no card fits the selector, while one does and a card in
play forbids it ("Ranged Attacks may not target cards in Cavalry units in Daiyu's army.")."""

from __future__ import annotations

from collections.abc import Sequence

from model.abilities import Ability, TargetSpec
from model.state import View
from solver.attack_shields import attack_shield_of
from solver.effects import targeting_ban_of

__all__ = ["LEFT_OUT", "NONE_LEFT", "kept_out_words"]

#: what a refusal "<slot>: needs to ...; there are none" may say after it (a pattern's tail):
#: the cards its costs or the announced choice left out, those a restriction kept out
LEFT_OUT = r"(?: once [^;]*)?(?:; kept out by .*)?"
#: the end of a refusal whose target has no candidate at all: "; you have none" (a target of
#: your own cards) or "; there are none" (any player's), then ``LEFT_OUT``
NONE_LEFT = r"; (?:you have|there are) none" + LEFT_OUT


def kept_out_words(
    view: View,
    player: str,
    source: str,
    ability: Ability,
    spec: TargetSpec,
    kept: Sequence[str],
) -> str:
    """``; kept out by <card>: "<sentence>": <cards>`` for ``kept`` (cards fitting the selector
    that a restriction removed), grouped by restriction; "" when there are none."""
    by: dict[str, list[str]] = {}
    for cid in kept:
        shield = attack_shield_of(view, player, cid, source, ability, spec)
        if shield is not None:
            card, text = shield
            why = f'{view.definition(card).title}: "{text}"'
        else:
            ban = targeting_ban_of(view, player, cid, source, ability)
            if ban is None:
                continue
            known = ban.source is not None and view.has(ban.source)
            who = view.definition(ban.source).title if known and ban.source else "an effect"
            why = f"{who} (may not be targeted)"
        by.setdefault(why, []).append(view.definition(cid).title)
    parts = [f"kept out by {why}: {_listed(titles)}" for why, titles in by.items()]
    return "".join(f"; {p}" for p in parts)


def _listed(titles: Sequence[str], limit: int = 4) -> str:
    more = f" and {len(titles) - limit} more" if len(titles) > limit else ""
    return ", ".join(titles[:limit]) + more
