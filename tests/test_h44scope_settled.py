"""Conditions the state settles (h44adv3): a card's own stat change under the players' Clans
("Hotaka has +1PH if any other player is Dragon Clan.", "Chairei has +1F if you are Dragon
Clan."; ``model.clan_stats``). Real cards from ../shared/data."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.clan_stats import read_clan_stat
from model.common import Stat
from model.load import load_state
from model.oracle.pool import CardPool
from model.state import View
from solver.good_faith import check
from solver.verdict import Verdict
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h44scope"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _check(
    pool: CardPool, board: str, player: str, card: str, ability: object = 0, **kw: object
) -> Verdict:
    loaded = load_state(BOARDS / f"{board}.yaml", cards=pool)
    return check(loaded, player, card, ability, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("said", "another"),
    [
        ("Hotaka has +1PH if any other player is Dragon Clan.", True),
        ("Toganin has +1F if any other player is Crane Clan.", True),
        ("Irezu has +1C if another player is Lion Clan.", True),
        ("Chairei has +1F if you are Dragon Clan.", False),
        ("Yuyama has +1F if you are Phoenix Clan.", False),
        ("Kengo has +1F if you are a Crab Clan player.", False),
    ],
)
def test_the_clan_shapes_are_read(said: str, another: bool) -> None:
    read = read_clan_stat(said)
    assert read is not None and read.another is another


def test_control_another_condition_is_not_read() -> None:
    assert read_clan_stat("Hotaka has +1PH if any other player controls a Dragon.") is None


@needs_data
def test_h13_hotaka_against_crane_has_3ph(pool: CardPool) -> None:
    """The only other player is Crane: no bonus, Hotaka PH 3 < Atsumichi 4: legal."""
    loaded = load_state(BOARDS / "p13_hotaka_dragon.yaml", cards=pool)
    assert View.of(loaded.state, loaded.library).stat("hotaka", Stat.PERSONAL_HONOR) == 3
    v = check(loaded, "crane", "atsumichi", 0)
    assert v.status == "legal", v.reasons


@needs_data
def test_h13_control_a_contradicted_clan_stays_unknown(pool: CardPool) -> None:
    """The other player stated Dragon with the Crane's Stronghold: not settled, unknown."""
    v = _check(pool, "p13b_vs_dragon", "crane", "atsumichi")
    assert v.status == "unknown", v.reasons
    assert "Hotaka" in v.reasons[0]


@needs_data
def test_h9_shamate_keep_with_hotaka_is_legal(pool: CardPool) -> None:
    v = _check(pool, "p9_ouma", "lion", "shamate")
    assert v.status == "legal", v.reasons


@needs_data
@pytest.mark.parametrize(
    ("board", "host"), [("p16_junni_tselu", "tselu"), ("p16b_no_junni", "tselu")]
)
def test_h16_legion_onto_tselu_is_no_cavalry_follower(
    pool: CardPool, board: str, host: str
) -> None:
    """Legion of Pain (6 Gold, no Cavalry) onto Tselu: Jun-Ni's "Followers in this unit have
    Cavalry." reaches only his unit, so Tselu's "Cavalry Followers attach ... 2 less" does not
    apply: 6 > 5, illegal (was `unknown` naming Tselu's sentence)."""
    v = _check(pool, board, "unicorn", "legion", "equip", targets={"personality": [host]})
    assert v.status == "illegal", v.reasons


@needs_data
def test_h16_control_onto_jun_ni_stays_unknown(pool: CardPool) -> None:
    """Onto Jun-Ni himself the Follower joins his unit: it may have Cavalry."""
    v = _check(
        pool, "p16_junni_tselu", "unicorn", "legion", "equip", targets={"personality": ["junni"]}
    )
    assert v.status == "unknown", v.reasons


def test_p22_the_joint_condition_is_read() -> None:
    """ "if you are a Naga player and have no Personalities in play": both parts read."""
    from model.oracle.entering import read_entering

    said = (
        "Enters play paying 3 less Gold if you are a Naga player and have no Personalities in play."
    )
    got = read_entering(said, "Shalasha")
    assert got.unread == () and len(got.changes) == 1
    (change,) = got.changes
    assert change.gold == -3 and change.condition is not None
    assert len(change.condition.all_of) == 2


def test_p22_control_an_unknown_part_keeps_it_unread() -> None:
    from model.oracle.entering import read_entering

    said = "Enters play paying 3 less Gold if you are a Naga player and have no Wings in flight."
    assert read_entering(said, "Shalasha").changes == ()


@needs_data
@pytest.mark.parametrize(
    ("board", "card", "status"),
    [
        ("p23_shalasha", "p0", "legal"),  # 6 - 3 = 3 <= 4
        ("p22_region", "p2", "legal"),  # 3 <= Large Farm + Iron Mine
        ("p22_shalasha_with_personality", "p0", "illegal"),  # Khumti in play: 6 > 4
    ],
)
def test_p22_shalasha_s_own_reduction(pool: CardPool, board: str, card: str, status: str) -> None:
    v = _check(pool, board, "naga", card, "recruit")
    assert v.status == status, v.reasons


@needs_data
@pytest.mark.parametrize(
    ("board", "status"),
    [
        ("p20_diro_samurai", "unknown"),  # given Samurai or Shugenja: the state does not say
        ("p20b_diro_added", "legal"),  # added_keywords: [Samurai]
        ("p20c_diro_shugenja", "illegal"),  # added_keywords: [Shugenja]: no Samurai
    ],
)
def test_p20_diro_s_entering_keyword(pool: CardPool, board: str, status: str) -> None:
    """ "After Diro enters play, permanently give him Samurai or Shugenja.": Honest Assessment
    ("Choose your performing unbowed Samurai") is never `illegal` for a keyword he may have."""
    v = _check(pool, board, "mantis", "honest")
    assert v.status == status, v.reasons
    if status == "unknown":
        assert "Kitsune Diro" in v.reasons[0]
