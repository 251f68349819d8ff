"""An action's effect that shuts its own title's abilities again ("You may not use abilities on
any Libraries of Kyuden Isawa again this turn."; effects.txt "May not"): read as a restriction of
the action, no action of the player's from a card of its title resolved in that period
(``resolved_title``; unreported: unknown); not claimed when the card has another action
(h23adv2 F5: a second copy answered legal)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.past import Past
from model.selectors import Condition
from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board

_LIBRARY = (
    "<b>Limited, :bow::</b> Draw a card. You may not use abilities on any T Library again this "
    "turn."
)


def test_read_as_a_restriction_on_its_title() -> None:
    (action,) = import_text(_LIBRARY, title="T Library", card_type=CardType.HOLDING).actions
    assert action.full and action.ability is not None
    past = Past(event="resolved_title", period="turn", title="T Library")
    assert action.ability.condition == Condition(none_of=(Condition(past=past),))


@pytest.mark.parametrize(
    ("text", "title", "full"),
    [
        # another title's cards: a later effect only, this action needs nothing
        (_LIBRARY.replace("any T Library", "any T Shrine"), "T Library", True),
        # a subtitle: which copies it names is not settled
        (_LIBRARY.replace("T Library", "T Library • Exp"), "T Library • Exp", False),
    ],
)
def test_other_titles(text: str, title: str, full: bool) -> None:
    (action,) = import_text(text, title=title, card_type=CardType.HOLDING).actions
    assert action.full == full
    assert action.ability is not None and action.ability.condition is None
    assert bool(action.ability.not_understood) != full


def test_not_claimed_beside_another_action() -> None:
    text = [_LIBRARY, "<b>Open, :bow::</b> Gain 1 Honor."]
    r = import_text(text, title="T Library", card_type=CardType.HOLDING)
    first, second = r.actions
    assert not first.full and first.gap == "title shut again"
    assert second.full


_RESOLVED = {"event": "resolved_title", "period": "turn", "player": "me", "title": "T Library"}


@pytest.mark.parametrize(
    ("past", "expected"),
    [
        ([{**_RESOLVED, "happened": True}], "illegal"),
        ([{**_RESOLVED, "happened": False}], "legal"),
        ([], "unknown"),  # the other copy's use is not reported as resolved or not
    ],
)
def test_a_second_copy(tmp_path: Path, past: list[dict[str, Any]], expected: str) -> None:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        {"title": "T Library", "types": ["Holding"], "decks": ["Dynasty"], "gold_cost": 6,
         "text": _LIBRARY},
    ]  # fmt: skip
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "l1", "title": "T Library", "owner": "me", "zone": "home", "bowed": True},
        {"id": "l2", "title": "T Library", "owner": "me", "zone": "home"},
    ]
    memory = [{"card": "l1", "ability": 0, "this_turn": 1, "this_game": 1}]
    loaded = set_board(tmp_path, cards, table, phase="action", past=past, memory=memory)
    assert check(loaded, "me", "l2", 0).status == expected
