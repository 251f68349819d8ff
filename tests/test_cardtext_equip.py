"""Equip from card text: the card equipped is targeted (Reference 01, change 3), comes from the
hand unless the text names another place, attaches to a Personality you control who can take
it (Reference 03) and is paid for (FAQ: an action that brings a card into play needs one it can
legally play)."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import DEFS, board, card, imported

KOSEA = "<b>Earth Battle, :gstar::</b> Equip a Spell to Kosea. You may take an additional action."
STRONGHOLD = DEFS[0]  # produces 5 Gold


def _kosea(spell_cost: int, in_hand: bool, shugenja: bool) -> str:
    ab = imported(KOSEA, "Isawa Kosea", CardType.PERSONALITY)
    defs: list[dict[str, Any]] = [
        STRONGHOLD,
        {
            "title": "Isawa Kosea",
            "type": "personality",
            "keywords": ["shugenja"] if shugenja else [],
            "force": 1,
            "abilities": [ab],
        },
        {"title": "T Spell", "type": "spell", "gold_cost": spell_cost},
    ]
    cards = [
        card("sh", "T Stronghold", "me"),
        card("k", "Isawa Kosea", "me", zone="battlefield", battlefield="them-p1"),
        card("s", "T Spell", "me", zone="hand" if in_hand else "fate_discard"),
        card("foe", "Isawa Kosea", "them", zone="battlefield", battlefield="them-p1"),
    ]
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
    loaded = board(defs, cards, attacker="me", **combat)
    return check(loaded, "me", "k", 0).status


@pytest.mark.parametrize(
    ("spell_cost", "in_hand", "shugenja", "expected"),
    [
        (2, True, True, "legal"),
        (6, True, True, "illegal"),  # 5 Gold: the Spell can't be paid for
        (2, False, True, "illegal"),  # no Spell in hand
        (2, True, False, "illegal"),  # Spells attach only to Shugenja
    ],
)
def test_equip_to_the_card_itself(
    spell_cost: int, in_hand: bool, shugenja: bool, expected: str
) -> None:
    assert _kosea(spell_cost, in_hand, shugenja) == expected


@pytest.mark.parametrize(
    ("text", "n_targets", "reduction"),
    [
        ("<b>Battle, :g*::</b> Equip a target Follower in your hand to your target Personality.",
         2, 0),
        ("<b>Battle:</b> Equip a Spell to your target opposed Shugenja for 2 less Gold.", 1, 2),
        ("<b>Open, :gstar:, :bow::</b> Equip a Follower, paying 2 less Gold.", 0, 2),
        ("<b>Battle:</b> Equip a target Weapon from your hand to your target Personality.", 2, 0),
    ],
)  # fmt: skip
def test_read(text: str, n_targets: int, reduction: int) -> None:
    (action,) = import_text(text, title="T Station", card_type=CardType.HOLDING).actions
    assert action.full and action.ability is not None, action.not_understood
    assert len(action.ability.all_target_specs()) == n_targets
    (effect,) = [e for e in action.ability.effects if e.bring_into_play is not None]
    assert effect.bring_into_play is not None
    assert effect.bring_into_play.cost_reduction == reduction
    assert effect.bring_into_play.pay_cost


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Equip a Spell to Kosea.",  # on a Holding: who is Kosea?
        # (a reduction under a condition: tests/test_cardtext_reductions_if.py)
        "<b>Battle:</b> Equip a Follower from under this card to your target Personality.",
        "<b>Battle:</b> Equip a Personality to your target Personality.",
    ],
)
def test_refused(text: str) -> None:
    (action,) = import_text(text, title="T Station", card_type=CardType.HOLDING).actions
    assert not action.full
