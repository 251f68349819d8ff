"""How the deck report names a card's text the simulation does not use (h40adv2 E2/E3): the kind
of play a sentence is about ("equip" for "You Equip non-Water Spells for 1 more Gold.", not
"recruit"), what the simulation does with it (a sentence with no Gold in it, "Will not attach
Followers or issue challenges.", is not "paid at its printed Gold cost"), the card's own
sentence for a production mode it does not use (Asahina Tamako's Reaction, not "bow: 0 Gold"),
and which card a restricted mode pays for ("5 Gold for a Spell only")."""

from __future__ import annotations

import re

from model.cards import CardDef, ProductionMode
from model.lazy_regex import lazy_regex
from model.payments import PaySelector

__all__ = [
    "amount_words",
    "entering_gap",
    "grant_gap",
    "mode_text",
    "not_simulated",
    "only_words",
]

_EQUIP = lazy_regex(r"\b(?:Equip\w*|attach\w*)\b", re.IGNORECASE)
_RECRUIT = lazy_regex(r"\bRecruit\w*\b", re.IGNORECASE)
_GOLD = lazy_regex(r"\bGold\b|:g\d+:", re.IGNORECASE)


def _kind(text: str) -> str:
    if not _GOLD.search(text):
        return "restriction"  # "Will not attach Followers or issue challenges."
    if _EQUIP.search(text):
        return "equip"
    if _RECRUIT.search(text):
        return "recruit"
    return "entering"


#: an attachment's sentence about its bearer ("This Personality has +2 Gold Cost.", Coin Pouch;
#: Reference 03, attachments: its traits speak of the Personality it is attached to)
_BEARER = lazy_regex(r"^(?:This Personality|He|She) (?:has|gets|gains)\b[^.;]*\.?$")


def entering_gap(text: str, card: CardDef | None = None) -> tuple[str, str]:
    """(kind, effect) for a card's own entering sentence not read (``card``: the card, to tell
    an attachment's sentence about its bearer, h41adv3 M1)."""
    if card is not None and card.is_attachment and _BEARER.fullmatch(text.strip()):
        return "bearer", (
            "about its bearer, not its own entering play: the simulation pays its printed Gold "
            "cost (right), and nothing it measures reads a bearer's stats"
        )
    if _GOLD.search(text):
        return _kind(text), "the simulation pays its printed Gold cost"
    return _kind(text), "the simulation does not apply it"


def grant_gap(text: str, title: str) -> tuple[str, str]:
    """(kind, effect) for a sentence about other cards' plays not read (one naming its own
    card, "You may ignore M'rika's Loyal restriction ...", is about that card)."""
    first = title.split()[0].rstrip(",")
    if re.search(rf"\b{re.escape(first)}\b", text):
        return _kind(text), "the simulation does not apply it"
    return _kind(text), "the simulation does not apply it to the other cards"


def only_words(only: PaySelector | None) -> str:
    """ " (for a Spell only)", " (for a Shugenja only)", " (restricted)": what a mode pays for."""
    if only is None:
        return ""
    named = [
        only.type.value.capitalize() if only.type is not None else None,
        only.keyword.capitalize() if only.keyword else None,
    ]
    said = " ".join(w for w in named if w)
    return f" (for a {said} only)" if said else " (restricted)"


def amount_words(mode: ProductionMode) -> str:
    """ "5 Gold", or "a discarded card's Focus Value in Gold" for a mode discarding a card."""
    if mode.discard_other is not None and mode.discard_stat is not None:
        return f"Gold equal to a discarded card's {mode.discard_stat.value.replace('_', ' ')}"
    return f"{mode.gold or 0} Gold"


def mode_text(card: CardDef, mode: ProductionMode) -> str:
    """The card's own sentence producing Gold, when one printed paragraph does; else the mode
    in a few words (``goldfish.production_words``)."""
    from solver.analysis.goldfish import production_words  # it reads this module

    lines = [p for p in (card.printed_text or "").splitlines() if re.search(r"\bproduce", p, re.I)]
    return lines[0].strip() if len(lines) == 1 else production_words(mode)


def not_simulated(mode: ProductionMode) -> bool:
    """A mode whose cost is a card leaving play (its own or another's) or a penalty on
    another card, or that bows a target for its Chi: the goldfish does not use it
    (``solver.analysis.goldfish``; its gap is named there)."""
    return (
        mode.leaves_play is not None
        or mode.penalize_other is not None
        or mode.destroy_other is not None
        or mode.bow_target is not None
        or mode.discard_other is not None
    )
