"""Needless `unknown`s found by h38adv2 (section 3), each with a control. Real cards from
../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import yaml_lines_board


def _board(
    tmp: Path, pool: CardPool, name: str, head: list[str], cards: list[str]
) -> LoadedState:
    return yaml_lines_board(tmp, pool, name, [*head, "cards:", *cards])


def _head(active: str, phase: str, players: list[str], *more: str) -> list[str]:
    return [
        "turn: 5",
        f"active_player: {active}",
        f"phase: {phase}",
        *more,
        "players:",
        *(f"  - {p}" for p in players),
    ]


_LION_CRAB = ["{id: lion, clan: lion, family_honor: 10}", "{id: crab, clan: crab, family_honor: 8}"]


# N7: Respect's "When Recruiting a Personality, ..., he costs 2 more Gold to Recruit." ------


def test_respect_from_hand_is_not_a_recruit(tmp_path: Path, pool: CardPool) -> None:
    """N7: "Political Limited: Put this Kata into play." in lion's own Action Phase: legal (was
    unknown naming its own sentence about Recruiting Personalities)."""
    cards = [
        "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
        "  - {id: shamate, title: Shamate Keep, owner: lion, zone: home, bowed: true}",
        "  - {id: kakihara, title: Akodo Kakihara, owner: lion, zone: home}",
        "  - {id: respect, title: Respect, owner: lion, zone: hand}",
    ]
    board = _board(tmp_path, pool, "n7", _head("lion", "action", _LION_CRAB), cards)
    v = check(board, "lion", "respect", 0)
    assert v.status == "legal", v.reasons


def test_respect_in_play_still_doubts_a_personality_recruit(
    tmp_path: Path, pool: CardPool
) -> None:
    """Control: Respect in play, a Personality Recruited: still unknown naming Respect."""
    players = [
        "{id: phoenix, clan: phoenix, family_honor: 5, lost_honor_to_others: true}",
        "{id: crab, clan: crab, family_honor: 8}",
    ]
    cards = [
        "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
        "  - {id: respect, title: Respect, owner: crab, zone: home}",
        "  - {id: ph-sh, title: Temple of Purity, owner: phoenix, zone: home}",
        "  - {id: silver, title: Silver Mine, owner: phoenix, zone: home}",
        "  - {id: pp1, title: Asako Heiwa, owner: phoenix, zone: province, province: 1}",
    ]
    board = _board(tmp_path, pool, "n7c", _head("phoenix", "dynasty", players), cards)
    v = check(board, "phoenix", "pp1", "recruit")
    assert v.status == "unknown", (v.status, v.reasons)
    assert "When Recruiting a Personality" in " ".join(v.reasons)
