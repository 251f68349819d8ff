"""Created Followers put into play on a Personality ("Create a 1F Ashigaru Follower and attach it
to your target Personality"): Reference 03, Attachments, and the FAQ on actions that bring cards
into play."""

from __future__ import annotations

import re

from model.abilities import TargetSpec
from model.cardtext.targets import Phrase
from model.common import CardType
from model.selectors import Controller

__all__ = ["CREATE_FOLLOWER", "attached_to_yours"]

#: "Create a 1F Ashigaru Follower and attach it to your target Personality", "Create and
#: attach two 1F Followers to him": a created Follower put into play on a Personality.
CREATE_FOLLOWER = re.compile(
    r"\bcreate (?:(?:an?|one|two|three) [^.;:\"]*?\bFollowers?\b(?: with [^.;:]*?)? and attach "
    r"(?:it|them) to |and attach (?:an?|one|two|three) [^.;:\"]*?\bFollowers? to )"
    r"(?P<to>your target [^.,;:]+|him|her|this Personality|each of your [^.,;:]+|"
    r"one of your [^.,;:]+|(?-i:[A-Z][\w-]+))",
    re.IGNORECASE,
)


def attached_to_yours(
    to: str,
    found: list[Phrase],
    at: int,
    targets: list[TargetSpec],
    first: int,
    pronoun_spec: TargetSpec | None,
) -> str | None:
    """Whom a created Follower attaches to must be a Personality of yours, targeted or named
    ("a player may only attach attachments to a Personality he or she controls", Reference 03,
    Attachments; an action that brings a card into play needs one it can legally play, FAQ).
    None: it is; else what is not read. The created card has no Gold cost and no title."""
    low = to.lower()
    spec: TargetSpec | None = None
    if low.startswith("your target "):
        phrase = next((p for p in found if p.start == at), None)
        if phrase is None:
            return f"'attach' to {to!r}"
        if phrase.select.type == (CardType.PERSONALITY,):
            return None
        return f"'attach' to {to!r} (a card that may be no Personality)"
    if low in ("him", "her"):
        if targets:
            spec = targets[-1]
        elif first == 2:
            spec = pronoun_spec
    if spec is None:
        return f"'attach' to {to!r}"
    personality = spec.select.type == (CardType.PERSONALITY,)
    if spec.select.controller is Controller.YOU and personality:
        return None
    return f"'attach' to {to!r} (not a Personality of yours)"
