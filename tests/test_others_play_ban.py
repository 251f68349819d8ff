"""h38adv3 N7: "While Jahan is at the current battlefield, other players may not play
Terrains." (and Akodo Kurako's "Other players may not play Terrains while Kurako is at the
current battlefield.") with the card AT the current battlefield forbids the other players'
Terrains (Effects / "May not"): illegal, naming the sentence. Controls: the card's controller's
own Terrain, and the card at home (the sentence binds no one), stay legal
(``solver.others_play_ban``, ``solver.while_here_scope``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import state_card as _c
from tests.builders import two_player_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _board(pool: CardPool, banner: str, where: str) -> Any:
    """Crab attacks Lion at lion's province 1; ``banner`` (Lion's) at ``where``; a Rocky
    Terrain and a Contentious Terrain in each player's hand."""
    at = {"zone": "battlefield", "battlefield": "lion-p1"} if where == "there" else {}
    return two_player_board(
        pool,
        [
            _c("keep", "Kyuden Hida • Experienced"),
            _c("itta", "Hiruma Itta", zone="battlefield", battlefield="lion-p1"),
            _c("rocky", "Rocky Terrain", zone="hand"),
            _c("ct", "Contentious Terrain", zone="hand"),
            _c("shamate", "Shamate Keep", owner="lion"),
            _c("ban", banner, owner="lion", **at),
            _c("l-rocky", "Rocky Terrain", owner="lion", zone="hand"),
        ],
        me="crab",
        them="lion",
        phase="attack",
        segment="combat",
        current_battlefield="lion-p1",
        attacker="crab",
    )


@pytest.mark.parametrize("banner", ["Jahan", "Akodo Kurako"])
@pytest.mark.parametrize("terrain", ["rocky", "ct"])
def test_other_players_terrain_refused(pool: CardPool, banner: str, terrain: str) -> None:
    v = check(_board(pool, banner, "there"), "crab", terrain, 0)
    assert v.status == "illegal", v.reasons
    assert "other players may not play Terrains" in " ".join(v.reasons).replace("Other", "other")


@pytest.mark.parametrize("banner", ["Jahan", "Akodo Kurako"])
def test_own_terrain_beside_it_stays_legal(pool: CardPool, banner: str) -> None:
    """Control: its controller is not one of the other players."""
    v = check(_board(pool, banner, "there"), "lion", "l-rocky", 0)
    assert v.status == "legal", v.reasons


@pytest.mark.parametrize("banner", ["Jahan", "Akodo Kurako"])
def test_at_home_it_binds_no_one(pool: CardPool, banner: str) -> None:
    """Control: not at the current battlefield, the sentence binds no one (Kurako's closing
    "while" clause read as Jahan's opening one; Kurako's was `unknown`)."""
    v = check(_board(pool, banner, "home"), "crab", "rocky", 0)
    assert v.status == "legal", v.reasons


def test_the_shapes_read() -> None:
    from solver.others_play_ban import others_play_ban_shape
    from solver.while_here_scope import _HERE_AFTER

    assert others_play_ban_shape(
        "While Jahan is at the current battlefield, other players may not play Terrains."
    )
    assert others_play_ban_shape(
        "Other players may not play Terrains while Tsanuri is at the current battlefield."
    )
    # more than a ban (Moto Gaheris • Experienced): not read here
    assert not others_play_ban_shape(
        "While Gaheris is at the current battlefield, other players may not play Strategies "
        "during the Combat Segment unless they pay 2 Gold."
    )
    assert _HERE_AFTER.match(
        "Others may not play Terrains while Kurako is at the current battlefield."
    )
    assert not _HERE_AFTER.match(
        "Your Personalities have +1F and you may not play Terrains while Kurako is at the "
        "current battlefield."
    )
