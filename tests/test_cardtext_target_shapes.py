"""Target phrase shapes of issue 13 (Abilities and actions / B, required targeting): "another of
your Personalities" on an attachment (other than its bearer, Reference 03), and the refusals
that keep the reading closed."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.selectors import BEARER, Controller
from model.zones import Place
from solver.good_faith import check
from tests.builders import board, card, imported, played
from tests.test_cardtext_targets import _refused, _target

# -- "another of your Personalities" on an attachment -------------------------------------------


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (
            "<b>Tireless Battle:</b> Transfer this Follower to another of your target "
            "Personalities. After it transfers, straighten it.",
            CardType.FOLLOWER,
        ),
        ("<b>Battle:</b> Target another of your Personalities: Transfer this card to him.",
         CardType.ITEM),
        ("<b>Open:</b> Give another of your target Personalities +2F.", CardType.SPELL),
    ],
)  # fmt: skip
def test_another_of_yours_on_an_attachment_is_not_its_bearer(
    text: str, card_type: CardType
) -> None:
    t = _target(text, card_type=card_type)
    assert t.select.other_than == (BEARER,)
    assert t.select.type == (CardType.PERSONALITY,)
    assert t.select.controller is Controller.YOU
    assert not t.optional


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # a Follower may be another of your Followers: other than itself, or its bearer's?
        ("<b>Battle:</b> Give another of your target Followers +2F.", CardType.FOLLOWER),
        ("<b>Battle:</b> Give another of your target Followers +2F.", CardType.ITEM),
        # a keyword alone may be the attachment's own ("another of your Earth cards")
        ("<b>Battle:</b> Target another of your Shugenja: Transfer this card to him.",
         CardType.SPELL),
        # after a target: other than the target, or than the bearer?
        ("<b>Battle:</b> Bow your target Follower. Give another of your target Personalities "
         "+2F.", CardType.ITEM),
    ],
)  # fmt: skip
def test_another_of_yours_on_an_attachment_refused(text: str, card_type: CardType) -> None:
    assert "another" in _refused(text, card_type=card_type)


def test_another_of_yours_on_the_board() -> None:
    """The Personality the Follower is attached to can't be chosen: with no other Personality
    of yours the action is illegal (Good Faith: no required target)."""
    ab = imported(
        "<b>Open:</b> Transfer this Follower to another of your target Personalities.",
        "T Ronin",
        CardType.FOLLOWER,
    )
    defs = [
        {"title": "T Ronin", "type": "follower", "force": 1, "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2, "chi": 2},
        {"title": "T Enemy", "type": "personality", "force": 2, "chi": 2},
    ]
    base = [
        card("man", "T Man", "me"),
        card("ronin", "T Ronin", "me", attached_to="man"),
        card("enemy", "T Enemy", "them"),
    ]
    assert check(board(defs, base), "me", "ronin", 0).status == "illegal"
    more = [*base, card("man2", "T Man", "me")]
    verdict = check(board(defs, more), "me", "ronin", 0)
    assert verdict.status == "legal"
    assert verdict.witness is not None
    assert verdict.witness.targets["target1"] == ("man2",)


# -- "your X, and another of your Xs at a different location" ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "<b>Water Battle, :bow::</b> Target your Personality, and another of your Personalities at "
        "a different location. Switch their locations. Straighten their units as they move.",
        "<b>Battle:</b> Target your unbowed Samurai and another of your unbowed Samurai at a "
        "different location. Switch their locations.",
    ],
)
def test_another_of_yours_at_a_different_location(text: str) -> None:
    t = _target(text, card_type=CardType.SPELL)
    assert t.count == 2 and t.select.different_locations
    assert t.select.controller is Controller.YOU
    assert t.select.type == (CardType.PERSONALITY,) or t.select.keyword == ("samurai",)


@pytest.mark.parametrize(
    "text",
    [
        # of another kind: "two of your ..." would not say it
        "<b>Battle:</b> Target your Personality, and another of your Followers at a different "
        "location. Switch their locations.",
        # another qualifier on one of them only
        "<b>Battle:</b> Target your unbowed Samurai and another of your Samurai at a different "
        "location. Switch their locations.",
    ],
)
def test_another_of_yours_at_a_different_location_refused(text: str) -> None:
    _refused(text, card_type=CardType.SPELL)


@pytest.mark.parametrize(
    ("places", "expected"), [(["home", "home"], "illegal"), (["home", "bf1"], "legal")]
)
def test_another_of_yours_at_a_different_location_on_the_board(
    places: list[str], expected: str
) -> None:
    ab = imported(
        "<b>Open:</b> Target your Personality, and another of your Personalities at a different "
        "location. Switch their locations.",
        "T Switch",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Switch", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 1},
    ]
    cards = [card("s", "T Switch", "me", zone="hand"), card("x", "T Man", "them", zone="home")]
    for i, place in enumerate(places):
        where = (
            {"zone": "home"} if place == "home" else {"zone": "battlefield", "battlefield": place}
        )
        cards.append(card(f"p{i}", "T Man", "me", **where))
    loaded = board(defs, cards, battlefields=["bf1", "bf2"])
    assert check(loaded, "me", "s", 0).status == expected


# -- "in the Defender's home" -----------------------------------------------------------------


def test_in_the_defenders_home() -> None:
    t = _target(
        "<b>Battle:</b> Straighten a target enemy unit in the Defender's home. Its controller may "
        "choose to move it to this battlefield.",
        "T Lion",
        CardType.PERSONALITY,
    )
    assert t.select.location is Place.HOME and t.select.of_defender is True
    assert t.select.controller is Controller.OPPONENT
    assert not t.optional


@pytest.mark.parametrize(
    "text",
    [
        # two places
        "<b>Battle:</b> Bow a target Personality at home in the Defender's home.",
        # not the Defender (a word of the sentence, not the game's term)
        "<b>Battle:</b> Bow a target Personality in the defender's home.",
    ],
)
def test_in_the_defenders_home_refused(text: str) -> None:
    _refused(text)


_RAID = "<b>Battle:</b> Straighten a target enemy unit in the Defender's home."
_COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "bf1"}


def _at_battle(cid: str, owner: str) -> dict[str, Any]:
    return card(cid, "T Man", owner, zone="battlefield", battlefield="bf1")


@pytest.mark.parametrize(
    ("attacker", "theirs", "expected"),
    [
        ("me", "home", "legal"),  # the Defender's unit at his home
        ("me", "battlefield", "illegal"),  # the Defender's unit is at the battlefield
        ("them", "home", "illegal"),  # you defend: no enemy unit in your home
    ],
)
def test_in_the_defenders_home_on_the_board(attacker: str, theirs: str, expected: str) -> None:
    defs = [{"title": "T Man", "type": "personality", "force": 1}]
    enemy = _at_battle("t", "them") if theirs == "battlefield" else card("t", "T Man", "them")
    cards = [_at_battle("m", "me"), enemy]
    battle = {**_COMBAT, "battlefields": ["bf1"], "attacker": attacker}
    assert played(_RAID, defs, cards, **battle) == expected


def test_in_the_defenders_home_with_no_defender_stated_is_unknown() -> None:
    """Three players and no 'defender': who defends is not known."""
    defs = [{"title": "T Man", "type": "personality", "force": 1}]
    cards = [_at_battle("m", "me"), card("t", "T Man", "them"), card("u", "T Man", "third")]
    battle = {**_COMBAT, "battlefields": ["bf1"], "attacker": "me"}
    players = [{"id": p, "family_honor": 5} for p in ("me", "them", "third")]
    assert played(_RAID, defs, cards, players=players, **battle) == "unknown"


@pytest.mark.parametrize(
    "kw",
    [
        # no attacker stated: who defends?
        {"phase": "attack", "segment": "combat", "current_battlefield": "bf1"},
        # three players, no defender stated
        {
            "phase": "attack",
            "segment": "combat",
            "current_battlefield": "bf1",
            "attacker": "me",
            "players": "three",
        },
    ],
)
def test_in_the_defenders_home_with_the_defender_unknown(kw: dict[str, Any]) -> None:
    ab = imported(
        "<b>Battle:</b> Target a unit in the Defender's home: Move it to this battlefield.",
        "T Played",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Played", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 1},
    ]
    cards = [card("played", "T Played", "me", zone="hand"), _at_battle("m", "me")]
    cards += [card("t", "T Man", "them")]
    if kw.get("players") == "three":
        kw = {**kw, "players": [{"id": p, "family_honor": 5} for p in ("me", "them", "third")]}
        cards += [card("u", "T Man", "third")]
    loaded = board(defs, cards, battlefields=["bf1"], **kw)
    assert check(loaded, "me", "played", 0).status == "unknown"


def test_a_count_alternative_in_the_effects_text_is_not_read() -> None:
    """See the Soul's Past: "Turn a target card in a Province face-up, or one to two such cards
    if this Shugenja is Void." was read as one target, the alternative dropped (h21rev1,
    h25rev2): not claimed now; the constraints block's form stays read (``count_if``)."""
    from model.common import CardType

    (action,) = import_text(
        "<b>Void Open, :bow::</b> Turn a target card in a Province face-up, or one to two such "
        "cards if this Shugenja is Void. Give -3 strength to each Province in which the target "
        "is an Unaligned Personality.",
        title="T Spell",
        card_type=CardType.SPELL,
    ).actions
    assert not action.full and action.gap == "effects: target count"
    assert "or one to two" in action.not_understood
    (kept,) = import_text(
        "<b>Open:</b> Bow this card and target one face-down card in a province, or one or two "
        "such cards if this Shugenja is Void: Turn the targets face-up.",
        title="T Spell",
        card_type=CardType.SPELL,
    ).actions
    assert kept.full
