"""Warnings about a state file that loads but may not say what its writer meant (README, State
files; h44adv5 S1, S2). Never errors: the state is read as written.

- An ongoing effect (``effects[i]``) whose ``cards`` selector matches no card of the state, for
  any player: selectors name cards in play unless they give a ``location`` (``model.evaluate``:
  "Out-of-play zones only when asked"), so a prevention written for a card in a hand without
  ``location: hand`` changes nothing.
- A Region face-up in a province (``cards[i]``): that is a Region not yet bought, out of play
  (Reference 05: cards in Provinces are out of play; "Cards attached to a Province are not 'in'
  that Province"). A Region in play, attached to its controller's Province, is stated at
  ``zone: home``.
"""

from __future__ import annotations

from model.common import CardType
from model.evaluate import matches_unary
from model.state import View
from model.zones import Zone

__all__ = ["state_warnings"]


def _unmatched_effects(view: View) -> list[str]:
    players = [p.id for p in view.state.players]
    found: list[str] = []
    for i, effect in enumerate(view.state.effects):
        sel = effect.cards
        if sel is None:
            continue
        if any(matches_unary(view, p, c.id, sel) for p in players for c in view.state.cards):
            continue
        found.append(
            f"effects[{i}].cards matches no card (a {effect.kind} effect that changes nothing; "
            "selectors name cards in play unless they give 'location', e.g. location: hand)"
        )
    return found


def _regions_in_provinces(view: View) -> list[str]:
    return [
        f"cards[{i}] ({c.id}): a Region face-up in a province is out of play (not yet bought); "
        "a Region in play (attached to a Province) is stated at zone: home"
        for i, c in enumerate(view.state.cards)
        if c.zone is Zone.PROVINCE
        and c.is_face_up
        and view.definition(c.id).type is CardType.REGION
    ]


def state_warnings(view: View) -> list[str]:
    """The warnings for the loaded state of ``view`` (see the module), in file order."""
    return _unmatched_effects(view) + _regions_in_provinces(view)
