"""h38adv3 W6: a target with a later one that must differ from it ("Bow your performing
Personality with your Clan alignment and target another Personality with your Clan alignment",
Rise, Brother) fails on the later target when the first alone can be chosen: the reason names
that target and its own selector (any player's Personality), worded as separate targets are
("target2: no ... other than performer can be targeted together with performer"), not "needs
to choose 2 of your Personalities" (``solver.targeting.solve``). Controls: the same card
legal onto another player's Lion Personality; a grouped target short on its own keeps its
"needs to target 2" wording."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import state_card as _c
from tests.builders import two_player_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _rise(pool: CardPool, theirs: str) -> LoadedState:
    return two_player_board(
        pool,
        [
            _c("keep", "Shamate Keep"),
            _c("sido", "Ikoma Sido"),
            _c("yushiro", "Shinjo Yushiro"),
            _c("sadao", "Shosuro Sadao"),
            _c("rise", "Rise, Brother", zone="hand"),
            _c("gates", "Gates of the Second City", owner="mantis"),
            _c("them", theirs, owner="mantis"),
        ],
        me="lion",
        them="mantis",
    )


def test_the_other_target_is_named(pool: CardPool) -> None:
    v = check(_rise(pool, "Tsuruchi • Experienced 2"), "lion", "rise", 0)
    assert v.status == "illegal", v.reasons
    why = " ".join(v.reasons)
    assert "target2: no Personality with your Clan alignment other than performer" in why, why
    assert "2 of your Personalities" not in why


def test_another_players_lion_personality_is_legal(pool: CardPool) -> None:
    """Control: "another Personality" is any player's: Misato (Mantis's, Lion) is target2."""
    v = check(_rise(pool, "Matsu Misato"), "lion", "rise", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target2"] == ("them",)


def test_a_grouped_target_short_on_its_own_keeps_its_count(pool: CardPool) -> None:
    """Control: "Target two of your Personalities." with one: the count is the requirement."""
    loaded = two_player_board(
        pool,
        [
            _c("keep", "Shamate Keep"),
            _c("shima", "Miryoku no Shima"),
            _c("sido", "Ikoma Sido"),
        ],
        me="lion",
        them="mantis",
    )
    v = check(loaded, "lion", "shima", 0)
    assert v.status == "illegal", v.reasons
    assert "target1: needs to target 2 of your Personalities; you have one" in " ".join(v.reasons)
