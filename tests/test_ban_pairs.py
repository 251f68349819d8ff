"""h39adv3 N1, N2: bans on playing cards of one keyword, alone and with another prohibition.

N1: "While Jahan is at the current battlefield, other players may not play Terrains." speaks
only of Terrains, like Akodo Kurako's "Other players may not play Terrains while Kurako is at
the current battlefield.": the other players' Strategies that are not Terrains are not doubted
by it (``solver.play_keyword_scope``: its opening "While ..." clause only narrows). Control: a
Terrain stays illegal, naming the sentence.

N2: one sentence settles a play illegal (Jahan's ban on a Terrain; Gaheris's "unless their
effects will unconditionally move or destroy him" on a Strategy that can't): a second sentence
that is itself a prohibition can only forbid more (Effects / "May not"; Costs and restrictions
/ Permissions), so the answer stays illegal (``solver.prohibition_pairs``). Control: a sentence
that may allow something keeps the answer ``unknown``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from model.state import View
from solver.good_faith import check
from solver.keyword_entry_ban import banned_or_doubted
from solver.prohibition_pairs import only_forbids, settled_by_one
from tests.builders import state_card as _c
from tests.builders import two_player_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

JAHAN = "While Jahan is at the current battlefield, other players may not play Terrains."
GAHERIS = (
    "While Gaheris is at the current battlefield, other players may not play Strategies during "
    "the Combat Segment unless their effects will unconditionally move or destroy him."
)


def _board(pool: CardPool, *, banner: str = "Jahan", gaheris: bool = False) -> Any:
    """Crab attacks Unicorn's province 2 in the Combat Segment; ``banner`` (Unicorn's) there;
    with ``gaheris`` Moto Gaheris • Experienced there too, else at home."""
    here = {"zone": "battlefield", "battlefield": "unicorn-p2"}
    return two_player_board(
        pool,
        [
            _c("kh", "Kyuden Hida • Experienced"),
            _c("iron", "Iron Mine"),
            _c("sosuke", "Hida Sosuke • Experienced", **here),
            _c("iemasa", "Kaiu Iemasa", **here),
            _c("tarui", "Tarui", **here),
            _c("c-fc", "Final Confrontation", zone="hand"),
            _c("c-bsl", "Block Supply Lines", zone="hand"),
            _c("c-cd", "Confounding Departure", zone="hand"),
            _c("c-terr", "Blind Honor", zone="hand"),
            _c("ke", "The Khan's Estate", owner="unicorn", bowed=True),
            _c("ban", banner, owner="unicorn", **here),
            _c("gah", "Moto Gaheris • Experienced", owner="unicorn", **(here if gaheris else {})),
        ],
        me="crab",
        them="unicorn",
        phase="attack",
        segment="combat",
        current_battlefield="unicorn-p2",
        attacker="crab",
        turn=6,
    )


@pytest.mark.parametrize("banner", ["Jahan", "Akodo Kurako"])
@pytest.mark.parametrize("card", ["c-fc", "c-bsl", "c-cd"])
def test_a_terrain_ban_does_not_doubt_other_strategies(
    pool: CardPool, banner: str, card: str
) -> None:
    v = check(_board(pool, banner=banner), "crab", card, 0)
    assert v.status == "legal", v.reasons


@pytest.mark.parametrize("banner", ["Jahan", "Akodo Kurako"])
def test_the_terrain_stays_refused(pool: CardPool, banner: str) -> None:
    """Control: Blind Honor is a Terrain."""
    v = check(_board(pool, banner=banner), "crab", "c-terr", 0)
    assert v.status == "illegal", v.reasons
    assert "may not play Terrains" in " ".join(v.reasons)


def test_a_terrain_ban_with_gaheris_stays_illegal(pool: CardPool) -> None:
    """N2 (r2_crab_attacks): Jahan forbids Blind Honor; Gaheris's sentence can only forbid."""
    v = check(_board(pool, gaheris=True), "crab", "c-terr", 0)
    assert v.status == "illegal", v.reasons
    assert JAHAN in " ".join(v.reasons)


def test_gaheris_alone_settles_final_confrontation(pool: CardPool) -> None:
    """N1 + N2: with Jahan and Gaheris there, Final Confrontation ("Bow them.") is forbidden
    by Gaheris; Jahan's Terrain ban no longer keeps it unknown."""
    v = check(_board(pool, gaheris=True), "crab", "c-fc", 0)
    assert v.status == "illegal", v.reasons
    assert "Gaheris" in " ".join(v.reasons)


def _as_view(state: Any) -> View:
    return View.of(state.state, state.library)


def test_one_settling_prohibition_and_another_prohibition(pool: CardPool) -> None:
    """``settled_by_one``: Gaheris settles Final Confrontation illegal; a second prohibition
    (Bayushi Nomen's shield, read as one) keeps it illegal; a sentence that may allow keeps
    no answer (None)."""
    view = _as_view(_board(pool, gaheris=True))
    legal = check(_board(pool), "crab", "c-fc", 0)  # Gaheris at home: legal
    assert legal.status == "legal"
    ab = view.definition("c-fc").abilities[0]
    nomen = (
        "Actions performed by Personalities who were dishonorable when the action was announced "
        "may not target Nomen or Personalities in Nomen's army."
    )
    found = settled_by_one(view, legal, ab, [("gah", GAHERIS), ("ban", nomen)])
    assert found is not None and found.status == "illegal"
    allows = "You may play Strategies as Open actions."
    assert settled_by_one(view, legal, ab, [("gah", GAHERIS), ("ban", allows)]) is None
    assert settled_by_one(view, legal, ab, [("gah", GAHERIS)]) is None  # one: the caller's


def test_a_ban_beside_a_permission_stays_unknown(pool: CardPool) -> None:
    """Control (``banned_or_doubted``): Jahan's ban beside a sentence that may allow the play
    keeps ``unknown``; beside a prohibition it is illegal."""
    view = _as_view(_board(pool))
    legal = check(_board(pool, banner="Akodo Kurako"), "crab", "c-bsl", 0)
    assert legal.status == "legal"
    # Blind Honor's play, as the play path sees it (a legal answer before the traits)
    base = check(_board(pool, banner="Hida Sosuke • Experienced"), "crab", "c-terr", 0)
    assert base.status == "legal", base.reasons
    jahan = f"Jahan (ban): {JAHAN}"
    permits = "Moto Gaheris • Experienced (gah): Other players may play Terrains as Open actions."
    forbids = "Moto Gaheris • Experienced (gah): Other players may not take Political actions."
    assert banned_or_doubted(view, "c-terr", "crab", base, [jahan, forbids]).status == "illegal"
    assert banned_or_doubted(view, "c-terr", "crab", base, [jahan, permits]).status == "unknown"


@pytest.mark.parametrize(
    ("said", "forbids"),
    [
        (JAHAN, True),
        (GAHERIS, True),
        ("Other players may not play Terrains while Kurako is at the current battlefield.", True),
        ("You may not bring Shadowlands cards into play.", True),
        ("Other players' Political actions may not target Kachiko.", True),
        ("You may play Terrains.", False),
        ("Personalities cannot move to or from this battlefield.", False),
        ("You may not take Political actions; you may play Kihos.", False),
        ("Each player may take only one Limited action per turn.", False),
        ("Other players may not play Terrains, ignoring this card's other effects.", False),
    ],
)
def test_only_forbids(said: str, forbids: bool) -> None:
    assert only_forbids(said) is forbids
