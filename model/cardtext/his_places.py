"""A target of the constraints block placed by the one card named just before it: "target a
bowed card in his unit (which may be him)" (Reference 03: a unit is a Personality and the cards
attached to him), "your performing Follower in Tensin's unit", and "target another Personality
in his army" (Opportunistic Advance).

"in his army", after one Personality of yours named just before ("Choose your performing
unbowed Commander and target another Personality in his army"): Reference 05, Battlefields and
Side: an army is a player's units at one battlefield (units moved, assigned or brought there go
to their controller's own side and army), so a card in his army is one of yours at a battlefield,
at his location (as "in Tsukimi's army" is read, ``model.cardtext.target_printed``). Not read:
"his army" after a card that may be another player's (whose army, then, is not the phrase's to
settle here), after a verb (a cost on the card), or of anything but one target.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.abilities import TargetSpec
from model.cardtext.targets import Phrase
from model.cardtext.your_named import in_his_unit
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import Controller
from model.zones import Place

__all__ = ["his_place_phrases"]

#: "target another Personality in his army": closing the clause.
_HIS_ARMY = lazy_regex(r"\s+in (?:his|her) army\s*$", re.IGNORECASE)

Found = list[Phrase] | str
Placed = tuple[str, Found, str | None]


def _one(found: Found, body: str) -> Phrase | None:
    """The one phrase spanning ``body`` whole, or None."""
    if not isinstance(found, list) or len(found) != 1:
        return None
    one = found[0]
    return one if one.start == 0 and one.end == len(body) else None


def _in_army(
    body: str,
    last: tuple[str, bool] | None,
    earlier: tuple[TargetSpec, ...],
    verb: str,
    find: Callable[[str], Found],
) -> Placed | None:
    m = _HIS_ARMY.search(body)
    if m is None:
        return None
    body = body[: m.start()]
    named = [s for s in earlier if last is not None and s.name == last[0]]
    if not named or not last or not last[1] or named[0].select.controller is not Controller.YOU:
        return body, [], "'in his army' after no one Personality of yours"
    if verb:
        return body, [], "'in his army' after a verb"
    found = find(body)
    one = _one(found, body)
    if one is None or one.performer:
        return body, found, "'in his army' of no one target"
    sel = one.select
    if sel.location is not None or sel.same_location_as is not None or sel.unit_of is not None:
        return body, found, "'in his army' of a card placed otherwise"
    if sel.controller not in (Controller.ANY, Controller.YOU) or sel.any_of:
        return body, found, "'in his army' of a card that may be another player's"
    if sel.type and not set(sel.type) <= {CardType.PERSONALITY, CardType.FOLLOWER}:
        return body, found, "'in his army' of a card that is no unit's"
    ours = replace(
        sel, controller=Controller.YOU, location=Place.BATTLEFIELD, same_location_as=named[0].name
    )
    return body, [replace(one, select=ours)], None


def his_place_phrases(
    body: str,
    last: tuple[str, bool] | None,
    own: tuple[str, str] | None,
    verb: str,
    earlier: tuple[TargetSpec, ...],
    find: Callable[[str], Found],
) -> Placed:
    """(``body`` without the closing place words, the phrases ``find`` reads in it, why the
    place is not read or None). ``own``: "in <its name>'s unit" already split off
    (``model.cardtext.your_named.in_own_unit``); ``last``: the card named just before."""
    if own is None and (army := _in_army(body, last, earlier, verb, find)) is not None:
        return army
    his = in_his_unit(body, last) if own is None else own
    if his is None:
        return body, find(body), None
    if isinstance(his, str):
        return body, [], his
    if verb and own is None:
        return body, [], "'in his unit' after a verb"
    body, unit_of = his
    found = find(body)
    one = _one(found, body)
    if one is None or (one.performer and own is None):
        return body, found, "'in his unit' of no one target"
    if one.select.unit_of is not None or one.select.location not in (None, Place.IN_PLAY):
        return body, found, "'in his unit' of a card placed otherwise"
    return body, [replace(one, select=replace(one.select, unit_of=unit_of))], None
