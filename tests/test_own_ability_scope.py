"""Trait sentences about one card's own printed ability change that card's actions only
(Abilities and actions: each ability on each source is a separate ability): they do not doubt
another card's action (h25adv2 F8, N1; h25adv1 F4)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.own_ability_scope import (
    abilities_kept,
    about_own_ability,
    own_host_only,
    own_performer,
)
from solver.verdict import EQUIP, RECRUIT
from tests.builders import set_board, set_personality, set_strategy


@pytest.mark.parametrize(
    ("said", "title", "own"),
    [
        (
            "Compassion: Kinshikirai's printed ability has no Gold Cost.",
            "Yoritomo Kinshikirai",
            True,
        ),
        (
            "Keisuke's printed ability has Tireless while you control a Terrain or Crab Clan "
            "Personality at his battlefield.",
            "Ikoma Keisuke",
            True,
        ),
        ("Compassion: This Follower's printed ability has no bow cost.", "Razorfang", True),
        (
            "You may use this Holding's printed ability one additional time per turn for each of "
            "your Markets in play.",
            "Second City Harbor",
            True,
        ),
        (
            "You may discard this Ring from your hand to use its ability without cost.",
            "Ring of Earth",
            True,
        ),
        (
            "You may discard this Ring from your hand to use its Void ability without cost.",
            "Ring of the Void",
            True,
        ),
        (
            "Compassion: You may use Harudei's printed ability an additional time per turn.",
            "Kakita Harudei, Drunkard",
            True,
        ),
        # another card's ability, or more than its own ability: not scoped
        (
            "You may use Kinshi's printed ability an additional time per turn.",
            "Kakita Harudei, Drunkard",
            False,
        ),
        ("Toku's printed ability has Tireless.", "Ikoma Keisuke", False),
        (
            "Keisuke's printed ability and your other abilities have Tireless.",
            "Ikoma Keisuke",
            False,
        ),
        ("Your Personalities' printed abilities have Tireless.", "Ikoma Keisuke", False),
        ("You may use Favor abilities one additional time per turn.", "Second City Harbor", False),
    ],
)
def test_sentences_about_the_cards_own_ability(said: str, title: str, own: bool) -> None:
    assert about_own_ability(said, title) is own


@pytest.mark.parametrize(("named", "expected"), [("Keisuke", "illegal"), ("Toku", "unknown")])
def test_own_ability_tireless_does_not_doubt_another_cards_timing(
    tmp_path: Path, named: str, expected: str
) -> None:
    """A Limited Strategy in the Dynasty Phase fails its timing; Keisuke's Tireless for his own
    ability cannot turn that (illegal); the same sentence naming another card (Toku, not read
    as this card) may, so the doubt stays (control)."""
    text = (
        "<b>Battle:</b> Gain 1 Honor.<br>"
        f"{named}'s printed ability has Tireless while you control a Terrain."
    )
    cards = [
        set_personality("Ikoma Keisuke", 0, text=text),
        set_strategy("Plan", "<b>Limited:</b> Gain 1 Honor."),
    ]
    table = [
        {"id": "kei", "title": "Ikoma Keisuke", "owner": "me", "zone": "home"},
        {"id": "s", "title": "Plan", "owner": "me", "zone": "hand"},
    ]
    assert check(set_board(tmp_path, cards, table), "me", "s", 0).status == expected


@pytest.mark.parametrize(("named", "expected"), [("Harudei", "illegal"), ("Toku", "unknown")])
def test_own_ability_extra_use_does_not_doubt_another_cards_timing(
    tmp_path: Path, named: str, expected: str
) -> None:
    """h28adv2 F2: "You may use Harudei's printed ability an additional time per turn." changes
    his own ability's uses only: another card's Limited Strategy in the Dynasty Phase stays
    illegal; the same sentence naming another card (not read as this one) keeps the doubt."""
    text = (
        "<b>Iaijutsu Battle:</b> Gain 1 Honor.<br>"
        f"Compassion: You may use {named}'s printed ability an additional time per turn."
    )
    cards = [
        set_personality("Kakita Harudei, Drunkard", 0, text=text),
        set_strategy("Plan", "<b>Limited:</b> Gain 1 Honor."),
    ]
    table = [
        {"id": "har", "title": "Kakita Harudei, Drunkard", "owner": "them", "zone": "home"},
        {"id": "s", "title": "Plan", "owner": "me", "zone": "hand"},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    loaded = set_board(tmp_path, cards, table, players=players)
    assert check(loaded, "me", "s", 0).status == expected


@pytest.mark.parametrize(
    ("said", "host"),
    [
        ("Will only attach Followers whose abilities or traits destroy Fortifications.", True),
        ("Will not attach more than one Follower.", True),
        ('Hoshi attaches Items with "Dragon" in their titles ignoring Gold cost.', True),
        ("Attaches to a Samurai.", False),
        ("Will only attach to a Samurai or Bushi.", False),
        ("Your Personalities will not attach Followers.", False),
        ("Will not attach cards or issue challenges.", False),
    ],
)
def test_sentences_about_what_attaches_to_the_card(said: str, host: bool) -> None:
    assert own_host_only(said) is host


UTSU = "Will only attach Followers whose abilities or traits destroy Fortifications."


def _utsu_board(tmp: Path) -> Any:
    follower = {"title": "Troops", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 0}
    # (a text that may destroy a Fortification: a Follower with none can't attach to Utsu at
    # all, ``solver.host_refusals``, h37needless)
    follower["text"] = "<b>Battle:</b> Destroy a target Fortification."
    cards = [
        set_personality("Kaiu Utsu", 0, text=UTSU),
        set_personality("Kamoto", 2, text="Will not attach more than one Follower."),
        set_strategy("Plan", "<b>Limited:</b> Gain 1 Honor."),
        follower | {"force": 1, "honor_requirement": 0},
    ]
    table = [
        {"id": "utsu", "title": "Kaiu Utsu", "owner": "me", "zone": "home"},
        {"id": "s", "title": "Plan", "owner": "me", "zone": "hand"},
        {"id": "f", "title": "Troops", "owner": "me", "zone": "hand"},
        {"id": "kam", "title": "Kamoto", "owner": "me", "zone": "province", "province": 1},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    return set_board(tmp, cards, table, phase="action", players=players)


def test_a_host_sentence_does_not_doubt_an_action_attaching_nothing(tmp_path: Path) -> None:
    """h28adv1 F1: Kaiu Utsu's sentence about the Followers he takes can't change a Strategy
    that attaches nothing (legal); the Equip of a Follower, which may attach to him, keeps the
    doubt (control)."""
    board = _utsu_board(tmp_path)
    assert check(board, "me", "s", 0).status == "legal"
    assert check(board, "me", "f", EQUIP).status == "unknown"


def test_a_host_sentence_does_not_doubt_its_own_recruit(tmp_path: Path) -> None:
    """h28adv3 N5: "Will not attach more than one Follower." is no condition on Kamoto's own
    Recruit (GC 2: 0 Gold here, so illegal for its Gold alone, not unknown)."""
    board = _utsu_board(tmp_path)
    verdict = check(board, "me", "kam", RECRUIT)
    assert verdict.status == "illegal", verdict.reasons


def test_an_own_performer_restriction() -> None:
    title = "Isawa Natsune"
    assert own_performer("Natsune may not perform Spell or Kiho actions.", title)
    assert not own_performer("Tadaka may not perform Spell actions.", title)
    assert not own_performer("Natsune may not be targeted.", title)


@pytest.mark.parametrize(
    ("owner", "plan", "expected"),
    [
        ("them", "<b>Limited:</b> Gain 1 Honor.", "legal"),
        # nobody performs an action that targets nothing (FAQ, What performs an action?):
        # my own Natsune can't perform it either (solver.performer_ban_scope; was unknown)
        ("me", "<b>Limited:</b> Gain 1 Honor.", "legal"),
        # targeted between the colons she performs it, but it is no Spell or Kiho action: the
        # ban bans other kinds (solver.performer_ban_scope; h44scope, was unknown)
        ("me", "<b>Limited:</b> Target your Personality: Gain 1 Honor.", "legal"),
        # control: a Kiho she may perform: the doubt stays
        ("me", "<b>Kiho Limited:</b> Target your Personality: Gain 1 Honor.", "unknown"),
    ],
)
def test_a_performer_restriction_binds_its_controller_only(
    tmp_path: Path, owner: str, plan: str, expected: str
) -> None:
    """h28adv1 N6: another player's Natsune can't perform my actions (legal); my own Natsune's
    restriction may concern my action only where she may perform it (control: unknown)."""
    cards = [
        set_personality("Isawa Natsune", 0, text="Natsune may not perform Spell or Kiho actions."),
        set_strategy("Plan", plan),
    ]
    table = [
        {"id": "nat", "title": "Isawa Natsune", "owner": owner, "zone": "home"},
        {"id": "s", "title": "Plan", "owner": "me", "zone": "hand"},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    loaded = set_board(tmp_path, cards, table, phase="action", players=players)
    assert check(loaded, "me", "s", 0).status == expected


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("Fuyuko's abilities may not be removed.", True),
        ("This Personality's abilities cannot be removed.", True),
        ("Fuyuko's abilities may not be removed or copied.", False),
        ("Your Stronghold has no abilities.", False),
        ("May attach to and be performed by a Monk as if he were a Shugenja.", True),
    ],
)
def test_abilities_kept_from_removal(said: str, kept: bool) -> None:
    assert abilities_kept(said) is kept


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Fuyuko's abilities may not be removed.", "legal"),
        # control: a sentence about abilities not read keeps the doubt
        ("Fuyuko's abilities may not be copied.", "unknown"),
    ],
)
def test_abilities_kept_doubt_no_other_action(tmp_path: Path, said: str, expected: str) -> None:
    """h29adv1 F3: the other player's Open Strategy in the Action Phase, legal: a sentence
    keeping Fuyuko's abilities from removal only makes a removing effect fail, and no cost
    removes abilities, so it turns no verdict; her own Open is claimed (read in full)."""
    cards = [
        set_personality("Bayushi Fuyuko", 0, text=f"<b>Open:</b> Gain 1 Honor.<br>{said}"),
        set_strategy("Plan", "<b>Open:</b> Gain 1 Honor."),
    ]
    table = [
        {"id": "fuy", "title": "Bayushi Fuyuko", "owner": "them", "zone": "home"},
        {"id": "s", "title": "Plan", "owner": "me", "zone": "hand"},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    loaded = set_board(tmp_path, cards, table, players=players, phase="action")
    assert check(loaded, "me", "s", 0).status == expected
    assert check(loaded, "them", "fuy", 0).status == ("legal" if expected == "legal" else "unknown")


MANTLE = "May attach to and be performed by an Enlightened Personality as if he were a Shugenja."


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (MANTLE, "illegal"),
        # control: a permission for other cards' actions keeps the doubt
        ("Your Enlightened Personalities may use Battle actions as if they were Open.", "unknown"),
    ],
)
def test_own_attach_and_perform_permission(tmp_path: Path, said: str, expected: str) -> None:
    """h29adv2 F12: Mantle of Flame's subject-less permission is its own attaching and
    performing: another card's Battle action in the Action Phase stays illegal (timing), and
    the Equip of a Follower onto the Mantle's bearer stays legal."""
    cards: list[dict[str, Any]] = [
        set_personality("Lord", 0),
        {
            "title": "Mantle",
            "types": ["Spell"],
            "decks": ["Fate"],
            "gold_cost": 1,
            "text": f"<b>Open:</b> Gain 1 Honor.<br>{said}",
        },
        {"title": "Guard", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 0, "force": 1},
        set_strategy("Plan", "<b>Battle:</b> Gain 1 Honor."),
    ]
    table = [
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "m", "title": "Mantle", "owner": "me", "zone": "home", "attached_to": "lord"},
        {"id": "g", "title": "Guard", "owner": "me", "zone": "hand"},
        {"id": "s", "title": "Plan", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, phase="action")
    assert check(loaded, "me", "s", 0).status == expected
    if expected == "illegal":
        v = check(loaded, "me", "g", EQUIP)
        assert v.status == "legal", v.reasons
