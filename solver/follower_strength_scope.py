"""A raise of the attack strength of Followers attached to a card ("Followers with Ranged Attacks
attached to Tsuruchi have their Ranged Attack strength increased by 2.", Tsuruchi •
Experienced; h42chi N8) changes only the attacks of those Followers' own actions: an action of
any other card (a Personality, a Stronghold, a Follower attached elsewhere) is untouched, and
the sentence spares it (``solver.traits_in_play``). A strength raise can only widen the strict
reading's Force limit of those Followers' attacks, which stay in doubt."""

from __future__ import annotations

import re

from model.cards import CardType
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["follower_strength_spares"]

_RAISE = lazy_regex(
    r"^Followers(?: with (?:Ranged|Melee) Attacks?(?: abilities)?)? attached to "
    r"(?P<who>[\w' -]+?) have their (?:(?:Ranged|Melee) Attack |Fear )?strength increased by "
    r"\d+\.?$",
    re.IGNORECASE,
)


def follower_strength_spares(view: View, source: str, said: str, card: str) -> bool:
    """Is ``said`` (a trait of ``source``) such a raise, and ``card`` (whose action is checked)
    no Follower attached to the card it names?"""
    m = _RAISE.fullmatch(said.strip())
    if m is None:
        return False
    if view.definition(card).type is not CardType.FOLLOWER:
        return True
    title = re.sub(r"\s*[•(,].*$", "", view.definition(source).title).lower().split()
    names_source = m["who"].lower() in title or m["who"].lower() in ("this personality",)
    return names_source and view.card(card).attached_to != source
