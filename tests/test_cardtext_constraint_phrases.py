"""Target phrases of the constraints block (Abilities and actions / B) split no more at an
"and" that joins a phrase's second modifier ("Target an enemy card with lower Force and no
attachments"), and keyword alternatives before a keyword noun ("your Earth or Water
Shugenja")."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.selectors import Controller
from model.zones import Place
from solver.good_faith import check
from tests.builders import board, card, imported, played

COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
KOMATSU = (
    "<b>Battle:</b> Target an enemy Follower or Personality with lower Force and no "
    "attachments: Bow it."
)


def test_a_second_modifier_after_and_in_the_constraints() -> None:
    (action,) = import_text(KOMATSU, title="T Komatsu", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = action.ability.all_target_specs()
    assert spec.where == ("target1.force < source.force",)
    assert spec.select.lacks_attachment is not None
    assert spec.select.controller is Controller.OPPONENT


@pytest.mark.parametrize(
    ("foe_force", "weapon", "expected"),
    [(2, False, "legal"), (3, False, "illegal"), (2, True, "illegal")],
)
def test_a_second_modifier_on_the_board(foe_force: int, weapon: bool, expected: str) -> None:
    ab = imported(KOMATSU, "T Komatsu", CardType.PERSONALITY)
    defs = [
        {"title": "T Komatsu", "type": "personality", "force": 3, "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": foe_force},
        {"title": "T Blade", "type": "item", "keywords": ["weapon"]},
    ]
    cards = [
        card("k", "T Komatsu", "me", zone="battlefield", battlefield="them-p1"),
        card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"),
    ]
    if weapon:
        cards.append(
            card(
                "w", "T Blade", "them", zone="battlefield", battlefield="them-p1", attached_to="foe"
            )
        )
    loaded = board(defs, cards, attacker="me", **COMBAT)
    assert check(loaded, "me", "k", 0).status == expected


@pytest.mark.parametrize(
    "text",
    [
        # "and" before another clause of the block stays a separator
        "<b>Battle:</b> Target an enemy Personality with lower Force and bow this card: Bow him.",
        # a second modifier the phrase grammar does not read is refused, not dropped ("fewer
        # Weapons" is read: tests/test_cardtext_target_counts.py)
        "<b>Battle:</b> Target an enemy Personality with lower Force and fewer keywords: Bow him.",
    ],
)
def test_and_is_otherwise_unchanged(text: str) -> None:
    (action,) = import_text(text, title="T Komatsu", card_type=CardType.PERSONALITY).actions
    if "bow this card" in text:
        assert action.full and action.ability is not None
        assert len(action.ability.costs) == 1
    else:
        assert not action.full


EARTH_OR_WATER = "<b>Battle:</b> Bow this card and target your Earth or Water Shugenja: Bow him."


def test_keyword_alternatives_before_a_keyword_noun() -> None:
    (action,) = import_text(EARTH_OR_WATER, title="T Spell", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = action.ability.all_target_specs()
    assert spec.select.keyword == ("shugenja",)
    assert spec.select.any_keyword == ("earth", "water")


def test_given_keywords_are_not_read_as_a_noun() -> None:
    """ "Give your target Monk or Shugenja Air, ...": Air is what is given."""
    text = "<b>Open:</b> Give your target Monk or Shugenja Air, Earth, Fire, or Water."
    (action,) = import_text(text, title="T Temple", card_type=CardType.HOLDING).actions
    assert action.ability is not None
    (spec,) = action.ability.all_target_specs()
    assert spec.select.keyword == ()
    assert spec.select.any_keyword == ("monk", "shugenja")


@pytest.mark.parametrize(
    ("keywords", "expected"),
    [(["shugenja", "water"], "legal"), (["shugenja", "fire"], "illegal"), (["water"], "illegal")],
)
def test_keyword_alternatives_before_a_keyword_noun_on_the_board(
    keywords: list[str], expected: str
) -> None:
    text = "<b>Battle:</b> Target your Earth or Water Shugenja: Bow him."
    defs = [{"title": "T Man", "type": "personality", "keywords": keywords}]
    cards = [card("m", "T Man", "me", zone="battlefield", battlefield="them-p1")]
    assert played(text, defs, cards, attacker="me", **COMBAT) == expected


OSAWA = (
    "<b>Battle/Open:</b> Even if Osawa is bowed, target a Personality at Osawa's location: "
    "Bow or straighten him."
)


def test_at_its_own_location() -> None:
    title = "Togashi Osawa"
    (action,) = import_text(OSAWA, title=title, card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = action.ability.all_target_specs()
    assert spec.select.same_location_as == "source"
    # another card's location, or the location of a card that is no Personality: not read
    other = OSAWA.replace("at Osawa's location", "at Kisada's location")
    (action,) = import_text(other, title=title, card_type=CardType.PERSONALITY).actions
    assert not action.full
    (action,) = import_text(OSAWA, title="Osawa's Fan", card_type=CardType.ITEM).actions
    assert not action.full


@pytest.mark.parametrize(
    ("owner", "place", "expected"),
    [
        ("me", "home", "legal"),  # at his home
        ("them", "home", "illegal"),  # another player's home is another location
        ("them", "battlefield", "illegal"),
    ],
)
def test_at_its_own_location_on_the_board(owner: str, place: str, expected: str) -> None:
    ab = imported(OSAWA, "Togashi Osawa", CardType.PERSONALITY)
    defs = [
        {"title": "Togashi Osawa", "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 1},
    ]
    where = {"zone": "home"} if place == "home" else {"zone": "battlefield", "battlefield": "bf1"}
    cards = [card("o", "Togashi Osawa", "me", bowed=True), card("m", "T Man", owner, **where)]
    loaded = board(defs, cards, phase="action", battlefields=["bf1"])
    # (Osawa himself is a Personality at his location: the target is named)
    assert check(loaded, "me", "o", 0, targets={"target1": ["m"]}).status == expected


@pytest.mark.parametrize(
    ("owners", "expected"), [(("me", "them"), "legal"), (("me", "me"), "illegal")]
)
def test_two_homes_are_different_locations(owners: tuple[str, str], expected: str) -> None:
    """Each player's home is a location of its own (Reference 05, Home)."""
    text = "<b>Open:</b> Target two Personalities at different locations. Bow them."
    defs = [{"title": "T Man", "type": "personality", "force": 1}]
    cards = [card(f"m{i}", "T Man", owner) for i, owner in enumerate(owners)]
    assert played(text, defs, cards, phase="action") == expected


KORIMI = "<b>Battle:</b> Target an enemy card without unbowed attachments: Bow the target."


def test_without_unbowed_attachments() -> None:
    (action,) = import_text(KORIMI, title="T Korimi", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = action.ability.all_target_specs()
    assert spec.select.lacks_attachment is not None
    assert spec.select.lacks_attachment.bowed is False


@pytest.mark.parametrize(("bowed", "expected"), [(True, "legal"), (False, "illegal")])
def test_without_unbowed_attachments_on_the_board(bowed: bool, expected: str) -> None:
    defs = [
        {"title": "T Foe", "type": "personality", "force": 1},
        {"title": "T Blade", "type": "item", "keywords": ["weapon"]},
    ]
    at = {"zone": "battlefield", "battlefield": "them-p1"}
    cards = [
        card("foe", "T Foe", "them", **at),
        card("w", "T Blade", "them", attached_to="foe", bowed=bowed, **at),
    ]
    # the Personality has an attachment; only a bowed one leaves him a legal target (the
    # attachment itself has none)
    got = played(KORIMI, defs, cards, attacker="me", **COMBAT)
    assert got == "legal"
    loaded_text = KORIMI.replace("an enemy card", "an enemy Personality")
    assert played(loaded_text, defs, cards, attacker="me", **COMBAT) == expected


SCENT = (
    "<b>Open:</b> Bow this Shugenja unless he is Air, destroy this card, and target a Kolat, "
    "Ninja, Shadowlands, or dishonorable Personality: Bow him."
)


def test_a_keyword_list_in_the_constraints() -> None:
    (action,) = import_text(SCENT, title="T Scent", card_type=CardType.SPELL).actions
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = action.ability.all_target_specs()
    assert len(action.ability.costs) == 2
    (keywords, state) = spec.select.any_of
    assert keywords.any_keyword == ("kolat", "ninja", "shadowlands")
    assert state.dishonorable is True


@pytest.mark.parametrize(
    "text",
    [
        # a list item that is no keyword, card noun or state: a clause of its own, unread
        "<b>Open:</b> Destroy this card and target a Kolat, Ninja, or Lion Personality: Bow him.",
        # a comma after a clause that ends in no keyword: still a separator
        "<b>Open:</b> Target a Personality, Ninja: Bow him.",
    ],
)
def test_other_commas_are_unchanged(text: str) -> None:
    (action,) = import_text(text, title="T Scent", card_type=CardType.STRATEGY).actions
    assert not action.full


@pytest.mark.parametrize(
    ("keywords", "dishonorable", "expected"),
    [(["ninja"], False, "legal"), ([], True, "legal"), ([], False, "illegal")],
)
def test_a_keyword_list_on_the_board(
    keywords: list[str], dishonorable: bool, expected: str
) -> None:
    text = "<b>Open:</b> Target a Kolat, Ninja, Shadowlands, or dishonorable Personality: Bow him."
    defs = [{"title": "T Man", "type": "personality", "keywords": keywords}]
    cards = [card("m", "T Man", "them", dishonorable=dishonorable)]
    assert played(text, defs, cards, phase="action") == expected


UNWORTHY = (
    "<b>Open:</b> Choose your performing unbowed Paragon and target an attachment with Force "
    "equal to or lower than your Paragon's Personal Honor: Destroy it."
)


def test_a_comparison_with_your_performer() -> None:
    (action,) = import_text(UNWORTHY, title="T Unworthy", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    performer, target = action.ability.all_target_specs()
    assert performer.performer
    assert target.where == ("target2.force <= performer.personal_honor",)


@pytest.mark.parametrize(
    "text",
    [
        # no card of yours with the keyword named before
        "<b>Open:</b> Choose your performing Samurai and target an attachment with Force equal "
        "to or lower than your Paragon's Personal Honor: Destroy it.",
        # in the effects block: not read
        "<b>Open:</b> Destroy a target attachment with Force equal to or lower than your "
        "Paragon's Personal Honor.",
        # two cards of yours with the keyword named before
        "<b>Open:</b> Choose your performing Paragon, target your Paragon, and target an "
        "attachment with Force equal to or lower than your Paragon's Personal Honor: Bow it.",
    ],
)
def test_a_comparison_with_your_card_refused(text: str) -> None:
    (action,) = import_text(text, title="T Unworthy", card_type=CardType.STRATEGY).actions
    assert not action.full


@pytest.mark.parametrize(("ph", "expected"), [(2, "legal"), (1, "illegal")])
def test_a_comparison_with_your_performer_on_the_board(ph: int, expected: str) -> None:
    defs = [
        {
            "title": "T Paragon",
            "type": "personality",
            "keywords": ["paragon"],
            "personal_honor": ph,
        },
        {"title": "T Foe", "type": "personality", "force": 1},
        {"title": "T Blade", "type": "item", "force": 2},
    ]
    cards = [
        card("p", "T Paragon", "me"),
        card("foe", "T Foe", "them"),
        card("w", "T Blade", "them", attached_to="foe"),
    ]
    assert played(UNWORTHY, defs, cards, phase="action") == expected


def test_keyword_alternatives_of_a_card_and_plural_keywords() -> None:
    text = "<b>Open:</b> Bow Hirononri and target a Stables or Cavalry card: Straighten it."
    (action,) = import_text(text, title="Utaku Hirononri", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = action.ability.all_target_specs()
    assert spec.select.any_keyword == ("stables", "cavalry") and spec.select.type == ()
    text = "<b>Battle:</b> Bow one of your Forests or Pearls: Bow this card."
    (action,) = import_text(text, title="T Sleepless", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    (cost,) = action.ability.costs
    assert cost.bow is not None and not isinstance(cost.bow, str)
    assert cost.bow.select.any_keyword == ("forest", "pearl")
    assert cost.bow.select.controller is Controller.YOU


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Target one of your Forests or Samurai: Bow it.",  # plural, then not
        "<b>Battle:</b> Bow a Forests or Pearls: Bow this card.",  # plurals after "a"
    ],
)
def test_mixed_plural_keywords_refused(text: str) -> None:
    (action,) = import_text(text, title="T Sleepless", card_type=CardType.PERSONALITY).actions
    assert not action.full


@pytest.mark.parametrize(("keywords", "expected"), [(["pearl"], "legal"), (["farm"], "illegal")])
def test_plural_keyword_alternatives_on_the_board(keywords: list[str], expected: str) -> None:
    text = "<b>Open:</b> Bow one of your Forests or Pearls: Draw a card."
    defs = [{"title": "T Land", "type": "holding", "keywords": keywords}]
    cards = [card("h", "T Land", "me")]
    assert played(text, defs, cards, phase="action") == expected


WATCHERS = (
    "<b>Reaction:</b> After engaging, choose your performing Scout at the current battlefield "
    "and target a card in a unit there: Bow it."
)


def test_there_after_the_current_battlefield() -> None:
    (action,) = import_text(WATCHERS, title="T Watchers", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    performer, target = action.ability.all_target_specs()
    assert performer.select.location is Place.CURRENT_BATTLEFIELD
    assert target.select.location is Place.CURRENT_BATTLEFIELD
    text = (
        "<b>Reaction:</b> After engaging, if this Shugenja is not at the current battlefield, "
        "target your Personality there: Bow him."
    )
    (action,) = import_text(text, title="T Wave", card_type=CardType.SPELL).actions
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = action.ability.all_target_specs()
    assert spec.select.location is Place.CURRENT_BATTLEFIELD


@pytest.mark.parametrize(
    "text",
    [
        # two places named before: which one?
        "<b>Battle:</b> Choose your performing Scout at home and target a card in a unit at the "
        "current battlefield and target a Personality there: Bow it.",
        # no place named before
        "<b>Battle:</b> Choose your performing Scout and target a card in a unit there: Bow it.",
        # the trigger names a place
        "<b>Reaction:</b> After engaging at Yuki's battlefield, choose your performing Scout at "
        "the current battlefield and target a card in a unit there: Bow it.",
    ],
)
def test_there_unsettled(text: str) -> None:
    (action,) = import_text(text, title="T Watchers", card_type=CardType.STRATEGY).actions
    assert not action.full


@pytest.mark.parametrize(("where", "expected"), [("them-p1", "legal"), ("home", "illegal")])
def test_a_card_in_a_unit_at_the_current_battlefield_on_the_board(
    where: str, expected: str
) -> None:
    text = "<b>Battle:</b> Target a card in a unit at the current battlefield: Bow it."
    defs = [{"title": "T Foe", "type": "personality", "force": 1}]
    at = {"zone": "home"} if where == "home" else {"zone": "battlefield", "battlefield": where}
    cards = [card("foe", "T Foe", "them", **at)]
    assert played(text, defs, cards, attacker="me", battlefields=["them-p1"], **COMBAT) == expected


MARTYR = (
    "<b>Battle/Open:</b> Destroy your performing Paragon and target one or two of your other "
    "Personalities: Bow them."
)


def test_your_other_cards_after_a_performer() -> None:
    (action,) = import_text(MARTYR, title="T Martyr", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    _performer, first, more = action.ability.all_target_specs()
    assert first.select.other_than == ("performer",)
    assert set(more.select.other_than) == {"performer", first.name}
    # "other" of a card that is not yours: not read as "another"
    text = "<b>Battle:</b> Target one or two other Personalities: Bow them."
    (action,) = import_text(text, title="T Martyr", card_type=CardType.STRATEGY).actions
    assert not action.full


@pytest.mark.parametrize(("paragons", "expected"), [(1, "illegal"), (2, "legal")])
def test_your_other_cards_on_the_board(paragons: int, expected: str) -> None:
    """With one Paragon alone, no other Personality of yours can be targeted."""
    defs = [{"title": "T Par", "type": "personality", "keywords": ["paragon"], "force": 1}]
    cards = [card(f"p{i}", "T Par", "me") for i in range(paragons)]
    assert played(MARTYR, defs, cards, phase="action") == expected


RECOVERY = (
    "<b>Battle:</b> Choose your performing Personality and target a bowed card in his unit "
    "(which may be him): Straighten the targeted card."
)


def test_in_his_unit() -> None:
    (action,) = import_text(RECOVERY, title="T Recovery", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    _performer, target = action.ability.all_target_specs()
    assert target.select.unit_of == "performer" and target.select.bowed is True
    # "his" after no one Personality: not read
    text = "<b>Battle:</b> Target a bowed card in his unit: Straighten it."
    (action,) = import_text(text, title="T Recovery", card_type=CardType.STRATEGY).actions
    assert not action.full


@pytest.mark.parametrize(
    ("me_bowed", "follower_owner", "follower_bowed", "expected"),
    [
        (True, None, False, "legal"),  # he is bowed: "which may be him"
        (False, "me", True, "legal"),  # his bowed Follower
        (False, "them", True, "illegal"),  # a bowed Follower in another unit
        (False, "me", False, "illegal"),
    ],
)
def test_in_his_unit_on_the_board(
    me_bowed: bool, follower_owner: str | None, follower_bowed: bool, expected: str
) -> None:
    defs = [
        {"title": "T Man", "type": "personality", "force": 1},
        {"title": "T Guard", "type": "follower", "force": 1},
    ]
    at = {"zone": "battlefield", "battlefield": "them-p1"}
    cards = [card("m", "T Man", "me", bowed=me_bowed, **at), card("e", "T Man", "them", **at)]
    if follower_owner is not None:
        host = "m" if follower_owner == "me" else "e"
        cards.append(
            card("f", "T Guard", follower_owner, attached_to=host, bowed=follower_bowed, **at)
        )
    assert played(RECOVERY, defs, cards, attacker="me", **COMBAT) == expected


MOUNTAIN_MONK = (
    "<b>Battle:</b> Choose your performing Monk, who must be unbowed unless he is Earth, and "
    "target an enemy Personality or Follower: Bow it."
)


def test_who_must_be_unbowed_unless() -> None:
    (action,) = import_text(MOUNTAIN_MONK, title="T Monk", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    performer, _target = action.ability.all_target_specs()
    unbowed, earth = performer.select.any_of
    assert unbowed.bowed is False and earth.keyword == ("earth",)
    # a word that is no keyword: not read
    text = MOUNTAIN_MONK.replace("Earth", "Wise")
    (action,) = import_text(text, title="T Monk", card_type=CardType.STRATEGY).actions
    assert not action.full


@pytest.mark.parametrize(
    ("keywords", "bowed", "expected"),
    [(["monk"], False, "legal"), (["monk"], True, "illegal"), (["monk", "earth"], True, "legal")],
)
def test_who_must_be_unbowed_unless_on_the_board(
    keywords: list[str], bowed: bool, expected: str
) -> None:
    defs = [
        {"title": "T Monk", "type": "personality", "keywords": keywords},
        {"title": "T Foe", "type": "personality"},
    ]
    at = {"zone": "battlefield", "battlefield": "them-p1"}
    cards = [card("m", "T Monk", "me", bowed=bowed, **at), card("f", "T Foe", "them", **at)]
    assert played(MOUNTAIN_MONK, defs, cards, attacker="me", **COMBAT) == expected
