"""Reference 03, Sensei: "A starting card with modifiers for Province Strength, Gold
Production, and Starting Family Honor which are continually applied to the Stronghold's stats"
(a false legal found by h23adv2 F11 / h23adv3 F8: the Stronghold produced its printed Gold)."""

from __future__ import annotations

from typing import Any

import pytest

from model.common import Stat
from model.state import View
from solver.good_faith import check
from tests.builders import board, card

KEEP: dict[str, Any] = {
    "title": "T Keep",
    "type": "stronghold",
    "gold_production": 4,
    "province_strength": 6,
    "production": [{"from_stat": "gold_production"}],
}
SENSEI: dict[str, Any] = {
    "title": "T Sensei",
    "type": "sensei",
    "gold_production": -1,
    "province_strength": 2,
}
LESSON: dict[str, Any] = {
    "title": "T Lesson",
    "type": "strategy",
    "abilities": [{"designators": ["open"], "costs": [{"gold": 4}], "effects": [{"step": "x"}]}],
}


@pytest.mark.parametrize(
    ("sensei", "stated", "gold", "expected"),
    [
        (False, False, 4, "legal"),
        (True, False, 3, "illegal"),  # 4 - 1 Gold Production: 3 < 4
        (True, True, 4, "legal"),  # the state gives the modifier itself (a +0 here): stated
    ],
)
def test_a_senseis_modifiers_apply_to_the_stronghold(
    sensei: bool, stated: bool, gold: int, expected: str
) -> None:
    keep = card("keep", "T Keep", "me")
    if stated:
        keep["modifiers"] = [{"stat": "gold_production", "amount": 0, "source": "sensei"}]
    cards = [keep, card("lesson", "T Lesson", "me", zone="hand")]
    if sensei:
        cards.append(card("sensei", "T Sensei", "me"))
    loaded = board([KEEP, SENSEI, LESSON], cards)
    view = View.of(loaded.state, loaded.library)
    assert view.stat("keep", Stat.GOLD_PRODUCTION) == gold
    assert view.stat("keep", Stat.PROVINCE_STRENGTH) == (8 if sensei and not stated else 6)
    assert check(loaded, "me", "lesson", 0).status == expected


def test_another_players_sensei_does_not_touch_your_stronghold() -> None:
    cards = [card("keep", "T Keep", "me"), card("sensei", "T Sensei", "them")]
    loaded = board([KEEP, SENSEI], cards)
    assert View.of(loaded.state, loaded.library).stat("keep", Stat.GOLD_PRODUCTION) == 4


def test_a_modifier_naming_the_sensei_states_it() -> None:
    """The state may name the Sensei's card id as the modifier's source (found by the stop-29
    re-measure: counted twice)."""
    keep = card("keep", "T Keep", "me")
    keep["modifiers"] = [{"stat": "gold_production", "amount": -1, "source": "sensei"}]
    named = {**keep, "modifiers": [{"stat": "gold_production", "amount": -1, "source": "s1"}]}
    for stronghold in (keep, named):
        loaded = board([KEEP, SENSEI], [stronghold, card("s1", "T Sensei", "me")])
        assert View.of(loaded.state, loaded.library).stat("keep", Stat.GOLD_PRODUCTION) == 3
