"""A card of any discard pile removed from the game as a cost, chosen, not targeted ("Remove a
non-Ring card in any discard pile from the game", "remove a Dynasty card in any discard pile
from the game"; Costs and restrictions / Costs: "A player may not pay a cost by changing the
state of another player's cards", while the text names any player's pile; Reference 05: the
discard piles and the removed-from-game area).

As for a target so removed (``model.cardtext.costs_piles``), the rules files do not settle
whether the words let another player's card pay, so the action has two readings
(``Ability.lenient``): strictly, a card of your own piles pays; leniently a card of any player's
pile pays (the pick keeps ``Controller.ANY``; ``solver.any_pile_cost`` asks only that some pile
holds one, the solver paying no cost with another player's cards). The verdict is legal when
your own piles hold such a card, unknown when only another player's pile does, illegal when no
pile does ("A cost must fully occur") or the action fails for another reason.
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Ability, Cost, Pick
from model.cardtext.targets import plain_phrase
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import Controller
from model.zones import Place

__all__ = ["any_pile_pick_readings", "removed_from_any_pile"]

#: "a non-Ring card in any discard pile": one card (never "target") in a pile of any player.
_ANY_PILE = lazy_regex(
    r"(?P<det>a|an|one) (?P<what>(?!target\b)[^,]+?) in any discard pile", re.IGNORECASE
)
#: The places a card so removed may be in (Reference 05: the two discard piles).
_PILES = frozenset({Place.FATE_DISCARD, Place.DYNASTY_DISCARD, Place.DISCARD})


def removed_from_any_pile(words: str, title: str, card_type: CardType | None) -> Cost | None:
    """The cost "remove <words> from the game" when ``words`` is one card "in any discard
    pile": a pick of that card in any player's pile (``controller`` any: the strict reading is
    made by ``any_pile_pick_readings``); None otherwise."""
    m = _ANY_PILE.fullmatch(words.strip())
    if m is None:
        return None
    phrase = plain_phrase(f"{m['det']} {m['what']} in your discard pile", title, card_type)
    if phrase is None or phrase.count != 1 or phrase.more:
        return None
    select = phrase.select
    if select.location not in _PILES or select.controller is not Controller.YOU:
        return None
    return Cost(remove_from_game=Pick(replace(select, controller=Controller.ANY)))


def _any_pile_pick(cost: Cost) -> bool:
    pick = cost.remove_from_game
    return (
        isinstance(pick, Pick)
        and pick.select.location in _PILES
        and pick.select.controller is Controller.ANY
        and not cost.optional
    )


def any_pile_pick_readings(ability: Ability) -> Ability:
    """``ability`` with its two readings when it removes a card of any discard pile as a cost
    (the module's docstring); unchanged otherwise. Raises ValueError when the ability already
    has two readings or two such costs (not read)."""
    piled = [c for c in ability.costs if _any_pile_pick(c)]
    if not piled:
        return ability
    if ability.lenient is not None or len(piled) > 1:
        raise ValueError("a card of any discard pile removed as a cost, read two ways")
    (cost,) = piled
    assert isinstance(cost.remove_from_game, Pick)
    pick = cost.remove_from_game
    yours = replace(
        cost, remove_from_game=replace(pick, select=replace(pick.select, controller=Controller.YOU))
    )
    strict = replace(ability, costs=tuple(yours if c is cost else c for c in ability.costs))
    lenient = ability  # the pick of any player's pile (``solver.any_pile_cost``)
    note = (
        "the card removed from the game may be of another player's discard pile, the text "
        "naming any pile (no cost is paid with another player's cards)"
    )
    return replace(strict, lenient=lenient, lenient_note=note)
