"""Deck construction (model/deck_construction.py): Reference 02's "Soul of" rule and the
deck-construction sentences printed on the deck's cards, applied when read with certainty and
reported otherwise (h25adv1 F9, F10)."""

from __future__ import annotations

import pytest

from model.cards import CardDef, CardType
from model.deck_construction import deck_rules
from model.decklist import parse_decklist

P = CardType.PERSONALITY
H = CardType.HOLDING
CARDS = {
    "SH": CardDef("SH", CardType.STRONGHOLD),
    "Teacher Sensei": CardDef(
        "Teacher Sensei",
        CardType.SENSEI,
        deck_rules=(
            "You may include four copies of each non-Unique Ashigaru Personality in your deck.",
        ),
    ),
    "Old Lord": CardDef("Old Lord", P),
    "Young Lord": CardDef("Young Lord", P, keywords=("samurai", "soul of old lord")),
    "Spearman": CardDef("Spearman", P, keywords=("ashigaru",)),
    "Guard": CardDef("Guard", P, keywords=("samurai",)),
    "Farmer": CardDef(
        "Farmer", P, deck_rules=("You may include any number of this Personality in your deck.",)
    ),
    "Mine": CardDef(
        "Mine", H, deck_rules=("You may include any number of copies of this card in your deck.",)
    ),
    "Lane": CardDef("Lane", H, deck_rules=("Your minimum Dynasty deck size is increased by two.",)),
    "Legacy": CardDef(
        "Legacy", H, deck_rules=("You must have at least 5 Holdings in your deck construction.",)
    ),
    "Stone": CardDef(
        "Stone", H, deck_rules=("This Holding does not count towards your minimum deck size.",)
    ),
    "Bandits": CardDef(
        "Bandits", H, deck_rules=("You may include up to five copies of this card in your deck.",)
    ),
    "Dojo": CardDef(
        "Dojo",
        H,
        deck_rules=(
            "Your deck may include four copies each of one or two non-Unique Strategies with "
            "Battle abilities.",
        ),
    ),
}


def _warnings(dynasty: str, sensei: str = "") -> tuple[str, ...]:
    head = "Stronghold\n1 SH\n" + (f"Sensei\n1 {sensei}\n" if sensei else "")
    return parse_decklist(f"{head}Dynasty\n{dynasty}", cards=CARDS).warnings


def _copies(warnings: tuple[str, ...]) -> list[str]:
    return [w for w in warnings if " copies, but " in w]


def test_deck_rules_are_the_deck_construction_sentences() -> None:
    traits = [
        "Your deck may include four copies of this Item. After it attaches, dishonor its "
        "Personality.",
        ") You must have at least 16 Holdings in your deck construction.",
        "Search your deck for a Holding and put it into your hand.",
    ]
    assert deck_rules(traits) == (
        "Your deck may include four copies of this Item.",
        "You must have at least 16 Holdings in your deck construction.",
    )


def test_a_soul_of_card_counts_with_the_older_card() -> None:
    (w,) = _copies(_warnings("3 Young Lord\n1 Old Lord\n36 Mine\n"))
    assert w.startswith("'Young Lord' and 'Old Lord': 4 copies") and "Soul of" in w
    assert not _copies(_warnings("3 Young Lord\n37 Mine\n"))  # 3 copies: allowed


@pytest.mark.parametrize(
    ("dynasty", "sensei", "warned"),
    [
        ("4 Spearman\n36 Mine\n", "Teacher Sensei", False),  # four non-Unique Ashigaru
        ("4 Spearman\n36 Mine\n", "", True),
        ("4 Guard\n36 Mine\n", "Teacher Sensei", True),  # not Ashigaru
        ("5 Bandits\n35 Mine\n", "", False),  # its own five
        ("6 Bandits\n34 Mine\n", "", True),
    ],
)
def test_copy_limits_printed_on_cards(dynasty: str, sensei: str, warned: bool) -> None:
    assert bool(_copies(_warnings(dynasty, sensei))) is warned


def test_a_copy_limit_a_text_not_checked_may_lift_is_doubtful() -> None:
    warnings = _warnings("1 Dojo\n4 Guard\n35 Mine\n")
    (w,) = _copies(warnings)
    assert w.startswith("doubtful: 'Guard': 4 copies") and "'Dojo'" in w
    assert any("its deck-construction text is not checked" in x for x in warnings)


@pytest.mark.parametrize(
    ("dynasty", "expected"),
    [
        ("1 Lane\n39 Mine\n", "least 42"),  # one copy: 42
        ("1 Lane\n41 Mine\n", None),
        ("2 Lane\n40 Mine\n", "doubtful"),  # 42 or 44: copies adding up is not settled
        ("2 Lane\n42 Mine\n", None),
        ("2 Stone\n38 Mine\n", "38 cards"),  # Stone is not counted
    ],
)
def test_minimum_deck_sizes_printed_on_cards(dynasty: str, expected: str | None) -> None:
    sizes = [w for w in _warnings(dynasty) if "Dynasty deck" in w]
    if expected is None:
        assert not sizes
    else:
        (w,) = sizes
        assert expected in w


def test_at_least_holdings_printed_on_a_card() -> None:
    assert any("needs at least 5 holdings" in w for w in _warnings("1 Legacy\n3 Mine\n36 Farmer\n"))
    assert not any("Legacy" in w for w in _warnings("1 Legacy\n4 Mine\n35 Farmer\n"))


def test_a_title_on_several_lines_names_each_line() -> None:
    """h41adv3 M2: "3 Guard" on two lines is 6 copies; the warning names both lines, and one
    line alone is named as before (the control)."""
    (two,) = _copies(_warnings("3 Guard\n3 Guard\n"))
    assert "6 copies" in two and "lines 4, 5)" in two
    (one,) = _copies(_warnings("4 Guard\n"))
    assert "line 4)" in one
