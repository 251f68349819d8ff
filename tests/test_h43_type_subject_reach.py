"""A trait whose subject names card types reaches cards of those types alone (Reference 03: a
card's type does not change), whatever area qualifies it ("Your Cavalry Followers out of play
have Honor."); and a card out of play changes nothing but itself (Reference 05, Areas 4), so its
own sentence about other types ("Jengzan's Cavalry Followers have Resilient.") can't turn its
own Recruit (``solver.area_subject_scope``; h43adv1 N1, N5). Real cards by title from
../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.load import load_state
from model.oracle.pool import CardPool
from model.state import View
from solver.area_subject_scope import area_free, reaches_only_others
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h43needless"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@needs_data
@pytest.mark.parametrize(
    ("card", "status"),
    [("up1", "legal"), ("up2", "legal"), ("up3", "illegal"), ("up4", "legal")],
)
def test_jengzan_in_play_spares_recruits(pool: CardPool, card: str, status: str) -> None:
    """Moto Jengzan in play: his Cavalry Followers' sentences can't reach Moto Chinua, Kenturo,
    Utaku Masako (HR 3 > Family Honor 2: still illegal) or Veteran's Farmland (was `unknown`)."""
    loaded = load_state(BOARDS / "b2_unicorn_dynasty.yaml", cards=pool)
    v = check(loaded, "unicorn", card, RECRUIT)
    assert v.status == status, v.reasons
    if status == "illegal":
        assert v.reasons[0].startswith("Honor Requirement 3"), v.reasons


@needs_data
@pytest.mark.parametrize("card", ["up1", "up2", "up3", "up4"])
def test_control_a_subject_naming_no_type_keeps_the_doubt(pool: CardPool, card: str) -> None:
    """Yoritomo Honjo instead: "Your Peasant Weapons out of play have Honor." names a keyword,
    no card type: it stays `unknown` naming it."""
    loaded = load_state(BOARDS / "b2_honjo_control.yaml", cards=pool)
    v = check(loaded, "unicorn", card, RECRUIT)
    assert v.status == "unknown", v.reasons
    assert "Peasant Weapons" in v.reasons[0]


@needs_data
@pytest.mark.parametrize(
    ("board", "card", "status"),
    [
        ("p5_plains_t1", "p2", "legal"),  # Endless Plains 5, Jengzan 4
        ("p5_plains_turn1", "p2", "legal"),  # its first turn: 4 Gold, exact
        ("p5_plains_turn1", "p1", "illegal"),  # control: Moto Chinua 5 > 4
        ("p5_plains_t1", "p1", "legal"),
    ],
)
def test_jengzan_own_recruit(pool: CardPool, board: str, card: str, status: str) -> None:
    """Moto Jengzan's own Recruit: his sentences about his Cavalry Followers change nothing
    while he is in a province (was `unknown`)."""
    loaded = load_state(BOARDS / f"{board}.yaml", cards=pool)
    v = check(loaded, "unicorn", card, RECRUIT)
    assert v.status == status, v.reasons


@needs_data
def test_reaches_only_others(pool: CardPool) -> None:
    loaded = load_state(BOARDS / "p5_plains_t1.yaml", cards=pool)
    view = View.of(loaded.state, loaded.library)
    assert reaches_only_others(view, "p2", "Jengzan's Cavalry Followers have Resilient.")
    assert reaches_only_others(view, "p2", "Your Cavalry Followers out of play have Honor.")
    # controls: his own type, no type noun, a second subject
    assert not reaches_only_others(view, "p2", "Your Personalities in and out of play have +1F.")
    assert not reaches_only_others(view, "p2", "Your Peasant Weapons out of play have Honor.")
    assert not reaches_only_others(view, "p2", "Your Followers have +1F and he has +1C.")


def test_area_free() -> None:
    assert area_free("Cavalry Followers out of play") == "Cavalry Followers"
    assert area_free("Undead Followers in and out of play") == "Undead Followers"
    assert area_free("Samurai") == "Samurai"
