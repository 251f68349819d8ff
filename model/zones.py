"""Areas of the game (Reference 05): one vocabulary for where a card is, where a selector looks
and where a card is brought into play from.

- ``Zone``: the area a card is in (a state file's ``zone``). ``home`` and ``battlefield`` are in
  play.
- ``Place``: where a selected card must be: any ``Zone`` plus the places defined by play
  (``in_play``, ``current_battlefield``, ``not_current_battlefield``) and ``discard`` (either
  discard pile).
- ``Origin``: where an effect brings a card into play from: a ``Zone`` out of play, or a pair of
  zones (``deck``: either deck, ``discard``: either discard pile, ``hand_or_discard``: "from
  your hand or discard pile") or ``any``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

__all__ = [
    "FACE_DOWN_BY_DEFAULT", "IN_PLAY_ZONES", "ORIGIN_ZONES", "Origin", "Place", "UsedFrom", "Zone"
]  # fmt: skip


class Zone(StrEnum):
    """Where a card is (Reference 05). ``home`` and ``battlefield`` are in play."""

    HOME = "home"
    BATTLEFIELD = "battlefield"
    PROVINCE = "province"
    HAND = "hand"
    DYNASTY_DECK = "dynasty_deck"
    FATE_DECK = "fate_deck"
    DYNASTY_DISCARD = "dynasty_discard"
    FATE_DISCARD = "fate_discard"
    REMOVED = "removed"


IN_PLAY_ZONES = frozenset({Zone.HOME, Zone.BATTLEFIELD})
FACE_DOWN_BY_DEFAULT = frozenset({Zone.DYNASTY_DECK, Zone.FATE_DECK, Zone.HAND})


class Place(StrEnum):
    """Where a selected card must be: a ``Zone`` or a place defined by play (Reference 05)."""

    IN_PLAY = "in_play"
    HOME = Zone.HOME.value
    BATTLEFIELD = Zone.BATTLEFIELD.value  # at any battlefield
    CURRENT_BATTLEFIELD = "current_battlefield"
    NOT_CURRENT_BATTLEFIELD = "not_current_battlefield"  # in play, "not there"
    PROVINCE = Zone.PROVINCE.value
    HAND = Zone.HAND.value
    DYNASTY_DECK = Zone.DYNASTY_DECK.value
    FATE_DECK = Zone.FATE_DECK.value
    DYNASTY_DISCARD = Zone.DYNASTY_DISCARD.value
    FATE_DISCARD = Zone.FATE_DISCARD.value
    #: either discard pile of its owner ("one to three cards in your discard piles")
    DISCARD = "discard"
    #: its owner's hand or either discard pile ("a Follower in your hand or discard pile")
    HAND_OR_DISCARD = "hand_or_discard"
    #: in play, or in a discard pile ("a Ring in play or in your discard pile")
    IN_PLAY_OR_DISCARD = "in_play_or_discard"
    #: in play, or in a Province ("your Personality ..., even if he is in a Province")
    IN_PLAY_OR_PROVINCE = "in_play_or_province"
    #: any area, in play or not ("your target face-up Personality in or out of play")
    IN_OR_OUT_OF_PLAY = "in_or_out_of_play"
    #: any area out of play ("a face-up Personality out of play"; Reference 05)
    OUT_OF_PLAY = "out_of_play"


#: Where a card is brought into play from: ``deck`` is either deck, ``discard`` either pile.
Origin = Literal[
    "hand", "deck", "dynasty_deck", "fate_deck", "province", "discard", "hand_or_discard", "any"
]

#: Where an ability of a card is usable from (``Ability.used_from``): an ``Origin``, or in play
#: and face-up in a province ("even if Yokuni is face-up in your Province": Reference 05, Areas).
UsedFrom = Origin | Literal["play_or_province"]

#: The zones each ``Origin`` (and ``UsedFrom``) stands for.
ORIGIN_ZONES: dict[str, frozenset[Zone]] = {
    "hand": frozenset({Zone.HAND}),
    "deck": frozenset({Zone.DYNASTY_DECK, Zone.FATE_DECK}),
    "dynasty_deck": frozenset({Zone.DYNASTY_DECK}),
    "fate_deck": frozenset({Zone.FATE_DECK}),
    "province": frozenset({Zone.PROVINCE}),
    "discard": frozenset({Zone.DYNASTY_DISCARD, Zone.FATE_DISCARD}),
    "hand_or_discard": frozenset({Zone.HAND, Zone.DYNASTY_DISCARD, Zone.FATE_DISCARD}),
    # an ability usable in play "even if" its card is face-up in a province (``UsedFrom``)
    "play_or_province": frozenset({Zone.HOME, Zone.BATTLEFIELD, Zone.PROVINCE}),
    "any": frozenset(Zone) - IN_PLAY_ZONES - {Zone.REMOVED},
}


#: Where a card in play may be said to be (Reference 05: home or a battlefield); None: nowhere
#: said, in play.
IN_PLAY_PLACES: frozenset[Place | None] = frozenset(
    {
        None,
        Place.IN_PLAY,
        Place.HOME,
        Place.BATTLEFIELD,
        Place.CURRENT_BATTLEFIELD,
        Place.NOT_CURRENT_BATTLEFIELD,
    }
)
