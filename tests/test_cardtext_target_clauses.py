"""Target phrases with clauses and alternatives (model/cardtext/target_clauses.py; Abilities and
actions / B): "with Shadowlands or without attachments", "that is Dragon Clan, Gaijin, ..., or
has no attachments", "who must be opposed if defending", "at any battlefield (not your home)";
and in targets.py: "a target an enemy card" (the article printed twice), "two or three of your
performing Samurai", "another target Personality" on a Strategy, a challenge's refusal clause
("..., who may move home to refuse"), "with 0 Personal Honor and, as he moves, ..."."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import TargetSpec
from model.cardtext import import_text
from model.common import CardType
from model.selectors import BEARER, Controller, Selector
from model.zones import Place
from tests.builders import card, played


def _targets(
    text: str, title: str = "T Card", card_type: CardType = CardType.STRATEGY
) -> tuple[TargetSpec, ...]:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return tuple(t for t in action.ability.targets if isinstance(t, TargetSpec))


def _refused(text: str, title: str = "T Card", card_type: CardType = CardType.STRATEGY) -> str:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert not action.full
    return action.not_understood


_NONE_ATTACHED = Selector(lacks_attachment=Selector())


# -- alternatives: a keyword or clan, or no attachments ----------------------------------------


def test_with_a_keyword_or_without_attachments() -> None:
    (t,) = _targets(
        "<b>Battle:</b> Bow a target enemy card with Shadowlands or without attachments."
    )
    assert t.select.controller is Controller.OPPONENT
    assert t.select.any_of == (Selector(keyword=("shadowlands",)), _NONE_ATTACHED)


def test_that_is_a_list_or_has_no_attachments() -> None:
    (t,) = _targets(
        "<b>Battle:</b> Bow a target enemy card that is Dragon Clan, Gaijin, Shadowlands, or "
        "has no attachments."
    )
    assert t.select.any_of == (
        Selector(clan="dragon"),
        Selector(keyword=("gaijin",)),
        Selector(keyword=("shadowlands",)),
        _NONE_ATTACHED,
    )


@pytest.mark.parametrize(
    "text",
    [
        # an unknown word among the alternatives: refused, never dropped
        "<b>Battle:</b> Bow a target enemy card with Blorp or without attachments.",
        "<b>Battle:</b> Bow a target enemy card that is Dragon Clan, Blorp, or has no attachments.",
        # more words after the alternatives
        "<b>Battle:</b> Bow a target enemy card with Shadowlands or without attachments at home.",
    ],
)
def test_alternatives_refused(text: str) -> None:
    _refused(text)


def _shadowlands_board(keywords: list[str], attached: bool) -> str:
    defs: list[dict[str, Any]] = [
        {"title": "T Foe", "type": "personality", "force": 2, "keywords": keywords},
        {"title": "T Blade", "type": "item"},
    ]
    cards = [card("f", "T Foe", "them")]
    if attached:
        cards.append(card("b", "T Blade", "them", attached_to="f"))
    return played(
        "<b>Open:</b> Bow a target enemy Personality with Shadowlands or without attachments.",
        defs,
        cards,
    )


@pytest.mark.parametrize(
    ("keywords", "attached", "expected"),
    [
        (["Shadowlands"], True, "legal"),  # the keyword
        ([], False, "legal"),  # no attachments
        ([], True, "illegal"),  # neither
    ],
)
def test_alternatives_on_the_board(keywords: list[str], attached: bool, expected: str) -> None:
    assert _shadowlands_board(keywords, attached) == expected


# -- "who must be opposed if defending" ----------------------------------------------------------


def test_who_must_be_opposed_if_defending() -> None:
    (t,) = _targets(
        "<b>Battle:</b> Move home your target Personality, who must be opposed if defending."
    )
    assert t.select.controller is Controller.YOU
    assert t.select.any_of == (Selector(defending=False), Selector(opposed=True))


@pytest.mark.parametrize(("enemy_there", "expected"), [(True, "legal"), (False, "illegal")])
def test_who_must_be_opposed_if_defending_on_the_board(enemy_there: bool, expected: str) -> None:
    # my only Personality defends at the current battlefield (they attack)
    defs: list[dict[str, Any]] = [{"title": "T Man", "type": "personality", "force": 2}]
    cards = [card("m", "T Man", "me", zone="battlefield", battlefield="bf")]
    if enemy_there:
        cards.append(card("e", "T Man", "them", zone="battlefield", battlefield="bf"))
    status = played(
        "<b>Battle:</b> Move home your target Personality, who must be opposed if defending.",
        defs,
        cards,
        phase="attack",
        segment="combat",
        active_player="them",
        attacker="them",
        battlefields=["bf"],
        current_battlefield="bf",
    )
    assert status == expected


# -- "(not your home)" ---------------------------------------------------------------------------


def test_at_any_battlefield_not_your_home() -> None:
    (t,) = _targets("<b>Battle:</b> Target your Personality at any battlefield (not your home).")
    assert t.select.location is Place.BATTLEFIELD


def test_not_your_home_after_another_place_refused() -> None:
    _refused("<b>Battle:</b> Target your Personality in play (not your home). Bow him.")


# -- targets.py: an article printed twice, counts, "another", refusal clauses ------------------


def test_an_article_printed_twice() -> None:
    (t,) = _targets("<b>Battle:</b> Bow a target an enemy card without attachments.")
    assert t.select.controller is Controller.OPPONENT
    assert t.select.lacks_attachment == Selector()


def test_two_or_three_performers() -> None:
    (t, more) = _targets("<b>Battle:</b> Target two or three of your performing Samurai. Bow them.")
    assert t.performer and t.count == 2 and t.select.keyword == ("samurai",)
    assert more.performer and more.up_to and more.count == 1


def test_another_target_after_one_target_on_a_strategy() -> None:
    (first, second) = _targets(
        "<b>Battle:</b> Bow your target unbowed Personality at any location. Straighten another "
        "target Personality."
    )
    assert second.select.other_than == (first.name,)


def test_another_target_on_an_attachment_refused() -> None:
    # other than the Follower itself, or than its bearer?
    text = "<b>Battle:</b> Give another target opposed Mercenary +2F."
    _refused(text, "T Men", CardType.FOLLOWER)


@pytest.mark.parametrize(("same", "expected"), [(True, "illegal"), (False, "legal")])
def test_another_target_on_the_board(same: bool, expected: str) -> None:
    # one Personality in play: the second target must be another card
    defs: list[dict[str, Any]] = [{"title": "T Man", "type": "personality", "force": 2}]
    cards = [card("m", "T Man", "me")] + ([] if same else [card("n", "T Man", "them")])
    status = played(
        "<b>Open:</b> Bow your target unbowed Personality at any location. Straighten another "
        "target Personality.",
        defs,
        cards,
    )
    assert status == expected


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Shinichi challenges a target enemy Personality, who may move home to "
        "refuse. Bow the loser.",
        "<b>Battle:</b> Your target unbowed Personality challenges another player's target "
        "Personality who may refuse.",
        "<b>Battle:</b> Your target unbowed Personality challenges a target enemy Personality, "
        "whose controller can dishonor him and move him home to refuse.",
    ],
)
def test_a_challenge_with_its_refusal(text: str) -> None:
    *_, challenged = _targets(text, "Kakita Shinichi", CardType.PERSONALITY)
    assert challenged.select.controller is Controller.OPPONENT
    assert challenged.select.any_of == () and challenged.where == ()


@pytest.mark.parametrize(
    "text",
    [
        # no challenge before it: a restriction of the target the grammar does not read
        "<b>Battle:</b> Bow a target enemy Personality, who may move home to refuse.",
        # not a refusal
        "<b>Battle:</b> Shinichi challenges a target enemy Personality, who may move home.",
    ],
)
def test_a_refusal_clause_refused_elsewhere(text: str) -> None:
    _refused(text, "Kakita Shinichi", CardType.PERSONALITY)


def test_a_stat_modifier_before_a_clause_of_the_effect() -> None:
    (t,) = _targets(
        "<b>Battle:</b> Move home a target Personality with 0 Personal Honor and, as he moves, "
        "his controller loses 2 Honor."
    )
    assert t.where == ("target1.personal_honor == 0",)


# -- "his": the one card chosen before (target_references.cards_before) -------------------------


def test_one_of_his_attachments_after_one_target() -> None:
    (first, second) = _targets(
        "<b>Battle:</b> Target an enemy Personality: Target one of his attachments. Destroy it."
    )
    assert second.select.attached_to == first.name
    assert second.select.controller is Controller.ANY  # his attachments, whoever controls them


def test_at_his_location_after_a_performer() -> None:
    (performer, target) = _targets(
        "<b>Open:</b> Choose your performing Personality: You may target and bow a card at his "
        "location."
    )
    assert performer.performer
    assert target.select.same_location_as == performer.name and target.optional


def test_in_his_unit_after_one_target() -> None:
    (first, second) = _targets(
        "<b>Battle:</b> Target an enemy Personality: Bow a target card without attachments in "
        "his unit."
    )
    assert second.select.unit_of == first.name


@pytest.mark.parametrize(
    "text",
    [
        # two cards chosen before: whose?
        "<b>Battle:</b> Choose your performing Courtier and target an enemy Personality: Bow a "
        "target card in his unit.",
        # none chosen before
        "<b>Battle:</b> Bow a target card in his unit.",
        # "one of his" before a card that may be no attachment (his Personalities: controlled?)
        "<b>Battle:</b> Target an enemy Personality: Target one of his Holdings. Bow it.",
    ],
)
def test_his_refused(text: str) -> None:
    assert "his" in _refused(text)


@pytest.mark.parametrize(("on_him", "expected"), [(True, "legal"), (False, "illegal")])
def test_one_of_his_attachments_on_the_board(on_him: bool, expected: str) -> None:
    defs: list[dict[str, Any]] = [
        {"title": "T Foe", "type": "personality", "force": 2},
        {"title": "T Man", "type": "personality", "force": 2},
        {"title": "T Blade", "type": "item"},
    ]
    cards = [
        card("f", "T Foe", "them"),
        card("m", "T Man", "me"),
        card("b", "T Blade", "them" if on_him else "me", attached_to="f" if on_him else "m"),
    ]
    status = played(
        "<b>Open:</b> Target an enemy Personality: Target one of his attachments. Destroy it.",
        defs,
        cards,
    )
    assert status == expected


# -- more clauses: "at another battlefield", "who may be at home", "move ... there" ----------


def test_at_another_battlefield() -> None:
    (t,) = _targets(
        "<b>Battle:</b> Target one of your unbowed Personalities at another battlefield."
    )
    assert t.select.location is Place.BATTLEFIELD
    assert t.select.any_of == (Selector(location=Place.NOT_CURRENT_BATTLEFIELD),)


@pytest.mark.parametrize(("where", "expected"), [("bf", "illegal"), ("bf2", "legal")])
def test_at_another_battlefield_on_the_board(where: str, expected: str) -> None:
    defs: list[dict[str, Any]] = [{"title": "T Man", "type": "personality", "force": 2}]
    cards = [card("m", "T Man", "me", zone="battlefield", battlefield=where)]
    status = played(
        "<b>Battle:</b> Target one of your unbowed Personalities at another battlefield. Bow him.",
        defs,
        cards,
        phase="attack",
        segment="combat",
        attacker="me",
        battlefields=["bf", "bf2"],
        current_battlefield="bf",
    )
    assert status == expected


def test_who_may_be_at_home() -> None:
    (t,) = _targets("<b>Battle:</b> Target your Personality, who may be at home. Bow him.")
    assert t.select.location is Place.IN_PLAY


def test_who_may_be_at_home_after_a_place_refused() -> None:
    _refused("<b>Battle:</b> Target your Personality at this battlefield, who may be at home.")


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Move your target Personality and a target enemy Personality there.",
        "<b>Battle:</b> If there are enemy units at this battlefield, move your target "
        "Personality at any location there.",
    ],
)
def test_moved_there(text: str) -> None:
    *_, last = _targets(text)
    assert last.select.location in (None, Place.IN_PLAY)


def test_there_after_another_verb_refused() -> None:
    # "Bow your target Personality there": where he is (not read)
    _refused("<b>Battle:</b> Bow your target Personality there.")


def test_another_of_your_target_personalities() -> None:
    (performer, target) = _targets(
        "<b>Open:</b> Target your performing unbowed Tactician to give another of your target "
        "Personalities +3F."
    )
    assert target.select.controller is Controller.YOU
    assert target.select.other_than == (performer.name,)


def test_another_of_your_target_personalities_on_an_attachment() -> None:
    # other than its bearer (model.cardtext.another_bearer; tests/test_cardtext_target_shapes.py)
    text = "<b>Open:</b> Transfer this Follower to another of your target Personalities."
    (target,) = _targets(text, "T Men", CardType.FOLLOWER)
    assert target.select.other_than == (BEARER,)


# -- a unit's total against the one card of yours named before ---------------------------------


@pytest.mark.parametrize(
    ("text", "first"),
    [
        (
            "<b>Battle:</b> Target your unbowed Samurai Personality. Bow a target enemy unit with "
            "lower total Force than your Samurai's Force.",
            "samurai",
        ),
        (
            "<b>Battle:</b> Bow your target unbowed Personality. Destroy a target enemy unit with "
            "lower total Force than your Personality's (current) Force.",
            "personality",
        ),
    ],
)
def test_a_units_total_against_your_card(text: str, first: str) -> None:
    (mine, unit) = _targets(text)
    assert unit.where == (f"{unit.name}.total_force < {mine.name}.force",)
    assert unit.select.controller is Controller.OPPONENT


@pytest.mark.parametrize(
    "text",
    [
        # no Samurai of yours named before
        "<b>Battle:</b> Bow a target enemy unit with lower total Force than your Samurai's Force.",
        # two Personalities of yours named before: which?
        "<b>Battle:</b> Bow your target Personality. Straighten your target Samurai "
        "Personality. Destroy a target enemy unit with lower total Force than your "
        "Personality's Force.",
    ],
)
def test_a_units_total_against_your_card_refused(text: str) -> None:
    assert "a comparison with 'your" in _refused(text)


@pytest.mark.parametrize(("follower_force", "expected"), [(0, "legal"), (2, "illegal")])
def test_a_units_total_on_the_board(follower_force: int, expected: str) -> None:
    # my Personality has 3 Force; the enemy unit is a 2-Force Personality and his Follower
    defs: list[dict[str, Any]] = [
        {"title": "T Man", "type": "personality", "force": 3},
        {"title": "T Foe", "type": "personality", "force": 2},
        {"title": "T Aide", "type": "follower", "force": follower_force},
    ]
    cards = [
        card("m", "T Man", "me"),
        card("f", "T Foe", "them"),
        card("a", "T Aide", "them", attached_to="f"),
    ]
    status = played(
        "<b>Open:</b> Bow your target unbowed Personality. Destroy a target enemy unit with lower "
        "total Force than your Personality's (current) Force.",
        defs,
        cards,
    )
    assert status == expected


# -- "than his", "the ability of", "and each of his Followers" ----------------------------------


def test_lower_force_than_his() -> None:
    (mine, theirs) = _targets(
        "<b>Battle:</b> Bow your target unbowed Personality. Bow a target enemy card with lower "
        "Force than his."
    )
    assert theirs.where == (f"{theirs.name}.force < {mine.name}.force",)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # on a Personality: "his" may be the card itself
        (
            "<b>Battle:</b> Bow your target unbowed Personality. Bow a target enemy card with "
            "lower Force than his.",
            CardType.PERSONALITY,
        ),
        # two cards chosen before
        (
            "<b>Battle:</b> Bow your target Samurai and a target enemy Shugenja. Bow a target "
            "enemy card with lower Force than his.",
            CardType.STRATEGY,
        ),
        # his printed Force: not read
        (
            "<b>Battle:</b> Bow your target unbowed Personality. Bow a target enemy card with "
            "lower base Force than his.",
            CardType.STRATEGY,
        ),
    ],
)
def test_lower_force_than_his_refused(text: str, card_type: CardType) -> None:
    _refused(text, "T Card", card_type)


@pytest.mark.parametrize(("force", "expected"), [(1, "legal"), (3, "illegal")])
def test_lower_force_than_his_on_the_board(force: int, expected: str) -> None:
    defs: list[dict[str, Any]] = [
        {"title": "T Man", "type": "personality", "force": 2},
        {"title": "T Foe", "type": "personality", "force": force},
    ]
    status = played(
        "<b>Open:</b> Bow your target unbowed Personality. Bow a target enemy card with lower "
        "Force than his.",
        defs,
        [card("m", "T Man", "me"), card("f", "T Foe", "them")],
    )
    assert status == expected


@pytest.mark.parametrize(
    "text",
    [
        "<b>Open:</b> Remove the ability of a target card in a unit.",
        "<b>Battle:</b> You may use the Battle abilities of your target card in a unit one "
        "additional time this turn.",
    ],
)
def test_the_abilities_of_a_target(text: str) -> None:
    (t,) = _targets(text)
    assert t.select.location is Place.IN_PLAY and not t.optional


def test_and_each_of_his_followers() -> None:
    (t,) = _targets("<b>Open:</b> Give a target Personality and each of his Followers Cavalry.")
    assert t.select == Selector(type=(CardType.PERSONALITY,))


# -- "with no non-Ninja Followers", a printed stat before "to", "X and another Y" ---------------


def test_with_no_non_keyword_followers() -> None:
    (t,) = _targets(
        "<b>Battle:</b> Target your performing Ninja Personality with no non-Ninja Followers at "
        "the current battlefield. Bow him."
    )
    assert t.performer and t.select.location is Place.CURRENT_BATTLEFIELD
    assert t.select.lacks_attachment == Selector(type=(CardType.FOLLOWER,), not_keyword=("ninja",))


def test_with_no_non_keyword_followers_refused() -> None:
    _refused("<b>Battle:</b> Bow a target Personality with no non-Blorp Followers.")


def test_a_printed_stat_before_to() -> None:
    (t,) = _targets(
        "<b>Battle:</b> Target your performing Personality with 7 or more printed Force to "
        "straighten him."
    )
    assert t.where == ("performer.base_force >= 7",)


def test_your_card_and_another() -> None:
    (first, second) = _targets(
        "<b>Battle:</b> Target your Personality and another Personality. Give your Personality +1F."
    )
    assert first.select.controller is Controller.YOU
    assert second.select.other_than == (first.name,)


def test_your_card_and_another_on_a_personality_refused() -> None:
    # "another" than the Personality itself: the two targets may be the same card
    text = "<b>Battle:</b> Target your Personality and another Personality. Bow them."
    _refused(text, "T Man", CardType.PERSONALITY)


@pytest.mark.parametrize(("other", "expected"), [(False, "illegal"), (True, "legal")])
def test_your_card_and_another_on_the_board(other: bool, expected: str) -> None:
    # my one Personality can't be both targets
    defs: list[dict[str, Any]] = [{"title": "T Man", "type": "personality", "force": 2}]
    cards = [card("m", "T Man", "me")] + ([card("n", "T Man", "them")] if other else [])
    status = played(
        "<b>Open:</b> Target your Personality and another Personality. Bow them.", defs, cards
    )
    assert status == expected


# -- "(if able)", "with the printed X, Y, or Z keyword" -----------------------------------------


def test_a_target_if_able_is_optional() -> None:
    (t,) = _targets("<b>Battle:</b> Destroy a target Terrain (if able). Gain 1 Honor.")
    assert t.optional and t.select.keyword == ("terrain",)


def test_if_able_elsewhere_is_not_the_targetings() -> None:
    # "(if able)" of the effect before the target: the targeting stays required (not read)
    _refused("<b>Battle:</b> Remove a keyword (if able) on a target enemy card.")


def test_printed_keyword_alternatives() -> None:
    (t,) = _targets(
        "<b>Limited:</b> Destroy a target card with the printed Fallen, Fudo, or Shadowlands "
        "keyword."
    )
    assert t.select.any_of == tuple(
        Selector(base_keyword=(k,)) for k in ("fallen", "fudo", "shadowlands")
    )


def test_printed_keyword_alternatives_refused() -> None:
    _refused(
        "<b>Limited:</b> Destroy a target card with the printed Fallen, Blorp, or Fudo keyword."
    )


# -- "whose player also controls a Shadowlands card" ---------------------------------------------


def test_whose_player_also_controls() -> None:
    (t,) = _targets(
        "<b>Open:</b> Target a non-Shadowlands Personality whose player also controls a "
        "Shadowlands card. Bow him."
    )
    assert t.select.not_keyword == ("shadowlands",)
    assert t.select.controller_controls is not None
    assert t.select.controller_controls.select == Selector(keyword=("shadowlands",))


@pytest.mark.parametrize(("shadowlands", "expected"), [(True, "legal"), (False, "illegal")])
def test_whose_player_also_controls_on_the_board(shadowlands: bool, expected: str) -> None:
    defs: list[dict[str, Any]] = [
        {"title": "T Foe", "type": "personality", "force": 2},
        {"title": "T Pit", "type": "holding", "keywords": ["Shadowlands"] if shadowlands else []},
    ]
    cards = [card("f", "T Foe", "them"), card("h", "T Pit", "them")]
    status = played(
        "<b>Open:</b> Target a non-Shadowlands Personality whose player also controls a "
        "Shadowlands card. Bow him.",
        defs,
        cards,
    )
    assert status == expected


def test_keyword_alternatives_before_and_a_verb() -> None:
    (t,) = _targets(
        "<b>Battle:</b> You may target a Courtier or Shugenja at any location and give him +1F."
    )
    assert t.optional and t.select.any_keyword == ("courtier", "shugenja")


def test_keyword_alternatives_before_and_no_verb_refused() -> None:
    _refused("<b>Battle:</b> Target a Courtier or Shugenja and unbowed Personality. Bow them.")


def test_printed_comparison_before_and_a_verb() -> None:
    (t,) = _targets(
        "<b>Engage:</b> You may target an enemy Personality with higher printed Force and give "
        "him -1F.",
        "T Man",
        CardType.PERSONALITY,
    )
    assert t.optional and t.where == (f"{t.name}.base_force > source.base_force",)


@pytest.mark.parametrize(("printed", "expected"), [(1, "legal"), (3, "illegal")])
def test_printed_comparison_on_the_board(printed: int, expected: str) -> None:
    from solver.good_faith import check
    from tests.builders import board, imported

    ab = imported(
        "<b>Open:</b> Target an enemy Personality with lower printed Force and bow him.",
        "T Man",
        CardType.PERSONALITY,
    )
    defs: list[dict[str, Any]] = [
        {"title": "T Man", "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": printed},
    ]
    cards = [card("m", "T Man", "me"), card("f", "T Foe", "them")]
    assert check(board(defs, cards), "me", "m", 0).status == expected


def test_one_of_the_targets_named_again() -> None:
    targets = _targets(
        "<b>Limited:</b> Your target unbowed Personality challenges a target Personality. The "
        "challenge may be refused unless exactly one of the targets is Fallen."
    )
    assert len(targets) == 2  # "one of the targets" is no new targeting


def test_one_of_the_targets_after_one_refused() -> None:
    # one target chosen before: which "one of the targets"?
    _refused(
        "<b>Limited:</b> Bow a target Personality. Gain 1 Honor if one of the targets is Fallen."
    )


# -- "one of your target X", "a card in a unit not at this battlefield", a prohibition ----------


def test_one_of_your_target_personalities() -> None:
    (t,) = _targets("<b>Limited:</b> Bow one of your target unbowed Personalities.")
    assert t.count == 1 and t.select.controller is Controller.YOU and t.select.bowed is False


def test_a_card_in_a_unit_not_at_this_battlefield() -> None:
    (t,) = _targets("<b>Battle:</b> Straighten your target card in a unit not at this battlefield.")
    assert t.select.location is Place.NOT_CURRENT_BATTLEFIELD


def test_a_prohibition_on_targeting_is_no_targeting() -> None:
    (t,) = _targets(
        "<b>Battle:</b> Target your Personality. You may not use abilities on cards in his unit "
        "or target them with actions."
    )
    assert t.select.controller is Controller.YOU


def test_a_keyword_or_unbowed_personality() -> None:
    (performer,) = _targets(
        "<b>Battle:</b> Target your performing Berserker or unbowed Personality. Bow him."
    )
    assert performer.performer and performer.select.type == (CardType.PERSONALITY,)
    assert performer.select.any_of == (
        Selector(any_keyword=("berserker",)),
        Selector(bowed=False),
    )


@pytest.mark.parametrize(
    ("keywords", "bowed", "expected"),
    [
        (["Berserker"], True, "legal"),
        ([], False, "legal"),
        ([], True, "illegal"),
    ],
)
def test_a_keyword_or_unbowed_on_the_board(keywords: list[str], bowed: bool, expected: str) -> None:
    defs: list[dict[str, Any]] = [
        {"title": "T Man", "type": "personality", "force": 2, "keywords": keywords}
    ]
    status = played(
        "<b>Open:</b> Target your performing Berserker or unbowed Personality. Gain 1 Honor.",
        defs,
        [card("m", "T Man", "me", bowed=bowed)],
    )
    assert status == expected


def test_a_count_of_the_targets_tokens() -> None:
    (t,) = _targets("<b>Limited:</b> Destroy one or two of a target Personality's tokens.")
    assert t.count == 1 and not t.up_to  # one Personality; "one or two" count his tokens
    assert t.select == Selector(type=(CardType.PERSONALITY,))


@pytest.mark.parametrize(
    "text",
    [
        # a count of targets, not of what is his
        "<b>Limited:</b> Bow two of a target Personality's Followers.",
        "<b>Limited:</b> Bow one or two of a target Personality.",
    ],
)
def test_a_count_before_a_target_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    "text",
    [
        # a player named before: "his" may be the player's
        "<b>Open:</b> Choose another player and target your Personality: Target one of his "
        "attachments. Destroy it.",
        "<b>Open:</b> Target your Personality. Choose another player. Target one of his "
        "attachments. Destroy it.",
        "<b>Open:</b> Target another player. Target your Personality. Bow a target card at his "
        "location.",
    ],
)
def test_his_after_a_player_refused(text: str) -> None:
    assert "his" in _refused(text)


@pytest.mark.parametrize(
    ("enemy", "expected"),
    [("holding", "illegal"), ("stronghold", "illegal"), ("small", "legal"), ("big", "illegal")],
)
def test_whose_unit_needs_a_unit(enemy: str, expected: str) -> None:
    """Kaiu House Guard: "Target an enemy card without attachments whose unit has lower total
    Force than this unit": a Holding or Stronghold is in no unit (Reference 03: "A Personality
    and attached cards make up a unit"), so it is no such card (h25rev1: it was read as a unit
    of 0 Force, a false legal whenever the enemy had a Holding)."""
    from model.common import CardType as T
    from solver.good_faith import check
    from tests.builders import board, imported

    text = (
        "<b>Battle:</b> Target an enemy card without attachments whose unit has lower total "
        "Force than this unit: Destroy the target. Gain 1 Honor."
    )
    defs: list[dict[str, Any]] = [
        {"title": "T Guard", "type": "follower", "force": 2, "abilities": [
            imported(text, "T Guard", T.FOLLOWER)]},
        {"title": "T Man", "type": "personality", "force": 2},
        {"title": "T Big", "type": "personality", "force": 9},
        {"title": "T Small", "type": "personality", "force": 1},
        {"title": "T Holding", "type": "holding", "gold_production": 2},
        {"title": "T Keep", "type": "stronghold", "gold_production": 5},
    ]  # fmt: skip
    where = {"zone": "battlefield", "battlefield": "bf"}
    cards = [
        card("m", "T Man", "me", **where),
        card("g", "T Guard", "me", **where, attached_to="m"),
        card("b", "T Big", "them", **where),
    ]
    if enemy == "holding":
        cards.append(card("x", "T Holding", "them"))
    elif enemy == "stronghold":
        cards.append(card("x", "T Keep", "them"))
    elif enemy == "small":
        cards.append(card("x", "T Small", "them", **where))
    fight = {"phase": "attack", "segment": "combat", "current_battlefield": "bf", "attacker": "me"}
    loaded = board(defs, cards, **fight)
    assert check(loaded, "me", "g", 0).status == expected
