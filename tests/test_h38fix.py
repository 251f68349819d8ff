"""Stop 38 fixes from tester h38adv4 (L1, N3, N4, N6), on boards of real cards
(../shared/data), each with a control where the answer stays the other way or stays unknown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.ability_keywords import ability_keyword_only
from model.load import as_view
from model.oracle.pool import CardPool
from solver.decision import announce_id, card_code, decision_point
from solver.good_faith import check
from solver.no_player_scope import no_player_spares
from solver.verdict import Play
from tests.builders import combat_board, two_player_board
from tests.builders import state_card as _c

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


_combat = combat_board  # me attacks them at bf, Combat Segment, turn 7


# -- L1: the announce step asks ``check`` as ``check`` is asked with no target (Gaheris retry) --

_CP2 = {"battlefield": "crane-p2"}


def _gaheris_board(pool: CardPool, strategy: str, *, follower: bool = True) -> Any:
    cards = [
        _c("gaheris", "Moto Gaheris • Experienced", "battlefield", **_CP2),
        _c("tselu", "Shinjo Tselu", "battlefield", **_CP2),
        _c("market", "Marketplace", owner="crane"),
        _c("ikura", "Kakita Ikura", "battlefield", owner="crane", **_CP2),
        _c("yuri", "Kakita Yuri", "battlefield", owner="crane", **_CP2),
        _c("shige", "Doji Shigeyuki", owner="crane"),
        _c("s", strategy, "hand", owner="crane"),
    ]
    if follower:
        cards.append(_c("medcav", "Medium Cavalry", "battlefield", attached_to="gaheris", **_CP2))
    return _combat(pool, cards, "unicorn", "crane", "crane-p2")


def test_lister_announces_rout_against_gaheris_as_check_does(pool: CardPool) -> None:
    """Rout moves Gaheris's unit home: ``check`` says legal with him the unit; the announce
    step now lists it legal too (was unknown), and the unit step offers Gaheris."""
    loaded = _gaheris_board(pool, "Rout")
    assert check(loaded, "crane", "s", 0).status == "legal"
    root = decision_point(loaded, "crane")
    rout = announce_id("s", 0)
    assert rout in root.legal_ids(), root.verdict_of(rout).reasons
    unit = root.apply(rout)
    assert card_code("gaheris") in unit.legal_ids()
    assert card_code("ikura") not in unit.legal_ids()


def test_lister_control_attack_that_may_reach_gaheris(pool: CardPool) -> None:
    """Control: Arrows from the Woods with Gaheris alone in his unit stays unknown in ``check``
    and so is not legal at the announce step."""
    loaded = _gaheris_board(pool, "Arrows from the Woods", follower=False)
    assert check(loaded, "crane", "s", 0).status == "unknown"
    root = decision_point(loaded, "crane")
    arrows = announce_id("s", 0)
    assert arrows not in root.legal_ids()
    assert root.verdict_of(arrows).status == "unknown"


# -- N4: "No player may play Sneak Attack during a battle at this Province's battlefield." ------

_LP1 = {"battlefield": "lion-p1"}


def _watchtower(pool: CardPool, title: str, segment: str | None = "combat") -> Any:
    cards = [
        _c("wt", "Watchtower"),
        _c("mine", "Iron Mine"),
        _c("iemasa", "Kaiu Iemasa", "battlefield", **_LP1),
        _c("cm", "Copper Mine", owner="lion"),
        _c("cm2", "Copper Mine", owner="lion"),
        _c("kurako", "Akodo Kurako", "battlefield", owner="lion", **_LP1),
        _c("s", title, "hand", owner="lion"),
    ]
    loaded = _combat(pool, cards, "crab", "lion", "lion-p1")
    if segment != "combat":
        loaded = two_player_board(
            pool, cards, me="crab", them="lion", phase="attack", segment=segment,
            current_battlefield="lion-p1", attacker="crab", active_player="crab", turn=7,
        )  # fmt: skip
    return check(loaded, "lion", "s", 0)


@pytest.mark.parametrize("title", ["Rout", "Rocky Terrain"])
def test_watchtower_title_ban_spares_other_titles(pool: CardPool, title: str) -> None:
    """Rout (moves a unit home) and Rocky Terrain (puts only itself into play) are not Sneak
    Attack: Watchtower's ban can't touch them, legal (was unknown naming Watchtower)."""
    v = _watchtower(pool, title)
    assert v.status == "legal", v.reasons


def test_watchtower_control_sneak_attack_itself(pool: CardPool) -> None:
    """Control: Sneak Attack itself in the battle, before the Combat Segment: never legal (its
    Engage timing is unknown), and the ban's scope never spares it (its place and time are not
    read), while it spares Rout."""
    v = _watchtower(pool, "Sneak Attack", segment=None)
    assert v.status == "unknown", v.reasons
    cards = [_c("wt", "Watchtower"), _c("sa", "Sneak Attack", "hand"), _c("r", "Rout", "hand")]
    view = as_view(two_player_board(pool, cards, me="crab", them="lion"))
    said = "No player may play Sneak Attack during a battle at this Province's battlefield."
    assert said in view.definition("wt").actions_unread
    sa, rout = view.definition("sa").abilities[0], view.definition("r").abilities[0]
    assert not no_player_spares(view, said, "sa", sa)
    assert no_player_spares(view, said, "r", rout)


# -- N3: "This Stronghold's ability has Tireless if you bow your Fortification ..." gives no card
# -- a keyword: who has a keyword stays settled ------------------------------------------------

_FORT = _c("fort", "The Indomitable Fortress of the Crab", owner="crab", bowed=True)


def _shamate(pool: CardPool, extra: list[dict[str, Any]]) -> Any:
    cards = [
        _c("kyuden", "Kyuden Hida"),
        _c("iemasa", "Kaiu Iemasa", "battlefield", **_LP1),
        _c("shamate", "Shamate Keep", owner="lion"),
        _c("sido", "Ikoma Sido", "battlefield", owner="lion", dishonorable=True, **_LP1),
        *extra,
    ]
    return check(_combat(pool, cards, "crab", "lion", "lion-p1"), "lion", "shamate", 0)


def test_fortress_tireless_leaves_shamate_paragons_settled(pool: CardPool) -> None:
    """Shamate Keep's own ability with dishonorable Sido (a Paragon, PH 3 by the Keep) beside
    the Fortress: legal (was unknown naming the Keep's sentence)."""
    v = _shamate(pool, [_FORT])
    assert v.status == "legal", v.reasons


def test_fortress_control_a_card_keyword_grant_still_doubts(pool: CardPool) -> None:
    """Control: Moto Steed's "This Personality has Cavalry ..." gives a card a keyword: who is
    a Paragon is not settled, unknown naming the Keep's sentence."""
    steed = _c("steed", "Moto Steed", "battlefield", owner="lion", attached_to="sido", **_LP1)
    v = _shamate(pool, [_FORT, steed])
    assert v.status == "unknown", v.reasons
    assert any("Shamate Keep" in r for r in v.reasons), v.reasons


def _yuki(pool: CardPool, extra: list[dict[str, Any]]) -> Any:
    cards = [
        _c("f1", "Ageless Shrine", owner="unicorn"),
        _c("f2", "Ageless Shrine"),
        _c("citadel", "The Sinister Citadel of the Spider"),
        _c("yuki", "Yuki no Onna"),
        _c("ha", "Heavy Armor", "hand"),
        *extra,
    ]
    loaded = two_player_board(pool, cards, me="spider", them="unicorn", turn=9)
    return check(loaded, "spider", "ha", Play.EQUIP)


def test_fortress_tireless_leaves_yuki_forests_settled(pool: CardPool) -> None:
    """Heavy Armor onto Yuki no Onna (+1F/+1C for each Forest in play: two Ageless Shrines)
    beside the Fortress: legal (was unknown naming Yuki's sentence)."""
    v = _yuki(pool, [_c("fort", "The Indomitable Fortress of the Crab", owner="unicorn")])
    assert v.status == "legal", v.reasons


def test_fortress_control_own_tireless_still_needs_a_fortification(pool: CardPool) -> None:
    """Control: the Fortress's own ability, bowed, with no Fortification of the Crab to bow:
    illegal, as before; and the sentence shape is only an ability's ("This Personality has
    Tireless" is not)."""
    cards = [
        _FORT,
        _c("itta", "Hiruma Itta", "battlefield", bowed=True, **_LP1),
        _c("kurako", "Akodo Kurako", "battlefield", owner="lion", **_LP1),
    ]
    v = check(_combat(pool, cards, "crab", "lion", "lion-p1"), "crab", "fort", 0)
    assert v.status == "illegal", v.reasons
    said = (
        "This Stronghold's ability has Tireless if you bow your Fortification when announcing it."
    )
    assert ability_keyword_only(said)
    assert not ability_keyword_only("This Personality has Tireless.")
    assert not ability_keyword_only(
        "This card's ability has Tireless and your Personalities have +1F."
    )
