"""Trait sentences that set a stat of the player or of the player's Stronghold (Reference 03,
Sensei: a Sensei's modifiers are continually applied to its controller's Stronghold; Reference
02, Clan Alignment: "Other Clan Alignments given by effects only exist in games where those
effects apply"):

* "Your Stronghold has a maximum Gold Production of 4." (The Emperor's Legions; "a maximum GP
  of 3", Voitagi Sensei; "a maximum of 3GP", Ikikashi Sensei): the
  controller's Stronghold's Gold Production, Sensei modifier included, is at most N
  (h29adv2 F4: the Sensei's +1GP was added past the cap);
* "Your Clan Alignments are Mantis, Sparrow, and Spider." (Three Clan Alliance): the
  controller's Clan Alignments are exactly those (h29adv2 F5: the Clan Honor Rule's 2 Gold was
  charged on the player's Mantis Personalities); '"Imperial" is a Clan Alignment, and it is
  your Clan Alignment.' (Journey's End Keep • Experienced, an unaligned Stronghold): that one.

Each is read only when the sentence is exactly that shape; anything else stays where the other
readers put it."""

from __future__ import annotations

from collections.abc import Sequence

from model.cardtext.own_traits import trait_sentences
from model.common import CLANS, clan_word
from model.lazy_regex import lazy_regex

__all__ = ["player_clan_alignments", "stronghold_gold_maximum"]

#: also "a maximum GP of 3" (Voitagi Sensei) and "a maximum of 3GP" (Ikikashi Sensei): GP is
#: Gold Production (h41gold2)
_GP_MAXIMUM = lazy_regex(
    r"Your Stronghold has a maximum (?:(?:Gold Production|GP) of (?P<n>\d+)|of (?P<m>\d+) ?GP)\.?"
)
_ALIGNMENTS = lazy_regex(
    r"Your Clan Alignments are (?P<list>(?:[A-Z][\w' -]*?, )+(?:and |or )?[A-Z][\w' -]*?)\.?"
)
#: '"Imperial" is a Clan Alignment, and it is your Clan Alignment.' (Journey's End Keep •
#: Experienced): one Clan, the controller's (Reference 02: "Other Clan Alignments given by
#: effects only exist in games where those effects apply")
_ONE = lazy_regex(
    r"[\"“](?P<one>[A-Z][\w' -]*?)[\"”] is a Clan Alignment, and it is your Clan Alignment\.?"
)
_NOTHING = lazy_regex(r"(?!)")


def stronghold_gold_maximum(traits: Sequence[str]) -> int | None:
    """The N of "Your Stronghold has a maximum Gold Production of N." in trait paragraphs
    ``traits`` (the lowest when several); None when there is no such sentence."""
    found = [
        int(m.group("n") or m.group("m"))
        for s in trait_sentences(traits, _NOTHING)
        if (m := _GP_MAXIMUM.fullmatch(s))
    ]
    return min(found) if found else None


def player_clan_alignments(traits: Sequence[str]) -> tuple[str, ...]:
    """The clans of "Your Clan Alignments are X, Y, and Z." in trait paragraphs ``traits``
    (vocabulary spelling); () when there is no such sentence or a word is not a clan."""
    for s in trait_sentences(traits, _NOTHING):
        if (one := _ONE.fullmatch(s)) is not None and clan_word(one["one"]) in CLANS:
            return (clan_word(one["one"]),)
        m = _ALIGNMENTS.fullmatch(s)
        if m is None:
            continue
        words = [
            clan_word(w.strip().removeprefix("and ").removeprefix("or "))
            for w in m.group("list").split(",")
        ]
        if words and all(w in CLANS for w in words):
            return tuple(words)
    return ()
