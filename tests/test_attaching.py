"""Cards an action's effects attach (``solver.playing.doubt_brought``): the host questions
the rules files leave open answer unknown, as for the rulebook Equip (false legals found by
h23adv1: Proper Equipment putting on a second Armor, Kensai's Blade beside a Two-Handed Weapon,
Inspirational Address attaching Home Guard to a Personality without the Personal Honor)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders import card, played

ARMOR = "<b>Open:</b> Equip an Armor to your target Personality."
WEAPON = "<b>Open:</b> Equip a Weapon to your target Personality."
FOLLOWER = "<b>Open:</b> Equip a Follower to your target Personality."

LORD: dict[str, Any] = {"title": "T Lord", "type": "personality", "force": 1, "personal_honor": 1}
KENSAI: dict[str, Any] = {**LORD, "title": "T Kensai", "keywords": ["kensai"]}
ITEMS: list[dict[str, Any]] = [
    {"title": "T Mail", "type": "item", "keywords": ["armor"], "gold_cost": 0},
    {"title": "T Plate", "type": "item", "keywords": ["armor"], "gold_cost": 0},
    {"title": "T Sword", "type": "item", "keywords": ["weapon"], "gold_cost": 0},
    {"title": "T Great", "type": "item", "keywords": ["weapon", "two-handed"], "gold_cost": 0},
    {"title": "T Guard", "type": "follower", "force": 1, "honor_requirement": 3, "gold_cost": 0},
    {"title": "T Spear", "type": "follower", "force": 1, "honor_requirement": 1, "gold_cost": 0},
]


def _status(text: str, host: str, worn: tuple[str, ...], in_hand: str, second: bool = False) -> str:
    cards = [card("lord", host, "me"), card("new", in_hand, "me", zone="hand")]
    cards += [card(f"w{i}", t, "me", attached_to="lord") for i, t in enumerate(worn)]
    if second:
        cards.append(card("other", "T Lord", "me"))
    return played(text, [LORD, KENSAI, *ITEMS], cards)


@pytest.mark.parametrize(
    ("text", "host", "worn", "in_hand", "expected"),
    [
        (ARMOR, "T Lord", (), "T Mail", "legal"),
        (ARMOR, "T Lord", ("T Plate",), "T Mail", "unknown"),  # a second Armor
        (WEAPON, "T Kensai", ("T Sword",), "T Sword", "legal"),  # a Kensai's second Weapon
        (WEAPON, "T Kensai", ("T Great",), "T Sword", "unknown"),  # beside a Two-Handed one
        (WEAPON, "T Lord", ("T Sword",), "T Sword", "illegal"),  # one Weapon (Reference 03)
        (FOLLOWER, "T Lord", (), "T Spear", "legal"),
        (FOLLOWER, "T Lord", (), "T Guard", "unknown"),  # Honor Requirement 3, Personal Honor 1
    ],
)
def test_a_card_an_action_attaches(
    text: str, host: str, worn: tuple[str, ...], in_hand: str, expected: str
) -> None:
    assert _status(text, host, worn, in_hand) == expected


def test_a_settled_host_among_them_settles_it() -> None:
    # "your target Personality": another Personality of yours, with no Armor, can take it
    assert _status(ARMOR, "T Lord", ("T Plate",), "T Mail", second=True) == "legal"


@pytest.mark.parametrize(("unread", "expected"), [((), "illegal"), (True, "unknown")])
def test_a_card_brought_whose_unread_text_may_allow_it(unread: bool, expected: str) -> None:
    """An illegal answer of an action bringing a card is unknown when that card's own text not
    read could allow it ("Attaches to a Paragon or Kensai paying 3 less Gold.", Maga-yari: a
    false illegal found by h23adv1 F7); no Gold here, the Weapon costs 3."""
    said = ("Attaches to a Paragon or Kensai paying 3 less Gold.",) if unread else ()
    blade = {
        "title": "T Blade",
        "type": "item",
        "keywords": ["weapon"],
        "gold_cost": 3,
        "entering_unread": list(said),
    }
    cards = [card("lord", "T Lord", "me"), card("new", "T Blade", "me", zone="hand")]
    assert played(WEAPON, [LORD, blade], cards) == expected
