"""Whose stat an attack's strength is, when the words name no card chosen before ("Battle: Bow
Seiki: Ranged Attack with strength equal to her Chi", Yotsu Seiki; "Bow this Shugenja: Ranged
Attack with strength equal to twice his Chi", The Fire from Within; "... equal to the
Shugenja's Chi", Massive Power; "Ranged Attack with strength equal to the current
battlefield's province's strength", Kaiu Onizuka).

With no card chosen before the attack (no target, no performer), "his"/"her" can name only the
card itself: a Personality's own (Reference 03: a Personality is "he" or "she"), or, on a Spell
or an Item, the Personality it is attached to, who performs it (Reference 03, attachments: "this
Shugenja", "this Personality"). "The Shugenja" or "the Personality" on an attachment is "this
Shugenja" / "this Personality". Other words ("its", a Follower's or a Holding's "his") stay not
read, and the strength its lowest (``ranged_strength``). The
province's strength is the state's ``province_strength`` (``province_strength``)."""

from __future__ import annotations

import re

from model.cardtext.province_strength import PROVINCE_TERMS
from model.common import ATTACHMENT_TYPES, CardType
from model.lazy_regex import lazy_regex
from model.selectors import BEARER, SOURCE

__all__ = ["alone_owner", "province_limit", "the_as_this"]

_PERSON = ("his", "her")


def alone_owner(word: str, card_type: CardType | None) -> str | None:
    """Whom the possessive ``word`` names when no card was chosen before it (None: not read)."""
    if card_type is CardType.PERSONALITY and word in _PERSON:
        return SOURCE
    if card_type in (CardType.SPELL, CardType.ITEM) and word in _PERSON:
        return BEARER
    return None


def the_as_this(word: str, card_type: CardType | None) -> str:
    """ "the shugenja" / "the personality" on an attachment read as "this ..." (the card it is
    attached to); any other word unchanged."""
    if card_type in ATTACHMENT_TYPES and word in ("the shugenja", "the personality"):
        return "this " + word.removeprefix("the ")
    return word


_PROVINCE = lazy_regex(
    r"^(?P<head>(?:Make an? )?(?:Fear|Melee Attack|Ranged Attack))(?: with strength)? equal to "
    r"(?P<which>this|the current) battlefield's province's strength\.?$",
    re.IGNORECASE,
)


def province_limit(text: str) -> tuple[str, str] | None:
    """An attack whose strength is the battlefield's Province's strength: the attack's head
    ("Ranged Attack") and the relation term of that strength; None: not such a sentence."""
    m = _PROVINCE.fullmatch(text.strip())
    if m is None:
        return None
    return m.group("head"), PROVINCE_TERMS[m.group("which").lower() == "this"]
