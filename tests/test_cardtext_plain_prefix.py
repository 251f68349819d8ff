"""Designators printed without bold (Abilities and actions / designators; late set files print
"Battle, :bow:: ..." in plain text, after a trait's sentence or at the start): each is an
action of its own, never a trait (h28adv2 F0: The Ancient Castle of the Lion's action was
dropped and doubted every other action as an unread trait)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cardtext.split import split_printed
from solver.good_faith import check
from tests.builders import set_battle, set_personality


def _parts(text: str) -> list[tuple[str | None, str]]:
    return [(p.prefix, p.body) for p in split_printed(text)]


def test_a_plain_action_after_a_trait() -> None:
    text = (
        "Your attacking Lion Clan Personalities have +1F. Battle, :bow:: Move home a target "
        "enemy defending Personality. Gain 1 Honor."
    )
    assert _parts(text) == [
        (None, "Your attacking Lion Clan Personalities have +1F."),
        ("Battle, :bow:", "Move home a target enemy defending Personality. Gain 1 Honor."),
    ]


def test_two_plain_actions_and_an_icon_closing_the_prefix() -> None:
    text = (
        "(This has +1PS and +2GP if you didn't go first.) Limited, :g4: Gain 2 Honor. Tireless "
        "Battle: Discard a card. (Tireless actions may be taken even while bowed.)"
    )
    assert _parts(text) == [
        (None, "(This has +1PS and +2GP if you didn't go first.)"),
        ("Limited, :g4:", "Gain 2 Honor."),
        ("Tireless Battle", "Discard a card. (Tireless actions may be taken even while bowed.)"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        # a quoted ability given by an effect, and reminder text in parentheses
        'Give your Personality "Battle: Bow a target Follower. Open: Draw a card."',
        "(Duelists win tied duels versus non-Duelists. Battle: Discard a card.)",
        # a keyword, not a designator; and a designator word with no colon
        "Your Battle Maiden Personalities have +1F.",
        "Battle actions may not target Kozan.",
    ],
)
def test_no_action_inside_quotes_parentheses_or_without_a_colon(text: str) -> None:
    assert [p.prefix for p in split_printed(text)] == [None]


def test_the_bold_form_is_unchanged() -> None:
    assert _parts("<b>Battle, :bow::</b> Move home a target Personality.") == [
        ("Battle, :bow:", "Move home a target Personality.")
    ]


def test_a_plain_stronghold_action_on_the_board(tmp_path: Path) -> None:
    """The Stronghold's Battle action exists and is legal at a battle where an enemy
    Personality defends; the other player's action is not doubted by it."""
    castle = {
        "title": "T Castle",
        "types": ["Stronghold"],
        "decks": ["Pre-Game"],
        "text": "Your attacking Lion Clan Personalities have +1F. Battle, :bow:: Move home a "
        "target enemy defending Personality. Gain 1 Honor.",
        "province_strength": 8,
        "gold_production": 3,
        "starting_honor": 7,
    }
    foe = set_personality("T Foe", 3)
    table = [
        {"id": "sh", "title": "T Castle", "owner": "me", "zone": "home"},
        {"id": "foe", "title": "T Foe", "owner": "them", "zone": "battlefield",
         "battlefield": "them-p1"},
    ]  # fmt: skip
    loaded = set_battle(tmp_path, [castle, foe], table)
    assert len(loaded.library[loaded.state.card("sh").title].abilities) == 1
    assert check(loaded, "me", "sh", 0).status == "legal"


def test_a_prefix_without_a_designator_is_a_trait_of_its_own() -> None:
    """README "Invest": a bold prefix without a designator is a trait; printed plain, it is
    split off as one, and the action after it keeps its own words."""
    text = "Invest :g1:: Draw a card. Battle/Open: Banish one card in a discard pile."
    assert _parts(text) == [
        (None, "Invest :g1:: Draw a card."),
        ("Battle/Open", "Banish one card in a discard pile."),
    ]
