"""An ability granted to cards none of which the state has (``solver.grant_recipients``;
h37adv3 N2): Daigotsu Kanpeki, Unleashed's "Your Shadowlands Personalities without a printed
Fear ability have the ability, "Battle: Fear 2."" while every Spider Shadowlands Personality in
play prints a Fear: no such action (illegal; it was unknown). Real cards from ../shared/data
(skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import yaml_lines_board

_HEAD = [
    "turn: 7",
    "active_player: spider",
    "phase: attack",
    "segment: combat",
    "current_battlefield: crab-p1",
    "attacker: spider",
    "players:",
    "  - {id: spider, clan: spider, family_honor: 6}",
    "  - {id: crab, clan: crab, family_honor: 13}",
    "cards:",
    "  - {id: citadel, title: The Sinister Citadel of the Spider, owner: spider, zone: home}",
    "  - {id: kanpeki, title: 'Daigotsu Kanpeki, Unleashed • Experienced 4', owner: spider, "
    "zone: battlefield, battlefield: crab-p1}",
    "  - {id: roburo, title: Daigotsu Roburo, owner: spider, zone: battlefield, "
    "battlefield: crab-p1}",
    "  - {id: itta, title: Hiruma Itta, owner: crab, zone: battlefield, battlefield: crab-p1}",
]


def _board(tmp: Path, pool: CardPool, name: str, more: list[str]) -> LoadedState:
    return yaml_lines_board(tmp, pool, name, [*_HEAD, *more])


def test_no_card_receives_the_grant(tmp_path: Path, pool: CardPool) -> None:
    """Roburo prints "Battle: Fear 4", Kanpeki "Battle: Fear 5": illegal."""
    v = check(_board(tmp_path, pool, "none", []), "spider", "kanpeki", "granted")
    assert v.status == "illegal", (v.status, v.reasons)
    assert "no card has the ability" in v.reasons[0]


def test_a_receiver_in_play_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Control: Daigotsu Gyoken (Spider Shadowlands, no Fear) in play receives it: unknown."""
    gyoken = (
        "  - {id: gyoken, title: Daigotsu Gyoken, owner: spider, zone: battlefield, "
        "battlefield: crab-p1}"
    )
    v = check(_board(tmp_path, pool, "gyoken", [gyoken]), "spider", "kanpeki", "granted")
    assert v.status == "unknown", (v.status, v.reasons)


def test_one_at_home_or_in_hand(tmp_path: Path, pool: CardPool) -> None:
    """Control: Gyoken at home is in play too (unknown); in the hand he is no "Your ...
    Personalities" card in play (illegal)."""
    home = "  - {id: gyoken, title: Daigotsu Gyoken, owner: spider, zone: home}"
    hand = "  - {id: gyoken, title: Daigotsu Gyoken, owner: spider, zone: hand}"
    at_home = check(_board(tmp_path, pool, "home", [home]), "spider", "kanpeki", "granted")
    in_hand = check(_board(tmp_path, pool, "hand", [hand]), "spider", "kanpeki", "granted")
    assert at_home.status == "unknown", at_home.reasons
    assert in_hand.status == "illegal", in_hand.reasons


def test_each_of_your_clan_personalities(tmp_path: Path, pool: CardPool) -> None:
    """The Towers of the Yogo's "Each of your Scorpion Clan Personalities has the ability, ..."
    in a battle: with only Hiruma Itta (Crab Clan) no card has it (illegal); with Bayushi
    Manami (Scorpion Clan) the doubt stays (control)."""
    head = [
        "turn: 7",
        "active_player: scorp",
        "phase: attack",
        "segment: combat",
        "current_battlefield: crab-p1",
        "attacker: scorp",
        "players:",
        "  - {id: scorp, clan: scorpion, family_honor: 6}",
        "  - {id: crab, clan: crab, family_honor: 13}",
        "cards:",
        "  - {id: sh, title: The Towers of the Yogo, owner: scorp, zone: home}",
        "  - {id: c, title: Hida Kisada, owner: crab, zone: battlefield, battlefield: crab-p1}",
    ]
    for title, expected in (("Hiruma Itta", "illegal"), ("Bayushi Manami", "unknown")):
        path = tmp_path / f"{expected}.yaml"
        mine = (
            f"  - {{id: v, title: {title}, owner: scorp, zone: battlefield, battlefield: crab-p1}}"
        )
        path.write_text("\n".join([*head, mine]) + "\n")
        v = check(load_state(path, cards=pool), "scorp", "sh", "granted")
        assert v.status == expected, (title, v.status, v.reasons)
