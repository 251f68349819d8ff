"""A Reaction that discards its own card to produce Gold equal to its tokens: "Reaction: When
paying a Gold cost, if this card is in play, discard it: Produce Gold equal to the number of
Wealth tokens on it before you discarded it." (Profits; h40adv4 N5).

Costs and restrictions / Gold production: the Reaction answers any Gold payment; its cost
discards the card (``ProductionMode.leaves_play="discard"``), so it is used once; its Gold is
the tokens of that name the card has when it is discarded, as the state lists them
(``per_token``, ``gold=0``: none, no Gold). "If this card is in play" is met by every source
(only cards in play produce). As a Reaction it is not used while its card is bowed (Abilities
and actions), and once per turn."""

from __future__ import annotations

from model.cards import ProductionMode
from model.lazy_regex import lazy_regex

__all__ = ["payer_may_lower", "self_discard_token_modes"]

_SHAPE = lazy_regex(
    r"reaction: when paying a gold cost, (?:if this card is in play, )?discard (?:it|this card): "
    r"produce gold equal to the number of (?P<token>[a-z]+) tokens on it before you discarded "
    r"it\.?"
)


#: "Before you produce Gold to pay for ...: You may reduce the total Gold produced by 1; if you
#: did, put a Wealth token on this card after the other card enters play." (Profits' trait)
_PAYER_MAY_LOWER = lazy_regex(
    r"before you produce gold to pay for [^:]+: you may reduce the total gold produced by \d+"
    r"(?:; if you did, [^.:]+)?\.?"
)


def payer_may_lower(line: str) -> bool:
    """Is ``line`` only the payer's own option to produce less Gold? It is no Gold source, and
    it lowers no payment its payer does not choose to lower (Costs and restrictions / Gold
    production: the payer produces the Gold), so a plan never needs it."""
    return _PAYER_MAY_LOWER.fullmatch(line.strip().lower()) is not None


def self_discard_token_modes(low: str) -> list[ProductionMode] | None:
    """The mode of such a line (lower case), or None when it is not one."""
    m = _SHAPE.fullmatch(low.strip())
    if m is None:
        return None
    return [
        ProductionMode(
            gold=0, per_token=m["token"], bow=False, once_per_turn=True, leaves_play="discard"
        )
    ]
