"""A target in your hand or your discard pile, or in play or your discard pile (Abilities and
actions / B; Reference 05: each player's hand, the discard pile of each deck, and play):
"target a Follower in your hand or discard pile", "a Ring in play or in your discard pile".
Read only for Fate cards (Reference 02: Followers, Items, Spells, Strategies and Rings are Fate
cards), whose discard pile is the Fate one, so "discard pile" names one pile; the card may be
in either area (``Place.HAND_OR_DISCARD``, ``Place.IN_PLAY_OR_DISCARD``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.common import FATE_TYPES
from model.lazy_regex import lazy_regex
from model.selectors import Controller, Selector
from model.zones import Place

__all__ = [
    "even_in_a_province",
    "hand_or_discard",
    "in_or_out_of_play",
    "in_play_or_discard",
    "is_province_widening",
]

_HAND_OR_PILE = lazy_regex(
    r"^\s*in your hand or (?:in )?(?:your )?discard pile(?=\s*[.,;:)]|\s*$)", re.IGNORECASE
)


def hand_or_discard(rest: str, sel: Selector) -> tuple[Selector, str, int] | str | None:
    """ "in your hand or discard pile" at the start of ``rest``: (selector, "", length used);
    a string says why not; None: not this modifier."""
    m = _HAND_OR_PILE.match(rest)
    if m is None:
        return None
    if sel.location is not None or sel.controller is Controller.OPPONENT:
        return "'in your hand or discard pile' after another owner or place"
    if not sel.type or not set(sel.type) <= FATE_TYPES:
        # a Dynasty card's pile is the Dynasty one: which pile does "discard pile" name?
        return "'your discard pile' of a card that may be no Fate card"
    return replace(sel, controller=Controller.YOU, location=Place.HAND_OR_DISCARD), "", m.end()


#: "in play or in your discard pile", "in your discard pile or in play", "in play or in any
#: player's discard pile"
_PLAY_OR_PILE = lazy_regex(
    r"^\s*(?:in play or (?:in )?(?P<whose>your|any player's) discard pile"
    r"|in your discard pile or in play)(?=\s*[.,;:)]|\s*$)",
    re.IGNORECASE,
)


def in_play_or_discard(rest: str, sel: Selector) -> tuple[Selector, str, int] | str | None:
    """ "in play or in your discard pile" at the start of ``rest``: the card in play (whoever
    controls it, as the phrase says) or in your (or any player's) discard pile (``any_of``); a
    string says why not; None: not this modifier."""
    m = _PLAY_OR_PILE.match(rest)
    if m is None:
        return None
    if sel.location is not None or sel.any_of or sel.controller is Controller.OPPONENT:
        return "'in play or in your discard pile' after another owner, place or alternatives"
    if not sel.type or not set(sel.type) <= FATE_TYPES:
        return "'your discard pile' of a card that may be no Fate card"
    anyone = (m.group("whose") or "").lower() == "any player's"
    pile = Controller.ANY if anyone else Controller.YOU
    either = (
        Selector(location=Place.IN_PLAY),
        Selector(location=Place.FATE_DISCARD, controller=pile),
    )
    return replace(sel, location=Place.IN_PLAY_OR_DISCARD, any_of=either), "", m.end()


#: "Target your Human Personality ..., even if he is in a Province." (Gempukku): the target may
#: be in play or in one of your Provinces (face up: a face-down card is never known to be a
#: Personality, Reference 05, Game Area Knowledge)
_EVEN_IN_PROVINCE = lazy_regex(
    r"^\s*,?\s*even if (?:he|she|it) is in (?:a|your|one of your) Provinces?(?=\s*[.;]|\s*$)",
    re.IGNORECASE,
)


def even_in_a_province(rest: str, sel: Selector) -> tuple[Selector, str, int] | str | None:
    """ ", even if he is in a Province" at the start of ``rest``: the target in play or in a
    Province (``Place.IN_PLAY_OR_PROVINCE``); a string says why not (another place named
    already); None: not this modifier."""
    m = _EVEN_IN_PROVINCE.match(rest)
    if m is None:
        return None
    if sel.location is not None or sel.any_of:
        return "'even if he is in a Province' after another place or alternatives"
    return replace(sel, location=Place.IN_PLAY_OR_PROVINCE), "", m.end()


def is_province_widening(rest: str) -> bool:
    """Is ``rest`` (from the words after a target phrase) ", even if he is in a Province": where
    the target may be (``even_in_a_province``), not when the action may be used?"""
    return _EVEN_IN_PROVINCE.match(rest) is not None


#: "your target non-Loyal, face-up Personality in or out of play" (Suikihime's Sanction), "a
#: face-up Personality out of play" (Wind of the Moon)
_IN_OR_OUT = lazy_regex(r"^\s*(?P<in>in or )?out of play\b", re.IGNORECASE)


def in_or_out_of_play(rest: str, sel: Selector) -> tuple[Selector, str, int] | str | None:
    """ "in or out of play" at the start of ``rest``, after "face-up": a face-up card in any
    area (``Place.IN_OR_OUT_OF_PLAY``; Reference 05: a card in play is face-up, one in a
    Province as it lies, a discard pile's and a removed card face-up, the hand and decks
    face-down); "your" is its controller in play, its owner out of play. A string says why
    not (another place named, or "face-up" not said: a face-down card is never known to be of
    its type, Reference 05, Game Area Knowledge); None: not this modifier. "out of play" alone:
    a face-up card in any area out of play (``Place.OUT_OF_PLAY``: not at home nor at a
    battlefield, Reference 05)."""
    m = _IN_OR_OUT.match(rest)
    if m is None:
        return None
    if sel.location is not None or sel.any_of:
        return "'in or out of play' after another place or alternatives"
    if sel.face_up is not True:
        return f"'{m.group(0).strip()}' of a card not said to be face-up"
    where = Place.IN_OR_OUT_OF_PLAY if m.group("in") else Place.OUT_OF_PLAY
    return replace(sel, location=where), "", m.end()
