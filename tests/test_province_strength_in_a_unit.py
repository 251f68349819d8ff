"""A target compared with the current battlefield's province's strength, "in a unit" written
after the comparison (Strategic Sacrifice: "target a card with Force lower than or equal to the
current battlefield's province's strength in a unit"; model/cardtext/province_strength.py):
read as "a card in a unit with Force ...", the same target."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import state_card as _c
from tests.builders import two_player_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_AT = {"zone": "battlefield", "battlefield": "dragon-p1"}
_AFTER = (
    "<b>Battle:</b> Choose your performing unbowed Siege Personality, and target a card with "
    "Force lower than or equal to the current battlefield's province's strength in a unit: Bow "
    "or straighten the card. Gain 2 Honor."
)
_BEFORE = _AFTER.replace(
    "a card with Force lower than or equal to the current battlefield's province's strength "
    "in a unit",
    "a card in a unit with Force lower than or equal to the current battlefield's province's "
    "strength",
)


def _ability(text: str) -> Any:
    (action,) = import_text(text, title="Strategic Sacrifice", card_type=CardType.STRATEGY).actions
    assert action.full, action.not_understood
    return action.ability


def test_after_the_comparison_reads_as_before() -> None:
    after, before = _ability(_AFTER), _ability(_BEFORE)
    assert after == before
    target = after.targets[1]
    assert target.where == ("target2.force <= battlefield.province_strength",)
    assert CardType.HOLDING not in target.select.type  # a card in a unit
    assert CardType.FOLLOWER in target.select.type


def test_other_words_after_the_comparison_are_not_read() -> None:
    text = _AFTER.replace("in a unit:", "in a Holding:")
    (action,) = import_text(text, title="Strategic Sacrifice", card_type=CardType.STRATEGY).actions
    assert not action.full


def _board(pool: CardPool, strength: int | None, esumi_bowed: bool = False) -> Any:
    """Crab attacks Dragon at dragon-p1: Kaiu Esumi (Siege) there; Tamori Muzu (3F) defending."""
    cards = [_c("keep", "Kyuden Hida • Experienced")]
    cards.append(_c("esumi", "Kaiu Esumi", bowed=esumi_bowed, **_AT))
    cards.append(_c("muzu", "Tamori Muzu", owner="dragon", **_AT))
    cards.append(_c("ss", "Strategic Sacrifice", zone="hand"))
    extra: dict[str, Any] = {"segment": "combat", "current_battlefield": "dragon-p1"}
    extra["attacker"] = "crab"
    if strength is not None:
        extra["province_strength"] = strength
    return two_player_board(pool, cards, me="crab", them="dragon", phase="attack", **extra)


def test_strategic_sacrifice_legal(pool: CardPool) -> None:
    v = check(_board(pool, 6), "crab", "ss", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["performer"] == ("esumi",)


def test_strategic_sacrifice_weak_province_still_has_own_card(pool: CardPool) -> None:
    # strength 3: Esumi (3F) himself is a card in a unit with Force <= 3 (any card, yours too)
    v = check(_board(pool, 3), "crab", "ss", 0)
    assert v.status == "legal", v.reasons


def test_strategic_sacrifice_no_card_low_enough(pool: CardPool) -> None:
    # strength 1: neither Esumi (3F) nor Muzu (3F)
    v = check(_board(pool, 1), "crab", "ss", 0)
    assert v.status == "illegal", v.reasons


def test_strategic_sacrifice_bowed_performer(pool: CardPool) -> None:
    # control: the performer must be unbowed
    v = check(_board(pool, 6, esumi_bowed=True), "crab", "ss", 0)
    assert v.status == "illegal", v.reasons


def test_strategic_sacrifice_strength_not_stated(pool: CardPool) -> None:
    assert check(_board(pool, None), "crab", "ss", 0).status == "unknown"
