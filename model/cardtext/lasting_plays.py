"""Triggered trait sentences that create a lasting effect on the rulebook plays (Reference 02:
Recruit, Equip): "After you reveal cards in your Provinces at the start of your turn, if this
Event is face-up in one of them, until your turn three turns from now begins, you may target
Followers in your discard pile with the Equip rulebook action." (Never Enough Soldiers).

Effects (Lasting effects): such an effect lasts for its stated time once its trigger has
happened; the state can't say whether it did (was the Event face-up when the cards were
revealed?), so the sentence is kept unread (``CardDef.lasting_unread``) and a play it may
change is answered ``unknown`` (``solver.lasting_plays``), never "not in your hand".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.cardtext.own_traits import trait_sentences
from model.lazy_regex import lazy_regex

__all__ = ["lasting_plays"]

#: a triggered sentence (its trigger, then its effect)
_TRIGGERED = lazy_regex(r"^(?:After|When|Whenever|At the (?:start|end))\b", re.IGNORECASE)
#: a lasting effect: "until ..." (Effects, Lasting effects)
_LASTING = lazy_regex(r"\buntil\b", re.IGNORECASE)
#: a rulebook play named (Reference 02)
_PLAY = lazy_regex(r"\b(?:equip|recruit)\w*\b", re.IGNORECASE)
_NOTHING = lazy_regex(r"(?!)")


def lasting_plays(traits: Sequence[str]) -> tuple[str, ...]:
    """The sentences of the trait paragraphs ``traits`` that, once triggered, change the
    rulebook plays for a while (see the module)."""
    return tuple(
        said
        for said in trait_sentences(traits, _NOTHING)
        if _TRIGGERED.match(said) and _LASTING.search(said) and _PLAY.search(said)
    )
