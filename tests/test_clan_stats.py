"""A card's own stat change under a player's Clan ("Irezu has +1C if another player is Lion
Clan.", Bayushi Irezu • Experienced): with the Clans stated it is applied or changes nothing
(``model.clan_stats``; Reference 02, a player's Clan Alignment); with a Clan not stated it stays
a doubt (h28rev1 irezu: a needless unknown)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.clan_stats import ClanStat, read_clan_stat
from model.common import Stat
from solver.good_faith import check
from tests.builders import set_board, set_personality

IREZU = "Irezu has +1C if another player is Lion Clan."
MOVE = (
    "<b>Battle:</b> Move home a target unit whose total Force is less than or equal to Irezu's Chi."
)


@pytest.mark.parametrize(
    ("said", "read"),
    [
        (IREZU, ClanStat("Irezu", ((Stat.CHI, 1),), frozenset({"lion"}), True)),
        (
            "This Personality has +1F/-1C if you are a Crab or Crane Clan player.",
            ClanStat(
                "This Personality",
                ((Stat.FORCE, 1), (Stat.CHI, -1)),
                frozenset({"crab", "crane"}),
                False,
            ),
        ),
        # not read: out of play too, a keyword, an unknown Clan, no Clan word
        ("Kengo has +1PH (in and out of play) if another player is Crab Clan.", None),
        ("This Holding has Legacy if you are a Crab Clan player.", None),
        ("Irezu has +1C if another player is Foo Clan.", None),
        ("Irezu has +1C if another player is Shadowlands Horde.", None),
        ("Rama Singh has -1 Gold Cost if you are a Mantis Clan player.", None),
    ],
)
def test_read_clan_stat(said: str, read: ClanStat | None) -> None:
    assert read_clan_stat(said) == read


def _move(tmp: Path, them: str | None, enemy_force: int, text: str = IREZU) -> Any:
    cards: list[dict[str, Any]] = [
        set_personality("Bayushi Irezu", 4, force=5, chi=2, text=f"{text}<br>{MOVE}"),
        set_personality("Foe", 4, force=enemy_force),
    ]
    table = [
        {"id": "irezu", "title": "Bayushi Irezu", "owner": "me", "zone": "battlefield"}
        | {"battlefield": "them-p1"},
        {"id": "foe", "title": "Foe", "owner": "them", "zone": "battlefield"}
        | {"battlefield": "them-p1"},
    ]
    players = [
        {"id": "me", "family_honor": 10, "clan": "scorpion"},
        {"id": "them", "family_honor": 10} | ({"clan": them} if them else {}),
    ]
    loaded = set_board(
        tmp, cards, table, phase="attack", segment="combat", current_battlefield="them-p1",
        attacker="me", defender="them", players=players,
    )  # fmt: skip
    return check(loaded, "me", "irezu", 0)


@pytest.mark.parametrize(
    ("them", "force", "expected"),
    [
        ("lion", 3, "legal"),  # Chi 2 + 1 = 3: the Foe's Force 3 is at most that
        ("crane", 3, "illegal"),  # Chi 2 < 3
        ("crane", 2, "legal"),
        (None, 3, "unknown"),  # the other player's Clan not stated: the sentence stays a doubt
    ],
)
def test_irezu_chi_under_another_players_clan(
    tmp_path: Path, them: str | None, force: int, expected: str
) -> None:
    verdict = _move(tmp_path, them, force)
    assert verdict.status == expected, verdict.reasons
    if expected == "unknown":
        assert IREZU in verdict.reasons[0]


def test_control_the_players_own_clan(tmp_path: Path) -> None:
    """'if you are a Scorpion Clan player': the controller's stated Clan settles it."""
    text = "Irezu has +1C if you are a Scorpion Clan player."
    assert _move(tmp_path, "crane", 3, text).status == "legal"
    text = "Irezu has +1C if you are a Lion Clan player."
    assert _move(tmp_path, "lion", 3, text).status == "illegal"
