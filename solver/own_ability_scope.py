"""Trait sentences about one card's own printed ability (Abilities and actions: "Each ability
on each separate source is a separate ability"): "Compassion: Kinshikirai's printed ability
has no Gold Cost.", "Keisuke's printed ability has Tireless while ...", "This Follower's
printed ability has no bow cost.", "You may use this Holding's printed ability one additional
time per turn ...", "Compassion: You may use Harudei's printed ability an additional time per
turn." (h28adv2 F2), "You may discard this Ring from your hand to use its ability without
cost.". Such a sentence changes the actions of its own card only, never another card's
(h25adv2 F8, N1; h25adv1 F4): ``solver.traits_in_play`` does not doubt other cards' actions by
it. A sentence that goes on to name anything more ("and your other abilities ...") is not one.
"""

from __future__ import annotations

import re

__all__ = ["about_own_ability"]

_KIND = r"(?:card|Personality|Follower|Item|Spell|Holding|Ring|Stronghold|Sensei|Region|Celestial)"
#: the sentence's subject, the card's own ability: "<Name>'s printed ability", "This
#: Follower's printed ability", "this Holding's printed ability"; group "who" the name
_OWN = re.compile(
    rf"^(?:[A-Z][a-z]+: )?(?:"
    rf"(?P<who>This {_KIND}|[A-Z][\w'-]+)'s (?:printed )?ability (?:has|is|gains)\b"
    rf"|You may use (?P<who2>this {_KIND}|[A-Z][\w'-]+)'s (?:printed )?ability "
    rf"(?:one |an )?additional times? "
    rf"per (?:turn|game|battle)\b"
    rf"|You may discard (?P<who3>this {_KIND}) from your hand to use its "
    rf"(?:[A-Z][a-z]+ )?ability\b)"
)
#: words that would make the sentence reach beyond its own ability
_MORE = re.compile(r"\b(?:other|abilities|actions?|each player|all|any)\b|;", re.IGNORECASE)


def about_own_ability(said: str, title: str) -> bool:
    """Is ``said``, a trait sentence of the card titled ``title``, only about that card's own
    printed ability (its subject the card itself, named or "this <type>")?"""
    m = _OWN.match(said.strip())
    if m is None:
        return False
    who = m.group("who") or m.group("who2") or m.group("who3")
    if not who.lower().startswith("this "):
        words = {w for w in title.replace("•", " ").replace(",", " ").split() if len(w) > 2}
        if who not in words:
            return False  # another card's name
    return _MORE.search(said[m.end() :]) is None
