"""Attack strength bonuses the strict reading used to leave out (tester h43adv6 W2, W4), with
real cards from ../shared/data (skipped without it), each with a control:

- "Ranged Attack equal to this Shugenja's Chi or the Samurai's Chi, +2 if this Shugenja is
  Fire" (Calling on the Sun): the bonus names its card ("this Shugenja": the bearer), so a
  Samurai chosen before cannot be whom it means; it adds to either alternative while the
  bearer is Fire (model/cardtext/attack_bonuses.py ``no_pronoun``, optional_strength.py).
- "Ranged Attack with strength equal to its Force, plus 2 if the Ranged Attack targets
  Daigotsu Arakan" (Zansho • Experienced): a limit measured by another target, higher while
  the target bears that title at any Experienced level (model/cardtext/attack_target_title.py,
  solver/slot_limits.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.common import Stat
from model.load import as_view, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
real = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
BF = "crab-p1"


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _board(tmp: Path, pool: CardPool, mine: list[dict[str, Any]], arakan_force: int) -> Any:
    cards = [
        {"id": "home", "title": "Shiro Mirumoto", "owner": "dragon", "zone": "home"},
        {"id": "kyuden", "title": "Kyuden Hida", "owner": "crab", "zone": "home"},
        _at("arakan", "Daigotsu Arakan", "crab",
            modifiers=[{"stat": "force", "amount": arakan_force - 5}] if arakan_force != 5 else []),
        *mine,
    ]  # fmt: skip
    data = {
        "turn": 9, "active_player": "dragon", "phase": "attack", "segment": "combat",
        "current_battlefield": BF, "attacker": "dragon", "defender": "crab",
        "players": [{"id": "dragon", "clan": "dragon", "family_honor": 20},
                    {"id": "crab", "clan": "crab", "family_honor": 13}],
        "cards": cards,
    }  # fmt: skip
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    return load_state(path, cards=pool)


def _at(cid: str, title: str, owner: str = "dragon", **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "battlefield", "battlefield": BF,
            **more}  # fmt: skip


def _sun(shugenja: str, samurai: bool = False) -> list[dict[str, Any]]:
    cards = [_at("shug", shugenja), _at("sun", "Calling on the Sun", attached_to="shug")]
    if samurai:
        cards.append(_at("genshin", "Doji Genshin"))  # a Samurai, Chi 5
    return cards


EXP = "Daigotsu Arakan • Experienced"
KANAME = "Isawa Kaname, Advisor to the Ruby Champion • Experienced"  # Fire Shugenja, Chi 4


# ---------------------------------------------------------------------- Calling on the Sun (W2)
@real
@pytest.mark.parametrize(
    ("shugenja", "force", "verdict"),
    [
        (KANAME, 5, "legal"),  # h43adv6's board: 4 + 2 >= 5
        (KANAME, 6, "legal"),
        (KANAME, 7, "unknown"),  # control: 6 < 7
        ("Isawa Ryuzo", 4, "legal"),  # Fire, Chi 3: 5 >= 4
        ("Isawa Ryuzo", 6, "unknown"),  # control: 5 < 6
        ("Isawa Nairuko", 4, "unknown"),  # control: Earth, Chi 3, no bonus: 3 < 4
        ("Isawa Nairuko", 3, "legal"),
    ],
)
def test_sun_fire_bonus(
    tmp_path: Path, pool: CardPool, shugenja: str, force: int, verdict: str
) -> None:
    state = _board(tmp_path, pool, _sun(shugenja), force)
    assert check(state, "dragon", "sun", 0).status == verdict
    assert check(state, "dragon", "sun", 0, targets={"target2": ("arakan",)}).status == verdict


@real
def test_sun_fire_bonus_on_the_samurai(tmp_path: Path, pool: CardPool) -> None:
    # Genshin's Chi 5 + 2 (Kaname is Fire) reaches Force 7; Kaname's own 4 + 2 does not
    state = _board(tmp_path, pool, _sun(KANAME, samurai=True), 7)
    got = check(state, "dragon", "sun", 0)
    assert got.status == "legal"
    assert got.witness is not None and got.witness.targets.get("target1") == ("genshin",)
    # control: Force 8 is out of reach of 5 + 2
    far = _board(tmp_path, pool, _sun(KANAME, samurai=True), 8)
    assert check(far, "dragon", "sun", 0).status == "unknown"
    # control: a non-Fire bearer adds nothing to the Samurai's Chi: 5 < 7
    state = _board(tmp_path, pool, _sun("Isawa Nairuko", samurai=True), 6)
    assert check(state, "dragon", "sun", 0).status == "unknown"


# ------------------------------------------------------------------------------ Zansho (W4)
def _zansho(enemy: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    return [
        _at("zansho", "Zansho • Experienced"),
        _at("zf", "Ashigaru Spearmen", attached_to="zansho"),  # Force 1
        *(enemy or []),
    ]


@real
@pytest.mark.parametrize(("force", "verdict"), [(1, "legal"), (3, "legal"), (4, "unknown")])
def test_zansho_bonus_against_arakan(
    tmp_path: Path, pool: CardPool, force: int, verdict: str
) -> None:
    # the Follower's Force 1, plus 2 against Daigotsu Arakan: reaches Force 3, not 4
    state = _board(tmp_path, pool, _zansho(), force)
    assert check(state, "dragon", "zansho", 0).status == verdict
    both = {"target1": ("zf",), "target2": ("arakan",)}
    assert check(state, "dragon", "zansho", 0, targets=both).status == verdict


@real
def test_zansho_bonus_not_for_another_card(tmp_path: Path, pool: CardPool) -> None:
    # control: a Force 3 Personality that is not Arakan gets no bonus (Arakan out of reach)
    other = [_at("okura", "Kitsu Okura", "crab", modifiers=[{"stat": "force", "amount": 2}])]
    state = _board(tmp_path, pool, _zansho(other), 8)
    assert check(state, "dragon", "zansho", 0).status == "unknown"
    both = {"target1": ("zf",), "target2": ("okura",)}
    assert check(state, "dragon", "zansho", 0, targets=both).status == "unknown"


@real
def test_zansho_bonus_any_experienced_level(tmp_path: Path, pool: CardPool) -> None:
    # "Daigotsu Arakan" names every Experienced level of the title (Reference 02)
    bare = _board(tmp_path, pool, _zansho([_at("arx", EXP, "crab")]), 9)
    adjust = [{"stat": "force", "amount": 3 - as_view(bare).stat("arx", Stat.FORCE)}]
    state = _board(tmp_path, pool, _zansho([_at("arx", EXP, "crab", modifiers=adjust)]), 9)
    both = {"target1": ("zf",), "target2": ("arx",)}
    assert check(state, "dragon", "zansho", 0, targets=both).status == "legal"
    # control: one more Force is out of reach
    adjust = [{"stat": "force", "amount": 4 - as_view(bare).stat("arx", Stat.FORCE)}]
    state = _board(tmp_path, pool, _zansho([_at("arx", EXP, "crab", modifiers=adjust)]), 9)
    assert check(state, "dragon", "zansho", 0, targets=both).status == "unknown"
