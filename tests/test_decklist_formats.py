"""Deck list formats (model/decklist.py): the Sun and Moon export next to the plain format
('#' header lines, Pregame Holdings, Sensei and Wind), the "not a deck list" error, and the
goldfish setup of Pregame Holdings (solver/analysis/goldfish.py; Reference 02, Deck
Construction; Reference 03, card types). Synthetic decks use the bundled library; the real-data
tests use ../shared/data and skip when it is absent."""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from pathlib import Path

import pytest
from typer.testing import CliRunner

from model.cards import CardDef, CardType
from model.decklist import (
    MAX_LINE_CHARS,
    NOT_A_DECK_LIST,
    DeckList,
    load_decklist,
    normalise_title,
    parse_decklist,
)
from model.errors import InputError, InputErrors
from model.load import bundled_library
from model.state import View
from model.zones import Zone
from solver.analysis.goldfish import GoldfishConfig, play_game
from solver.cli import app

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"

#: A Sun and Moon export of bundled cards: BOM, CRLF, trailing spaces, blank lines, empty
#: sub-headers, a Pregame Holding that is also in the Dynasty deck.
EXPORT = (
    "\ufeff# Stronghold\r\n"
    "1 The Aerie  \r\n"
    "\r\n"
    "# Pregame Holdings\r\n"
    "1 Remote Village\r\n"
    "2 Large Farm\r\n"
    "\r\n"
    "# Dynasty\r\n"
    "# Personalities (5)\r\n"
    "3 Kaiu Watsuki\r\n"
    "2 Yasuki Daiki   \r\n"
    "# Holdings (3)\r\n"
    "2 Large Farm\r\n"
    "1 Iron Mine\r\n"
    "# Celestials (0)\r\n"
    "# Regions (0)\r\n"
    "\r\n"
    "# Fate\r\n"
    "# Strategies (3)\r\n"
    "3 Ambush\r\n"
    "# Followers (2)\r\n"
    "2 Spearmen\r\n"
    "# Rings (0)\r\n"
)


def _with(*extra: CardDef) -> dict[str, CardDef]:
    """The bundled library plus synthetic cards (it has no Sensei and no Wind)."""
    return {**dict(bundled_library()), **{c.title: c for c in extra}}


WIND_A = CardDef(title="Test Wind", type=CardType.WIND)
WIND_B = CardDef(title="Other Wind", type=CardType.WIND)
SENSEI = CardDef(title="Test Sensei", type=CardType.SENSEI, starting_honor=1)


# --------------------------------------------------------------------------------------------
# The export read with the bundled library
# --------------------------------------------------------------------------------------------


def test_export_with_bom_crlf_and_pregame_holdings() -> None:
    deck = parse_decklist(EXPORT, "unicorn.txt")
    assert deck.stronghold.title == "The Aerie" and deck.stronghold.line == 2
    assert [(e.title, e.count, e.line) for e in deck.pregame] == [
        ("Remote Village", 1, 5),
        ("Large Farm", 2, 6),
    ]
    assert deck.pregame_cards() == ("Remote Village", "Large Farm", "Large Farm")
    # Pregame Holdings are not Dynasty cards: 5 Personalities + 3 Holdings
    assert len(deck.dynasty_cards()) == 8
    assert "Remote Village" not in deck.dynasty_cards()
    assert deck.fate_cards() == ("Ambush",) * 3 + ("Spearmen",) * 2
    # every stated count holds; the Dynasty deck is 8 cards (not 11): the 40/40 minimum
    assert not [w for w in deck.warnings if "says" in w]
    assert "the Dynasty deck has 8 cards; the standard formats need at least 40 (Reference 02)" in (
        deck.warnings
    )
    # ... but the copy limit counts them with the Dynasty copies: 2 + 2 Large Farm, on both
    # lines (h41adv3 M2: it named the first line only)
    assert "'Large Farm': 4 copies, but a non-Unique card allows 3 (Reference 02, lines 6, 13)" in (
        deck.warnings
    )
    titles = [e.title for e in deck.entries()]
    assert titles[:3] == ["The Aerie", "Remote Village", "Large Farm"]
    assert deck.library()["remote village"].type is CardType.HOLDING


def test_export_and_plain_lists_read_the_same() -> None:
    plain = EXPORT.replace("\ufeff", "").replace("\r\n", "\n").replace("# ", "")
    plain = plain.replace("Pregame Holdings\n", "# Pregame Holdings\n")  # no plain spelling
    a = parse_decklist(EXPORT)
    b = parse_decklist(plain)

    def shape(d: DeckList) -> object:
        return [(e.title, e.count, e.line) for e in d.entries()]

    assert shape(a) == shape(b)
    assert a.warnings == b.warnings


@pytest.mark.parametrize(
    ("header", "deck", "kind"),
    [
        ("# Holdings (2)", "dynasty", CardType.HOLDING),
        ("# Holding - (2) [1 distinct]", "dynasty", CardType.HOLDING),
        ("#holding", "dynasty", CardType.HOLDING),
        ("#   HOLDINGS   -  ( 2 )   [ 1 distinct ]  ", "dynasty", CardType.HOLDING),
        ("# Dynasty", "dynasty", CardType.HOLDING),
        ("# Dynasty (2)", "dynasty", CardType.HOLDING),
        ("# Dynasty Deck: 2", "dynasty", CardType.HOLDING),
        ("# Pregame Holdings", "pregame", CardType.HOLDING),
        ("# Pregame Holding (2)", "pregame", CardType.HOLDING),
        ("# Personality - (2) [1 distinct]", "dynasty", CardType.PERSONALITY),
        ("# Personalities (2)", "dynasty", CardType.PERSONALITY),
        ("# Strategy - (2) [1 distinct]", "fate", CardType.STRATEGY),
        ("# Strategies (2)", "fate", CardType.STRATEGY),
        ("# Fate", "fate", CardType.FOLLOWER),
        ("# Followers (2)", "fate", CardType.FOLLOWER),
        ("# Follower - (2) [1 distinct]", "fate", CardType.FOLLOWER),
        ("# Item - (2) [1 distinct]", "fate", CardType.ITEM),
        ("# Items (2)", "fate", CardType.ITEM),
    ],
)
def test_export_header_variants(header: str, deck: str, kind: CardType) -> None:
    card = {
        CardType.HOLDING: "Iron Mine",
        CardType.PERSONALITY: "Kaiu Watsuki",
        CardType.STRATEGY: "Ambush",
        CardType.FOLLOWER: "Spearmen",
        CardType.ITEM: "Nightingale Blade",
    }[kind]
    text = f"# Stronghold\n1 Kyuden Hida • Experienced\n{header}\n2 {card}\n"
    result = parse_decklist(text, "v.txt")
    entries = {"dynasty": result.dynasty, "fate": result.fate, "pregame": result.pregame}[deck]
    assert [(e.title, e.count, e.line) for e in entries] == [(card, 2, 4)]
    # the stated counts (2 cards, 1 distinct title) all hold
    assert not [w for w in result.warnings if "says" in w]


def test_stated_and_distinct_counts_that_differ_are_warnings() -> None:
    text = """\
# Stronghold
1 Kyuden Hida • Experienced
# Dynasty
# Holding - (4) [3 distinct]
2 Iron Mine
1 Large Farm
# Personality - (1) [1 distinct]
1 Kaiu Watsuki
"""
    deck = parse_decklist(text)
    said = [w for w in deck.warnings if "says" in w]
    assert said == [
        "line 4: 'Holding' says 4 cards, the list has 3 (counting the cards of that type in "
        "the section)",
        "line 4: 'Holding' says 3 distinct titles, the list has 2 (counting the titles of that "
        "type in the section)",
    ]


def test_hash_lines_that_are_not_headers_stay_comments() -> None:
    text = """\
# Sun and Moon deck: my Crab
# Holdings are the key (3 of them)
# Stronghold: none yet
Stronghold
1 Kyuden Hida • Experienced # Fate
# Dynasty deck thoughts
Dynasty
2 Iron Mine   # Personalities (2)
# Fate is next
1 Kaiu Watsuki
#Strategies rock
1 Kaiu Iemasa
"""
    deck = parse_decklist(text, "c.txt")
    assert [(e.title, e.line) for e in deck.dynasty] == [
        ("Iron Mine", 8),
        ("Kaiu Watsuki", 10),
        ("Kaiu Iemasa", 12),
    ]
    assert deck.fate == () and deck.pregame == () and deck.wind is None
    assert not [w for w in deck.warnings if "says" in w]


def test_plain_format_with_headers_in_comments_unchanged() -> None:
    """The bundled example deck has "# Holdings (12)" comments: now sub-headers, whose stated
    counts hold, so the list reads as before."""
    deck = load_decklist(ROOT / "examples" / "decks" / "crab-bundled.txt")
    assert len(deck.dynasty_cards()) == 24 and len(deck.fate_cards()) == 16
    assert deck.pregame == () and deck.wind is None
    assert not [w for w in deck.warnings if "says" in w or "copies" in w]


# --------------------------------------------------------------------------------------------
# Pregame Holdings, Sensei and Wind
# --------------------------------------------------------------------------------------------


def test_pregame_unique_copy_counted_with_dynasty_copies() -> None:
    text = """\
# Stronghold
1 Kyuden Hida • Experienced
# Pregame Holdings
1 Border Keep
# Dynasty
1 Border Keep
3 Iron Mine
"""
    deck = parse_decklist(text)
    assert any(
        w.startswith("'Border Keep': 2 copies, but a Unique card allows 1") for w in deck.warnings
    )
    assert not any(w.startswith("'Iron Mine'") for w in deck.warnings)  # 3 is the limit
    assert deck.dynasty_cards() == ("Border Keep", "Iron Mine", "Iron Mine", "Iron Mine")


def test_personality_under_pregame_holdings_is_an_error_with_the_line() -> None:
    text = "# Stronghold\n1 The Aerie\n# Pregame Holdings\n1 Iron Mine\n1 Kaiu Watsuki\n"
    with pytest.raises(InputError) as info:
        parse_decklist(text, "pg.txt")
    err = info.value
    assert err.file == "pg.txt" and err.path == "line 5"
    assert err.message == (
        "'Kaiu Watsuki' is a personality: not a Pregame Holdings card (it belongs in the "
        "Dynasty section; Reference 02/03; the Pregame Holdings section began at line 3: "
        "'# Pregame Holdings')"
    )


def test_holdings_subheader_under_pregame_holdings_stays_pregame() -> None:
    text = (
        "# Stronghold\n1 The Aerie\n# Pregame Holdings\n# Holding - (1) [1 distinct]\n1 Iron Mine\n"
    )
    deck = parse_decklist(text)
    assert deck.pregame_cards() == ("Iron Mine",) and deck.dynasty == ()
    assert not [w for w in deck.warnings if "says" in w]


def test_one_wind_starts_the_game_and_two_are_an_error() -> None:
    cards = _with(WIND_A, WIND_B)
    deck = parse_decklist("# Stronghold\n1 The Aerie\n# Wind\n1 Test Wind\n", cards=cards)
    assert deck.wind is not None and (deck.wind.title, deck.wind.line) == ("Test Wind", 4)
    assert [e.title for e in deck.entries()] == ["The Aerie", "Test Wind"]
    assert deck.library()["test wind"].type is CardType.WIND
    two = "# Stronghold\n1 The Aerie\n# Wind\n1 Test Wind\n1 Other Wind\n"
    with pytest.raises(InputError) as info:
        parse_decklist(two, "w.txt", cards=cards)
    assert info.value.file == "w.txt" and info.value.path == "line 5"
    assert info.value.message.startswith("a play deck has at most one Wind")
    assert info.value.message.endswith("has 2 (line 4: 'Test Wind', line 5: 'Other Wind')")
    with pytest.raises(InputError, match=r"has 2 \(line 4: 2 x 'Test Wind'\)"):
        parse_decklist("# Stronghold\n1 The Aerie\n# Wind\n2 Test Wind\n", cards=cards)
    with pytest.raises(InputError, match=r"line 4: 'Test Wind' is a wind: .*in the Wind section"):
        parse_decklist("# Stronghold\n1 The Aerie\n# Dynasty\n1 Test Wind\n", cards=cards)


def test_the_plain_format_has_wind_and_pregame_holdings_headers_too() -> None:
    """h29adv2 F17: every Wind deck had to be written in the export format; the plain format's
    headers (no '#') now name a Wind ("Wind", "Wind: <title>") and Pregame Holdings."""
    cards = _with(WIND_A)
    deck = parse_decklist("Stronghold\n1 The Aerie\nWind\n1 Test Wind\n", cards=cards)
    assert deck.wind is not None and (deck.wind.title, deck.wind.line) == ("Test Wind", 4)
    inline = parse_decklist("Stronghold: The Aerie\nWind: Test Wind\n", cards=cards)
    assert inline.wind is not None and inline.wind.title == "Test Wind"
    pregame = parse_decklist("Stronghold\n1 The Aerie\nPregame Holdings\n1 Iron Mine\n")
    assert [e.title for e in pregame.pregame] == ["Iron Mine"]


def test_two_senseis_error_names_the_lines() -> None:
    cards = _with(SENSEI, CardDef(title="Second Sensei", type=CardType.SENSEI))
    text = "# Stronghold\n1 The Aerie\n# Sensei\n1 Test Sensei\n\n1 Second Sensei\n"
    with pytest.raises(InputError) as info:
        parse_decklist(text, "s.txt", cards=cards)
    assert info.value.path == "line 6"
    assert "at most one Sensei (Reference 02)" in info.value.message
    assert "(line 4: 'Test Sensei', line 6: 'Second Sensei')" in info.value.message
    one = parse_decklist(text.replace("1 Second Sensei\n", ""), cards=cards)
    assert one.sensei is not None and one.starting_honor == 6 + 1


# --------------------------------------------------------------------------------------------
# Not a deck list; the limits still hold
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("", ""),
        ("\n\n   \n", ""),
        ("\ufeff", ""),
        ("# just a comment\n# and another\n", "line 1"),
        ("\nDear diary,\ntoday I built no deck.\n", "line 2"),
        ('{"stronghold": "Kyuden Hida"}\n', "line 1"),
    ],
)
def test_not_a_deck_list(text: str, where: str) -> None:
    with pytest.raises(InputError) as info:
        parse_decklist(text, "notes.txt")
    assert info.value.file == "notes.txt" and info.value.path == where
    assert info.value.message == NOT_A_DECK_LIST
    assert "expected lines 'N Title' under section headers (plain or Sun and Moon" in str(
        info.value
    )


def test_not_a_deck_list_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "readme.txt"
    path.write_bytes(b"\xef\xbb\xbf# exported from nowhere\r\nhello\r\n")
    with pytest.raises(InputError) as info:
        load_decklist(path)
    assert str(info.value) == f"{path}: line 1: {NOT_A_DECK_LIST}"


def test_a_lone_title_or_count_still_gets_the_section_error() -> None:
    """A known title or an "N Title" line is a deck list without headers: the old error."""
    with pytest.raises(InputErrors) as info:
        parse_decklist("Kyuden Hida • Experienced\n")
    assert [e.path for e in info.value.errors] == ["line 1", ""]
    assert "comes before any section header" in info.value.errors[0].message
    with pytest.raises(InputErrors) as unknown:
        parse_decklist("3 Zzzz Unknown\n")
    assert unknown.value.errors[0].message == "unknown card title 'Zzzz Unknown'"


def test_limits_hold_for_the_export() -> None:
    with pytest.raises(InputError, match="line 4: 1,001 copies of 'Iron Mine'"):
        parse_decklist("# Stronghold\n1 The Aerie\n# Dynasty\n1001 Iron Mine\n")
    long = "# " + "Holdings " * (MAX_LINE_CHARS // 9 + 1)
    with pytest.raises(InputError, match=f"line 3: longer than {MAX_LINE_CHARS} characters"):
        parse_decklist(f"# Stronghold\n1 The Aerie\n{long}\n")
    with pytest.raises(InputError, match=f"line 1: longer than {MAX_LINE_CHARS}"):
        parse_decklist("x" * (MAX_LINE_CHARS + 1))
    unknown = "# Stronghold\n1 The Aerie\n# Dynasty\n" + "1 Zzzzqqq\n" * 30
    with pytest.raises(InputErrors) as thirty:  # every one named in one run (h40adv2 E4)
        parse_decklist(unknown)
    assert len(thirty.value.errors) == 30
    unknown = "# Stronghold\n1 The Aerie\n# Dynasty\n" + "1 Zzzzqqq\n" * 600
    with pytest.raises(InputErrors, match="stopped after 500 errors"):
        parse_decklist(unknown)


def test_version_spellings_of_the_export() -> None:
    key = normalise_title
    assert key("Border Keep - exp2") == key("Border Keep • Experienced 2")
    assert key("Border Keep - Exp 2") == key("Border Keep • Experienced 2")
    assert key("Hida Kisada - Exp 3") == "hida kisada experienced 3"
    assert key("Border Keep - inexp") == key("Border Keep • Inexperienced")
    assert key("Border Keep • Inexperienced") == "border keep inexperienced"
    assert key("Expansive Range") == "expansive range"  # a word starting "Exp" is kept
    deck = parse_decklist(
        "# Stronghold\n1 Kyuden Hida - exp\n# Dynasty\n1 Hida Daizu - Exp\n", "e.txt"
    )
    assert deck.stronghold.title == "Kyuden Hida • Experienced"
    assert deck.dynasty[0].title == "Hida Daizu • Experienced"


# --------------------------------------------------------------------------------------------
# Goldfish: Pregame Holdings and the Wind begin in play
# --------------------------------------------------------------------------------------------


def test_goldfish_pregame_holdings_start_in_play_and_produce() -> None:
    text = """\
# Stronghold
1 Kyuden Hida • Experienced
# Wind
1 Test Wind
# Pregame Holdings
1 Remote Village
1 Iron Mine
# Dynasty
40 Domo
# Fate
40 Rout
"""
    cards = _with(WIND_A)
    deck = parse_decklist(text, cards=cards)
    without = parse_decklist(text.replace("1 Remote Village\n1 Iron Mine\n", ""), cards=cards)
    views: list[View] = []
    config = GoldfishConfig(turns=2, games=1)
    logs = play_game(deck, 0, config, observe=views.append)
    base = play_game(without, 0, config)
    first = {c.id: c for c in views[0].state.cards}
    for cid, title in (("pg0", "Remote Village"), ("pg1", "Iron Mine")):
        card = first[cid]
        assert (card.title, card.zone, card.bowed, card.owner) == (title, Zone.HOME, False, "me")
    assert first["wind"].title == "Test Wind" and first["wind"].zone is Zone.HOME
    # 4 (Stronghold) + 3 (Remote Village) + 3 (Iron Mine: 3 for a Crab); nothing is bought:
    # Domo has no Gold cost
    assert [log.gold_available for log in logs] == [10, 10]
    assert [log.bought for log in logs] == [(), ()]
    assert [log.gold_available for log in base] == [4, 4]
    assert views[1].state.cards[0].id == "sh" and "pg1" in {c.id for c in views[1].state.cards}


# --------------------------------------------------------------------------------------------
# Real cards: the Oracle export and the set files
# --------------------------------------------------------------------------------------------

#: A legal 40/40 Unicorn list in the Sun and Moon shape (CRLF and a BOM are added when written).
UNICORN = """\
# Stronghold
1 The Khan's Estate

# Sensei
1 Takeru Sensei

# Pregame Holdings
1 Border Keep - exp2
1 Bamboo Harvesters - exp

# Dynasty
# Personality - (22) [8 distinct]
3 Moto Chinua
1 Moto Chinua - exp
3 Moto Erdene
3 Moto Jengzan
3 Iuchi Chiwa
3 Iuchi Daitoru
3 Moto Qorin
3 Moto Okano
# Holdings (18)
3 Abundant Farmlands
3 Blue Tanuki Bar
3 Counting House
3 Exotic Market
3 Carpenter Shrine
3 Expansive Range
# Celestials (0)
# Regions (0)
# Events (0)

# Fate
# Strategies (30)
3 Ambush
3 Rout
3 Flash of Steel
3 Strength of the Bamboo
3 Nerve Strike
3 Cricket Tattoo
3 Restoring Order
3 Rapid Deployment
3 Arrows Do Not Falter
3 Justly Earned Victory
# Items (3)
3 A Samurai's Soul
# Followers (6)
3 Light Infantry
3 Spearmen
# Rings (1)
1 Ring of Earth
"""

needs_data = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(),
    reason="real card data (../shared/data) is absent",
)


@pytest.fixture(scope="module")
def pool_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A pool index cache for this module's tests (not the user's cache)."""
    return tmp_path_factory.mktemp("pool-cache")


@pytest.fixture(scope="module")
def real_cards(pool_cache: Path) -> Mapping[str, CardDef]:
    if not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir():
        pytest.skip("real card data (../shared/data) is absent")
    from model.oracle.pool import CardPool

    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("GOODFAITH_CACHE", str(pool_cache))
        pool = CardPool.load([DATA / "oracle", DATA / "sets"])
    return pool.definitions()


def _write(path: Path, text: str) -> Path:
    path.write_bytes(b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode())
    return path


@needs_data
def test_real_unicorn_export_resolves(tmp_path: Path, real_cards: Mapping[str, CardDef]) -> None:
    path = _write(tmp_path / "unicorn.txt", UNICORN)
    start = time.perf_counter()
    deck = load_decklist(path, real_cards)
    elapsed = time.perf_counter() - start
    assert deck.warnings == ()  # 40/40, copy limits, every stated and distinct count
    assert deck.stronghold.title == "The Khan's Estate" and deck.clan == "unicorn"
    assert deck.sensei is not None and deck.sensei.title == "Takeru Sensei"
    assert deck.pregame_cards() == (
        "Border Keep • Experienced 2",
        "Bamboo Harvesters • Experienced",
    )
    assert all(e.card.type is CardType.HOLDING for e in deck.pregame)
    assert len(deck.dynasty_cards()) == 40 and len(deck.fate_cards()) == 40
    assert "Moto Chinua • Experienced" in deck.dynasty_cards()
    assert all(e.title in real_cards for e in deck.entries())
    assert elapsed < 5.0, elapsed  # one resolver over ~13,500 titles


@needs_data
def test_real_unicorn_export_goldfish_cli(
    tmp_path: Path, pool_cache: Path, real_cards: Mapping[str, CardDef]
) -> None:
    """``goodfaith deck FILE --cards oracle --cards sets --json`` runs; turn 1's Gold available
    is the Stronghold's plus each Pregame Holding's best production mode that may pay for any
    purchase (Border Keep • Experienced 2's "3 Gold if paying for a Holding which may only pay
    for that card" left out: ``solver.analysis.gold_available``, h43adv1 W6)."""
    path = _write(tmp_path / "unicorn.txt", UNICORN)
    no_pregame = UNICORN.replace("1 Border Keep - exp2\n1 Bamboo Harvesters - exp\n", "")
    bare = _write(tmp_path / "bare.txt", no_pregame)
    runner = CliRunner()
    env = {"GOODFAITH_CACHE": str(pool_cache)}
    cards = ["--cards", str(DATA / "oracle"), "--cards", str(DATA / "sets")]
    reports = []
    for deckfile in (path, bare):
        args = ["deck", str(deckfile), *cards, "--games", "20", "--turns", "3", "--json"]
        result = runner.invoke(app, args, env=env)
        assert result.exit_code == 0, result.output
        reports.append(json.loads(result.stdout))
    with_pregame, without = reports
    assert with_pregame["stronghold"] == "The Khan's Estate"
    assert len(with_pregame["per_turn"]) == 3 and with_pregame["config"]["games"] == 20
    deck = load_decklist(path, real_cards)
    pregame_gold = sum(
        max((m.gold or 0) for m in e.card.production if m.only_for is None) * e.count
        for e in deck.pregame
    )
    assert pregame_gold > 0
    first = with_pregame["per_turn"][0]["gold_available"]
    assert first == without["per_turn"][0]["gold_available"] + pregame_gold


def test_sensei_clan_restriction_is_a_warning() -> None:
    lib = dict(bundled_library())
    stronghold = next(k for k, c in lib.items() if c.type is CardType.STRONGHOLD and c.clan)
    clan = lib[stronghold].clan[0]
    other = "dragon" if clan != "dragon" else "crane"
    lib["Test Restricted Sensei"] = CardDef(
        title="Test Restricted Sensei", type=CardType.SENSEI, sensei_clans=(other,)
    )
    lib["Test Open Sensei"] = CardDef(title="Test Open Sensei", type=CardType.SENSEI)
    text = f"# Stronghold\n1 {stronghold}\n# Sensei\n1 Test Restricted Sensei\n"
    deck = parse_decklist(text, "d.txt", lib)
    assert any("may only be used with a Stronghold of" in w for w in deck.warnings)
    ok = parse_decklist(text.replace("Restricted", "Open"), "d.txt", lib)
    assert not any("Stronghold of" in w for w in ok.warnings)
