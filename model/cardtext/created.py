"""Created Followers put into play on a Personality ("Create a 1F Ashigaru Follower and attach it
to your target Personality"): Reference 03, Attachments, and the FAQ on actions that bring cards
into play."""

from __future__ import annotations

import re

from model.abilities import TargetSpec
from model.cardtext.conditions import named_card
from model.cardtext.targets import Phrase
from model.common import ATTACHMENT_TYPES, CardType
from model.selectors import SOURCE, Controller

__all__ = ["CREATE_FOLLOWER", "CREATE_ITEM", "attached_to_yours", "is_weapon"]

#: "Create a 1F Ashigaru Follower and attach it to your target Personality", "Create and
#: attach two 1F Followers to him": a created Follower put into play on a Personality.
CREATE_FOLLOWER = re.compile(
    r"\bcreate (?:(?:an?|one|two|three) [^.;:\"]*?\bFollowers?\b(?: with [^.;:]*?)? and attach "
    r"(?:it|them) to |and attach (?:an?|one|two|three) [^.;:\"]*?\bFollowers? to )"
    r"(?P<to>your target [^.,;:]+|him|her|this Personality|each of your [^.,;:]+|"
    r"one of your [^.,;:]+|(?-i:[A-Z][\w-]+))",
    re.IGNORECASE,
)


#: "Create a +2F/+1C One-Handed • Sword • Weapon Item and attach it to your target
#: Personality", "Create and attach a +2F/+0C Armor Item to this Personality", "Create a +2F
#: Armor Item with the trait, "..." and attach it to him": a created Item put into play on a
#: Personality (quoted text is protected as \x01N\x01 by the effects reader).
CREATE_ITEM = re.compile(
    r"\bcreate (?:an? (?P<kw1>[^.;:\"]*?)\bItem\b(?: with [^.;:]*?)? and attach it to "
    r"|and attach an? (?P<kw2>[^.;:\"]*?)\bItem\b to )"
    r"(?P<to>your target [^.,;:]+|him|her|this Personality)",
    re.IGNORECASE,
)


def is_weapon(words: str) -> bool | None:
    """Is the created Item a Weapon (Reference 03: one Weapon per Personality)? None: it may
    be ("Armor or Weapon": its player chooses, and an Armor can always attach)."""
    low = words.lower()
    if re.search(r"\barmor or weapon\b|\bweapon or armor\b", low):
        return False
    return bool(re.search(r"\bweapon\b", low))


def attached_to_yours(
    to: str,
    found: list[Phrase],
    at: int,
    targets: list[TargetSpec],
    first: int,
    pronoun_spec: TargetSpec | None,
    card_type: CardType | None = None,
    title: str = "",
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
    if low == "this personality" and (
        card_type is CardType.PERSONALITY or card_type in ATTACHMENT_TYPES
    ):
        return None  # the card itself, or the Personality it is attached to (Reference 03)
    if card_type is CardType.PERSONALITY and title and named_card(low, title, card_type) == SOURCE:
        return None  # "attach it to Patairaku": the Personality itself
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
