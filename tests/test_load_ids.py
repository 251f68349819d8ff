"""State files: card ids (model.load): a card's id names it everywhere (targets, Gold
sources), so it can't be empty."""

from __future__ import annotations

import pytest

from model.errors import InputError
from model.load import parse_state
from tests.builders import card
from tests.test_load import _base


def test_an_empty_card_id_is_refused() -> None:
    """A card's id names it everywhere (targets, Gold sources): it can't be empty (found by
    the CLI fuzz test: ``validate`` said ok, ``check`` then failed in the Gold layer)."""
    with pytest.raises(InputError) as info:
        parse_state(_base(cards=[card("", "T Samurai", "me")]), "s.yaml")
    assert info.value.path == "cards[0].id"
    assert "non-empty card id" in str(info.value)
