"""A Gold shortfall of a card whose own cost to enter play must remove a card from the hand
(Costs and restrictions / Mandatory costs; ``solver.entering_either``): "As an additional cost
of En'you entering play, either remove a card in your hand from the game or destroy one of your
Sake tokens." with no Sake token to destroy. Some card of the hand is removed, so its Gold
(Truce, a Reaction played from the hand) pays nothing. When, for each card of the hand, the
Gold is short without it, even with every Reaction offered for the card's own Gold cost allowed
to pay any of its payments (the Clan Honor Rule's too: the doubt ``paying_reactions`` leaves)
and with the amounts the other unread texts state (``solver.reduction_bound``), the shortfall
is certain whichever way that doubt is read (h40left 2: En'you, two Truces and no Holding)."""

from __future__ import annotations

from collections.abc import Sequence

from model.cards import CardDef
from model.lazy_regex import lazy_regex
from model.state import View
from solver import gold
from solver.entering_either import forced_removal
from solver.own_entering_settled import is_own_subject
from solver.reduction_bound import bounded_short

__all__ = ["removal_note", "short_whatever_removed"]

_SUBJECT = lazy_regex(r"^as an additional cost of (?P<subj>[a-z][a-z' -]*?) entering play,")
#: "Title (id): ..." or "Title (id, in your hand): ..."
_SHOWN = lazy_regex(r"^[^(]*\((?P<id>[^(),]+)(?:, [^)]*)?\): ")


def _removed_hand(view: View, player: str, card: str) -> list[str] | None:
    """The hand cards one of which ``card``'s own cost must remove (``forced_removal``)."""
    found = _removal(view, player, card)
    return None if found is None else found[0]


def _removal(view: View, player: str, card: str) -> tuple[list[str], str] | None:
    """``_removed_hand`` and the sentence that removes one of them."""
    d = view.definition(card)
    for text in dict.fromkeys((*d.entering_unread, *d.grants_unread)):
        low = " ".join(text.strip().casefold().split())
        m = _SUBJECT.match(low)
        if m is None or not is_own_subject(m.group("subj"), d.title):
            continue
        if (hand := forced_removal(view, player, card, low)) is not None:
            return hand, text.strip()
    return None


def _pays(d: CardDef) -> bool:
    """Does ``d`` produce Gold or lower a cost, read or not (Truce's paying Reaction)?"""
    unread = (d.production_unread, *d.production_unread_more, *d.reductions_unread)
    return bool(d.production) or any(unread)


def removal_note(view: View, player: str, card: str) -> str | None:
    """When ``card``'s own cost must remove a card of the hand and one of them produces Gold or
    lowers a cost (Truce: its Gold is lost with it): the words a Gold refusal of ``card`` adds,
    naming the removal (h41misc: the refusal named only the shortfall); None otherwise."""
    if not view.has(card) or view.card(card).owner != player:
        return None
    found = _removal(view, player, card)
    if found is None:
        return None
    hand, said = found
    golden = [c for c in hand if _pays(view.definition(c))]
    if not golden:
        return None
    names = ", ".join(f"{view.definition(c).title} ({c})" for c in golden)
    title = view.definition(card).title
    return (
        f"{title}'s cost removes one card of your hand from the game (the other way can't be "
        f"paid), and that card's Gold with it ({names}): '{said}'"
    )


def _of(shown: str, card: str) -> bool:
    """Is ``shown`` an unread text of ``card``?"""
    m = _SHOWN.match(shown)
    return m is not None and m.group("id") == card


def short_whatever_removed(
    view: View,
    player: str,
    card: str,
    sources: Sequence[gold.Source],
    payments: Sequence[gold.Payment],
    rest: Sequence[str],
) -> bool:
    """Is the Gold for ``card``'s ``payments`` short whichever hand card its own cost removes:
    ``sources`` (already relaxed, ``paying_reactions.relaxed``) without that card's, and the
    unread texts ``rest`` (not among ``sources``) without that card's, bounded as
    ``bounded_short`` does? False when its cost need remove none."""
    if not view.has(card) or view.card(card).owner != player:
        return False
    hand = _removed_hand(view, player, card)
    if hand is None:
        return False
    for removed in hand:
        kept = [s for s in sources if s.id.split(":", 1)[0] != removed]
        others = [u for u in rest if not _of(u, removed)]
        if bounded_short(view, player, kept, payments, others) is None:
            return False
    return True
