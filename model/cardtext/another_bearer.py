""" "another of your Personalities" on an attachment (Reference 03: an attachment is attached to
one Personality, its bearer, and is never a Personality itself): "Transfer this Follower to
another of your target Personalities" names a Personality other than the one it is attached
to. Read only where the phrase names Personalities and nothing the attachment could be itself
(a keyword alone, "another of your Earth cards", might name the card itself: not read)."""

from __future__ import annotations

from dataclasses import replace

from model.common import ATTACHMENT_TYPES, CardType
from model.selectors import BEARER, Selector

__all__ = ["other_than_bearer"]


def other_than_bearer(sel: Selector, card_type: CardType | None) -> Selector | str:
    """``sel`` (the phrase after "another of your" on an attachment) other than the attachment's
    bearer; a string: not read."""
    if card_type not in ATTACHMENT_TYPES or sel.type != (CardType.PERSONALITY,):
        return "'another of your' on an attachment, of cards that may be no Personality"
    if sel.other_than:
        return "'another of your' after another 'other than'"
    return replace(sel, other_than=(BEARER,))
