"""h43scope, on boards of real cards (../shared/data), each with a control (h43adv4):

- F1: "Your Dragon Clan Samurai Personalities may attach two Weapons." (Shiro Mirumoto) can
  change only the play of a Weapon (Reference 03, attachments): another player's Recruits and
  an Equip of a Follower are answered; a second Weapon onto a Dragon Samurai stays unknown.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from model.state import View
from solver.good_faith import check
from solver.group_reduction_scope import group_cannot_lower
from solver.verdict import EQUIP, RECRUIT
from tests.builders import load_data

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **turn: Any) -> Any:
    players = turn.pop("players", [("a", "mantis", 3), ("b", "phoenix", 18)])
    state = {
        "turn": 7, "active_player": "a", "phase": "dynasty",
        "players": [{"id": p, "clan": c, "family_honor": h} for p, c, h in players],
        "cards": cards, **turn,
    }  # fmt: skip
    return load_data(tmp, pool, state)


def _c(cid: str, title: str, owner: str = "a", zone: str = "home", **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **more}


def _said(v: Any) -> str:
    return f"{v.status}: {' '.join(v.reasons)}"


# -- F1: "Your Dragon Clan Samurai Personalities may attach two Weapons." ------------------------


def _mantis(stronghold: str = "Shiro Mirumoto") -> list[dict[str, Any]]:
    """h43adv4 r3: Mantis at 3 Family Honor beside a Phoenix player's ``stronghold``."""
    return [
        _c("treasury", "The Imperial Treasury"),
        _c("kobune", "Kobune Port"),
        _c("sfarm", "Small Farm"),
        _c("lfarm", "Large Farm", bowed=True),
        _c("eriko", "Yoritomo Eriko"),
        _c("p1", "Prosperous Village", zone="province", province=1),
        _c("p2", "Yoritomo Joben", zone="province", province=2),
        _c("p4", "Isawa Naki", zone="province", province=4),
        _c("mh1", "Heavy Infantry", zone="hand"),
        _c("sh", stronghold, "b"),
        _c("naki", "Isawa Naki", "b"),
    ]


@pytest.mark.parametrize(("card", "want"), [("p1", "legal"), ("p2", "legal"), ("p4", "illegal")])
def test_another_players_weapon_permission_spares_recruits(
    tmp_path: Path, pool: CardPool, card: str, want: str
) -> None:
    """Prosperous Village (4 by Treasury), Joben (8), Isawa Naki (Honor Requirement 9 > 3)."""
    got = _said(check(_load(tmp_path, pool, _mantis()), "a", card, RECRUIT))
    assert got.startswith(want) and "Weapons" not in got, got


def test_weapon_permission_spares_a_follower_equip(tmp_path: Path, pool: CardPool) -> None:
    """Heavy Infantry (a Follower) onto Eriko: 8 = Treasury 4 + Kobune 3 + Small Farm 1."""
    loaded = _load(tmp_path, pool, _mantis(), phase="action")
    got = _said(check(loaded, "a", "mh1", EQUIP))
    assert got.startswith("legal"), got


def _dragon(stronghold: str) -> list[dict[str, Any]]:
    """A Dragon Clan Samurai with a Weapon; a second Weapon and a Follower in hand."""
    return [
        _c("sh", stronghold),
        _c("farm", "Large Farm"),
        _c("mine", "Silver Mine"),
        _c("tsuda", "Mirumoto Tsuda"),
        _c("sas", "Sasumata", attached_to="tsuda"),
        _c("sword", "Imperial Sword", zone="hand"),
        _c("li", "Light Infantry", zone="hand"),
        _c("keep", "Shamate Keep", "b"),
    ]


def test_own_weapon_permission_keeps_a_second_weapon_unknown(
    tmp_path: Path, pool: CardPool
) -> None:
    """Control: the controller's second Weapon onto his Dragon Samurai: the permission may allow
    it (not read), so unknown; a Follower is still answered."""
    loaded = _load(tmp_path, pool, _dragon("Shiro Mirumoto"), phase="action",
                   players=[("a", "dragon", 10), ("b", "crab", 10)])  # fmt: skip
    got = _said(check(loaded, "a", "sword", EQUIP))
    assert got.startswith("unknown") and "two Weapons" in got, got
    assert check(loaded, "a", "li", EQUIP).status == "legal"


def test_without_the_permission_the_second_weapon_is_illegal(
    tmp_path: Path, pool: CardPool
) -> None:
    loaded = _load(tmp_path, pool, _dragon("Shamate Keep"), phase="action",
                   players=[("a", "dragon", 10), ("b", "crab", 10)])  # fmt: skip
    assert check(loaded, "a", "sword", EQUIP).status == "illegal"


# -- F5: "Fox and Fox Clan Personalities enter play paying 2 less Gold for you." ----------------


def _fox(tmp: Path, pool: CardPool, recruit: str) -> str:
    """Kyuden Kitsune bowed (its own Gold not there); Large Farm, Small Farm, Copper Mine."""
    cards = [
        _c("kitsune", "Kyuden Kitsune", bowed=True),
        _c("lfarm", "Large Farm"),
        _c("sfarm", "Small Farm"),
        _c("cmine", "Copper Mine"),
        _c("p1", recruit, zone="province", province=1),
        _c("keep", "Shamate Keep", "b"),
    ]
    loaded = _load(tmp, pool, cards, players=[("a", "mantis", 3), ("b", "crab", 8)])
    return _said(check(loaded, "a", "p1", RECRUIT))


def test_fox_reduction_spares_a_mantis_personality(tmp_path: Path, pool: CardPool) -> None:
    """Tsuruchi Okame • Experienced (9; no Fox, no Fox Clan) from 5 Gold: illegal."""
    got = _fox(tmp_path, pool, "Tsuruchi Okame • Experienced")
    assert got.startswith("illegal") and "Fox" not in got, got


def test_fox_reduction_keeps_a_fox_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control: Kitsune Taro (Fox Clan, 7) from 5 Gold: the reduction of 2 may pay it."""
    got = _fox(tmp_path, pool, "Kitsune Taro")
    assert got.startswith("unknown") and "Fox and Fox Clan" in got, got


def test_fox_reduction_mantis_board(tmp_path: Path, pool: CardPool) -> None:
    """h43adv4 r3d: Okame 9 against Treasury 4 + Kobune Port 3 + Small Farm 1 = 8."""
    okame = _c("p3", "Tsuruchi Okame • Experienced", zone="province", province=3)
    cards = [*_mantis("Shamate Keep"), okame, _c("kitsune", "Kyuden Kitsune", bowed=True)]
    got = _said(check(_load(tmp_path, pool, cards), "a", "p3", RECRUIT))
    assert got.startswith("illegal"), got


@pytest.mark.parametrize(
    "said",
    [
        "Your Holdings enter play for 1 less Gold.",  # no keyword: ``keyword_entering`` etc.
        "Gold-producing Holdings enter play for you for 1 less Gold.",
        "Fox and Fox Clan Personalities enter play paying 2 less Gold for you, if you wish.",
    ],
)
def test_group_reduction_other_shapes_not_read(tmp_path: Path, pool: CardPool, said: str) -> None:
    """Control: only "<keyword or Clan> [and ...] <Types> enter play ... less Gold" is read."""
    loaded = _load(tmp_path, pool, [_c("p1", "Tsuruchi Okame • Experienced", zone="province",
                                       province=1)])  # fmt: skip
    view = View.of(loaded.state, loaded.library)
    assert not group_cannot_lower(said, view, view.definition("p1"), "p1", True)


# -- U10: a cost list not read whole, opening with "Bow this Shugenja" -------------------------


def _spells(tmp: Path, pool: CardPool, spell: str) -> Any:
    """``spell`` on unbowed Isawa Kumai (s1) and on bowed Isawa Naki (s2); an empty hand."""
    cards = [
        _c("keep", "Shamate Keep"),
        _c("kumai", "Isawa Kumai"),
        _c("s1", spell, attached_to="kumai"),
        _c("naki", "Isawa Naki", bowed=True),
        _c("s2", spell, attached_to="naki"),
        _c("enemy", "Hida Tsuru", "b"),
        _c("kyuden", "Kyuden Hida", "b"),
    ]
    return _load(tmp, pool, cards, phase="action",
                 players=[("a", "lion", 14), ("b", "crab", 10)])  # fmt: skip


@pytest.mark.parametrize("spell", ["Contemplate the Void", "Paper to Steel"])
def test_listed_bow_of_a_bowed_shugenja_is_illegal(
    tmp_path: Path, pool: CardPool, spell: str
) -> None:
    """ "Bow this Shugenja, destroy this card, and discard your hand (even if empty)": bowed Naki
    can't pay the first cost; "(even if empty)" is the hand's, it lifts no bow."""
    got = _said(check(_spells(tmp_path, pool, spell), "a", "s2", 0))
    assert got.startswith("illegal") and "already bowed" in got, got


def test_listed_bow_of_an_unbowed_shugenja_is_legal(tmp_path: Path, pool: CardPool) -> None:
    """Control: on unbowed Kumai every cost of the list is read since h44cost ("discard your
    hand (even if empty)": an empty hand pays it): legal (was unknown, the rest not read)."""
    got = _said(check(_spells(tmp_path, pool, "Contemplate the Void"), "a", "s1", 0))
    assert got.startswith("legal"), got


# -- F4: a bowed reduction beside the Clan Honor Rule's payment ---------------------------------


def _temple(tmp: Path, pool: CardPool, monk: str, *farms: str) -> str:
    """Crab recruits ``monk`` (not Crab: the Clan Honor Rule adds 2 apart) beside Temple of
    Harmony (":bow:: Produce 2 Gold." / ":bow:: When paying for a Monk, he enters play for 3
    less Gold.") and ``farms``; Kyuden Hida bowed."""
    cards = [
        _c("kyuden", "Kyuden Hida", bowed=True),
        _c("temple", "Temple of Harmony"),
        *(_c(f"f{i}", farm) for i, farm in enumerate(farms)),
        _c("p1", monk, zone="province", province=1),
        _c("keep", "Shamate Keep", "b"),
    ]
    loaded = _load(tmp, pool, cards, turn=4, players=[("a", "crab", 10), ("b", "lion", 14)])
    return _said(check(loaded, "a", "p1", RECRUIT))


def test_temple_short_over_both_payments_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Togashi Taro 5 + 2: 4 still owed after the 3 off, however split; Large + Small Farm 3."""
    got = _temple(tmp_path, pool, "Togashi Taro", "Large Farm", "Small Farm")
    assert got.startswith("illegal"), got


def test_temple_reduction_on_the_gold_cost_is_legal(tmp_path: Path, pool: CardPool) -> None:
    """5 - 3 = 2 by Large Farm; the Clan Honor Rule's 2 by two Small Farms."""
    got = _temple(tmp_path, pool, "Togashi Taro", "Large Farm", "Small Farm", "Small Farm")
    assert got.startswith("legal"), got


def test_temple_reduction_split_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Control: Hiyamako (Spider Monk, 2) + 2 from Small Farm: lowering the Gold cost only
    leaves 2 against 1, lowering both leaves 1 against 1: the readings differ: unknown."""
    got = _temple(tmp_path, pool, "Hiyamako", "Small Farm")
    assert got.startswith("unknown") and "Temple of Harmony" in got, got


def test_temple_short_without_waste_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Togashi Obote (3) + 2 from Small Farm: 2 owed after the 3 off, against 1."""
    got = _temple(tmp_path, pool, "Togashi Obote", "Small Farm")
    assert got.startswith("illegal"), got


# -- U7: "Bow Okame unless <condition not read>: ..." ------------------------------------------


def _okame(tmp: Path, pool: CardPool, enemy: str) -> str:
    """h43adv4 pO1: Tsuruchi Okame • Experienced (3F, unbowed) attacking ``enemy``."""
    cards = [
        _c("kitsune", "Kyuden Kitsune", bowed=True),
        _c("sfarm", "Small Farm"),
        _c("okame", "Tsuruchi Okame • Experienced", zone="battlefield", battlefield="bp1"),
        _c("kyuden", "Kyuden Hida", "b"),
        _c("enemy", enemy, "b", zone="battlefield", battlefield="bp1"),
    ]
    loaded = _load(
        tmp, pool, cards, turn=4, phase="attack", segment="combat", current_battlefield="bp1",
        attacker="a", battlefields=["bp1"], players=[("a", "mantis", 10), ("b", "crab", 10)],
    )  # fmt: skip
    return _said(check(loaded, "a", "okame", 1))


def test_unless_bow_with_the_card_unbowed_is_legal(tmp_path: Path, pool: CardPool) -> None:
    """The bow can be paid whether or not the condition holds; Hida Tsuru (3F) is within a
    Ranged Attack of Okame's 3 Force in every reading."""
    got = _okame(tmp_path, pool, "Hida Tsuru")
    assert got.startswith("legal"), got


def test_unless_bow_strict_reading_failing_stays_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control: Hida Kuon (4F) only: the strictest reading fails, which settles nothing."""
    got = _okame(tmp_path, pool, "Hida Kuon")
    assert got.startswith("unknown") and "unless your Family Honor" in got, got


def test_weapon_permission_without_a_first_weapon_spares_a_weapon(
    tmp_path: Path, pool: CardPool
) -> None:
    """Mantis Equips Imperial Sword onto Eriko; no Personality of the Phoenix player (Shiro
    Mirumoto's) carries a Weapon: "two Weapons" can't matter for any host."""
    cards = [*_mantis(), _c("sword", "Imperial Sword", zone="hand")]
    loaded = _load(tmp_path, pool, cards, phase="action")
    got = _said(check(loaded, "a", "sword", EQUIP))
    assert got.startswith("legal"), got
