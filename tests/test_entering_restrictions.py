"""Text that may forbid a card entering play or attaching, read or answered ``unknown``
(Reference 03, attachments; Good Faith Rule: a card put into play must be able to enter play
legally): a host's "Will not attach ...", its unread "Followers must be Ninja", a card's own
"will not enter play if ...", and trait sentences of cards in play that forbid playing or
bringing cards into play."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext.traits_on_actions import about_entering, traits_on_actions
from model.oracle.entering import read_entering
from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality


@pytest.mark.parametrize(
    ("text", "takes_no"),
    [
        ("Will not attach Followers or Items.", ("follower", "item")),
        ("Will not attach cards.", ("card",)),
        ("Will not attach Armor.", ("armor",)),
    ],
)
def test_will_not_attach(text: str, takes_no: tuple[str, ...]) -> None:
    r = read_entering(text, "T Oni")
    assert r.takes_no == takes_no and not r.unread


@pytest.mark.parametrize(
    "text",
    [
        "Will not attach non-Ninja Followers.",
        "Otani will not enter play if your Family Honor is 0 or above.",
        "Otani's Followers must be Ninja.",
    ],
)
def test_unread_entering_sentences(text: str) -> None:
    r = read_entering(text, "Ichiro Otani")
    assert (*r.unread, *r.grants_unread) == (text,)


def _equip(tmp: Path, host_text: str) -> str:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 3, text=host_text),
        {"title": "Guard", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 1, "force": 1},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "guard", "title": "Guard", "owner": "me", "zone": "hand"},
    ]
    return check(set_board(tmp, cards, table, "eq", phase="action"), "me", "guard", EQUIP).status


@pytest.mark.parametrize(
    ("host_text", "expected"),
    [
        ("", "legal"),
        ("Will not attach cards.", "illegal"),
        ("Will not attach non-Ninja Followers.", "illegal"),  # read (h26adv1 F4)
        ("Lord's Followers must be Ninja.", "illegal"),  # read (h41adv1 N2)
        ("Lord's Followers must be Ninja if he is bowed.", "unknown"),  # not read
    ],
)
def test_equip_asks_the_host(tmp_path: Path, host_text: str, expected: str) -> None:
    assert _equip(tmp_path, host_text) == expected


def test_will_not_enter_play_on_its_recruit(tmp_path: Path) -> None:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Otani", 1, text="Otani will not enter play if your Family Honor is 0."),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "ot", "title": "Otani", "owner": "me", "zone": "province", "province": 0},
    ]
    v = check(set_board(tmp_path, cards, table, "ot"), "me", "ot", RECRUIT)
    assert v.status == "unknown" and "will not enter play" in v.reasons[0]


@pytest.mark.parametrize(
    "said",
    [
        "While Jahan is at the current battlefield, other players may not play Terrains.",
        "You may not bring Shadowlands cards into play.",
        "You may not play other Allegiance cards.",
        "You may only have one copy of Counting House in play.",
    ],
)
def test_sentences_forbidding_play(said: str) -> None:
    assert about_entering(said) and traits_on_actions([said]) == (said,)


@pytest.mark.parametrize(
    "said",
    ["This Event may not be discarded from play.", "You may only play one Grief per turn."],
)
def test_sentences_not_about_entering(said: str) -> None:
    assert not about_entering(said)


@pytest.mark.parametrize(("in_play", "expected"), [(False, "legal"), (True, "unknown")])
def test_a_strategy_played_while_a_card_forbids_playing(
    tmp_path: Path, in_play: bool, expected: str
) -> None:
    """Playing a Strategy from the hand, with a Sensei in play that "may not play" some cards:
    unknown (not read); the Sensei's own Holding-like action is not touched."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        {
            "title": "Plan",
            "types": ["Strategy"],
            "decks": ["Fate"],
            "gold_cost": 0,
            "focus": 1,
            "text": "<b>Limited:</b> Gain 1 Honor.",
        },
        {
            "title": "Ban Keep",
            "types": ["Holding"],
            "gold_cost": 2,
            "text": "You may not play other Allegiance cards.<br><b>Limited:</b> Gain 1 Honor.",
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "plan", "title": "Plan", "owner": "me", "zone": "hand"},
    ]
    if in_play:
        table.append({"id": "ban", "title": "Ban Keep", "owner": "me", "zone": "home"})
    loaded = set_board(tmp_path, cards, table, "plan", phase="action")
    assert check(loaded, "me", "plan", 0).status == expected
    if in_play:
        assert check(loaded, "me", "ban", 0).status == "legal"


@pytest.mark.parametrize(
    ("text", "expected"),
    [("", "legal"), (_OTANI := "Otani will not enter play if your Family Honor is 0.", "unknown")],
)
def test_a_card_brought_into_play_with_unread_entering_text(
    tmp_path: Path, text: str, expected: str
) -> None:
    """Essence of Undeath brings a dead Personality back: his own "will not enter play if ...",
    not read, makes a legal answer unknown (was a false legal)."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Caster", 1, keywords=["Shugenja"]),
        set_personality("Otani", 0, text=text),
        {
            "title": "Undeath",
            "types": ["Spell"],
            "decks": ["Fate"],
            "gold_cost": 0,
            "focus": 1,
            "text": "<b>Battle/Open:</b> Destroy this card and target your dead Personality: Bring "
            "him into play at this Shugenja's location, paying all costs.",
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "caster", "title": "Caster", "owner": "me", "zone": "home"},
        {"id": "und", "title": "Undeath", "owner": "me", "zone": "home", "attached_to": "caster"},
        {"id": "ot", "title": "Otani", "owner": "me", "zone": "dynasty_discard", "dead": True},
    ]
    v = check(set_board(tmp_path, cards, table, "und", phase="action"), "me", "und", 0)
    assert v.status == expected, v.reasons


@pytest.mark.parametrize(
    "text",
    [
        "When Recruiting a Personality, if his Honor Requirement is higher than his owner's "
        "Family Honor, he costs 2 more Gold to Recruit.",
        "Crab Clan players may ignore Chiyo's Honor Requirement.",
        "Daitsu will only attach one Weapon.",
        "May attach to a Personality with exactly one Weapon.",
        "You do not pay the extra two Gold for bringing Personalities with the named Clan "
        "Alignment into play.",
    ],
)
def test_more_unread_entering_sentences(text: str) -> None:
    """Sentences that change a card's entering play or what attaches, found dropped in stop 28
    ("When Recruiting" read as a trigger, a name's possessive, "only attach" without "to", a
    permission "may attach", the Clan Honor Rule's "extra two Gold"): kept as not read."""
    r = read_entering(text, "Kakita Daitsu")
    assert (*r.unread, *r.grants_unread) == (text,)


def test_a_reserve_card_in_battle(tmp_path: Path) -> None:
    """Reserve's rules are in a file the rules files lack (Reference 02 lists it): its Recruit in
    the Combat Segment is unknown, never a false illegal; a card without it stays illegal."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Maiko", 1, keywords=["Reserve"]),
        set_personality("Plain", 1),
        set_personality("Foe", 1),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "mk", "title": "Maiko", "owner": "me", "zone": "province", "province": 0},
        {"id": "pl", "title": "Plain", "owner": "me", "zone": "province", "province": 1},
        {"id": "foe", "title": "Foe", "owner": "them", "zone": "battlefield", "battlefield": "bf"},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    loaded = set_board(
        tmp_path, cards, table, "rv", phase="attack", segment="combat",
        current_battlefield="bf", attacker="them", players=players,
    )  # fmt: skip
    assert check(loaded, "me", "mk", RECRUIT).status == "unknown"
    assert check(loaded, "me", "pl", RECRUIT).status == "illegal"


@pytest.mark.parametrize(("ph", "expected"), [(3, "legal"), (0, "unknown")])
def test_a_followers_honor_requirement(tmp_path: Path, ph: int, expected: str) -> None:
    """A Follower's Honor Requirement is stated by no rules file (only a Personality's): above
    every host's Personal Honor, its Equip is unknown, never a false legal."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 3, personal_honor=ph),
        {
            "title": "Guard",
            "types": ["Follower"],
            "decks": ["Fate"],
            "gold_cost": 1,
            "force": 1,
            "honor_requirement": 3,
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "guard", "title": "Guard", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "hr", phase="action")
    assert check(loaded, "me", "guard", EQUIP).status == expected


def test_a_ring_used_from_the_hand(tmp_path: Path) -> None:
    """ "You may discard this Ring from your hand to use its ability without cost." (Reference 03,
    Ring), read since h46if (``solver.ring_hand``): the Ring's Open in its owner's hand, in his
    Action Phase, is legal (was unknown, never a false illegal)."""
    ring = {
        "title": "Ring of Test",
        "types": ["Ring"],
        "decks": ["Fate"],
        "focus": 1,
        "text": "You may discard this Ring from your hand to use its ability without cost.<br>"
        "<b>Open:</b> Gain 1 Honor.",
    }
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "ring", "title": "Ring of Test", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, [KEEP_CARD, ring], table, "ring", phase="action")
    v = check(loaded, "me", "ring", 0)
    assert v.status == "legal", v.reasons


@pytest.mark.parametrize(
    ("attached", "expected"),
    [
        ((), "legal"),
        (("Blade",), "legal"),
        (("Blade", "Spear"), "unknown"),
        (("Great",), "unknown"),
    ],
)
def test_weapons_on_a_kensai(tmp_path: Path, attached: tuple[str, ...], expected: str) -> None:
    """Reference 03: one Weapon, EXCEPTION Kensai (its rules in a file the rules files lack): a
    second Weapon is let through, a third or one beside a Two-Handed Weapon is unknown."""
    weapon: dict[str, Any] = {"types": ["Item"], "decks": ["Fate"], "gold_cost": 0, "force": 1}
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 3, keywords=["Kensai"]),
        {**weapon, "title": "Blade", "keywords": ["Weapon"]},
        {**weapon, "title": "Spear", "keywords": ["Weapon"]},
        {**weapon, "title": "Great", "keywords": ["Weapon", "Two-Handed"]},
        {**weapon, "title": "New", "keywords": ["Weapon"]},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "new", "title": "New", "owner": "me", "zone": "hand"},
        *(
            {"id": t.lower(), "title": t, "owner": "me", "zone": "home", "attached_to": "lord"}
            for t in attached
        ),
    ]
    loaded = set_board(tmp_path, cards, table, "kensai", phase="action")
    assert check(loaded, "me", "new", EQUIP).status == expected


@pytest.mark.parametrize(
    ("attached", "new", "expected"),
    [
        ((), "Mail", "legal"),
        (("Blade",), "Mail", "legal"),
        (("Plate",), "Mail", "unknown"),  # a second Armor: printed reminders only
        (("Plate",), "New", "legal"),  # a Weapon beside an Armor
    ],
)
def test_a_second_armor(tmp_path: Path, attached: tuple[str, ...], new: str, expected: str) -> None:
    """No rules file limits a Personality's Armor (the printed reminders say "A Personality
    can only have one Armor"; the Armor keyword's rules are in a file the rules files lack):
    Equipping a second Armor is ``unknown``, never a guess."""
    item: dict[str, Any] = {"types": ["Item"], "decks": ["Fate"], "gold_cost": 0, "force": 1}
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 3),
        {**item, "title": "Blade", "keywords": ["Weapon"]},
        {**item, "title": "Plate", "keywords": ["Armor"]},
        {**item, "title": "Mail", "keywords": ["Armor"]},
        {**item, "title": "New", "keywords": ["Weapon"]},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "new", "title": new, "owner": "me", "zone": "hand"},
        *(
            {"id": t.lower(), "title": t, "owner": "me", "zone": "home", "attached_to": "lord"}
            for t in attached
        ),
    ]
    loaded = set_board(tmp_path, cards, table, "armor", phase="action")
    verdict = check(loaded, "me", "new", EQUIP)
    assert verdict.status == expected, verdict.reasons
    if expected == "unknown":
        assert "Armor" in verdict.reasons[0]


@pytest.mark.parametrize(("amount", "expected"), [(None, "legal"), (1, "illegal"), (-2, "legal")])
def test_the_states_modifier_on_a_gold_cost(
    tmp_path: Path, amount: int | None, expected: str
) -> None:
    """A state's ``modifiers`` on the card's Gold Cost count in its Recruit (found by h23adv1 F9:
    the printed cost was used); the Keep produces 2, the Personality costs 2."""
    card: dict[str, Any] = {"id": "p", "title": "Lord", "owner": "me", "zone": "province"}
    card["province"] = 0
    if amount is not None:
        card["modifiers"] = [{"stat": "gold_cost", "amount": amount}]
    table = [{"id": "keep", "title": "Keep", "owner": "me", "zone": "home"}, card]
    loaded = set_board(tmp_path, [KEEP_CARD, set_personality("Lord", 2)], table, "gc")
    assert check(loaded, "me", "p", RECRUIT).status == expected


@pytest.mark.parametrize(("amount", "expected"), [(None, "legal"), (2, "illegal"), (-2, "legal")])
def test_the_states_modifier_on_an_honor_requirement(
    tmp_path: Path, amount: int | None, expected: str
) -> None:
    """A state's ``modifiers`` on a Personality's Honor Requirement count in its Recruit (h23adv1
    F9); Family Honor 10, Honor Requirement 9."""
    card: dict[str, Any] = {"id": "p", "title": "Lord", "owner": "me", "zone": "province"}
    card["province"] = 0
    if amount is not None:
        card["modifiers"] = [{"stat": "honor_requirement", "amount": amount}]
    table = [{"id": "keep", "title": "Keep", "owner": "me", "zone": "home"}, card]
    lord = set_personality("Lord", 2, honor_requirement=9)
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    loaded = set_board(tmp_path, [KEEP_CARD, lord], table, "hr", players=players)
    assert check(loaded, "me", "p", RECRUIT).status == expected


@pytest.mark.parametrize(
    ("card", "expected"),
    [
        ({"types": ["Holding"], "decks": ["Dynasty"]}, "legal"),
        # a Fate card face up in a province (a false legal found by h24adv2): Reference 03 gives
        # Recruit to Holdings and Personalities; Followers, Items, Spells enter by Equip
        ({"types": ["Strategy"], "decks": ["Fate"], "focus": 1}, "illegal"),
        ({"types": ["Follower"], "decks": ["Fate"], "force": 1}, "illegal"),
        # another Dynasty type: the rules files do not say
        ({"types": ["Region"], "decks": ["Dynasty"]}, "unknown"),
    ],
)
def test_only_holdings_and_personalities_are_recruited(
    tmp_path: Path, card: dict[str, Any], expected: str
) -> None:
    cards: list[dict[str, Any]] = [KEEP_CARD, {"title": "Thing", "gold_cost": 1, **card}]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "t", "title": "Thing", "owner": "me", "zone": "province", "province": 0},
    ]
    assert check(set_board(tmp_path, cards, table, "rt"), "me", "t", RECRUIT).status == expected
