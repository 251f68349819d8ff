"""A card's own requirements to enter play and its own optional reductions while it is paid for
(Costs and restrictions / Mandatory costs: "any other costs of entering play listed in its
traits"; Changes to costs and payments), read fail-closed for ``model.oracle.entering``.

Read: "When paying for <itself>, you may reduce his Gold Cost by N until it is paid and
permanently give him -NC." and "..., you may bring him into play for N less Gold and permanently
give him -NPH.": an optional change the player may take (``EnteringChange.optional``: taking it
only lowers the Gold; its effect is no cost that can fail). Kept as the card's own sentence not
understood, whatever else it says (never dropped for a word of Gold production): "You must <do
something> to bring this card into play" (a requirement, Otomo Ambassador), "<It> has the
additional cost, "..." to enter play", and any other "When paying for <itself>, ..." sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from model.cards import EnteringChange
from model.lazy_regex import lazy_regex

__all__ = ["OWN_REQUIREMENT", "own_entering"]

_N = r"(?:\d+|one|two|three|four)"
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4}
_OPTIONAL = lazy_regex(
    r"^when paying (?:for|to recruit) (?P<subj>[a-z][a-z' -]*?), you may "
    rf"(?:reduce (?:his|her|its) gold cost by (?P<n>{_N}) "
    r"until (?:it is paid|(?:he|she|it) enters play)"
    rf"|bring (?:him|her|it) into play for (?P<m>{_N}) less gold)"
    r" and (?P<fx>permanently give (?:him|her|it) -\d+(?:c|ph|f))$"
)
#: "When paying for Kozue: You may bow ...", "When paying to Recruit Ikm'atch-tek, you may
#: discard ...": a sentence about paying for a card (the card itself when ``is_self`` says so)
_PAYING = lazy_regex(r"^when paying (?:for|to recruit|to equip) (?P<subj>[a-z][a-z' -]*?)\s*[,:]")
#: "You must bow your target Imperial Personality to bring this card into play.", "..., you must
#: bow a Shugenja you control with a Corruption token to bring it into play.": a requirement of
#: its own entering play
OWN_REQUIREMENT = lazy_regex(
    r"\bto (?:bring|recruit) (?:this card|this [a-z]+|him|her|it)(?: into play)?$"
)
#: "Shinsei has the additional cost, "Bow five of your cards" to enter play."
_ADDITIONAL = lazy_regex(
    r"^(?P<subj>[a-z][a-z0-9' -]*?) (?:has|have) the additional cost\b.*\bto enter play$"
)


def own_entering(
    low: str, sentence: str, is_self: Callable[[str], bool]
) -> EnteringChange | str | None:
    """The optional change ``low`` (a trait sentence, lower case, no final stop) reads as, the
    ``sentence`` itself when it is about its own entering play but not read, or None when it is
    not of this family. ``is_self``: is a subject the card itself?"""
    if (m := _OPTIONAL.fullmatch(low)) is not None and is_self(m.group("subj")):
        n = m.group("n") or m.group("m")
        gold = int(n) if n.isdigit() else _WORDS[n]
        effect = re.search(r"permanently give .+$", sentence.rstrip(". "))
        said = effect.group(0) if effect is not None else m.group("fx")
        return EnteringChange(gold=-gold, optional=said)
    if (m := _PAYING.match(low)) is not None and is_self(m.group("subj")):
        return sentence
    if OWN_REQUIREMENT.search(low):
        return sentence
    if (m := _ADDITIONAL.match(low)) is not None and is_self(m.group("subj")):
        return sentence
    return None
