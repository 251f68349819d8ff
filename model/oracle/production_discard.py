"""Gold produced at the cost of discarding another card of yours out of play (Costs and
restrictions / Gold production; ``ProductionMode.discard_other``): "Discard a card to produce an
amount of Gold equal to the number of unbowed Personalities you control", "Discard a card to
produce an amount of Gold equal to the Focus Value of the discarded card" (``discard_stat``),
"You may discard a card; produce 0 Gold plus an additional amount equal to the Focus Value of
the discard (if any)", "Discard a face-up Personality from one of your Provinces to produce 3
Gold".

"Discard a card" is from your hand, the only place cards are discarded from without saying so
(as the ability costs read it, ``model.cardtext.costs``: Costs and restrictions / Costs;
effects.txt's "discard a card" example). A Focus Value is a Fate card's stat (Reference 03).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.cards import ProductionMode
from model.common import CardType, Stat
from model.lazy_regex import lazy_regex
from model.oracle.production_terms import _Unmodelled
from model.selectors import Controller, Selector
from model.zones import Place

Produce = Callable[[str, int], list[ProductionMode]]

#: a card of your hand ("Discard a card")
HAND = Selector(location=Place.HAND, owner=Controller.YOU)
#: "a face-up Personality from one of your Provinces"
PROVINCE_PERSONALITY = Selector(
    type=(CardType.PERSONALITY,), face_up=True, location=Place.PROVINCE, owner=Controller.YOU
)
_WHAT = {"a card": HAND, "a face-up personality from one of your provinces": PROVINCE_PERSONALITY}

#: "... to produce an amount of Gold equal to the Focus Value of the discarded card"; "You may
#: discard a card; produce 0 Gold plus an additional amount equal to the Focus Value of the
#: discard (if any)"
_FOCUS = lazy_regex(
    r"discard a card to produce (?:an amount of )?gold equal to the focus value of the "
    r"discarded card"
    r"|you may discard a card; produce 0 gold plus an additional amount equal to the focus "
    r"value of the discard(?: \(if any\))?"
)
_DISCARD = lazy_regex(r"(?P<what>a card|a face-up personality from one of your provinces) to ")


def discard_modes(s: str, honor: int, produce: Produce) -> list[ProductionMode] | None:
    """The modes of sentence ``s`` (lower-case, no final period) when it produces at the cost
    of discarding another card of yours out of play, None when it is not such a sentence;
    raises ``_Unmodelled`` when it is one that can't be read. The Gold after the cost is read
    by ``produce`` (a fixed amount, or one that does not depend on the card discarded), or is
    the discarded card's Focus Value (``discard_stat``); "You may discard a card": with no
    card discarded it produces 0 Gold, which pays nothing, so it is the same mode."""
    if _FOCUS.fullmatch(s):
        return [
            ProductionMode(gold=0, discard_other=HAND, discard_stat=Stat.FOCUS, lose_honor=honor)
        ]
    if not s.startswith("discard "):
        return None
    m = _DISCARD.match(s, len("discard "))
    rest = s[m.end() :] if m is not None else ""
    if m is None or not rest.startswith("produce "):
        raise _Unmodelled(f"production at the cost of discarding a card: {s!r}")
    if re.search(r"\b(?:discarded|discard|its|his|her)\b", rest):
        # the Gold depends on the card discarded in a way not read here
        raise _Unmodelled(f"production at the cost of discarding a card: {s!r}")
    select = _WHAT[m.group("what")]
    modes = produce(rest, honor)
    if any(
        mode.only_for is not None or mode.from_stat is not None or mode.from_tokens is not None
        for mode in modes
    ):  # a payment named, or another kind of Gold after the cost: not read with it
        raise _Unmodelled(f"production at the cost of discarding a card: {s!r}")
    return [replace(mode, discard_other=select) for mode in modes]


#: "Reaction, :bow:: When paying a Gold cost, discard a card to produce ...": the card bows as
#: the Reaction's cost, for any payment
_REACTION = lazy_regex(r"reaction, :bow:: when paying a gold cost, (?P<s>.+?)\.?")


#: "Reaction: [Any number of times per turn,] when paying a Gold cost, bow Tamako and discard a
#: card: Produce Gold equal to its Focus Value." (Asahina Tamako, Keigo, Sekawa, Yoshino): "its"
#: is the card discarded (the card bowed, a Personality, would be "his"/"her")
_BOW_AND_DISCARD = lazy_regex(
    r"reaction: (?P<any>any number of times per turn, )?when paying a gold cost, "
    r"bow (?P<self>[a-z][a-z' -]*?) and discard a card: "
    r"produce (?:an amount of )?gold equal to its focus value\.?"
)


def reaction_discard_modes(
    line: str, names_card: Callable[[str], bool] | None = None
) -> list[ProductionMode] | None:
    """The mode of a Reaction line that bows the card and discards one of your cards for its
    Focus Value ("Reaction, :bow:: When paying a Gold cost, discard a card to produce an amount
    of Gold equal to the Focus Value of the discarded card"): a bowing mode, once per turn as
    every Reaction (Abilities and actions; as ``production_free`` reads such lines); None for
    another line."""
    low = line.lower().strip()
    if (b := _BOW_AND_DISCARD.fullmatch(low)) is not None:
        # the card bows and a card of the hand is discarded, both the Reaction's costs; "Any
        # number of times per turn" lifts the Reaction's once per turn (Abilities and actions)
        if names_card is None or not names_card(b.group("self")):
            return None
        mode = ProductionMode(gold=0, discard_other=HAND, discard_stat=Stat.FOCUS)
        return [replace(mode, once_per_turn=b.group("any") is None)]
    m = _REACTION.fullmatch(low)
    if m is None or not _FOCUS.fullmatch(m.group("s")):
        return None
    modes = discard_modes(m.group("s"), 0, _none) or []
    return [replace(mode, once_per_turn=True) for mode in modes]


def _none(rest: str, honor: int) -> list[ProductionMode]:
    raise _Unmodelled(f"production not understood: {rest!r}")
