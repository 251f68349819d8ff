"""A flat stat change of an attachment to its bearer, with no condition (Reference 03,
attachments: an attachment's traits apply to the Personality it is attached to; Reference 04:
a bonus raises the stat while its effect lasts): Do-Maru's "This Personality has +1PH.".

Read whole, or not at all: "This Personality has <+N|-N><F|C|PH>[ and <+N|-N><F|C|PH>]." of a
card in play attached to a Personality (its bearer), or of a Personality itself. Applied by
``View.stat`` (``model.trait_stats.trait_stat_bonus``), never when the state states the card's
effects (an ``effects`` entry whose ``source`` is it) or a modifier on the bearer names it."""

from __future__ import annotations

from model.common import CardType, Stat
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["bearer_stat_bonus", "read_bearer_stat", "settled_bearer_stat"]

_SENTENCE = lazy_regex(
    r"^This Personality has (?P<a>[+-]\d+)(?P<sa>F|C|PH)"
    r"(?: and (?P<b>[+-]\d+)(?P<sb>F|C|PH))?\.?$"
)
_STATS = {"F": Stat.FORCE, "C": Stat.CHI, "PH": Stat.PERSONAL_HONOR}


def read_bearer_stat(said: str) -> tuple[tuple[Stat, int], ...] | None:
    """The (stat, amount) changes of ``said`` read (see the module), or None."""
    m = _SENTENCE.fullmatch(said.strip())
    if m is None:
        return None
    out = [(_STATS[m["sa"]], int(m["a"]))]
    if m["b"] is not None:
        out.append((_STATS[m["sb"]], int(m["b"])))
    return tuple(out)


def _bearer(view: View, card: str) -> str | None:
    """The Personality ``card`` (in play) changes: itself or the one it is attached to."""
    if not view.card(card).in_play:
        return None
    head = view.unit_head(card)
    if not view.card(head).in_play or view.type_of(head) is not CardType.PERSONALITY:
        return None
    return head


def settled_bearer_stat(view: View, card: str, said: str) -> bool | None:
    """True when ``said`` of ``card`` is read and applied to a bearer in play, else None."""
    if read_bearer_stat(said) is None or _bearer(view, card) is None:
        return None
    return True


def bearer_stat_bonus(view: View, card_id: str, stat: Stat) -> int:
    """The sum of the read sentences' changes to ``stat`` of the Personality ``card_id``."""
    inst = view.card(card_id)
    if not inst.in_play or view.type_of(card_id) is not CardType.PERSONALITY:
        return 0
    stated = {e.source for e in view.state.effects if e.source is not None}
    total = 0
    for source in (card_id, *view.attachments(card_id)):
        if source in stated or any(m.source == source for m in inst.modifiers):
            continue
        for said in view.definition(source).qualities_unread:
            read = read_bearer_stat(said)
            if read is not None and _bearer(view, source) == card_id:
                total += sum(n for s, n in read if s is stat)
    return total
