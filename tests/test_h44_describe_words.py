"""Selectors read with the card's own words (h44speed): multi-word keywords capitalised as
printed ("Geisha House"), and every type but one or two said "non-<type>" (Reference 03, 04)."""

from __future__ import annotations

from model.common import CardType
from model.describe import ability_text, selector_text
from model.describe_words import excluded_types, keyword_text
from model.oracle.pool import CardPool
from model.selectors import Selector


def _readings(pool: CardPool, title: str) -> list[str]:
    card = pool.get(title)
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    return [
        ability_text(p.ability) for p in card.oracle.imported.paragraphs if p.full and p.ability
    ]


def test_keywords_capitalised_word_by_word() -> None:
    assert keyword_text("geisha house") == "Geisha House"
    assert keyword_text("advisor to the emerald champion") == "Advisor to the Emerald Champion"
    assert keyword_text("oni no akuma") == "Oni no Akuma"
    assert keyword_text("the abbot") == "The Abbot"  # a small word first is capitalised
    assert keyword_text("naval") == "Naval"


def test_excluded_types_only_for_all_but_one_or_two() -> None:
    every = list(CardType)
    assert excluded_types([t for t in every if t is not CardType.STRONGHOLD]) == (
        CardType.STRONGHOLD,
    )
    assert excluded_types(every) == ()  # every type: no "non-"
    assert excluded_types([CardType.HOLDING, CardType.PERSONALITY]) == ()  # a short list
    four = {CardType.STRONGHOLD, CardType.SENSEI, CardType.WIND, CardType.OTHER}
    assert excluded_types([t for t in every if t not in four]) == ()  # "Dynasty or Fate"


def test_selector_text_plural_of_your_complement() -> None:
    sel = Selector(type=tuple(t for t in CardType if t is not CardType.STRONGHOLD))
    assert selector_text(sel) == "a non-Stronghold card"
    assert selector_text(sel, 2) == "2 non-Stronghold cards"


def test_sailors_reads_its_printed_words(pool: CardPool) -> None:
    """ "Bow a target non-Stronghold Port, Geisha House, or Sake Works": read as printed, not
    "a Port or Geisha house or Sake works Sensei or Wind or Holding or ..."."""
    readings = _readings(pool, "Sailors")
    assert readings and all(
        "target a non-Stronghold Port or Geisha House or Sake Works card" in r for r in readings
    )


def test_dynasty_or_fate_cards_keep_their_list(pool: CardPool) -> None:
    """Control: every type but four (no Stronghold, Sensei, Wind, Other) stays a list."""
    readings = _readings(pool, "A New Alliance")  # two target Dynasty or Fate cards
    assert any("Ancestors or Celestials or Events" in r for r in readings)
    assert not any("non-" in r for r in readings)
