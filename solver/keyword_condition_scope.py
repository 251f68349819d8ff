"""An unread stat sentence under a keyword its own Personality lacks (Reference 04: an effect
"while" a condition changes nothing while the condition is false; Keywords: a card has the
keywords printed on it and those effects give it): "While this Shugenja is Nonhuman, he has
+2F." (Mara's Touch) on a Shugenja without Nonhuman, when no unread sentence of the state may
give a card Nonhuman (``solver.play_keyword_scope.may_be_given``), changes nothing.

Read whole or not at all: "While this <word> is [a|an] <Keyword>, " or "While he (she) is
<Keyword>, " opening the sentence, its subject the card's Personality (the card itself or its
bearer) in play; the keyword one word."""

from __future__ import annotations

from model.lazy_regex import lazy_regex
from model.state import View
from solver.play_keyword_scope import may_be_given

__all__ = ["off_while_keyword"]

_WHILE = lazy_regex(
    r"^While (?:this [A-Z][a-z]+|he|she) is (?:an? )?(?P<kw>[A-Z][a-z]+), "
    r"(?:he|she|this [A-Z][a-z]+) (?:has|have)\b"
)


def off_while_keyword(view: View, card: str, said: str) -> bool:
    """Is ``said`` (a trait of ``card``, in play) a change under a keyword its Personality does
    not have and no unread sentence may give (see the module)?"""
    m = _WHILE.match(said.strip())
    if m is None or not view.card(card).in_play:
        return False
    head = view.unit_head(card)
    kw = m["kw"].lower()
    if kw in ("opposed", "unopposed", "attacking", "defending", "bowed", "unbowed"):
        return False  # a state, not a keyword
    return kw not in view.keywords(head) and not may_be_given(view, kw, None)
