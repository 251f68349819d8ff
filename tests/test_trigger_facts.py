"""Facts the state gives about the pending action (``action_makes``, ``action_card``,
``action_player``'s Family Honor), about a player's cards in play and about where engaging is,
against what a printed trigger's words require (solver/trigger_facts.py; Abilities and actions
/ Designators; Reference 01, change 4; issue 13: h26adv2 N1, N10, F4, r03b, r17b)."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import INTERRUPT_TO_AN_ACTION
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported

SNIPING = "After a Ranged Attack is targeted"
FUMIKO = "After your Ranged Attack is targeted"
PRECISION = "After a Melee or Ranged Attack is targeted"
RESIST = "After an action on a Kiho, Shugenja, or Spell targets your cards"
KHARMA = "After another player with Family Honor of -1 or lower announces an action on a Strategy"
BALANCE = "After the action targets your bowed Personality"
HIDEAKI = "After engaging at Hideaki's battlefield"

DEFS = [
    {"title": "T Samurai", "type": "personality", "force": 2, "keywords": ["samurai"]},
    {"title": "T Shugenja", "type": "personality", "force": 1, "keywords": ["shugenja"]},
    {"title": "T Plan", "type": "strategy"},
    {"title": "T Kiho", "type": "strategy", "keywords": ["kiho"]},
]


def _def(designator: str, trigger: str, title: str, kind: CardType = CardType.STRATEGY) -> Any:
    text = f"<b>{designator}:</b> {trigger}: Gain 1 Honor."
    ab = imported(text, title, kind)
    assert ab["trigger"] == trigger
    if kind is CardType.PERSONALITY:
        return {"title": title, "type": "personality", "force": 1, "abilities": [ab]}
    return {"title": title, "type": "strategy", "abilities": [ab]}


def _status(designator: str, printed: str, extra: list[dict[str, Any]], **state: Any) -> str:
    defs = [*DEFS, _def(designator, printed, "T Answer")]
    cards = [card("x", "T Answer", "me", zone="hand"), *extra]
    return check(board(defs, cards, **state), "me", "x", 0).status


WINDOW = {"trigger": INTERRUPT_TO_AN_ACTION, "action_player": "them", "action_keywords": []}
ARCHER = card("arch", "T Samurai", "them", zone="battlefield", battlefield="p1")


@pytest.mark.parametrize(
    ("trigger", "makes", "status"),
    [
        # the action makes no Ranged Attack: not "a Ranged Attack is targeted" (r03b Sniping)
        (SNIPING, [], "illegal"),
        (SNIPING, ["duel"], "illegal"),
        (PRECISION, ["duel"], "illegal"),
        # it may be: whether the window is the moment, not settled
        (SNIPING, ["ranged_attack"], "unknown"),
        (PRECISION, ["melee_attack"], "unknown"),
        (SNIPING, None, "unknown"),  # what it makes: not stated
    ],
)
def test_an_attack_targeted_against_what_the_action_makes(
    trigger: str, makes: list[str] | None, status: str
) -> None:
    said = WINDOW if makes is None else {**WINDOW, "action_makes": makes}
    assert _status("Reaction", trigger, [ARCHER], **said) == status


def test_your_ranged_attack_against_the_action_of_the_speaker() -> None:
    # b's own Ranged Attack (action_player me), but the action makes none (r03b Kaiu Fumiko)
    mine = {**WINDOW, "action_player": "me", "action_makes": []}
    assert _status("Reaction", FUMIKO, [ARCHER], **mine) == "illegal"
    made = {**mine, "action_makes": ["ranged_attack"]}
    assert _status("Reaction", FUMIKO, [ARCHER], **made) == "unknown"


@pytest.mark.parametrize(
    ("action_card", "status"),
    [
        ("sam", "illegal"),  # an action on a Samurai Personality (h26adv2 N1)
        ("plan", "illegal"),  # on a Strategy without Kiho (F4)
        ("shu", "unknown"),  # on a Shugenja: whether it targets your cards, not stated
        ("kiho", "unknown"),
        (None, "unknown"),  # its card: not stated
    ],
)
def test_an_action_on_a_card_of_a_kind_against_the_actions_card(
    action_card: str | None, status: str
) -> None:
    cards = [
        card("sam", "T Samurai", "them", zone="battlefield", battlefield="p1"),
        card("shu", "T Shugenja", "them", zone="battlefield", battlefield="p1"),
        card("plan", "T Plan", "them", zone="hand"),
        card("kiho", "T Kiho", "them", zone="hand"),
    ]
    said = WINDOW if action_card is None else {**WINDOW, "action_card": action_card}
    assert _status("Interrupt", RESIST, cards, **said) == status
    # at the event of its targeting (the event's source is the action's card)
    if action_card is not None:
        event = {"kind": "action_targets", "player": "them", "cards": [], "source": action_card}
        assert _status("Interrupt", RESIST, cards, event=event) == status


@pytest.mark.parametrize(("honor", "status"), [(12, "illegal"), (-1, "unknown"), (-5, "unknown")])
def test_the_announcing_players_family_honor(honor: int, status: str) -> None:
    """Bad Kharma (h26adv2 F4): the action's player has the Family Honor the state says."""
    event = {"kind": "action_targets", "player": "them", "cards": [], "source": "plan"}
    players = [{"id": "me", "family_honor": 5}, {"id": "them", "family_honor": honor}]
    extra = [card("plan", "T Plan", "them", zone="hand")]
    assert _status("Reaction", KHARMA, extra, event=event, players=players) == status


def _balance(bowed: dict[str, bool]) -> dict[str, str]:
    """Each player's Balance in Nothingness at the pending words (r17b), each player with one
    Personality in play, bowed or not."""
    defs = [*DEFS, _def("Interrupt", BALANCE, "T Balance")]
    cards = [
        *(card(f"b{p}", "T Balance", p, zone="hand") for p in bowed),
        *(
            card(f"s{p}", "T Samurai", p, zone="battlefield", battlefield="p1", bowed=b)
            for p, b in bowed.items()
        ),
    ]
    loaded = board(defs, cards, trigger=BALANCE, action_player="me")
    return {p: check(loaded, p, f"b{p}", 0).status for p in bowed}


def test_words_about_the_speakers_bowed_personality() -> None:
    # only one player has a bowed Personality: the words are said for him (h26adv2 F9, r17b)
    assert _balance({"me": False, "them": True}) == {"me": "illegal", "them": "legal"}
    # both have one: whose moment it is, not stated
    assert _balance({"me": True, "them": True}) == {"me": "unknown", "them": "unknown"}
    # at an Interrupt window: a player with no bowed Personality is never "your bowed"
    extra = [card("s", "T Samurai", "me", zone="battlefield", battlefield="p1")]
    assert _status("Interrupt", BALANCE, extra, **WINDOW) == "illegal"
    bowed = [card("s", "T Samurai", "me", zone="battlefield", battlefield="p1", bowed=True)]
    assert _status("Interrupt", BALANCE, bowed, **WINDOW) == "unknown"


@pytest.mark.parametrize(
    ("where", "current", "status"),
    [
        ("p1", "p1", "legal"),  # h26adv2 N10: engaging at his battlefield
        ("p2", "p1", "illegal"),  # he is at another battlefield
        (None, "p1", "illegal"),  # at home: no battlefield of his
        ("p1", None, "unknown"),  # where engaging is: not stated
    ],
)
def test_engaging_at_its_own_cards_battlefield(
    where: str | None, current: str | None, status: str
) -> None:
    defs = [_def("Reaction", HIDEAKI, "T Hideaki", CardType.PERSONALITY)]
    place = {"zone": "home"} if where is None else {"zone": "battlefield", "battlefield": where}
    cards = [
        card("hide", "T Hideaki", "me", **place),
        card("foe", "T Hideaki", "them", zone="battlefield", battlefield="p1"),
    ]
    said: dict[str, Any] = {"phase": "attack", "attacker": "them", "defender": "me"}
    if current is not None:
        said["current_battlefield"] = current
    loaded = board(defs, cards, event={"kind": "engaging", "timing": "after"}, **said)
    assert check(loaded, "me", "hide", 0).status == status


def _engaging_board(printed: str, where: str | None, current: str = "p1") -> Any:
    """A Follower ("T Spies", printed with ``printed``) attached to my Personality at
    ``where`` (None: home), and "Jade's Roar" (a Personality with the same trigger) there; an
    engaging event at ``current``."""
    text = f"<b>Reaction:</b> {printed}: Gain 1 Honor."
    spies = {
        "title": "T Spies",
        "type": "follower",
        "force": 1,
        "abilities": [imported(text, "T Spies", CardType.FOLLOWER)],
    }
    roar = {
        "title": "Jade's Roar",
        "type": "personality",
        "force": 1,
        "abilities": [imported(text, "Jade's Roar", CardType.PERSONALITY)],
    }
    place = {"zone": "home"} if where is None else {"zone": "battlefield", "battlefield": where}
    cards = [
        card("lord", "T Samurai", "me", **place),
        card("spy", "T Spies", "me", attached_to="lord", **place),
        card("roar", "Jade's Roar", "me", **place),
        card("foe", "T Samurai", "them", zone="battlefield", battlefield=current),
    ]
    said = {"phase": "attack", "attacker": "them", "defender": "me", "current_battlefield": current}
    return board([*DEFS, spies, roar], cards, event={"kind": "engaging", "timing": "after"}, **said)


@pytest.mark.parametrize(
    ("printed", "card_id", "where", "status"),
    [
        # h28adv3 N1: "this card's" on a Follower: its unit's battlefield (Reference 05)
        ("After engaging at this card's battlefield", "spy", "p1", "legal"),
        ("After engaging at this card's battlefield", "spy", None, "illegal"),
        ("After engaging at this card's battlefield", "spy", "p2", "illegal"),
        ("After engaging at this Personality's battlefield", "spy", "p1", "legal"),
        ("After engaging at this unit's battlefield", "spy", "p2", "illegal"),
        # a title of several words, with an apostrophe
        ("After engaging at Jade's Roar's battlefield", "roar", "p1", "legal"),
        ("After engaging at Jade's Roar's battlefield", "roar", None, "illegal"),
        ("After engaging at Roar's battlefield", "roar", "p1", "legal"),
        # control: another card's name is not read (no guess)
        ("After engaging at Kisada's battlefield", "roar", "p1", "unknown"),
        # "where you control one or more units": a unit of mine at the current battlefield
        (
            "After engaging at a battlefield where you control one or more units",
            "roar",
            "p1",
            "legal",
        ),
        (
            "After engaging at a battlefield where you control one or more units",
            "roar",
            None,
            "illegal",
        ),
    ],
)
def test_engaging_at_named_battlefields(
    printed: str, card_id: str, where: str | None, status: str
) -> None:
    assert check(_engaging_board(printed, where), "me", card_id, 0).status == status


def test_engaging_where_you_control_units_is_said_for_the_player() -> None:
    # my units are at p1; the event engages at p2, where only the other player has a unit
    loaded = _engaging_board(
        "After engaging at a battlefield where you control one or more units", "p1", current="p2"
    )
    assert check(loaded, "me", "roar", 0).status == "illegal"
