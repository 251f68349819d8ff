"""A Personality's sentence about the keyword its attachments of a type must have, by its own
name: "Ninja Shapeshifter's Followers must be Ninja." (also Kumoru, Longji), "Kamoko's Followers
must be Cavalry." (Isuka), "Sunetsu's Items must be Armor or Weapons." (Reference 03,
attachments: what may attach to a Personality). Read exactly, as "Will not attach non-Ninja
Followers." is (``solver.host_refusals``): that Personality refuses an attachment of the type
named with none of the keywords named (a Clan alignment counts as one, Reference 03); an
attachment of another type (Naginata, an Item, under "Followers must be Ninja"), one with the
keyword, or an attachment onto another Personality is untouched (h41adv1 N2). The name must be
a word of the Personality's own title; any other subject stays unread."""

from __future__ import annotations

import re

from model.cards import CardDef, keywords_with_clan
from model.cardtext.target_words import self_words
from model.lazy_regex import lazy_regex

__all__ = ["must_be", "must_be_refuses"]

_MUST = lazy_regex(
    r"^(?P<who>[A-Z][\w' -]*?)'s (?P<what>Followers|Items|Spells) must be "
    r"(?P<kws>[A-Z][\w-]*s?(?:(?:, | or )[A-Z][\w-]*s?)*)\.?$"
)
_WHAT = {"Followers": "follower", "Items": "item", "Spells": "spell"}


def must_be(sentence: str, title: str) -> tuple[str, frozenset[str]] | None:
    """(card type, keywords) of ``sentence`` when it is such a sentence of the card titled
    ``title`` ("follower", {"ninja"}); None otherwise."""
    m = _MUST.fullmatch(sentence.strip())
    if m is None or m.group("who").lower() not in self_words(title):
        return None
    kws = {k.strip().lower() for k in re.split(r", | or ", m.group("kws"))}
    # a plural keyword ("Weapons") names the keyword ("Weapon")
    return _WHAT[m.group("what")], frozenset(k[:-1] if k.endswith("s") else k for k in kws)


def must_be_refuses(sentence: str, host: CardDef, att: CardDef) -> bool:
    """Does ``host``'s sentence ``sentence`` (read by ``must_be``) refuse ``att``?"""
    got = must_be(sentence, host.title)
    if got is None or att.type.value != got[0]:
        return False
    have = keywords_with_clan(att)
    return not any(k in have or f"{k}s" in have for k in got[1])
