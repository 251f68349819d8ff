"""Gold text not understood whose Gold the state bounds by a token count (Costs and restrictions /
Gold production): "Reaction: When paying a Gold cost, if this card is in play, discard it:
Produce Gold equal to the number of Wealth tokens on it before you discarded it." (Profits): one
use (its card is discarded), producing at most the tokens of that name the state puts on it,
so a shortfall even with that much more Gold is certain (``solver.reduction_bound``). And "You
may reduce the total Gold produced by 1; ..." (Profits' other text): the payer's own choice to
produce less, which can never pay for anything (h40adv4 N5)."""

from __future__ import annotations

from model.lazy_regex import lazy_regex
from model.state import View
from solver.shortfall_scope import text_of

__all__ = ["only_less_gold", "token_gold"]

_TOKEN_REACTION = lazy_regex(
    r"Reaction: When paying a Gold cost, (?:if this card is in play, )?discard (?:it|this card): "
    r"Produce Gold equal to the number of (?P<token>[A-Z][A-Za-z]*) tokens on it before you "
    r"discarded it\.?"
)
#: "Before you produce Gold to pay for ...: You may reduce the total Gold produced by 1; if you
#: did, put a Wealth token on this card after the other card enters play."
_LESS = lazy_regex(
    r"Before you produce Gold to pay for [^:]+: You may reduce the total Gold produced by \d+"
    r"(?:; if you did, [^.:]+)?\.?"
)
_CARD = lazy_regex(r"\((?P<id>[^,)\s]+)\)")


def token_gold(view: View, shown: str) -> int | None:
    """The most Gold the unread Reaction ``shown`` ("Title (id): ...") may produce now: the
    tokens of its name on its card in the state; None when not of that shape."""
    m = _TOKEN_REACTION.fullmatch(text_of(shown).strip())
    card = _CARD.search(shown)
    if m is None or card is None or not view.has(card["id"]):
        return None
    name = m["token"].casefold()
    return sum(1 for t in view.card(card["id"]).tokens if t.casefold() == name)


def only_less_gold(shown: str) -> bool:
    """Is ``shown`` only the payer's option to produce less Gold (it pays for nothing)?"""
    return _LESS.fullmatch(text_of(shown).strip()) is not None
