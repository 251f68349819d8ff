"""A deck line naming a card by the Oracle export's ``title`` (no Experienced marker, which only
its ``formattedtitle`` carries) resolves as ``goodfaith cards show`` does when the whole card
data holds one card of that base title; several: an error naming them, never a guess
(h36adv3 D1: "Hida Kisada, the Little Bear" and "Moto Naleesh, the Living Goddess" were refused
while "Akodo Dairuko, the Steel Lion" (Experienced 2) was taken)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cards import CardDef
from model.common import CardType
from model.decklist import parse_decklist
from model.errors import InputError
from model.oracle.pool import CardPool

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(), reason="no ../shared/data"
)
SH = "Stronghold\n1 The Shadowed Estate of the Scorpion\nDynasty\n"


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


@needs_data
@pytest.mark.parametrize(
    ("line", "resolved"),
    [
        ("Hida Kisada, the Little Bear", "Hida Kisada, the Little Bear • Experienced"),
        ("Moto Naleesh, the Living Goddess", "Moto Naleesh, the Living Goddess • Experienced"),
        ("Akodo Dairuko, the Steel Lion", "Akodo Dairuko, the Steel Lion • Experienced 2"),
        ("Hida Kisada, Clan Champion", "Hida Kisada, Clan Champion • Experienced 2"),
        # controls: a full title and an exact plain title still resolve to themselves
        ("Hida Kisada, the Little Bear - exp", "Hida Kisada, the Little Bear • Experienced"),
        ("Akodo Dairuko", "Akodo Dairuko"),
    ],
)
def test_the_export_s_title_names_its_one_card(pool: CardPool, line: str, resolved: str) -> None:
    deck = parse_decklist(SH + f"1 {line}\n", "d.txt", pool.definitions())
    assert deck.dynasty[0].title == resolved
    assert pool.resolve(line).title == resolved  # as `cards show` finds it


@needs_data
def test_several_versions_are_named_not_guessed(pool: CardPool) -> None:
    """ "Hida Kisada": several cards of that base title (eras, Experienced, Inexperienced)."""
    with pytest.raises(InputError) as info:
        parse_decklist(SH + "1 Hida Kisada\n", "d.txt", pool.definitions())
    msg = str(info.value)
    assert "ambiguous" in msg and "'Hida Kisada • Experienced'" in msg
    assert "'Hida Kisada • Inexperienced'" in msg and "write the full title" in msg


@needs_data
def test_a_version_mark_that_names_no_card_is_not_moved(pool: CardPool) -> None:
    """Control: "- exp3" of a card printed only as Experienced 2 is unknown (did you mean),
    not taken as the one version there is."""
    with pytest.raises(InputError, match="unknown card title"):
        parse_decklist(SH + "1 Akodo Dairuko, the Steel Lion - exp3\n", "d.txt", pool.definitions())


def _person(title: str, *keywords: str) -> CardDef:
    return CardDef(title=title, type=CardType.PERSONALITY, gold_cost=5, keywords=keywords)


def test_experienced_2_is_not_a_renamed_card() -> None:
    """Without the whole card data (a plain mapping, the bundled library) the plain title of a
    card known only as "• Experienced 2" stays refused, as "• Experienced" is: the keyword
    "Experienced 2" is a version of the same name, not "Experienced <another name>"."""
    cards = {
        "SH": CardDef(title="SH", type=CardType.STRONGHOLD),
        "Foo, the Bar • Experienced 2": _person("Foo, the Bar", "experienced 2"),
    }
    with pytest.raises(InputError, match="did you mean 'Foo, the Bar • Experienced 2'"):
        parse_decklist("Stronghold\n1 SH\nDynasty\n1 Foo, the Bar\n", cards=cards)
