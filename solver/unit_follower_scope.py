"""A grant to the Followers of its own unit while that unit has none: "Followers in this unit
have Cavalry." (Moto Jun-Ni), "Followers in this unit have +1F." (h40adv4 N4).

Reference 05: a unit is a Personality and the cards attached to him; "this unit" is the unit of
the card the sentence is on. While no Follower is in that unit the sentence changes no card,
so it can turn no test an action makes now (a Follower the action brings into the unit is
tested before it is there: Abilities and actions / Good Faith Rule)."""

from __future__ import annotations

from model.common import CardType
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["no_unit_followers"]

_SAID = lazy_regex(
    r"Followers in this unit have (?:[+-]\d+[FC]|[A-Z][\w'-]+)"
    r"(?:(?:,|,? and) (?:[+-]\d+[FC]|[A-Z][\w'-]+))*\.?"
)


def no_unit_followers(view: View, cid: str, said: str) -> bool:
    """Is ``said`` (a sentence of the card ``cid`` in play) "Followers in this unit have ..."
    while ``cid``'s unit has no Follower?"""
    if _SAID.fullmatch(said.strip()) is None or not view.card(cid).in_play:
        return False
    return not any(
        view.type_of(c) is CardType.FOLLOWER for c in view.unit(cid) if c != view.unit_head(cid)
    )
