"""What may be at a battlefield (Reference 05, Locations; h40adv1 V1).

"Cards not in a unit can only be in a player's home while in play. EXCEPTION: Terrains and
Fortification Holdings are in play at their battlefield." A unit is a Personality with its
attachments (an attachment is already held where its Personality is: ``model.load``). So a
card in zone ``battlefield`` is a Personality, an attached Follower, Item or Spell, a Terrain
(a card with the Terrain keyword: Strategies in the card data) or a Holding with the
Fortification keyword; any other card there is refused, naming it and where it belongs.

Not refused, because the rules allow them: a battlefield outside the Attack Phase ("Created
during an attack or by a card effect that creates a battle": the state does not say which
effect made it), and a player with no Stronghold in play (a state lists the cards that matter;
README, "no Stronghold in play").
"""

from __future__ import annotations

from collections.abc import Iterator

from model.cards import ATTACHMENT_TYPES, CardType
from model.errors import InputError, article
from model.state import CardLibrary, GameState
from model.zones import Zone

__all__ = ["battlefield_place_problems"]

#: the keyword that lets a card of a type stay at a battlefield
_AT_BATTLEFIELD_BY_KEYWORD = {CardType.HOLDING: "fortification", CardType.STRATEGY: "terrain"}


def battlefield_place_problems(
    state: GameState, lib: CardLibrary, name: str
) -> Iterator[InputError]:
    """Each card at a battlefield that can't be there (module doc)."""
    for i, card in enumerate(state.cards):
        if card.zone is not Zone.BATTLEFIELD or card.title not in lib:
            continue
        definition = lib[card.title]
        kind = definition.type
        if kind is CardType.PERSONALITY or kind in ATTACHMENT_TYPES:
            continue  # a unit, or part of one (attachments are checked with their host)
        keyword = _AT_BATTLEFIELD_BY_KEYWORD.get(kind)
        words = {w.casefold() for w in (*definition.keywords, *card.added_keywords)}
        if keyword is not None and keyword in words:
            continue
        what = kind.value.title()
        also = f" (this one has no {keyword.title()} keyword)" if keyword else ""
        where = (
            "in play at its controller's home" if kind is not CardType.STRATEGY else "not in play"
        )
        yield InputError(
            name,
            f"cards[{i}].zone",
            f"{article(what)} {what} can't be at a battlefield{also}: only units "
            "(Personalities and their attachments), Terrains and Fortification Holdings are "
            f"in play at one (Reference 05, Locations); {article(what)} {what} is {where} "
            "otherwise",
        )
