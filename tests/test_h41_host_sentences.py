"""h41will (h41adv1 N1, N2, N3): a Personality's sentences about what attaches to him and the
challenges he issues, on boards of real cards (../shared/data), each with a control.

- "Will not attach Followers or issue challenges." (Kakita Yoshi; "Will not attach cards or
  issue challenges.", The Crimson Mountain Oni): its host half read exactly (a Follower onto
  Yoshi illegal, an Item legal); its challenge half binds Yoshi alone (an Iaijutsu Challenge
  performed by another Personality legal; Yoshi the only performer keeps the doubt)
  (``solver.own_challenge_host``).
- "<Name>'s Followers must be <Keyword>." (Ninja Shapeshifter, Goju Kumoru, Shosuro Longji,
  Otaku Kamoko, Utaku Isuka; "Sunetsu's Items must be Armor or Weapons."): that host refuses an
  attachment of the type without the keyword; nothing else (``solver.host_must_be``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.host_must_be import must_be
from solver.host_refusals import HostRefusal, host_refusal
from solver.own_challenge_host import attach_half
from solver.verdict import EQUIP
from tests.builders import state_card, two_player_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_c = state_card
YOSHI = "Will not attach Followers or issue challenges."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (YOSHI, "follower"),
        ("Will not attach cards or issue challenges.", "card"),
        ("Will not attach Followers or be challenged.", None),
        ("Will not attach Followers or issue challenges unless you have the Favor.", None),
    ],
)
def test_attach_half(text: str, expected: str | None) -> None:
    assert attach_half(text) == expected
    if expected is not None:
        assert host_refusal(text) == HostRefusal(expected, every=True)


@pytest.mark.parametrize(
    ("text", "title", "expected"),
    [
        ("Kumoru's Followers must be Ninja.", "Goju Kumoru", ("follower", {"ninja"})),
        (
            "Sunetsu's Items must be Armor or Weapons.",
            "Bayushi Sunetsu",
            ("item", {"armor", "weapon"}),
        ),
        (
            "Ninja Shapeshifter's Followers must be Ninja.",
            "Ninja Shapeshifter",
            ("follower", {"ninja"}),
        ),
        ("Lord's Followers must be Ninja.", "Goju Kumoru", None),  # another subject
        ("Kumoru's Followers must be Ninja if you have the Favor.", "Goju Kumoru", None),
    ],
)
def test_must_be_reading(text: str, title: str, expected: tuple[str, set[str]] | None) -> None:
    got = must_be(text, title)
    assert (None if got is None else (got[0], set(got[1]))) == expected


def _equip_board(pool: CardPool, host: str, att: str) -> LoadedState:
    return two_player_board(
        pool,
        [
            _c("sh", "Kyuden Hida • Experienced"),
            *[_c(f"m{i}", "Copper Mine") for i in range(3)],
            _c("h", host),
            _c("o", "Hida Kuon"),
            _c("a", att, "hand"),
            _c("ls", "Shamate Keep", owner="lion"),
        ],
        me="crab",
        them="lion",
    )


@needs_data
@pytest.mark.parametrize(
    ("host", "att", "onto_host"),
    [
        ("Kakita Yoshi", "Ashigaru Archers", "illegal"),  # a Follower (was unknown)
        ("Kakita Yoshi", "Naginata", "legal"),  # an Item: not refused
        ("The Crimson Mountain Oni", "Light Armor", "illegal"),  # "cards": any attachment
        ("Ninja Shapeshifter", "Ashigaru Archers", "illegal"),  # a Follower without Ninja
        ("Ninja Shapeshifter", "Apprentice Shinobi", "legal"),  # a Ninja Follower
        ("Ninja Shapeshifter", "Naginata", "legal"),  # an Item (was unknown)
        ("Goju Kumoru", "Light Cavalry", "illegal"),
        ("Goju Kumoru", "Light Armor", "legal"),
        ("Otaku Kamoko, Seven Thunder • Experienced 2CW", "Apprentice Shinobi", "illegal"),
        ("Utaku Isuka, Soul of Otaku Kamoko", "Light Cavalry", "legal"),
        ("Bayushi Sunetsu", "Record of Failure", "illegal"),  # an Item neither Armor nor Weapon
        ("Bayushi Sunetsu", "Naginata", "legal"),  # a Weapon
        ("Bayushi Sunetsu", "Ashigaru Archers", "legal"),  # a Follower: not named
    ],
)
def test_host_sentence_equip(pool: CardPool, host: str, att: str, onto_host: str) -> None:
    """The Equip onto the host is decided by its sentence; onto another Personality (Hida Kuon)
    it is legal, the sentence doubting nothing (they were all ``unknown``)."""
    loaded = _equip_board(pool, host, att)
    v = check(loaded, "crab", "a", EQUIP, targets={"personality": ("h",)})
    assert v.status == onto_host, v.reasons
    if onto_host == "illegal":
        assert "cannot attach" in v.reasons[0] and "its trait" in v.reasons[0]
    other = check(loaded, "crab", "a", EQUIP, targets={"personality": ("o",)})
    assert other.status == "legal", other.reasons
    assert check(loaded, "crab", "a", EQUIP).status == "legal"


def _iaijutsu(pool: CardPool, toshimoko: bool, **yoshi: Any) -> LoadedState:
    cards = [
        _c("palace", "The Exquisite Palace of the Crane"),
        _c("yoshi", "Kakita Yoshi", **yoshi),
        _c("ic", "Iaijutsu Challenge", "hand"),
        _c("kyuden", "Kyuden Hida • Experienced", owner="crab"),
        _c("kuon", "Hida Kuon", owner="crab"),
    ]
    if toshimoko:
        cards.append(_c("toshimoko", "Kakita Toshimoko"))
    return two_player_board(pool, cards, me="crane", them="crab")


@needs_data
def test_challenge_by_another_personality(pool: CardPool) -> None:
    """Iaijutsu Challenge performed by Kakita Toshimoko: Yoshi's refusal binds Yoshi only, so
    legal, announced or not (it was ``unknown`` naming Yoshi, h41adv1 N1)."""
    loaded = _iaijutsu(pool, True)
    v = check(loaded, "crane", "ic", 0, targets={"performer": ("toshimoko",), "target2": ("kuon",)})
    assert v.status == "legal", v.reasons
    free = check(loaded, "crane", "ic", 0)
    assert free.status == "legal", free.reasons
    assert free.witness is not None and free.witness.targets["performer"] == ("toshimoko",)


@needs_data
def test_challenge_by_yoshi_keeps_the_doubt(pool: CardPool) -> None:
    """Control: Yoshi announced as the challenger, or the only performer: still ``unknown``
    naming his sentence (the challenge half is not read as a refusal of the action)."""
    loaded = _iaijutsu(pool, True)
    v = check(loaded, "crane", "ic", 0, targets={"performer": ("yoshi",), "target2": ("kuon",)})
    assert v.status == "unknown" and YOSHI in " ".join(v.reasons)
    alone = check(_iaijutsu(pool, False), "crane", "ic", 0)
    assert alone.status == "unknown" and YOSHI in " ".join(alone.reasons)


@needs_data
def test_challenge_refusal_bowed_performer_stays_illegal(pool: CardPool) -> None:
    """Control: Toshimoko bowed and Yoshi absent from the performer choice: illegal answers are
    kept (a restriction only forbids)."""
    loaded = _iaijutsu(pool, True, bowed=True)
    v = check(loaded, "crane", "ic", 0, targets={"performer": ("yoshi",), "target2": ("kuon",)})
    assert v.status == "illegal", v.reasons
