"""An action read up to its effects ("costs" level: ``model.cardtext.partial_ability``) whose
read costs surely can't be paid now is ``illegal`` whatever its effects say (Costs and
restrictions: every mandatory cost must be payable to announce the action; Good Faith Rule):
"Ninja Battle, :g4:: If they would be opposed, ..." (Ninja Training Exercise) with 2 Gold.

The costs read are checked as an action of their own (its timing, its costs, the targets of the
part read; no effects), through the whole check with every doubt it raises (reductions in
play, traits, Gold text not read): only its ``illegal`` for a cost (``gold``, ``cost``) is
taken. Where the words not read may change the costs ("reduce", "less", "instead", "may pay",
"without", "ignore", "additional", "costs", ...), or the part can't stand alone, nothing is
settled and the answer stays ``unknown`` naming the text.

The card's own traits are read with the part as with a full action
(``model.cardtext.own_traits``); one not read leaves the doubt, except "This card's ability
costs N less Gold for each of your <cards> at this battlefield ...": it lowers the cost by at
most N for each of your cards at the current battlefield, and the part is checked paying that
much less."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from contextvars import ContextVar

from model.abilities import Ability
from model.cards import CardDef
from model.cardtext import import_text
from model.cardtext.keyword_timing import read_paragraph
from model.cardtext.own_traits import with_own_traits
from model.cardtext.own_traits_others import read_own_traits_of
from model.common import NUMBER_WORDS
from model.lazy_regex import lazy_regex
from model.state import CardLibrary, View

__all__ = ["unread_costs_fail"]

#: words of the effects by which the costs may change, be paid otherwise, or not be due
_CHANGES_COSTS = lazy_regex(
    r"\b(?:reduc\w*|less|lower\w*|fewer|instead|rather|without|ignor\w*|free|additional|extra|"
    r"alternat\w*|pay|pays|paid|paying|cost|costs|gold|refund\w*|return\w*|straighten\w*|"
    r"unless|even|may)\b",
    re.IGNORECASE,
)

#: the (card, unread text) whose costs part is being checked (a guard against re-entry)
_CHECKING: ContextVar[frozenset[tuple[str, tuple[str, ...]]]] = ContextVar(
    "unread_costs_checking", default=frozenset()
)


class _Swapped(CardLibrary):
    """A library with one title's definition replaced (the rest read from ``base``)."""

    def __init__(self, base: CardLibrary, title: str, card: CardDef) -> None:
        super().__init__()
        self._base, self._title, self._card = base, title.casefold(), card

    def __getitem__(self, title: str) -> CardDef:
        return self._card if title.casefold() == self._title else self._base[title]

    def __contains__(self, title: object) -> bool:
        return title in self._base

    def __iter__(self) -> Iterator[str]:
        return iter(self._base)

    def __len__(self) -> int:
        return len(self._base)


def _costs_part(ab: Ability) -> Ability | None:
    """``ab``'s timing, read costs and read targets as an action of their own (None: none)."""
    if not ab.timing_understood or len(ab.not_understood) != 1 or not ab.read_costs:
        return None
    read = read_paragraph(ab.not_understood[0])
    if read is None or _CHANGES_COSTS.search(read[1]):
        return None
    targets = ab.read_part.targets if ab.read_part is not None else ()
    try:
        return Ability(
            ab.designators,
            keywords=ab.keywords,
            trigger=ab.trigger,
            limit=ab.limit,
            costs=ab.read_costs,
            targets=targets,
        )
    except ValueError:
        return None


#: "This card's ability costs 1 less Gold for each of your Ninja at this battlefield with
#: non-zero Gold Cost." (Ninja Training Exercise): at most N for each of your cards there
_PER_HERE = lazy_regex(
    r"^This (?:card|Strategy)'s (?:printed )?ability costs (?P<n>\d+|one|two|three) less Gold "
    r"for each (?:of )?your [^.;:]+? at (?:this|the current) battlefield(?: with [^.;:]+)?\.?$",
    re.IGNORECASE,
)


def _with_traits(view: View, player: str, card: str, part: Ability) -> Ability | None:
    """``part`` with its card's own traits (None: one not read may change it)."""
    d = view.definition(card)
    if not d.printed_text:
        return None
    got = import_text(d.printed_text, title=d.title, card_type=d.type, keywords=d.keywords)
    traits = [p.text for p in got.paragraphs if p.level == "trait"]
    if not traits:
        return part
    ability, unread = with_own_traits(part, read_own_traits_of(traits, d.title, d.type))
    if unread is None:
        return ability
    m = _PER_HERE.fullmatch(unread.strip())
    if m is None:
        return None
    n = int(m["n"]) if m["n"].isdigit() else NUMBER_WORDS[m["n"].lower()]
    here = sum(
        1
        for c in view.state.cards
        if c.in_play and c.controlled_by == player and view.at_current_battlefield(c.id)
    )
    costs = tuple(
        dataclasses.replace(c, gold=max(0, c.gold - n * here)) if isinstance(c.gold, int) else c
        for c in ability.costs
    )
    return dataclasses.replace(ability, costs=costs, not_understood=(), lenient=None)


def unread_costs_fail(view: View, card: str, ab: Ability) -> str | None:
    """Why the read costs of the partly read action ``ab`` of ``card`` can't be paid now
    (None: they can, or that is not settled)."""
    part = _costs_part(ab)
    if part is None:
        return None
    d = view.definition(card)
    index = next(
        (i for i, a in enumerate(d.abilities) if a.not_understood == ab.not_understood), None
    )
    if index is None:
        return None
    player = view.card(card).controlled_by
    part = _with_traits(view, player, card, part)
    if part is None:
        return None
    abilities = (*d.abilities[:index], part, *d.abilities[index + 1 :])
    # keyed by the title the board names (the library's key: "Fukuzo • Experienced", whose
    # definition is titled "Fukuzo"), else the swap misses and the check recurses
    title = view.card(card).title
    swapped = _Swapped(view.library, title, dataclasses.replace(d, abilities=abilities))
    from solver.good_faith import check  # (good_faith calls this module)

    key = (card, ab.not_understood)
    if key in _CHECKING.get():
        return None  # (a re-entry: the part read did not replace the ability; nothing settled)
    token = _CHECKING.set(_CHECKING.get() | {key})
    try:
        found = check(view.derive(library=swapped), player, card, index)
    finally:
        _CHECKING.reset(token)
    if (
        found.status != "illegal"
        or not found.details
        or found.details[0].code
        not in (
            "gold",
            "cost",
        )
    ):
        return None
    lowered = part.costs != ab.read_costs  # (paying as little as its own trait may make it)
    note = " (paying as little as its card's own trait may make it)" if lowered else ""
    return found.details[0].text + note
