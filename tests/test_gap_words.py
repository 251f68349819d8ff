"""The deck report's words for text the simulation does not use (h40adv2 E2/E3): the kind of
play a sentence is about, what the simulation does with it, a production mode named by the
card's own sentence, and what a restricted mode pays for."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.oracle.pool import CardPool
from solver.analysis.gap_words import entering_gap, grant_gap, mode_text, only_words

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(), reason="no ../shared/data"
)


@pytest.mark.parametrize(
    ("text", "kind", "effect"),
    [
        ("Will not attach Followers or issue challenges.", "restriction", "does not apply it"),
        ("Attaches to an Earth Shugenja for 2 less Gold.", "equip", "printed Gold cost"),
        ("You Recruit Kanpeki for 2 less Gold.", "recruit", "printed Gold cost"),
    ],
)
def test_its_own_sentence(text: str, kind: str, effect: str) -> None:
    found = entering_gap(text)
    assert found[0] == kind and effect in found[1]


def test_a_sentence_about_other_cards() -> None:
    chukage = grant_gap("You Equip non-Water Spells for 1 more Gold.", "Chukage Sensei")
    assert chukage == ("equip", "the simulation does not apply it to the other cards")
    said = "You may ignore M'rika's Loyal restriction if your Stronghold is The Forgotten Temple."
    assert grant_gap(said, "M'rika") == ("restriction", "the simulation does not apply it")


@needs_data
def test_modes_in_words() -> None:
    cards = CardPool.load([DATA / "oracle", DATA / "sets"]).definitions()
    temple = cards["The Sacred Temple of the Phoenix"]
    assert sorted(only_words(m.only_for) for m in temple.production) == [
        " (for a Shugenja only)",
        " (for a Spell only)",
    ]
    tamako = cards["Asahina Tamako"]
    assert mode_text(tamako, tamako.production[0]).startswith("Reaction: Any number of times")


def test_an_attachment_s_sentence_about_its_bearer() -> None:
    """h41adv3 M1: Coin Pouch's "This Personality has +2 Gold Cost." is about its bearer, not
    the Pouch entering play; the same sentence on a Personality (no bearer) stays as before."""
    from model.cards import CardDef, CardType

    said = "This Personality has +2 Gold Cost."
    pouch = CardDef("Pouch", CardType.ITEM)
    kind, effect = entering_gap(said, pouch)
    assert kind == "bearer" and "bearer" in effect and "not its own entering" in effect
    lord = CardDef("Lord", CardType.PERSONALITY)
    assert entering_gap(said, lord) == entering_gap(said)
    assert entering_gap(said)[0] != "bearer"
