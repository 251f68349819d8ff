"""A card's own entering change "if A or B" (Costs and restrictions / Changes to costs and
payments: a change to the amount), read fail-closed.

"Enters play paying 2 less Gold if you are a Lion Clan or Scorpion Clan player": either clan;
"... if you are a Dragon Clan or Brotherhood of Shinsei player" too (each part a Clan).
"Ginrao enters play for 1 less Gold if your Allegiance is Progressive or you are a Crane Clan
player": the parts are clauses (each after the first starts with its own subject, "you ...",
"your <noun> is ...", or a verb whose subject is "you"); each part is read as a condition or
not at all. When a part read holds, the whole condition holds whatever the others mean; when
none holds and a part is not read, whether the change applies is not known
(``EnteringChange.partial``: the solver then treats the sentence as not understood). A part
with "and" or a comma (the grouping is not certain) leaves the sentence unread.

"for each Shadowlands Follower and Personality you control" (The Feeding Hills) reads two ways:
the keyword on both nouns, or on the first only. Both count your Shadowlands Followers and
Personalities; they differ only while you control a Personality without the keyword, so the
change is read as the count both agree on, sure only while you control no such card (otherwise
``partial``, as above).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.lazy_regex import lazy_regex
from model.oracle.production_terms import _per_card, _Unmodelled
from model.selectors import Condition, Controller, CountAtLeast, Selector

__all__ = ["another_of_its_name", "each_of_two", "either"]

#: a part that is a clause of its own: "you are ...", "your Allegiance is ...", "have ..."
_CLAUSE = lazy_regex(
    r"^(?:you [a-z]+\b|your [a-z' ]+? (?:is|are|has|have)\b|(?:have|are|control)\b)"
)
#: "you are a Lion Clan or Scorpion Clan player" (one clause naming several clans)
_CLANS = lazy_regex(
    r"^you are an? (?P<first>[a-z' ]+?) clan(?P<more>(?:,? (?:or )?(?:an? )?[a-z' ]+? clan)+) "
    r"player$"
)

#: "you are a Dragon Clan or Brotherhood of Shinsei player" (a faction named without "Clan")
_CLANS_PLAYER = lazy_regex(r"^you are an? (?P<names>[a-z' ]+?) player$")


def either(text: str, one: Callable[[str], Condition]) -> tuple[Condition, bool] | None:
    """The condition "A or B or ..." (``text``, lower case) as the parts ``one`` reads (any of
    them) and whether a part is not read; None when ``text`` is no such disjunction, when the
    grouping is not certain, or when no part is read."""
    if (m := _CLANS_PLAYER.fullmatch(text)) and " or " in m.group("names"):
        # "you are a Dragon Clan or Brotherhood of Shinsei player": each a Clan, "Clan" or not
        names = [re.sub(r" clan$", "", n) for n in m.group("names").split(" or ")]
        if all(re.fullmatch(r"(?:an? )?[a-z' ]+", n) for n in names):
            names = [re.sub(r"^an? ", "", n) for n in names]
            try:
                parts = [one(f"you are a {n} player") for n in names]
            except (_Unmodelled, KeyError):
                parts = []
            if parts:
                return Condition(any_of=tuple(parts)), False
    if m := _CLANS.fullmatch(text):
        more = re.findall(r",? (?:or )?(?:an? )?([a-z' ]+?) clan", m.group("more"))
        parts = [one(f"you are a {c} clan player") for c in [m.group("first"), *more]]
        return Condition(any_of=tuple(parts)), False
    if "," in text or re.search(r"\band\b", text) or " or " not in text:
        return None
    pieces: list[str] = []
    for piece in text.split(" or "):
        if pieces and not _CLAUSE.match(piece):
            pieces[-1] += " or " + piece  # "have Compassion or Courtesy": one clause
        else:
            pieces.append(piece)
    if len(pieces) < 2:
        return None
    read: list[Condition] = []
    unread = False
    for piece in pieces:
        clause = f"you {piece}" if re.match(r"(?:have|are|control)\b", piece) else piece
        try:
            read.append(one(clause))
        except (_Unmodelled, KeyError):
            unread = True
    if not read:
        return None
    return (read[0] if len(read) == 1 else Condition(any_of=tuple(read))), unread


def another_of_its_name(text: str, title: str) -> Condition | None:
    """ "you do not control another Ginrao" (Tamori Ginrao's own name): no card of its title
    (any Experienced level, Reference 02) in play under your control; the card entering play is
    not in play yet, so any such card is another. None when ``text`` is not that."""
    m = re.fullmatch(r"you (?:do not|don't) control another (?P<name>[a-z'-]+)", text)
    name = title.split(" • ", 1)[0].casefold()
    if m is None or m.group("name") not in name.split() or m.group("name") in ("the", "a"):
        return None
    mine = Selector(title_version=name, controller=Controller.YOU)
    return Condition(none_of=(Condition(control=CountAtLeast(select=mine)),))


def each_of_two(what: str) -> tuple[Selector, Condition] | None:
    """ "<keyword> <type> and <type> you control" (after "for each"): the cards of either type
    with the keyword, and the condition under which the other reading (the keyword on the first
    type only) counts the same: you control no card of the second type without it. None when
    ``what`` is not that."""
    m = re.fullmatch(r"(?P<kw>[a-z]+) (?P<a>[a-z]+) and (?P<b>[a-z]+) you control", what)
    if m is None:
        return None
    try:
        first = _per_card(f"{m.group('kw')} {m.group('a')} you control", 1).select
        second = _per_card(f"{m.group('kw')} {m.group('b')} you control", 1).select
    except (_Unmodelled, KeyError):
        return None
    plain = replace(first, type=second.type)
    if (
        len(first.type) != 1
        or len(second.type) != 1
        or first.type == second.type
        or first.keyword != (m.group("kw"),)
        or plain != second
    ):
        return None  # a keyword on one type each, nothing else
    lacking = Selector(type=second.type, not_keyword=first.keyword, controller=Controller.YOU)
    sure = Condition(none_of=(Condition(control=CountAtLeast(select=lacking)),))
    return replace(first, type=first.type + second.type), sure
