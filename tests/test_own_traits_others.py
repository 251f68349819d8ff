"""Trait sentences about other cards' abilities set aside by the card's own type
(``model.cardtext.own_traits_others``; Reference 03: a Sensei's abilities are its own, "his
other attachments" leaves the card out, Fortification is a keyword on Holdings; an action is
from the card whose ability it is). On a card of the type they name, they stay unread (the
card's actions unclaimed). Board test with real cards from ../shared/data (skipped without
it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cards import CardType
from model.cardtext import import_text
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

ACTION = "Open, :bow:: Draw a card."


@pytest.mark.parametrize(
    ("trait", "card_type", "full"),
    [
        ("Your Stronghold has no abilities.", CardType.SENSEI, True),
        ("Your Stronghold has no abilities.", CardType.STRONGHOLD, False),
        ("You may not take more than six actions from Events per game.", CardType.SENSEI, True),
        ("You may not take more than six actions from Events per game.", CardType.EVENT, False),
        (
            "This Personality cannot be targeted. His abilities, and the abilities on his other "
            "attachments, cannot be used.",
            CardType.SPELL,
            True,
        ),
        (
            "His abilities, and the abilities on his other attachments, cannot be used.",
            CardType.PERSONALITY,
            False,
        ),
        (
            "Fortifications at this Province give no bonuses and their abilities may not be "
            "used. Defending Personalities have -1F.",
            CardType.STRATEGY,
            True,
        ),
        (
            "Fortifications at this Province give no bonuses and their abilities may not be "
            "used.",
            CardType.HOLDING,
            False,
        ),
        # another sentence about abilities in the same paragraph stays unread
        ("Your Stronghold has no abilities. Your abilities cost 1 less Gold.", CardType.SENSEI,
         False),
    ],
)  # fmt: skip
def test_set_aside_by_type(trait: str, card_type: CardType, full: bool) -> None:
    (got,) = import_text([trait, ACTION], title="T Card", card_type=card_type).actions
    assert got.full is full, got.not_understood
    if not full:
        assert got.gap == "own trait"


def _board(tmp: Path, pool: CardPool, bearer: str) -> LoadedState:
    lines = [
        "turn: 5",
        "active_player: phoenix",
        "phase: action",
        "players:",
        "  - {id: phoenix, clan: phoenix, family_honor: 10}",
        "  - {id: lion, clan: lion, family_honor: 10}",
        "cards:",
        "  - {id: p-sh, title: The Aerie, owner: phoenix, zone: home}",
        f"  - {{id: p-1, title: {bearer}, owner: phoenix, zone: home}}",
        "  - {id: p-s, title: Stepping Behind The Tapestry, owner: phoenix, zone: home, "
        "attached_to: p-1}",
        "  - {id: l-sh, title: The Honorable Garrison of the Lion, owner: lion, zone: home}",
    ]
    path = tmp / "tapestry.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_stepping_behind_the_tapestry(tmp_path: Path, pool: CardPool) -> None:
    """On a Shugenja, "Air Battle/Open: Destroy this Spell." is legal in the action phase
    (before: unknown, the trait not read); control: on a Personality who is no Shugenja, the
    Spell can't be cast: illegal."""
    v = check(_board(tmp_path, pool, "Isawa Tomo"), "phoenix", "p-s", 0)
    assert v.status == "legal", v.reasons
    v = check(_board(tmp_path, pool, "Matsu Agai"), "phoenix", "p-s", 0)
    assert v.status == "illegal", v.reasons


def test_a_stronghold_used_twice_on_a_personality() -> None:
    """ "You may use your Stronghold's abilities twice per turn." (Bayushi Nitoshi, the Poison
    Mask • Experienced 2): not this card's actions; on a Stronghold it stays unread."""
    trait = "You may use your Stronghold's abilities twice per turn."
    (got,) = import_text([trait, ACTION], title="T", card_type=CardType.PERSONALITY).actions
    assert got.full, got.not_understood
    (got,) = import_text([trait, ACTION], title="T", card_type=CardType.STRONGHOLD).actions
    assert not got.full and got.gap == "own trait"


KATA = ("kharmic", "kata")
ENDLESS_DRILLS = [
    "This card's Interrupt ability costs :g0: if it Interrupts the Tactical Advantage ability.",
    "Open: Put this Kata into play. Discard your other Kata in play.",
    "Interrupt, :bow:, :g1:: After the Battle action discards a card from your hand, draw a card.",
]


def test_a_trait_naming_the_interrupt_ability() -> None:
    """Endless Drills: the trait names the card's Interrupt ability by its designator, so the
    Open action is read; the Interrupt stays unread (its cost may change)."""
    opened, interrupt = import_text(
        ENDLESS_DRILLS, title="Endless Drills", card_type=CardType.STRATEGY, keywords=KATA
    ).actions
    assert opened.full, opened.not_understood
    assert not interrupt.full and interrupt.gap == "own trait"


@pytest.mark.parametrize(
    "trait",
    [
        # its abilities in general, or two of them: not one designator's
        "This card's Interrupt ability and its Open ability cost :g0:.",
        "This card's abilities cost :g0: if it Interrupts the Tactical Advantage ability.",
        "This card's Open ability costs :g0:.",  # names the Open action itself
    ],
)
def test_other_designator_traits_stay_unread(trait: str) -> None:
    opened, _ = import_text(
        [trait, *ENDLESS_DRILLS[1:]],
        title="Endless Drills",
        card_type=CardType.STRATEGY,
        keywords=KATA,
    ).actions
    assert not opened.full and opened.gap == "own trait"


@pytest.mark.parametrize(
    ("action", "card_type", "full"),
    [
        # Weathered Armor: its action moves no one
        ("Tireless Battle: Put this Item into your hand.", CardType.ITEM, True),
        # an action that may move its Personality: the trait may change it
        ("Battle: Move this Personality home.", CardType.ITEM, False),
        ("Battle: Move a target Personality to the current battlefield.", CardType.ITEM, False),
        # on a Personality "this Personality" is itself, not read here
        ("Battle: Draw a card.", CardType.PERSONALITY, False),
    ],
)
def test_actions_cannot_move_this_personality(action: str, card_type: CardType, full: bool) -> None:
    trait = "Actions cannot move this Personality."
    (got,) = import_text([trait, action], title="Weathered Armor", card_type=card_type).actions
    assert got.full is full, got.not_understood
    if not full:
        assert got.gap in ("own trait", "") or not got.full
