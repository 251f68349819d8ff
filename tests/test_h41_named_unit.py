"""A sentence about one Personality's attachments of a type ("Nokatsu's Followers each have
+1F.") reaches only the cards of that type attached to him, those out of play that may be
brought onto him, and him while one is attached (``solver.named_unit_scope``; Reference 04;
h40adv7 N2). Real cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.load import load_state
from model.oracle.pool import CardPool
from model.state import View
from solver.good_faith import check
from solver.named_unit_scope import named_unit_cards
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h41reach"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_NOKATSU = "Nokatsu's Followers each have +1F."


def _view(pool: CardPool, board: str) -> View:
    loaded = load_state(BOARDS / f"{board}.yaml", cards=pool)
    return View.of(loaded.state, loaded.library)


@needs_data
def test_nokatsu_as_the_melee_target_is_legal(pool: CardPool) -> None:
    """Shiro Shiba's Melee 4 on Yasuki Nokatsu (Force 0, no Follower): `legal` (was `unknown`
    for his "Followers each have +1F", which can't reach him)."""
    loaded = load_state(BOARDS / "p04n.yaml", cards=pool)
    v = check(loaded, "phx", "sh", 0, targets={"performer": ("tsu",), "target2": ("nok",)})
    assert v.status == "legal", v.reasons


@needs_data
def test_control_his_follower_as_the_target_keeps_the_doubt(pool: CardPool) -> None:
    """Rank & File (Force 4) attached to him: +1F makes 5 > 4, the sentence not read: `unknown`
    naming it."""
    loaded = load_state(BOARDS / "p04n_follower.yaml", cards=pool)
    v = check(loaded, "phx", "sh", 0, targets={"performer": ("tsu",), "target2": ("rf",)})
    assert v.status == "unknown", v.reasons
    assert "Nokatsu's Followers" in v.reasons[0]


@needs_data
@pytest.mark.parametrize(
    ("board", "cards"),
    [
        ("p04n", frozenset()),  # none attached, none out of play: it names none
        ("p04n_hand", frozenset({"rf"})),  # a Follower in the hand may be brought onto him
        ("p04n_follower", frozenset({"rf", "nok"})),  # attached: it and his unit's totals
    ],
)
def test_the_cards_it_may_change(pool: CardPool, board: str, cards: frozenset[str]) -> None:
    assert named_unit_cards(_view(pool, board), "nok", _NOKATSU) == cards


@needs_data
@pytest.mark.parametrize(
    "said",
    [
        "Keiasu's Nonhuman, non-Shadowlands Followers have Cavalry.",  # another card's name
        "Nokatsu has +1F.",  # not his attachments
        "Followers in this unit have Cavalry.",  # his unit: read elsewhere
    ],
)
def test_other_shapes_are_not_read_here(pool: CardPool, said: str) -> None:
    assert named_unit_cards(_view(pool, "p04n_follower"), "nok", said) is None


@needs_data
@pytest.mark.parametrize(
    "said",
    [
        "Nokatsu's Followers have +1F.",
        "Nokatsu's Nonhuman, non-Shadowlands Followers have Cavalry.",
        "Nokatsu's Ashigaru and Ronin Followers each have +1F.",
        "Nokatsu's Follower has +2F.",
        "Nokatsu's Earth attachments have Resilient.",
    ],
)
def test_the_shapes_read(pool: CardPool, said: str) -> None:
    """Each wording found in the card data ("Keiasu's Nonhuman, non-Shadowlands Followers",
    "Saeki's Ashigaru and Ronin Followers", "Kamoto's Follower has", "Gaitsuru's Earth
    attachments"), put on Nokatsu: his attached Follower and him."""
    assert named_unit_cards(_view(pool, "p04n_follower"), "nok", said) == {"rf", "nok"}
