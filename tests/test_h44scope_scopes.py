"""Trait sentences scoped to one card, unit or keyword reach only what they name (h44adv3):
a targeting failure no quality can lift stays `illegal` (W2), a strength penalty on one target
leaves another pair of performer and target (W1). Real cards from ../shared/data."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.load import load_state
from model.oracle.pool import CardPool
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


@needs_data
def test_w1_another_performer_and_target_settle_a_paragon_s_strength(pool: CardPool) -> None:
    """Tayuko -> Akahiko is doubted by "attacks targeting Akahiko have -4 strength"; Hotaka
    (F3) against a Crane Personality of Force 3 is a choice the penalty leaves alone."""
    v = _check(pool, "b1_lion_crane", "lion", "paragon")
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["performer"] == ("hotaka",)
    assert "akahiko" not in v.witness.targets["target2"]


@needs_data
def test_w1_control_without_hotaka_stays_unknown(pool: CardPool) -> None:
    """Tayuko the only Paragon: her own unread Force sentence and Akahiko's penalty: unknown."""
    v = _check(pool, "w1_no_hotaka", "lion", "paragon")
    assert v.status == "unknown", v.reasons


@needs_data
def test_w1_tayuko_s_own_force_sentence_is_named(pool: CardPool) -> None:
    """The strict reading's "3 against 2" names her "While attacking, Tayuko has +2F ..."."""
    v = _check(
        pool,
        "b1_lion_crane",
        "lion",
        "paragon",
        targets={"performer": ["tayuko"], "target2": ["makoto"]},
    )
    assert v.status == "unknown", v.reasons
    assert "While attacking, Tayuko has +2F" in v.reasons[0]


@needs_data
def test_w2_no_follower_in_any_discard_pile_is_illegal(pool: CardPool) -> None:
    """Jun-Ni's "Followers in this unit have Cavalry" can't create a target."""
    v = _check(pool, "b2_unicorn_scorpion", "unicorn", "junni")
    assert v.status == "illegal", v.reasons
    assert "there are none" in v.reasons[0]


@needs_data
def test_w2_control_a_discarded_follower_stays_unknown(pool: CardPool) -> None:
    v = _check(pool, "w2_follower_discarded", "unicorn", "junni")
    assert v.status == "unknown", v.reasons


@needs_data
def test_h10c_chiisai_s_ban_leaves_a_witness_without_her(pool: CardPool) -> None:
    """Fear Me! (Iaijutsu): Chiisai "May not perform Iaijutsu or Political actions." performs
    it only if targeted; Kuni Hokinsha (Chi 2) is a target her ban leaves alone: legal."""
    v = _check(pool, "h10c_no_aranai", "spider", "fearme")
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target2"] == ("hokinsha",)


@needs_data
def test_h10c_control_chiisai_the_only_target_stays_unknown(pool: CardPool) -> None:
    v = _check(pool, "p10c_control", "spider", "fearme")
    assert v.status == "unknown", v.reasons
    assert "Chiisai" in v.reasons[0]


@needs_data
def test_w4_w5_saiga_s_own_weapons_count_doubts_no_one_else(pool: CardPool) -> None:
    """ "Saiga has +1F/+1C for each of his Weapons." is read: Atsushi's Fear 2, Horse Archers'
    Ranged 4 are legal (h44adv3 W4, W5)."""
    assert _check(pool, "b4_spider_crab", "spider", "atsushi").status == "legal"
    assert _check(pool, "b4_spider_crab", "crab", "archers").status == "legal"
    assert _check(pool, "p10b_saiga_noweapon", "spider", "atsushi").status == "legal"


@needs_data
@pytest.mark.parametrize("target", [None, "khumti", "remnants"])
def test_w7_unit_sentences_reach_their_units_only(pool: CardPool, target: str | None) -> None:
    """Sisya's "Sisya's Naga followers have +1F and +1 Rangd Attack strength." (she is at home)
    and the Naga Warlord's "All other Naga cards in the Naga Warlord's unit have +1F." can't
    turn Horse Archers' Ranged 4 Attack against Khumti (F3, neither unit)."""
    kw = {} if target is None else {"targets": {"target1": [target]}}
    v = _check(pool, "b5_crab_naga", "crab", "archers", **kw)
    assert v.status == "legal", v.reasons


@needs_data
def test_w7_control_a_target_in_sisya_s_unit_stays_unknown(pool: CardPool) -> None:
    """Greensnake, Sisya's Follower at the battlefield, is a card her sentence changes."""
    v = _check(pool, "w7_sisya_at_battle", "crab", "archers", targets={"target1": ["greensnake"]})
    assert v.status == "unknown", v.reasons
    assert "Sisya" in v.reasons[0]


@needs_data
@pytest.mark.parametrize("board", ["b6_mantis_ronin", "p11_no_colossus"])
def test_w8_will_not_challenge_leaves_an_action_without_a_duel(pool: CardPool, board: str) -> None:
    """The Lost Colossus's "Will not challenge." vs Emerald Ascension (no challenge, no duel):
    legal, as without the Colossus."""
    v = _check(pool, board, "mantis", "ascension")
    assert v.status == "legal", v.reasons


@needs_data
def test_w8_control_a_duel_the_colossus_may_issue_stays_unknown(pool: CardPool) -> None:
    """Reckless Duel with the Colossus its only possible performer: the ban is a doubt."""
    v = _check(pool, "w8_colossus_own_duel", "spider", "reckless")
    assert v.status == "unknown", v.reasons
    assert "Will not challenge." in v.reasons[0]
