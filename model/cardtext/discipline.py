"""Discipline, read as its reminder text says: "Discipline :g1:. (Pay 1 Gold to play, then
remove from the game, this Discipline in your discard.)", "Discipline :g2: (You may pay 2 Gold to
play this Discipline from your discard pile, then remove it from the game after its action
resolves.)", "Discipline :g2: (You may pay the Discipline cost to play this card from the
discard pile. ...)".

The rules files do not define the keyword (its reference is absent), so the reminder text
printed on the card is the rule: its owner may play it from his discard pile by paying that
much Gold more (a separate payment: a cost added by a separate effect, Costs and restrictions /
Gold production), its own costs paid as from the hand; the removal from the game comes after
the action resolves (not a cost). Only a trait paragraph that is exactly one of these shapes,
its icon's amount the one the reminder states, is read; a bare "Discipline :g2:.", a Courtesy or
Compassion Discipline, a Discipline given by a condition or another card, or another wording
stays unread (``CardDef.elsewhere_unread``: ``unknown`` in the discard pile).
"""

from __future__ import annotations

from model.lazy_regex import lazy_regex

__all__ = ["discipline_gold"]

_HEAD = r"^discipline :g(?P<n>\d+):\.? \("
_SHAPES = (
    lazy_regex(
        _HEAD + r"pay (?P<m>\d+) gold to play, then remove from the game, this discipline in "
        r"your discard\.\)$"
    ),
    lazy_regex(
        _HEAD + r"you may pay (?P<m>\d+) gold to play this discipline from your discard pile, "
        r"then remove it from the game after its action resolves\.\)$"
    ),
    lazy_regex(
        _HEAD + r"you may pay the discipline cost to play this card from the discard pile\. "
        r"remove it from the game after the action resolves\.\)$"
    ),
)


def discipline_gold(text: str) -> int | None:
    """The Gold a trait paragraph's Discipline costs, when it is read (see the module)."""
    said = " ".join(text.split()).lower()
    for shape in _SHAPES:
        m = shape.match(said)
        if m is None:
            continue
        n = int(m.group("n"))
        if "m" in shape.groupindex and int(m.group("m")) != n:
            return None  # the icon and the reminder disagree: not read
        return n
    return None
