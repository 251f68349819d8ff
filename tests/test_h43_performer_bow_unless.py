"""The performer's clause followed by his bowing with its own exception ("Choose your performing
Berserker, bow him unless he was not in play when this Combat Segment began, and target ...":
Headbutt; "..., bow him unless he is Crab Clan, and target a province"): the exception excuses
the bowing only, never the choice of the performer (Abilities and actions / B: all performers
must be chosen legally), so with no such performer the action is `illegal`
(``model.cardtext.performer_clause``; h43adv1 N3). Real cards from ../shared/data."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h43needless"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@needs_data
def test_headbutt_without_a_berserker_is_illegal(pool: CardPool) -> None:
    """Mantis controls no Berserker (Zinan, Sasako: no): `illegal` (was `unknown`)."""
    loaded = load_state(BOARDS / "b3_mantis_battle.yaml", cards=pool)
    v = check(loaded, "mantis", "mh2", 0)
    assert v.status == "illegal", v.reasons
    assert "Berserker" in v.reasons[0]


@needs_data
def test_control_with_a_berserker_stays_unknown(pool: CardPool) -> None:
    """Hida Bushotsu (a Berserker) at the battlefield: the rest is not read, `unknown`."""
    loaded = load_state(BOARDS / "b3_berserker_control.yaml", cards=pool)
    v = check(loaded, "mantis", "mh2", 0)
    assert v.status == "unknown", v.reasons
    assert "Headbutt" in v.reasons[0] or "Berserker" in v.reasons[0]
