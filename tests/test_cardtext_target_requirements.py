"""A requirement the effects put on a target's cards ("the card's attachments, if any, must be
bowed") is never dropped: read as the target's requirement (h37full:
model/cardtext/attachments_bowed.py, "without unbowed attachments"), or, any other, the action
is not claimed (model/cardtext/effects.py)."""

from __future__ import annotations

from model.cardtext import import_text
from model.common import CardType
from model.selectors import Selector


def test_a_requirement_on_a_targets_cards_is_not_dropped() -> None:
    text = (
        "<b>Limited:</b> Bow a target card in a unit; the card's attachments, if any, must be "
        "bowed. Gain 1 Honor."
    )
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None
    (spec,) = action.ability.all_target_specs()
    assert spec.select.lacks_attachment == Selector(bowed=False)
    other = text.replace("must be bowed", "must be Weapons")
    (action,) = import_text(other, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full and action.gap == "effects: a requirement on a target"
