"""A Personality target "in a Cavalry unit" (The Endless Plains of the Unicorn: "If he would be
opposed, move your target unbowed Personality in a Cavalry unit at any location to the current
battlefield."): Reference 04, Units: the Personality and each Follower in his unit have Cavalry
(``model.cardtext.unit_keyword_clause``; h43adv1 N6). Real cards from ../shared/data."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h43needless"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_PLAINS = (
    "<b>Battle/Engage:</b> If he would be opposed, move your target unbowed Personality in a "
    "Cavalry unit at any location to the current battlefield."
)


def test_the_clause_is_read() -> None:
    got = import_text(
        _PLAINS, title="The Endless Plains of the Unicorn", card_type=CardType.STRONGHOLD
    )
    (para,) = got.paragraphs
    assert para.level == "full", para.not_understood
    assert para.ability is not None
    (spec,) = para.ability.all_target_specs()
    assert spec.select.keyword == ("cavalry",)
    assert spec.select.lacks_attachment is not None


def test_control_a_follower_in_a_unit_is_not_read() -> None:
    """A Follower "in a Cavalry unit": its Personality's keyword too, not read here."""
    text = "<b>Battle:</b> Bow your target Follower in a Cavalry unit."
    (para,) = import_text(text, title="X", card_type=CardType.STRATEGY).paragraphs
    assert para.level != "full"


@needs_data
@pytest.mark.parametrize(
    ("board", "status"),
    [
        ("b4_unicorn_battle", "legal"),  # Masako alone, Cavalry, at home (was `unknown`)
        ("b4_plains_cavalry_follower", "legal"),  # Heavy Cavalry (Cavalry) on her
        ("b4_plains_no_cavalry_unit", "illegal"),  # Spearmen on her, Chinua bowed
    ],
)
def test_endless_plains(pool: CardPool, board: str, status: str) -> None:
    loaded = load_state(BOARDS / f"{board}.yaml", cards=pool)
    v = check(loaded, "unicorn", "plains", 0)
    assert v.status == status, v.reasons


@needs_data
def test_masako_with_a_non_cavalry_follower_is_no_target(pool: CardPool) -> None:
    loaded = load_state(BOARDS / "b4_plains_no_cavalry_unit.yaml", cards=pool)
    v = check(loaded, "unicorn", "plains", 0, targets={"target1": ("masako",)})
    assert v.status == "illegal", v.reasons
