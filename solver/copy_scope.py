"""A restriction on the copies of one title in play ("You may only have one copy of Counting
House in play."): it concerns only a card of that title entering play (Reference 02: a card's
title; Reference 03), so it doubts no play of another card: a Recruit of another Holding, a
Strategy played from the hand that brings no card into play (h25adv1 F8, h25adv2 F6). A ban on
playing one title ("You can not play Oath of Fealty.", Hikahime Sensei; Effects / "May not")
likewise concerns only a card of that title (h30enter), and so does "No player may play Sneak
Attack during a battle at this Province's battlefield." (Watchtower; ``solver.no_player_ban``)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from model.lazy_regex import lazy_regex
from solver.copy_ability_scope import copying_only
from solver.no_player_ban import no_player_title

__all__ = ["banned_title", "copy_title", "copying_only", "other_title", "same_title"]

_ONE_COPY = lazy_regex(
    r"^You may (?:only have one copy|not have more than one copy) of (?P<title>[^.]+?) in play\.$"
)


#: "You can not play Oath of Fealty." (Hikahime Sensei), "You may not play Tomorrow Sensei.": a
#: title of two words or more (never "Terrains", "other Allegiance cards", ":maho: cards")
_TITLE_BAN = lazy_regex(
    r"^You (?:may not|can not|cannot) play (?P<title>(?!Other\b|Any\b|Non-?)[A-Z][\w'-]*"
    r"(?: (?:of|the|no|[A-Z][\w'-]*))*? [A-Z][\w'-]*)\.$"
)


#: plurals of card types: "Shadowlands Personalities" names cards of a keyword, not a title
_PLURALS = frozenset(
    {"cards", "personalities", "holdings", "followers", "items", "spells", "strategies"}
    | {"rings", "regions", "events", "celestials", "terrains", "actions"}
)


def banned_title(said: str) -> str | None:
    """The title a ban on playing one title names ("You can not play Oath of Fealty." -> "Oath
    of Fealty"), or None for any other sentence (a plural of cards is no title)."""
    m = _TITLE_BAN.match(said.strip())
    if m is None or m.group("title").rsplit(" ", 1)[-1].lower() in _PLURALS:
        return None
    return m.group("title")


def _key(title: str) -> str:
    return " ".join(re.findall(r"[\w'-]+", title.replace("•", " ").casefold()))


def other_title(said: str, title: str, keywords: Iterable[str] | None = None) -> bool:
    """Is ``said`` a one-copy restriction on a title other than ``title`` (so it can't concern a
    card of ``title``)? False when it is not such a sentence. With the played card's
    ``keywords``, "No player may play <Title> <where or when>." too (``no_player_title``)."""
    m = _ONE_COPY.match(said.strip())
    named = m.group("title") if m is not None else banned_title(said)
    if named is None and keywords is not None:
        named = no_player_title(said, keywords)
    return named is not None and _key(named) != _key(title).removesuffix(" experienced")


def same_title(named: str, title: str) -> bool:
    """Is ``title`` (a card's) exactly the title ``named`` (a sentence's "Oath of Fealty")?
    Experienced versions are not (Reference 02 counts them as other copies: whether a ban on
    the title reaches them is not settled here)."""
    return _key(named) == _key(title)


def copy_title(said: str) -> str | None:
    """The title (lower case, no subtitle) a one-copy restriction names ("You may only have one
    copy of Counting House in play." -> "counting house"), or None for any other sentence."""
    m = _ONE_COPY.match(said.strip())
    return None if m is None else m.group("title").split(" • ", 1)[0].strip().casefold()
