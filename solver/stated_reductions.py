"""Cost reductions of a card whose effects the state states (README "source"; Costs and
restrictions / Changes to costs and payments). An entry of the state's ``effects`` whose
``source`` is a card states all of that card's effects; a modifier of a card naming a source
states that source's effect on the card. Such a card's trait sentences that lower costs ("Your
Holdings enter play for 1 less Gold.", Yasuki Makoto) are then neither applied from its text
(``solver.in_play_reductions``) nor a doubt on a Gold shortfall (``solver.shortfall_unread``):
what they do is in the state. An ability's sentence (a ``Reaction:``/``:bow::`` header) is
not an effect until used, and stays a doubt."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["stated_for", "stated_trait_reduction"]

#: "Title (id): text", as ``solver.production.unread_producers`` shows a card's reduction
_SHOWN = lazy_regex(r"^[^(]*\((?P<id>[^(),]+)\): (?P<text>.*)$", re.S)
#: a symbol (":g1:", ":bow:", ":gstar:"): not an ability's header
_SYMBOL = lazy_regex(r":[A-Za-z0-9*+-]+:")


def stated_for(view: View, card: str | None) -> frozenset[str]:
    """The cards whose effects on ``card`` the state states: every ``effects`` entry's source,
    and the sources of ``card``'s own modifiers."""
    found = {e.source for e in view.state.effects if e.source}
    if card is not None and view.has(card):
        found |= {m.source for m in view.card(card).modifiers if m.source}
    return frozenset(found)


def is_trait(text: str) -> bool:
    """Is ``text`` a trait sentence, with no ability header ("Reaction:", ":bow::",
    "Courtesy:"), its symbols aside?"""
    return ":" not in _SYMBOL.sub("", text)


def stated_trait_reduction(view: View, shown: str, card: str) -> bool:
    """Is ``shown`` ("Title (id): text") an unread cost reduction trait of a card whose effects
    on ``card`` the state states (so it is no doubt on ``card``'s Gold)?"""
    m = _SHOWN.match(shown)
    if m is None or not view.has(source := m.group("id")):
        return False
    text = m.group("text")
    return (
        source in stated_for(view, card)
        and text in view.definition(source).reductions_unread
        and is_trait(text)
    )
