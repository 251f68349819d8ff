"""How many cards of a kind are attached to a target (model/cardtext/target_counts.py;
Abilities and actions / B, Reference 03 attachments): "an enemy Personality with fewer Weapons"
(than the card itself, as "with lower Force"), "with as many or fewer Followers" (than the
performer), "with exactly one Weapon"; the refusals that keep the reading closed."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.selectors import parse_where
from solver.good_faith import check
from tests.builders import board, card, imported

COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
TETSUO = "<b>Battle:</b> Target an enemy Personality with fewer Weapons: Destroy him."
SUPPORT = (
    "<b>Battle:</b> Choose your performing unbowed Commander and target an enemy card with as "
    "many or fewer Followers: Bow it."
)


def _spec(text: str, title: str, card_type: CardType) -> Any:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return action.ability.all_target_specs()[-1]


def test_fewer_weapons_than_the_card_itself() -> None:
    spec = _spec(TETSUO, "T Tetsuo", CardType.PERSONALITY)
    assert spec.where == ("target1.attached_weapon < source.attached_weapon",)
    parse_where(spec.where[0])  # a relation the state language reads


def test_as_many_or_fewer_followers_than_the_performer() -> None:
    spec = _spec(SUPPORT, "T Support", CardType.STRATEGY)
    assert spec.where == ("target2.attached_follower <= performer.attached_follower",)


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("Target your Personality with exactly one Weapon.", "target1.attached_weapon == 1"),
        ("Target a Personality with exactly two Followers.", "target1.attached_follower == 2"),
    ],
)
def test_exactly_n_attached(text: str, where: str) -> None:
    spec = _spec(f"<b>Open:</b> {text} Gain 1 Honor.", "T Card", CardType.STRATEGY)
    assert spec.where == (where,)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # fewer than whom? (no card itself nor one performer)
        (
            "<b>Battle:</b> Target an enemy Personality with fewer Weapons: Bow him.",
            CardType.STRATEGY,
        ),
        # "as many": as many as, or at least as many?
        (
            "<b>Battle:</b> Target a Personality with as many Followers: Bow him.",
            CardType.PERSONALITY,
        ),
        # the number does not agree
        (
            "<b>Battle:</b> Target a Personality with exactly one Weapons: Bow him.",
            CardType.STRATEGY,
        ),
        # a "than" the count does not read
        (
            "<b>Battle:</b> Target a Personality with fewer Weapons than Kenji: Bow him.",
            CardType.PERSONALITY,
        ),
    ],
)
def test_counts_refused(text: str, card_type: CardType) -> None:
    (action,) = import_text(text, title="T Card", card_type=card_type).actions
    assert not action.full


@pytest.mark.parametrize(
    ("mine", "theirs", "expected"), [(1, 0, "legal"), (1, 1, "illegal"), (0, 0, "illegal")]
)
def test_fewer_weapons_on_the_board(mine: int, theirs: int, expected: str) -> None:
    """Only an enemy Personality with fewer Weapons attached than Tetsuo may be targeted; a
    Follower attached is no Weapon."""
    ab = imported(TETSUO, "T Tetsuo", CardType.PERSONALITY)
    defs = [
        {"title": "T Tetsuo", "type": "personality", "force": 3, "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": 2},
        {"title": "T Blade", "type": "item", "keywords": ["weapon"]},
        {"title": "T Guard", "type": "follower", "force": 1},
    ]
    cards = [
        card("t", "T Tetsuo", "me", zone="battlefield", battlefield="them-p1"),
        card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"),
        card("g", "T Guard", "me", zone="battlefield", battlefield="them-p1", attached_to="t"),
    ]
    for i in range(mine):
        cards.append(
            card(
                f"m{i}", "T Blade", "me", zone="battlefield", battlefield="them-p1", attached_to="t"
            )
        )
    for i in range(theirs):
        cards.append(
            card(
                f"w{i}",
                "T Blade",
                "them",
                zone="battlefield",
                battlefield="them-p1",
                attached_to="foe",
            )
        )
    loaded = board(defs, cards, attacker="me", **COMBAT)
    assert check(loaded, "me", "t", 0).status == expected


@pytest.mark.parametrize(("mine", "chosen"), [(1, {"foe", "f0"}), (0, {"f0"})])
def test_as_many_or_fewer_followers_on_the_board(mine: int, chosen: set[str]) -> None:
    """The enemy Personality with one Follower may be targeted only when the performing
    Commander has at least as many; his Follower (with none attached) always may."""
    from model.state import View
    from solver.targeting import build_problem, iter_target_sets

    ab = imported(SUPPORT, "T Support", CardType.STRATEGY)
    defs = [
        {"title": "T Support", "type": "strategy", "abilities": [ab]},
        {"title": "T Boss", "type": "personality", "force": 2, "keywords": ["commander"]},
        {"title": "T Foe", "type": "personality", "force": 2},
        {"title": "T Guard", "type": "follower", "force": 1},
    ]
    field = {"zone": "battlefield", "battlefield": "them-p1"}
    cards = [
        card("s", "T Support", "me", zone="hand"),
        card("b", "T Boss", "me", **field),
        card("foe", "T Foe", "them", **field),
        card("f0", "T Guard", "them", attached_to="foe", **field),
    ]
    cards += [card(f"m{i}", "T Guard", "me", attached_to="b", **field) for i in range(mine)]
    loaded = board(defs, cards, attacker="me", **COMBAT)
    assert check(loaded, "me", "s", 0).status == "legal"
    v = View.of(loaded.state, loaded.library)
    problem = build_problem(v, "me", "s", loaded.library["T Support"].abilities[0])
    assert {ts["target2"][0] for ts in iter_target_sets(problem)} == chosen


# -- "in your hand or discard pile" (model/cardtext/target_piles.py) ---------------------------

TASKMASTER = (
    "<b>Battle:</b> Choose your performing Commander and target a Follower in your hand or "
    "discard pile: Attach it to him, ignoring costs."
)


def test_hand_or_discard_pile_of_a_fate_card() -> None:
    from model.zones import Place

    spec = _spec(TASKMASTER, "T Taskmaster", CardType.STRATEGY)
    assert spec.select.location is Place.HAND_OR_DISCARD
    assert spec.select.type == (CardType.FOLLOWER,)


@pytest.mark.parametrize(
    "text",
    [
        # a card of either deck: the Fate or the Dynasty discard pile?
        "<b>Battle:</b> Target a card in your hand or discard pile: Gain 1 Honor.",
        "<b>Battle:</b> Target a Personality in your hand or discard pile: Gain 1 Honor.",
        # another player's hand is not read
        "<b>Battle:</b> Target an enemy Follower in your hand or discard pile: Gain 1 Honor.",
    ],
)
def test_hand_or_discard_pile_refused(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full


@pytest.mark.parametrize(
    ("zone", "owner", "expected"),
    [
        ("hand", "me", "legal"),
        ("fate_discard", "me", "legal"),
        ("fate_discard", "them", "illegal"),  # another player's discard pile
        ("fate_deck", "me", "illegal"),
    ],
)
def test_hand_or_discard_pile_on_the_board(zone: str, owner: str, expected: str) -> None:
    ab = imported(TASKMASTER, "T Taskmaster", CardType.STRATEGY)
    defs = [
        {"title": "T Taskmaster", "type": "strategy", "abilities": [ab]},
        {"title": "T Boss", "type": "personality", "force": 2, "keywords": ["commander"]},
        {"title": "T Guard", "type": "follower", "force": 1, "gold_cost": 2},
    ]
    cards = [
        card("s", "T Taskmaster", "me", zone="hand"),
        card("b", "T Boss", "me", zone="battlefield", battlefield="them-p1"),
        card("f", "T Guard", owner, zone=zone),
    ]
    loaded = board(defs, cards, attacker="me", **COMBAT)
    assert check(loaded, "me", "s", 0).status == expected


# -- "with lower Force or without attached Weapons": a comparison or none attached -------------

OMIGAWA = (
    "<b>Battle:</b> Target an enemy Personality with lower Force or without attached Weapons: "
    "Bow him."
)


def test_lower_force_or_without_weapons() -> None:
    spec = _spec(OMIGAWA, "T Omigawa", CardType.PERSONALITY)
    assert spec.where == ("target1.force < source.force or target1.attached_weapon == 0",)
    spec = _spec(
        OMIGAWA.replace("attached Weapons", "Followers"), "T Omigawa", CardType.PERSONALITY
    )
    assert spec.where == ("target1.force < source.force or target1.attached_follower == 0",)


@pytest.mark.parametrize(
    ("force", "weapon", "expected"),
    [(2, True, "legal"), (4, False, "legal"), (4, True, "illegal"), (3, True, "illegal")],
)
def test_lower_force_or_without_weapons_on_the_board(
    force: int, weapon: bool, expected: str
) -> None:
    ab = imported(OMIGAWA, "T Omigawa", CardType.PERSONALITY)
    defs = [
        {"title": "T Omigawa", "type": "personality", "force": 3, "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": force},
        {"title": "T Blade", "type": "item", "keywords": ["weapon"]},
    ]
    field = {"zone": "battlefield", "battlefield": "them-p1"}
    cards = [card("o", "T Omigawa", "me", **field), card("foe", "T Foe", "them", **field)]
    if weapon:
        cards.append(card("w", "T Blade", "them", attached_to="foe", **field))
    loaded = board(defs, cards, attacker="me", **COMBAT)
    assert check(loaded, "me", "o", 0).status == expected


# -- "in play or in your discard pile" (model/cardtext/target_piles.py) ------------------------

GARDEN = "<b>Open:</b> Target a Ring in play or in your discard pile. Gain 1 Honor."


def test_in_play_or_your_discard_pile() -> None:
    from model.selectors import Controller, Selector
    from model.zones import Place

    for text in (
        GARDEN,
        GARDEN.replace("in play or in your discard pile", "in your discard pile or in play"),
    ):
        spec = _spec(text, "T Garden", CardType.HOLDING)
        assert spec.select.location is Place.IN_PLAY_OR_DISCARD
        assert spec.select.any_of == (
            Selector(location=Place.IN_PLAY),
            Selector(location=Place.FATE_DISCARD, controller=Controller.YOU),
        )
    # a card of either deck: which discard pile?
    (action,) = import_text(
        GARDEN.replace("a Ring", "a card"), title="T Garden", card_type=CardType.HOLDING
    ).actions
    assert not action.full


@pytest.mark.parametrize(
    ("zone", "owner", "expected"),
    [
        ("home", "them", "legal"),  # any player's Ring in play
        ("fate_discard", "me", "legal"),
        ("fate_discard", "them", "illegal"),  # another player's discard pile
        ("hand", "me", "illegal"),
    ],
)
def test_in_play_or_your_discard_pile_on_the_board(zone: str, owner: str, expected: str) -> None:
    ab = imported(GARDEN, "T Garden", CardType.HOLDING)
    defs = [
        {"title": "T Garden", "type": "holding", "abilities": [ab]},
        {"title": "T Ring", "type": "ring"},
    ]
    cards = [card("g", "T Garden", "me"), card("r", "T Ring", owner, zone=zone)]
    assert check(board(defs, cards), "me", "g", 0).status == expected


# -- more forms: after "and", in alternatives, "attached", "than <his stat>"; units ---------------


@pytest.mark.parametrize(
    ("text", "title", "card_type", "where"),
    [
        (
            "<b>Battle:</b> Target an enemy Personality with lower Force and fewer Weapons: Bow "
            "him.",
            "T Komatsu",
            CardType.PERSONALITY,
            ("target1.force < source.force", "target1.attached_weapon < source.attached_weapon"),
        ),
        (
            "<b>Battle:</b> Choose your performing Personality and target an enemy Personality "
            "with lower Force or with fewer attachments: Move him home.",
            "T Victory",
            CardType.STRATEGY,
            ("target2.force < performer.force or target2.attachments < performer.attachments",),
        ),
        (
            "<b>Battle:</b> Target your performing unbowed Personality to move home a target "
            "Personality with as many or fewer Followers attached.",
            "T Keep",
            CardType.HOLDING,
            ("target2.attached_follower <= performer.attached_follower",),
        ),
        (
            "<b>Open:</b> Target a Personality with more Followers than Chi: Bow him.",
            "T Crisis",
            CardType.STRATEGY,
            ("target1.attached_follower > target1.chi",),
        ),
    ],
)
def test_more_count_forms(
    text: str, title: str, card_type: CardType, where: tuple[str, ...]
) -> None:
    assert _spec(text, title, card_type).where == where


@pytest.mark.parametrize(
    "text",
    [
        # a unit's comparison: of its Personality, or of the whole unit?
        "<b>Battle:</b> Bow your target unbowed Personality. Move home a target enemy unit with "
        "fewer attachments or with lower Force than your Personality.",
        "<b>Battle:</b> Target an enemy unit with fewer Followers: Bow it.",
    ],
)
def test_a_unit_comparison_is_refused(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.PERSONALITY).actions
    assert not action.full


@pytest.mark.parametrize(("followers", "expected"), [(3, "legal"), (2, "illegal")])
def test_more_followers_than_chi_on_the_board(followers: int, expected: str) -> None:
    text = "<b>Open:</b> Target a Personality with more Followers than Chi: Bow him."
    ab = imported(text, "T Crisis", CardType.STRATEGY)
    defs = [
        {"title": "T Crisis", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2, "chi": 2},
        {"title": "T Guard", "type": "follower", "force": 1},
    ]
    cards = [card("s", "T Crisis", "me", zone="hand"), card("p", "T Man", "them")]
    cards += [card(f"f{i}", "T Guard", "them", attached_to="p") for i in range(followers)]
    assert check(board(defs, cards), "me", "s", 0).status == expected
