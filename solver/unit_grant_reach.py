"""A keyword given to the cards of its own card's unit ("Followers in this unit have Cavalry.",
Moto Jun-Ni) reaches that unit alone (Reference 03: a unit is a Personality and the cards
attached to him; Reference 04: a change changes the cards it names). A card in another unit, or
one being attached to a Personality of another unit, can't get the keyword from it (h44adv3
H16: Legion of Pain equipped onto Shinjo Tselu is no Cavalry Follower for Tselu's "Cavalry
Followers attach to your Personalities paying 2 less Gold.")."""

from __future__ import annotations

from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["unit_grant_misses"]

_THIS_UNIT = lazy_regex(
    r"^(?:[A-Z][\w-]+ )?(?:Followers|attachments|cards|Items|Spells|Personalities) in this unit "
    r"(?:have|gain|get)\b"
)


def unit_grant_misses(
    view: View, source: str, said: str, card: str | None, host: str | None
) -> bool:
    """Is ``said`` (of ``source``) a "... in this unit have ..." sentence that can't reach
    ``card``: in play in another unit, or being attached onto ``host`` of another unit? False
    when not of that shape or the card's unit is not known."""
    if card is None or _THIS_UNIT.match(said.strip()) is None or not view.has(source):
        return False
    if not view.card(source).in_play:
        return False
    unit = view.unit_head(source)
    if view.has(card) and view.card(card).in_play:
        return view.unit_head(card) != unit
    if host is None or not view.has(host):
        return False
    return view.unit_head(host) != unit
