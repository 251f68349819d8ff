"""A target "face-down card" with no out-of-play area named ("Limited, :bow:: Look at a target
face-down card.": Talisman of Yume-do). No card in play is face-down, so such a target can only
be a card out of play; Reference 05 (In play and out of play) lets a card reach an out-of-play
area only "for the specific area or areas mentioned or implied", and which areas "a face-down
card" implies (a Province, a deck, a hand?) the rules files do not say. Read in play, the target
would never exist (a false illegal), so the phrase is not read: the ability answers ``unknown``
naming it. A face-down card of a named area ("a face-down card in a Province") is read where
that area is."""

from __future__ import annotations

from model.selectors import Selector
from model.zones import Place

__all__ = ["face_down_in_play"]

#: places that are in play (a face-down card is in none of them)
_IN_PLAY = (
    None,
    Place.IN_PLAY,
    Place.CURRENT_BATTLEFIELD,
    Place.HOME,
    Place.BATTLEFIELD,
    Place.NOT_CURRENT_BATTLEFIELD,
)


def face_down_in_play(select: Selector) -> str | None:
    """Why a target of ``select`` (a face-down card, no out-of-play area named) is not read, or
    None."""
    down = select.face_up is False or any(s.face_up is False for s in select.any_of)
    if not down or select.location not in _IN_PLAY:
        return None
    return (
        "a target face-down card with no area named (no card in play is face-down; which "
        "out-of-play areas it reaches is not in the rules files: Reference 05, In play and "
        "out of play)"
    )
