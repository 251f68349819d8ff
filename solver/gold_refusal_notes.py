"""Words a Gold refusal adds to name what took the Gold away, not only the smaller amount.

- The hand card a producer may not discard (Hato-gurama: "You may not
choose this card to be discarded as a cost or effect of your actions if you have other cards
in your hand."; Costs and restrictions / Gold production: the producer's cost is paid with the
cards its player may choose). ``solver.production_discard`` leaves such a card out of a
discarding producer's choices (Asahina Keigo, Tamako); the shortfall it causes then says why
("Hato-gurama (hato) may not be discarded: '...'") (h40adv4 W2); where producers choose
jointly, only when the ban kept it (``solver.joint_refusal``, h43wire).
- The card of the hand a card's own cost to enter play removes, with its Gold (En'you's
  "either remove a card in your hand from the game or destroy one of your Sake tokens" with no
  token: ``solver.either_removal_bound.removal_note``; Costs and restrictions / Mandatory
  costs).
- The texts not read that could add Gold, each at most the amount it states, when the shortfall
  is certain even with all of them (``solver.reduction_bound.bounded_short``, recorded by
  ``solver.shortfall_unread``): two Coin Pouches' "The Holding produces one additional Gold"
  (h41misc: "at most 3 (Iron Mine 3)" did not count them).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from model.cardtext.choice_bans import choice_ban_of
from model.evaluate import matches_unary
from model.lazy_regex import lazy_regex
from model.state import View
from solver.either_removal_bound import removal_note
from solver.hand_choice_bans import DISCARDED, barred, hand_of
from solver.joint_refusal import joint_ban_words
from solver.production_destroy import usable_producers
from solver.reduction_bound import stated_amount
from solver.sensei_gold_cap import capped_note
from solver.shortfall_scope import text_of
from solver.verdict import Reason, Verdict

__all__ = ["forget_bounded", "gold_refusal_noted", "remember_bounded"]

#: the View memo: card -> the unread texts a certain shortfall was bounded past
_BOUNDED = "gold_refusal_notes.bounded"
#: "Title (id): ..." as ``solver.production.unread_producers`` shows a text
_SHOWN = lazy_regex(r"^(?P<name>[^(]*\([^(),]+\)): ")


def remember_bounded(view: View, card: str, could: Sequence[str]) -> None:
    """Record that ``card``'s Gold is short even with every text of ``could`` (unread texts
    shown "Title (id): text") at the amount it states."""
    view.memo(_BOUNDED)[card] = tuple(could)


def forget_bounded(view: View, card: str) -> None:
    """Clear ``remember_bounded``'s record of ``card`` (before a check of it on ``view``)."""
    view.memo(_BOUNDED).pop(card, None)


def _bounded_note(view: View, card: str) -> str | None:
    """The words naming the unread texts a shortfall of ``card`` was bounded past, or None."""
    could = view.memo(_BOUNDED).get(card)
    if not isinstance(could, tuple) or not could:
        return None
    parts: list[str] = []
    for u in could:
        m = _SHOWN.match(u)
        amount = stated_amount(text_of(u))
        name = m.group("name").strip() if m else u
        parts.append(name if amount is None else f"{name} {amount}")
    return "short even with the most the texts not read may add: " + ", ".join(dict.fromkeys(parts))


def _banned(view: View, player: str, card: str) -> list[tuple[str, str]]:
    """Each card of ``player``'s hand (the announced ``card`` set aside: it left the hand) a
    discarding producer of theirs could otherwise take, banned while another card stays in
    the hand: its id and the words naming it."""
    hand = [c for c in hand_of(view, player) if c != card]
    producers = usable_producers(view, player, {card}, lambda m: m.discard_other)
    selectors = [sel for _i, modes, _t in producers if (sel := modes[0].discard_other) is not None]
    out: list[tuple[str, str]] = []
    for c in hand:
        if not barred(view, c, DISCARDED, [o for o in hand if o != c]):
            continue
        if not any(matches_unary(view, player, c, sel) for sel in selectors):
            continue
        joint = joint_ban_words(view, player, card, c)  # Keigo and Tamako chose jointly
        if joint == "":
            continue  # counted discarded last of the hand: the ban took no Gold away
        said = next(b.said for b in choice_ban_of(view.definition(c)) if DISCARDED in b.verbs)
        words = f"{view.definition(c).title} ({c}) may not be discarded: '{said}'"
        words += f" ({joint})" if joint else ""
        out.append((c, words))
    return out


def gold_refusal_noted(view: View, player: str, card: str, found: Verdict) -> Verdict:
    """``found``, each Gold refusal (``illegal``) naming the hand cards a discarding producer
    was kept from and the hand card the card's own cost removes (module doc)."""
    if found.status != "illegal" or not any(r.code == "gold" for r in found.details):
        return found
    if not view.has(card):
        return found
    banned = _banned(view, player, card)
    notes = [words for _c, words in banned]
    if (removal := removal_note(view, player, card)) is not None:
        notes.append(removal)
    if (bounded := _bounded_note(view, card)) is not None:
        notes.append(bounded)
    if (capped := capped_note(view, card)) is not None:
        notes.append(capped)  # a Stronghold at its maximum GP (``solver.sensei_gold_cap``)
    if not notes:
        return found
    note = "; ".join(notes)
    named = tuple(c for c, _w in banned)
    reasons = [
        Reason(r.code, f"{r.text} ({note})", (*r.cards, *(c for c in named if c not in r.cards)))
        if r.code == "gold"
        else r
        for r in found.details
    ]
    return replace(found, details=tuple(reasons), reasons=tuple(r.text for r in reasons))
