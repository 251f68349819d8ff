"""Unread sentences scoped to what they can change (issue 13, needless ``unknown``s; h29adv1
F1, F2, F5, F7, F11): a rulebook-ability ban, a card's own bow cost ignored, a Tireless given
to one card's abilities, "Your Stronghold has no abilities." on a Sensei, sentences about
copying abilities. Each board has a control where the doubt can matter and stays."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.ability_grant_scope import ability_grant_cards
from solver.copy_ability_scope import copying_only
from solver.good_faith import check
from solver.own_ability_scope import about_own_ability
from solver.titled_subject_scope import _TITLED
from solver.traits_in_play import _no_verdict
from solver.verdict import EQUIP
from tests.builders import TWO_PLAYERS, set_board, set_personality, set_strategy, view

PLAN = set_strategy("Plan", "<b>Limited:</b> Gain 1 Honor.")


def _card(title: str, kind: str, text: str) -> dict[str, Any]:
    deck = "Dynasty" if kind == "Holding" else "Pre-Game"
    return {"title": title, "types": [kind], "decks": [deck], "text": text}


@pytest.mark.parametrize(
    ("said", "none"),
    [
        ("You may not use the rulebook Honor ability or gain Honor from Holdings.", True),
        ("You may not use the Cavalry rulebook ability.", True),
        # the rulebook plays are modelled; another clause about actions keeps it
        ("You may not use the Equip rulebook ability.", False),
        ("You may not use the rulebook Recruit ability.", False),
        ("You may not use the rulebook Honor ability or take Political actions.", False),
    ],
)
def test_rulebook_ability_bans(said: str, none: bool) -> None:
    assert _no_verdict(said) is none


@pytest.mark.parametrize(
    ("said", "only"),
    [
        ("You may only copy abilities from Naga Commanders and Naga Followers.", True),
        ("Your Followers ignore bow costs of abilities copied to them.", True),
        ("You may only copy abilities from Naga and take Limited actions.", False),
        ("Your Followers ignore bow costs.", False),
    ],
)
def test_copying_only(said: str, only: bool) -> None:
    assert copying_only(said) is only


def test_ignoring_the_own_bow_cost_is_about_the_own_ability() -> None:
    rumiko = "Compassion: Ignore the cost of bowing Rumiko for her printed ability."
    assert about_own_ability(rumiko, "Kitsune Rumiko")
    assert not about_own_ability(rumiko, "Kitsune Toku")


def _players_board(tmp: Path, other: dict[str, Any], owner: str = "them", **kw: Any) -> Any:
    table = [
        {"id": "o", "title": other["title"], "owner": owner, "zone": other.pop("_zone", "home")},
        {"id": "s", "title": "Plan", "owner": "me", "zone": "hand"},
    ]
    return set_board(tmp, [other, PLAN], table, players=TWO_PLAYERS, **kw)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("You may not use the rulebook Honor ability or gain Honor from Holdings.", "legal"),
        ("You may not use the Cavalry rulebook ability.", "legal"),
        # control: a clause about actions may forbid this one
        ("You may not use the rulebook Honor ability or take Limited actions.", "unknown"),
    ],
)
def test_a_rulebook_ability_ban_doubts_no_card_action(
    tmp_path: Path, said: str, expected: str
) -> None:
    """h29adv1 F1: Genshin Sensei's / Kimiono Sensei's ban of a rulebook ability can't change a
    Limited Strategy in its player's Action Phase (legal)."""
    board = _players_board(tmp_path, _card("Sensei X", "Sensei", said), owner="me", phase="action")
    assert check(board, "me", "s", 0).status == expected


@pytest.mark.parametrize(("named", "expected"), [("Rumiko", "illegal"), ("Toku", "unknown")])
def test_an_own_bow_cost_ignored_does_not_doubt_another_cards_timing(
    tmp_path: Path, named: str, expected: str
) -> None:
    """h29adv1 F5: Kitsune Rumiko's "Ignore the cost of bowing Rumiko for her printed ability."
    can't turn another player's Limited Strategy in the Dynasty Phase (illegal by timing); the
    sentence naming another card (not read as hers) keeps the doubt (control)."""
    text = (
        "<b>Open</b>, :bow:: Gain 1 Honor.<br>"
        f"Compassion: Ignore the cost of bowing {named} for her printed ability."
    )
    board = _players_board(tmp_path, set_personality("Kitsune Rumiko", 0, text=text))
    assert check(board, "me", "s", 0).status == expected


FORTRESS = (
    "This Stronghold's ability has Tireless if you bow your Fortification when announcing it."
)


def _fortress_board(
    tmp: Path, name: str, bowed: bool, phase: str = "action", wall: bool = False
) -> Any:
    stronghold = _card("Fortress", "Stronghold", f"{FORTRESS}<br><b>Open:</b> Gain 1 Honor.")
    fortification = {**_card("Wall", "Holding", "Your Provinces have +1 strength.")}
    fortification["keywords"] = ["Fortification"]
    table = [
        {"id": "sh", "title": "Fortress", "owner": "me", "zone": "home", "bowed": bowed},
        {"id": "s", "title": "Plan", "owner": "me", "zone": "hand"},
        {"id": "t", "title": "Plan", "owner": "them", "zone": "hand"},
    ]
    if wall:
        table.append({"id": "w", "title": "Wall", "owner": "me", "zone": "home"})
    cards = [stronghold, PLAN, fortification]
    return set_board(tmp, cards, table, name, players=TWO_PLAYERS, phase=phase)


def test_a_stronghold_tireless_scoped_to_its_own_ability(tmp_path: Path) -> None:
    """h29adv1 F2: "This Stronghold's ability has Tireless if ..." gives Tireless to the
    Stronghold's own ability: another card's timing failure stays illegal (the Dynasty Phase);
    the unbowed Stronghold's own Open is legal (Tireless lifts only a bowed failure), and the
    bowed one is legal while its player has an unbowed Fortification to bow when announcing it
    (h38: it then has Tireless, ``solver.bow_keyword_tireless``; was unknown); with none to
    bow, illegal (h37adv1 U2)."""
    board = _fortress_board(tmp_path, "a", bowed=False, phase="dynasty")
    assert check(board, "me", "s", 0).status == "illegal"
    assert check(board, "them", "t", 0).status == "illegal"
    board = _fortress_board(tmp_path, "b", bowed=False)
    assert check(board, "me", "sh", 0).status == "legal"
    board = _fortress_board(tmp_path, "c", bowed=True, wall=True)
    assert check(board, "me", "sh", 0).status == "legal"
    board = _fortress_board(tmp_path, "d", bowed=True)
    assert check(board, "me", "sh", 0).status == "illegal"
    assert ability_grant_cards(view(board), "sh", FORTRESS) == frozenset({"sh"})


def test_your_strongholds_abilities_reach_that_stronghold_only(tmp_path: Path) -> None:
    """h29adv1 F2 (Shrine to Inari): "Your Stronghold's printed abilities have Tireless while
    this Holding is unbowed." can't lift another card's bowed failure."""
    shrine = _card("Shrine", "Holding", "Your Stronghold's printed abilities have Tireless while "
                   "this Holding is unbowed.")  # fmt: skip
    guard = set_personality("Guard", 0, text="<b>Open:</b> Gain 1 Honor.")
    table = [
        {"id": "sr", "title": "Shrine", "owner": "me", "zone": "home"},
        {"id": "g", "title": "Guard", "owner": "me", "zone": "home", "bowed": True},
    ]
    board = set_board(tmp_path, [shrine, guard], table, players=TWO_PLAYERS, phase="action")
    assert check(board, "me", "g", 0).status == "illegal"


@pytest.mark.parametrize(("kind", "expected"), [("Sensei", "legal"), ("Stronghold", "illegal")])
def test_your_stronghold_has_no_abilities_on_a_sensei(
    tmp_path: Path, kind: str, expected: str
) -> None:
    """h29adv1 F7: Kagako's Second Lesson's "Your Stronghold has no abilities." takes the
    Stronghold's abilities, not the Sensei's own Open (legal); on a Stronghold the sentence
    takes that very card's Open (control: illegal, the ongoing effect read)."""
    text = "Your Stronghold has no abilities.<br><b>Open:</b> Gain 1 Honor."
    table = [{"id": "k", "title": "Lesson", "owner": "me", "zone": "home"}]
    board = set_board(
        tmp_path, [_card("Lesson", kind, text)], table, players=TWO_PLAYERS, phase="action"
    )
    assert check(board, "me", "k", 0).status == expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("You may only copy abilities from Naga Commanders and Naga Followers.", "legal"),
        ("Your Followers ignore bow costs of abilities copied to them.", "legal"),
        ("You may only copy abilities from Naga and take Limited actions.", "unknown"),
    ],
)
def test_copying_sentences_doubt_no_action(tmp_path: Path, said: str, expected: str) -> None:
    """h29adv1 F11: Balash Sensei's sentences about copying abilities can't change a Limited
    Strategy of its controller (legal); a further clause about actions keeps the doubt."""
    board = _players_board(tmp_path, _card("Sensei X", "Sensei", said), owner="me", phase="action")
    assert check(board, "me", "s", 0).status == expected


OLYAH = (
    "Your Eternal Well of the Akasha may target :pearl: Spells, but its second target must then "
    "be a Shugenja."
)


@pytest.mark.parametrize(
    ("well", "checked", "expected"), [("s", "s", "legal"), ("w", "w", "unknown")]
)
def test_a_sentence_about_one_titled_card(
    tmp_path: Path, well: str, checked: str, expected: str
) -> None:
    """h29adv1 F14: Olyah Sensei's sentence about "Your Eternal Well of the Akasha" changes that
    card's actions only: a Limited Strategy in its Action Phase stays legal; the Well's own
    action keeps the doubt (control)."""
    cards = [
        _card("Olyah", "Sensei", OLYAH),
        _card("The Eternal Well of the Akasha", "Stronghold", "<b>Open:</b> Gain 1 Honor."),
        PLAN,
    ]
    table = [
        {"id": "o", "title": "Olyah", "owner": "me", "zone": "home"},
        {"id": "w", "title": "The Eternal Well of the Akasha", "owner": "me", "zone": "home"},
        {"id": "s", "title": "Plan", "owner": "me", "zone": "hand"},
    ]
    board = set_board(tmp_path, cards, table, players=TWO_PLAYERS, phase="action")
    assert check(board, "me", checked, 0).status == expected


FIELDS = (
    "After you announce a Terrain action: Once per battle, you may ignore any of its "
    "restrictions that are based on another Terrain being in play."
)


@pytest.mark.parametrize(("keywords", "expected"), [([], "illegal"), (["Terrain"], "unknown")])
def test_a_terrain_action_permission_reaches_terrain_cards_only(
    tmp_path: Path, keywords: list[str], expected: str
) -> None:
    """h29adv3 N12: The Marshalling Fields' permission for Terrain actions can't turn a
    Battle Strategy without the Terrain keyword refused by its timing (the Action Phase: illegal);
    a Terrain Strategy keeps the doubt (control)."""
    plan = set_strategy("Ground", "<b>Battle:</b> Gain 1 Honor.", keywords=keywords)
    table = [
        {"id": "f", "title": "Fields", "owner": "me", "zone": "home"},
        {"id": "s", "title": "Ground", "owner": "me", "zone": "hand"},
    ]
    cards = [_card("Fields", "Stronghold", FIELDS), plan]
    board = set_board(tmp_path, cards, table, players=TWO_PLAYERS, phase="action")
    assert check(board, "me", "s", 0).status == expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Will not enter play unless your Wind is The Kanpeki Dynasty.", "illegal"),
        # control: a sentence that may give the Equip another time keeps the doubt
        ("You may Equip this Follower as a Dynasty action.", "unknown"),
    ],
)
def test_a_wind_title_gives_no_time(tmp_path: Path, said: str, expected: str) -> None:
    """h29adv2 F14a: Twentieth Legion's "Will not enter play unless your Wind is The Kanpeki
    Dynasty." names a Wind, not the Dynasty Phase: its Equip in the Dynasty Phase stays illegal
    by timing."""
    legion = {
        "title": "Legion",
        "types": ["Follower"],
        "decks": ["Fate"],
        "gold_cost": 0,
        "force": 1,
        "honor_requirement": 0,
        "text": said,
    }
    table = [
        {"id": "l", "title": "Legion", "owner": "me", "zone": "hand"},
        {"id": "p", "title": "Guard", "owner": "me", "zone": "home"},
    ]
    board = set_board(tmp_path, [legion, set_personality("Guard", 0)], table)
    assert check(board, "me", "l", EQUIP).status == expected


KOISO = "You may only Recruit Personalities and Equip Spells that are Fire."


@pytest.mark.parametrize(("owner", "expected"), [("them", "legal"), ("me", "legal")])
def test_another_players_play_restriction_does_not_bind_a_card_put_into_play(
    tmp_path: Path, owner: str, expected: str
) -> None:
    """h29adv3 N9: the other player's Koiso Sensei "You may only Recruit ... Equip ..." binds
    its controller: my Strategy putting itself into play stays legal; beside my own Koiso too,
    as its text names neither Recruit nor Equip (h40adv6 N7; it was unknown)."""
    bonds = set_strategy(
        "Bonds", "<b>Limited:</b> Target a bowed Personality: Put this card into play."
    )
    table = [
        {"id": "k", "title": "Koiso", "owner": owner, "zone": "home"},
        {"id": "b", "title": "Bonds", "owner": "me", "zone": "hand"},
        {"id": "p", "title": "Guard", "owner": "them", "zone": "home", "bowed": True},
    ]
    cards = [_card("Koiso", "Sensei", KOISO), bonds, set_personality("Guard", 0)]
    board = set_board(tmp_path, cards, table, players=TWO_PLAYERS, phase="action")
    assert check(board, "me", "b", 0).status == expected


@pytest.mark.parametrize(
    ("said", "title"),
    [
        (OLYAH, "Eternal Well of the Akasha"),
        ("Your Shugenja may use abilities even if they are bowed.", None),
        ("Your Iron Mines in and out of play have Market.", None),
    ],
)
def test_a_titled_subject(said: str, title: str | None) -> None:
    m = _TITLED.match(said)
    assert (m.group("title") if m else None) == title
