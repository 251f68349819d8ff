"""Cards brought into play by an action (Abilities and actions / Good Faith Rule: it must be
able to enter play legally): their own "Will only Equip to ..." (Reference 03, attachments),
their own read entering changes when the action pays their cost (Costs and restrictions /
Changes to costs and payments), and unread sentences naming Equip or Recruit
(solver/playing.py doubt_brought)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.entering import not_own, read_entering
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality

_EQUIP = "<b>Open:</b> Equip a Weapon to your target Personality."
_BRING = (
    "<b>Open:</b> Choose your performing Nonhuman Personality face-up in your province: Bring "
    "him into play, paying all costs."
)


def test_only_equip_to_is_read_like_only_attach_to() -> None:
    r = read_entering("Will only Equip to a Crane Clan Personality.", "T Sword")
    assert r.only_to is not None and r.only_to.clan == "crane"
    assert r.only_to_text == "Will only Equip to a Crane Clan Personality."
    assert not r.unread and not r.grants_unread


def _sword_board(tmp: Path, clan: str, sword: str, in_play: list[dict[str, Any]]) -> str:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": 5},
        set_personality("Lord", 3, clans=[clan.title()]),
        {"title": "Arm", "types": ["Strategy"], "decks": ["Fate"], "gold_cost": 0, "text": _EQUIP},
        {
            "title": "Sword",
            "types": ["Item"],
            "keywords": ["Weapon"],
            "decks": ["Fate"],
            "gold_cost": 2,
            "force": 1,
            "text": sword,
        },
    ]
    for extra in in_play:
        cards.append({"types": ["Holding"], "gold_cost": 2, **extra})
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "arm", "title": "Arm", "owner": "me", "zone": "hand"},
        {"id": "sword", "title": "Sword", "owner": "me", "zone": "hand"},
    ]
    for i, extra in enumerate(in_play):
        table.append({"id": f"x{i}", "title": extra["title"], "owner": "me", "zone": "home"})
    loaded = set_board(tmp, cards, table, "arm", phase="action")
    return check(loaded, "me", "arm", 0).status


@pytest.mark.parametrize(("clan", "expected"), [("crane", "legal"), ("lion", "illegal")])
def test_an_action_equipping_asks_only_equip_to(tmp_path: Path, clan: str, expected: str) -> None:
    """A Ready Soul's shape: the only Weapon "Will only Equip to a Crane Clan Personality"."""
    sword = "Will only Equip to a Crane Clan Personality."
    assert _sword_board(tmp_path, clan, sword, []) == expected


@pytest.mark.parametrize(
    ("own", "gold", "expected"),
    [
        ("", 4, "illegal"),  # 6 Gold to pay, 4 produced
        ("Enters play paying 2 less Gold.", 4, "legal"),  # its own read change: 4
        ("Enters play paying 1 less Gold for each Nonhuman you control.", 4, "illegal"),  # 5
        ("Enters play paying 1 less Gold for each Nonhuman you control.", 5, "legal"),
        ("Enters play paying 2 more Gold.", 6, "illegal"),  # 8
    ],
)
def test_a_brought_card_is_priced_with_its_own_entering_change(
    tmp_path: Path, own: str, gold: int, expected: str
) -> None:
    """Rise of the Dark Naga bringing The Shakash: "paying all costs" pays the cost the card
    itself changes, as Recruit does (``printed_entering_delta``)."""
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": gold},
        set_personality("Naga", 6, keywords=["Nonhuman"], text=own),
        {"title": "Rise", "types": ["Strategy"], "decks": ["Fate"], "gold_cost": 0, "text": _BRING},
        set_personality("Ally", 1, keywords=["Nonhuman"]),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "ally", "title": "Ally", "owner": "me", "zone": "home"},
        {"id": "naga", "title": "Naga", "owner": "me", "zone": "province", "province": 1},
        {"id": "rise", "title": "Rise", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "rise", phase="action")
    assert check(loaded, "me", "rise", 0).status == expected


@pytest.mark.parametrize(
    ("sword", "in_play", "expected"),
    [
        # a card in play naming Equip (Benika Sensei, Koiso Sensei): unknown, not legal
        ("", "You cannot Equip Weapons.", "unknown"),
        ("", "You may only Equip Weapons that are Fire.", "unknown"),
        # a sentence naming only Recruit does not touch an Equip
        ("", "You cannot Recruit Holdings.", "legal"),
        # its own sentence naming Equip, not read
        ("Cannot be Equipped to a Unique Personality.", "", "unknown"),
        ("", "", "legal"),
    ],
)
def test_an_action_equipping_asks_the_sentences_naming_equip(
    tmp_path: Path, sword: str, in_play: str, expected: str
) -> None:
    """Recruitment Station, Temple of Serenity: an action whose effect Equips is asked the
    trait sentences naming Equip, as the rulebook Equip is (``doubt_play_traits``)."""
    extra = [{"title": "Ban", "text": in_play}] if in_play else []
    assert _sword_board(tmp_path, "crane", sword, extra) == expected


@pytest.mark.parametrize(
    ("text", "own"),
    [
        ("Enters play paying 1 less Gold.", True),
        ("T Sleeper enters play for 2 less Gold if you control a Courtier.", True),
        ("This Holding enters play for 1 less Gold if you are a Mantis Clan player.", True),
        ("Your Holdings enter play for 1 less Gold.", False),
        ("If you control a Courtier, your Holdings enter play for 1 less Gold.", False),
    ],
)
def test_its_own_entering_sentence_is_no_reduction_of_other_payments(text: str, own: bool) -> None:
    r = read_entering(text, "T Sleeper")
    assert bool(r.own_texts) == own
    assert not_own([text], r.own_texts) == (() if own else (text,))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Enters play paying 1 less Gold.", "illegal"),  # its own entering, already past
        # read exactly (``solver.in_play_reductions``): 3 - 1 = 2 pays it
        ("Your Holdings enter play for 1 less Gold.", "legal"),
        # not read (a condition): may lower it
        ("Your Holdings enter play for 1 less Gold if you control the Imperial Favor.", "unknown"),
    ],
)
def test_a_shortfall_beside_a_card_with_its_own_entering_change(
    tmp_path: Path, text: str, expected: str
) -> None:
    """The Sleepless One in play: Recruiting a 3-Gold Holding with 2 Gold is illegal."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Sleeper", 4, text=text),
        {"title": "Village", "types": ["Holding"], "decks": ["Dynasty"], "gold_cost": 3},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sleeper", "title": "Sleeper", "owner": "me", "zone": "home"},
        {"id": "h1", "title": "Village", "owner": "me", "zone": "province", "province": 1},
    ]
    loaded = set_board(tmp_path, cards, table, "village")
    assert check(loaded, "me", "h1", RECRUIT).status == expected


@pytest.mark.parametrize(("honor", "expected"), [(3, "legal"), (0, "unknown")])
def test_a_follower_brought_is_asked_its_honor_requirement(
    tmp_path: Path, honor: int, expected: str
) -> None:
    """Inspirational Address / Yogo Haruto: a Follower's Honor Requirement above every host's
    Personal Honor is ``unknown`` on the bring path as on the rulebook Equip."""
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": 5},
        set_personality("Lord", 3, personal_honor=honor),
        {"title": "Rally", "types": ["Strategy"], "decks": ["Fate"], "gold_cost": 0,
         "text": "<b>Open:</b> Equip a Follower to your target Personality."},
        {"title": "Guard", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 1,
         "force": 1, "honor_requirement": 3},
    ]  # fmt: skip
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "rally", "title": "Rally", "owner": "me", "zone": "hand"},
        {"id": "guard", "title": "Guard", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "rally", phase="action")
    assert check(loaded, "me", "rally", 0).status == expected


def test_the_library_treasury_carries_its_own_entering_change() -> None:
    """The Imperial Treasury's hand encoding: its own "This Holding enters play for 1 less Gold
    if you are a Mantis Clan player." is its entering change, not a reduction of others."""
    from model.load import bundled_library

    card = bundled_library()["The Imperial Treasury"]
    (change,) = card.entering
    assert change.gold == -1 and change.condition is not None
    assert change.condition.your_clan == "mantis"
    assert not card.reductions_unread and not card.entering_unread
