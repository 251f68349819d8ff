"""The cards an unread stat sentence of one card may change when its subject is that card or its
bearer behind a condition (Reference 03, attachments: an attachment's traits speak of the
Personality it is attached to; Reference 04: a stat change changes the cards it names alone):
"While this Shugenja is Nonhuman, he has +2F." (Mara's Touch), "This Shugenja has +1F for each
Pearl card you control ..." (Pearl of Rage), "While opposed, this Personality has +1PH and his
Followers have +1F." (Ouma-Jirushi: the bearer and his Followers, his unit).

Read whole or not at all: an optional leading "While/If/As long as <condition>, ", then "This
<word>", "He" or "She" and "has" a signed change, and no other clause that gives a card
anything except "and his (her) Followers have ...". The condition decides whether the change
happens, never to whom."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["bearer_subject_cards"]

_LEAD = lazy_regex(r"^(?:(?:While|If|As long as) [^,.;]+, )?")
_SUBJECT = lazy_regex(
    r"^(?P<who>This [A-Z][a-z]+|[Tt]his (?:card|Personality)|He|he|She|she) has "
    r"[+-]\d+(?:F|C|PH)\b"
)
_FOLLOWERS = lazy_regex(r"\band (?:his|her) Followers have [+-]\d+(?:F|C|PH)\b")
_GIVES = lazy_regex(r"\b(?:has|have|gains?|gets?|loses?)\b", re.I)
_ATTACHMENT_WORDS = frozenset({"card", "item", "spell", "follower"})


def bearer_subject_cards(view: View, cid: str, said: str) -> frozenset[str] | None:
    """The cards ``said`` (a trait of ``cid``) may change: its Personality (the card itself or
    its bearer), his unit when "his Followers" change too, the card itself when it is named
    ("This Item"); None when not read so (see the module)."""
    said = said.strip()
    rest = said[_LEAD.match(said).end() :]  # type: ignore[union-attr]
    m = _SUBJECT.match(rest)
    if m is None:
        return None
    tail = rest[m.end() :]
    followers = _FOLLOWERS.search(tail)
    if followers is not None:
        tail = tail[: followers.start()] + tail[followers.end() :]
    if _GIVES.search(tail):
        return None  # another clause giving another card something
    head = view.unit_head(cid)
    if followers is not None:
        return frozenset(view.unit(head))
    word = m["who"].split()[-1].lower()
    return frozenset({cid, head}) if word in _ATTACHMENT_WORDS else frozenset({head})
