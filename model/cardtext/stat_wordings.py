"""Stat changes worded without "has +NF" (Reference 04: stats and their modifiers), set aside
with no doubt before (issue 13; h29silent2 census): "While you control an Earth Ring, this card
has an additional +2F/+1C.", "Kuroda +1F/+2C while Hida Kuon is in play.", "Shono is +1F/+3C
while facing ...", "This Follower's Force equals 1 plus this Personality's Personal Honor.",
"Takuni's base Force equals the number of Ports you control.", "Domotai's Force has a maximum
value equal to his Chi.", "The Oni has a Force equal to ...". Each names the stats it may
change; ``model.cardtext.qualities`` keeps the sentence unread with those kinds, so a verdict
that tests such a stat is ``unknown`` naming it (``solver.traits_in_play``). Keywords given in
other words too ("Tsukimi has the element keywords of all Personalities you control.", "This
Holding has every non-boldface keyword on your face-up Holdings.", "This Personality has that
keyword.", "he has both Naval and Cavalry.", "This Weapon is One-Handed while attached to a
Berserker."): kept with the kind "keyword" (``keyword_wording``)."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["keyword_wording", "stat_wording_kinds"]

_LETTERS = r"[+-]\d+(?:F|C|PH)\b(?:/[+-]\d+(?:F|C|PH)\b)*"
_ADDITIONAL = lazy_regex(rf"\bha(?:s|ve) an additional (?P<s>{_LETTERS})")
_NO_VERB = lazy_regex(
    rf"^(?:[A-Z][\w'-]*)(?: [A-Z][\w'-]*)* (?:is |are )?(?P<s>{_LETTERS}) (?:while|if|during)\b"
)
_WORDED = lazy_regex(
    r"\b(?:base |printed )?(?P<w>Force|Chi|Personal Honor) "
    r"(?:has a maximum value|equals|is equal to|modifier equals)\b"
    r"|\bha(?:s|ve) an? (?P<w2>Force|Chi) equal to\b"
)
_STATS = {"f": "force", "c": "chi", "ph": "personal_honor", "force": "force", "chi": "chi"}
_STATS["personal honor"] = "personal_honor"


def stat_wording_kinds(said: str) -> frozenset[str]:
    """``{"stat", "stat:<name>" ...}`` for a sentence worded as above; empty otherwise."""
    named: set[str] = set()
    for m in (_ADDITIONAL.search(said), _NO_VERB.match(said)):
        if m is not None:
            named |= {_STATS[x.lower()] for x in re.findall(r"\d+(F|C|PH)", m.group("s"))}
    for w in _WORDED.finditer(said):
        named |= {_STATS[x.lower()] for x in w.group("w", "w2") if x}
    return frozenset({"stat", *(f"stat:{n}" for n in named)}) if named else frozenset()


_KEYWORDS = lazy_regex(
    r"\bha(?:s|ve) (?:the (?:element |two )?keywords\b|every [\w-]+ keyword\b|that keyword\b"
    r"|both [A-Z][\w'-]+ and [A-Z][\w'-]+)"
    r"|^This (?:Weapon|Item|Armor|Follower|Personality|card) is (?:an? )?[A-Z][\w'-]+ while\b"
)


def keyword_wording(said: str) -> bool:
    """Does the sentence give a card keywords in one of the wordings above?"""
    return _KEYWORDS.search(said) is not None
