"""A card's own sentence naming the Clans of the players it will not (or will only) be
controlled by or join ("Will not be controlled by a Scorpion Clan player.", "Will not join a
Mantis Clan player."): read for the card itself with ``players[].clan`` (Reference 02: a
player's Clan Alignment; Reference 03: a card entering play comes under its player's control).
A Recruit by a player it bars is illegal (h28adv3 F1: it was a false legal, then a doubt), by
another player it is no doubt, and with no Clan stated it stays unread (unknown)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.own_entry import clan_players
from solver.verdict import Play
from tests.builders import KEEP_CARD, set_board, set_personality

_SCORPION = frozenset({"scorpion"})


@pytest.mark.parametrize(
    ("said", "title", "read"),
    [
        (
            "Will not be controlled by a Scorpion Clan player.",
            "Bayushi Aramasu",
            (_SCORPION, False),
        ),
        (
            "Aramasu will not be controlled by a Scorpion Clan player.",
            "Bayushi Aramasu",
            (_SCORPION, False),
        ),
        (
            "Will not be controlled by a Crab Clan, Phoenix Clan, or Scorpion Clan player.",
            "X",
            (frozenset({"crab", "phoenix", "scorpion"}), False),
        ),
        ("Will not join a Mantis Clan player.", "X", (frozenset({"mantis"}), False)),
        (
            "Natsu will not join a Unicorn Clan player.",
            "Moto Natsu",
            (frozenset({"unicorn"}), False),
        ),
        (
            "Will not join a Brotherhood of Shinsei player.",
            "X",
            (frozenset({"brotherhood of shinsei"}), False),
        ),
        ("May only be controlled by a Lion Clan player.", "X", (frozenset({"lion"}), True)),
        ("Will only join a Crane Clan player.", "X", (frozenset({"crane"}), True)),
        (
            "Will only enter play if you are a Crane Clan player.",
            "X",
            (frozenset({"crane"}), True),
        ),
        # not read: no Clan named, another card's subject, another clause
        ("Will not be controlled by a Shadowlands Horde player.", "X", None),
        ("Will not be controlled by a non-Shadowlands Horde player.", "X", None),
        ("Will only join a player whose Wind is The Kanpeki Dynasty.", "X", None),
        ("Will not join a player with 1 or higher Family Honor.", "X", None),
        ("Otemi will not join a Unicorn Clan player.", "Moto Natsu", None),
        ("Will not join a Naga player or attach Naga Followers.", "X", None),
        ("Can only be controlled by his owner.", "X", None),
    ],
)
def test_clan_player_sentences(
    said: str, title: str, read: tuple[frozenset[str], bool] | None
) -> None:
    assert clan_players(said, title) == read


def _recruit(tmp: Path, clan: str | None, text: str) -> Any:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": 8},
        set_personality("Bayushi Aramasu", 5, text=text),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Bayushi Aramasu", "owner": "me", "zone": "province", "province": 1},
    ]
    me: dict[str, Any] = {"id": "me", "family_honor": 5} | ({"clan": clan} if clan else {})
    players = [me, {"id": "them", "family_honor": 5}]
    return check(set_board(tmp, cards, table, players=players), "me", "p", Play.RECRUIT)


@pytest.mark.parametrize(
    ("clan", "text", "expected"),
    [
        ("scorpion", "Will not be controlled by a Scorpion Clan player.", "illegal"),
        (
            "scorpion",
            "Aramasu will not be controlled by a Crab Clan, or Scorpion Clan player.",
            "illegal",
        ),
        ("phoenix", "Will not be controlled by a Scorpion Clan player.", "legal"),
        (None, "Will not be controlled by a Scorpion Clan player.", "unknown"),
        ("mantis", "Will not join a Mantis Clan player.", "illegal"),
        ("crab", "Will not join a Mantis Clan player.", "legal"),
        ("crab", "Will only join a Mantis Clan player.", "illegal"),
        ("mantis", "Will only join a Mantis Clan player.", "legal"),
        # control: a sentence not read stays a doubt whatever the Clan
        ("scorpion", "Will not be controlled by a Shadowlands Horde player.", "unknown"),
    ],
)
def test_a_recruit_by_a_player_the_sentence_bars(
    tmp_path: Path, clan: str | None, text: str, expected: str
) -> None:
    """Aramasu (unaligned, GC 5; 8 Gold): illegal for a player
    his sentence bars, witnessed by it; legal for another; unknown with no Clan stated."""
    verdict = _recruit(tmp_path, clan, text)
    assert verdict.status == expected, verdict.reasons
    if expected == "illegal":
        assert verdict.reasons[0].startswith("it enters play only for a ")
        assert text in verdict.reasons[0]


def test_a_stronghold_of_another_clan_leaves_the_stated_clan_unsettled(tmp_path: Path) -> None:
    """h29rm2: a "Scorpion" player with a Mantis Stronghold was paid as Mantis by the Gold
    readers (a Clan player controls that Clan's Stronghold, Reference 02) and let in as not
    Mantis by "Will not join a Mantis Clan player.": the two sources disagree, so the sentence
    is not read (unknown); a Stronghold of the stated Clan settles it (control)."""

    def recruit(stronghold_clan: str) -> str:
        cards: list[dict[str, Any]] = [
            {**KEEP_CARD, "gold_production": 8, "clans": [stronghold_clan]},
            set_personality("Hitomi Juppun", 5, text="Will not join a Mantis Clan player."),
        ]
        table = [
            {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
            {"id": "p", "title": "Hitomi Juppun", "owner": "me", "zone": "province", "province": 1},
        ]
        players = [
            {"id": "me", "family_honor": 5, "clan": "scorpion"},
            {"id": "them", "family_honor": 5},
        ]
        return check(
            set_board(tmp_path, cards, table, players=players), "me", "p", Play.RECRUIT
        ).status

    assert recruit("Mantis") == "unknown"
    assert recruit("Scorpion") == "legal"
