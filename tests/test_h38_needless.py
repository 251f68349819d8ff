"""Stop 38, needless ``unknown``s the state settles (h37adv1, h37adv4, h37adv5), on boards of
real cards (../shared/data), each with a control where the answer stays the other way or stays
unknown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import state_card as _c
from tests.builders import two_player_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _combat(pool: CardPool, cards: list[dict[str, Any]], me: str, them: str, bf: str) -> Any:
    """``me`` attacks ``them`` at ``bf``, Combat Segment, turn 7."""
    return two_player_board(
        pool,
        cards,
        me=me,
        them=them,
        phase="attack",
        segment="combat",
        current_battlefield=bf,
        attacker=me,
        active_player=me,
        turn=7,
    )


# -- Iuchi Daiyu • Experienced's Cavalry-unit shield beside a keyword grant (h37adv4 p21) ----------

_UP1 = {"battlefield": "unicorn-p1"}


def _daiyu(pool: CardPool, extra: list[dict[str, Any]]) -> str:
    cards = [
        _c("kamoto", "Yoritomo Kamoto", "battlefield", **_UP1),
        _c("spear", "Spearmen", "battlefield", attached_to="kamoto", **_UP1),
        _c("daiyu", "Iuchi Daiyu • Experienced", "battlefield", owner="unicorn", **_UP1),
        _c("tselu", "Shinjo Tselu", "battlefield", owner="unicorn", **_UP1),
        _c("eleph", "Elephant Cavalry", "battlefield", owner="unicorn", attached_to="tselu",
           **_UP1),
        *extra,
    ]  # fmt: skip
    return check(_combat(pool, cards, "mantis", "unicorn", "unicorn-p1"), "mantis", "spear", 0).status


def test_daiyu_shield_all_cavalry_army_beside_a_grant(pool: CardPool) -> None:
    """Every unit of Daiyu's army is printed Cavalry (Daiyu; Tselu with Elephant Cavalry): the
    grant "Cards in this unit have Cavalry." shields no more cards, every candidate is
    shielded: illegal (was unknown)."""
    assert _daiyu(pool, []) == "illegal"


def test_daiyu_shield_control_non_cavalry_follower(pool: CardPool) -> None:
    """Control: Light Infantry (no printed Cavalry) in Tselu's unit; whether the grant makes it
    a Cavalry unit is the unread sentence's: unknown."""
    li = _c("li", "Light Infantry", "battlefield", owner="unicorn", attached_to="tselu", **_UP1)
    assert _daiyu(pool, [li]) == "unknown"


def test_daiyu_shield_control_non_cavalry_personality(pool: CardPool) -> None:
    """Control: a non-Cavalry Personality alone (Ide Aragaki, a Courtier) in Daiyu's army, whom
    no sentence of the board gives Cavalry (Elephant Cavalry's is about its own unit): he is
    the Ranged Attack's target, legal."""
    other = _c("aragaki", "Ide Aragaki", "battlefield", owner="unicorn", **_UP1)
    assert _daiyu(pool, [other]) == "legal"
