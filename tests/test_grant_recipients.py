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


def test_a_receiver_in_play_has_it(tmp_path: Path, pool: CardPool) -> None:
    """Control: Daigotsu Gyoken (Spider Shadowlands, no Fear) in play receives it: his
    ``granted`` is the Fear 2, checked (h42grant: was the doubt on Kanpeki's ``granted``);
    Kanpeki's own ``granted`` names him."""
    gyoken = (
        "  - {id: gyoken, title: Daigotsu Gyoken, owner: spider, zone: battlefield, "
        "battlefield: crab-p1}"
    )
    loaded = _board(tmp_path, pool, "gyoken", [gyoken])
    v = check(loaded, "spider", "gyoken", "granted")
    assert v.status == "legal", (v.status, v.reasons)
    assert v.witness is not None and v.witness.targets == {"target1": ("itta",)}
    k = check(loaded, "spider", "kanpeki", "granted")
    assert k.status == "illegal" and "Daigotsu Gyoken (gyoken)" in k.reasons[0]


def test_one_at_home_or_in_hand(tmp_path: Path, pool: CardPool) -> None:
    """Control: Gyoken at home is in play too (he has it: his ``granted`` is checked, as a
    printed Battle ability of a card at home is); in the hand he is no "Your ...
    Personalities" card in play (illegal)."""
    home = "  - {id: gyoken, title: Daigotsu Gyoken, owner: spider, zone: home}"
    hand = "  - {id: gyoken, title: Daigotsu Gyoken, owner: spider, zone: hand}"
    at_home = check(_board(tmp_path, pool, "home", [home]), "spider", "gyoken", "granted")
    in_hand = check(_board(tmp_path, pool, "hand", [hand]), "spider", "kanpeki", "granted")
    assert at_home.status == "legal", at_home.reasons
    assert in_hand.status == "illegal", in_hand.reasons


def test_each_of_your_clan_personalities(tmp_path: Path, pool: CardPool) -> None:
    """The Towers of the Yogo's "Each of your Scorpion Clan Personalities has the ability, ..."
    in a battle: with only Hiruma Itta (Crab Clan) no card has it (illegal); Bayushi Manami
    (Scorpion Clan) has it (control): her ``granted`` bows Hida Kisada (legal; h42grant)."""
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
    for title, expected in (("Hiruma Itta", "illegal"), ("Bayushi Manami", "legal")):
        path = tmp_path / f"{expected}.yaml"
        mine = (
            f"  - {{id: v, title: {title}, owner: scorp, zone: battlefield, battlefield: crab-p1}}"
        )
        path.write_text("\n".join([*head, mine]) + "\n")
        who = "sh" if expected == "illegal" else "v"
        v = check(load_state(path, cards=pool), "scorp", who, "granted")
        assert v.status == expected, (title, v.status, v.reasons)
