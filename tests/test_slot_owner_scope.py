"""An illegal answer whose failing target can only be one side's cards ("a target enemy
Personality with lower current Force than his own printed Force") is not doubted by a sentence
in play that changes only cards of the other side (solver/slot_owner_scope.py; h25adv2 F2(c):
Daidoji Hiroteru beside Daidoji Taenaru)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board, set_personality

_MOVE = (
    "<b>Battle:</b> Move home a target enemy Personality with lower current Force than his "
    "own printed Force."
)


_THAN_HIM = "<b>Battle:</b> Move home a target enemy Personality with lower Force than Actor."


@pytest.mark.parametrize(
    ("text", "owner", "expected"),
    [
        (_MOVE, "me", "illegal"),  # my Booster's change to Booster can't make an enemy candidate
        (_MOVE, "them", "unknown"),  # the control: the enemy's own card's change may
        # a comparison with another card (mine, not Booster): no term reads Booster's Force,
        # illegal stands (h30witness, ``solver.witness_stat_scope``)
        (_THAN_HIM, "me", "illegal"),
        (_THAN_HIM, "them", "unknown"),  # control: the enemy Booster may be the target
    ],
)
def test_a_one_sided_target_and_a_sentence_about_the_other_side(
    tmp_path: Path, text: str, owner: str, expected: str
) -> None:
    said = "Booster has -1F for each bowed card in the enemy army."
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Actor", 3, text=text),
        set_personality("Booster", 3, force=2, text=said),
        set_personality("Foe", 3, force=2),
    ]
    at = {"zone": "battlefield", "battlefield": "them-p1"}
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "actor", "title": "Actor", "owner": "me", **at},
        {"id": "boost", "title": "Booster", "owner": owner, **at},
        {"id": "foe", "title": "Foe", "owner": "them", **at, "bowed": True},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    battle = {"segment": "combat", "current_battlefield": "them-p1", "attacker": "me"}
    board = set_board(tmp_path, cards, table, "side", phase="attack", players=players, **battle)
    v = check(board, "me", "actor", 0)
    assert v.status == expected, v.reasons
    if expected == "unknown":
        assert "Booster (boost): Booster has -1F" in v.reasons[0]
