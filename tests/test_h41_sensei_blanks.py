"""Todori Sensei's "Your Stronghold has no traits and abilities." is read for abilities as
Tsujiken Sensei's "... no abilities or traits." is (``model.cardtext.ongoing_alternatives``;
h40adv7 N1): its controller may not take his Stronghold's actions, `illegal` (was `unknown`),
and the refusal names the Sensei and its sentence (W8). Real cards by title from ../shared/data
(skipped without it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h41reach"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_MELEE = {"performer": ("tsu",), "target2": ("nok",)}


@needs_data
@pytest.mark.parametrize(
    ("board", "sensei", "sentence"),
    [
        ("p04_todori", "Todori Sensei", "Your Stronghold has no traits and abilities."),
        ("p04_tsujiken", "Tsujiken Sensei", "Your Stronghold has no abilities or traits."),
    ],
)
def test_a_sensei_refuses_its_strongholds_battle_action(
    pool: CardPool, board: str, sensei: str, sentence: str
) -> None:
    """Shiro Shiba's Melee beside the Sensei: illegal, the Sensei (sen) and its sentence named."""
    v = check(load_state(BOARDS / f"{board}.yaml", cards=pool), "phx", "sh", 0, targets=_MELEE)
    assert v.status == "illegal", v.reasons
    assert f"{sensei} (sen)" in v.reasons[0] and sentence in v.reasons[0], v.reasons
    assert "sen" in v.details[0].cards


@needs_data
@pytest.mark.parametrize("board", ["p17b", "p17c"])
def test_a_sensei_refuses_its_strongholds_reaction(pool: CardPool, board: str) -> None:
    """Kyuden Hida • Experienced's Recon Reaction beside Tsujiken / Todori: illegal."""
    v = check(load_state(BOARDS / f"{board}.yaml", cards=pool), "crab", "sh", 0)
    assert v.status == "illegal", v.reasons
    assert "Sensei (sen)" in v.reasons[0]


@needs_data
def test_control_no_sensei_keeps_the_melee(pool: CardPool) -> None:
    v = check(load_state(BOARDS / "p04_none.yaml", cards=pool), "phx", "sh", 0, targets=_MELEE)
    assert v.status == "legal", v.reasons


@needs_data
def test_control_another_players_sensei_leaves_the_stronghold(pool: CardPool) -> None:
    """p17d: the lion player's Tsujiken does not blank the crab Stronghold (stays `unknown`
    for its Recon keyword, never refused by the Sensei)."""
    v = check(load_state(BOARDS / "p17d.yaml", cards=pool), "crab", "sh", 0)
    assert v.status == "unknown", v.reasons
    assert "Sensei" not in " ".join(v.reasons)
