"""Deck lists (model/decklist.py): the text format, title resolution, section and deck
construction rules (Reference 02, Deck Construction; Reference 03, card types)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cards import CardDef, CardType
from model.decklist import load_decklist, normalise_title, parse_decklist
from model.errors import InputError, InputErrors
from model.load import bundled_library

ROOT = Path(__file__).resolve().parents[1]
DECKS = ROOT / "examples" / "decks"
ORACLE = ROOT.parent / "shared" / "data" / "oracle"
ORACLE_DECKS = ("crab-berserkers.txt", "crane-duelists.txt", "scorpion-ninja.txt")

SMALL = """\
# a comment line
STRONGHOLD:
1 Kyuden Hida • Experienced   # trailing comment

dynasty (5)
3x Iron Mine
2 kaiu watsuki
Fate deck: 2
2 × Light Infantry
"""


def test_parse_headers_counts_and_case() -> None:
    deck = parse_decklist(SMALL, "small.txt")
    assert deck.stronghold.title == "Kyuden Hida • Experienced"
    assert [(e.title, e.count, e.line) for e in deck.dynasty] == [
        ("Iron Mine", 3, 6),
        ("Kaiu Watsuki", 2, 7),
    ]
    assert deck.fate_cards() == ("Light Infantry", "Light Infantry")
    assert deck.dynasty_cards().count("Iron Mine") == 3
    assert deck.clan == "crab" and deck.starting_honor == 3
    assert deck.sensei is None
    # stated counts match; only the 40/40 minimum is broken
    assert all("40" in w for w in deck.warnings) and len(deck.warnings) == 2
    lib = deck.library()
    assert lib["iron mine"].type is CardType.HOLDING


def test_spellings_of_versions_and_inline_stronghold() -> None:
    text = """\
Stronghold: Kyuden Hida (Exp)
Dynasty
1 Hida Daizu - Experienced
1 Hida Daizu exp
Fate
1 A Samurai’s Soul
"""
    deck = parse_decklist(text)
    assert deck.stronghold.title == "Kyuden Hida • Experienced"
    assert [e.title for e in deck.dynasty] == ["Hida Daizu • Experienced"] * 2
    assert deck.fate[0].title == "A Samurai's Soul"
    assert normalise_title("Bamboo Harvesters • Experienced 2") == normalise_title(
        "bamboo harvesters exp2"
    )
    # two lines of a Unique card: a copy-limit warning, not an error
    assert any("Unique" in w for w in deck.warnings)


def test_subheaders_pick_the_deck_and_counts_are_checked() -> None:
    text = """\
Stronghold
Kyuden Hida • Experienced
Holdings (3)
2 Iron Mine
Personalities (1)
1 Kaiu Watsuki
Strategies (1)
1 Ambush
"""
    deck = parse_decklist(text)
    assert [e.title for e in deck.dynasty] == ["Iron Mine", "Kaiu Watsuki"]
    assert [e.title for e in deck.fate] == ["Ambush"]
    mismatch = [w for w in deck.warnings if "says" in w]
    assert mismatch == [
        "line 3: 'Holdings' says 3 cards, the list has 2 (counting the cards of that type in "
        "the section)"
    ]


def test_unknown_title_names_the_file_line_and_suggestions() -> None:
    text = "Stronghold\n1 Kyuden Hida • Experienced\nDynasty\n3 Iron Mien\n"
    with pytest.raises(InputError) as info:
        parse_decklist(text, "crab.txt")
    err = info.value
    assert err.file == "crab.txt" and err.path == "line 4"
    assert "unknown card title 'Iron Mien'" in err.message
    assert "did you mean 'Iron Mine'" in err.message
    assert str(err).startswith("crab.txt: line 4: ")


def test_unknown_title_without_close_matches() -> None:
    text = "Stronghold\n1 Kyuden Hida • Experienced\nDynasty\n1 Zzzzqqq\n"
    with pytest.raises(InputError, match=r"unknown card title 'Zzzzqqq'$"):
        parse_decklist(text)


def test_wrong_section_and_card_before_header() -> None:
    text = """\
1 Iron Mine
Stronghold
1 Kyuden Hida • Experienced
Dynasty
1 Light Infantry
Fate
1 Kaiu Watsuki
"""
    with pytest.raises(InputErrors) as info:
        parse_decklist(text, "d.txt")
    errors = info.value.errors
    assert [e.path for e in errors] == ["line 1", "line 5", "line 7"]
    assert "before any section header" in errors[0].message
    assert "'Light Infantry' is a follower: not a Dynasty card" in errors[1].message
    assert "belongs in the Fate section" in errors[1].message
    assert "'Kaiu Watsuki' is a personality: not a Fate card" in errors[2].message
    assert len(str(info.value).splitlines()) == 3


def test_exactly_one_stronghold_at_most_one_sensei() -> None:
    with pytest.raises(InputError, match=r"exactly one Stronghold.*has 0"):
        parse_decklist("Dynasty\n1 Iron Mine\n")
    two = "Stronghold\n1 Kyuden Hida • Experienced\n1 The Aerie\nDynasty\n1 Iron Mine\n"
    with pytest.raises(InputError, match=r"has 2 \(line 2: .*line 3: 'The Aerie'\)"):
        parse_decklist(two)
    with pytest.raises(InputError, match="'Iron Mine' is a holding: not a Stronghold card"):
        parse_decklist("Stronghold\n1 Iron Mine\n")
    sensei = CardDef(title="Test Sensei", type=CardType.SENSEI, starting_honor=2)
    cards = {**dict(bundled_library()), "Test Sensei": sensei}
    text = "Stronghold\n1 The Aerie\nSensei\n2 Test Sensei\n"
    with pytest.raises(InputError, match="at most one Sensei"):
        parse_decklist(text, cards=cards)
    deck = parse_decklist("Stronghold\n1 The Aerie\nSensei\n1 Test Sensei\n", cards=cards)
    assert deck.starting_honor == 6 + 2


def test_subheader_of_the_other_deck_is_an_error() -> None:
    text = "Stronghold\n1 The Aerie\nDynasty\nStrategies (1)\n1 Ambush\n"
    with pytest.raises(InputError, match="line 4: 'Strategies' are Fate cards, but this is the Dy"):
        parse_decklist(text)


def test_ambiguous_spelling() -> None:
    a = CardDef(title="Foo", type=CardType.HOLDING, gold_cost=1)
    cards = {
        "Foo • Experienced": a,
        "Foo (Experienced)": a,
        "SH": CardDef("SH", CardType.STRONGHOLD),
    }
    with pytest.raises(InputError, match="ambiguous"):
        parse_decklist("Stronghold\n1 SH\nDynasty\n1 foo exp\n", cards=cards)
    deck = parse_decklist("Stronghold\n1 SH\nDynasty\n1 foo (experienced)\n", cards=cards)
    assert deck.dynasty[0].title == "Foo (Experienced)"  # exact (case-insensitive) wins


def test_copy_limits_are_warnings() -> None:
    text = """\
Stronghold
1 Kyuden Hida • Experienced
Dynasty
4 Iron Mine
2 Kaiu Iemasa
"""
    deck = parse_decklist(text)
    assert "'Iron Mine': 4 copies, but a non-Unique card allows 3 (Reference 02, line 4)" in (
        deck.warnings
    )
    assert any("'Kaiu Iemasa': 2 copies, but a Unique card allows 1" in w for w in deck.warnings)


def test_zero_copies_and_missing_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="line 3: a count of 0"):
        parse_decklist("Stronghold\n1 The Aerie\n0 Iron Mine\n")
    with pytest.raises(InputError, match="no such file"):
        load_decklist(tmp_path / "nope.txt")


def test_bundled_example_deck_resolves_without_card_data() -> None:
    deck = load_decklist(DECKS / "crab-bundled.txt")
    assert deck.stronghold.card.type is CardType.STRONGHOLD
    assert len(deck.dynasty_cards()) == 24 and len(deck.fate_cards()) == 16
    assert not [w for w in deck.warnings if "copies" in w or "says" in w]


@pytest.mark.skipif(not ORACLE.is_dir(), reason="Oracle card data (../shared/data) is absent")
@pytest.mark.parametrize("name", ORACLE_DECKS)
def test_oracle_example_decks_resolve(name: str) -> None:
    deck = load_decklist(DECKS / name, _oracle())
    assert deck.warnings == ()  # 40/40, copy limits, stated counts all hold
    assert len(deck.dynasty_cards()) == 40 and len(deck.fate_cards()) == 40
    holdings = [e for e in deck.dynasty if e.card.type is CardType.HOLDING]
    gold = sum(e.count for e in holdings if e.card.production)
    assert 12 <= gold <= 16  # Gold-producing Holdings with a modelled production


_CACHE: dict[str, dict[str, CardDef]] = {}


def _oracle() -> dict[str, CardDef]:
    from model.oracle import load_oracle

    if "oracle" not in _CACHE:
        _CACHE["oracle"] = load_oracle(ORACLE)
    return _CACHE["oracle"]


def test_a_title_only_experienced_versions_have_names_them() -> None:
    """Only "Matsu Kasei • Experienced" is in the bundled library: the plain title is refused
    (a deck's versions are different cards) and the suggestion names that version (found by
    h23adv4: the suggestions missed it)."""
    text = "Stronghold\n1 Kyuden Hida • Experienced\nDynasty\n1 Matsu Kasei\n"
    with pytest.raises(InputError) as info:
        parse_decklist(text, "lion.txt")
    assert "did you mean 'Matsu Kasei • Experienced'" in info.value.message
