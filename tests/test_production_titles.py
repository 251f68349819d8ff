"""Cards named by their title in Gold text (Reference 03; ``model.oracle.production_titles``):
"plus 1 Gold for each Iron Mine in play", "the number of Forests in play plus the number of
Silk Works in play". Readings, and a Recruit checked on a board."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.common import CardType
from model.load import LoadedState
from model.oracle.production import analyse_production
from model.selectors import Controller, Selector
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


_SMITHS = ":bow:: Produce 2 Gold, plus 1 Gold for each Iron Mine in play."


def test_a_card_named_by_its_title() -> None:
    (mode,) = analyse_production(_SMITHS, CardType.HOLDING).modes or ()
    (per,) = mode.per_card
    assert mode.gold == 2 and per.gold == 1
    assert per.select.controller is Controller.ANY
    # the title at any Experienced level (Reference 02), or the keyword
    iron = (Selector(title_version="iron mine"), Selector(keyword=("iron mine",)))
    assert per.select.any_of == iron
    silk = analyse_production(
        ":bow:: Produce an amount of Gold equal to the number of Forests in play plus the number "
        "of Silk Works in play.",
        CardType.HOLDING,
    )
    (mode,) = silk.modes or ()
    forests, works = mode.per_card
    assert forests.select == Selector(keyword=("forest",))
    assert Selector(title_version="silk works") in works.select.any_of


def test_names_that_are_not_titles() -> None:
    # lower case, keywords only, a word of the rules: not a title, not read
    for text in (
        ":bow:: Produce 2 Gold, plus 1 Gold for each iron mine in play.",
        ":bow:: Produce 2 Gold, plus 1 Gold for each Human Shugenja in play.",
    ):
        assert analyse_production(text, CardType.HOLDING).status == "unmodelled", text
    # a keyword of two words stays a keyword
    (mode,) = (
        analyse_production(
            ":bow:: Produce 2 Gold, plus 1 Gold for each Geisha House you control.",
            CardType.HOLDING,
        ).modes
        or ()
    )
    assert mode.per_card[0].select.keyword == ("geisha house",)


def _board(tmp: Path, mines: list[str]) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"title": "Blacksmiths", "types": ["Holding"], "text": _SMITHS, "gold_cost": 4},
        {"title": "Iron Mine", "types": ["Holding"], "keywords": ["Mine"], "gold_cost": 5},
        {"title": "Deep Mine", "types": ["Holding"], "keywords": ["Iron Mine"], "gold_cost": 5},
        {
            "title": "Corrupted Iron Mine",
            "types": ["Holding"],
            "keywords": ["Iron Mine", "Mine"],
            "gold_cost": 0,
            "text": "This card does not count toward Blacksmiths' first trait's additional Gold "
            "production, and that trait produces 1 less Gold when it produces Gold.",
        },
        KEEP_CARD,
        set_personality("Buyer", 6),
    ]
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "smiths", "title": "Blacksmiths", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Buyer", "owner": "me", "zone": "province", "province": 1},
    ]
    table += [
        {"id": f"m{i}", "title": t, "owner": "me", "zone": "home", "bowed": True}
        for i, t in enumerate(mines)
    ]
    return set_board(tmp, cards, table, "_".join(m[:4] for m in mines))


def test_iron_mines_on_the_board(tmp_path: Path) -> None:
    # Keep 2 + Blacksmiths 2 + an Iron Mine and a card with the Iron Mine keyword = 6
    assert check(_board(tmp_path, ["Iron Mine", "Deep Mine"]), "me", "p", RECRUIT).legal
    assert check(_board(tmp_path, ["Iron Mine"]), "me", "p", RECRUIT).status == "illegal"
    # a card whose text may lower the Gold (not read): a plan is not trusted
    doubt = check(_board(tmp_path, ["Iron Mine", "Corrupted Iron Mine"]), "me", "p", RECRUIT)
    assert doubt.status == "unknown"


_VEIN = (
    ":bow:: Produce Gold equal to 2 plus the number of Shadowlands Personalities you control "
    "without the printed Shadowlands keyword. If this pays for a Personality, permanently give "
    "him Shadowlands."
)


def test_cards_without_a_printed_keyword() -> None:
    (mode,) = analyse_production(_VEIN, CardType.HOLDING).modes or ()
    every, printed = mode.per_card
    assert mode.gold == 2
    assert every.select == Selector(
        type=(CardType.PERSONALITY,), keyword=("shadowlands",), controller=Controller.YOU
    )
    assert (printed.select.base_keyword, printed.gold) == (("shadowlands",), -1)


def test_cards_without_a_printed_keyword_on_the_board(tmp_path: Path) -> None:
    cards: list[dict[str, Any]] = [
        {"title": "Vein", "types": ["Holding"], "text": _VEIN, "gold_cost": 2},
        KEEP_CARD,
        set_personality("Tainted", 2),
        set_personality("Born", 2, keywords=["Shadowlands"]),
        set_personality("Buyer", 5),
    ]
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "vein", "title": "Vein", "owner": "me", "zone": "home"},
        {"id": "t", "title": "Tainted", "owner": "me", "zone": "home", "bowed": True},
        {"id": "b", "title": "Born", "owner": "me", "zone": "home", "bowed": True},
        {"id": "p", "title": "Buyer", "owner": "me", "zone": "province", "province": 1},
    ]
    # only Born: printed Shadowlands, so Vein produces 2; Keep 2 + 2 < 5
    assert check(set_board(tmp_path, cards, table, "born"), "me", "p", RECRUIT).status == "illegal"
    # Tainted given Shadowlands by an effect: 2 + 1; Keep 2 + 3 = 5
    table[2] = {**table[2], "added_keywords": ["shadowlands"]}
    assert check(set_board(tmp_path, cards, table, "tainted"), "me", "p", RECRUIT).legal


_GRAIN = ":bow:: Produce Gold equal to the number of Provinces you have, minus 1."


def test_gold_by_the_provinces_you_have(tmp_path: Path) -> None:
    (mode,) = analyse_production(_GRAIN, CardType.HOLDING).modes or ()
    assert (mode.gold, mode.per_province, [b.gold for b in mode.bonuses]) == (0, True, [-1])
    cards: list[dict[str, Any]] = [
        {"title": "Grain", "types": ["Holding"], "text": _GRAIN},
        KEEP_CARD,
        set_personality("Buyer", 5),
    ]
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "grain", "title": "Grain", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Buyer", "owner": "me", "zone": "province", "province": 1},
    ]

    def status(provinces: int | None) -> str:
        me: dict[str, Any] = {"id": "me", "family_honor": 10}
        if provinces is not None:
            me["provinces"] = provinces
        loaded = set_board(tmp_path, cards, table, f"grain{provinces}", players=[me])
        return check(loaded, "me", "p", RECRUIT).status

    assert status(4) == "legal"  # Keep 2 + (4 - 1)
    assert status(3) == "illegal"  # Keep 2 + 2 < 5
    assert status(None) == "unknown"  # how many Provinces: not stated


_MERCHANTS = (
    ":bow:: Produce 4 Gold, plus 1 additional Gold for each Farm, Mine, and Port you control."
)


def test_a_count_of_several_kinds(tmp_path: Path) -> None:
    (mode,) = analyse_production(_MERCHANTS, CardType.HOLDING).modes or ()
    (per,) = mode.per_card
    assert per.select.any_keyword == ("farm", "mine", "port") and per.unsettled_overlap
    cards: list[dict[str, Any]] = [
        {"title": "Merchants", "types": ["Holding"], "text": _MERCHANTS, "gold_cost": 7},
        {"title": "Farm", "types": ["Holding"], "keywords": ["Farm"], "gold_cost": 1},
        {"title": "Mine", "types": ["Holding"], "keywords": ["Mine"], "gold_cost": 1},
        {"title": "Bazaar", "types": ["Holding"], "keywords": ["Farm", "Port"], "gold_cost": 1},
        KEEP_CARD,
        set_personality("Buyer", 8),
    ]

    def status(others: list[str]) -> str:
        table: list[dict[str, Any]] = [
            {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
            {"id": "m", "title": "Merchants", "owner": "me", "zone": "home"},
            {"id": "p", "title": "Buyer", "owner": "me", "zone": "province", "province": 1},
        ]
        table += [
            {"id": f"o{i}", "title": t, "owner": "me", "zone": "home", "bowed": True}
            for i, t in enumerate(others)
        ]
        loaded = set_board(tmp_path, cards, table, "".join(others))
        return check(loaded, "me", "p", RECRUIT).status

    assert status(["Farm", "Mine"]) == "legal"  # Keep 2 + 4 + 2
    assert status(["Farm"]) == "illegal"  # 2 + 4 + 1
    # a Farm and Port: counted once or twice is not settled
    assert status(["Farm", "Bazaar"]) == "unknown"
