"""Tester h43adv5's findings U5, U6, U8 (real cards from ../shared/data, skipped without it),
each with a control:

- U5: a trait about its own printed ability, with a leading condition and an "and" of the same
  ability (Hida O-Win), spares other cards' actions (solver/own_printed_scope.py).
- U6: "Miiko's printed :ranged: has +1 strength for each face-up card in your hand." raises her
  own attack's strict Force limit by the face-up cards in her player's hand
  (model/cardtext/own_printed_bonus.py, model/board_counts.py ``hand_faceup``).
- U8: "This is an Item and a Spell." (Yumi of the Void): its Force modifier raises its bearer's
  Force (Reference 03, Item; model/dual_types.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.common import CardType, Stat
from model.load import as_view, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.own_printed_scope import _SENTENCE, _WHILE

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
real = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _board(tmp: Path, pool: CardPool, attacker: str, cards: list[dict[str, Any]]) -> Any:
    defender = "crab" if attacker == "scorpion" else "lion"
    data = {
        "turn": 8, "active_player": attacker, "phase": "attack", "segment": "combat",
        "current_battlefield": f"{defender}-p1", "attacker": attacker, "defender": defender,
        "players": [{"id": defender, "clan": defender, "family_honor": 12},
                    {"id": attacker, "clan": attacker, "family_honor": 12}],
        "cards": cards,
    }  # fmt: skip
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    return load_state(path, cards=pool)


def _at(cid: str, title: str, owner: str, bf: str, **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "battlefield", "battlefield": bf,
            **more}  # fmt: skip


def _scorpion(owin: bool, faceup: int) -> list[dict[str, Any]]:
    bf = "crab-p1"
    cards = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
        _at("kuon", "Hida Kuon", "crab", bf),
        {"id": "kuroda", "title": "Hida Kuroda", "owner": "crab", "zone": "home"},
        _at("gyoken", "Daigotsu Gyoken", "scorpion", bf),
        _at("miiko", "Shosuro Miiko", "scorpion", bf),
        _at("konishi", "Shosuro Konishi", "scorpion", bf),
        {"id": "sc", "title": "Kyuden Bayushi", "owner": "scorpion", "zone": "home"},
    ]
    if owin:
        cards.append(_at("owin", "Hida O-Win", "crab", bf))
    for i, title in enumerate(("Tell the Tale", "Paid Off", "Kaiu Axe")):
        card = {"id": f"h{i}", "title": title, "owner": "scorpion", "zone": "hand"}
        card["face_up"] = i < faceup
        cards.append(card)
    return cards


# ---------------------------------------------------------------------------- U5 O-Win
def test_owin_sentence_is_own_printed() -> None:
    owin = (
        "While O-Win is opposing a Shadowlands or Spider Clan Personality, his printed ability "
        "is Unstoppable and its Fear has +1 strength."
    )
    text = _WHILE.sub("", owin)
    assert _SENTENCE.fullmatch(text) is not None


@real
def test_owin_spares_konishi(tmp_path: Path, pool: CardPool) -> None:
    # Konishi's Ranged 5 Attack vs Hida Kuon (4F, +1F with Kuroda in play): O-Win's trait is
    # about his own printed ability, so it cannot change Konishi's action: legal
    state = _board(tmp_path, pool, "scorpion", _scorpion(owin=True, faceup=2))
    assert check(state, "scorpion", "konishi", 0, targets={"target1": ("kuon",)}).status == "legal"


@real
def test_owin_control_own_action_and_other_subject(tmp_path: Path, pool: CardPool) -> None:
    from solver.own_printed_scope import own_printed_spares

    state = _board(tmp_path, pool, "scorpion", _scorpion(owin=True, faceup=2))
    view = as_view(state)
    owin = (
        "While O-Win is opposing a Shadowlands or Spider Clan Personality, his printed ability "
        "is Unstoppable and its Fear has +1 strength."
    )
    assert own_printed_spares(view, "owin", owin, "konishi")
    assert not own_printed_spares(view, "owin", owin, "owin")  # his own action: not spared
    other = "While O-Win is opposing, his printed ability is Unstoppable and you may bow Konishi."
    assert not own_printed_spares(view, "owin", other, "konishi")  # a second subject


# ---------------------------------------------------------------------------- U6 Miiko
@real
def test_miiko_faceup_bonus_settles_legal(tmp_path: Path, pool: CardPool) -> None:
    # Chi 3 + 2 face-up cards = 5 >= Hida Kuon 5F (Kuroda in play): legal even strictly
    state = _board(tmp_path, pool, "scorpion", _scorpion(owin=False, faceup=2))
    assert as_view(state).stat("kuon", Stat.FORCE) == 5
    assert check(state, "scorpion", "miiko", 0, targets={"target1": ("kuon",)}).status == "legal"


@real
def test_miiko_control_one_faceup(tmp_path: Path, pool: CardPool) -> None:
    # 3 + 1 = 4 < 5: the strict reading refuses, the lenient allows: unknown
    state = _board(tmp_path, pool, "scorpion", _scorpion(owin=False, faceup=1))
    got = check(state, "scorpion", "miiko", 0, targets={"target1": ("kuon",)})
    assert got.status == "unknown"
    # W4: the reason prints the bound it checked, Kuon's Force against Chi 3 + 1 face-up card
    assert "(5 against 4)" in " ".join(got.reasons)


def test_printed_bonus_read_only_for_its_own_card() -> None:
    from model.cardtext.own_printed_bonus import own_printed_bonuses

    miiko = "Miiko's printed :ranged: has +1 strength for each face-up card in your hand."
    got = own_printed_bonuses([miiko], "Shosuro Miiko", CardType.PERSONALITY)
    assert got == (("Ranged", "1 * source.hand_faceup"),)
    assert own_printed_bonuses([miiko], "Bayushi Kachiko", CardType.PERSONALITY) == ()
    # under a condition: not read here (left out)
    cond = "Haniko has +1F, and her printed :ranged: has +1 strength, while she is attacking."
    assert own_printed_bonuses([cond], "Haniko", CardType.PERSONALITY) == ()


# ---------------------------------------------------------------------------- U8 Yumi
def _crane(yumi: bool) -> list[dict[str, Any]]:
    bf = "lion-p1"
    cards = [
        {"id": "aerie", "title": "The Aerie", "owner": "crane", "zone": "home", "bowed": True},
        _at("keigo", "Asahina Keigo", "crane", bf),
        _at("btm", "Burn the Mind", "crane", bf, attached_to="keigo"),
        _at("akeha", "Daidoji Akeha, Iron Crane • Experienced", "crane", bf),
        {"id": "yojin", "title": "Shiro no Yojin", "owner": "lion", "zone": "home"},
        _at("sido", "Ikoma Sido", "lion", bf),
        _at("daiken", "Akodo Daiken", "lion", bf),
    ]
    if yumi:
        cards.append(_at("yumi", "Yumi of the Void", "crane", bf, attached_to="keigo"))
    return cards


@real
def test_yumi_force_raises_bearer(tmp_path: Path, pool: CardPool) -> None:
    state = _board(tmp_path, pool, "crane", _crane(yumi=True))
    assert as_view(state).stat("keigo", Stat.FORCE) == 2  # 1 + Yumi's 1 (an Item too)
    # Akeha: Melee Attack of Keigo's Force + Personal Honor (2 + 2) >= Ikoma Sido 4F
    targets = {"target1": ("keigo",), "target2": ("sido",)}
    assert check(state, "crane", "akeha", 0, targets=targets).status == "legal"


@real
def test_yumi_control_plain_spell(tmp_path: Path, pool: CardPool) -> None:
    # Burn the Mind alone (a Spell, no Force modifier): Keigo 1F, 1 + 2 < 4: unknown
    state = _board(tmp_path, pool, "crane", _crane(yumi=False))
    assert as_view(state).stat("keigo", Stat.FORCE) == 1
    targets = {"target1": ("keigo",), "target2": ("sido",)}
    assert check(state, "crane", "akeha", 0, targets=targets).status == "unknown"


# ---------------------------------------------------------------------------- U4 Calling on the Sun
def _sun(genshin: bool) -> list[dict[str, Any]]:
    bf = "lion-p1"
    cards = [
        {"id": "aerie", "title": "The Aerie", "owner": "crane", "zone": "home"},
        _at("tamako", "Asahina Tamako", "crane", bf),
        _at("cots", "Calling on the Sun", "crane", bf, attached_to="tamako"),
        {"id": "yojin", "title": "Shiro no Yojin", "owner": "lion", "zone": "home"},
        _at("sido", "Ikoma Sido", "lion", bf),
    ]
    if genshin:
        cards.append(_at("genshin", "Doji Genshin", "crane", bf))  # a Samurai, Chi 5
    return cards


@real
def test_sun_samurai_chi_settles_legal(tmp_path: Path, pool: CardPool) -> None:
    # Tamako Chi 2, Ikoma Sido 4F: the player may target Genshin (Chi 5) and take his Chi
    state = _board(tmp_path, pool, "crane", _sun(genshin=True))
    assert check(state, "crane", "cots", 0).status == "legal"
    both = {"target1": ("genshin",), "target2": ("sido",)}
    assert check(state, "crane", "cots", 0, targets=both).status == "legal"
    assert check(state, "crane", "cots", 0, targets={"target2": ("sido",)}).status == "legal"
    # Tamako is no Samurai: that announcement is refused whatever the strength
    wrong = {"target1": ("tamako",), "target2": ("sido",)}
    assert check(state, "crane", "cots", 0, targets=wrong).status == "illegal"


@real
def test_sun_control_no_samurai(tmp_path: Path, pool: CardPool) -> None:
    # no Samurai to target: only Tamako's Chi 2 < 4, strictly refused, leniently allowed
    state = _board(tmp_path, pool, "crane", _sun(genshin=False))
    assert check(state, "crane", "cots", 0).status == "unknown"
    assert check(state, "crane", "cots", 0, targets={"target2": ("sido",)}).status == "unknown"


@real
def test_sun_witness_names_the_samurai(tmp_path: Path, pool: CardPool) -> None:
    # the witness the player follows must target Genshin: without him the strength is 2
    state = _board(tmp_path, pool, "crane", _sun(genshin=True))
    got = check(state, "crane", "cots", 0)
    assert got.witness is not None and got.witness.targets.get("target1") == ("genshin",)
