"""h42ranged 3 (h42adv4 U1): an action not read whole whose constraints block is only its
performer's clause ("Choose your performing unbowed Monk: You may target and destroy an enemy
attachment. If your Monk has any Fire tokens, Ranged 4 Attack.", Engulfing Flames; "Bow your
performing Shugenja: Lose 6 Honor. ...", Questionable Charity) needs that performer
(Abilities and actions / B: "All performers must be chosen legally"): with none, `illegal`
(was `unknown`, not modelled); with one, the doubt stays (``model.cardtext.
performer_block_clause``). Boards of real cards (../shared/data), with controls."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import bp1_battle

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **turn: Any) -> Any:
    return bp1_battle(tmp, pool, cards, honor=8, **turn)


def _at(cid: str, title: str, owner: str, **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "battlefield",
            "battlefield": "bp1", **more}  # fmt: skip


def _flames(tmp: Path, pool: CardPool, bowed: bool) -> Any:
    return _load(tmp, pool, [
        _at("osawa", "Togashi Osawa • Experienced", "a", bowed=bowed),  # the only Monk
        _at("houken", "Mirumoto Houken", "a"),  # not a Monk
        {"id": "ef", "title": "Engulfing Flames", "owner": "a", "zone": "hand"},
        _at("mimori", "Hida Mimori", "b"),
    ])  # fmt: skip


def test_engulfing_flames_with_the_only_monk_bowed_is_illegal(
    tmp_path: Path, pool: CardPool
) -> None:
    v = check(_flames(tmp_path, pool, bowed=True), "a", "ef", 0)
    assert v.status == "illegal", v.reasons
    assert "unbowed Monk" in v.reasons[0]


def test_control_engulfing_flames_with_an_unbowed_monk_stays_unknown(
    tmp_path: Path, pool: CardPool
) -> None:
    v = check(_flames(tmp_path, pool, bowed=False), "a", "ef", 0)
    assert v.status == "unknown" and "not modelled" in v.reasons[0], v.reasons


def _last_stand(tmp: Path, pool: CardPool, title: str) -> Any:
    return _load(tmp, pool, [
        {"id": "p", "title": title, "owner": "a", "zone": "home"},
        {"id": "ls", "title": "Last Stand", "owner": "a", "zone": "hand"},
    ], phase="action", segment=None, current_battlefield=None, attacker=None)  # fmt: skip


def test_choose_your_performing_hero_with_no_hero_is_illegal(
    tmp_path: Path, pool: CardPool
) -> None:
    """ "Open: Choose your performing Hero: While he is the only Personality in an army, he has
    +6F." with Mirumoto Houken (no Hero) the only Personality."""
    v = check(_last_stand(tmp_path, pool, "Mirumoto Houken"), "a", "ls", 0)
    assert v.status == "illegal", v.reasons
    assert "Hero" in v.reasons[0]


def test_control_choose_your_performing_hero_with_a_hero_stays_unknown(
    tmp_path: Path, pool: CardPool
) -> None:
    """Hida Daizu • Experienced is a Hero: the unread effect keeps its doubt."""
    v = check(_last_stand(tmp_path, pool, "Hida Daizu • Experienced"), "a", "ls", 0)
    assert v.status == "unknown" and "not modelled" in v.reasons[0], v.reasons
