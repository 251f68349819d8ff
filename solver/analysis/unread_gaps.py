"""Sentences of the deck's cards the goldfish does not apply, listed "not modelled" rather than
left silent (h44adv4 G1: Journey's End Keep • Experienced's "After this card produces gold, you
may not Recruit Personalities until the end of the Phase."; G3):

- a lasting sentence on the plays not read (``CardDef.lasting_unread``; ``solver.lasting_plays``
  doubts the check's answer with it): the simulation's purchases do not respect it;
- a sentence giving cards qualities (keywords, Clans, stats) not read, of a card in play from the
  start (the Stronghold, the Sensei, the Wind): the simulation's table does not carry it, so a
  Gold condition testing it ("if you control a Tactician") is asked without it. One the
  simulation writes on its table (``solver.stat_keyword_grant``, Aranai Sensei) or pays
  (``solver.certain_increase``, listed with the grants if not) is not repeated here;
- Gold the simulation never uses (``solver.analysis.unused_gold``: a mode only for what the
  deck never buys, a Gold sentence not understood; h46adv3 W1, W2)."""

from __future__ import annotations

from model.decklist import DeckList
from solver.analysis.sensei_gold import in_simulation
from solver.analysis.unused_gold import unused_gold_gaps
from solver.certain_increase import certain_increase_shape
from solver.stat_keyword_grant import stat_grant_shape

__all__ = ["unread_gaps"]

LASTING_EFFECT = "the simulation does not apply it: its purchases may break it"
TRAIT_EFFECT = "the simulation does not apply it: a Gold condition testing it is asked without it"


def unread_gaps(deck: DeckList) -> list[tuple[str, int, str, str, str]]:
    """(title, copies, kind, text, effect) for each such sentence, in list order."""
    copies: dict[str, int] = {}
    cards = {}
    for entry in deck.entries():
        copies[entry.title] = copies.get(entry.title, 0) + entry.count
        cards[entry.title] = entry.card
    out: list[tuple[str, int, str, str, str]] = []
    for title, card in cards.items():
        out.extend(
            (title, copies[title], "lasting", t, LASTING_EFFECT) for t in card.lasting_unread
        )
    starting = (deck.stronghold, deck.sensei, deck.wind)
    for entry in (e for e in starting if e is not None):
        card = entry.card
        for said in card.qualities_unread:
            if said in card.grants_unread or certain_increase_shape(said):
                continue  # listed with the grants, or paid
            if stat_grant_shape(said) and in_simulation(card):
                continue  # written on the table each turn
            out.append((entry.title, 1, "trait", said, TRAIT_EFFECT))
    return [*out, *unused_gold_gaps(deck)]
