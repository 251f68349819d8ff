"""A Reaction that produces Gold while one kind of card is paid for (Costs and restrictions / Gold
production; Abilities and actions: a Reaction is used at its trigger, once per turn, not while
its card is bowed): "Reaction: When paying for a Farm: Produce 1 Gold." (Kenro-ji-jin's Bounty),
"Reaction: When paying for an attachment: Produce 2 Gold." (Near Miss, a Strategy played from
the hand).

The reader leaves it unread: whether its Gold may pay another cost paid at the same time is not
said ("which may only pay for that card" is missing). For a play with one Gold payment, the
card's own Gold cost, that question does not arise: the Gold is produced while paying for that
card and can only go to that payment. So, read whole in the shape below, it is offered to the
Gold planner as a source of N Gold for the one payment of a card surely of the type, keyword or
"attachment" it names, from a card in play its player controls, unbowed and with no use recorded
this turn, or from a Strategy of Gold cost 0 in his hand (weighing 1: a card spent), while no
state effect or sentence in play may bar or tax it. Any other case keeps the doubt. h37adv3
N10, N11 (README: "Gold text that answers another kind of payment" kept a Farm's Recruit
`unknown`).

Beside a separate added payment (the Clan Honor Rule's 2 Gold) it is offered for the card's own
Gold cost only: whether it may pay the added cost is not said, so it stays a doubt there
(``partly_offered``; ``solver.other_clan_payment`` for Truce's "a Personality with a Clan
alignment different than your own", read the same way).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from model.cards import CardType
from model.lazy_regex import lazy_regex
from model.payments import PaySelector
from model.state import View
from model.zones import Zone
from solver import gold
from solver.holding_bonus_reaction import with_holding_bonus
from solver.other_clan_payment import OTHER_CLAN, surely_other_clan
from solver.reaction_bars import reaction_barred as card_reaction_barred
from solver.reaction_stated_bar import barred_doubts

__all__ = [
    "REACT",
    "offered_reactions",
    "on_added_payment",
    "partly_offered",
    "reaction_barred",
    "relaxed",
    "with_paying_reactions",
]

#: the Source id suffix of such a Reaction ("bounty:react")
REACT = "react"
_UNCLEAR = lazy_regex(r"^what the Reaction's Gold may pay for is not clear: '(?P<text>.*)'$")
_SHAPE = lazy_regex(
    r"^Reaction: When paying for an? (?P<noun>[A-Z][a-z]+|attachment): Produce (?P<n>\d+) Gold\.?$"
)
_TYPES = ("personality", "follower", "item", "spell", "holding")


def _surely(view: View, noun: str, card: str) -> bool:
    """Is ``card`` surely of the type, keyword or kind ("attachment") ``noun`` names?"""
    low = noun.lower()
    d = view.definition(card)
    if low in _TYPES:
        return d.type.value == low
    if low == "attachment":
        return d.is_attachment
    return low in view.keywords(card)


#: a sentence that may forbid or tax using it ("You may not play Strategies.", "Reactions cost
#: 1 more Gold"): then nothing is offered. Not a Reaction's own head ("Reaction: When paying a
#: Gold cost, ... discard it: Produce Gold ...", Profits: its trigger, no tax; h40adv4 N5)
_MAY_BAR = lazy_regex(
    r"\b(?:Reactions?(?!:)|Strateg(?:y|ies)|actions?)\b[^.]*"
    r"\b(?:may not|cannot|can not|can't|cost)\b"
    r"|\b(?:may not|cannot|can not|can't|no (?:player|one) may) (?:play|use|take)\b",
    re.IGNORECASE,
)


def reaction_barred(view: View, card: str) -> bool:
    """May a state's effect that can reach it, or a sentence of a card in play, bar or tax the
    Reaction of ``card``? (``solver.reaction_bars``: one rule for every paying Reaction.)"""
    return card_reaction_barred(view, card, _MAY_BAR)


def _usable(view: View, player: str, cid: str) -> str | None:
    """How ``player`` may use the Reaction of ``cid`` now ("" in play, ", in your hand"), or
    None when he may not surely use it."""
    inst = view.card(cid)
    d = view.definition(cid)
    if card_reaction_barred(view, cid, _MAY_BAR):  # not by a ban on other keywords (h40adv3 N8)
        return None
    if any(r.card == cid and r.this_turn for r in view.state.memory):
        return None  # a use recorded this turn (once per turn)
    if inst.in_play and inst.controlled_by == player and not inst.bowed:
        return ""
    if (
        inst.zone is Zone.HAND
        and inst.owner == player
        and d.type is CardType.STRATEGY
        and d.gold_cost == 0
    ):
        return ", in your hand"
    return None


def _offers(view: View, player: str, card: str) -> list[tuple[str, str, int, bool]]:
    """(card id, shown text, Gold, from the hand) of each Reaction offered for ``card``."""
    found = []
    for inst in view.state.cards:
        d = view.definition(inst.id)
        for said in (d.production_unread, *d.production_unread_more):
            unclear = _UNCLEAR.match(said)
            text = "" if unclear is None else unclear.group("text").strip()
            m = _SHAPE.match(text)
            if m is None:
                m = OTHER_CLAN.match(text)
                if m is None or not surely_other_clan(view, player, m.group("noun"), card):
                    continue
            elif not _surely(view, m.group("noun"), card):
                continue
            where = _usable(view, player, inst.id)
            if where is not None:
                shown = f"{d.title} ({inst.id}{where}): {said}"
                found.append((inst.id, shown, int(m.group("n")), bool(where)))
    return found


def with_paying_reactions(
    view: View,
    player: str,
    card: str,
    sources: list[gold.Source],
    payments: Sequence[gold.Payment],
) -> list[gold.Source]:
    """``sources`` with the Reactions offered for the one own payment for ``card`` (beside
    which only separate added payments may be: those it is not offered for)."""
    memo, partly = view.memo("offered_reactions"), view.memo("partly_offered_reactions")
    memo[(player, card)] = partly[(player, card)] = ()
    # "When a Holding bows to produce Gold, bow this card: ..." (Coin Pouch), any payment
    sources, bonus = with_holding_bonus(view, player, sources, reaction_barred, payments)
    memo[(player, card)] = bonus
    own = [p for p in payments if not p.paid_for.added]
    if len(own) != 1 or own[0].paid_for.action or not view.has(card):
        return sources
    offers = _offers(view, player, card)
    out = list(sources)
    for cid, _, n, hand in offers:
        out.append(
            gold.Source(
                id=f"{cid}:{REACT}",
                gold=n,
                only_for=PaySelector(action=False, added=False),
                extra_cost="played from your hand" if hand else "its Reaction, not bowed",
                weight=1 if hand else None,
                bows=False,
            )
        )
    shown = tuple(shown for _, shown, _, _ in offers)
    if len(payments) == 1:
        memo[(player, card)] = shown + bonus
    else:  # it may pay the added payment too: not said, a doubt there
        partly[(player, card)] = shown
    return out


def partly_offered(view: View, player: str, card: str) -> tuple[str, ...]:
    """The Reactions (as "Title (id): text") ``with_paying_reactions`` last offered for the own
    Gold cost of ``card`` only, a separate added payment beside it."""
    kept = view.memo("partly_offered_reactions").get((player, card), ())
    return tuple(str(t) for t in kept) if isinstance(kept, tuple) else ()


def offered_reactions(view: View, player: str, card: str) -> tuple[str, ...]:
    """The Reactions (as "Title (id): text") ``with_paying_reactions`` last offered for
    ``card``, those on a bowed card, and those a stated effect surely bars
    (``solver.reaction_stated_bar``): no longer a doubt on its shortfall."""
    kept = view.memo("offered_reactions").get((player, card), ())
    found = tuple(str(t) for t in kept) if isinstance(kept, tuple) else ()
    return found + _bowed(view, player) + barred_doubts(view, player)


def _bowed(view: View, player: str) -> tuple[str, ...]:
    """Those of the shape above on a bowed card ``player`` controls in play: an ability of a
    bowed card can't be used (Abilities and actions), so no doubt."""
    return tuple(
        f"{d.title} ({inst.id}): {said}"
        for inst in view.state.cards
        if inst.in_play and inst.controlled_by == player and inst.bowed
        for d in (view.definition(inst.id),)
        for said in (d.production_unread, *d.production_unread_more)
        if (m := _UNCLEAR.match(said)) is not None and _SHAPE.match(m.group("text").strip())
    )


def relaxed(sources: Sequence[gold.Source]) -> list[gold.Source]:
    """``sources`` with each Reaction offered for the own Gold cost only (``partly_offered``)
    allowed any payment for the card: the most its Gold may do, for a sure shortfall."""
    return [
        replace(s, only_for=PaySelector(action=False))
        if s.id.endswith(f":{REACT}") and s.only_for == PaySelector(action=False, added=False)
        else s
        for s in sources
    ]


def on_added_payment(shown: str) -> str:
    """``shown`` ("Title (id): what the Reaction's Gold may pay for is not clear: '<text>'")
    restated as the doubt left: whether it may pay the added payment."""
    head, sep, said = shown.partition(": ")
    m = _UNCLEAR.match(said)
    text = said if m is None else repr(m.group("text"))
    return (
        f"{head}{sep}it pays the card's own Gold cost, but whether its Gold may pay the Clan "
        f"Honor Rule's Gold (an added cost, paid separately) is not settled by the rules: {text}"
    )
