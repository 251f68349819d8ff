""" "Target one to three non-Ring cards in discard piles" (Exquisite Gifts; h45adv2 N1;
``model.cardtext.target_modifiers``): "in discard piles" with no owner is every player's Fate and
Dynasty discard piles (Reference 05), and a card type does not choose the pile (the card is in
whichever holds it). Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.cards import CardType
from model.cardtext import import_text
from model.load import load_state
from model.oracle.pool import CardPool
from model.selectors import Controller, Place
from solver.good_faith import check

BOARDS = Path(__file__).parent / "data" / "h45fixb"
_GIFTS = (
    "<b>Battle/Open:</b> Target one to three non-Ring cards in discard piles: Remove them from "
    "the game."
)


def _read(text: str) -> tuple[str, object, object]:
    p = import_text(text, title="Exquisite Gifts", card_type=CardType.STRATEGY).paragraphs[0]
    if p.ability is None or not p.ability.targets:
        return p.level, None, None
    sel = p.ability.targets[0].select
    return p.level, sel.controller, sel.location


def test_reading_any_players_discard_piles() -> None:
    assert _read(_GIFTS) == ("full", Controller.ANY, Place.DISCARD)
    yours = _GIFTS.replace("in discard piles", "in your discard piles")
    assert _read(yours) == ("full", Controller.YOU, Place.DISCARD)


def test_a_hand_or_one_pile_without_an_owner_stays_unread() -> None:
    assert _read(_GIFTS.replace("in discard piles", "in hand"))[0] != "full"
    assert _read(_GIFTS.replace("in discard piles", "in discard pile"))[0] != "full"


def test_a_non_ring_card_in_another_players_discard_pile(pool: CardPool) -> None:
    state = load_state(BOARDS / "action1.yaml", cards=pool)
    assert check(state, "scorpion", "eg", 0).status == "legal"


def test_control_only_a_ring_in_the_discard_piles(pool: CardPool) -> None:
    state = load_state(BOARDS / "action1_ring.yaml", cards=pool)
    assert check(state, "scorpion", "eg", 0).status == "illegal"
