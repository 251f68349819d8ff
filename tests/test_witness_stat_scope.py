"""An unread stat sentence whose subject is read with certainty changes only the cards it names;
a legal witness that reads none of their changed stats, or reads them only where the sentence's
direction loosens the test, stands, and another witness is tried when the first is one of them
(``solver.witness_stat_scope``, ``solver.witness_retry``; Reference 04; Abilities and actions /
Good Faith Rule; h30witness). Controls: the only candidate is a card the sentence can change
(a bonus tightening its "Force at most" test): unknown, naming the sentence."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import as_view, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.witness_stat_scope import witness_spares

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
NAIRUKO = "Nairuko has +2F while she has a Spell."
MAKOTO = "Your other Crane Clan Personalities have +1PH."
SHIRO = "Your Samurai have +1F while defending."


def _load(tmp: Path, pool: CardPool, state: dict[str, Any]) -> Any:
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def _fear_board(tmp: Path, pool: CardPool, kazuki: bool) -> Any:
    """r09 (h30adv1): Spider attacks Phoenix; Nairuko (Ward of Air) and Asako Kazuki defend."""
    cards: list[dict[str, Any]] = [
        {"id": "bastion", "title": "The Hidden Bastion of the Spider", "owner": "spider",
         "zone": "home", "bowed": True},
        {"id": "noekam", "title": "Noekam", "owner": "spider", "zone": "battlefield",
         "battlefield": "phoenix-p1"},
        {"id": "noe-zomb", "title": "Plague Zombies", "owner": "spider", "zone": "battlefield",
         "battlefield": "phoenix-p1", "attached_to": "noekam"},
        {"id": "minikui", "title": "Minikui no Oni", "owner": "spider", "zone": "battlefield",
         "battlefield": "phoenix-p1"},
        {"id": "jemaru", "title": "Daigotsu Jemaru", "owner": "spider", "zone": "battlefield",
         "battlefield": "phoenix-p1"},
        {"id": "wots", "title": "Way of the Spider", "owner": "spider", "zone": "hand"},
        {"id": "temple", "title": "The Majestic Temple of the Phoenix", "owner": "phoenix",
         "zone": "home"},
        {"id": "nairuko", "title": "Isawa Nairuko", "owner": "phoenix", "zone": "battlefield",
         "battlefield": "phoenix-p1"},
        {"id": "ward", "title": "Ward of Air", "owner": "phoenix", "zone": "battlefield",
         "battlefield": "phoenix-p1", "attached_to": "nairuko"},
    ]  # fmt: skip
    if kazuki:
        cards.append({"id": "kazuki", "title": "Asako Kazuki", "owner": "phoenix",
                      "zone": "battlefield", "battlefield": "phoenix-p1"})  # fmt: skip
    state = {
        "turn": 12, "active_player": "spider", "phase": "attack", "segment": "combat",
        "current_battlefield": "phoenix-p1", "attacker": "spider",
        "players": [{"id": "spider", "clan": "spider", "family_honor": -4},
                    {"id": "phoenix", "clan": "phoenix", "family_honor": 22}],
        "cards": cards,
    }  # fmt: skip
    return _load(tmp, pool, state)


FEARS = [("noe-zomb", 0), ("noekam", 0), ("minikui", 0), ("jemaru", 1), ("wots", 0)]


@pytest.mark.parametrize(("card", "ability"), FEARS)
def test_a_fear_with_a_witness_nairuko_is_not(
    tmp_path: Path, pool: CardPool, card: str, ability: int
) -> None:
    v = check(_fear_board(tmp_path, pool, kazuki=True), "spider", card, ability)
    assert v.status == "legal", v.reasons
    assert v.witness is not None
    assert "nairuko" not in {c for ids in v.witness.targets.values() for c in ids}


@pytest.mark.parametrize(("card", "ability"), FEARS)
def test_control_nairuko_the_only_candidate(
    tmp_path: Path, pool: CardPool, card: str, ability: int
) -> None:
    # "Nairuko has +2F while she has a Spell." is read now (``model.attachment_stats``,
    # h44scope): Ward of Air is a Spell, she has 2 +2 = 4F, too strong for each Fear (strictly)
    v = check(_fear_board(tmp_path, pool, kazuki=False), "spider", card, ability)
    assert v.status == "illegal" or v.details[0].code == "two_readings", v.reasons
    assert NAIRUKO not in " ".join(v.reasons)


def _crane_board(tmp: Path, pool: CardPool, scorpions: bool) -> Any:
    """r08 (h30adv1): Doji Makoto's "+1PH" to the other Crane Personalities, Doji Soeka's "Target
    a Personality with lower Personal Honor than Soeka's Chi."."""
    cards: list[dict[str, Any]] = [
        {"id": "palace", "title": "The Esteemed Palace of the Crane", "owner": "crane",
         "zone": "home"},
        {"id": "makoto", "title": "Doji Makoto, the Smiling Blade • Experienced",
         "owner": "crane", "zone": "home"},
        {"id": "soeka", "title": "Doji Soeka", "owner": "crane", "zone": "home"},
        {"id": "estate", "title": "The Shadowed Estate of the Scorpion", "owner": "scorpion",
         "zone": "home"},
    ]  # fmt: skip
    if scorpions:
        cards.append({"id": "shizuka", "title": "Bayushi Shizuka", "owner": "scorpion",
                      "zone": "home"})  # fmt: skip
    state = {
        "turn": 11, "active_player": "crane", "phase": "action",
        "players": [{"id": "crane", "clan": "crane", "family_honor": 27},
                    {"id": "scorpion", "clan": "scorpion", "family_honor": 2}],
        "cards": cards,
    }  # fmt: skip
    return _load(tmp, pool, state)


def test_soeka_on_a_scorpion_is_legal(tmp_path: Path, pool: CardPool) -> None:
    loaded = _crane_board(tmp_path, pool, scorpions=True)
    v = check(loaded, "crane", "soeka", 0)
    assert v.status == "legal", v.reasons
    chosen = check(loaded, "crane", "soeka", 0, targets={"target1": ["shizuka"]})
    assert chosen.status == "legal", chosen.reasons  # Soeka's Chi is not what Makoto changes


def test_control_soeka_on_herself(tmp_path: Path, pool: CardPool) -> None:
    # her own Personal Honor 3 < Chi 4, 4 with Makoto's +1PH if it applies: not settled
    loaded = _crane_board(tmp_path, pool, scorpions=True)
    chosen = check(loaded, "crane", "soeka", 0, targets={"target1": ["soeka"]})
    assert chosen.status == "unknown" and MAKOTO in " ".join(chosen.reasons)
    alone = check(_crane_board(tmp_path, pool, scorpions=False), "crane", "soeka", 0)
    assert alone.status == "unknown" and MAKOTO in " ".join(alone.reasons)


def _daidoji_board(tmp: Path, pool: CardPool) -> Any:
    """r08-ce (h30adv2): Spider attacks; Shiro Daidoji's Samurai defend (Daidoji Shihei)."""
    cards: list[dict[str, Any]] = [
        {"id": "sdojo", "title": "The Shadowed Dojo", "owner": "spider", "zone": "home"},
        {"id": "hirata", "title": "Daigotsu Hirata", "owner": "spider", "zone": "battlefield",
         "battlefield": "crane-p3"},
        {"id": "daikyu", "title": "Oni-Daikyu", "owner": "spider", "zone": "battlefield",
         "battlefield": "crane-p3", "attached_to": "hirata"},
        {"id": "sd", "title": "Shiro Daidoji", "owner": "crane", "zone": "home"},
        {"id": "shihei", "title": "Daidoji Shihei", "owner": "crane", "zone": "battlefield",
         "battlefield": "crane-p3"},
        {"id": "hblade", "title": "Heavenly Blade of the Crane", "owner": "crane",
         "zone": "battlefield", "battlefield": "crane-p3", "attached_to": "shihei"},
    ]  # fmt: skip
    state = {
        "turn": 7, "active_player": "spider", "phase": "attack", "segment": "combat",
        "current_battlefield": "crane-p3", "attacker": "spider",
        "players": [{"id": "spider", "clan": "spider", "family_honor": -4},
                    {"id": "crane", "clan": "crane", "family_honor": 22}],
        "cards": cards,
    }  # fmt: skip
    return _load(tmp, pool, state)


def test_a_bonus_only_loosens_greater_force(tmp_path: Path, pool: CardPool) -> None:
    # "target ... with greater Force than this Personality": +1F to the target only adds targets
    loaded = _daidoji_board(tmp_path, pool)
    v = check(loaded, "spider", "daikyu", 1)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("shihei",)


def test_control_a_penalty_or_an_unread_direction_keeps_the_doubt(
    tmp_path: Path, pool: CardPool
) -> None:
    loaded = as_view(_daidoji_board(tmp_path, pool))
    v = check(loaded, "spider", "daikyu", 1)
    ab = loaded.definition("daikyu").abilities[1]
    only = frozenset({"shihei"})
    kinds = frozenset({"stat", "stat:force"})
    assert witness_spares(loaded, "daikyu", ab, v, only, SHIRO, kinds)
    penalty = "Your Samurai have -1F while defending."
    assert not witness_spares(loaded, "daikyu", ab, v, only, penalty, kinds)
    unread = "Double the Force of your Samurai."  # its direction is not read
    assert not witness_spares(loaded, "daikyu", ab, v, only, unread, kinds)
    # the bearer's Force (Hirata) raised tightens it
    assert not witness_spares(loaded, "daikyu", ab, v, frozenset({"hirata"}), SHIRO, kinds)
    # a keyword too: not this reading; an illegal verdict: not this reading
    both = frozenset({"stat", "stat:force", "keyword"})
    assert not witness_spares(loaded, "daikyu", ab, v, only, SHIRO, both)
    illegal = dataclasses.replace(v, status="illegal")
    assert not witness_spares(loaded, "daikyu", ab, illegal, only, SHIRO, kinds)


def test_control_gold_cost_and_chi_are_not_this_reading(tmp_path: Path, pool: CardPool) -> None:
    loaded = as_view(_daidoji_board(tmp_path, pool))
    v = check(loaded, "spider", "daikyu", 1)
    ab = loaded.definition("daikyu").abilities[1]
    only = frozenset({"shihei"})
    cost = "Your Samurai have +1 Gold Cost."  # paid, not compared
    assert not witness_spares(
        loaded, "daikyu", ab, v, only, cost, frozenset({"stat", "stat:gold_cost"})
    )
    chi = frozenset({"stat", "stat:chi"})
    assert not witness_spares(loaded, "daikyu", ab, v, only, "Your Samurai have -1C.", chi)
    assert witness_spares(loaded, "daikyu", ab, v, only, "Your Samurai have +1C.", chi)


def _daikyu_on_noekam(tmp: Path, pool: CardPool, defender: str) -> Any:
    """Oni-Daikyu on Noekam (Force 4, "Noekam's Undead Followers have +1F."): "target an enemy
    Follower or Personality without Followers with greater Force than this Personality"."""
    cards: list[dict[str, Any]] = [
        {"id": "bastion", "title": "The Hidden Bastion of the Spider", "owner": "spider",
         "zone": "home", "bowed": True},
        {"id": "noekam", "title": "Noekam", "owner": "spider", "zone": "battlefield",
         "battlefield": "phoenix-p1"},
        {"id": "noe-zomb", "title": "Plague Zombies", "owner": "spider", "zone": "battlefield",
         "battlefield": "phoenix-p1", "attached_to": "noekam"},
        {"id": "daikyu", "title": "Oni-Daikyu", "owner": "spider", "zone": "battlefield",
         "battlefield": "phoenix-p1", "attached_to": "noekam"},
        {"id": "temple", "title": "The Majestic Temple of the Phoenix", "owner": "phoenix",
         "zone": "home"},
        {"id": "def", "title": defender, "owner": "phoenix", "zone": "battlefield",
         "battlefield": "phoenix-p1"},
    ]  # fmt: skip
    if defender == "Isawa Nairuko":
        cards.append({"id": "ward", "title": "Ward of Air", "owner": "phoenix",
                      "zone": "battlefield", "battlefield": "phoenix-p1",
                      "attached_to": "def"})  # fmt: skip
    state = {
        "turn": 12, "active_player": "spider", "phase": "attack", "segment": "combat",
        "current_battlefield": "phoenix-p1", "attacker": "spider",
        "players": [{"id": "spider", "clan": "spider", "family_honor": -4},
                    {"id": "phoenix", "clan": "phoenix", "family_honor": 22}],
        "cards": cards,
    }  # fmt: skip
    return _load(tmp, pool, state)


def test_a_bonus_to_the_bearer_only_tightens(tmp_path: Path, pool: CardPool) -> None:
    # Kazuki (0F) has no greater Force than Noekam (4F); a bonus to Noekam's unit can't add one
    v = check(_daikyu_on_noekam(tmp_path, pool, "Asako Kazuki"), "spider", "daikyu", 1)
    assert v.status == "illegal", v.reasons


def test_control_a_bonus_to_a_candidate_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    # "Nairuko has +2F while she has a Spell.": read now (h44scope), 4F, not greater than 4
    v = check(_daikyu_on_noekam(tmp_path, pool, "Isawa Nairuko"), "spider", "daikyu", 1)
    assert v.status == "illegal", v.reasons
