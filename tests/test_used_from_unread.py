"""An ability not read whose text names its own card in an area out of play ("If Ashiko is
face-up in one of your Provinces, Recruit her ...", "If this Follower is in your hand, ...")
is never refused for "not in play": Reference 05, Areas, "these limitations are overridden by
a reference to cards in an out-of-play area"; where it is used from is in the text not read
(h25adv2 F10, h24adv1 F5)."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import TypeAdapter

from model.abilities import Ability
from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import DEFS, board, card

ASHIKO = (
    "<b>Battle, :gstar::</b> If T Ashiko is face-up in one of your Provinces, Recruit her "
    "reducing her Gold Cost by 2 if there are more units on the enemy side of the current "
    "battle than on your side."
)
RESERVES = (
    "<b>Battle, :g*::</b> If this Follower is in your hand, target your Personality at any "
    "location. If he would be opposed, move him to the current battlefield and Equip this "
    "Follower to him."
)
COMBAT = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "them-p1",
    "battlefields": ["them-p1"],
}
PLAIN = (
    "<b>Battle, :g*::</b> Target your Personality at any location. If he would be opposed, "
    "move him to the current battlefield and Equip this Follower to him."
)


def _partial(text: str, title: str, card_type: CardType) -> dict[str, Any]:
    """The one action of ``text``, its timing read but its effects not understood."""
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert action.timing and not action.full and action.ability is not None
    return TypeAdapter(Ability).dump_python(action.ability, mode="json", exclude_defaults=True)  # type: ignore[no-any-return]


def _status(text: str, title: str, card_type: CardType, zone: str, **kw: Any) -> tuple[str, str]:
    ab = _partial(text, title, card_type)
    defs = [DEFS[0], {"title": title, "type": card_type.value, "gold_cost": 8, "abilities": [ab]}]
    cards = [card("sh", "T Stronghold", "me"), card("x", title, "me", zone=zone, **kw)]
    result = check(board(defs, cards, **COMBAT), "me", "x", 0)
    return result.status, "; ".join(result.reasons)


@pytest.mark.parametrize(
    ("text", "title", "card_type", "zone", "kw"),
    [
        (ASHIKO, "T Ashiko", CardType.PERSONALITY, "province", {"face_up": True, "province": 0}),
        (RESERVES, "T Reserves", CardType.FOLLOWER, "hand", {}),
    ],
)
def test_an_unread_text_naming_its_area_is_unknown_there(
    text: str, title: str, card_type: CardType, zone: str, kw: dict[str, Any]
) -> None:
    status, why = _status(text, title, card_type, zone, **kw)
    assert status == "unknown", why
    assert "not in play" in why and "names its card there" in why


def test_an_unread_text_naming_another_area_is_still_not_in_play() -> None:
    """Named in the hand, the card in a province: the text gives no way to use it there."""
    status, why = _status(RESERVES, "T Reserves", CardType.FOLLOWER, "fate_discard")
    assert status == "illegal" and "not in play (fate_discard)" in why
    status, why = _status(PLAIN, "T Plain", CardType.FOLLOWER, "hand")
    assert status == "illegal" and "not in play (hand)" in why
