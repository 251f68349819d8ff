"""'the <Noun>'s unit' / 'the <Noun>'s location' said of a card chosen before ("Choose your
performing unbowed Commander and target an enemy Personality: ... you may target and destroy
an attachment in the Personality's unit."; Otaku Kamoko's "move a target Personality ... you
may target and destroy a card without attachments in the Personality's unit").

Abilities and actions / B: targets are chosen in the order written, and "the term 'targeted'
refers back to a previous instance"; a definite "the <Noun>" names the one card chosen before
whose phrase is headed by that noun: a card type alone ("an enemy Personality") for a type noun,
that keyword ("your performing Commander") for a keyword noun. A performer named by another
noun (the Commander, a Personality too) is not "the Personality"; two cards named by the noun,
or none, leave the phrase unread (which?).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from model.abilities import TargetSpec
from model.cardtext.target_phrase import Phrase
from model.cardtext.target_words import KEYWORDS
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import Selector

__all__ = ["bind_the_noun", "the_noun_place", "the_noun_words", "unbound_noun"]

_PREFIX = "{the:"
_PLACE = lazy_regex(
    r"^\s*(?:in the (?P<unit>(?-i:[A-Z])[a-z]+)'s unit|at the (?P<loc>(?-i:[A-Z])[a-z]+)'s "
    r"location)(?=\s*[.;:)]|\s*$)",
    re.IGNORECASE,
)


def _marker(noun: str) -> str:
    return f"{_PREFIX}{noun.lower()}}}"


def _noun(slot: str | None) -> str | None:
    if slot is not None and slot.startswith(_PREFIX) and slot.endswith("}"):
        return slot[len(_PREFIX) : -1]
    return None


def the_noun_place(rest: str, sel: Selector) -> tuple[Selector, str, int] | None:
    """ "in the Personality's unit" / "at the Shugenja's location" at the start of ``rest``
    (after a target phrase): ``sel`` in the unit of (at the location of) the card that noun
    names, a slot ``bind_the_noun`` binds; None: not this clause (or a noun that is no card
    type or keyword, or a relation already given)."""
    m = _PLACE.match(rest)
    if m is None:
        return None
    noun = (m.group("unit") or m.group("loc")).lower()
    if noun not in KEYWORDS and noun not in {t.value for t in CardType}:
        return None
    if m.group("unit"):
        if sel.unit_of is not None:
            return None
        return replace(sel, unit_of=_marker(noun)), "", m.end()
    if sel.same_location_as is not None:
        return None
    return replace(sel, same_location_as=_marker(noun)), "", m.end()


def the_noun_words(select: Selector) -> set[str]:
    """The words of the clause (content-word audit) when ``select`` still holds the slot."""
    out: set[str] = set()
    for slot, place in ((select.unit_of, "unit"), (select.same_location_as, "location")):
        if (noun := _noun(slot)) is not None:
            out |= {"in", "at", "the", f"{noun}'s", place}
    return out


def unbound_noun(select: Selector) -> str | None:
    """Why ``select`` still names "the <Noun>" (no card chosen before bound it); None: it
    does not."""
    for slot in (select.unit_of, select.same_location_as):
        if (noun := _noun(slot)) is not None:
            return f"'the {noun}'s' of no one card named so before (which?)"
    return None


def _stem(noun: str) -> str:
    """The noun's singular and plural ("personalit(y|ies)", "follower(s)")."""
    return rf"{noun[:-1]}(?:y|ies)\b" if noun.endswith("y") else rf"{noun}s?\b"


def _named_by(spec: TargetSpec, noun: str) -> bool:
    """Is ``spec``'s phrase headed by ``noun``: the type alone, or the keyword?"""
    select = spec.select
    if noun in {t.value for t in CardType}:
        return select.type == (CardType(noun),) and not select.keyword and not select.any_keyword
    return noun in select.keyword


def bind_the_noun(
    phrase: Phrase,
    constraint: Sequence[TargetSpec],
    targets: Sequence[TargetSpec],
    effects: str,
    triggered: bool,
) -> Phrase:
    """``phrase`` with "the <Noun>'s" bound to the one card chosen before it (``constraint``:
    the constraints block's targets and performers; ``targets``: the effects' own, in order)
    named by that noun; with none or several, the slot is left for ``unbound_noun`` to refuse.
    Not bound in a Reaction's or Interrupt's effects (``triggered``: its trigger may name such
    a card too), nor when the ``effects`` text names the noun other than by the targets it
    chose ("Destroy each Personality ..." beside it: which?)."""
    select = phrase.select
    nouns = {n for n in (_noun(select.unit_of), _noun(select.same_location_as)) if n}
    if not nouns or triggered:
        return phrase
    bound = select
    for noun in nouns:
        named = [s.name for s in (*constraint, *targets) if _named_by(s, noun)]
        said = re.sub(rf"\bthe {noun}'s\b", "", effects, flags=re.IGNORECASE)
        mentions = len(re.findall(rf"\b{_stem(noun)}", said, flags=re.IGNORECASE))
        if len(named) != 1 or mentions != sum(_named_by(s, noun) for s in targets):
            continue
        marker = _marker(noun)
        bound = replace(
            bound,
            unit_of=named[0] if bound.unit_of == marker else bound.unit_of,
            same_location_as=named[0]
            if bound.same_location_as == marker
            else bound.same_location_as,
        )
    return replace(phrase, select=bound)
