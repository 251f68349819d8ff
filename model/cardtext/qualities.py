"""Trait sentences that give cards keywords, a Clan alignment or stat changes, not read ("This
Personality has Magistrate.", "Iyashi has Courtier while you control The Sorrow.", "Samurai at
this battlefield have -1F.", "Your other non-Loyal Magistrate Personalities in and out of play
have your Clan alignment.", "Has -2HR while you control the Ring of Air.").

Such a sentence is an ongoing effect (Reference 04: keywords and traits a card is given; stats
and their modifiers) that a keyword, Clan or stat test may turn on; while its card is in play
and the state does not state its effects, a verdict that makes such a test is ``unknown``
(``solver.traits_in_play``), never a silent legal or illegal. Triggered sentences ("After ...",
"When ...") and reminder text are set aside.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from model.cardtext.split import is_reminder, split_printed
from model.cardtext.stat_wordings import keyword_wording, stat_wording_kinds
from model.lazy_regex import lazy_regex

__all__ = ["LIFTS_CAP", "QUALITY_KINDS", "granted_keywords", "qualities_unread", "quality_kinds"]

#: what a sentence may change: a stat, a keyword, a Clan alignment
QUALITY_KINDS = ("stat", "keyword", "clan")

_KEYWORD = r"[A-Z][\w'-]+"
_GIVES = lazy_regex(
    r"\b(?:[Hh]as|[Hh]ave|[Gg]ains?|[Gg]ets?)\s+(?:"
    # a stat change: "+2F", "-1F/+1C", "-2HR", "+1PH", "+1 Force"
    r"(?P<stat>[+-]\d+\s*(?:F|C|PH|HR)\b|[+-]\d+ (?:Force|Chi|Personal Honor|Gold Cost)\b)"
    # a Clan alignment: "your Clan alignment", "the Crab Clan alignment"
    r"|(?P<clan>(?:your|a|the|his|her|their)\s+(?:[A-Z][a-z]+\s+)?Clan [Aa]lignment)"
    # keywords: "Magistrate", "Shadowlands and Undead", "Imperial • Magistrate"
    rf"|(?P<keyword>(?:the\s+)?{_KEYWORD}(?:\s*(?:•|,|and|or)\s*{_KEYWORD})*)"
    r"(?=\s*(?:keywords?\b|\.|,|;|$|\s(?:while|if|and|but|as long as|during|until|at|in)\b))"
    r")",
)
#: a stat change in words: "has a Force bonus equal to ...", "have a Force penalty equal to
#: their Personal Honor", "This Item's Force modifier equals ...", "have a maximum Force of 3",
#: "Negate this Personality's Force and Chi bonuses", "Increase by 1 all Force bonuses ..."
_WORDED = lazy_regex(
    r"\b(?P<stats>Force|Chi|Personal Honor)(?: and (?P<and>Force|Chi|Personal Honor))? "
    r"(?:bonus(?:es)?|penalt(?:y|ies)|[Mm]odifiers?)\b"
    r"|\b(?:maximum|minimum) (?P<limit>Force|Chi|Personal Honor)\b",
)
#: keywords taken away: "... have Courtier but do not have Cavalry, ... or Tactician."
_TAKEN = lazy_regex(r"\b(?:do|does)\s*not\s+have\b", re.IGNORECASE)
_NEGATED = lazy_regex(
    r"\b(?:do|does|will|may|can)\s*not\s+(?:gain|have|get)\b[^.,;]*"
    r"|\b(?:cannot|can't|never)\s+(?:gain|have|get)\b[^.,;]*",
    re.IGNORECASE,
)
#: a player's state, not a card's keyword: "or you have Compassion", "if you have
#: Reconnaissance", "while the Attacker has the Imperial Favor"
_PLAYERS_HAVE = lazy_regex(
    r"\b(?:you|each player|all players|players|the attacker|the defender)\s+"
    r"(?:have|has|gains?|gets?)\s+(?:the\s+)?(?-i:[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)*)"
    # "if you are Mantis Clan or have Courtesy" (Kuni Hokinsha): "you" is still the subject
    r"|\b(?:if|while|unless)\s+you\s+(?:are|control)\b[^.;:]*?\bor\s+have\s+"
    r"(?-i:[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)*)",
    re.IGNORECASE,
)
#: a sentence about Reference 05's "maximum Personal Honor of zero" of dishonorable Personalities
LIFTS_CAP = lazy_regex(r"\bmaximum Personal Honor\b", re.IGNORECASE)
_TRIGGERED = lazy_regex(
    r"^(?:\w+:\s*)?(?:after|before|when|whenever|once per|if\b.*\benters play)\b", re.I
)
_SENTENCE = lazy_regex(r"(?<=[.!?])\s+(?=[A-Z(\"])")


def qualities_unread(traits: Sequence[str]) -> tuple[str, ...]:
    """The sentences of the card's trait paragraphs ``traits`` that give cards keywords, a Clan
    alignment or stat changes (see the module)."""
    out: list[str] = []
    for para in split_printed(list(traits)):
        if is_reminder(para):
            continue
        for sentence in _SENTENCE.split(para.text.strip()):
            said = sentence.strip()
            if not said or said.startswith("(") or _TRIGGERED.match(said):
                continue
            if LIFTS_CAP.search(said):
                # "Your dishonorable Paragons do not have a maximum Personal Honor of 0 from the
                # rulebook.": lifts Reference 05's cap (not read)
                out.append(said)
                continue
            if re.search(r"\bfrom the rulebook\b", said, re.IGNORECASE):
                continue  # "Kano's Force bonuses from the rulebook Tactical Advantage action"
            # "You do not gain Honor.", "cannot gain Cavalry": nothing given
            given = _PLAYERS_HAVE.sub("", _NEGATED.sub("", said))
            if (
                _GIVES.search(given)
                or (_WORDED.search(given) and "the ability" not in said)
                or stat_wording_kinds(given)  # "has an additional +2F", "'s Force equals"
                or keyword_wording(given)  # "has the element keywords of ..."
            ):
                out.append(said)

    return tuple(out)


#: a stat letter or word as printed, and the stat it names (``model.common.Stat``)
_STATS = {
    "f": "force",
    "force": "force",
    "c": "chi",
    "chi": "chi",
    "ph": "personal_honor",
    "personal honor": "personal_honor",
    "hr": "honor_requirement",
    "gold cost": "gold_cost",
}


_STAT_CHANGE = lazy_regex(r"[+-]\d+\s*(PH|HR|F|C|Force|Chi|Personal Honor|Gold Cost)\b", re.I)


@functools.lru_cache(maxsize=8192)  # a pure reading of the words: once per sentence
def quality_kinds(said: str) -> frozenset[str]:
    """Which of ``QUALITY_KINDS`` the sentence may change (each alternative it gives); a stat
    change also names its stats ("stat:force" for "+2F", "stat:chi" for "-1C"), so that a test
    of another stat is untouched (``solver.traits_in_play``)."""
    kinds: set[str] = {"stat", "stat:personal_honor"} if LIFTS_CAP.search(said) else set()
    said = _PLAYERS_HAVE.sub("", _NEGATED.sub("", said))
    for w in _WORDED.finditer(said):
        named = [n for n in w.group("stats", "and", "limit") if n]
        kinds |= {"stat", *(f"stat:{_STATS[n.lower()]}" for n in named)}
    for m in _GIVES.finditer(said):
        kinds |= {k for k in QUALITY_KINDS if m.group(k)}
        if m.group("stat"):
            for letters in _STAT_CHANGE.findall(said):
                kinds.add(f"stat:{_STATS[letters.lower()]}")
    kinds |= stat_wording_kinds(said) | ({"keyword"} if keyword_wording(said) else set())
    if re.search(r"\band (?:the )?[A-Z][\w'-]+(?: • [A-Z][\w'-]+)*\s*(?:\.|$)", said):
        kinds.add("keyword")  # "has +1PH and Imperial • Magistrate."
    return frozenset(kinds)


_AND_KEYWORD = lazy_regex(r"\band (?:the )?([A-Z][\w'-]+(?: • [A-Z][\w'-]+)*)\s*(?:\.|$)")


def granted_keywords(said: str) -> frozenset[str] | None:
    """The keywords (lower case) a sentence that gives cards keywords and nothing else names
    ("Your other Ronin Personalities have Tactician." -> tactician; "Keiasu's Nonhuman,
    non-Shadowlands Followers have Cavalry." -> cavalry); None when it may also change a stat
    or a Clan alignment, or names none (Reference 04, Keywords: a keyword with no rules
    meaning works only with effects that name it)."""
    if quality_kinds(said) != frozenset({"keyword"}):
        return None
    if _TAKEN.search(said):
        return None  # "... but do not have Tactician." (Ikoma Aimi): keywords taken away too
    given = _PLAYERS_HAVE.sub("", _NEGATED.sub("", said))
    names: set[str] = set()
    for m in _GIVES.finditer(given):
        if m.group("keyword"):
            names |= set(re.split(r"\s*(?:•|,|\band\b|\bor\b)\s*", m.group("keyword")))
    for m in _AND_KEYWORD.finditer(given):
        names |= set(re.split(r"\s*•\s*", m.group(1)))
    names = {re.sub(r"^the\s+", "", n.strip()).lower() for n in names} - {""}
    return frozenset(names) or None
