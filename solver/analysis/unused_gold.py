"""Gold the goldfish never uses, listed "not modelled" rather than left silent (h46adv3 W1, W2).

The simulation buys only Recruits and Equips (``solver.analysis.goldfish``), each paid as a
card's Gold cost entering play (``model.payments.PaidFor``: not an action's Gold cost). So:

- a production mode whose Gold "may only pay for" what no purchase of the deck is ("Tireless
  Reaction: When paying for an action, produce 2 Gold which may only pay for that action.",
  Luxurious Silk, Yasuki Tanimura; "for a Spell only") produces nothing there; every card
  the deck may buy is tried against it (``PaySelector.matches``; "your Clan Alignment" taken
  as any clan, so that no usable mode is listed);
- a sentence of a card that can be in play, not understood, that produces Gold, lowers a cost
  or lets a card enter play for free ("Tireless Interrupt, :gstar:: If this Holding bowed to
  produce Gold to Recruit a Personality, Equip an attachment to him from your hand for 4 less
  Gold after he enters play.", Secluded Outpost) is not played (Costs and restrictions /
  Changes to costs and payments), unless another gap already names it.

Modes listed elsewhere (a card leaving play, a penalty, a target, a past occurrence: the
goldfish's own gaps) are not repeated."""

from __future__ import annotations

import re
from dataclasses import replace

from model.cards import ATTACHMENT_TYPES, CardDef, CardType, ProductionMode
from model.decklist import DeckList
from model.lazy_regex import lazy_regex
from model.payments import PaidFor, PaySelector
from solver.analysis.gap_words import mode_text, not_simulated
from solver.production import paid_for
from solver.production_past import mode_pasts

__all__ = ["unused_gold_gaps"]

ONLY_EFFECT = (
    "the simulation does not use it: its Gold may pay for none of the deck's Recruits or Equips"
)
TEXT_EFFECT = "the simulation does not use it (no Gold produced, no cost lowered)"

#: a sentence producing Gold or lowering a cost to enter play
_GOLD_TEXT = lazy_regex(
    r"\b(?:less|fewer) Gold\b|\bproduc\w*\b[^.]*\bGold\b|\bGold Production\b|\bfor free\b"
    r"|\bignoring (?:its |his |her |their )?Gold Cost",
    re.IGNORECASE,
)
_LOWERS = lazy_regex(r"\b(?:less|fewer) Gold\b|\bfor free\b|\bignoring\b", re.IGNORECASE)
_ONLY = lazy_regex(r"\bproduce\b[^.]*\bGold\b[^.]*\bonly\b", re.IGNORECASE)
_IN_PLAY = frozenset(
    {CardType.HOLDING, CardType.STRONGHOLD, CardType.SENSEI, CardType.PERSONALITY}
) | frozenset(ATTACHMENT_TYPES)


def _purchases(deck: DeckList) -> list[PaidFor]:
    """What each card the deck may buy is paid as: a Recruit or an Equip, and the Clan Honor
    Rule's added payment beside a Recruit."""
    out: list[PaidFor] = []
    for entry in (*deck.dynasty, *deck.fate):
        card = entry.card
        if card.gold_cost is None:
            continue
        if card.type in ATTACHMENT_TYPES:
            out.append(paid_for(card, equip=True))
        elif card.type in (CardType.PERSONALITY, CardType.HOLDING):
            recruit = paid_for(card, recruit=True)
            out.extend((recruit, replace(recruit, added=True)))
    return out


def _never_paid(only: PaySelector, purchases: list[PaidFor]) -> bool:
    sel = replace(only, your_clan=None, clan=None) if only.your_clan else only
    return not any(sel.matches(p) for p in purchases)


def _known_texts(card: CardDef) -> set[str]:
    return {
        card.production_unread,
        *card.reductions_unread,
        *card.entering_unread,
        *card.grants_unread,
        *card.lasting_unread,
        *card.qualities_unread,
    }


def _unused(card: CardDef, purchases: list[PaidFor]) -> list[str]:
    """The words of ``card``'s "only for" modes none of ``purchases`` may use. The modes of one
    sentence read as alternatives ("if paying for an attachment": an Item's, a Follower's, ...)
    are one: unused only when none is used."""
    groups: dict[ProductionMode, list[PaySelector]] = {}
    for mode in card.production:
        if mode.only_for is not None and not (not_simulated(mode) or mode_pasts(mode)):
            groups.setdefault(replace(mode, only_for=None), []).append(mode.only_for)
    out: list[str] = []
    for mode, onlies in groups.items():
        if all(_never_paid(only, purchases) for only in onlies):
            said = _sentence(card) or mode_text(card, replace(mode, only_for=onlies[0]))
            if said not in out:
                out.append(said)
    return out


def _sentence(card: CardDef) -> str | None:
    """The one printed paragraph producing Gold that "may only pay for" something, if one."""
    found = [p.strip() for p in (card.printed_text or "").splitlines() if _ONLY.search(p)]
    return found[0] if len(found) == 1 else None


def unused_gold_gaps(deck: DeckList) -> list[tuple[str, int, str, str, str]]:
    """(title, copies, kind, text, effect) for each such mode or sentence, in list order."""
    copies: dict[str, int] = {}
    cards: dict[str, CardDef] = {}
    for entry in deck.entries():
        copies[entry.title] = copies.get(entry.title, 0) + entry.count
        cards[entry.title] = entry.card
    purchases = _purchases(deck)
    out: list[tuple[str, int, str, str, str]] = []
    for title, card in cards.items():
        if card.type not in _IN_PLAY:
            continue
        if not card.production_unread:
            out.extend(
                (title, copies[title], "only for", said, ONLY_EFFECT)
                for said in _unused(card, purchases)
            )
        known = _known_texts(card)
        for ability in card.abilities:
            for said in ability.not_understood:
                if said not in known and _GOLD_TEXT.search(said):
                    kind = "reduction" if _LOWERS.search(said) else "gold"
                    out.append((title, copies[title], kind, said, TEXT_EFFECT))
    return out
