"""A Force printed "*" that its own trait counts (Reference 04: a card's stats are printed on it,
and its traits change them; h37adv3 N7): Ashigaru, Force "*", "This Follower has +1F for each
Farm you control.": its Force is 1 for each card in play with the Farm keyword its controller
controls (none: 0F), so a Fear's Force limit can be asked of it.

Read whole, or not at all: a Personality or Follower with no printed Force and exactly one such
sentence, "This <Follower|Personality> has +NF for each <Keyword> you control." (a keyword,
not a card type: "each Ring" is not read); no unread sentence of a card in play may give or
take a keyword or a Clan; the state does not state the card's effects. The sentence is then
applied (``model.trait_stats.settled_trait_stat``), not a doubt."""

from __future__ import annotations

import re

from model.common import CardType, Stat
from model.lazy_regex import lazy_regex
from model.side_stats import keywords_settled
from model.state import View

__all__ = ["settled_star", "star_force"]

_SENTENCE = lazy_regex(
    r"^This (?:Follower|Personality) has \+(?P<n>\d+)F for each (?P<kw>[A-Z][a-z]+) you control\.?$"
)
_UNITS = frozenset({CardType.PERSONALITY, CardType.FOLLOWER})
_TYPE_WORDS = frozenset(t.value for t in CardType) | {"card", "province", "unit", "army"}


def _sentence(view: View, card: str) -> re.Match[str] | None:
    d = view.definition(card)
    if d.stat(Stat.FORCE) is not None or d.type not in _UNITS:
        return None
    found = [m for s in d.qualities_unread if (m := _SENTENCE.fullmatch(s.strip()))]
    if len(found) != 1 or any(e.source == card for e in view.state.effects):
        return None
    if found[0]["kw"].lower() in _TYPE_WORDS:
        return None  # "for each Ring you control": a card type, not a keyword (not read here)
    return found[0] if keywords_settled(view) else None


def star_force(view: View, card: str) -> int | None:
    """The Force of ``card`` as its "*" and counting trait give it (see the module), or None."""
    m = _sentence(view, card)
    if m is None:
        return None
    you = view.card(card).controlled_by
    kw = m["kw"].lower()
    count = sum(
        1
        for c in view.state.cards
        if c.in_play and c.controlled_by == you and kw in view.keywords(c.id)
    )
    return int(m["n"]) * count


def settled_star(view: View, card: str, said: str) -> bool | None:
    """True when ``said`` is ``card``'s counting sentence read here (applied), else None."""
    m = _sentence(view, card)
    return True if m is not None and m.string.strip() == said.strip() else None
