"""A triggered lasting grant ("After you reveal cards in your Provinces at the start of your
turn, if this Event is face-up in one of them, until <end>, <players> ha(s|ve) the ability,
"..."": Assault in the Jungle, Starting on the Path, An Empire of Madness). Its ability exists
from the trigger until the end it names (Reference 04: traits may grant abilities;
effects.txt: lasting effects), a past the state does not record; the card it is "from" is the
Event, face-up in its owner's Province where the trigger finds it (Reference 05, Areas: a
reference to cards in an out-of-play area overrides "only in play").

While the Event is face-up in a Province, it is the card through which the grant is announced
(``granted``): ``unknown`` naming the sentence and what the state does not say, or
``illegal`` when the state settles it without the past: no designator of the quoted ability
fits now (``solver.granted_scope``), or the grant is "you have" and the player is not the
Event's owner. Face-down, or elsewhere, it is not listed (a grant that outlasts its card
leaving the Province is not read: no announcement, as before)."""

from __future__ import annotations

import re

from model.state import View
from model.zones import Zone

__all__ = ["LASTING", "lasting_grant", "lasting_unread"]

#: the trigger and duration before the grant ("After ..., if this Event is face-up in one of
#: them, until ..., "): what the state does not record
LASTING = re.compile(
    r"^After you reveal cards in your Provinces at the start of your turn, if this \w+ is "
    r"face-up in one of them, until [^,\"“]+, "
)


def lasting_grant(view: View, card: str, sentence: str) -> bool:
    """Is ``sentence`` a triggered lasting grant of ``card``, face-up in a Province now?"""
    inst = view.card(card)
    return (
        LASTING.match(" ".join(sentence.split())) is not None
        and inst.zone is Zone.PROVINCE
        and inst.is_face_up
    )


def lasting_unread(sentence: str) -> str:
    """Why the grant is not settled, in words."""
    m = LASTING.match(" ".join(sentence.split()))
    said = m.group().rstrip(", ") if m else sentence
    return (
        "a lasting grant: whether its trigger happened and it still lasts is not stated "
        f"('{said}': the state records no such past)"
    )
