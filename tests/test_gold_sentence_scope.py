"""Unread Gold sentences of cards in play scoped by what they name (Costs and restrictions /
Changes to costs and payments; Reference 02: Recruit, Equip; ``solver.gold_sentence_scope``;
issue 13: h29adv2 F1, F6, F8, F13, F15; h29adv3 N5, N6, N8, N13): each needless doubt is gone,
and the doubt stays on a play the sentence can touch."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import as_view
from solver.gold_sentence_scope import fixed_reduction, gold_sentence_concerns
from solver.good_faith import check
from solver.shortfall_scope import cannot_pay_for
from solver.verdict import Play
from tests.builders import KEEP_CARD, set_board, set_personality

AOHAMA = "Actions from your non-variable cost Strategies cost :g1: less, to a minimum of :g1:."
INVEST = "This Invest cost cannot be reduced."
MISHIME = (
    "You pay :g2: less for :maho: actions and Spells for each player who controls any "
    ":shadowlands: cards."
)
KAZUTOSHI = (
    "Other players' Personalities in and out of play have their Honor Requirements increased by"
    " 10, and they may pay 2 additional Gold when paying for Personalities with their Clan"
    " Alignment to ignore their Honor Requirements."
)
FARM = (
    "The first Farm you Recruit each turn enters play for :g1: less, to a minimum of 1, and has"
    " Renew."
)
GOROBEI = "While you control :favor:, your Fortifications enter play paying :g1: less."
ANCESTOR = (
    "Repeatable Reaction: When paying for a Holding, bow this card's Personality to have the"
    " Holding enter play for 3 less Gold."
)
HIKAHIME = "Your non-Ashigaru Personalities in and out of play have +1 Gold Cost."
HIDESHI = (
    "Dynasty/Open: Produce 1 Gold, which may only be used to pay for a single Economic action or"
    " Invest cost."
)


def _board(
    tmp: Path,
    said: str,
    *,
    cost: int,
    speaker: str = "me",
    kind: str = "Personality",
    keywords: list[str] | None = None,
    phase: str = "dynasty",
    card_fields: dict[str, Any] | None = None,
) -> Any:
    """``me`` with a Keep (2 Gold); ``speaker`` controls a Personality saying ``said``; ``me``
    has a card of ``kind`` costing ``cost`` in a province (a Holding, a Personality) or in hand
    (an Item, a Spell) and a host at home."""
    fate = kind in ("Item", "Spell")
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Speaker", 1, text=said),
        set_personality("Host", 1, keywords=["Shugenja"]),
        {"title": "Card", "types": [kind], "decks": ["Fate" if fate else "Dynasty"],
         "gold_cost": cost, "keywords": keywords or [],
         **({"force": 1, "chi": 1, "honor_requirement": 0, "personal_honor": 0}
            if kind == "Personality" else {}),
         **({"focus": 1} if fate else {}), **(card_fields or {})},
    ]  # fmt: skip
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "host", "title": "Host", "owner": "me", "zone": "home"},
        {"id": "sp", "title": "Speaker", "owner": speaker, "zone": "home"},
        {"id": "c", "title": "Card", "owner": "me", "zone": "hand"}
        if fate
        else {"id": "c", "title": "Card", "owner": "me", "zone": "province", "province": 1},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    return set_board(tmp, cards, table, phase=phase, players=players)


def _play(loaded: Any, kind: str) -> Any:
    play = Play.EQUIP if kind in ("Item", "Spell") else Play.RECRUIT
    return check(loaded, "me", "c", play)


@pytest.mark.parametrize(
    ("said", "kind", "keywords", "yours", "expected"),
    [
        (AOHAMA, "Personality", [], True, False),
        (AOHAMA, "Spell", [], True, False),
        (INVEST, "Holding", [], True, False),
        (MISHIME, "Personality", [], True, False),
        (MISHIME, "Spell", [], False, False),
        (MISHIME, "Spell", [], True, None),  # its controller's Spell: may be cheaper
        (KAZUTOSHI, "Item", [], False, False),
        (KAZUTOSHI, "Personality", [], True, False),
        (KAZUTOSHI, "Personality", [], False, None),  # another player's Personality
        (FARM, "Personality", [], True, False),
        (FARM, "Holding", ["Farm"], False, False),
        (FARM, "Holding", ["Farm"], True, None),
        (GOROBEI, "Holding", [], True, False),
        (GOROBEI, "Holding", ["Fortification"], True, None),
        ("Your Holdings enter play paying :g1: less.", "Personality", [], True, None),  # not here
        ("You pay :g2: less for Spells unless you are the Defender.", "Item", [], True, None),
    ],
)
def test_whom_the_sentence_concerns(
    tmp_path: Path, said: str, kind: str, keywords: list[str], yours: bool, expected: bool | None
) -> None:
    view = as_view(_board(tmp_path, said, cost=1, kind=kind, keywords=keywords))
    assert gold_sentence_concerns(said, view, view.definition("c"), "c", yours) is expected


def test_fixed_reduction() -> None:
    assert fixed_reduction(GOROBEI) == 1
    assert fixed_reduction("Your Fortifications enter play paying :g2: less.") == 2
    assert fixed_reduction(FARM) is None  # "the first ... each turn": not read for its amount
    assert fixed_reduction("Your Fortifications enter play paying :g1: less for each Wall.") is None


@pytest.mark.parametrize(
    ("said", "speaker", "kind", "cost", "expected"),
    [
        (AOHAMA, "me", "Personality", 2, "legal"),  # F1: a Recruit is no Strategy's action
        (AOHAMA, "me", "Personality", 3, "illegal"),
        (INVEST, "me", "Personality", 2, "legal"),  # N5: its own Invest cost only
        (MISHIME, "them", "Personality", 2, "legal"),  # F15: the opponent's "You"
        (MISHIME, "them", "Personality", 3, "illegal"),
        (MISHIME, "me", "Personality", 3, "illegal"),  # a Recruit is no :maho: action
        (MISHIME, "me", "Spell", 3, "unknown"),  # control: its controller's Spell
        (KAZUTOSHI, "them", "Item", 2, "legal"),  # N8: an Item has no Honor Requirement
        (KAZUTOSHI, "them", "Personality", 2, "unknown"),  # control: HR raised by 10
    ],
)
def test_a_sentence_doubts_only_the_plays_it_names(
    tmp_path: Path, said: str, speaker: str, kind: str, cost: int, expected: str
) -> None:
    phase = "action" if kind in ("Item", "Spell") else "dynasty"
    loaded = _board(tmp_path, said, cost=cost, speaker=speaker, kind=kind, phase=phase)
    v = _play(loaded, kind)
    assert v.status == expected, v.reasons


@pytest.mark.parametrize(
    ("said", "kind", "keywords", "cost", "expected"),
    [
        (FARM, "Personality", [], 2, "legal"),  # F6: not a Farm
        (FARM, "Holding", [], 3, "illegal"),
        (FARM, "Holding", ["Farm"], 3, "unknown"),  # control: the first Farm, 1 less
        (GOROBEI, "Holding", ["Fortification"], 2, "legal"),  # F8: payable at full price
        (GOROBEI, "Holding", ["Fortification"], 3, "unknown"),  # 1 less would pay it
        (GOROBEI, "Holding", ["Fortification"], 4, "illegal"),  # F8: short by more than 1
        (GOROBEI, "Personality", [], 3, "illegal"),  # not a Fortification
    ],
)
def test_keyword_scoped_reductions(
    tmp_path: Path, said: str, kind: str, keywords: list[str], cost: int, expected: str
) -> None:
    loaded = _board(tmp_path, said, cost=cost, kind=kind, keywords=keywords)
    v = _play(loaded, kind)
    assert v.status == expected, v.reasons


@pytest.mark.parametrize(
    ("kind", "keywords", "cost", "expected"),
    [
        ("Personality", [], 1, "legal"),  # N13: 1 + 1 <= 2
        ("Personality", [], 2, "illegal"),  # 2 + 1 > 2: paid exactly
        ("Personality", ["Ashigaru"], 2, "legal"),  # N13: an Ashigaru pays no more
        ("Holding", [], 2, "legal"),  # N13: not a Personality
    ],
)
def test_a_gold_cost_raised_for_non_keyword_personalities(
    tmp_path: Path, kind: str, keywords: list[str], cost: int, expected: str
) -> None:
    loaded = _board(tmp_path, HIKAHIME, cost=cost, kind=kind, keywords=keywords)
    v = _play(loaded, kind)
    assert v.status == expected, v.reasons


@pytest.mark.parametrize(
    ("kind", "cost", "expected"),
    [
        ("Personality", 3, "illegal"),  # N6: a reduction for Holdings only
        ("Holding", 3, "unknown"),  # control: 3 less would pay it
    ],
)
def test_an_ancestors_reduction_for_holdings(
    tmp_path: Path, kind: str, cost: int, expected: str
) -> None:
    v = _play(_board(tmp_path, ANCESTOR, cost=cost, kind=kind), kind)
    assert v.status == expected, v.reasons


def test_gold_only_for_economic_actions_pays_for_no_card(tmp_path: Path) -> None:
    """F13: Gold that "may only be used to pay for a single Economic action or Invest cost"."""
    view = as_view(_board(tmp_path, HIDESHI, cost=3))
    shown = f"Hideshi (sp): Gold text not understood: '{HIDESHI}'"
    assert cannot_pay_for(shown, view.definition("c"))
    other = "Open: Produce 1 Gold, which may only be used to pay for a single Holding."
    assert not cannot_pay_for(f"Hideshi (sp): '{other}'", view.definition("c"))
    v = _play(_board(tmp_path, HIDESHI, cost=3), "Personality")
    assert v.status == "illegal", v.reasons


IGNORE_HR = "Crab Clan players may ignore Card's Honor Requirement."


@pytest.mark.parametrize(
    ("hr", "cost", "expected"),
    [
        (12, 3, "illegal"),  # F8 (Ayameko): its HR ignored, 3 Gold > 2 all the same
        (12, 2, "unknown"),  # control: payable, only the HR refuses it
        (5, 3, "illegal"),  # its HR met: short of Gold, the permission pays nothing
    ],
)
def test_an_honor_requirement_permission_pays_no_gold(
    tmp_path: Path, hr: int, cost: int, expected: str
) -> None:
    fields = {"honor_requirement": hr, "text": IGNORE_HR}
    v = _play(_board(tmp_path, "", cost=cost, card_fields=fields), "Personality")
    assert v.status == expected, v.reasons
    if expected == "illegal":
        assert v.details[0].code == "gold", v.reasons
