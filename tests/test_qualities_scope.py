"""One-card quality sentences (h25adv2 F2, h25adv1 F11): a stat change to the acting card
turns nothing its ability does not read; "Compassion: Gizen has +1F ..." is about Gizen alone;
a keyword given to one other card can't turn a timing failure. Controls: the same sentences
where they can turn the verdict keep doubting."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board, set_personality

FIXED = "<b>Limited:</b> Target an enemy Personality with 1 or lower Force: Gain 1 Honor."
ITSELF = "<b>Limited:</b> Target an enemy Personality with higher Force than Bold: Gain 1 Honor."


def _status(tmp: Path, bold: str, foe: str = "", phase: str = "action") -> Any:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Bold", 1, text=bold),
        set_personality("Foe", 1, text=foe),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "bold", "title": "Bold", "owner": "me", "zone": "home"},
        {"id": "foe", "title": "Foe", "owner": "them", "zone": "home"},
    ]
    players = [{"id": "me", "family_honor": 5}, {"id": "them", "family_honor": 5}]
    loaded = set_board(tmp, cards, table, "q", phase=phase, players=players)
    return check(loaded, "me", "bold", 0)


@pytest.mark.parametrize(
    ("ability", "expected"),
    [
        (FIXED, "legal"),  # Bold's Force is not read: his +2F turns nothing
        # "higher Force than Bold" reads it (1F vs 1F): his bonus only tightens it, illegal
        # stands (h30witness, ``solver.witness_stat_scope``)
        (ITSELF, "illegal"),
    ],
)
def test_a_stat_change_to_the_acting_card(tmp_path: Path, ability: str, expected: str) -> None:
    verdict = _status(tmp_path, f"{ability}<br>Compassion: Bold has +2F.")
    assert verdict.status == expected, verdict.reasons


def test_control_a_penalty_to_the_acting_card_may_add_a_target(tmp_path: Path) -> None:
    verdict = _status(tmp_path, f"{ITSELF}<br>Compassion: Bold has -2F.")
    assert verdict.status == "unknown", verdict.reasons


@pytest.mark.parametrize(
    ("foe", "expected"),
    [
        # the witness target itself: a bonus may turn it (a penalty keeps "1 or lower Force")
        ("Compassion: Foe has +1F.", "unknown"),
        ("Compassion: Bold has -1F.<br>", "legal"),  # about Bold alone (not the target)
    ],
)
def test_a_keyword_prefixed_one_card_sentence(tmp_path: Path, foe: str, expected: str) -> None:
    # the sentence printed on Foe; "Bold" is not Foe's name, so only "Foe has" is one card
    if foe.startswith("Compassion: Bold"):
        verdict = _status(tmp_path, FIXED + "<br>Compassion: Bold has -1F.")
    else:
        verdict = _status(tmp_path, FIXED, foe)
    assert verdict.status == expected, verdict.reasons


@pytest.mark.parametrize(
    ("bold", "foe", "expected"),
    [
        ("", "Foe has Destined.", "illegal"),  # another card's keyword: the timing stands
        ("Bold has Destined.", "", "unknown"),  # control: the acting card's own keyword
    ],
)
def test_a_keyword_to_another_card_leaves_a_timing_failure(
    tmp_path: Path, bold: str, foe: str, expected: str
) -> None:
    battle = "<b>Battle:</b> Target your Samurai: Gain 1 Honor."
    verdict = _status(tmp_path, f"{battle}<br>{bold}" if bold else battle, foe)
    assert verdict.status == expected, verdict.reasons
