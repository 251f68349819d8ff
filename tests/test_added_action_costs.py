"""A cost a card in play adds to actions whose effects move, straighten or play something
("Moving or assigning this Personality to a battlefield has the additional cost, ...";
Costs and restrictions: additional costs can come from effects outside the card): kept as a
doubt on actions, never dropped (h29silent2's census: Mercenaries, Isawa Kaede, Hiruma Nichi
were silent); its own entering cost stays its own (control)."""

from __future__ import annotations

import pytest

from model.cardtext.traits_on_actions import traits_on_actions


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            'Moving or assigning him to a battlefield has the additional cost, "Pay 2 Gold".',
            True,
        ),
        ('Straightening a Ninja card has the additional cost, "Pay 2 Gold."', True),
        (
            'While Nichi is unbowed, playing a Terrain has the additional cost, "Discard two".',
            True,
        ),
        ('Bringing this card into play has the additional cost, "Discard a card."', False),
        ('Recruiting Sanru has the additional cost, "Lose 2 Honor."', False),
    ],
)
def test_costs_added_to_actions_are_kept(said: str, kept: bool) -> None:
    assert bool(traits_on_actions([said])) is kept
