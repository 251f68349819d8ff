"""Quality sentences about their controller's own cards ("Your Artisans have -5HR.", "Your
Kolat cards have Expendable.", "Your Personalities in and out of play have Kharmic."): "Your"
is the sentence's controller (Costs and restrictions: "you" is the player who controls the
card), so such a sentence changes only that player's cards and can't turn another player's
Recruit or Equip, whose tests are of his own card, host and Gold (h25adv1 F1, F2). A subject
naming another player ("Your opponents' ...", "your enemy's ...") is not read so."""

from __future__ import annotations

import re

__all__ = ["about_your_cards"]

_YOUR_CARDS = re.compile(
    r"^(?:(?:While|If) [^,.]+, )?Your (?P<subject>[^'\",.;:()]+?) (?:have|has|do not have)\b"
)
_OTHERS = re.compile(r"\b(?:opponents?|enem(?:y|ies)|other players?|each player)\b", re.I)


def about_your_cards(said: str) -> bool:
    """Is ``said`` a quality sentence whose subject is its controller's own cards?"""
    m = _YOUR_CARDS.match(said.strip())
    return m is not None and _OTHERS.search(m.group("subject")) is None
