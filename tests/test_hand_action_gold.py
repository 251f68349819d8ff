"""A Gold Reaction for an action on a Strategy from its player's hand ("Repeatable Reaction,
:bow:: When paying for an action on a Strategy from your hand, produce 4 Gold which may only
pay for that action. Lose 1 Honor.", Yoritomo Katoa) pays for such an action
(``model.oracle.production_hand_action``, ``PaySelector.from_hand``; Costs and restrictions /
Gold production). h42adv2 N7. Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.common import CardType
from model.load import load_state
from model.oracle.pool import CardPool
from model.oracle.production_hand_action import hand_action_modes
from model.payments import PaidFor, PaySelector
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
_NO_DATA = not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir()
_KATOA = (
    "repeatable reaction, :bow:: when paying for an action on a strategy from your hand, produce "
    "4 gold which may only pay for that action. lose 1 honor."
)


def test_shape_and_selector() -> None:
    """The sentence read: 4 Gold, bowing, no once per turn (Repeatable), the Honor loss an
    effect; its Gold pays an action on a Strategy in hand only."""
    (mode,) = hand_action_modes(_KATOA) or [None]
    assert mode is not None and mode.gold == 4 and mode.bow and not mode.once_per_turn
    assert mode.lose_honor == 1 and not mode.honor_is_cost
    only = mode.only_for
    assert isinstance(only, PaySelector)
    strategy = CardType.STRATEGY
    assert only.matches(PaidFor(type=strategy, action=True, from_hand=True))
    assert not only.matches(PaidFor(type=strategy, action=True, from_hand=False))
    assert not only.matches(PaidFor(type=CardType.PERSONALITY, action=True, from_hand=True))


def _valiant(tmp: Path, katoa_bowed: bool) -> Any:
    data: dict[str, Any] = {
        "turn": 7,
        "active_player": "mantis",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "crane-p1",
        "attacker": "mantis",
        "players": [
            {"id": "mantis", "clan": "mantis", "family_honor": 12},
            {"id": "crane", "clan": "crane", "family_honor": 17},
        ],
        "cards": [
            {
                "id": "port",
                "title": "The Fruitful Port of the Mantis",
                "owner": "mantis",
                "zone": "home",
                "bowed": True,
            },
            {
                "id": "katoa",
                "title": "Yoritomo Katoa",
                "owner": "mantis",
                "zone": "home",
                "bowed": katoa_bowed,
            },
            {
                "id": "chiako",
                "title": "Yoritomo Chiako",
                "owner": "mantis",
                "zone": "battlefield",
                "battlefield": "crane-p1",
            },
            {"id": "valiant", "title": "Valiant Sacrifice", "owner": "mantis", "zone": "hand"},
            {"id": "aerie", "title": "The Aerie", "owner": "crane", "zone": "home"},
            {
                "id": "reju",
                "title": "Doji Reju",
                "owner": "crane",
                "zone": "battlefield",
                "battlefield": "crane-p1",
            },
        ],
    }
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    loaded = load_state(path, cards=CardPool.load([DATA / "oracle", DATA / "sets"]))
    return check(loaded, "mantis", "valiant", 0)


@pytest.mark.skipif(_NO_DATA, reason="no ../shared/data")
def test_katoa_pays_a_strategy_from_hand(tmp_path: Path) -> None:
    """Valiant Sacrifice (2 Gold) from hand with only an unbowed Yoritomo Katoa: legal."""
    found = _valiant(tmp_path, katoa_bowed=False)
    assert found.status == "legal"
    assert found.witness is not None and found.witness.plan is not None


@pytest.mark.skipif(_NO_DATA, reason="no ../shared/data")
def test_bowed_katoa_pays_nothing(tmp_path: Path) -> None:
    """Control: Katoa bowed (his Reaction bows him): no Gold, illegal."""
    assert _valiant(tmp_path, katoa_bowed=True).status == "illegal"
