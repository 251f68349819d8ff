"""h40cloak: h40adv6's F1 (two Arcane Cloaks in one army read together), N1 (Iza's own
Kyoshiro is not "another player's"), N3 (a required performer counts "This Personality has
Magistrate.") and N7 (Yajinden Sensei's only-Recruit ban and a card's own "Bring him into
play"), on boards of real cards (../shared/data), each with a control."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from model.state import View
from solver.good_faith import check
from solver.listing import checked_target_listing
from solver.only_play_ban import only_play_untouched
from solver.verdict import Play, Verdict
from tests.builders import (
    TWO_PLAYERS,
    set_board,
    set_personality,
    set_strategy,
    two_player_board,
    view,
)
from tests.builders import state_card as _c
from tests.test_h40gate import _BF, _combat

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_CLOAK = "The Arcane Cloak of the Chameleons"


# -- two Cloaked units in one army (h40adv6 F1) ---------------------------------------------------


def _two_cloaks(pool: CardPool, third: bool, reverse: bool) -> Any:
    """Tsuruchi Kosoko (mantis; his Ranged 5 Attack reaches Daizu 5F and Chokichi 4F in its
    strict reading too, h41ranged) attacks the crab; Daizu and Chokichi each wear a Cloak
    (``third``: Hida Tadama, uncloaked, in the same army; ``reverse``: the cards listed the
    other way)."""
    cards = [
        _c("tomaru", "Tsuruchi Kosoko", "battlefield", **_BF),
        _c("daizu", "Hida Daizu • Experienced", "battlefield", owner="them", **_BF),
        {**_c("cloak1", _CLOAK, "battlefield", owner="them", **_BF), "attached_to": "daizu"},
        _c("chokichi", "Toritaka Chokichi", "battlefield", owner="them", **_BF),
        {**_c("cloak2", _CLOAK, "battlefield", owner="them", **_BF), "attached_to": "chokichi"},
    ]
    if third:
        cards.append(_c("tadama", "Hida Tadama", "battlefield", owner="them", **_BF))
    if reverse:
        cards = [cards[0], *reversed(cards[1:])]
    return _combat(pool, cards, "mantis", "crab")


@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("target", ["daizu", "chokichi"])
def test_two_cloaks_without_another_target_are_undecided(
    pool: CardPool, target: str, reverse: bool
) -> None:
    """Either Cloaked card announced: unknown naming the Cloaks, whatever the file order (was
    illegal for one of them, by order)."""
    v = check(
        _two_cloaks(pool, False, reverse), "mantis", "tomaru", 0, targets={"target1": [target]}
    )
    assert v.status == "unknown", v.reasons
    # Kosoko's Ranged Attack reads two ways (h41ranged): the Cloaks' doubt is then in the strict
    # reading's reason, after the two readings' own
    said = " ".join(v.reasons)
    assert "Cloak" in said or "two ways" in said, v.reasons


@pytest.mark.parametrize("reverse", [False, True])
def test_two_cloaks_the_action_itself_stays_legal(pool: CardPool, reverse: bool) -> None:
    """No target announced: not refused (one of the two is a target in every reading of the
    Cloaks; since h41ranged the strict reading of the Ranged Attack, which reads the Cloaks
    one at a time, leaves it `unknown`: a needless doubt left, see the stop-41 note)."""
    v = check(_two_cloaks(pool, False, reverse), "mantis", "tomaru", 0)
    assert v.status in ("legal", "unknown"), v.reasons


@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize(
    ("target", "status"), [("daizu", "illegal"), ("chokichi", "illegal"), ("tadama", "legal")]
)
def test_two_cloaks_beside_an_uncloaked_target(
    pool: CardPool, target: str, status: str, reverse: bool
) -> None:
    """Control: an uncloaked Personality in the army: both Cloaked cards refused, he is the
    target, in either order."""
    v = check(
        _two_cloaks(pool, True, reverse), "mantis", "tomaru", 0, targets={"target1": [target]}
    )
    assert v.status == status, v.reasons


def test_two_cloaks_listing_agrees_with_check(pool: CardPool) -> None:
    """``targets``: no certain set, both Cloaked cards undecided, as ``check`` answers them."""
    loaded = _two_cloaks(pool, False, False)
    view = View.of(loaded.state, loaded.library)
    listed = checked_target_listing(view, "mantis", "tomaru", 0, 10, time.monotonic() + 5)
    assert listed["count"] == 0, listed
    # since h41ranged both come as the lenient reading's sets (the strict one reads the Cloaks
    # one at a time: see test_two_cloaks_the_action_itself_stays_legal)
    unsettled = listed["unsettled"]
    assert isinstance(unsettled, dict)
    assert sorted(s["target1"][0] for s in unsettled["target_sets"]) == ["chokichi", "daizu"]


# -- "Target another player's Mirumoto Kyoshiro" with only one's own (h40adv6 N1) ----------------


@pytest.mark.parametrize(("owner", "status"), [("crane", "illegal"), ("dragon", "unknown")])
def test_doji_iza_own_kyoshiro_is_not_another_players(
    pool: CardPool, owner: str, status: str
) -> None:
    """Iza's player controls the only Kyoshiro: illegal (was unknown); the control, the
    opponent's Kyoshiro: still unknown (the duel is not read)."""
    cards = [
        _c("iza", "Doji Iza", owner="crane"),
        _c("kyo", "Mirumoto Kyoshiro", owner=owner),
    ]
    loaded = two_player_board(pool, cards, me="crane", them="dragon", phase="action")
    v = check(loaded, "crane", "iza", 0)
    assert v.status == status, v.reasons
    if status == "illegal":
        assert "another player controls" in v.reasons[0]


# -- a required performer's keyword from "This Personality has Magistrate." (h40adv6 N3) ---------


@pytest.mark.parametrize(
    ("justice", "bowed", "status"),
    [(True, False, "legal"), (True, True, "illegal"), (False, False, "illegal")],
)
def test_discovering_a_conspiracy_performer_with_justice(
    pool: CardPool, justice: bool, bowed: bool, status: str
) -> None:
    """Justice of the Crane makes Nanae a Magistrate: she performs (was unknown); controls:
    bowed, or without Justice, no unbowed Magistrate: illegal."""
    cards = [
        _c("nanae", "Asahina Nanae", bowed=bowed),
        _c("disc", "Discovering a Conspiracy", "hand"),
        _c("daizu", "Hida Daizu • Experienced", owner="crab"),
    ]
    if justice:
        cards.append(_c("justice", "Justice of the Crane", attached_to="nanae"))
    loaded = two_player_board(pool, cards, me="crane", them="crab", phase="action")
    v = check(loaded, "crane", "disc", 0)
    assert v.status == status, v.reasons
    if status == "legal":
        assert v.witness is not None and v.witness.targets["performer"] == ("nanae",)


# -- "You may only Recruit Shadowlands Personalities." beside "Bring him into play" (N7) ---------


def _yajinden(pool: CardPool, phase: str) -> Any:
    cards = [
        _c("dojo", "Steel Soul Dojo"),
        _c("yaj", "Yajinden Sensei"),
        _c("iron", "Iron Mine"),
        _c("copper", "Copper Mine"),
        _c("masaya", "Masaya", "province", province=1),
    ]
    return two_player_board(pool, cards, me="spider", them="lion", phase=phase)


def test_yajinden_does_not_touch_a_card_bringing_itself(pool: CardPool) -> None:
    """Masaya's own Open "Bring him into play": not a Recruit, legal (was unknown)."""
    v = check(_yajinden(pool, "action"), "spider", "masaya", 0)
    assert v.status == "legal", v.reasons


def test_yajinden_still_forbids_recruiting_masaya(pool: CardPool) -> None:
    """Control: Recruiting Masaya (no Shadowlands) in the Dynasty Phase: illegal by the ban."""
    v = check(_yajinden(pool, "dynasty"), "spider", "masaya", Play.RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "Yajinden Sensei" in v.reasons[0]


@pytest.mark.parametrize(
    ("text", "untouched"),
    [
        ("<b>Limited:</b> Target a bowed Personality: Put this card into play.", True),
        # a text naming Recruit or Equip: it may be that play, the ban may touch it (control)
        ("<b>Limited:</b> Target a bowed Personality: Recruit this card.", False),
        ("<b>Limited:</b> Target a bowed Personality: Equip this card onto him.", False),
    ],
)
def test_only_recruit_ban_spares_an_ability_naming_no_play(
    tmp_path: Path, text: str, untouched: bool
) -> None:
    """``only_play_untouched``: Yajinden's sentence can't touch a Strategy's own ability whose
    text names neither Recruit nor Equip (h40adv6 N7)."""
    table = [
        {"id": "b", "title": "Bonds", "owner": "me", "zone": "hand"},
        {"id": "p", "title": "Guard", "owner": "them", "zone": "home", "bowed": True},
    ]
    cards = [set_strategy("Bonds", text), set_personality("Guard", 0)]
    v = view(set_board(tmp_path, cards, table, players=TWO_PLAYERS, phase="action"))
    shown = "Yajinden Sensei (yaj): You may only Recruit Shadowlands Personalities."
    verdict = Verdict.of("legal", "b", 0, "Bonds")
    assert only_play_untouched(v, shown, verdict) is untouched
    assert not only_play_untouched(v, shown, Verdict.of("legal", "b", Play.RECRUIT, "Bonds"))
