"""Gold produced at the cost of the producing card leaving play (Costs and restrictions / Gold
production; ``ProductionMode.leaves_play``): "Destroy this Holding to produce 6 Gold",
"Shuffle this Holding into your Dynasty deck to produce 5 Gold", and with a payment named:
"When paying for a Samurai or Bushi Personality, destroy this Holding to produce 2 Gold which
may only pay for him and create and attach a +2F/+1C Weapon Item to him after he enters play".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Literal

from model.cards import ProductionMode
from model.lazy_regex import lazy_regex
from model.oracle.production_terms import ONLY_PAY, _Unmodelled

_LEAVES_PLAY = lazy_regex(
    r"(?:(?P<when>when paying for [^,]+), )?"
    r"(?:(?P<destroy>destroy) this holding|shuffle this holding into your dynasty deck) "
    r"to (?P<rest>produce .+)"
)
#: An effect on the card paid for once it is in play ("and create and attach a +2F/+1C Weapon
#: Item to him after he enters play"): after the payment, so not this payment's Gold.
_AFTER_IT_ENTERS = lazy_regex(
    r"(?P<head>.+?) and create and attach an? [^,]+? to (?:him|her|them) "
    r"after (?:he|she|they) enters? play"
)

Produce = Callable[[str, int], list[ProductionMode]]


def leaves_play_modes(s: str, honor: int, produce: Produce) -> list[ProductionMode] | None:
    """The modes of sentence ``s`` when it produces at the cost of the card leaving play (the
    cost's Gold read by ``produce``), None when it is not such a sentence; raises
    ``_Unmodelled`` when it is one that can't be read. With a payment named ("When paying for
    X, destroy ..."), the Gold must be stated to pay only for that card (README: "When paying
    for X, produce N Gold" needs it)."""
    m = _LEAVES_PLAY.fullmatch(s)
    if m is None:
        return None
    how: Literal["destroy", "dynasty_deck"] = "destroy" if m.group("destroy") else "dynasty_deck"
    rest = m.group("rest")
    if m.group("when") is not None:
        if after := _AFTER_IT_ENTERS.fullmatch(rest):
            rest = after.group("head")
        if not re.fullmatch(rf"produce \d+ gold{ONLY_PAY}", rest):
            raise _Unmodelled(f"production at the cost of the card leaving play: {s!r}")
        rest = f"{m.group('when')}, {rest}"
    elif not re.fullmatch(r"produce \d+ gold", rest):
        raise _Unmodelled(f"production at the cost of the card leaving play: {s!r}")
    return [replace(mode, leaves_play=how) for mode in produce(rest, honor)]
