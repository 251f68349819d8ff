"""Host limits by a stat: "Will only attach to a Personality with 3 or greater Personal Honor."
(Golden Obi of the Sun Goddess), "... with 3 or greater Force." (Heavy Armor, Dai Tsuchi),
"Will only attach to a Shugenja with 3 or more Personal Honor." (Righteous Protection).

Reference 03, attachments: an attachment's own text may restrict what it attaches to; the
Personality it may attach to is the one the phrase names, with the stat compared when it
attaches (Reference 04: a card's current stat). Read whole or not at all: one noun phrase of
one card (a keyword or clan and Personality), every comparison of one of its own stats
(Force, Chi, Personal Honor) with a printed number; "Double Chi or 5 or higher Chi", "4 or
higher Force or a Tsuno", "Tactician or 3 or greater Force" (alternatives) stay unread.
"""

from __future__ import annotations

from dataclasses import replace

from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import Controller, Selector

#: the slot placeholder of a read phrase's comparisons, and the name the host is bound to
HOST = "host"
_STAT_WHERE = lazy_regex(
    r"^\{slot\}\.(?:force|chi|personal_honor) (?:>=|<=|>|<|==) \d+$",
)


def host_with_stats(words: str, title: str) -> tuple[Selector, tuple[str, ...]] | None:
    """ "a Personality with 3 or greater Personal Honor" -> (the Personalities it names, the
    comparisons on ``host``: "host.personal_honor >= 3"); None when not read whole."""
    from model.cardtext.targets import whole_phrase

    phrase = whole_phrase("target " + words.strip(), title)
    if isinstance(phrase, str) or phrase is None:
        return None
    if phrase.more or phrase.performer or phrase.optional or phrase.either:
        return None
    if phrase.count != 1 or phrase.lenient_select is not None or not phrase.where:
        return None
    if not all(_STAT_WHERE.fullmatch(w) for w in phrase.where):
        return None
    sel = phrase.select
    if sel.references() or sel.any_of or sel.location:
        return None
    if sel.type not in ((), (CardType.PERSONALITY,)):
        return None
    if sel.controller is not Controller.ANY or sel.owner is not Controller.ANY:
        return None
    where = tuple(w.replace("{slot}", HOST) for w in phrase.where)
    return replace(sel, type=(CardType.PERSONALITY,)), where
