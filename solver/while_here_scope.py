"""A card's sentence under "While <its name> is at the current battlefield, ..." (Moto Gaheris
• Experienced: "While Gaheris is at the current battlefield, other players may not play
Strategies during the Combat Segment unless ...") binds no one while that card is not at the
current battlefield, which the state settles (Reference 05, battlefields: a card is at one
place; outside a battle there is no current battlefield). So it can't change an action or a
play then (h37adv4 N3). The clause may close one sentence that has no other clause ("Other
players may not play Terrains while Kurako is at the current battlefield.", Akodo Kurako,
Ikoma Tsanuri: h38misc)."""

from __future__ import annotations

from model.cardtext.target_words import self_words
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["off_while_here"]

_WHO = r"(?P<who>[A-Z][\w'-]+|this (?:card|Personality)) is at the current battlefield"
_WHILE_HERE = lazy_regex(rf"^While {_WHO}, ")
#: "... while Kurako is at the current battlefield.": one clause (no comma, "and", "or",
#: "unless", "if", "during" before it)
_ONE_CLAUSE = r"(?:(?!,|\b(?:and|or|while|unless|if|during)\b)[^.;])+"
_HERE_AFTER = lazy_regex(rf"^{_ONE_CLAUSE} while {_WHO}\.?$")


def off_while_here(view: View, source: str, said: str) -> bool:
    """Is ``said`` (a sentence of ``source``) under "While <its own name> is at the current
    battlefield, " while ``source`` is not there?"""
    m = _WHILE_HERE.match(said.strip()) or _HERE_AFTER.match(said.strip())
    if m is None or not view.has(source):
        return False
    who = m["who"].lower()
    if not who.startswith("this ") and who not in self_words(view.definition(source).title):
        return False  # another card's name
    return not view.at_current_battlefield(source)
