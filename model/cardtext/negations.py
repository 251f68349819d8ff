"""Trait sentences that negate a change a cost may make: "Before this Personality is
dishonored, destroy this Item and negate the dishonoring." (Blessed Sword, about its bearer),
"Negate any destruction of this card, except for its Personality being destroyed." (Gift
Armor), "Before you lose Honor, destroy this Region to negate the Honor loss.", "Before an
action's effect destroys a card in a unit: Negate the destruction.".

Costs and restrictions / Costs and changes: "Effects that prevent, negate, or delay the change
will also prevent the cost payment." (Example 2: "a Reaction before the card is destroyed
negates the destruction, the cost is not paid"), and "A player may not pay a cost by changing
the state of another player's cards": a negation only of changes from another player's cards,
actions or effects never meets a cost its own controller pays (``Negation.others_only``), and
one only of changes from battle resolution or in a duel meets no cost at all (set aside).

``negation`` reads one sentence: the cost kinds it negates, what it is about (the card itself,
its bearer, or cards in general), whether it is optional ("you may": its controller may let
the change happen), and whether it is read in full (``exact``: mandatory, unconditional, about
the card itself or its bearer; a cost making that change to that card can't be paid:
``solver.preventions``). Any other negation is a doubt, never ignored.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Literal

from model.lazy_regex import lazy_regex

__all__ = ["Negation", "negation"]

#: the cost kinds (``solver.costs.CARD_KINDS``, and ``lose_honor``) a change word names
_KINDS: tuple[tuple[str, str], ...] = (
    (r"dishonou?r", "dishonor"),
    (r"destr(?:oy|uction)", "destroy"),
    (r"bow", "bow"),
    (r"discard", "discard"),
    (r"mov(?:e|ing|ement)", "move_home"),
    (r"remov", "remove_from_game"),
    (r"honor loss|lose honor", "lose_honor"),
)

#: a negated change a cost may make: "negate the dishonoring", "Negate the Honor loss"
_NEGATED = lazy_regex(r"\bnegate\b[^.]*", re.IGNORECASE)
_NOUN = lazy_regex(
    r"\b(?:(?P<whose>\w+)'s )?(?P<noun>dishonou?ring|destruction|bowing|movement|discarding"
    r"|removal|honor loss)\b",
    re.IGNORECASE,
)

#: a change replaced or negated by a "before" trigger: "Before this Shugenja ... is destroyed
#: by a Battle action, you may destroy this Spell to negate it.", "... destroy this Item
#: instead." (the first change word after "before"). A change named as a gerund first ("Before
#: discarding the Imperial Favor, ... you may bow your Scorpion Clan Personality; ... instead",
#: "Before bowing your Stronghold to pay the cost ..., you may bow Tamura to pay the cost
#: instead") is a substitute way to pay or fulfil, never a prevention (h30adv2 F5)
_BEFORE = lazy_regex(
    r"\b(?:before|when)\b(?P<who>(?:(?!\b(?:dishonou?ring|destroying|bowing|discarding|moving)\b)"
    r"[^.:])*?)\b(?:(?:is|would be) )?"
    r"(?P<change>dishonou?red|destroy(?:ed|s)?|bow(?:ed|s)?|discard(?:ed|s)?"
    r"|mov(?:ed|es))\b[^.]*\b(?:negate it|instead)\b",
    re.IGNORECASE,
)

#: "Before costs are paid for an action, if its costs or effects would dishonor Kitao: Ignore its
#: costs and negate its effects.": a cost making that change does not happen
_COSTS_WOULD = lazy_regex(
    r"\bcosts?\b[^.:]*\bwould (?P<change>dishonou?r|destroy|bow|discard|move|remove)\b"
    r"(?P<who>[^.:]*)",
    re.IGNORECASE,
)

#: the change only from battle resolution or in a duel: never a cost
_NOT_A_COST = lazy_regex(r"\bbattle resolution\b|\bduel\b|\bfocus effect\b", re.IGNORECASE)

#: the change only from another player's (or other players') cards, actions or effects: never
#: a cost its own controller pays (``Negation.others_only``)
_OTHERS_ONLY = lazy_regex(
    r"\banother player's (?:cards?|actions?|effects?)\b|\bother players' (?:cards?|actions?)\b",
    re.IGNORECASE,
)

#: cards in general ("a card in a unit", "any Personality"), not only its controller's ("this
#: Follower", "one of your cards", "any of your Personalities", "Ikeuchi's Followers")
_GENERAL = lazy_regex(
    r"\b(?:a|an|any|all|each|every)\s+(?:of\s+)?(?:(?!your\b|\w+'s\b)[\w-]+\s+){0,3}?"
    r"(?:cards?|personality|personalities|followers?|items?|spells?|holdings?|units?|armies)\b",
    re.IGNORECASE,
)

#: "you may <pay> to negate" / "you may bow this Follower instead": its controller's choice
#: (in the sentence that negates)
_OPTIONAL = lazy_regex(r"\byou may\b[^.]*\b(?:negate|instead)\b", re.IGNORECASE)

#: the subject "this <word>" of a sentence on its card
_THIS = r"this (?:personality|card|follower|item|spell|holding|region|ring|stronghold|sensei)"

#: read in full: "Before this Personality is dishonored, destroy this Item and negate the
#: dishonoring." (an optional step of its own, then the negation)
_BEFORE_NEGATE = lazy_regex(
    rf"^before (?P<who>{_THIS}) is (?P<change>dishonou?red|destroyed|bowed|discarded), "
    rf"(?:(?:destroy|discard|bow) this (?:item|follower|spell|card) and )?"
    r"negate the (?P<noun>dishonou?ring|destruction|bowing|discarding)\.?$",
    re.IGNORECASE,
)

#: read in full: "Negate any destruction of this card, except for its Personality being
#: destroyed." (an attachment's own destruction, not when its bearer's destruction takes it)
_NEGATE_ANY = lazy_regex(
    rf"^negate any (?P<noun>destruction|dishonou?ring|bowing|discarding) of (?P<who>{_THIS})"
    r"(?:, except for its personality being destroyed)?\.?$",
    re.IGNORECASE,
)

#: the change word and the negated noun must name the same change
_SAME = {
    "dishonored": "dishonoring",
    "dishonoured": "dishonouring",
    "destroyed": "destruction",
    "bowed": "bowing",
    "discarded": "discarding",
}

About = Literal["itself", "bearer", "cards"]


@dataclass(frozen=True, slots=True)
class Negation:
    """A trait sentence negating ``kinds`` of change (cost kinds) to what it is ``about``: the
    card itself, its bearer (an attachment's "this Personality"), or cards in general.
    ``optional``: its controller may decline it. ``exact``: read in full (mandatory, with no
    condition or limit): a cost making that change to that card can't be paid.
    ``others_only``: only of changes from another player's cards, actions or effects."""

    kinds: frozenset[str]
    about: About
    optional: bool
    exact: bool
    #: only of changes from another player's cards, actions or effects: none its controller's
    #: costs make (Costs and restrictions: no cost is paid with another player's cards)
    others_only: bool = False


def _kinds(text: str) -> frozenset[str]:
    return frozenset(kind for word, kind in _KINDS if re.search(rf"\b{word}", text, re.I))


def _about(who: str, attachment: bool) -> About:
    """ "this Personality" on an attachment is its bearer; any other "this <word>" the card."""
    return "bearer" if attachment and who.casefold() == "this personality" else "itself"


def _names_itself(who: str, names: set[str]) -> bool:
    """Is ``who`` (a subject or object) the card itself by its name ("Kappuksu", "the Goblin
    Warmonger")?"""
    words = [w.casefold() for w in re.findall(r"[\w-]+", who) if w.casefold() != "the"]
    return bool(words) and all(w in names for w in words)


@functools.lru_cache(maxsize=4096)
def negation(text: str, attachment: bool, title: str = "") -> Negation | None:
    """The negation ``text`` (a trait paragraph of a card titled ``title``, an attachment when
    ``attachment``; "negate <a word of its title>'s destruction" is about the card itself)
    makes of a change a cost may make, or None (not such a sentence, or one only of changes
    from battle resolution or duels)."""
    names = {w.casefold() for w in re.findall(r"[\w-]+", title) if len(w) > 2}
    negated: list[str] = []
    owners: set[str] = set()  # "negate Kae's destruction, bowing, and movement": Kae's
    for said in _NEGATED.finditer(text):
        for m in _NOUN.finditer(said.group()):
            negated.append(m["noun"])
            owners.add((m["whose"] or "").casefold())
    owners.discard("")
    itself = bool(owners) and owners <= names
    subjects: list[str] = []
    for m in _BEFORE.finditer(text):
        negated.append(m["change"])
        subjects.append(m["who"])
    for m in _COSTS_WOULD.finditer(text):
        negated.append(m["change"])
        subjects.append(m["who"])
    if subjects:
        # "Before Kappuksu is destroyed", "When the Goblin Warmonger would be destroyed",
        # "... would dishonor Kitao": the card itself; anything else, cards in general
        itself = (not owners or itself) and all(_names_itself(w, names) for w in subjects)
    if not negated or _NOT_A_COST.search(text):
        return None
    others = _OTHERS_ONLY.search(text) is not None
    if others and not _GENERAL.search(text):
        return None  # its controller's own cards, from another player's: never a cost
    exact = None if others else _BEFORE_NEGATE.match(text.strip())
    if exact is not None and _SAME.get(exact["change"].casefold()) == exact["noun"].casefold():
        kinds = _kinds(exact["noun"])
        return Negation(kinds, _about(exact["who"], attachment), False, True)
    whole = None if others else _NEGATE_ANY.match(text.strip())
    if whole is not None:
        return Negation(_kinds(whole["noun"]), _about(whole["who"], attachment), False, True)
    kinds = frozenset().union(*(_kinds(w) for w in negated))
    about: About = "itself" if itself and not attachment else "cards"
    return Negation(kinds, about, bool(_OPTIONAL.search(text)), False, others)
