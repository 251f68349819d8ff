"""A pronoun after a constraint clause that names both a target and the card itself ("Target a
Personality with lower Chi than Miroki and destroy her:" — Miroki or the target?) is not read
(``model.cardtext.costs_named.two_antecedents``; h30rev2: Soshi Miroki was read as destroying
the target, a false illegal on an enemy target). One antecedent stays read (control)."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.describe import ability_text


@pytest.mark.parametrize(
    "text",
    [
        "Limited: Target a Personality with lower Chi than Miroki and destroy her: Destroy the "
        "target.",
        "Limited: Target a Personality with lower Chi than this Personality and bow him: Gain 1 "
        "Honor.",
    ],
)
def test_two_antecedents_are_not_read(text: str) -> None:
    para = import_text(text, title="Soshi Miroki", card_type=CardType.PERSONALITY).paragraphs[0]
    assert not para.full
    assert "not a known cost" in (para.not_understood or "")


def test_one_antecedent_is_read() -> None:
    text = "Limited: Target your Personality with lower Chi and destroy her: Gain 2 Honor."
    para = import_text(text, title="Soshi Miroki", card_type=CardType.PERSONALITY).paragraphs[0]
    assert para.full and para.ability is not None
    assert "destroy target1" in ability_text(para.ability)


def test_a_strategy_naming_no_card_of_its_own_is_read() -> None:
    text = "Battle: Target your Personality with 2 or lower Chi and bow him: Gain 2 Honor."
    para = import_text(text, title="Miroki's Gift", card_type=CardType.STRATEGY).paragraphs[0]
    assert para.full and para.ability is not None
    assert "bow target1" in ability_text(para.ability)
