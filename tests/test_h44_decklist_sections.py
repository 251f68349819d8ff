"""Sun and Moon exports whose Dynasty deck follows the Pregame Holdings with no "# Dynasty"
line (h44speed): "# Holding - (18)" after listed Pregame Holdings heads the Dynasty deck's
Holdings; "# Pre-Game - (N)" opens the Pregame Holdings (Reference 02: Deck Construction)."""

from __future__ import annotations

from model.decklist import parse_decklist

_AFTER_PREGAME = """\
# Stronghold - (1) [1 distinct]
1 The Aerie
# Pregame Holdings
1 Remote Village
# Holding - (3) [2 distinct]
2 Large Farm
1 Iron Mine
# Personality - (3) [2 distinct]
2 Kaiu Watsuki
1 Yasuki Daiki
"""


def _says(warnings: tuple[str, ...]) -> list[str]:
    return [w for w in warnings if "says" in w]


def test_holding_subheader_after_listed_pregame_holdings_is_dynasty() -> None:
    deck = parse_decklist(_AFTER_PREGAME)
    assert deck.pregame_cards() == ("Remote Village",)
    assert deck.dynasty_cards() == ("Large Farm",) * 2 + ("Iron Mine",) + (
        "Kaiu Watsuki",
        "Kaiu Watsuki",
        "Yasuki Daiki",
    )
    assert not _says(deck.warnings)  # every stated count holds


def test_holding_subheader_after_a_personality_subheader_is_dynasty() -> None:
    """The Holdings after the Personalities (types in another order): Dynasty too."""
    text = _AFTER_PREGAME.split("# Holding")[0] + (
        "# Personality - (1)\n1 Kaiu Watsuki\n# Holding - (1)\n1 Iron Mine\n"
    )
    deck = parse_decklist(text)
    assert deck.pregame_cards() == ("Remote Village",)
    assert deck.dynasty_cards() == ("Kaiu Watsuki", "Iron Mine")


def test_holding_subheader_heading_the_pregame_holdings_stays_pregame() -> None:
    """Control: the sub-header before any Pregame Holding is listed heads them."""
    text = "# Stronghold\n1 The Aerie\n# Pregame Holdings\n# Holding - (2)\n2 Large Farm\n"
    deck = parse_decklist(text)
    assert deck.pregame_cards() == ("Large Farm", "Large Farm") and deck.dynasty == ()
    assert not _says(deck.warnings)


def test_pre_game_header_opens_the_pregame_holdings() -> None:
    """The export's "# Pre-Game - (3)" (Stronghold, Sensei and Holdings counted together):
    its Holdings are Pregame, not Dynasty, and its count is not checked against them."""
    text = """\
# Pre-Game - (2) [2 distinct]
# Holding - (1) [1 distinct]
1 Remote Village
# Stronghold - (1) [1 distinct]
1 The Aerie
# Dynasty - (3) [2 distinct]
# Holding - (3) [2 distinct]
2 Large Farm
1 Iron Mine
"""
    deck = parse_decklist(text)
    assert deck.pregame_cards() == ("Remote Village",)
    assert deck.dynasty_cards() == ("Large Farm", "Large Farm", "Iron Mine")
    assert not _says(deck.warnings)
    # control: a wrong stated count under it is still said
    wrong = parse_decklist(text.replace("# Holding - (1) [1 distinct]", "# Holding - (5)"))
    assert _says(wrong.warnings) == [
        "line 2: 'Holding' says 5 cards, the list has 1 (counting the cards of that type in "
        "the section)"
    ]
