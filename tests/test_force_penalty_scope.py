"""A sentence in play that only lowers Force ("Personalities at this battlefield have a Force
penalty equal to their Personal Honor." Blind Honor) can't turn a legal action whose only Force
tests are upper limits on its targets ("Melee 3 Attack"): a lower Force stays within them
(Reference 04). Control: a lower limit ("with 3 or higher Force") may fail: the doubt stays."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from solver.force_penalty_scope import force_upper_limits_only, lowers_force_only
from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board, set_personality

BLIND = "Personalities at this battlefield have a Force penalty equal to their Personal Honor."
MELEE = "<b>Battle, :bow::</b> Melee 3 Attack."
HIGHER = "<b>Battle:</b> Bow a target enemy Personality with 3 or higher Force."
THAN_ME = "<b>Battle:</b> Bow a target enemy Personality with lower Force than this Personality."


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (BLIND, True),
        ("Attacking Personalities and Followers have -1F.", True),
        ("Personalities without Followers have -2F.", True),
        ("Commanders have +1F.", False),
        ("Your Samurai have -1F and +1C.", False),
        ("Zansho's Followers have +1F or a Force bonus equal to their Honor Requirement.", False),
    ],
)
def test_a_sentence_that_only_lowers_force(said: str, expected: bool) -> None:
    assert lowers_force_only(said) is expected


@pytest.mark.parametrize(("text", "expected"), [(MELEE, True), (HIGHER, False), (THAN_ME, False)])
def test_upper_force_limits_only(text: str, expected: bool) -> None:
    (action,) = import_text(text, title="T Actor", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert force_upper_limits_only(action.ability) is expected


def _battle(tmp: Path, text: str) -> Any:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Actor", 1, text=text, force=3),
        set_personality("Foe", 1, force=3, personal_honor=2),
        {"title": "Blind", "types": ["Strategy"], "decks": ["Fate"], "gold_cost": 0, "focus": 1,
         "keywords": ["Terrain"], "text": BLIND},  # a Terrain, as Blind Honor: at the battlefield
    ]  # fmt: skip
    at = {"zone": "battlefield", "battlefield": "bf"}
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "act", "title": "Actor", "owner": "me", **at},
        {"id": "foe", "title": "Foe", "owner": "them", **at},
        {"id": "bl", "title": "Blind", "owner": "them", **at},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    return set_board(
        tmp, cards, table, "f", phase="attack", segment="combat",
        current_battlefield="bf", attacker="me", players=players,
    )  # fmt: skip


@pytest.mark.parametrize(("text", "expected"), [(MELEE, "legal"), (HIGHER, "unknown")])
def test_a_force_penalty_in_battle(tmp_path: Path, text: str, expected: str) -> None:
    verdict = check(_battle(tmp_path, text), "me", "act", 0)
    assert verdict.status == expected, verdict.reasons
    assert (expected == "unknown") is ("Force penalty" in " ".join(verdict.reasons))
