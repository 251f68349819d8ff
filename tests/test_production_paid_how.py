"""Gold production for a payment that Equips or Recruits its card (Reference 02, "Open: Equip",
"Dynasty: Recruit"; Costs and restrictions / Gold production): "when paying to Equip an Item or
Spell from your hand", "when it pays to Recruit or Equip a single Library or Spell only".
Readings, and an Equip checked on a board."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.common import CardType
from model.load import LoadedState
from model.oracle.production import analyse_production
from model.payments import PaidFor, PaySelector
from solver.good_faith import check
from solver.verdict import EQUIP
from tests.builders import KEEP_CARD, set_board, set_personality


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


_ENCAMPMENT = (
    ":bow:: Produce 2 Gold, or 4 Gold when paying to Equip an Item or Spell from your hand "
    "which may only pay for that card."
)


def test_paying_to_equip_from_your_hand() -> None:
    analysis = analyse_production(_ENCAMPMENT, CardType.HOLDING)
    assert analysis.status == "modelled"
    plain, item, spell = analysis.modes or ()
    assert (plain.gold, plain.only_for) == (2, None)
    assert (item.gold, item.only_for) == (4, PaySelector(type=CardType.ITEM, equip=True))
    assert (spell.gold, spell.only_for) == (4, PaySelector(type=CardType.SPELL, equip=True))
    assert item.only_for is not None
    assert item.only_for.matches(PaidFor(type=CardType.ITEM, equip=True))
    assert not item.only_for.matches(PaidFor(type=CardType.ITEM))  # brought into play otherwise
    # "from your hand" with anything but Equip: not read
    recruit = analyse_production(_ENCAMPMENT.replace("to Equip", "to Recruit"), CardType.HOLDING)
    assert recruit.status == "unmodelled"


def test_when_it_pays_to_recruit_or_equip() -> None:
    analysis = analyse_production(
        "This Holding has +1GP when it pays to Recruit or Equip a single Library or Spell only.",
        CardType.HOLDING,
        1,
    )
    assert analysis.status == "modelled"
    (mode,) = analysis.modes or ()
    assert {(b.when.keyword, b.when.type, b.when.recruit, b.when.equip) for b in mode.bonuses} == {
        ("library", None, True, None),
        (None, CardType.SPELL, True, None),
        ("library", None, None, True),
        (None, CardType.SPELL, None, True),
    }
    # only a card is Recruited or Equipped, not an action
    action = analyse_production(
        "This Holding has +1GP when it pays to Equip a single Kharmic action only.",
        CardType.HOLDING,
        1,
    )
    assert action.status == "unmodelled"


def _equip_board(tmp: Path, item_type: str) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"title": "Encampment", "types": ["Holding"], "text": _ENCAMPMENT, "gold_cost": 2},
        KEEP_CARD,
        set_personality("Bearer", 3),
        {"title": "Gear", "types": [item_type], "decks": ["Fate"], "gold_cost": 6, "focus": 1},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "camp", "title": "Encampment", "owner": "me", "zone": "home"},
        {"id": "bearer", "title": "Bearer", "owner": "me", "zone": "home"},
        {"id": "gear", "title": "Gear", "owner": "me", "zone": "hand"},
    ]
    return set_board(tmp, cards, table, item_type, phase="action")


def test_equipping_an_item_on_the_board(tmp_path: Path) -> None:
    # Keep 2 + Encampment 4 (Equipping an Item) = 6
    assert check(_equip_board(tmp_path, "Item"), "me", "gear", EQUIP).legal
    # a Follower gets only 2 from it: 4 < 6
    assert check(_equip_board(tmp_path, "Follower"), "me", "gear", EQUIP).status == "illegal"


def test_a_face_up_card_paid_for() -> None:
    # a card entering play is face-up (Reference 05): "face-up" adds nothing
    (_, follower, personality) = (
        analyse_production(
            ":bow:: Produce 2 Gold, or 4 Gold if paying for a Human Follower or a face-up "
            "Unaligned Personality which may only pay for that card.",
            CardType.HOLDING,
        ).modes
        or ()
    )
    assert follower.only_for == PaySelector(
        action=False, type=CardType.FOLLOWER, not_keyword=("nonhuman",)
    )
    assert personality.only_for == PaySelector(
        action=False, type=CardType.PERSONALITY, unaligned=True
    )


_SAPPHIRE = (
    "When paying for a single Item only, this Holding has +1GP, and an additional +1GP if the "
    "Item costs 6 or more."
)


def test_a_bonus_by_the_cost_of_the_card_paid_for() -> None:
    (mode,) = analyse_production(_SAPPHIRE, CardType.HOLDING, 2).modes or ()
    assert mode.from_stat is not None
    assert [(b.when, b.gold) for b in mode.bonuses] == [
        (PaySelector(action=False, type=CardType.ITEM), 1),
        (PaySelector(action=False, type=CardType.ITEM, min_gold_cost=6), 1),
    ]
    # another card named in the second clause: not read
    other = _SAPPHIRE.replace("if the Item", "if the Spell")
    assert analyse_production(other, CardType.HOLDING, 2).status == "unmodelled"


def _sapphire_board(tmp: Path, cost: int) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {
            "title": "Sapphire",
            "types": ["Holding"],
            "text": _SAPPHIRE,
            "gold_cost": 2,
            "gold_production": 2,
        },
        KEEP_CARD,
        set_personality("Bearer", 3),
        {"title": "Gear", "types": ["Item"], "decks": ["Fate"], "gold_cost": cost, "focus": 1},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "mine", "title": "Sapphire", "owner": "me", "zone": "home"},
        {"id": "bearer", "title": "Bearer", "owner": "me", "zone": "home"},
        {"id": "gear", "title": "Gear", "owner": "me", "zone": "hand"},
    ]
    return set_board(tmp, cards, table, f"sapphire{cost}", phase="action")


def test_an_item_of_cost_6_on_the_board(tmp_path: Path) -> None:
    # Keep 2 + Sapphire 2 + 1 (an Item) + 1 (of cost 6) = 6
    assert check(_sapphire_board(tmp_path, 6), "me", "gear", EQUIP).legal
    assert check(_sapphire_board(tmp_path, 7), "me", "gear", EQUIP).status == "illegal"


_MONASTERY = (
    ":bow:: When paying for a non-variable-cost Monk, produce Gold equal to the Monk's Gold "
    "Cost which may only pay for them."
)


def test_gold_equal_to_the_cost_of_the_card_paid_for() -> None:
    (mode,) = analyse_production(_MONASTERY, CardType.HOLDING).modes or ()
    assert mode.only_for == PaySelector(action=False, keyword="monk", min_gold_cost=0)
    (cost,) = mode.bonuses
    assert cost.plus_gold_cost and cost.gold == 0
    from solver.gold import Source

    source = Source("m", mode.gold or 0, mode.bonuses, mode.only_for)
    assert source.gold_for(PaidFor(type=CardType.PERSONALITY, keywords=("monk",), gold_cost=7)) == 7
    assert source.gold_for(PaidFor(type=CardType.PERSONALITY, keywords=("monk",))) is None  # X
    assert source.gold_for(PaidFor(type=CardType.PERSONALITY, gold_cost=7)) is None
    # the card named again must be the same
    other = _MONASTERY.replace("the Monk's", "the Shugenja's")
    assert analyse_production(other, CardType.HOLDING).status == "unmodelled"


def _monastery_board(tmp: Path, keywords: list[str]) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"title": "Monastery", "types": ["Holding"], "text": _MONASTERY, "gold_cost": 6},
        KEEP_CARD,
        set_personality("Buyer", 7, keywords=keywords),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "monastery", "title": "Monastery", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Buyer", "owner": "me", "zone": "province", "province": 1},
    ]
    return set_board(tmp, cards, table, "monk" if keywords else "samurai")


def test_a_monk_paid_in_full_on_the_board(tmp_path: Path) -> None:
    from solver.verdict import RECRUIT

    assert check(_monastery_board(tmp_path, ["Monk"]), "me", "p", RECRUIT).legal
    assert check(_monastery_board(tmp_path, ["Samurai"]), "me", "p", RECRUIT).status == "illegal"


_VASSALS = (
    ":bow:: Produce 2 Gold, or 4 Gold when paying for a Personality with your Clan Alignment and "
    "a printed Gold Cost of 10 or greater which may only pay for him."
)


def test_a_personality_with_your_clan_alignment() -> None:
    _, mode = analyse_production(_VASSALS, CardType.HOLDING).modes or ()
    assert mode.only_for == PaySelector(
        action=False, type=CardType.PERSONALITY, min_gold_cost=10, your_clan=True
    )
    # unresolved (whose clan?), it pays for nothing
    assert not mode.only_for.matches(PaidFor(type=CardType.PERSONALITY, clan="crab", gold_cost=10))


def _vassals_board(tmp: Path, clan: str | None, buyer_clan: str) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"title": "Vassals", "types": ["Holding"], "text": _VASSALS, "gold_cost": 3},
        {**KEEP_CARD, "gold_production": 6},
        set_personality("Buyer", 10, clans=[buyer_clan]),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "vassals", "title": "Vassals", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Buyer", "owner": "me", "zone": "province", "province": 1},
    ]
    me: dict[str, Any] = {"id": "me", "family_honor": 10}
    if clan is not None:
        me["clan"] = clan
    return set_board(tmp, cards, table, f"v{clan}{buyer_clan}", players=[me])


def test_your_clan_on_the_board(tmp_path: Path) -> None:
    from solver.verdict import RECRUIT

    # Keep 6 + Vassals 4 (a Crab Personality of cost 10, for a Crab player) = 10
    assert check(_vassals_board(tmp_path, "crab", "Crab"), "me", "p", RECRUIT).legal
    # another clan's: Vassals gives 2 (and the Clan Honor Rule adds 2)
    assert check(_vassals_board(tmp_path, "crab", "Lion"), "me", "p", RECRUIT).status == "illegal"
    assert check(_vassals_board(tmp_path, None, "Crab"), "me", "p", RECRUIT).status == "illegal"
