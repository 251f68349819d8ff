"""An unread sentence lowering what one keyword's cards cost to enter play ("Your Ronin cards
enter play for 1 less Gold and ignoring Honor Requirements.", Palace of the Breaking Dawn; "Your
other Fudo cards enter play for 1 less Gold.", Mukudori): Costs and restrictions / Changes to
costs and payments. Its subject is read with certainty: its controller's cards with that
keyword. A card without the keyword (its printed keywords and those the state gives it) can't
be one of them; a keyword given by text not read is ``doubt_qualities``' (a Recruit or Equip
tests keywords: ``solver.traits_in_play.doubt_play``). Such a card's play is then answered as
if the sentence were not there; a card with the keyword keeps the doubt.
"""

from __future__ import annotations

from model.cards import CardDef, keywords_with_clan
from model.common import CLANS
from model.lazy_regex import lazy_regex
from model.state import View
from solver.entering_scope import TYPE_NOUNS

__all__ = ["entering_ignoring_keyword", "keyword_entering_concerns", "lowered_keyword"]

_SHAPE = lazy_regex(
    r"^Your (?:other )?(?P<kw>[A-Z][a-z'-]+) cards enter play (?:for|paying) (?:\d+|one|two) "
    r"less Gold"
    r"(?: and ignoring Honor Requirements)?\.?$"
)
#: "Title (id): sentence" or "Title: sentence", as the solver shows unread text
_SHOWN = lazy_regex(r"^[^:]*?(?:\([^)]*\))?: (?P<text>Your .*)$")


def keyword_entering_concerns(
    said: str, view: View, definition: CardDef, card: str | None, yours: bool
) -> bool | None:
    """False when ``said`` (a sentence, or "Title (id): sentence") is of that shape and can't
    change the play of ``card`` (``definition``): another player's, or a card without the
    keyword; None when it is not of that shape (or may concern it)."""
    shown = _SHOWN.match(said.strip())
    m = _SHAPE.fullmatch((shown.group("text") if shown else said).strip())
    if m is None:
        return None
    kw = m.group("kw").lower()
    if kw in TYPE_NOUNS or kw in CLANS:  # "Your Holding cards", "Your Crab cards": not read
        return None
    if not yours:
        return False
    has = kw in view.keywords(card) if card is not None and view.has(card) else None
    if has is None:
        has = kw in keywords_with_clan(definition)
    return None if has else False


_IGNORING = lazy_regex(
    r"^Your (?P<kw>[A-Z][a-z'-]+) cards enter play for (?P<n>\d) less Gold"
    r" and ignoring Honor Requirements\.?$"
)


def entering_ignoring_keyword(said: str) -> str | None:
    """The keyword of "Your <Keyword> cards enter play for N less Gold and ignoring Honor
    Requirements." (Palace of the Breaking Dawn's "Ronin"; Reference 03, Honor Requirement: a
    restriction its controller's cards with the keyword ignore), or None: another shape, or a
    type noun or a Clan name in its place (not read)."""
    m = _IGNORING.fullmatch(said.strip())
    if m is None:
        return None
    kw = m.group("kw").lower()
    return None if kw in TYPE_NOUNS or kw in CLANS else kw


def lowered_keyword(said: str) -> str | None:
    """The keyword (lower case) of a sentence of ``_SHAPE`` ("Your other Ronin cards enter play
    paying 1 less Gold."), or None: another shape, or a type noun or Clan name in its place."""
    m = _SHAPE.fullmatch(said.strip())
    if m is None:
        return None
    kw = m.group("kw").lower()
    return None if kw in TYPE_NOUNS or kw in CLANS else kw
