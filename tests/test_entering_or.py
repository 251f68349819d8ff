"""A card's own entering change "if A or B" (model.oracle.entering_or; h25adv1 F3: Tamori
Ginrao, Protected Temple): priced when a part read holds, whatever the other part means; when
none holds and a part is not read, the sentence counts as not understood (a shortfall is
``unknown``, a legal plan not proven cheapest)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.entering import read_entering
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import set_board, set_personality

GINRAO_1 = (
    "Ginrao enters play for 1 less Gold if your Allegiance is Progressive or you are a Crane Clan "
    "player."
)
GINRAO_2 = (
    "Ginrao also enters play for 2 less Gold if you do not control another Ginrao or you took a "
    "Kharmic action this turn."
)
YASHIRO = "Enters play paying 2 less Gold if you are a Lion Clan or Scorpion Clan player."
BIKARU = "Enters play for 2 less Gold if you are Crab Clan or have Compassion or Courtesy."
TEMPLE = (
    "This Fortification enters play bowed and, if your Sensei is Brotherhood Sensei, for 2 less "
    "Gold."
)


def test_a_part_read_and_a_part_not_read() -> None:
    reading = read_entering([GINRAO_1, GINRAO_2], "Tamori Ginrao")
    assert reading.unread == () and reading.own_texts == (GINRAO_1, GINRAO_2)
    first, second = reading.changes
    assert first.gold == -1 and first.partial == GINRAO_1
    assert first.condition is not None and first.condition.your_clan == "crane"
    assert second.gold == -2 and second.partial == GINRAO_2
    assert second.condition is not None
    (none,) = second.condition.none_of
    assert none.control is not None and none.control.select.title_version == "tamori ginrao"
    # "have Compassion or Courtesy" is one clause (its parts start no clause of their own)
    (bikaru,) = read_entering([BIKARU], "Isawa Bikaru").changes
    assert bikaru.partial == BIKARU and bikaru.condition is not None
    assert bikaru.condition.your_clan == "crab"


def test_every_part_read() -> None:
    (change,) = read_entering([YASHIRO], "Tsuruchi Yashiro").changes
    assert change.gold == -2 and change.partial is None and change.condition is not None
    assert [c.your_clan for c in change.condition.any_of] == ["lion", "scorpion"]


def test_your_sensei_by_its_title() -> None:
    (change,) = read_entering([TEMPLE], "Protected Temple").changes
    assert change.gold == -2 and change.partial is None and change.condition is not None
    assert change.condition.control is not None
    select = change.condition.control.select
    assert select.title_version == "brotherhood sensei" and select.type == ("sensei",)


@pytest.mark.parametrize(
    "text",
    [
        # no part read
        "Enters play for 1 less Gold if your Allegiance is Progressive or you took a Kharmic "
        "action this turn.",
        # the grouping is not certain
        "Enters play for 1 less Gold if you are a Crane Clan player and your Allegiance is "
        "Progressive or you took a Kharmic action this turn.",
        # a Sensei's shorter name, not its title
        "This Holding enters play bowed and, if your Sensei is Hikahime, for 2 less Gold.",
        # another card's name, not its own
        "Enters play for 1 less Gold if you do not control another Kenzo or you are Progressive.",
    ],
)
def test_not_read(text: str) -> None:
    reading = read_entering([text], "Tamori Ginrao")
    assert reading.changes == () and reading.unread == (text,)


def _ginrao(tmp_path: Path, clan: str, keep: int, name: str) -> Any:
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": keep},
        set_personality("Tamori Ginrao", 5, text=f"{GINRAO_1} {GINRAO_2}"),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "g", "title": "Tamori Ginrao", "owner": "me", "zone": "province", "province": 0},
    ]
    players = [{"id": "me", "family_honor": 10, "clan": clan}]
    return set_board(tmp_path, cards, table, name, players=players)


def test_a_crane_player_pays_two_proven_cheapest(tmp_path: Path) -> None:
    """Crane, no other Ginrao: both parts read hold, 5 - 1 - 2 = 2 Gold, exactly."""
    verdict = check(_ginrao(tmp_path, "crane", 2, "crane"), "me", "g", RECRUIT, cheapest=True)
    assert verdict.status == "legal" and verdict.witness is not None, verdict.reasons
    assert "pay 2 Gold (Tamori Ginrao's Gold cost, -3 Gold: its own text)" in [
        o.text for o in verdict.witness.costs
    ]
    assert verdict.witness.cheapest and verdict.witness.plan_optimal
    short = check(_ginrao(tmp_path, "crane", 1, "crane1"), "me", "g", RECRUIT)
    assert short.status == "illegal", short.reasons


def test_another_player_is_not_proven_and_a_shortfall_is_unknown(tmp_path: Path) -> None:
    """Lion: the 1 less is not known (the Allegiance is not read); the 2 less holds: 3 Gold."""
    verdict = check(_ginrao(tmp_path, "lion", 3, "lion"), "me", "g", RECRUIT, cheapest=True)
    assert verdict.status == "legal" and verdict.witness is not None, verdict.reasons
    assert "pay 3 Gold (Tamori Ginrao's Gold cost, -2 Gold: its own text)" in [
        o.text for o in verdict.witness.costs
    ]
    assert not verdict.witness.cheapest and not verdict.witness.plan_optimal
    short = check(_ginrao(tmp_path, "lion", 2, "lion2"), "me", "g", RECRUIT)
    assert short.status == "unknown" and "Allegiance" in " ".join(short.reasons)


@pytest.mark.parametrize(
    ("sensei", "expected"), [("Brotherhood Sensei", "legal"), (None, "illegal")]
)
def test_protected_temple_with_its_sensei(
    tmp_path: Path, sensei: str | None, expected: str
) -> None:
    """5 Gold, 2 less with Brotherhood Sensei: 3 Gold from a 3-Gold Stronghold."""
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 3},
        {"title": "Protected Temple", "types": ["Holding"], "gold_cost": 5, "text": TEMPLE},
        {"title": "Brotherhood Sensei", "types": ["Sensei"], "gold_production": 0},
        {"title": "Other Sensei", "types": ["Sensei"], "gold_production": 0},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "s", "title": sensei or "Other Sensei", "owner": "me", "zone": "home"},
        {"id": "t", "title": "Protected Temple", "owner": "me", "zone": "province", "province": 0},
    ]
    loaded = set_board(tmp_path, cards, table, f"t{expected}")
    verdict = check(loaded, "me", "t", RECRUIT, cheapest=True)
    assert verdict.status == expected, verdict.reasons
    if expected == "legal":
        assert verdict.witness is not None and verdict.witness.cheapest


HILLS = (
    "This Holding enters play for 1 less Gold for each Shadowlands Follower and Personality you "
    "control."
)


def test_a_keyword_on_two_types_reads_two_ways() -> None:
    (change,) = read_entering([HILLS], "The Feeding Hills").changes
    assert change.gold == -1 and change.partial == HILLS and change.per_card is not None
    assert change.per_card.type == ("follower", "personality")
    assert change.per_card.keyword == ("shadowlands",)
    assert change.condition is not None
    (none,) = change.condition.none_of
    assert none.control is not None and none.control.select.not_keyword == ("shadowlands",)
    # a title, or a noun that is no card type, is not read
    for what in ("Shadowlands Follower and Iron Mine", "Shadowlands Follower and Follower"):
        text = HILLS.replace("Shadowlands Follower and Personality", what)
        assert read_entering([text], "The Feeding Hills").changes == ()


def _hills(tmp_path: Path, keep: int, human: bool, name: str) -> Any:
    """4 Gold, 1 less for each of a Shadowlands Personality and a Shadowlands Follower."""
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": keep},
        {"title": "The Feeding Hills", "types": ["Holding"], "gold_cost": 4, "text": HILLS},
        set_personality("Oni", 5, keywords=["Shadowlands"]),
        set_personality("Human", 5),
        {"title": "Zombies", "types": ["Follower"], "gold_cost": 1, "keywords": ["Shadowlands"]},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "oni", "title": "Oni", "owner": "me", "zone": "home"},
        {"id": "z", "title": "Zombies", "owner": "me", "zone": "home", "attached_to": "oni"},
        {"id": "h", "title": "The Feeding Hills", "owner": "me", "zone": "province", "province": 0},
    ]
    if human:
        table.append({"id": "hu", "title": "Human", "owner": "me", "zone": "home"})
    return set_board(tmp_path, cards, table, name)


def test_the_feeding_hills_sure_without_another_personality(tmp_path: Path) -> None:
    verdict = check(_hills(tmp_path, 2, False, "sure"), "me", "h", RECRUIT, cheapest=True)
    assert verdict.status == "legal" and verdict.witness is not None, verdict.reasons
    assert "pay 2 Gold (The Feeding Hills's Gold cost, -2 Gold: its own text)" in [
        o.text for o in verdict.witness.costs
    ]
    assert verdict.witness.cheapest
    assert check(_hills(tmp_path, 1, False, "short"), "me", "h", RECRUIT).status == "illegal"


def test_the_feeding_hills_beside_a_personality_without_the_keyword(tmp_path: Path) -> None:
    """The other reading would count the Human too: not priced, a shortfall unknown."""
    verdict = check(_hills(tmp_path, 4, True, "both"), "me", "h", RECRUIT, cheapest=True)
    assert verdict.status == "legal" and verdict.witness is not None, verdict.reasons
    assert not verdict.witness.cheapest
    short = check(_hills(tmp_path, 2, True, "bshort"), "me", "h", RECRUIT)
    assert short.status == "unknown" and "Shadowlands Follower" in " ".join(short.reasons)


KATAOKA = "Enters play for 1 less Gold for each Farm other players control."


def test_for_each_card_other_players_control() -> None:
    (change,) = read_entering([KATAOKA], "Kataoka").changes
    assert change.gold == -1 and change.partial is None and change.per_card is not None
    assert change.per_card.keyword == ("farm",) and change.per_card.controller == "opponent"


@pytest.mark.parametrize(("keep", "expected"), [(3, "legal"), (2, "illegal")])
def test_kataoka_counts_the_farms_of_others_only(tmp_path: Path, keep: int, expected: str) -> None:
    """5 Gold, 2 less for their two Farms; my own Farm does not count: 3."""
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": keep},
        set_personality("Kataoka", 5, text=KATAOKA),
        {"title": "Farm", "types": ["Holding"], "gold_cost": 2, "keywords": ["Farm"]},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "mine", "title": "Farm", "owner": "me", "zone": "home", "bowed": True},
        {"id": "f1", "title": "Farm", "owner": "them", "zone": "home"},
        {"id": "f2", "title": "Farm", "owner": "them", "zone": "home"},
        {"id": "k", "title": "Kataoka", "owner": "me", "zone": "province", "province": 0},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    loaded = set_board(tmp_path, cards, table, f"k{keep}", players=players)
    verdict = check(loaded, "me", "k", RECRUIT, cheapest=True)
    assert verdict.status == expected, verdict.reasons
    if expected == "legal":
        assert verdict.witness is not None and verdict.witness.cheapest
