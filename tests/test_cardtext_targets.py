"""Target phrases read by the grammar of model/cardtext/targets.py (issue 13; Abilities and
actions / B. Explicit performing and required targeting): the card's own possessive ("Bow
Zansho's target Follower": one attached to him, Reference 03), "Human" (without the Nonhuman
keyword), and the refusals that keep the reading closed."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.selectors import SOURCE, Controller
from model.zones import Place
from solver.good_faith import check
from tests.builders import board, card, imported, played


def _target(text: str, title: str = "T Card", card_type: CardType = CardType.STRATEGY) -> Any:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return action.ability.targets[0]


def _refused(text: str, title: str = "T Card", card_type: CardType = CardType.STRATEGY) -> str:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert not action.full
    return action.not_understood


# -- the card's own possessive ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Bow Zansho's target unbowed Follower.",
        "<b>Battle:</b> Target Zansho's Follower.",
        "<b>Open:</b> Give Zansho's target Follower Cavalry.",
    ],
)
def test_own_possessive_is_an_attached_card(text: str) -> None:
    t = _target(text, "Zansho", CardType.PERSONALITY)
    assert t.select.attached_to == SOURCE
    assert t.select.type == (CardType.FOLLOWER,)


def test_own_possessive_of_a_weapon_keyword() -> None:
    t = _target("<b>Battle:</b> Target Zansho's Weapon.", "Zansho", CardType.PERSONALITY)
    assert t.select.attached_to == SOURCE and t.select.keyword == ("weapon",)


@pytest.mark.parametrize(
    ("text", "title", "card_type"),
    [
        # another card's name: which Kaneka?
        ("<b>Battle:</b> Bow Kaneka's target unbowed Follower.", "Zansho", CardType.PERSONALITY),
        # a Personality is attached to no one
        ("<b>Battle:</b> Bow Zansho's target Personality.", "Zansho", CardType.PERSONALITY),
        # on a Follower, its own name names no bearer of other cards
        ("<b>Battle:</b> Bow Zansho's target unbowed Follower.", "Zansho", CardType.FOLLOWER),
    ],
)
def test_other_possessives_are_refused(text: str, title: str, card_type: CardType) -> None:
    _refused(text, title, card_type)


def test_own_possessive_on_the_board() -> None:
    """Only a Follower attached to the Personality himself can be chosen."""
    ab = imported(
        "<b>Open:</b> Bow Zansho's target unbowed Follower.", "Zansho", CardType.PERSONALITY
    )
    defs = [
        {"title": "Zansho", "type": "personality", "force": 2, "chi": 2, "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2, "chi": 2},
        {"title": "T Follower", "type": "follower", "force": 1},
    ]
    for bearer, expected in (("zansho", "legal"), ("other", "illegal")):
        cards = [
            card("zansho", "Zansho", "me"),
            card("other", "T Man", "me"),
            card("f", "T Follower", "me", attached_to=bearer),
        ]
        assert check(board(defs, cards), "me", "zansho", 0).status == expected


# -- Human --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "<b>Open:</b> Dishonor a target Human Personality.",
        "<b>Open:</b> Your target unbowed Human Personality commits seppuku.",
        "<b>Open:</b> Target another player's Human Personality.",
    ],
)
def test_human_is_without_nonhuman(text: str) -> None:
    t = _target(text)
    assert t.select.not_keyword == ("nonhuman",)
    assert t.select.type == (CardType.PERSONALITY,)


def test_human_with_another_negated_keyword() -> None:
    t = _target("<b>Battle:</b> Target your Human non-Shadowlands Personality.")
    assert set(t.select.not_keyword) == {"nonhuman", "shadowlands"}
    assert t.select.controller is Controller.YOU


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Bow a target Human Holding.",  # Human of a Holding: not defined
        "<b>Battle:</b> Bow a target Human Nonhuman Personality.",
    ],
)
def test_human_of_other_cards_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(("nonhuman", "expected"), [(False, "legal"), (True, "illegal")])
def test_human_on_the_board(nonhuman: bool, expected: str) -> None:
    ab = imported("<b>Open:</b> Dishonor a target Human Personality.", "T Edge", CardType.STRATEGY)
    defs = [
        {"title": "T Edge", "type": "strategy", "abilities": [ab]},
        {
            "title": "T Man",
            "type": "personality",
            "force": 2,
            "chi": 2,
            "keywords": ["nonhuman"] if nonhuman else [],
        },
    ]
    cards = [card("edge", "T Edge", "me", zone="hand"), card("man", "T Man", "them")]
    assert check(board(defs, cards), "me", "edge", 0).status == expected


# -- "the Force of a target ..." ---------------------------------------------------------------


def test_the_stat_of_a_target() -> None:
    t = _target("<b>Battle:</b> Reduce the Force of a target enemy Personality or Follower to 0.")
    assert t.select.controller is Controller.OPPONENT
    assert set(t.select.type) == {CardType.PERSONALITY, CardType.FOLLOWER}


def test_of_before_a_target_is_still_refused_elsewhere() -> None:
    _refused("<b>Battle:</b> Bow the Followers of a target Personality.")


# -- two post-modifiers joined by "and" -------------------------------------------------------


def test_two_comparisons_joined_by_and() -> None:
    t = _target(
        "<b>Battle:</b> Bow a target enemy Personality with lower Force and lower Chi.",
        "T Guy",
        CardType.PERSONALITY,
    )
    assert t.where == ("target1.force < source.force", "target1.chi < source.chi")


@pytest.mark.parametrize(
    ("text", "lacks_keyword"),
    [
        ("<b>Battle:</b> Bow a target enemy Personality with lower Force and without a Weapon.",
         True),
        ("<b>Battle:</b> Bow a target enemy card with lower Force and no attachments.", False),
        ("<b>Battle:</b> Bow a target enemy Personality with no attachments and lower Force.",
         False),
    ],
)  # fmt: skip
def test_a_comparison_and_a_lacking_attachment(text: str, lacks_keyword: bool) -> None:
    t = _target(text, "T Guy", CardType.PERSONALITY)
    assert t.where == ("target1.force < source.force",)
    assert t.select.lacks_attachment is not None
    assert (t.select.lacks_attachment.keyword == ("weapon",)) is lacks_keyword


@pytest.mark.parametrize(
    "text",
    [
        # "lower Force and Chi": both lower; the second stat is no modifier of its own
        "<b>Battle:</b> Bow a target enemy Personality with lower Force and Chi.",
        # a comparison with another card's name
        "<b>Battle:</b> Bow a target enemy Personality with lower Force and lower Chi than Hida's.",
        # ("with lower Force and with either no Followers or Shadowlands" is read now:
        # tests/test_cardtext_target_after.py)
        "<b>Battle:</b> Bow a target enemy Personality without a Followers.",
    ],
)
def test_joined_modifiers_refused(text: str) -> None:
    _refused(text, "T Guy", CardType.PERSONALITY)


def test_joined_modifiers_on_the_board() -> None:
    ab = imported(
        "<b>Open:</b> Bow a target enemy Personality with lower Force and without a Weapon.",
        "T Guy",
        CardType.PERSONALITY,
    )
    defs = [
        {"title": "T Guy", "type": "personality", "force": 3, "chi": 2, "abilities": [ab]},
        {"title": "T Small", "type": "personality", "force": 1, "chi": 1},
        {"title": "T Big", "type": "personality", "force": 5, "chi": 1},
        {"title": "T Blade", "type": "item", "keywords": ["weapon"], "force": 0},
    ]
    base = [card("guy", "T Guy", "me"), card("big", "T Big", "them")]
    small = card("small", "T Small", "them")
    assert check(board(defs, [*base, small]), "me", "guy", 0).status == "legal"
    armed = [*base, small, card("blade", "T Blade", "them", attached_to="small")]
    assert check(board(defs, armed), "me", "guy", 0).status == "illegal"


# -- alternatives of keywords -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "keywords", "types"),
    [
        ("<b>Battle:</b> Straighten a target Daimyo, Duelist, or Kensai Personality.",
         ("daimyo", "duelist", "kensai"), (CardType.PERSONALITY,)),
        ("<b>Battle:</b> Target your Monk or Shugenja Personality.", ("monk", "shugenja"),
         (CardType.PERSONALITY,)),
        ("<b>Battle:</b> Bow your target unbowed Courtier or Magistrate.",
         ("courtier", "magistrate"), ()),
    ],
)  # fmt: skip
def test_keyword_alternatives(
    text: str, keywords: tuple[str, ...], types: tuple[CardType, ...]
) -> None:
    t = _target(text)
    assert t.select.any_keyword == keywords and t.select.type == types


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Bow your target Courtier or Magistrate Personalities.",
        "<b>Battle:</b> Bow your target Courtier or Magistrate Personality at home.",
        "<b>Battle:</b> Bow your target Courtier, Magistrate Personality.",
    ],
)
def test_keyword_alternatives_refused(text: str) -> None:
    _refused(text)


def test_keyword_alternatives_on_the_board() -> None:
    ab = imported(
        "<b>Open:</b> Straighten a target Daimyo, Duelist, or Kensai Personality.",
        "T Edge",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Edge", "type": "strategy", "abilities": [ab]},
        {"title": "T Kensai", "type": "personality", "keywords": ["kensai"], "force": 1},
        {"title": "T Monk", "type": "personality", "keywords": ["monk"], "force": 1},
    ]
    for title, expected in (("T Kensai", "legal"), ("T Monk", "illegal")):
        cards = [card("edge", "T Edge", "me", zone="hand"), card("p", title, "them")]
        assert check(board(defs, cards), "me", "edge", 0).status == expected


# -- a card in a discard pile or hand ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "controller", "place"),
    [
        ("<b>Limited:</b> Target an Event in another player's discard pile.",
         Controller.OPPONENT, Place.DYNASTY_DISCARD),
        ("<b>Limited:</b> A target Personality in a discard pile becomes honorably dead.",
         Controller.ANY, Place.DYNASTY_DISCARD),
        ("<b>Limited:</b> Target a Follower in any player's discard pile.",
         Controller.ANY, Place.FATE_DISCARD),
        ("<b>Limited:</b> Target a non-Unique Strategy in your Fate discard pile.",
         Controller.YOU, Place.FATE_DISCARD),
        ("<b>Limited:</b> Target a card in your Dynasty discard pile.",
         Controller.YOU, Place.DYNASTY_DISCARD),
        ("<b>Limited:</b> Target a Spell in your hand.", Controller.YOU, Place.HAND),
        # no deck named or known: either pile of that player (h37full; before: refused)
        ("<b>Limited:</b> Target a card in another player's discard pile.",
         Controller.OPPONENT, Place.DISCARD),
    ],
)  # fmt: skip
def test_a_card_in_a_pile(text: str, controller: Controller, place: Place) -> None:
    t = _target(text)
    assert t.select.controller is controller and t.select.location is place


@pytest.mark.parametrize(
    "text",
    [
        "<b>Limited:</b> Target a Personality in your Fate discard pile.",  # a Dynasty card
        "<b>Limited:</b> Target a Spell in another player's hand.",  # hidden
        "<b>Limited:</b> Target an enemy Personality in your discard pile.",
    ],
)
def test_a_card_in_a_pile_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(("owner", "expected"), [("them", "legal"), ("me", "illegal")])
def test_another_players_discard_pile_on_the_board(owner: str, expected: str) -> None:
    ab = imported(
        "<b>Limited:</b> Target an Event in another player's discard pile.",
        "T Edge",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Edge", "type": "strategy", "abilities": [ab]},
        {"title": "T Event", "type": "event"},
    ]
    cards = [
        card("edge", "T Edge", "me", zone="hand"),
        card("ev", "T Event", owner, zone="dynasty_discard"),
    ]
    assert check(board(defs, cards), "me", "edge", 0).status == expected


# -- stats against a number or the card's other stat; elsewhere than the battlefield ----------


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("<b>Battle:</b> Destroy a target enemy attachment with 4 Gold Cost or less.",
         "target1.gold_cost <= 4"),
        ("<b>Battle:</b> Destroy a target attachment with a 0 Gold Cost.",
         "target1.gold_cost == 0"),
        ("<b>Battle:</b> Destroy a target attachment with a Gold Cost of 0.",
         "target1.gold_cost == 0"),
        ("<b>Battle:</b> Target a Personality with 1 Force or greater.", "target1.force >= 1"),
    ],
)  # fmt: skip
def test_a_stat_against_a_number(text: str, where: str) -> None:
    assert _target(text).where == (where,)


def test_a_stat_against_another_stat_of_the_card() -> None:
    t = _target(
        "<b>Open:</b> Target a Personality with lower Personal Honor than Soeka's Chi.",
        "Doji Soeka",
        CardType.PERSONALITY,
    )
    assert t.where == ("target1.personal_honor < source.chi",)


@pytest.mark.parametrize(
    "text",
    [
        "<b>Open:</b> Target a Personality with lower Personal Honor than Hida's Chi.",
        "<b>Open:</b> Target a Personality with a Gold Cost of 0 or more Followers.",
        "<b>Open:</b> Target a Personality with lower Force than him.",
    ],
)
def test_other_comparisons_refused(text: str) -> None:
    _refused(text, "Doji Soeka", CardType.PERSONALITY)


def test_not_at_this_battlefield() -> None:
    t = _target("<b>Battle:</b> Bow a target Personality not at this battlefield.")
    assert t.select.location is Place.NOT_CURRENT_BATTLEFIELD


def test_a_stat_against_another_stat_on_the_board() -> None:
    ab = imported(
        "<b>Open:</b> Target a Personality with lower Personal Honor than Soeka's Chi.",
        "Doji Soeka",
        CardType.PERSONALITY,
    )
    defs = [
        {"title": "Doji Soeka", "type": "personality", "chi": 3, "personal_honor": 5,
         "abilities": [ab]},
        {"title": "T Low", "type": "personality", "chi": 1, "personal_honor": 2},
        {"title": "T High", "type": "personality", "chi": 1, "personal_honor": 3},
    ]  # fmt: skip
    for title, expected in (("T Low", "legal"), ("T High", "illegal")):
        cards = [card("soeka", "Doji Soeka", "me"), card("p", title, "them")]
        assert check(board(defs, cards), "me", "soeka", 0).status == expected


# -- tokens -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "has", "lacks"),
    [
        ("<b>Battle:</b> Bow a target Personality with a Poison token.", "poison", None),
        ("<b>Battle:</b> Target another player's Personality who has a Madness token.",
         "madness", None),
        ("<b>Battle:</b> Bow a target Weapon without a Masterwork token.", None, "masterwork"),
        ("<b>Battle:</b> Bow a target Personality with no Training tokens.", None, "training"),
    ],
)  # fmt: skip
def test_tokens(text: str, has: str | None, lacks: str | None) -> None:
    t = _target(text)
    assert t.select.has_token == has and t.select.lacks_token == lacks


@pytest.mark.parametrize(
    "text",
    [
        # ("with a Poison token or without abilities" is read since h46tgt: any_of, with
        # Selector.lacks_abilities, tests/test_without_abilities.py)
        "<b>Battle:</b> Bow a target Personality with a Poison tokens.",
        "<b>Battle:</b> Bow a target Personality with a -1F/-1C Poison token.",
        # (a modifier after alternatives, of one keyword or of both: two readings kept,
        # tests/test_target_modifier_scope.py)
    ],
)
def test_tokens_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(("tokens", "expected"), [(["Poison"], "legal"), ([], "illegal")])
def test_tokens_on_the_board(tokens: list[str], expected: str) -> None:
    ab = imported(
        "<b>Open:</b> Bow a target Personality with a Poison token.", "T Edge", CardType.STRATEGY
    )
    defs = [
        {"title": "T Edge", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2},
    ]
    cards = [card("edge", "T Edge", "me", zone="hand"), card("p", "T Man", "them", tokens=tokens)]
    assert check(board(defs, cards), "me", "edge", 0).status == expected


# -- opposing the card itself; a stat after a possessive target ---------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Target a Personality opposing Takichi at the current battlefield: Bow him.",
        "<b>Battle:</b> Bow a target Personality opposing this Personality.",
        "<b>Battle:</b> Bow a target Personality opposing this card.",
    ],
)
def test_opposing_the_card_itself(text: str) -> None:
    t = _target(text, "Daidoji Takichi", CardType.PERSONALITY)
    assert t.select.opposing == SOURCE


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Bow a target Personality opposing Hida.",  # another card
        "<b>Battle:</b> Bow a target Personality opposing him.",  # whom?
        "<b>Battle:</b> Bow a target Personality opposing this Follower.",  # not this card
    ],
)
def test_opposing_others_refused(text: str) -> None:
    _refused(text, "Daidoji Takichi", CardType.PERSONALITY)


def test_opposing_on_the_board() -> None:
    text = "<b>Battle:</b> Target a Personality opposing Takichi: Bow him."
    ab = imported(text, "Daidoji Takichi", CardType.PERSONALITY)
    defs = [
        {"title": "Daidoji Takichi", "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2},
    ]
    combat = {
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "them-p1",
        "attacker": "me",
    }
    here = {"zone": "battlefield", "battlefield": "them-p1"}
    for foe, expected in ((here, "legal"), ({}, "illegal")):
        cards = [card("tak", "Daidoji Takichi", "me", **here), card("p", "T Man", "them", **foe)]
        assert check(board(defs, cards, **combat), "me", "tak", 0).status == expected


def test_a_stat_after_a_possessive_target_is_the_effects() -> None:
    (action,) = import_text(
        "<b>Battle:</b> Give a target Personality or Follower a Force penalty equal to your "
        "target Personality's Chi.",
        title="T Rain",
        card_type=CardType.STRATEGY,
    ).actions
    assert action.full and action.ability is not None
    _first, second = action.ability.targets
    assert second.select.controller is Controller.YOU and second.select.type == (
        CardType.PERSONALITY,
    )
    assert not second.where and not second.select.keyword


# -- "and target": two clauses; a card type or attachment; more keywords -----------------------


def test_and_target_joins_two_clauses() -> None:
    (action,) = import_text(
        "<b>Battle:</b> Target your unbowed Personality and target an enemy Personality with "
        "equal or higher Chi.",
        title="T Steel",
        card_type=CardType.STRATEGY,
    ).actions
    assert action.full and action.ability is not None
    first, second = action.ability.targets
    assert first.select.controller is Controller.YOU
    assert second.where == ("target2.chi >= target1.chi",)


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Move home this unit and a target enemy unit.",  # the verb is shared
        "<b>Battle:</b> Lose 2 Honor or target a Personality.",  # a choice: optional
        "<b>Battle:</b> Bow your Personality or target a Personality.",
        # a choice: the targeting in one of its alternatives is optional
        "<b>Battle:</b> Lose 1 Honor or discard a card and target a Personality.",
    ],
)
def test_other_words_before_a_target_still_refused(text: str) -> None:
    _refused(text)


def test_a_card_type_or_attachment() -> None:
    t = _target("<b>Battle:</b> Straighten your target Personality or attachment.")
    assert set(t.select.type) == {
        CardType.PERSONALITY,
        CardType.FOLLOWER,
        CardType.ITEM,
        CardType.SPELL,
        CardType.ANCESTOR,
    }


def test_dead_not_discarded() -> None:
    from model.cardtext.targets import find_phrases

    got = find_phrases("Target your dead (not discarded) Phoenix Clan Personality.", "T", None)
    assert not isinstance(got, str)
    (phrase,) = got
    assert phrase.select.dead is True and phrase.select.location is Place.DYNASTY_DISCARD


@pytest.mark.parametrize(("keyword", "title"), [("political", "Political"), ("kharmic", "Kharmic")])
def test_more_keywords(keyword: str, title: str) -> None:
    t = _target(f"<b>Open:</b> Put a target {title} Strategy in your discard pile into your hand.")
    assert t.select.keyword == (keyword,) and t.select.location is Place.FATE_DISCARD


@pytest.mark.parametrize(("enemy_chi", "expected"), [(3, "legal"), (1, "illegal")])
def test_and_target_on_the_board(enemy_chi: int, expected: str) -> None:
    text = (
        "<b>Open:</b> Target your unbowed Personality and target an enemy Personality with "
        "equal or higher Chi."
    )
    defs = [
        {"title": "T Mine", "type": "personality", "chi": 2},
        {"title": "T Foe", "type": "personality", "chi": enemy_chi},
    ]
    cards = [card("mine", "T Mine", "me"), card("foe", "T Foe", "them")]
    assert played(text, defs, cards) == expected


# -- possessive alternatives; "with an attachment"; "give another target ..." -----------------


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Reduce a target enemy Follower or Personality's Force by 2.",
        "<b>Battle:</b> Reduce a target enemy Follower's or Personality's Force by 2.",
    ],
)
def test_possessive_alternatives(text: str) -> None:
    t = _target(text)
    assert set(t.select.type) == {CardType.FOLLOWER, CardType.PERSONALITY}
    assert t.select.controller is Controller.OPPONENT


def test_with_an_attachment() -> None:
    t = _target("<b>Battle:</b> Give a target Personality with an attachment +2F.")
    assert t.select.has_attachment is not None
    assert set(t.select.has_attachment.type) == {
        CardType.FOLLOWER,
        CardType.ITEM,
        CardType.SPELL,
        CardType.ANCESTOR,
    }


def test_give_another_target_a_keyword() -> None:
    t = _target(
        "<b>Limited:</b> Give another target Mantis Clan Personality Conqueror.",
        "Okazaki",
        CardType.PERSONALITY,
    )
    assert t.select.clan == "mantis" and t.select.other_than == (SOURCE,)
    assert t.select.keyword == ()


@pytest.mark.parametrize(("attached", "expected"), [(True, "legal"), (False, "illegal")])
def test_with_an_attachment_on_the_board(attached: bool, expected: str) -> None:
    ab = imported(
        "<b>Open:</b> Give a target Personality with an attachment +2F.",
        "T Edge",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Edge", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2},
        {"title": "T Follower", "type": "follower", "force": 1},
    ]
    cards = [card("edge", "T Edge", "me", zone="hand"), card("p", "T Man", "them")]
    if attached:
        cards.append(card("f", "T Follower", "them", attached_to="p"))
    assert check(board(defs, cards), "me", "edge", 0).status == expected


# -- two targets of one verb ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Target your Personality and an enemy Personality with lower Force.",
        "<b>Battle:</b> Move home your target Ninja Personality and a target enemy Personality.",
        "<b>Battle:</b> Target your unbowed Personality and target an enemy Personality.",
    ],
)
def test_two_targets_of_one_verb(text: str) -> None:
    """Abilities and actions / B, its example "Target a Samurai and a Shugenja": one verb
    "target" names both."""
    (action,) = import_text(text, title="T Brawl", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    first, second = action.ability.targets
    assert first.select.controller is Controller.YOU
    assert second.select.controller is Controller.OPPONENT


def test_a_second_target_of_may_target_is_optional() -> None:
    (action,) = import_text(
        "<b>Battle:</b> Gain 1 Honor. You may target your Personality and an enemy Personality.",
        title="T Brawl",
        card_type=CardType.STRATEGY,
    ).actions
    assert action.ability is not None and all(t.optional for t in action.ability.targets)


@pytest.mark.parametrize(
    "text",
    [
        # the same card could fill both: two cards, which no rule makes distinct slots
        "<b>Open:</b> Target your performing Personality and your performing Nonhuman "
        "Personality to gain 1 Honor.",
        # ("Target your Personality and another Personality" on a Strategy: the other is
        # other than the first, tests/test_cardtext_target_clauses.py)
        "<b>Battle:</b> Target your Personality and an enemy Personality and a Holding.",
        "<b>Battle:</b> Target your Personality and an enemy Personality or an enemy Holding.",
        "<b>Battle:</b> Move home this unit and a target enemy unit.",
    ],
)
def test_two_targets_of_one_verb_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(("foe_force", "expected"), [(1, "legal"), (3, "illegal")])
def test_two_targets_of_one_verb_on_the_board(foe_force: int, expected: str) -> None:
    text = "<b>Open:</b> Target your Personality and an enemy Personality with lower Force."
    defs = [
        {"title": "T Mine", "type": "personality", "force": 2},
        {"title": "T Foe", "type": "personality", "force": foe_force},
    ]
    cards = [card("mine", "T Mine", "me"), card("foe", "T Foe", "them")]
    assert played(text, defs, cards) == expected


def test_human_in_a_condition() -> None:
    from model.cardtext.conditions import parse_condition

    got = parse_condition("this Shugenja is Human", "T Spell", CardType.SPELL)
    assert not isinstance(got, str)
    assert got.matches is not None and got.matches.not_keyword == ("nonhuman",)


@pytest.mark.parametrize(
    ("text", "place", "controller"),
    [
        ("<b>Battle:</b> Move your target unbowed Personality in your home to the current "
         "battlefield.", Place.HOME, Controller.YOU),
        ("<b>Battle:</b> Remove a target dead Personality in any player's discard pile from the "
         "game.", Place.DYNASTY_DISCARD, Controller.ANY),
        ("<b>Battle:</b> Bow a target Personality in any discard pile.", Place.DYNASTY_DISCARD,
         Controller.ANY),
        ("<b>Battle:</b> Remove your target Personality from the game.", None, Controller.YOU),
    ],
)  # fmt: skip
def test_places_said_again_or_elsewhere(
    text: str, place: Place | None, controller: Controller
) -> None:
    t = _target(text)
    assert t.select.location is place and t.select.controller is controller


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Bow a target dead Personality in your Fate discard pile.",
        "<b>Battle:</b> Bow a target enemy Personality in your home.",
        "<b>Battle:</b> Bow a target Personality at home in your home.",
    ],
)
def test_places_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    "text",
    [
        # a unit's keyword is every card's in it (Reference 04, unit keywords): not read here
        "<b>Battle:</b> Bow a target Cavalry or Naval unit.",
        "<b>Battle:</b> Bow a target non-Cavalry unit.",
        "<b>Battle:</b> Bow a target Human unit.",
    ],
)
def test_qualifiers_of_a_unit_refused(text: str) -> None:
    _refused(text)


# -- "without a Weapon or Armor", "than this Shugenja", "X or a Y" ----------------------------


def test_without_either_of_two_keywords() -> None:
    t = _target("<b>Battle:</b> Bow a target enemy card without a Weapon or Armor.")
    assert t.select.lacks_attachment is not None
    assert t.select.lacks_attachment.any_keyword == ("weapon", "armor")


def test_than_this_shugenja_on_a_spell() -> None:
    t = _target(
        "<b>Battle:</b> Bow a target enemy Personality with lower Chi than this Shugenja.",
        "T Spell",
        CardType.SPELL,
    )
    assert t.where == ("target1.chi < bearer.chi",)
    _refused("<b>Battle:</b> Bow a target enemy Personality with lower Chi than this Shugenja.")


def test_either_card() -> None:
    t = _target("<b>Open:</b> Target a Holding or your Stronghold: Straighten it.")
    assert set(t.select.type) == {CardType.HOLDING, CardType.STRONGHOLD}
    first, second = t.select.any_of
    assert first.controller is Controller.ANY and second.controller is Controller.YOU


@pytest.mark.parametrize(
    "text",
    [
        # ("a target attachment or a target dishonorable Personality": one target of either,
        # tests/test_target_or_target.py)
        "<b>Battle:</b> Bow a target Follower or a Personality with lower Force.",  # whose?
        "<b>Battle:</b> Bow a target Personality or a Follower attached to him.",
        "<b>Battle:</b> Bow a target Follower or a Personality in your discard pile.",
        # a modifier after the second: of it, or of both?
        "<b>Battle:</b> Target a Holding or a Personality at home.",
        "<b>Battle:</b> Target a dishonorable Personality or a card without attachments.",
    ],
)
def test_either_card_refused(text: str) -> None:
    _refused(text, "T Guy", CardType.PERSONALITY)


@pytest.mark.parametrize(
    ("mine", "expected"),
    [({"title": "T Stronghold", "type": "stronghold"}, "legal"), (None, "illegal")],
)
def test_either_card_on_the_board(mine: dict[str, str] | None, expected: str) -> None:
    ab = imported(
        "<b>Open:</b> Target a Holding or your Stronghold: Straighten it.",
        "T Edge",
        CardType.STRATEGY,
    )
    defs: list[dict[str, Any]] = [
        {"title": "T Edge", "type": "strategy", "abilities": [ab]},
        {"title": "T Keep", "type": "stronghold"},
    ]
    cards = [card("edge", "T Edge", "me", zone="hand"), card("keep", "T Keep", "them")]
    if mine is not None:
        defs.append(mine)
        cards.append(card("sh", "T Stronghold", "me"))
    assert check(board(defs, cards), "me", "edge", 0).status == expected


@pytest.mark.parametrize(
    ("text", "where", "place"),
    [
        ("<b>Battle:</b> Target a card with lower Gold Cost in a unit: Bow it.",
         "target1.gold_cost < source.gold_cost", Place.IN_PLAY),
        ("<b>Battle:</b> Bow a target Personality with an equal or lower Gold Cost.",
         "target1.gold_cost <= source.gold_cost", None),
    ],
)  # fmt: skip
def test_a_comparison_then_a_place(text: str, where: str, place: Place | None) -> None:
    t = _target(text, "Yoritomo Hama", CardType.PERSONALITY)
    assert t.where == (where,) and t.select.location is place


def test_a_comparison_then_an_unread_place_refused() -> None:
    _refused(
        "<b>Battle:</b> Bow a target Personality with lower Force in his army.",
        "Yoritomo Hama",
        CardType.PERSONALITY,
    )


# -- a grouped target controlled by one player --------------------------------------------------


def test_controlled_by_the_same_player() -> None:
    t = _target("<b>Battle:</b> Target two Personalities controlled by the same player: Bow them.")
    assert t.count == 2 and t.select.same_controller


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Target a Personality controlled by the same player.",  # as whom?
        "<b>Battle:</b> Target one or two Personalities controlled by the same player.",
        # ("at different locations" is read: tests/test_cardtext_target_phrases.py)
    ],
)
def test_controlled_by_the_same_player_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("owners", "expected"),
    [(("me", "me"), "legal"), (("them", "them"), "legal"), (("me", "them"), "illegal")],
)
def test_controlled_by_the_same_player_on_the_board(owners: tuple[str, str], expected: str) -> None:
    ab = imported(
        "<b>Open:</b> Target two Personalities controlled by the same player: Bow them.",
        "T Edge",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Edge", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2},
    ]
    cards = [
        card("edge", "T Edge", "me", zone="hand"),
        card("a", "T Man", owners[0]),
        card("b", "T Man", owners[1]),
    ]
    assert check(board(defs, cards), "me", "edge", 0).status == expected


def test_controlled_by_the_same_player_matches_the_brute_force() -> None:
    from model.state import View
    from solver.targeting import brute_force_target_sets, build_problem, iter_target_sets

    ab = imported(
        "<b>Open:</b> Target two Personalities controlled by the same player: Bow them.",
        "T Edge",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Edge", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2},
    ]
    cards = [card("edge", "T Edge", "me", zone="hand")] + [
        card(f"p{i}", "T Man", owner) for i, owner in enumerate(("me", "me", "them", "them", "me"))
    ]
    loaded = board(defs, cards)
    v = View.of(loaded.state, loaded.library)
    problem = build_problem(v, "me", "edge", loaded.library["T Edge"].abilities[0])
    sets = list(iter_target_sets(problem))
    assert sets == brute_force_target_sets(problem)
    # 3 pairs of mine, 1 of theirs
    assert len(sets) == 4


def test_a_possessive_target_at_the_end_of_a_sentence() -> None:
    """A possessive noun with nothing after it (once an IndexError on a set file's text)."""
    from model.cardtext.targets import find_phrases

    got = find_phrases(
        "set Eisai's Force equal to equal a target enemy Personality's.",
        "Hoshi Eisai",
        CardType.PERSONALITY,
    )
    assert not isinstance(got, str) and len(got) == 1


def test_a_type_or_a_keyword() -> None:
    t = _target("<b>Battle:</b> Bow your target unbowed Follower or Weapon.")
    kinds = t.select.any_of
    assert kinds[0].type == (CardType.FOLLOWER,) and kinds[1].keyword == ("weapon",)
    assert t.select.type == () and t.select.bowed is False
    _refused("<b>Battle:</b> Destroy a target enemy Follower or Weapon with Force 2 or less.")


@pytest.mark.parametrize(("keywords", "expected"), [(["weapon"], "legal"), ([], "illegal")])
def test_a_type_or_a_keyword_on_the_board(keywords: list[str], expected: str) -> None:
    ab = imported(
        "<b>Open:</b> Bow your target unbowed Follower or Weapon.", "T Edge", CardType.STRATEGY
    )
    defs = [
        {"title": "T Edge", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2},
        {"title": "T Gear", "type": "item", "keywords": keywords},
    ]
    cards = [
        card("edge", "T Edge", "me", zone="hand"),
        card("p", "T Man", "me"),
        card("g", "T Gear", "me", attached_to="p"),
    ]
    assert check(board(defs, cards), "me", "edge", 0).status == expected


def test_a_terrain_in_your_discard_pile_is_in_the_fate_one() -> None:
    """ "Terrain is a Strategy keyword" (Reference 03): a Fate card."""
    t = _target("<b>Limited:</b> Put a target Terrain in your discard pile into your hand.")
    assert t.select.location is Place.FATE_DISCARD and t.select.keyword == ("terrain",)
    # a Weapon's deck is not known from the rules files: either of your discard piles
    # (h37full; before: refused as "which pile?")
    t = _target("<b>Limited:</b> Put a target Weapon in your discard pile into your hand.")
    assert t.select.location is Place.DISCARD and t.select.keyword == ("weapon",)


def test_keyword_alternatives_at_any_location() -> None:
    t = _target("<b>Battle:</b> Bow your target unbowed Courtier or Shugenja at any location.")
    assert t.select.any_keyword == ("courtier", "shugenja") and t.select.location is Place.IN_PLAY
    _refused("<b>Battle:</b> Bow your target unbowed Courtier or Shugenja at home.")
    _refused("<b>Battle:</b> Bow your target unbowed Courtier or Shugenja in a unit.")


def test_same_controller_only_on_a_target() -> None:
    from model.selectors import Selector

    with pytest.raises(ValueError):
        Selector(any_of=(Selector(same_controller=True),))
    with pytest.raises(ValueError):
        Selector(has_attachment=Selector(same_controller=True))


def test_keyword_alternatives_then_the_keywords_given() -> None:
    t = _target("<b>Open:</b> Give your target Monk or Shugenja Air, Earth, Fire, or Water.")
    assert t.select.any_keyword == ("monk", "shugenja") and not t.select.keyword


@pytest.mark.parametrize(("face_up", "expected"), [(True, "legal"), (False, "illegal")])
def test_a_face_down_card_in_a_province_is_no_known_personality(
    face_up: bool, expected: str
) -> None:
    """Nobody knows a face-down card in a Province, not even its owner (Reference 05, Game Area
    Knowledge): it can't be chosen as "your Personality in a Province"."""
    text = "<b>Open:</b> Give Reserve to your target Personality in a Province."
    defs = [{"title": "T Hidden", "type": "personality", "force": 2}]
    cards = [card("hidden", "T Hidden", "me", zone="province", province=0, face_up=face_up)]
    assert played(text, defs, cards) == expected
