"""A Fear whose strength is the Focus Value of the card discarded to make it ("Discard a card
to make a Fear effect with strength equal to the card's Focus Value.": Gates of the Second City;
"... equal to its Focus Value.": Samurai Lancers; h36adv2 U2). Which card is discarded is the
player's choice, so the strict reading's Force limit (``effects_attacks``: compared when the
Fear is targeted) is the Focus Value of a card he may choose: a target is possible exactly when
its Force is at most the highest Focus Value among the cards in his hand (the card "discarded"
with no area named is one of his hand, as "Discard a card from your hand" says; with none, no
Fear is made and the strict reading fails). It is read as the counted attribute
``hand_focus`` of the card (``model.board_counts``), not at its lowest, 0 (before: "target1's
Force at most 0"). A strength with more words ("+1 if its target is Phoenix Clan": Iuchi
Kalsang) is not read: its sentence stays not understood. The lenient reading (the limit checked
when the Fear resolves) is unchanged."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["DISCARDED_FOCUS", "discarded_focus"]

#: the Fear sentence as rewritten, which ``attack_counts.counted_limit`` reads
DISCARDED_FOCUS = "Fear equal to the Focus Value of the card discarded from your hand."
_DISCARD = lazy_regex(r"Discard a card(?: from your hand)?\.", re.IGNORECASE)
_FEAR = lazy_regex(
    r"(?:Make an? |Create )?Fear(?: effect)?(?: with (?:a )?strength)? equal to "
    r"(?:its|the card's|the discarded card's) Focus Value(?P<tail>[^.]*)\.?",
    re.IGNORECASE,
)
#: the same strength with more words: not read (not at its lowest either)
_MORE = "Fear equal to the Focus Value of the card discarded before{tail}."


def discarded_focus(sentences: list[str]) -> list[str]:
    """``sentences`` with a Fear measured by the card discarded just before rewritten as
    ``DISCARDED_FOCUS`` (with more words, as a sentence no attack reader reads)."""
    out = list(sentences)
    for i in range(1, len(out)):
        if _DISCARD.fullmatch(out[i - 1].strip()) and (m := _FEAR.fullmatch(out[i].strip())):
            out[i] = _MORE.format(tail=m.group("tail")) if m.group("tail") else DISCARDED_FOCUS
    return out
