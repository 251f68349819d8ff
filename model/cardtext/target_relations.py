"""Relations among the cards of one grouped target ("Target two Personalities at different
locations"): each card at a location of its own (Selector.different_locations; a location is
the home or a battlefield, Reference 05; cards grouped by a number are targeted together,
Abilities and actions / B); and lists of keyword alternatives in a phrase ("Courtier or
Magistrate", "Kolat, Ninja, Shadowlands, or dishonorable")."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.cardtext.target_abilities_on import abilities_on_targets
from model.common import ATTACHMENT_TYPES, CardType, clan_word
from model.lazy_regex import lazy_regex
from model.selectors import BEARER, SOURCE, Controller, Selector
from model.zones import Place

__all__ = [
    "NO_SELF",
    "another_elsewhere",
    "at_different_locations",
    "attached_to_this",
    "clan_alternative",
    "in_parentheses",
    "is_clan",
    "keyword_alternatives",
    "keyword_or_state",
    "may_coincide",
    "ranged_target",
]

_DIFFERENT = lazy_regex(
    r"^\s*at different locations(?=\s*[.,;:)]|\s*$|\s+(?:and|controlled|to)\b)", re.IGNORECASE
)


def at_different_locations(
    rest: str, sel: Selector, count: int, more: int
) -> tuple[Selector, str, int] | str | None:
    """ "at different locations" at the start of ``rest``, after a phrase naming ``count``
    cards together (``more``: optional ones): (selector, "", length used); None: not this."""
    m = _DIFFERENT.match(rest)
    if m is None:
        return None
    if count < 2 or more:
        # "one or two Personalities at different locations": the optional second card too?
        return "'at different locations' of a target that is not one group"
    if sel.location is not None or sel.different_locations:
        return "'at different locations' with another location"
    return replace(sel, different_locations=True), "", m.end()


#: "Target your Personality, and another of your Personalities at a different location": the
#: same cards as "two of your Personalities at different locations" (two cards of yours of one
#: kind, each at a location of its own: targeting them in either order is the same choice)
_ANOTHER_ELSEWHERE = lazy_regex(
    r"\b(?P<verb>target) your (?P<one>(?:(?!target\b|performing\b)[A-Za-z-]+ ){0,3}?"
    r"(?P<noun>[A-Za-z-]+)),? and another of your (?P<many>(?:[A-Za-z-]+ ){0,3}?"
    r"(?P<nouns>[A-Za-z-]+)) at a different location\b",
    re.IGNORECASE,
)


def _plural_of(one: str, many: str) -> bool:
    """Is ``many`` the plural of ``one`` ("Personality", "Personalities"; "Samurai")?"""
    one, many = one.lower(), many.lower()
    return many in (one, f"{one}s", f"{one[:-1]}ies" if one.endswith("y") else f"{one}s")


def another_elsewhere(text: str) -> str:
    """``text`` with "target your X, and another of your Xs at a different location" said as
    "target two of your Xs at different locations" (read by ``at_different_locations``)."""

    def two(m: re.Match[str]) -> str:
        same = m.group("one").split()[:-1] == m.group("many").split()[:-1]
        if not same or not _plural_of(m.group("noun"), m.group("nouns")):
            return m.group(0)
        return f"{m.group('verb')} two of your {m.group('many')} at different locations"

    # "The abilities on two target ... cannot be used." (``target_abilities_on``)
    return _ANOTHER_ELSEWHERE.sub(two, abilities_on_targets(text))


#: "a target Personality (at the current battlefield)": a post-modifier in parentheses
#: (a reminder in parentheses, "(Bow a target enemy Follower ...)", is not one: left as it is)
_PARENTHESES = lazy_regex(
    r"^\s*\((?P<inner>(?:at|in|with|without|who|whose|that|not|which|controlled)\b[^()]*)\)",
    re.IGNORECASE,
)

Modifier = Callable[[str, Selector], "tuple[Selector, str, int] | str | None"]


def in_parentheses(
    rest: str, sel: Selector, read: Modifier
) -> tuple[Selector, str, int] | str | None:
    """A post-modifier in parentheses right after the phrase ("Move a target Personality (at
    the current battlefield) to ..."): it qualifies the noun it follows, read by ``read``
    whole; None: no parentheses there; a string: what is not read."""
    m = _PARENTHESES.match(rest)
    if m is None:
        return None
    inner = " " + m.group("inner").strip()
    got = read(inner, sel)
    if got is None or (not isinstance(got, str) and got[2] != len(inner)):
        return f"the words in parentheses after a target: {m.group(0).strip()!r}"
    if isinstance(got, str):
        return got
    return got[0], got[1], m.end()


#: "a non-Unique Weapon attached to this Personality": on an attachment, its bearer (Reference
#: 03: an attachment's "this Personality" is the one it is attached to); on a Personality, the
#: card itself
_ATTACHED_TO_THIS = lazy_regex(
    r"^\s*attached to this (?P<noun>Personality|Shugenja)(?=\s*[.,;:)]|\s*$)", re.IGNORECASE
)


def attached_to_this(
    rest: str, sel: Selector, card_type: CardType | None
) -> tuple[Selector, str, int] | str | None:
    """ "attached to this Personality" at the start of ``rest``: (selector, "", length used);
    None: not this modifier."""
    m = _ATTACHED_TO_THIS.match(rest)
    if m is None:
        return None
    noun = m.group("noun").lower()
    if card_type is CardType.PERSONALITY and noun == "personality":
        host = SOURCE
    elif card_type in ATTACHMENT_TYPES and (noun == "personality" or card_type is CardType.SPELL):
        host = BEARER
    else:
        return f"'attached to this {m.group('noun')}' on a card it does not name"
    if sel.attached_to is not None:
        return "two cards the target is attached to"
    return replace(sel, attached_to=host), "", m.end()


#: "a Spell attached to Kushojin" (Agasha Kushojin), "a target Cavalry Follower attached to
#: Qing": on a Personality, the card itself named by its title (Reference 03: a Personality's
#: attachments)
_ATTACHED_TO_NAMED = lazy_regex(
    r"^\s*attached to (?P<who>(?-i:[A-Z])[\w'-]*)(?=\s*[.,;:)]|\s*$|\s+to\s+(?-i:[a-z]))"
)


def attached_to_named(
    rest: str, sel: Selector, names: set[str], card_type: CardType | None
) -> tuple[Selector, str, int] | str | None:
    """ "attached to <Name>" at the start of ``rest``, ``names`` the words the card names itself
    by: (selector, "", length used); None: not this modifier."""
    m = _ATTACHED_TO_NAMED.match(rest)
    if m is None or m.group("who").lower() not in names:
        return None
    if card_type is not CardType.PERSONALITY:
        return f"'attached to {m.group('who')}' on a card that has no attachments"
    if sel.attached_to is not None:
        return "two cards the target is attached to"
    return replace(sel, attached_to=SOURCE), "", m.end()


#: States that may end a list of keyword alternatives ("a Kolat, Ninja, Shadowlands, or
#: dishonorable Personality": Reference 05, dishonorable)
_STATES = {
    "dishonorable": Selector(dishonorable=True),
    "honorable": Selector(dishonorable=False),
    # "your performing Berserker or unbowed Personality"
    "unbowed": Selector(bowed=False),
    "bowed": Selector(bowed=True),
}


def keyword_or_state(
    words: list[str], j: int
) -> tuple[tuple[str, ...], Selector, int, bool] | None:
    """ "Kolat, Ninja, Shadowlands, or dishonorable" from ``words[j]``: the keywords, the state
    that is the last alternative, the index after it, and whether punctuation ends it; None:
    no such list."""
    from model.cardtext.target_words import KEYWORDS, NOUNS

    names: list[str] = []
    k = j
    while k < len(words):
        raw = words[k]
        word = raw.rstrip(".,;:").lower()
        if word not in KEYWORDS or word in NOUNS:
            return None
        names.append(word)
        sep = raw[len(raw.rstrip(".,;:")) :]
        k += 1
        if k + 1 < len(words) and words[k].lower() == "or":
            last = words[k + 1]
            state = _STATES.get(last.rstrip(".,;:").lower())
            if state is None or sep not in ("", ","):
                return None
            return tuple(names), state, k + 2, last != last.rstrip(".,;:")
        if sep != ",":
            return None
    return None


def keyword_alternatives(words: list[str], j: int) -> tuple[tuple[str, ...], int, bool] | None:
    """ "Courtier or Magistrate", "Daimyo, Duelist, or Kensai" from ``words[j]``: the keywords,
    the index after the last one, and whether punctuation ends it; None: no such list."""
    from model.cardtext.target_words import KEYWORDS, NOUNS, PLURAL

    names: list[str] = []
    final = False
    k = j
    # "one of your Forests or Pearls": plural keywords, each a plural (the caller checked that
    # a plural may be named there)
    plural = words[j].rstrip(".,;:").lower() not in KEYWORDS
    while k < len(words):
        raw = words[k]
        word = raw.rstrip(".,;:").lower()
        if plural and PLURAL.get(word, word) != word:
            word = PLURAL[word]
        elif plural or word not in KEYWORDS:
            return None
        if word not in KEYWORDS or word in NOUNS:
            return None
        names.append(word)
        sep = raw[len(raw.rstrip(".,;:")) :]
        k += 1
        if final:
            return tuple(names), k, bool(sep)
        if sep not in ("", ","):
            return None
        if k < len(words) and words[k].lower() == "or":
            k += 1
            final = True
        elif sep != ",":
            return None
    return None


def clan_alternative(words: list[str], i: int) -> tuple[Selector, int] | None:
    """The alternative after "<Clan> Clan or": another clan ("Dragon Clan") or a keyword
    ("Monk"), with the index of its last word; None: not read. The card noun must follow."""
    from model.cardtext.target_words import KEYWORDS, NOUNS, PLURAL

    raw = words[i]
    if raw != raw.rstrip(".,;:"):
        return None
    word = raw.lower()
    if (clan := clan_word(word)) and word[:1].isalpha() and is_clan(clan):
        if i + 1 < len(words) and words[i + 1].lower() == "clan":
            i += 1
        return Selector(clan=clan), i
    if word in KEYWORDS and word not in NOUNS:
        return Selector(keyword=(PLURAL.get(word, word),)), i
    return None


def is_clan(word: str) -> bool:
    from model.common import CLANS

    return word in CLANS


#: Cards that can't be "another" card's other themselves: no Personality, no attachment.
NO_SELF = frozenset(CardType) - {CardType.PERSONALITY} - ATTACHMENT_TYPES


def may_coincide(a: Selector, b: Selector) -> bool:
    """Whether one card may match both: two targets joined by "and" ("Target your Personality
    and your Nonhuman Personality") are two cards, which the rules files do not say two
    target slots must be; read only when no card can match both (yours and an enemy's, or
    cards of different types)."""
    owners = {a.controller, b.controller}
    if owners == {Controller.YOU, Controller.OPPONENT}:
        return False
    return not (a.type and b.type and not set(a.type) & set(b.type))


def ranged_target() -> Selector:
    """The target of a Ranged Attack (Reference 01, Cardinal rule 1 example): a Follower or a
    Personality without Followers, in the current enemy army."""
    return Selector(
        controller=Controller.OPPONENT,
        type=(CardType.FOLLOWER, CardType.PERSONALITY),
        location=Place.CURRENT_BATTLEFIELD,
        any_of=(
            Selector(type=(CardType.FOLLOWER,)),
            Selector(
                type=(CardType.PERSONALITY,), lacks_attachment=Selector(type=(CardType.FOLLOWER,))
            ),
        ),
    )
