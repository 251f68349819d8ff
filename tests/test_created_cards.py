"""Cards an action creates enter play (Reference 03; FAQ: an action that brings cards into play
as a non-optional effect must be able to bring them in legally): the importer says which types
it creates, and an ongoing "may not bring into play" (or "may not attach") that may apply
makes a legal answer unknown, never a false legal."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext.created import created_cards
from model.common import CardType
from model.describe import ability_text
from solver.good_faith import check
from tests.builders import board, card, imported

P, F, IT, H = CardType.PERSONALITY, CardType.FOLLOWER, CardType.ITEM, CardType.HOLDING


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Create a 3F/2C/3PH Mantis Clan • Nonhuman • Badger • Spirit Personality.", (P,)),
        ("Create a 1F Ashigaru and attach it to your target Personality.", (F,)),
        ("Create and attach a +2F/+0C Armor Item to this Personality.", (IT,)),
        ('Create a (bowed) Holding with the trait "Bow this card: Produce 3 Gold".', (H,)),
        ("Create two 1F Shadowlands • Undead Followers and attach them to him.", (F,)),
        ("Destroy this Holding to create a 3F/3C/3PH Samurai Personality.", (P,)),
        # optional, or only if legal, or not a card
        ("The winning player may create a 2F/2C/2PH Samurai Personality.", ()),
        ("Create a +2F/+1C Weapon Item and attach it to this Personality (if legal).", ()),
        ("Create an additional Attack Phase.", ()),
        ("Bow the winner of any duel created by the action.", ()),
        ("Create a battlefield without a Province.", ()),
        # how many is what its player chooses to pay: none for less than 3 Gold
        ("Create and attach to him a 1F Ashigaru Follower for every 3 Gold you paid.", ()),
        ("Create and attach to him a 1F Ashigaru Follower for each Farm you control.", (F,)),
        # a set file's keyword icon among the created card's words (Shidare no Oni)
        (
            "Destroy this Holding and lose 2 Honor to create a 3F/1C/0PH :shadowlands: • "
            "Nonhuman • Oni Personality with this Holding's Battle ability.",
            (P,),
        ),
        # an ability granted in quotes creates nothing now (Daigotsu Arakan • Experienced 2)
        (
            'Give your Followers and Personalities in this army, "Yu: Create a 2F Nonhuman • '
            'Undead • :shadowlands: Follower and attach it to your target Personality."',
            (),
        ),
    ],
)
def test_created_cards(text: str, expected: tuple[CardType, ...]) -> None:
    assert created_cards(text) == expected


_TEXT = "<b>Open:</b> Create a 1F Ashigaru and attach it to your target Personality."


def _board(effects: list[dict[str, Any]]) -> str:
    ab = imported(_TEXT, "T Officer", CardType.HOLDING)
    assert "creates a Follower, which enters play" in ability_text_of(ab)
    defs = [
        {"title": "T Officer", "type": "holding", "abilities": [ab]},
        {"title": "T Samurai", "type": "personality", "force": 2, "chi": 2},
    ]
    cards = [card("officer", "T Officer", "me"), card("sam", "T Samurai", "me")]
    return check(board(defs, cards, effects=effects), "me", "officer", 0).status


def ability_text_of(ab: dict[str, Any]) -> str:
    from pydantic import TypeAdapter

    from model.abilities import Ability

    return ability_text(TypeAdapter(Ability).validate_python(ab))


@pytest.mark.parametrize(
    ("effects", "expected"),
    [
        ([], "legal"),
        ([{"kind": "may_not", "player": "me", "may_not": "bring_into_play"}], "unknown"),
        (
            [
                {
                    "kind": "may_not",
                    "player": "me",
                    "may_not": "bring_into_play",
                    "cards": {"type": ["follower"]},
                }
            ],
            "unknown",
        ),
        ([{"kind": "may_not", "player": "me", "may_not": "attach"}], "unknown"),
        # another type only, or another player: no doubt
        (
            [
                {
                    "kind": "may_not",
                    "player": "me",
                    "may_not": "bring_into_play",
                    "cards": {"type": ["personality"]},
                }
            ],
            "legal",
        ),
        ([{"kind": "may_not", "player": "them", "may_not": "bring_into_play"}], "legal"),
    ],
)
def test_a_created_card_that_may_not_enter_play(
    effects: list[dict[str, Any]], expected: str
) -> None:
    assert _board(effects) == expected


def test_a_created_follower_for_a_host_that_cannot_take_it() -> None:
    """ "Cannot attach Followers or Items." on the only Personality it may attach to: never a
    false legal (whether another host would do is not searched: unknown)."""
    ab = imported(_TEXT, "T Officer", CardType.HOLDING)
    defs = [
        {"title": "T Officer", "type": "holding", "abilities": [ab]},
        {"title": "T Oni", "type": "personality", "force": 2, "chi": 2, "takes_no": ["follower"]},
    ]
    cards = [card("officer", "T Officer", "me"), card("oni", "T Oni", "me")]
    v = check(board(defs, cards), "me", "officer", 0)
    assert v.status == "unknown"
    assert "may not take one" in v.reasons[0]


def test_a_created_follower_whose_count_its_player_chooses() -> None:
    """ "... a 1F Ashigaru Follower for every 3 Gold you paid" (Exotic Farmlands): paying 0-2
    Gold creates none, so a host that can take no Follower leaves the action legal
    (abilities-and-actions: only a non-optional putting into play must be possible)."""
    text = (
        "<b>Battle, :gstar::</b> Target your Personality. Create and attach to him a 1F "
        "Ashigaru Follower for every 3 Gold you paid, rounded down."
    )
    ab = imported(text, "T Farmlands", CardType.STRATEGY)
    assert "creates" not in ability_text_of(ab)
    defs = [
        {"title": "T Farmlands", "type": "strategy", "abilities": [ab]},
        {"title": "T Oni", "type": "personality", "force": 2, "chi": 2, "takes_no": ["follower"]},
    ]
    here = {"zone": "battlefield", "battlefield": "them-p1"}
    cards = [card("farm", "T Farmlands", "me", zone="hand"), card("oni", "T Oni", "me", **here)]
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
    v = check(board(defs, cards, attacker="me", **combat), "me", "farm", 0)
    assert v.status == "legal", v.reasons
