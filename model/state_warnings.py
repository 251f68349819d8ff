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
- Two cards of one Unique (or Singular) title, as printed, in play under one player's control
  (``cards[i]``, the second): the Unique and Singular rules are restrictions on entering play
  (Costs and restrictions / Restrictions: "Honor Requirements are a type of restriction, as are
  the Loyal, Unique and Singular rules"), which an effect "ignoring restrictions" lifts, and a
  change of control does not enter play: the rules leave ways for it, so a warning, not an error
  (h46fixa; tester h46adv1's board b8, The Dark Naga twice). Another experience level's title is
  not compared (the Experienced keyword's rules are not in the rules files).
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


def _second_unique_copies(view: View) -> list[str]:
    first: dict[tuple[str | None, str], int] = {}
    found: list[str] = []
    for i, c in enumerate(view.state.cards):
        d = view.definition(c.id)
        if not c.in_play or not (d.unique or d.singular):
            continue
        key = (c.controlled_by, d.title.casefold())
        if key not in first:
            first[key] = i
            continue
        rule = "Unique" if d.unique else "Singular"
        found.append(
            f"cards[{i}] ({c.id}): a second {rule} {d.title} in play under "
            f"{c.controlled_by}'s control (also cards[{first[key]}]); expected one copy, as the "
            f"{rule} rule allows on entering play (kept: an effect ignoring restrictions or a "
            "change of control may leave two)"
        )
    return found


def state_warnings(view: View) -> list[str]:
    """The warnings for the loaded state of ``view`` (see the module), in file order."""
    return _unmatched_effects(view) + _regions_in_provinces(view) + _second_unique_copies(view)
