"""An attack's strength raised by its player's Family Honor, read by the import (h44abil;
``model.cardtext.attack_honor_steps``): Matsu Misato's "Battle, :bow:: Ranged 3 Attack with +1
strength for every 10 points of Family Honor you have." was imported as "Force at most 3" (the
bonus left out), claimed full; the import now reads the library's relation. Checked with the
imported definition in place of the bundled library's (real cards from ../shared/data, skipped
without it), each with a control."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from model.cardtext import import_text
from model.cardtext.attack_honor_steps import honor_step
from model.common import CardType
from model.oracle.pool import CardPool
from model.state import View
from solver.cli.cards import show_card
from solver.good_faith import check
from tests.test_h42_ranged_library import DAIZU, WATSUKI, _at, _load, _two_readings


def _imported(tmp: Path, pool: CardPool, honor: int, *enemies: dict[str, Any]) -> View:
    board = _load(tmp, pool, [_at("misato", "Matsu Misato", "a"), *enemies], honor=honor)
    own = pool.definitions()["Matsu Misato"]
    assert own.abilities[0].targets  # the import, not the library's hand encoding
    return View.of(board.state, board.library.merged({"Matsu Misato": own}))


def test_the_import_reads_the_bonus(pool: CardPool) -> None:
    (spec,) = pool.definitions()["Matsu Misato"].abilities[0].all_target_specs()
    assert spec.where == ("target1.force <= 3 or 10 * target1.force <= source.family_honor + 30",)


def test_at_20_family_honor_5_force_is_legal(tmp_path: Path, pool: CardPool) -> None:
    """Strength 5 at 20 Family Honor: Hida Daizu • Experienced (5F); was two readings."""
    v = check(_imported(tmp_path, pool, 20, DAIZU), "a", "misato", 0)
    assert v.status == "legal", v.reasons


def test_control_at_19_family_honor_stays_two_readings(tmp_path: Path, pool: CardPool) -> None:
    """Control: strength 4 at 19 (one full 10): Daizu only leniently, as before."""
    assert _two_readings(check(_imported(tmp_path, pool, 19, DAIZU), "a", "misato", 0))


def test_control_below_zero_keeps_the_printed_strength(tmp_path: Path, pool: CardPool) -> None:
    """Control: no bonus below 0 Family Honor: Kaiu Watsuki (3F) legal at -5."""
    assert check(_imported(tmp_path, pool, -5, WATSUKI), "a", "misato", 0).status == "legal"


def test_the_shape_not_the_title() -> None:
    """Any printed strength and step, Melee too; another bonus is not this shape."""
    assert honor_step("Melee 2 Attack with +1 strength for each 5 points of Family Honor.") == (
        5,
        2,
    )
    assert (
        honor_step("Ranged 3 Attack with +2 strength for every 10 points of Family Honor.") is None
    )
    text = (
        "<b>Battle:</b> Melee 2 Attack with +1 strength for every 5 points of Family "
        "Honor you have."
    )
    (p,) = import_text(text, title="T", card_type=CardType.PERSONALITY).paragraphs
    assert p.ability is not None
    (spec,) = p.ability.all_target_specs()
    assert spec.where == ("target1.force <= 2 or 5 * target1.force <= source.family_honor + 10",)


@pytest.mark.parametrize(
    ("title", "flagged"),
    [
        ("Genji's Students", True),  # "+1 strength for each other Follower in this unit"
        ("Shiro Chugo", True),  # "with +1 strength if he is Loyal"
        ("Zaiko", False),  # "+1 strength if the target is an Infantry Follower": read
        ("Matsu Misato", False),  # the Family Honor step: read
        ("Asako Ume", False),  # "Ranged 4 Attack.": no bonus
    ],
)
def test_a_bonus_left_out_is_listed(pool: CardPool, title: str, flagged: bool) -> None:
    """Never silent (issue 13): a raising bonus the strict reading leaves out is listed by
    ``cards show`` (``model.attack_bonus_listing``); a read one is not."""
    paras = _shown(pool, title)["paragraphs"]
    assert isinstance(paras, list)
    notes = [p["bonus_left_out"] for p in paras if p.get("bonus_left_out")]
    assert bool(notes) is flagged, notes


def _shown(pool: CardPool, title: str) -> dict[str, Any]:
    out = io.StringIO()
    show_card(pool, title, as_json=True, out=out)
    data: dict[str, Any] = json.loads(out.getvalue())
    return data
