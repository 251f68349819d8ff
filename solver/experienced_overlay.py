"""The Experienced keyword beside the Unique and Singular restrictions.

Reference 02 (02-players-victory-decks: "Cards with the same title but different Experienced
levels (including the non-experienced version) count as different copies for deck
construction") is the only rule the rules files hold on Experienced; cards speak of an
Experienced version entering play over another ("After Sorano enters play or overlays"), a rule
of the keyword reference the rules files cite but do not hold. So the Unique / Singular refusal
(Costs and restrictions / Restrictions; README "Unique / Singular") is read only against a card
of the same title at the same experience level; when the only card of that title in play is at
another level, whether the card may enter play is ``unknown`` naming the missing rules, never a
false illegal (h42adv1 W2, h42adv3 Q1). Any other certain failure still refuses it."""

from __future__ import annotations

from model.cards import CardDef
from model.lazy_regex import lazy_regex

__all__ = ["OVERLAY_WORDS", "card_level", "experience_level", "same_level"]

#: an experience marker in a printed title ("• Experienced 2", "• Inexperienced", "- exp")
_LEVEL = lazy_regex(r"[\s•(-]\s*(?i:(in)?exp(?:erienced)?)(?![a-z])\s*([\w.]*)\s*\)?\s*$")

#: how the doubt begins (``solver.entering_bars`` reads it as a bar on entering)
OVERLAY_WORDS = "the Experienced keyword's rules are not in the rules files"


def experience_level(title: str) -> str:
    """The experience level ``title`` prints ("experienced 2", "inexperienced"; "" for none)."""
    m = _LEVEL.search(title)
    if m is None:
        return ""
    return ("inexperienced" if m.group(1) else "experienced") + (
        f" {m.group(2).casefold()}" if m.group(2) else ""
    )


#: the keyword an Oracle entry prints for its level ("Experienced 2", "Inexperienced")
_KEYWORD = lazy_regex(r"^(?:in)?experienced(?: \S+)?$")


def card_level(definition: CardDef) -> str:
    """A card's experience level: its Experienced keyword (the export's title may omit it:
    "Asako Kaitoko" for Asako Kaitoko • Experienced), else its title's marker."""
    for word in definition.keywords:
        if _KEYWORD.match(word.casefold()):
            return word.casefold()
    return experience_level(definition.title)


def same_level(a: CardDef, b: CardDef) -> bool:
    """Do the cards ``a`` and ``b`` (one base title) have the same experience level?"""
    return card_level(a) == card_level(b)
