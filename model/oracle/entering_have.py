""" "if you have a Wind" / "if you have no Wind" (Sensei, Stronghold) in a card's own entering
change ("You may Recruit Konzetsu for :g2: less if you have no Wind.", Moto Konzetsu): Reference
02, a player has one Stronghold, at most one Sensei and one Wind, in play; "you have a Wind" is a
Wind that player controls in play (as ``solver.named_entry`` reads "You may not Recruit Iwane if
you have a Wind."), so the state settles it: a player with no card of that type in play has
none."""

from __future__ import annotations

from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import Condition, Controller, CountAtLeast, Selector

__all__ = ["have_kind"]

_HAVE = lazy_regex(r"^you (?:have|control) (?P<no>no|an?) (?P<kind>wind|sensei|stronghold)$")
_KINDS = {"wind": CardType.WIND, "sensei": CardType.SENSEI, "stronghold": CardType.STRONGHOLD}


def have_kind(text: str) -> Condition | None:
    """The condition "you have (a|no) <Wind|Sensei|Stronghold>" (lower case, as the entering
    reader passes it) names: a card of that type its player controls (or none); None for any
    other text."""
    m = _HAVE.fullmatch(text.strip())
    if m is None:
        return None
    select = Selector(type=(_KINDS[m.group("kind")],), controller=Controller.YOU)
    holds = Condition(control=CountAtLeast(select=select))
    return Condition(none_of=(holds,)) if m.group("no") == "no" else holds
