"""The lasting effect of the action that put a card into play ("While this Event remains in
play, he will not be dishonored ...": Marriage of the Emerald Champion), whose protected card
the state does not say: a cost that dishonors a card is not trusted as payable while it is in
play, unless the state's ``effects`` states that card's effects (Costs and restrictions / Costs
and changes: a prevented change can't pay a cost; h23adv3 me1, a false legal)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board, set_personality, set_strategy

_MARRIAGE = (
    "<b>Limited:</b> Put this Event into play. Target your Personality. While this Event "
    "remains in play, he will not be dishonored."
)
_SINCERITY = (
    "<b>Open:</b> Dishonor your performing unbowed Personality and target a Personality: Bow him."
)


@pytest.mark.parametrize(
    ("event", "stated", "expected"),
    [
        (_MARRIAGE, False, "unknown"),  # whom it protects is not stated: maybe Kisho
        (_MARRIAGE, True, "legal"),  # the state states its effects (none on Kisho)
        # control: a lasting effect about another change, and no Event in play
        (_MARRIAGE.replace("dishonored", "bowed"), False, "legal"),
        ("", False, "legal"),
    ],
)
def test_a_lasting_protection_doubts_a_cost(
    tmp_path: Path, event: str, stated: bool, expected: str
) -> None:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Kisho", 3),
        set_strategy("Sincerity", _SINCERITY),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "kis", "title": "Kisho", "owner": "me", "zone": "home"},
        {"id": "gos", "title": "Sincerity", "owner": "me", "zone": "hand"},
    ]
    if event:
        cards.append({"title": "Marriage", "types": ["Event"], "decks": ["Dynasty"], "text": event})
        table.append({"id": "mec", "title": "Marriage", "owner": "me", "zone": "home"})
    # a stated effect of the Event's (here: another card's prevention), so its own are stated
    effects = (
        [{"kind": "prevent", "player": "me", "prevents": ["lose_honor"], "source": "mec"}]
        if stated
        else []
    )
    loaded = set_board(tmp_path, cards, table, phase="action", effects=effects)
    assert check(loaded, "me", "gos", 0).status == expected
