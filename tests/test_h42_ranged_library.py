"""h42ranged 1: the bundled hand encodings of Ranged Attacks read two ways, as their import
(README "A Ranged Attack's strength limits its target, read two ways"; effects.txt, Source of
effects, EXCEPTION 1): strictly the target's Force is at most the strength when targeted,
leniently no limit. Spearmen, Matsu Misato (her Family Honor bonus counted), Toritaka Chokichi,
Bayushi Higaonna and Domo; Yoritomo Sunagawa keeps the lenient reading (faq.txt's own example,
the binding scenario cost-unbowed-follower-pays-sunagawa-legal). h42adv1 W1, h42adv4 W1.
Boards of real cards (../shared/data), each with a control."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import bp1_battle

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], honor: int = 8) -> Any:
    return bp1_battle(tmp, pool, cards, players=[("a", "lion"), ("b", "crab")], honor=(honor, 8))


def _at(cid: str, title: str, owner: str, **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "battlefield",
            "battlefield": "bp1", **more}  # fmt: skip


MIMORI = _at("mimori", "Hida Mimori", "b")  # 8F, no Follower
DAIZU = _at("daizu", "Hida Daizu • Experienced", "b")  # 5F
WATSUKI = _at("watsuki", "Kaiu Watsuki", "b")  # 3F


def _two_readings(v: Any) -> bool:
    return v.status == "unknown" and v.details[0].code == "two_readings"


# -- Spearmen: "Ranged 2 Attack (... with 2 or lower Force)" -----------------------------------


def _spearmen(tmp: Path, pool: CardPool, *enemies: dict[str, Any]) -> Any:
    return _load(tmp, pool, [
        _at("kasei", "Matsu Kasei • Experienced", "a"),
        _at("spear", "Spearmen", "a", attached_to="kasei"),
        *enemies,
    ])  # fmt: skip


def test_spearmen_against_only_an_8_force_enemy_is_two_readings(
    tmp_path: Path, pool: CardPool
) -> None:
    """Was `legal` with Hida Mimori (8F) as its target; strictly no target has 2 or lower
    Force, leniently Mimori: unknown (two readings)."""
    board = _spearmen(tmp_path, pool, MIMORI)
    assert _two_readings(check(board, "a", "spear", 0))
    announced = check(board, "a", "spear", 0, targets={"ranged_target": ["mimori"]})
    assert _two_readings(announced)


def test_control_spearmen_on_a_2_force_follower_is_legal(tmp_path: Path, pool: CardPool) -> None:
    """Light Infantry (2F) on Mimori: the Follower is a target in both readings (legal), and
    Mimori, with a Follower, in neither (illegal)."""
    board = _spearmen(
        tmp_path, pool, MIMORI, _at("li", "Light Infantry", "b", attached_to="mimori")
    )
    v = check(board, "a", "spear", 0)
    assert v.status == "legal" and v.witness is not None
    assert dict(v.witness.targets) == {"ranged_target": ("li",)}
    assert check(board, "a", "spear", 0, targets={"ranged_target": ["mimori"]}).status == "illegal"


# -- Matsu Misato: "Ranged 3 Attack with +1 strength for every 10 points of Family Honor you have"


def _misato(tmp: Path, pool: CardPool, honor: int, *enemies: dict[str, Any]) -> Any:
    return _load(tmp, pool, [_at("misato", "Matsu Misato", "a"), *enemies], honor=honor)


def test_misato_at_20_family_honor_reaches_5_force(tmp_path: Path, pool: CardPool) -> None:
    """Family Honor 20: strength 5, so Hida Daizu • Experienced (5F) is a strict target."""
    v = check(_misato(tmp_path, pool, 20, DAIZU), "a", "misato", 0)
    assert v.status == "legal", v.reasons


def test_control_misato_at_19_family_honor_does_not(tmp_path: Path, pool: CardPool) -> None:
    """Family Honor 19: strength 4 (one full 10), so Daizu (5F) only leniently: unknown (was
    `legal`); Mimori (8F) at 40 Family Honor (strength 7) the same."""
    assert _two_readings(check(_misato(tmp_path, pool, 19, DAIZU), "a", "misato", 0))
    assert _two_readings(check(_misato(tmp_path, pool, 40, MIMORI), "a", "misato", 0))


def test_misato_below_zero_family_honor_keeps_her_printed_3(tmp_path: Path, pool: CardPool) -> None:
    """No bonus below 0 Family Honor: strength 3 reaches Kaiu Watsuki (3F) at -5 (a "10 points"
    count never subtracts), and not Daizu (5F) at 10 (strength 4)."""
    assert check(_misato(tmp_path, pool, -5, WATSUKI), "a", "misato", 0).status == "legal"
    assert _two_readings(check(_misato(tmp_path, pool, 10, DAIZU), "a", "misato", 0))


# -- Bayushi Higaonna and Toritaka Chokichi: "Ranged 4 Attack" ------------------------------------


def test_higaonna_against_8_force_is_two_readings_and_4_force_legal(
    tmp_path: Path, pool: CardPool
) -> None:
    board = _load(tmp_path, pool, [_at("higa", "Bayushi Higaonna", "a"), MIMORI])
    assert _two_readings(check(board, "a", "higa", 0))
    control = _load(tmp_path, pool, [_at("higa", "Bayushi Higaonna", "a"), WATSUKI])
    assert check(control, "a", "higa", 0).status == "legal"


def _chokichi(tmp: Path, pool: CardPool, *enemies: dict[str, Any]) -> Any:
    return _load(tmp, pool, [
        _at("chokichi", "Toritaka Chokichi", "a"),
        _at("li", "Light Infantry", "a", attached_to="chokichi"),
        *enemies,
    ])  # fmt: skip


def test_chokichi_against_5_force_is_two_readings(tmp_path: Path, pool: CardPool) -> None:
    """ "Bow your performing Follower: Ranged 4 Attack ...": Daizu (5F) only leniently."""
    board = _chokichi(tmp_path, pool, DAIZU)
    assert _two_readings(check(board, "a", "chokichi", 0))
    announced = check(
        board, "a", "chokichi", 0, targets={"follower": ["li"], "ranged_target": ["daizu"]}
    )
    assert _two_readings(announced)


def test_control_chokichi_against_3_force_is_legal(tmp_path: Path, pool: CardPool) -> None:
    v = check(_chokichi(tmp_path, pool, WATSUKI), "a", "chokichi", 0)
    assert v.status == "legal" and v.witness is not None
    assert dict(v.witness.targets)["ranged_target"] == ("watsuki",)


# -- Domo (faq.txt, implied): "Battle: Ranged 4 Attack" while honorable ---------------------------


def test_domo_against_8_force_is_two_readings_and_3_force_legal(
    tmp_path: Path, pool: CardPool
) -> None:
    assert _two_readings(
        check(_load(tmp_path, pool, [_at("domo", "Domo", "a"), MIMORI]), "a", "domo", 0)
    )
    control = _load(tmp_path, pool, [_at("domo", "Domo", "a"), WATSUKI])
    assert check(control, "a", "domo", 0).status == "legal"
    dishonorable = _load(tmp_path, pool, [_at("domo", "Domo", "a", dishonorable=True), WATSUKI])
    assert check(dishonorable, "a", "domo", 0).status == "illegal"


# -- Yoritomo Sunagawa keeps the lenient reading (the FAQ example's ruling) ----------------------


def test_sunagawa_keeps_the_faq_examples_lenient_reading(tmp_path: Path, pool: CardPool) -> None:
    """faq.txt, "What performs an action?": Sunagawa's Ranged Attack of the bowed Follower's
    Force on Hida Mimori (8F) is the FAQ's own example, ruled legal (the binding scenario
    cost-unbowed-follower-pays-sunagawa-legal): his hand encoding limits no target."""
    board = _load(tmp_path, pool, [
        _at("suna", "Yoritomo Sunagawa", "a"),
        _at("li", "Light Infantry", "a", attached_to="suna"),
        MIMORI,
    ])  # fmt: skip
    v = check(board, "a", "suna", 0, targets={"follower": ["li"], "ranged_target": ["mimori"]})
    assert v.status == "legal", v.reasons
