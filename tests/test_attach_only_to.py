"""An attachment's "Will only attach to a Crane Clan Personality" (Reference 03, attachments):
read into ``AttachRules.only_to``, so Equip and every effect attaching it ask it
(model/oracle/entering.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.entering import read_entering
from solver.good_faith import check
from solver.verdict import EQUIP
from tests.builders import KEEP_CARD, set_board, set_personality


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Will only attach to a Crane Clan Personality.", "crane"),
        ("Can only attach to a Samurai.", "samurai"),
    ],
)
def test_reading(text: str, said: str) -> None:
    got = read_entering(text, "T Guard").only_to
    assert got is not None and said in (got.clan or "", *got.keyword)


@pytest.mark.parametrize(
    ("text", "either"),
    [
        ("Will only attach to a Samurai or Bushi.", ("samurai", "bushi")),
        ("Can only attach to a Courtier or Magistrate.", ("courtier", "magistrate")),
        # Clans or card types: not read
        ("Will only attach to a Crab or Crane.", None),
        ("Will only attach to a Follower or Item.", None),
    ],
)
def test_reading_either_keyword(text: str, either: tuple[str, ...] | None) -> None:
    """h27adv2 N2 (Seasoned Cavalry): a Personality with either keyword."""
    r = read_entering(text, "T Guard")
    got = None if r.only_to is None else r.only_to.any_keyword
    assert got == either
    assert bool(r.unread) == (either is None)


def test_not_read_is_unread() -> None:
    r = read_entering("Will only attach to a Personality who won a duel this turn.", "T Guard")
    assert r.only_to is None and r.unread


def _equip_guard(tmp_path: Path, lord: dict[str, Any], text: str) -> str:
    """The Equip of a Follower printing ``text`` onto the one Personality ``lord``."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 3, **lord),
        {
            "title": "Guard",
            "types": ["Follower"],
            "decks": ["Fate"],
            "gold_cost": 1,
            "force": 1,
            "text": text,
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "guard", "title": "Guard", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "attach", phase="action")
    return check(loaded, "me", "guard", EQUIP).status


@pytest.mark.parametrize(("clan", "expected"), [("crane", "legal"), ("lion", "illegal")])
def test_equip_asks_it(tmp_path: Path, clan: str, expected: str) -> None:
    text = "Will only attach to a Crane Clan Personality."
    assert _equip_guard(tmp_path, {"clans": [clan.title()]}, text) == expected


@pytest.mark.parametrize(
    ("keywords", "expected"), [(["Bushi"], "legal"), (["Courtier"], "illegal")]
)
def test_equip_asks_either_keyword(tmp_path: Path, keywords: list[str], expected: str) -> None:
    text = "Will only attach to a Samurai or Bushi."
    assert _equip_guard(tmp_path, {"keywords": keywords}, text) == expected


@pytest.mark.parametrize(
    ("text", "takes_no"),
    [
        ("Cannot attach Followers or Items.", ("follower", "item")),
        ("Cannot attach Armor or Followers.", ("armor", "follower")),
        ("Cannot attach Items.", ("item",)),
        ("Cannot attach to a Scorpion Clan Personality.", ()),  # the attachment's own: unread
    ],
)
def test_a_personality_that_takes_no_attachments_of_a_kind(
    text: str, takes_no: tuple[str, ...]
) -> None:
    r = read_entering(text, "T Lord")
    assert r.takes_no == takes_no
    assert bool(r.unread) == (not takes_no)


@pytest.mark.parametrize(
    ("trait", "expected"),
    [
        ("", "legal"),
        ("Cannot attach Followers or Items.", "illegal"),
        ("Cannot attach Items.", "legal"),
    ],
)
def test_equip_asks_the_host(tmp_path: Path, trait: str, expected: str) -> None:
    """Gekido no Oni's "Cannot attach Followers or Items.": Equip of a Follower onto him, his
    controller's only Personality, is illegal (Good Faith: a Personality who can legally take
    it)."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 3, text=trait),
        {"title": "Guard", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 1, "force": 1},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "guard", "title": "Guard", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "takes", phase="action")
    v = check(loaded, "me", "guard", EQUIP)
    assert v.status == expected, v.reasons
    if expected == "illegal":
        assert "cannot attach" in " ".join(v.reasons)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        # an attachment attaches to a Personality: "will not attach to a <keyword> Personality"
        # leaves the Personalities without it (h24adv1 r1: Inevitable Victory)
        ("Will not attach to a Shadowlands Personality.", True),
        ("Will not attach to a Water Personality.", True),
        # the keyword printed as its icon (h29adv2 F9: Ketsuen, Yamigatai in the set files)
        ("Will not attach to a :shadowlands: Personality.", True),
        # a Clan (no "not that Clan" selector), two words: not read
        ("Cannot attach to a Scorpion Clan Personality.", False),
        ("Will not attach to a Shadowlands Samurai Personality.", False),
    ],
)
def test_reading_will_not_attach_to(text: str, read: bool) -> None:
    r = read_entering(text, "T Blade")
    if read:
        assert r.only_to is not None and not r.only_to.keyword and len(r.only_to.not_keyword) == 1
        assert r.only_to_text == text and not r.unread
    else:
        assert r.only_to is None and r.unread == (text,)


@pytest.mark.parametrize("said", ["Shadowlands", ":shadowlands:"])
@pytest.mark.parametrize(("keywords", "expected"), [([], "legal"), (["Shadowlands"], "illegal")])
def test_equip_asks_will_not_attach_to(
    tmp_path: Path, keywords: list[str], expected: str, said: str
) -> None:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 3, keywords=keywords),
        {
            "title": "Blade",
            "types": ["Item"],
            "decks": ["Fate"],
            "gold_cost": 1,
            "force": 1,
            "keywords": ["Weapon"],
            "text": f"Will not attach to a {said} Personality.",
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "blade", "title": "Blade", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "notattach", phase="action")
    v = check(loaded, "me", "blade", EQUIP)
    assert v.status == expected, v.reasons
