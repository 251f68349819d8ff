"""Unread Gold Cost changes of the cards a player owns ("Personalities you own in and out of play
have +1 Gold Cost unless they are Shugenja or Baraunghar." Tsusung Sensei; "Spells you own in and
out of play have -2 Gold Cost, to a minimum of 1." Kyuden Agasha; Costs and restrictions /
Changes to costs and payments), read fail-closed by their subject only:

the cards "you own" are the sentence's controller's, of the one card type it names (its
adjectives, keywords and "unless" only narrow further): such a sentence changes no play of a
card of another type, nor another player's play (h27adv2 F5). One of its type and player keeps
the doubt.
"""

from __future__ import annotations

from model.cards import CardDef
from model.common import TYPE_PLURALS
from model.lazy_regex import lazy_regex

__all__ = ["owned_cost_concerns"]

_TYPES = {w: TYPE_PLURALS[w] for w in ("personalities", "followers", "items", "spells", "holdings")}
_OWNED = lazy_regex(
    r"^(?:[\w'-]+ )*?(?P<type>Personalities|Followers|Items|Spells|Holdings) you own in and out "
    r"of play have [+-]\d+ Gold Cost\b[^.;]*\.?$"
)


def owned_cost_concerns(said: str, definition: CardDef, yours: bool) -> bool | None:
    """Could ``said`` change the play of ``definition`` (``yours``: the sentence's card is
    controlled by the player)? None when the sentence is not of the shape read."""
    m = _OWNED.fullmatch(said.strip())
    if m is None:
        return None
    return yours and definition.type is _TYPES[m.group("type").lower()]
