"""A noun that is both a card type and a keyword (model/cardtext/target_type_or_keyword.py):
as a performer the keyword (Abilities and actions / B); otherwise two readings."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from tests.builders import DEFS, card, played

SENSEI = "<b>Open:</b> Bow or straighten a target Sensei."
ANCESTOR = "<b>Battle/Open:</b> Destroy your target performing Ancestor to gain 3 Honor."


def test_reading_a_sensei() -> None:
    (action,) = import_text(SENSEI, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None and action.ability.lenient is not None
    (strict,) = action.ability.targets
    (lenient,) = action.ability.lenient.targets
    assert (strict.select.type, strict.select.keyword) == ((CardType.SENSEI,), ("sensei",))
    assert {(s.type, s.keyword) for s in lenient.select.any_of} == {
        ((CardType.SENSEI,), ()),
        ((), ("sensei",)),
    }


@pytest.mark.parametrize(
    ("kind", "keywords", "expected"),
    [
        ("sensei", [], "unknown"),  # the card type only: legal in one reading
        ("personality", ["sensei"], "unknown"),  # the keyword only
        ("personality", [], "illegal"),  # neither: illegal in both
    ],
)
def test_a_sensei_on_the_board(kind: str, keywords: list[str], expected: str) -> None:
    defs = [DEFS[0], {"title": "T Master", "type": kind, "keywords": keywords}]
    cards = [card("sh", "T Stronghold", "me"), card("m", "T Master", "me")]
    assert played(SENSEI, defs, cards) == expected


@pytest.mark.parametrize(
    ("kind", "keywords", "expected"),
    [("personality", ["ancestor"], "legal"), ("personality", [], "illegal")],
)
def test_a_performing_ancestor_is_a_personality_with_the_keyword(
    kind: str, keywords: list[str], expected: str
) -> None:
    defs = [DEFS[0], {"title": "T Spirit", "type": kind, "keywords": keywords, "force": 2}]
    cards = [card("sh", "T Stronghold", "me"), card("s", "T Spirit", "me")]
    assert played(ANCESTOR, defs, cards) == expected
