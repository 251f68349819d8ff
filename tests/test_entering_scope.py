"""Which plays an unread sentence about other cards entering play could change
(solver/entering_scope.py): narrowed only when its subject is read with certainty."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cards import CardDef, CardType
from solver.entering_increase import increase_of
from solver.entering_scope import may_concern, play_may_concern, pure_reduction
from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality

_KATAGI = "Non-Unique Weapons attaching to Katagi from your hand enter play paying 4 less Gold."
_SHAKASH = (
    "While you control three or fewer Personalities, your other Nonhuman Personalities and "
    "Followers enter play for 1 less Gold."
)


_WATARU = (
    "Your Shugenja may not attach Spells while they have a number greater than or equal to "
    "their Chi."
)


def _card(kind: CardType) -> CardDef:
    return CardDef(title="T Card", type=kind)


@pytest.mark.parametrize(
    ("said", "kind", "yours", "concerns"),
    [
        ("Your Holdings enter play for 1 less Gold.", CardType.HOLDING, True, True),
        ("Your Holdings enter play for 1 less Gold.", CardType.HOLDING, False, False),
        ("Your Holdings enter play for 1 less Gold.", CardType.PERSONALITY, True, False),
        (_KATAGI, CardType.ITEM, True, True),
        (_KATAGI, CardType.PERSONALITY, True, False),
        (_KATAGI, CardType.SPELL, True, False),
        (_SHAKASH, CardType.FOLLOWER, True, True),
        (_SHAKASH, CardType.HOLDING, True, False),
        (_SHAKASH, CardType.PERSONALITY, False, False),
        # not read with certainty: keep doubting
        ("Your Ronin cards enter play for 1 less Gold.", CardType.HOLDING, True, True),
        ("Shugenja enter play for 1 less Gold while you control a Spell.", CardType.HOLDING,
         False, True),
        ("Your opponents' Holdings enter play for 1 more Gold.", CardType.HOLDING, False, True),
        # its own Honor Requirement, by name: only a card of that name
        ("Crab Clan players may ignore Chiyo's Honor Requirement.", CardType.ITEM, False, False),
        ("You ignore Hantei XVI's Honor Requirement if you control the Imperial Favor.",
         CardType.PERSONALITY, True, False),
        ("Personalities and Holdings you Recruit cost 1 less Gold.", CardType.SPELL, False, True),
        # what its Personalities may not attach (h28adv2 F11): Equips of that type only
        (_WATARU, CardType.PERSONALITY, True, False),
        (_WATARU, CardType.ITEM, False, False),
        (_WATARU, CardType.SPELL, True, True),
        ("Your Personalities may not attach Followers or Items.", CardType.ITEM, True, True),
        # a card's own subjectless entering condition (h28adv2 F3): never another card's
        ("Will only enter play if you are a Crane Clan player.", CardType.HOLDING, True, False),
    ],
)  # fmt: skip
def test_may_concern(said: str, kind: CardType, yours: bool, concerns: bool) -> None:
    assert may_concern(said, _card(kind), yours) is concerns


def test_a_named_honor_requirement_concerns_a_card_of_that_name() -> None:
    said = "Crab Clan players may ignore Chiyo's Honor Requirement."
    chiyo = CardDef(title="Akodo Chiyo • Experienced", type=CardType.PERSONALITY)
    assert may_concern(said, chiyo, False)
    hantei = "You ignore Hantei XVI's Honor Requirement if you control the Imperial Favor."
    assert may_concern(hantei, CardDef(title="Hantei XVI", type=CardType.PERSONALITY), True)


@pytest.mark.parametrize(
    ("said", "pure"),
    [
        ("Your Holdings enter play for 1 less Gold.", True),
        (_KATAGI, True),
        ("Your Ronin cards enter play for 1 less Gold and ignoring Honor Requirements.", False),
        ("Your Holdings enter play for 1 more Gold.", False),
        ("You may Recruit Holdings for 1 less Gold as an Open action.", False),
    ],
)
def test_pure_reduction(said: str, pure: bool) -> None:
    assert pure_reduction(said) is pure


@pytest.mark.parametrize(
    ("owner", "said", "gold", "expected"),
    [
        # Yasuki Makoto: "Your Holdings" of another player touch no play of yours
        ("them", "Your Holdings enter play for 1 less Gold.", 2, "illegal"),
        # read exactly (solver/in_play_reductions.py): 3 - 1 = 2 pays it; 1 can't
        ("me", "Your Holdings enter play for 1 less Gold.", 2, "legal"),
        ("me", "Your Holdings enter play for 1 less Gold.", 1, "illegal"),
        # control: not read (a condition), it may lower it
        ("me", "Your Holdings enter play for 1 less Gold while you control a Spell.", 2, "unknown"),
        # Wataru Sensei's Spell limit can't refuse a Holding's Recruit (h28adv2 F11); an HR
        # permission can't refuse a legal one (h28adv2 F13)
        ("me", _WATARU, 3, "legal"),
        (
            "them",
            "Your Deathseekers have Berserker, and you may ignore their Honor Requirements.",
            3,
            "legal",
        ),
        ("me", "Your Holdings will not enter play while you control a Spell.", 3, "unknown"),
        # a Weapons reduction can't help a Holding (another player's card: a reduction of
        # the player's own cards doubts every shortfall, solver.production.unread_producers)
        ("them", _KATAGI, 2, "illegal"),
        ("me", "Your Holdings enter play for 1 more Gold.", 3, "unknown"),  # control
        # a fixed increase the Gold plan pays too can't turn it (Chukage Sensei, h24adv2 r08)
        ("me", "Your Holdings enter play for 1 more Gold.", 4, "legal"),
        ("me", "Your Holdings enter play for 2 more Gold.", 4, "unknown"),  # control: 5 > 4
        ("me", "Your Holdings enter play for 1 more Gold for each Ninja.", 9, "unknown"),
    ],
)
def test_a_sentence_of_a_card_in_play_on_a_recruit(
    tmp_path: Path, owner: str, said: str, gold: int, expected: str
) -> None:
    """Recruiting a 3-Gold Holding with ``gold`` Gold beside a card in play saying ``said``."""
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": gold},
        set_personality("Sayer", 4, text=said),
        {"title": "Village", "types": ["Holding"], "decks": ["Dynasty"], "gold_cost": 3},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sayer", "title": "Sayer", "owner": owner, "zone": "home"},
        {"id": "h1", "title": "Village", "owner": "me", "zone": "province", "province": 1},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    loaded = set_board(tmp_path, cards, table, "village", players=players)
    assert check(loaded, "me", "h1", RECRUIT).status == expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Your Personalities enter play for 1 less Gold.", "illegal"),  # Unique: Gold aside
        # a refusal decided first: a sentence naming another requirement can't turn it
        ("Your Personalities enter play ignoring Honor Requirements.", "illegal"),
        (
            "Your Personalities enter play ignoring Honor Requirements and the Unique rule.",
            "unknown",
        ),  # control
    ],
)
def test_a_reduction_does_not_turn_an_illegal_for_unique(
    tmp_path: Path, said: str, expected: str
) -> None:
    """Mirumoto Katagi's second copy, Recruited while one is in play: illegal for Unique."""
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": 9},
        set_personality("Lord", 2, keywords=["Unique"]),
        {"title": "Hall", "types": ["Holding"], "decks": ["Dynasty"], "gold_cost": 2,
         "text": said},
    ]  # fmt: skip
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "hall", "title": "Hall", "owner": "me", "zone": "home"},
        {"id": "p0", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "p1", "title": "Lord", "owner": "me", "zone": "province", "province": 1},
    ]
    loaded = set_board(tmp_path, cards, table, "lord")
    assert check(loaded, "me", "p1", RECRUIT).status == expected


@pytest.mark.parametrize(
    ("said", "verb", "kind", "concerns"),
    [
        ("Equipping Weapons is a Battle/Open action for you.", "equip", CardType.ITEM, True),
        ("Equipping Weapons is a Battle/Open action for you.", "equip", CardType.FOLLOWER, False),
        ("Equipping Followers is a Battle/Limited ability for you.", "equip", CardType.ITEM,
         False),
        ("Your Personalities cannot Equip Shadowlands Followers.", "equip", CardType.FOLLOWER,
         True),
        # another card type named outside the play's object: not narrowed
        ("Your Personalities cannot Equip Shadowlands Followers.", "equip", CardType.SPELL,
         True),
        ("You may Recruit Personalities as Open actions, and Holdings as Limited.", "recruit",
         CardType.HOLDING, True),
        ("You Recruit non-Ninja Personalities for 1 more Gold.", "recruit", CardType.HOLDING,
         False),
        # not narrowed: "only" (does it forbid other plays?), no typed object, "this"
        ("You may only Recruit Personalities and Equip Spells that are Fire.", "equip",
         CardType.FOLLOWER, True),
        ("You may only Recruit Personalities and Equip Spells that are Fire.", "recruit",
         CardType.HOLDING, True),
        ("You may Equip this Follower as a Battle action.", "equip", CardType.ITEM, True),
        ("You may Equip attachments as Battle actions.", "equip", CardType.ITEM, True),
        ("Equip Weapons or anything else for 1 less Gold.", "equip", CardType.SPELL, True),
        ("Equip Weapons, Armor and Spells for 1 less Gold.", "equip", CardType.SPELL, True),
        ("You cannot Equip Weapons and Armor.", "equip", CardType.FOLLOWER, False),
    ],
)  # fmt: skip
def test_play_may_concern(said: str, verb: str, kind: CardType, concerns: bool) -> None:
    assert play_may_concern(said, verb, _card(kind)) is concerns


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Equipping Weapons is a Battle/Open action for you.", "legal"),  # not a Follower's
        # a widening (Open kept, Battle added) leaves a legal Equip (h24adv2 F2)
        ("Equipping Followers is a Battle/Open action for you.", "legal"),
        ("Equipping Followers is a Battle/Limited action for you.", "unknown"),  # control
    ],
)
def test_a_trait_naming_the_equip_of_another_type(tmp_path: Path, said: str, expected: str) -> None:
    """Foothills Keep in play: the rulebook Equip of a Follower (h23adv2 F1)."""
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "text": said},
        set_personality("Lord", 2),
        {"title": "Guard", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 1, "force": 1},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "guard", "title": "Guard", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "guard", phase="action")
    assert check(loaded, "me", "guard", EQUIP).status == expected


_KOISO = "You may only Recruit Personalities and Equip Spells that are Fire."


@pytest.mark.parametrize(
    ("said", "verb", "kind", "keywords", "concerns"),
    [
        # the card has the keyword and is of a type the play names: allowed in every reading
        (_KOISO, "equip", CardType.SPELL, ("fire", "void"), False),
        (_KOISO, "recruit", CardType.PERSONALITY, ("fire",), False),
        (_KOISO, "equip", CardType.SPELL, ("water",), True),
        (_KOISO, "recruit", CardType.SPELL, ("fire",), True),  # not a play it names
        (_KOISO, "equip", CardType.ITEM, ("fire",), True),
        ("You may only Recruit Shadowlands Personalities.", "recruit", CardType.PERSONALITY,
         ("shadowlands",), False),
        ("You may only Recruit Shadowlands Personalities.", "recruit", CardType.HOLDING,
         ("shadowlands",), True),
        ("You may only Recruit Shadowlands Personalities.", "recruit", CardType.PERSONALITY,
         (), True),
    ],
)  # fmt: skip
def test_a_may_only_sentence_and_the_keyword(
    said: str, verb: str, kind: CardType, keywords: tuple[str, ...], concerns: bool
) -> None:
    card = CardDef(title="T Card", type=kind, keywords=keywords)
    assert play_may_concern(said, verb, card) is concerns


@pytest.mark.parametrize(
    ("said", "amount"),
    [
        ("You Equip non-Water Spells for 1 more Gold.", 1),
        ("Your non-Courtier Personalities enter play for 1 more Gold.", 1),
        ("Your Holdings enter play for 1 more Gold for each Ninja.", None),
        ("Your Holdings enter play for 1 more Gold unless you control a Mine.", None),
        ("Your Holdings enter play for 1 more Gold and may not be Recruited.", None),
        ("Your Holdings enter play for 1 less Gold.", None),
        ("Personalities enter play for 2 more Gold and 1 less Gold.", None),
    ],
)
def test_increase_of(said: str, amount: int | None) -> None:
    assert increase_of(said) == amount
