"""Every mistake of a deck list in one run (README "Deck lists"; h43adv1 W3): a line with too
many copies is one mistake among the others, not the end of the reading; "-2 Heisha" is a
negative count, not an unknown title. Real cards; skipped without data."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from model.cards import CardDef
from model.decklist import parse_decklist
from model.errors import InputError, InputErrors
from model.oracle.pool import CardPool

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(),
    reason="no ../shared/data/oracle or ../shared/data/sets",
)


@cache
def _cards() -> dict[str, CardDef]:
    return dict(CardPool.load([DATA / "oracle", DATA / "sets"]).definitions())


_LIST = (
    "Stronghold: Shamate Keep\nDynasty\n3 Stabels\n0 Mess Hall\n-2 Heisha\n"
    "999999999999 Ashigaru Farmland\n3 Iron Mine\nFate\n3 Rout\n"
)


@needs_data
def test_every_mistake_is_reported_together() -> None:
    with pytest.raises(InputErrors) as caught:
        parse_decklist(_LIST, "t.txt", _cards())
    said = [str(e) for e in caught.value.errors]
    assert len(said) == 4
    assert "line 3" in said[0] and "Stabels" in said[0]
    assert "line 4" in said[1] and "count of 0" in said[1]
    assert "line 5" in said[2] and "negative count (-2) of 'Heisha'" in said[2]
    assert "line 6" in said[3] and "too many copies" in said[3]


@needs_data
def test_control_a_huge_count_alone_is_the_one_mistake() -> None:
    text = "Stronghold: Shamate Keep\nDynasty\n5000 Iron Mine\nFate\n3 Rout\n"
    with pytest.raises(InputError) as caught:
        parse_decklist(text, "t.txt", _cards())
    assert "line 3" in str(caught.value) and "5,000 copies of 'Iron Mine'" in str(caught.value)
    assert not isinstance(caught.value, InputErrors) or len(caught.value.errors) == 1


@needs_data
def test_control_a_counted_line_still_loads() -> None:
    deck = parse_decklist("Stronghold: Shamate Keep\nDynasty\n2 Heisha\n", "t.txt", _cards())
    assert [e.count for e in deck.dynasty] == [2]
