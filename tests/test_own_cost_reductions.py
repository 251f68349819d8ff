"""An action's own unread sentence that can only lower its Gold cost ("This ability's Gold
cost is 0 if you control both a Cavalry unit and an Infantry unit at this battlefield." —
Versatile Army; issue 13, h27adv1 N2): payable at the full printed cost, legal (plan not
proven cheapest); short of Gold, unknown (the reduction may pay it); with no target, illegal;
a sentence naming a higher amount (an increase) keeps the whole action unknown. Costs and
restrictions / Changes to costs and payments."""

from __future__ import annotations

from typing import Any

import pytest

from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported

SAID = (
    "This ability's Gold cost is 0 if you control both a Cavalry unit and an Infantry unit at "
    "this battlefield."
)


def _status(gold: int, said: str = SAID, target: bool = True) -> Any:
    ab = imported("<b>Open, :g3::</b> Bow a target Personality.", "T Army", CardType.STRATEGY)
    ab["not_understood"] = [said]
    defs: list[dict[str, Any]] = [
        {"title": "T Army", "type": "strategy", "abilities": [ab]},
        {"title": "T Keep", "type": "stronghold", "gold_production": gold,
         "production": [{"from_stat": "gold_production"}]},
        {"title": "T Man", "type": "personality", "force": 2},
    ]  # fmt: skip
    cards = [card("army", "T Army", "me", zone="hand"), card("keep", "T Keep", "me")]
    if target:
        cards.append(card("man", "T Man", "them"))
    return check(board(defs, cards), "me", "army", 0)


def test_payable_at_the_full_cost_is_legal_not_proven_cheapest() -> None:
    """Was unknown ("not modelled: This ability's Gold cost is 0 if ...")."""
    verdict = _status(5)
    assert verdict.status == "legal", verdict.reasons
    assert verdict.witness is not None and not verdict.witness.plan_optimal


@pytest.mark.parametrize(
    ("gold", "said", "target", "expected"),
    [
        (2, SAID, True, "unknown"),  # short of Gold: the reduction may pay it
        (5, SAID, False, "illegal"),  # no target: no Gold amount changes that
        (5, SAID.replace("is 0", "is 5"), True, "unknown"),  # an increase: not read so
    ],
)
def test_the_doubt_stays_where_the_reduction_may_matter(
    gold: int, said: str, target: bool, expected: str
) -> None:
    verdict = _status(gold, said, target)
    assert verdict.status == expected, verdict.reasons


def test_other_unread_text_is_not_read_so() -> None:
    assert _status(5, SAID + " Draw a card.").status == "unknown"
