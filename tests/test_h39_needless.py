"""Stop 39, needless ``unknown``s the state settles (h38adv2, h38adv4, h38adv5), on boards of
real cards (../shared/data), each with a control where the answer stays the other way or stays
unknown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import combat_board
from tests.builders import state_card as _c

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


# -- Moto Gaheris • Experienced: "... other players may not play Strategies during the Combat
# -- Segment unless their effects will unconditionally move or destroy him." (h38adv4 N1, N2) ---

_CP2 = {"battlefield": "crane-p2"}


def _gaheris(pool: CardPool, strategy: str, *, attacking: bool = True, targets: Any = None) -> Any:
    """Gaheris at crane-p2 attacking (Unicorn attacks) or defending (Crane attacks); the Crane
    plays ``strategy`` from the hand in the Combat Segment."""
    cards = [
        _c("gaheris", "Moto Gaheris • Experienced", "battlefield", owner="unicorn", **_CP2),
        _c("tselu", "Shinjo Tselu", "battlefield", owner="unicorn", **_CP2),
        _c("market", "Marketplace", owner="crane"),
        _c("ikura", "Kakita Ikura", "battlefield", owner="crane", **_CP2),
        _c("yuri", "Kakita Yuri", "battlefield", owner="crane", **_CP2),
        _c("shige", "Doji Shigeyuki", owner="crane"),
        _c("s", strategy, "hand", owner="crane"),
    ]
    me, them = ("unicorn", "crane") if attacking else ("crane", "unicorn")
    loaded = combat_board(pool, cards, me, them, "crane-p2")
    return check(loaded, "crane", "s", 0, targets=targets)


@pytest.mark.parametrize(
    "title", ["Sheathing the Sword", "Summoned to Justice", "The Law's Strength"]
)
def test_gaheris_pronoun_of_the_one_target_moves_him(pool: CardPool, title: str) -> None:
    """ "Choose your performing ... and target an enemy/attacking Personality: Move him home.":
    the pronoun is the one target's (the performer is "your <Keyword>"), moved unconditionally:
    legal with Gaheris that target (was unknown)."""
    v = _gaheris(pool, title)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target2"] == ("gaheris",)


def test_gaheris_pronoun_with_him_announced(pool: CardPool) -> None:
    """The same with Gaheris announced as the target: legal (was unknown)."""
    pins = {"performer": ["ikura"], "target2": ["gaheris"]}
    assert _gaheris(pool, "Sheathing the Sword", targets=pins).status == "legal"


def test_gaheris_pronoun_control_another_target_announced(pool: CardPool) -> None:
    """Control: Sheathing the Sword announced on Tselu moves Gaheris nowhere: stays unknown."""
    pins = {"performer": ["ikura"], "target2": ["tselu"]}
    assert _gaheris(pool, "Sheathing the Sword", targets=pins).status == "unknown"


def test_gaheris_pronoun_control_conditional_destroy(pool: CardPool) -> None:
    """Control: Weakness Exposed ("... challenges a target enemy Personality. Bow the loser.
    Destroy him if he is defending."): a conditional destruction, stays unknown."""
    assert _gaheris(pool, "Weakness Exposed").status == "unknown"


@pytest.mark.parametrize(
    "title",
    [
        "Retreat",  # "Target your Personality: Move him home. If he moved, bow him. ..."
        "Strategic Withdrawal",  # "Move your target Personality home. You may ... -3F."
        "Come, Then",  # "... challenges a target enemy Personality. Move the loser home."
        "Confounding Departure",  # Courtesy; "Bow a target enemy card; ..."
    ],
)
def test_gaheris_no_choice_moves_him_barred(pool: CardPool, title: str) -> None:
    """No choice of these effects unconditionally moves or destroys Gaheris (the past "If he
    moved"; the player's own Personality moved; a duel's loser moved, an outcome; only its own
    Gold cost sentence not read): illegal, naming him (was unknown)."""
    v = _gaheris(pool, title)
    assert v.status == "illegal", v.reasons
    assert "Gaheris" in v.reasons[0]


def test_gaheris_wrist_lock_defending_barred(pool: CardPool) -> None:
    """Wrist Lock ("... target an attacking Personality: Move him home. You may target and
    destroy an attachment in his unit.") with Gaheris defending: he fills no target and an
    attachment destroyed is not he: illegal (was unknown). Togashi Mitsu is the Crane's Monk
    performer."""
    cards_extra = _c("mitsu", "Togashi Mitsu", "battlefield", owner="crane", **_CP2)
    loaded = combat_board(
        pool,
        [
            _c("gaheris", "Moto Gaheris • Experienced", "battlefield", owner="unicorn", **_CP2),
            _c("market", "Marketplace", owner="crane"),
            cards_extra,
            _c("s", "Wrist Lock", "hand", owner="crane"),
        ],
        "crane",
        "unicorn",
        "crane-p2",
    )
    v = check(loaded, "crane", "s", 0)
    assert v.status == "illegal", v.reasons


def test_gaheris_control_at_home_retreat_legal(pool: CardPool) -> None:
    """Control: Gaheris at home (not at the current battlefield): Retreat is read as usual,
    legal."""
    cards = [
        _c("gaheris", "Moto Gaheris • Experienced", owner="unicorn"),
        _c("tselu", "Shinjo Tselu", "battlefield", owner="unicorn", **_CP2),
        _c("market", "Marketplace", owner="crane"),
        _c("ikura", "Kakita Ikura", "battlefield", owner="crane", **_CP2),
        _c("s", "Retreat", "hand", owner="crane"),
    ]
    loaded = combat_board(pool, cards, "unicorn", "crane", "crane-p2")
    assert check(loaded, "crane", "s", 0).status == "legal"


# -- "This Personality cannot issue challenges." (Box of Mysteries) on another player's
# -- Personality: he is at most the one challenged (h38adv4 N5) ----------------------------------

_UP1 = {"battlefield": "unicorn-p1"}


def _box(pool: CardPool, strategy: str, bearer: str) -> Any:
    """Crab attacks Unicorn at unicorn-p1: Hiruma Itta (crab) and Shinjo Tselu (unicorn) there,
    the Box of Mysteries on ``bearer``; the Crab plays ``strategy``."""
    owner = "crab" if bearer == "itta" else "unicorn"
    cards = [
        _c("kyuden", "Kyuden Hida", owner="crab"),
        _c("mine", "Iron Mine", owner="crab"),
        _c("itta", "Hiruma Itta", "battlefield", owner="crab", **_UP1),
        _c("tselu", "Shinjo Tselu", "battlefield", owner="unicorn", **_UP1),
        _c("box", "Box of Mysteries", "battlefield", owner=owner, attached_to=bearer, **_UP1),
        _c("khan", "The Khan's Estate", owner="unicorn"),
        _c("s", strategy, "hand", owner="crab"),
    ]
    return check(combat_board(pool, cards, "crab", "unicorn", "unicorn-p1"), "crab", "s", 0)


@pytest.mark.parametrize("title", ["Impetuous Challenge", "Weakness Exposed"])
def test_box_on_enemy_spares_my_challenge(pool: CardPool, title: str) -> None:
    """ "Your Personality duels the target." / "Your target unbowed Personality challenges a
    target enemy Personality.": the Crab's own Personality issues it; the Box binds only the
    Unicorn's Tselu as a challenger: legal (was unknown)."""
    v = _box(pool, title, "tselu")
    assert v.status == "legal", v.reasons


def test_box_control_on_my_only_challenger(pool: CardPool) -> None:
    """Control: the Box on the Crab's only Personality (Itta), who would issue the duel:
    whether a duel is a challenge it refuses is not read, unknown."""
    v = _box(pool, "Impetuous Challenge", "itta")
    assert v.status == "unknown", v.reasons
    assert "Box of Mysteries" in " ".join(v.reasons)
