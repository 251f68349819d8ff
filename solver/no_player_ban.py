"""A ban on every player's play of one title: "No player may play Sneak Attack during a battle at
this Province's battlefield." (Watchtower; Abilities and actions / Good Faith Rule; Effects /
"May not" prevents the choice). It concerns only a play of a card of that title (Reference 02: a
card's title), so another card's Recruit or Equip, Watchtower's own among them, is untouched
(h37adv3 N12: Watchtower's Recruit was `unknown` by its own sentence). Its place or time ("during
a battle at this Province's battlefield") is not read, so the named card's play keeps the doubt
(README: "No player may play <Title> ...")."""

from __future__ import annotations

from collections.abc import Iterable

from model.lazy_regex import lazy_regex

__all__ = ["no_player_title"]

#: "No player may play <Title>[ into play][ <where or when>]." The title: capitalised words
#: (with "of", "the", "no" inside), ending with a capitalised word; then nothing, or a clause
#: opened by a word of place or time (never a noun such as "cards" or "actions")
_NO_PLAYER = lazy_regex(
    r"^No (?:player|one) may (?:play|bring) (?P<title>(?!Other\b|Any\b|Non-?)[A-Z][\w'-]*"
    r"(?: (?:of|the|no|[A-Z][\w'-]*))*?)(?: into play)?"
    r"(?: (?:during|while|at|in|when|if|unless|before|after|this|until)\b[^.]*)?\.$"
)
_PLURALS = frozenset(
    {"cards", "personalities", "holdings", "followers", "items", "spells", "strategies"}
    | {"rings", "regions", "events", "celestials", "terrains", "actions", "attachments"}
)


def no_player_title(said: str, keywords: Iterable[str]) -> str | None:
    """The one title "No player may play <Title> ..." names, or None: another sentence, a plural
    ("Terrains"), or a name that is one of ``keywords`` (the played card's) or holds one
    ("Kiho": a keyword, not surely a title)."""
    m = _NO_PLAYER.match(said.strip())
    if m is None:
        return None
    named = m.group("title")
    words = {w.casefold() for w in named.split()}
    if words & _PLURALS or words & {k.casefold() for k in keywords}:
        return None
    if named.casefold() in {k.casefold() for k in keywords}:
        return None
    return named
