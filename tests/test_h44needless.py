"""h44needless, on boards of real cards (../shared/data), each with a control: needless
`unknown`s the state settles (h43adv1, h43adv3, h43adv4, h43adv5 testers' boards)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import EQUIP

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **turn: Any) -> Any:
    players = turn.pop("players", [("a", "mantis", 3), ("b", "phoenix", 18)])
    state = {
        "turn": 7, "active_player": "a", "phase": "action",
        "players": [{"id": p, "clan": c, "family_honor": h} for p, c, h in players],
        "cards": cards, **turn,
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state, allow_unicode=True))
    return load_state(path, cards=pool)


def _c(cid: str, title: str, owner: str = "a", zone: str = "home", **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **more}


def _said(v: Any) -> str:
    return f"{v.status}: {' '.join(v.reasons)}"


# -- Shiro Mirumoto's "may attach two Weapons" when its controller's Personality has one -------

_KANAME = "Isawa Kaname, Advisor to the Ruby Champion"


def _weapons() -> list[dict[str, Any]]:
    """Mantis (a) and Phoenix (b, Shiro Mirumoto); Phoenix's Kaname carries Opportune Weapon;
    each player has Gold and an Opportune Weapon in hand."""
    return [
        _c("treasury", "The Imperial Treasury"),
        _c("kobune", "Kobune Port"),
        _c("sfarm", "Small Farm"),
        _c("eriko", "Yoritomo Eriko"),
        _c("ow", "Opportune Weapon", zone="hand"),
        _c("sh", "Shiro Mirumoto", "b"),
        _c("gold", "Gold Mine", "b"),
        _c("silver", "Silver Mine", "b"),
        _c("kaname", _KANAME, "b"),
        _c("kow", "Opportune Weapon", "b", attached_to="kaname"),
        _c("ow2", "Opportune Weapon", "b", zone="hand"),
    ]


def test_another_players_weapon_permission_spares_a_weapon_equip(
    tmp_path: Path, pool: CardPool
) -> None:
    """Mantis Equips Opportune Weapon onto Eriko while Phoenix's Kaname (Shiro Mirumoto's
    controller) carries a Weapon: "Your ... Personalities" are Phoenix's, and Mantis attaches
    only to Personalities it controls (Reference 03): legal (was unknown)."""
    got = _said(check(_load(tmp_path, pool, _weapons()), "a", "ow", EQUIP))
    assert got.startswith("legal") and "two Weapons" not in got, got


def test_own_weapon_permission_with_a_first_weapon_stays_unknown(
    tmp_path: Path, pool: CardPool
) -> None:
    """Control: Phoenix itself Equips a second Opportune Weapon (Kaname has one): the
    permission may allow it onto him (not read), so unknown."""
    loaded = _load(tmp_path, pool, _weapons(), active_player="b")
    got = _said(check(loaded, "b", "ow2", EQUIP))
    assert got.startswith("unknown") and "two Weapons" in got, got
