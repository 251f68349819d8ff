"""Needless `unknown`s of h44adv7 settled by the shape of the sentence (h44adv7 U1, U2, and the
"After" trigger at a "before" moment), each beside a control. Real cards from ../shared/data."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Verdict
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h44fixd"
needs_data = pytest.mark.skipif(not (DATA / "sets").is_dir(), reason="no ../shared/data")


def _check(
    pool: CardPool, board: str, player: str, card: str, ability: object = 0, **kw: object
) -> Verdict:
    loaded = load_state(BOARDS / f"{board}.yaml", cards=pool)
    return check(loaded, player, card, ability, **kw)  # type: ignore[arg-type]


@needs_data
@pytest.mark.parametrize("board", ["u2_chith_rashana", "u2_self_chith_rashana", "u2_snak_rashana"])
def test_u2_a_targeting_or_challenge_ban_leaves_the_rashana_s_reaction(
    pool: CardPool, board: str
) -> None:
    """The Rashana's Reaction targets nothing and names no challenge: Chithith's "may not be
    targeted by Spell or Kiho actions unless ..." and Snak's "Will not be challenged while ..."
    can't change it: legal."""
    v = _check(pool, board, "dragon", "rashana")
    assert v.status == "legal", v.reasons


@needs_data
def test_u2_control_a_spell_action_targeting_chithith_stays_unknown(pool: CardPool) -> None:
    """The World's Essence (a Spell action) must target Chithith, the only Personality: the ban
    with its "unless" stays a doubt."""
    v = _check(pool, "u2_chith_spell_control", "dragon", "essence")
    assert v.status == "unknown", v.reasons
    assert "may not be targeted by Spell or Kiho actions" in v.reasons[0]


@needs_data
def test_u2_control_a_duel_on_snak_stays_unknown(pool: CardPool) -> None:
    """Reckless Duel with Snak the only enemy Personality: "Will not be challenged" stays."""
    v = _check(pool, "u2_snak_duel_control", "crab", "reckless")
    assert v.status == "unknown", v.reasons
    assert "Will not be challenged" in v.reasons[0]


@needs_data
def test_u1_keep_of_the_dead_settles_a_follower_s_honor_requirement(pool: CardPool) -> None:
    """Spider controls Keep of the Dead ("You ignore Honor Requirements on your Followers."):
    The Eighth Legion's Honor Requirement 3 above every Personal Honor is ignored: legal."""
    v = _check(pool, "u1_keep_eighth_legion", "spider", "sp-h3")
    assert v.status == "legal", v.reasons
    v = _check(pool, "u1_keep_eighth_legion", "spider", "sp-h3", targets={"target1": ["buncho"]})
    assert v.status == "legal", v.reasons


@needs_data
def test_u1_control_another_player_s_keep_keeps_the_doubt(pool: CardPool) -> None:
    """Keep of the Dead is Crane's: Spider's Follower's Honor Requirement stays unknown."""
    v = _check(pool, "u1_control_other_player", "spider", "sp-h3")
    assert v.status == "unknown", v.reasons
    assert "a Follower's is stated nowhere" in v.reasons[0]


@needs_data
def test_an_after_targeting_reaction_at_a_before_targeting_is_illegal(pool: CardPool) -> None:
    """Setting Sun Strike ("After another player's action targets your Hero Personality during a
    Combat Segment") at an ``action_targets`` event stated ``before``: not its moment."""
    v = _check(pool, "m_sss_before", "lion", "sss")
    assert v.status == "illegal", v.reasons
    assert v.details[0].code == "timing"


@needs_data
def test_control_the_same_targeting_stated_after_is_legal(pool: CardPool) -> None:
    """The same board with the targeting stated ``after``: legal, as before."""
    v = _check(pool, "m_sss_after", "lion", "sss")
    assert v.status == "legal", v.reasons
