"""The card words "one of your Personalities at <Name>'s battlefield" of a targeting trigger
(Iuchi Kota • Experienced: "After an action targets one of your Personalities at Kota's
battlefield"), read at a stated ``action_targets`` event (``solver.trigger_targeting``).

"your": its controller's (Reference 03); "Personalities": cards of that type (Reference 03,
card types); "at <Name>'s battlefield" / "at this battlefield": the battlefield the card itself
is at (Reference 05: cards in play are at home or at a battlefield), named by the card's own
personal name. A card at home is at no battlefield: no card is at its battlefield.

"one of your other Personalities at Sakonoko's location" (Isawa Sakonoko), "your Follower at
Mochitoko's location" (Hida Mochitoko • Experienced): its controller's cards in play of that
type (Personalities, Followers; "other": not the card itself) at the card's own location, the
home or a battlefield (Reference 05, Locations: each player's home is a location of its own;
``View.same_location``; h46adv1 N5)."""

from __future__ import annotations

import re

from model.common import CardType
from model.lazy_regex import lazy_regex
from model.state import View
from model.zones import Zone

__all__ = ["at_own_battlefield", "at_own_location"]

_WORDS = lazy_regex(
    r"(?:one of your Personalities|your Personality|a Personality you control) at "
    r"(?:this battlefield|(?P<name>[A-Z][\w'-]*)'s battlefield)",
    re.IGNORECASE,
)

#: "one of your [other] Personalities|Followers", "your [other] Personality|Follower" at
#: "<Name>'s location"
_LOCATION_WORDS = lazy_regex(
    r"(?:one of your (?P<other>other )?(?P<many>Personalities|Followers)|your "
    r"(?P<other1>other )?(?P<one>Personality|Follower)) at (?P<name>[A-Z][\w'-]*)'s location"
)
_TYPES = {
    "personalities": CardType.PERSONALITY,
    "personality": CardType.PERSONALITY,
    "followers": CardType.FOLLOWER,
    "follower": CardType.FOLLOWER,
}


def _own_name(title: str, name: str) -> bool:
    """Is ``name`` a word of the card's own title before any "•" or "(" ("Iuchi Kota •
    Experienced": Kota, Iuchi)?"""
    own = re.split(r"[•(]", title, maxsplit=1)[0].split()
    return name.casefold() in {w.casefold() for w in own}


def at_own_battlefield(view: View, card_id: str, what: str) -> set[str] | None:
    """The cards the words ``what`` name for ``card_id`` (see module): its controller's
    Personalities in play at its battlefield; None: other words, or another card's name."""
    m = _WORDS.fullmatch(what.strip())
    if m is None:
        return None
    d = view.definition(card_id)
    if m.group("name") is not None and not _own_name(d.title, m.group("name")):
        return None
    inst = view.card(card_id)
    if not inst.in_play:
        return None
    if inst.zone is not Zone.BATTLEFIELD or inst.battlefield is None:
        return set()  # at home: at no battlefield
    mine = inst.controlled_by
    return {
        c.id
        for c in view.state.cards
        if c.in_play
        and c.controlled_by == mine
        and c.zone is Zone.BATTLEFIELD
        and c.battlefield == inst.battlefield
        and view.definition(c.id).type is CardType.PERSONALITY
    }


def at_own_location(view: View, card_id: str, what: str) -> set[str] | None:
    """The cards the words ``what`` name for ``card_id`` ("one of your other Personalities at
    Sakonoko's location", see the module); None: other words, or another card's name."""
    m = _LOCATION_WORDS.fullmatch(what.strip())
    if m is None or not _own_name(view.definition(card_id).title, m["name"]):
        return None
    inst = view.card(card_id)
    if not inst.in_play:
        return None
    kind = _TYPES[(m["many"] or m["one"]).casefold()]
    other = m["other"] is not None or m["other1"] is not None
    return {
        c.id
        for c in view.state.cards
        if c.in_play
        and c.controlled_by == inst.controlled_by
        and not (other and c.id == card_id)
        and view.definition(c.id).type is kind
        and view.same_location(c.id, card_id)
    }
