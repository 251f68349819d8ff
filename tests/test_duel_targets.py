"""h39adv3 W3: "bow Osema and target a Bandit or an Unaligned Samurai: Osema duels him." with
only Bandit Gang (a Follower) to target. Whether a card that is not a Personality can be
challenged or take part in a duel is not in the rules files (the dueling file is missing), so
the ability reads two ways (``model.oracle.duel_targets``): a Follower target is `unknown`
naming it (was `legal`); a Personality target (Ogre Outlaw, a Bandit Personality) stays
`legal`; none at all stays `illegal` (``tests/test_bandit_or_unaligned.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.oracle.duel_targets import NOTE
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import state_card as _c
from tests.builders import two_player_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _check(pool: CardPool, title: str, extra: list[dict[str, str]]) -> tuple[str, str]:
    cards = [_c("ke", "The Khan's Estate"), _c("osema", title)]
    cards += [_c("sk", "Shamate Keep", owner="lion"), _c("sido", "Ikoma Sido", owner="lion")]
    cards += extra
    v = check(two_player_board(pool, cards, me="unicorn", them="lion"), "unicorn", "osema", 0)
    return v.status, " ".join(v.reasons)


@pytest.mark.parametrize("title", ["Shinjo Osema", "Shinjo Tashima"])
def test_a_follower_bandit_only_is_not_settled(pool: CardPool, title: str) -> None:
    """p16: Bandit Gang attached to Ikoma Sido (a Lion Samurai, so not Unaligned)."""
    status, why = _check(pool, title, [_c("gang", "Bandit Gang", owner="lion", attached_to="sido")])
    assert status == "unknown", why
    assert NOTE in why


def test_a_bandit_personality_stays_legal(pool: CardPool) -> None:
    """Control: Ogre Outlaw is a Bandit Personality; the Follower beside him changes nothing."""
    gang = _c("gang", "Bandit Gang", owner="lion", attached_to="sido")
    status, why = _check(pool, "Shinjo Osema", [gang, _c("ogre", "Ogre Outlaw", owner="lion")])
    assert status == "legal", why


def test_demonstration_of_skill_reads_two_ways(pool: CardPool) -> None:
    """ "Your target unbowed Samurai challenges another player's target Personality.": the
    challenger's phrase names no type either; the strict reading asks a Personality."""
    card = pool.get("Demonstration of Skill")
    assert card is not None
    ab = card.card.abilities[0]
    assert ab.lenient is not None and NOTE in ab.lenient_note
    kinds = {s.name: s.select.type for s in ab.all_target_specs()}
    lenient = {s.name: s.select.type for s in ab.lenient.all_target_specs()}
    assert kinds["target1"] != lenient["target1"] == ()


def test_a_challenge_in_a_granted_ability_is_not_read_here(pool: CardPool) -> None:
    """Lessons of Honor gives an ability that challenges: its own target is not the duel's."""
    card = pool.get("Lessons of Honor")
    assert card is not None
    assert all(NOTE not in (a.lenient_note or "") for a in card.card.abilities)
