"""A card's trait adding a cost to the challenges issued against it ("Any player must discard
two cards from his or her hand for one of his or her Personalities to challenge Shono.",
"While Atsutane has two Weapons, Personalities must bow to challenge him.", "players must discard
a card to have their Personality challenge him."): an additional cost
from outside the action (Costs and restrictions: "Additional costs can come from effects
outside the card, action or trait being paid for"). Not read: kept (``CardDef.challenge_costs``)
so that while the card is in play an action that issues a challenge is ``unknown`` naming it
(``solver.challenge_costs``), never a silent legal (h28adv3 F5)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.cardtext.own_traits import trait_sentences
from model.lazy_regex import lazy_regex

__all__ = ["challenge_costs"]

#: "... must bow to challenge him", "... must discard a card to have their Personality challenge
#: him" (h29adv1 F4: the second wording was dropped silently)
_COST_TO_CHALLENGE = lazy_regex(
    r"\bmust\b[^.]*\bto (?:have (?:their|his or her|your) Personalit(?:y|ies) )?challenge\b",
    re.IGNORECASE,
)
_NOTHING = lazy_regex(r"(?!)")


def challenge_costs(traits: Sequence[str]) -> tuple[str, ...]:
    """The sentences of trait paragraphs ``traits`` that ask a cost "to challenge" a card."""
    return tuple(s for s in trait_sentences(traits, _NOTHING) if _COST_TO_CHALLENGE.search(s))
