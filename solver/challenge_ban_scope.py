"""A ban on issuing challenges touches only an action that challenges (Reference 04: a
challenge is issued by an action that says so; h40adv3 N7): "This Personality cannot issue
challenges." (Box of Mysteries) can't change Useful Connections, whose text names no challenge
or duel. Read whole in the shape "[This Personality|Name] cannot|may not|will not issue
challenges|challenge." ("Will not challenge.", The Lost Colossus: the card's own restriction on
issuing a challenge, Effects / "May not"; h44adv3 W8), and a ban on being challenged, with
or without a closing condition: "[This Personality|Name] will not|cannot|may not be challenged
[while|unless|if ...]." (Snak: "Will not be challenged while controlled by a Ratling player.";
a challenge is still issued only by an action that says so; h44adv7 U2); an action whose
card's printed text (or text not read) names a challenge, a duel or Iaijutsu, or a card whose
printed text the data does not give, keeps the doubt."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["challenge_ban_spares"]

_BAN = lazy_regex(
    r"^(?:(?:This Personality|[A-Z][\w'-]+) )?(?:[Cc]annot|[Mm]ay not|[Ww]ill not) "
    r"(?:issue challenges|challenge|be challenged(?: (?:while|unless|if) [^.;:]+)?)\.?$"
)
_CHALLENGE = lazy_regex(r"challeng|duel|iaijutsu", re.IGNORECASE)


def challenge_ban_spares(view: View, said: str, card: str, ab: Ability | None) -> bool:
    """Can the ban ``said`` not touch ``card``'s action ``ab`` (it names no challenge)?"""
    if ab is None or _BAN.fullmatch(said.strip()) is None:
        return False
    text = view.definition(card).printed_text
    if text is None:
        return False
    words = " ".join((text, *ab.not_understood, *(e.step or "" for e in ab.effects)))
    return _CHALLENGE.search(words) is None
