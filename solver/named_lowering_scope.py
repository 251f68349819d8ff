"""Gold text that lowers only the Gold of a card named by its title (Reference 04: a trait names
the card whose trait it changes; Costs and restrictions / Gold production): "This card does not
count toward Blacksmiths' first trait's additional Gold production, and that trait produces 1
less Gold when it produces Gold." (Corrupted Iron Mine) can lower only what a card titled
Blacksmiths produces. It is a doubt (``CardDef.production_may_lower``) only for a plan that uses
such a card, or, plan not known, while such a card is in play; with none, no plan is touched
(h36adv1 N1: every Gold plan of its controller was ``unknown``).

Read whole: the card's only Gold text not understood is that sentence (its words about other
cards: only that title's trait). Any other wording, or more text, stays a doubt as before."""

from __future__ import annotations

from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["lowers_only_named", "named_lowering_spared"]

#: 'Gold text not understood: "<sentence>"' (the reader's note), or the bare sentence
_NOTE = lazy_regex(r'^(?:[\w ]+ not understood: )?"(?P<text>[^"]+)"$|^(?P<bare>[^"]+)$')
_NAMED = lazy_regex(
    r"^This card does not count toward (?P<title>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*?)'s? "
    r"(?:(?:first|second|third) )?trait's (?:additional )?Gold production(?:, and that trait "
    r"produces (?:\d+|one|two|three) less Gold when it produces Gold)?\.?$"
)


def lowers_only_named(unread: str) -> str | None:
    """The title whose Gold alone the Gold text ``unread`` (``CardDef.production_unread``) may
    lower, or None."""
    m = _NOTE.fullmatch(unread.strip())
    if m is None:
        return None
    said = (m.group("text") or m.group("bare") or "").strip()
    named = _NAMED.fullmatch(said)
    return named.group("title") if named is not None else None


def _base(title: str) -> str:
    return title.split(" • ", 1)[0].strip().casefold()


def named_lowering_spared(view: View, card: str, used: frozenset[str] | None) -> bool:
    """Can ``card``'s Gold text not understood lower none of the Gold ``used`` (a plan's source
    cards; None: any plan, then no card of that title in play) produces?"""
    title = lowers_only_named(view.definition(card).production_unread)
    if title is None:
        return False
    pool = used if used is not None else frozenset(c.id for c in view.state.cards if c.in_play)
    return not any(
        view.has(c) and _base(view.definition(c).title) == title.casefold() for c in pool
    )
