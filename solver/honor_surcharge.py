"""A Recruit's Gold raised for a Personality whose Honor Requirement is higher than its owner's
Family Honor (Costs and restrictions / Changes to costs and payments; Reference 03, Honor
Requirement; h38adv2 p11): "When Recruiting a Personality, if his Honor Requirement is higher
than his owner's Family Honor, he costs 2 more Gold to Recruit." (Respect, a Kata in play).

Read exactly, for a card in play of any player (the sentence names no player) whose effects the
state does not state: the rulebook Recruit of a Personality whose Honor Requirement (the
state's modified value, else the printed one; a dash is infinitely low) is higher than its
owner's Family Honor costs N more Gold; another card, or an Honor Requirement not higher,
nothing. Each copy in play adds its own. Whether the Honor Requirement is ignored (lost Honor to
other players' cards) does not change it: the sentence compares the numbers."""

from __future__ import annotations

from typing import Final

from model.cards import CardDef, CardType
from model.common import Stat
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["honor_surcharges", "surcharge_notes"]

_SHAPE: Final = lazy_regex(
    r"When Recruiting a Personality, if his Honor Requirement is higher than his owner's "
    r"Family Honor, he costs (?P<n>\d) more Gold to Recruit\.?"
)


def _amount(said: str, view: View, definition: CardDef, card: str) -> int | None:
    """The Gold ``said`` adds to the Recruit of ``card`` (0: none), or None: not this shape."""
    m = _SHAPE.fullmatch(said.strip())
    if m is None:
        return None
    if definition.type is not CardType.PERSONALITY:
        return 0
    hr = view.raw_stat(card, Stat.HONOR_REQUIREMENT)
    hr = definition.honor_requirement if hr is None else hr
    owner = view.state.player(view.card(card).owner)
    return int(m.group("n")) if hr is not None and hr > owner.family_honor else 0


def honor_surcharges(view: View, definition: CardDef, card: str) -> list[tuple[str, int]]:
    """Each such sentence of a card in play, as ``solver.playing.entering_unread`` shows it
    ("Title: sentence"), with the Gold it adds to the Recruit of ``card`` (one per copy)."""
    return [(f"{title}: {t}", n) for title, t, n in _surcharges(view, definition, card)]


def surcharge_notes(view: View, definition: CardDef, card: str) -> list[str]:
    """ "+N Gold: Title" for each such sentence adding Gold to the Recruit of ``card`` (its
    price's label and shortfall name it, as a reduction's "-1 Gold: Title";
    ``solver.reduction_labels``)."""
    return [f"+{n} Gold: {title}" for title, _, n in _surcharges(view, definition, card) if n > 0]


def _surcharges(view: View, definition: CardDef, card: str) -> list[tuple[str, str, int]]:
    """(title, sentence, Gold added) for each such sentence of a card in play."""
    stated = {e.source for e in view.state.effects if e.source is not None}
    return [
        (d.title, t, n)
        for inst in view.state.cards
        if inst.in_play and inst.id not in stated
        for d in (view.definition(inst.id),)
        for t in d.grants_unread
        if (n := _amount(t, view, definition, card)) is not None
    ]
