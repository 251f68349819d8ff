"""An attachment's own "Attaches to <host> ignoring costs." (Horse: "Attaches to Kataoka ignoring
costs."; "Attaches to Hida O-Ushi ignoring Gold cost.", O-Ushi's Hammer; "This card attaches to
Ujina Kadano ignoring Gold cost.", Kadano's Map; "Attaches to a Monk ignoring Gold cost.", Tao
of Shinsei; h39adv3 N6).

Costs and restrictions / Ignoring costs: "An effect that ignores a cost removes the need to pay
that particular cost." Attaching to the host it names, the card's Gold cost (the only cost of
an Equip, Reference 03, attachments: "Gold Cost ... paid when Equipping them") is not paid,
whatever else changes its amount; attaching to any other Personality the sentence does nothing
and the cost is paid (``EnteringChange.ignores`` with ``host``). The host is a Personality named
by his title (one word or more: every Experienced level, Reference 02; a title that holds the
name with more words or a subtitle is not settled: ``solver.host_titles``), or one a plain
description names ("a Monk", "a Dragon Clan Personality"). A title held ("a Jade Champion") or
"ignoring Honor Requirement" is not read here."""

from __future__ import annotations

import re
from collections.abc import Callable

from model.cards import EnteringChange
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import Selector

__all__ = ["host_ignoring"]

_SHAPE = lazy_regex(
    r"^(?:This card attaches|Attaches|Equips) to (?P<who>[A-Za-z][\w' -]*?) ignoring "
    r"(?:its )?(?:Gold cost|costs)\.?$",
    re.IGNORECASE,
)
#: a Personality's title: capitalised words ("Kataoka", "Hida O-Ushi", "Isawa Norikazu")
_NAME = lazy_regex(
    r"^(?!(?:Your|This|That|These|Each|Any|Every|Another|Other)\b)"
    r"[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)*$"
)
_DESCRIBED = lazy_regex(r"^an? ")


def host_ignoring(
    sentence: str, title: str, described: Callable[[str, str], Selector | None]
) -> EnteringChange | None:
    """The card's own change "Attaches to <host> ignoring costs." read from ``sentence``, or
    None when not this shape or not read whole. ``described``: the reader of "a Monk"
    (``model.oracle.entering``'s host descriptions)."""
    m = _SHAPE.fullmatch(sentence.strip())
    if m is None:
        return None
    who = m.group("who").strip()
    if _DESCRIBED.match(who):
        if "champion" in who.casefold():
            return None  # a title held, not a keyword
        host = described(who, title)
        if host is None:
            return None
    elif _NAME.fullmatch(who) is not None:
        name = who.casefold()
        # the name with a subtitle ("Kataoka, ...") is priced so but not settled (host_titles)
        host = Selector(
            type=(CardType.PERSONALITY,),
            any_of=(Selector(title_version=name), Selector(title_contains=f"{name},")),
        )
    else:
        return None
    return EnteringChange(gold=0, partial=sentence.strip(), host=host, ignores=True)
