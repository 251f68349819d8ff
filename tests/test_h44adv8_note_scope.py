"""Aranai Sensei's Tactician counted on a Chi-3 Personality (``solver.stat_keyword_grant``): the
"(counting ...)" note goes only on a reason a keyword may count in, never on a refusal by time,
bow, owner or place (h44adv8 E1). Real cards from ../shared/data."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.conftest import DATA

BOARD = Path(__file__).parent / "data" / "h44adv8" / "p10_aranai.yaml"
needs_data = pytest.mark.skipif(not (DATA / "sets").is_dir(), reason="no ../shared/data")


@needs_data
def test_a_bowed_stronghold_is_refused_without_the_tactician_note(pool: CardPool) -> None:
    v = check(load_state(BOARD, cards=pool), "mantis", "sh", 0)
    assert v.status == "illegal"
    assert v.reasons == ("Kyuden Kitsune is bowed",)


@needs_data
def test_control_the_recruit_the_grant_settles_is_legal(pool: CardPool) -> None:
    # Kohrogi (Chi 3) has Tactician: Shrine to Nimuro produces 3 for Remote Village
    v = check(load_state(BOARD, cards=pool), "mantis", "pr1", "recruit")
    assert v.status == "legal", v.reasons
