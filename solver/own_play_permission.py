"""A card's permission to play itself from an area out of play ("You may attach this card from
your discard pile to your Void Shugenja." — Seek the Stain; "You may Equip this Follower from
your discard pile."): "this card" is the card that prints it (Reference 05, Areas: a card out of
play whose text names that area may be used from there), so the sentence adds a way to play
that card only, by the player it speaks to. It changes no other card's play, of its controller
or of another player (h44adv1 W3), whatever its area, host or condition words say."""

from __future__ import annotations

from model.lazy_regex import lazy_regex

__all__ = ["others_permission", "own_play_permission"]

_TYPE = r"(?:card|Follower|Item|Spell|Personality|Holding|Strategy|Ring|Region|Event)"
#: "You may <play> this <type> from your <area>[ <words>]."
_OWN = lazy_regex(
    rf"^You may (?:attach|Equip|play|Recruit|cast|bring) this {_TYPE} (?:into play )?"
    r"from your (?:discard pile|hand|deck|Fate deck|Dynasty deck|fate discard pile|"
    r"dynasty discard pile)\b[^.;:]*\.?$"
)


def own_play_permission(said: str) -> bool:
    """Is ``said`` its own card's permission to be played from an area out of play?"""
    return _OWN.fullmatch(said.strip()) is not None


#: "Title (id): sentence", as the doubts of a play show a trait of a card in play
_SHOWN = lazy_regex(r"^.*? \((?P<id>[^()]+)\): (?P<said>.+)$")


def others_permission(shown: str, card: str) -> bool:
    """Is ``shown`` ("Title (id): sentence") another card's own play permission, which can't
    change the play of ``card``?"""
    m = _SHOWN.match(shown)
    return m is not None and m["id"] != card and own_play_permission(m["said"])
