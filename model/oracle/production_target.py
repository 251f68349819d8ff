"""Gold produced at a cost paid with another card of yours (Costs and restrictions / Gold
production): a stat penalty on a target (``ProductionMode.penalize_other``: ":bow::
Permanently give your target Personality -2C to produce 3 Gold") or its destruction
(``ProductionMode.destroy_other``: ":bow:: When paying for a Spell, destroy your Item to
produce 8 Gold which may only pay for that Spell").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.cards import ProductionMode
from model.common import Stat
from model.lazy_regex import lazy_regex
from model.oracle.production_terms import ONLY_PAY, _noun, _selector, _Unmodelled
from model.selectors import Controller, Selector

_PENALTY = lazy_regex(
    r"permanently give your target (?P<what>[a-z]+) -(?P<n>\d+)(?P<stat>[fc]) "
    r"to (?P<rest>produce .+)"
)
_STATS = {"f": Stat.FORCE, "c": Stat.CHI}

Produce = Callable[[str, int], list[ProductionMode]]


def penalty_modes(s: str, honor: int, produce: Produce) -> list[ProductionMode] | None:
    """The modes of sentence ``s`` when it produces at the cost of a permanent Force or Chi
    penalty on a target card of the player's (the Gold read by ``produce``), None when it is
    not such a sentence; raises ``_Unmodelled`` when it is one that can't be read. Only a
    fixed amount after the cost is read ("to produce 3 Gold"); "your target Personality" is a
    Personality the player controls (not this card: a Holding), chosen as a target."""
    m = _PENALTY.fullmatch(s)
    if m is None:
        return None
    if not re.fullmatch(r"produce \d+ gold", m.group("rest")) or int(m.group("n")) < 1:
        raise _Unmodelled(f"production at the cost of a penalty on another card: {s!r}")
    select = _selector(m.group("what"), plural=False, other=True)
    if not select.type:  # a card type only ("your target Personality"), not a keyword
        raise _Unmodelled(f"production at the cost of a penalty on another card: {s!r}")
    return [
        replace(
            mode,
            penalize_other=select,
            penalty_stat=_STATS[m.group("stat")],
            penalty=-int(m.group("n")),
        )
        for mode in produce(m.group("rest"), honor)
    ]


_DESTROY = lazy_regex(
    r"(?:(?P<when>when paying for [^,]+), )?destroy your (?P<what>[a-z]+) to (?P<rest>produce .+)"
)


def destroy_modes(s: str, honor: int, produce: Produce) -> list[ProductionMode] | None:
    """The modes of sentence ``s`` when it produces at the cost of destroying another card
    the player controls ("destroy your Item": one Item you control), None when it is not such
    a sentence; raises ``_Unmodelled`` when it is one that can't be read. Only a fixed amount
    is read, and after a payment named ("When paying for a Spell, ...") only Gold stated to
    pay for that card alone (as for every "When paying for X, produce N Gold")."""
    m = _DESTROY.fullmatch(s)
    if m is None:
        return None
    rest = m.group("rest")
    only = ONLY_PAY if m.group("when") is not None else ""
    select = _selector(m.group("what"), plural=False, other=True)
    if not re.fullmatch(rf"produce \d+ gold{only}", rest) or m.group("what") in (
        "holding",
        "card",
    ):  # "destroy your Holding": this one or another, not settled
        raise _Unmodelled(f"production at the cost of destroying another card: {s!r}")
    if m.group("when") is not None:
        rest = f"{m.group('when')}, {rest}"
    return [replace(mode, destroy_other=select) for mode in produce(rest, honor)]


def other_card_modes(s: str, honor: int, produce: Produce) -> list[ProductionMode] | None:
    """``penalty_modes``, ``destroy_modes`` or ``discard_modes``, whichever reads ``s`` (None:
    none of them)."""
    from model.oracle.production_discard import discard_modes

    found = penalty_modes(s, honor, produce)
    found = found if found is not None else destroy_modes(s, honor, produce)
    return found if found is not None else discard_modes(s, honor, produce)


_BOW_TARGET = lazy_regex(
    r"bow your target unbowed (?P<a>[a-z]+) or (?P<b>[a-z]+)\. produce gold equal to his chi"
)


def bow_target_modes(body: str) -> list[ProductionMode] | None:
    """The mode of a ``:bow::`` line that bows a target of the player's as an effect and
    produces Gold equal to its Chi ("Bow your target unbowed Courtier or Artisan. Produce Gold
    equal to his Chi": one unbowed card you control with either keyword), None when the line
    is not such a line (``body``: its text, lower-case, final period removed)."""
    m = _BOW_TARGET.fullmatch(body)
    if m is None:
        return None
    keywords: list[str] = []
    for word in (m.group("a"), m.group("b")):
        types, keyword = _noun(word)
        if types or not keyword:  # a card type: not two keywords
            raise _Unmodelled(f"production not understood: {body!r}")
        keywords.append(keyword)
    select = Selector(any_keyword=tuple(keywords), controller=Controller.YOU, bowed=False)
    return [ProductionMode(gold=0, bow_target=select, target_stat=Stat.CHI)]
