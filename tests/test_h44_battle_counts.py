"""Tester h44adv6's Battle findings (W1, W2/N6, N11), on its boards (tests/data/h44adv6) and
variants, with real cards from ../shared/data (skipped without it), each with a control:

- W1 "make a Ranged 3 Attack with +1 strength for each Fire token on your Personality and give
  your Personality a +1F Fire token" (Breath of the Heavens): the performer's tokens counted
  in the strict reading's Force limit (model/cardtext/attack_counts.py).
- W2/N6 "Fear equal to the number of attacking units in Morita's army, which may target a
  Personality with Followers if you control a Terrain" (Ikoma Morita): the count read on the
  state (model/army_board_counts.py, model/cardtext/attack_army_counts.py).
- N11 "This Weapon's Force Modifier is equal to ..." (Akumato): a doubt about its bearer only
  (solver/one_card_scope.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h44adv6"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _data(board: str) -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((BOARDS / f"{board}.yaml").read_text())
    return loaded


def _check(
    pool: CardPool,
    tmp: Path,
    data: dict[str, Any],
    player: str,
    card: str,
    targets: dict[str, tuple[str, ...]] | None = None,
) -> tuple[str, str]:
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    verdict = check(load_state(path, cards=pool), player, card, 0, targets=targets)
    return verdict.status, " ".join(verdict.reasons)


def _card(data: dict[str, Any], cid: str) -> dict[str, Any]:
    found: dict[str, Any] = next(c for c in data["cards"] if c["id"] == cid)
    return found


# ----------------------------------------------------------------- W1 Breath of the Heavens
_SHIRAROU = {"performer": ("hiroto",), "target2": ("shirarou",)}


@needs_data
def test_breath_counts_the_performers_fire_tokens(pool: CardPool, tmp_path: Path) -> None:
    # Hiroto holds 4 Fire tokens: a Ranged 7 Attack; Doji Shirarou (5F with his Blade) is a
    # target in both readings (was unknown: "Force at most 3")
    data = _data("b5")
    status, why = _check(pool, tmp_path, data, "dragon", "dr-h4", _SHIRAROU)
    assert status == "legal", why


@needs_data
def test_breath_control_too_few_fire_tokens(pool: CardPool, tmp_path: Path) -> None:
    # control: one Fire token, Ranged 4 < 5F: the strict reading fails, the lenient holds
    data = _data("b5")
    _card(data, "hiroto")["tokens"] = ["Fire"]
    status, why = _check(pool, tmp_path, data, "dragon", "dr-h4", _SHIRAROU)
    assert status == "unknown", why
    assert "at most performer's number of Fire tokens + 3" in why


@needs_data
def test_breath_other_tokens_do_not_count(pool: CardPool, tmp_path: Path) -> None:
    # control: four tokens of another name give no strength
    data = _data("b5")
    _card(data, "hiroto")["tokens"] = ["Sake"] * 4
    status, why = _check(pool, tmp_path, data, "dragon", "dr-h4", _SHIRAROU)
    assert status == "unknown", why


# ---------------------------------------------------------------------- W2/N6 Ikoma Morita
@needs_data
def test_morita_counts_attacking_units(pool: CardPool, tmp_path: Path) -> None:
    # Lion attacks with 3 units at crab-p1: Fear 3; Toritaka Shishido (3F) is a target
    status, why = _check(pool, tmp_path, _data("probe_morita"), "lion", "morita")
    assert status == "legal", why


@needs_data
def test_morita_control_defending_army_has_no_attacking_units(
    pool: CardPool, tmp_path: Path
) -> None:
    # control: Crab attacks Lion's Province (the same armies, Lion defending): Fear 0
    data = _data("probe_morita")
    data["attacker"] = "crab"
    data["active_player"] = "crab"
    data["current_battlefield"] = "lion-p1"
    for c in data["cards"]:
        if c.get("battlefield") == "crab-p1":
            c["battlefield"] = "lion-p1"
    status, why = _check(pool, tmp_path, data, "lion", "morita")
    assert status == "unknown", why
    assert "at most 0" not in why
    assert "attacking units" in why


@needs_data
def test_morita_control_fewer_units(pool: CardPool, tmp_path: Path) -> None:
    # control: two attacking units (Raikitsu at home), Merchant Guard (2F) gone: Fear 2 and
    # only 3F targets left: the strict reading fails, the lenient holds
    data = _data("probe_morita")
    _card(data, "raikitsu").update(zone="home", battlefield=None)
    data["cards"] = [c for c in data["cards"] if c["id"] != "mguard"]
    for c in data["cards"]:
        if c.get("battlefield") is None:
            c.pop("battlefield", None)
    status, why = _check(pool, tmp_path, data, "lion", "morita")
    assert status == "unknown", why


# ------------------------------------------------------------------- N11 Akumato's modifier
@needs_data
def test_bastion_fear_not_doubted_by_akumato(pool: CardPool, tmp_path: Path) -> None:
    # Akumato changes only Yoritomo Matsuo's Force; Kosoko (3F) and Madoka (2F) are targets
    status, why = _check(pool, tmp_path, _data("probe_b6_notrigger"), "spider", "bastion")
    assert status == "legal", why


@needs_data
def test_bastion_control_only_akumatos_bearer(pool: CardPool, tmp_path: Path) -> None:
    # control: only Matsuo (Akumato's bearer) at the battlefield: the doubt reaches him
    data = _data("probe_b6_notrigger")
    data["cards"] = [c for c in data["cards"] if c["id"] not in ("kosoko", "madoka")]
    data.pop("memory", None)
    status, why = _check(pool, tmp_path, data, "spider", "bastion")
    assert status == "unknown", why
    assert "Akumato" in why


# ------------------------------------------------------------------------ the shapes, read
def test_per_token_on_your_personality_names_only_the_performer() -> None:
    from model.cardtext.attack_counts import counted_limit

    said = (
        "Melee 3 Attack with +1 strength for each Fire token on your Personality and give "
        "your Personality a +1F Fire token."
    )
    assert counted_limit(said, "Breath of the Heavens", None, "performer") == (
        "performer.token_fire + 3"
    )
    # the other printing's sentence, the token given in a sentence of its own
    plain = "Melee 3 Attack with +1 strength for each Fire token on your Personality."
    assert counted_limit(plain, "Breath of the Heavens", None, "performer") is not None
    # control: the one card chosen before is no performer (whose "your Personality"?)
    assert counted_limit(said, "Breath of the Heavens", None, "target1") is None
    assert counted_limit(said, "Breath of the Heavens", None, None) is None


def test_units_in_an_army_counted() -> None:
    from model.cardtext.attack_army_counts import army_count
    from model.common import CardType

    person = CardType.PERSONALITY
    assert army_count("attacking units in Morita's army", "Ikoma Morita", person) == (
        "source",
        "armyunits_attacking",
    )
    assert army_count("units in this army", "Ikoma Morita", person) == ("source", "armyunits")
    # control: another card's army, and an army not named, are not read
    assert army_count("attacking units in Tadaka's army", "Ikoma Morita", person) is None
    assert army_count("attacking units in his army", "Ikoma Morita", person) is None
