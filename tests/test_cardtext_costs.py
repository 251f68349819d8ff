"""Costs of the constraints block read from card text (issue 13; Costs and restrictions /
Costs, Conditional costs, Optional costs): a cost on the card named before it ("bow him"),
a condition written after a cost ("unless he is Fire or Thunder"), a Gold cost priced by a
target ("pay Gold equal to its Gold Cost"). Each is checked on the board: a cost that can't be
paid makes the action illegal, a payable (or not due) one leaves it legal."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import GoldFrom
from model.cardtext import import_text
from model.common import CardType
from model.selectors import BEARER, SOURCE
from solver.good_faith import check
from tests.builders import board, card, imported


def _action(text: str, title: str, card_type: CardType) -> Any:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    return action


# -- conditions written after a cost --------------------------------------------------------


def test_unless_with_alternative_keywords_is_one_condition() -> None:
    text = "<b>Battle:</b> Bow this Shugenja unless he is Fire or Thunder: Draw a card."
    action = _action(text, "T Sun", CardType.SPELL)
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    assert cost.bow == BEARER
    assert cost.unless is not None and cost.unless.card == BEARER
    assert cost.unless.matches is not None
    assert cost.unless.matches.any_keyword == ("fire", "thunder")


def test_a_condition_naming_the_bearer_after_a_cost_on_the_card() -> None:
    text = "<b>Battle:</b> Destroy this card unless this Shugenja is Void: Draw a card."
    (cost,) = _action(text, "T Step", CardType.SPELL).ability.costs
    assert cost.destroy == SOURCE and cost.unless is not None and cost.unless.card == BEARER


def test_if_not_after_a_cost_is_paid_only_when_it_holds() -> None:
    text = (
        "<b>Battle:</b> Choose your performing unbowed Ninja Personality, bow him if he is "
        "not Shadowlands, and target a Personality: Draw a card."
    )
    action = _action(text, "T Night", CardType.STRATEGY)
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    assert cost.bow == "performer" and cost.only_if is not None and cost.only_if.none_of


@pytest.mark.parametrize(
    "text",
    [
        # a word neither the keyword nor the state vocabulary names: refused, never dropped
        # (states such as "home" are read: tests/test_cardtext_costs_picks.py)
        "<b>Battle:</b> Bow this Shugenja if he is Unique: Draw a card.",
        "<b>Battle:</b> Bow this Shugenja unless he is Bold: Draw a card.",
        # a condition after a target is no conditional cost
        "<b>Battle:</b> Target a Personality who must be non-Unique unless this Shugenja is "
        "Void: Bow him.",
    ],
)
def test_conditions_it_does_not_read_are_refused(text: str) -> None:
    action = _action(text, "T Spell", CardType.SPELL)
    assert not action.costs


PERFORMER_MONK = "<b>Open:</b> Bow your performing Monk unless he is Void: Draw a card."


@pytest.mark.parametrize(
    ("bowed", "void", "expected"),
    [(False, False, "legal"), (True, False, "illegal"), (True, True, "legal")],
)
def test_a_performer_cost_unless_he_is_void_on_the_board(
    bowed: bool, void: bool, expected: str
) -> None:
    ab = imported(PERFORMER_MONK, "T Disappear", CardType.STRATEGY)
    keywords = ["monk", "void"] if void else ["monk"]
    loaded = board(
        [
            {"title": "T Disappear", "type": "strategy", "abilities": [ab]},
            {"title": "T Monk", "type": "personality", "keywords": keywords, "force": 1},
        ],
        [
            card("s", "T Disappear", "me", zone="hand"),
            card("monk", "T Monk", "me", bowed=bowed),
        ],
    )
    assert check(loaded, "me", "s", 0).status == expected


# -- a cost on the card named before it ------------------------------------------------------


def test_a_pronoun_names_the_one_card_before_it() -> None:
    text = (
        "<b>Battle:</b> Bow your performing Shugenja, and destroy him unless he is Nonhuman: "
        "Draw a card."
    )
    costs = _action(text, "T Pearls", CardType.STRATEGY).ability.costs
    assert [c.bow or c.destroy for c in costs] == ["performer", "performer"]
    assert costs[1].unless is not None and costs[1].unless.card == "performer"
    bearer = (
        "<b>Battle:</b> Destroy this card, bow this Shugenja, destroy him unless he is Void, "
        "and target an enemy Personality: Bow him."
    )
    costs = _action(bearer, "T Extend", CardType.SPELL).ability.costs
    assert [c.kind for c in costs] == ["destroy", "bow", "destroy"]
    assert costs[2].destroy == BEARER


def test_may_before_a_cost_makes_it_optional() -> None:
    text = (
        "<b>Limited:</b> Choose your performing unbowed Samurai and you may bow him: Draw a card."
    )
    (cost,) = _action(text, "T Question", CardType.STRATEGY).ability.costs
    assert cost.bow == "performer" and cost.optional


@pytest.mark.parametrize(
    "text",
    [
        # the antecedent is in the trigger or a restriction, not in the constraints
        "<b>Reaction:</b> After another player's Battle action targets T Sawaki, destroy him: "
        "Draw a card.",
        "<b>Battle:</b> If this Shugenja is unbowed, bow him unless he is Water: Draw a card.",
        # "him" after a card that is no Personality, "it" after a Personality
        "<b>Battle:</b> Target an enemy Holding and bow him: Draw a card.",
        "<b>Battle:</b> Target an enemy Personality and bow it: Draw a card.",
        # two targets before: which one?
        "<b>Battle:</b> Target two enemy Personalities and bow him: Draw a card.",
    ],
)
def test_a_pronoun_without_one_antecedent_is_refused(text: str) -> None:
    action = _action(text, "T Sawaki", CardType.PERSONALITY)
    assert not action.costs


def test_a_target_bowed_as_a_cost_on_the_board() -> None:
    """ "Target a Personality and bow him": no cost is paid with another player's cards."""
    text = "<b>Open:</b> Target a Personality and bow him: Draw a card."
    ab = imported(text, "T Ruse", CardType.STRATEGY)
    assert ab["costs"] == [{"bow": "target1"}]

    def status(owner: str, bowed: bool) -> str:
        loaded = board(
            [
                {"title": "T Ruse", "type": "strategy", "abilities": [ab]},
                {"title": "T Guy", "type": "personality", "force": 1},
            ],
            [card("s", "T Ruse", "me", zone="hand"), card("guy", "T Guy", owner, bowed=bowed)],
        )
        return check(loaded, "me", "s", 0).status

    assert status("me", False) == "legal"
    assert status("me", True) == "illegal"
    assert status("them", False) == "illegal"


# -- Gold costs priced by a target ------------------------------------------------------------


def test_gold_equal_to_a_targets_gold_cost() -> None:
    text = (
        "<b>Battle:</b> Target an enemy card without attachments and pay Gold equal to its "
        "Gold Cost: Destroy it."
    )
    (cost,) = _action(text, "T Singh", CardType.PERSONALITY).ability.costs
    assert cost.gold == GoldFrom(equal_to="target1.gold_cost")
    text = (
        "<b>Limited:</b> Target a Personality, pay Gold equal to his unit's total Gold Cost "
        "plus four, and bow T Sachina: Draw a card."
    )
    costs = _action(text, "T Sachina", CardType.PERSONALITY).ability.costs
    assert costs[0].gold == GoldFrom(equal_to="target1.total_gold_cost", plus=4)
    assert costs[1].bow == SOURCE
    optional = text.replace("Target a Personality, pay", "Target a Personality, you may pay")
    assert _action(optional, "T Sachina", CardType.PERSONALITY).ability.costs[0].optional


@pytest.mark.parametrize(
    "text",
    [
        # counts the relation language does not name: refused ("base" values are read:
        # tests/test_cardtext_costs_extra.py)
        "<b>Open:</b> Target a dishonorable Personality and pay Gold equal to his number of "
        "Followers: Bow him.",
        # "its unit's": only a Personality heads a unit
        "<b>Open:</b> Target an enemy Holding and pay Gold equal to its unit's total Gold Cost: "
        "Bow it.",
    ],
)
def test_gold_prices_it_does_not_read_are_refused(text: str) -> None:
    assert not _action(text, "T Deal", CardType.STRATEGY).costs


@pytest.mark.parametrize(("gold_cost", "expected"), [(2, "legal"), (4, "illegal")])
def test_gold_equal_to_its_gold_cost_on_the_board(gold_cost: int, expected: str) -> None:
    text = "<b>Open:</b> Target an enemy Holding and pay Gold equal to its Gold Cost: Destroy it."
    ab = imported(text, "T Singh", CardType.PERSONALITY)
    loaded = board(
        [
            {"title": "T Singh", "type": "personality", "force": 1, "abilities": [ab]},
            {"title": "T Mine", "type": "holding", "gold_cost": 3, "production": [{"gold": 3}]},
            {"title": "T Prize", "type": "holding", "gold_cost": gold_cost},
        ],
        [
            card("singh", "T Singh", "me"),
            card("mine", "T Mine", "me"),
            card("prize", "T Prize", "them"),
        ],
    )
    assert check(loaded, "me", "singh", 0).status == expected


# -- alternatives and picks of your cards ----------------------------------------------------

YAYU = "<b>Open:</b> Bow or destroy one of Yayu's Spells: Draw a card."


def test_two_verbs_on_one_card_are_alternatives() -> None:
    action = _action(YAYU, "Tamori T Yayu", CardType.PERSONALITY)
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    assert [alt.kind for alt in cost.any_of] == ["bow", "destroy"]
    # "his" Weapons on a Strategy: whose? (refused)
    text = "<b>Battle:</b> Bow or destroy one of his Weapons: Draw a card."
    assert not _action(text, "T Cut", CardType.STRATEGY).costs


@pytest.mark.parametrize(
    ("spell", "expected"), [(None, "illegal"), (False, "legal"), (True, "legal")]
)
def test_bow_or_destroy_one_of_his_spells_on_the_board(spell: bool | None, expected: str) -> None:
    """A bowed Spell can't bow, but it can still be destroyed: one alternative is enough."""
    ab = imported(YAYU, "Tamori T Yayu", CardType.PERSONALITY)
    cards = [card("yayu", "Tamori T Yayu", "me")]
    if spell is not None:
        cards.append(card("sp", "T Spell", "me", attached_to="yayu", bowed=spell))
    loaded = board(
        [
            {"title": "Tamori T Yayu", "type": "personality", "force": 1, "abilities": [ab]},
            {"title": "T Spell", "type": "spell"},
        ],
        cards,
    )
    assert check(loaded, "me", "yayu", 0).status == expected


SHOSEI = "<b>Limited:</b> Bow T Shosei or one of your Temple Holdings: Gain 1 Honor."
PRAYER = "<b>Limited:</b> Bow one of your Temple Holdings: Gain 1 Honor."


def test_a_card_or_one_of_your_keyword_holdings() -> None:
    (cost,) = imported(SHOSEI, "T Shosei", CardType.PERSONALITY)["costs"]
    assert cost["any_of"][0] == {"bow": "source"}
    assert cost["any_of"][1]["bow"]["select"] == {
        "type": ["holding"],
        "keyword": ["temple"],
        "controller": "you",
    }


@pytest.mark.parametrize(
    ("temple", "expected"), [(None, "illegal"), (False, "legal"), (True, "illegal")]
)
def test_one_of_your_keyword_holdings_on_the_board(temple: bool | None, expected: str) -> None:
    ab = imported(PRAYER, "T Prayer", CardType.STRATEGY)
    cards = [card("s", "T Prayer", "me", zone="hand")]
    if temple is not None:
        cards.append(card("tm", "T Temple", "me", bowed=temple))
    cards.append(card("their", "T Temple", "them"))  # never pays another player's cost
    cards.append(card("farm", "T Farm", "me"))  # a Holding without the keyword
    loaded = board(
        [
            {"title": "T Prayer", "type": "strategy", "abilities": [ab]},
            {"title": "T Temple", "type": "holding", "keywords": ["temple"]},
            {"title": "T Farm", "type": "holding", "keywords": ["farm"]},
        ],
        cards,
    )
    assert check(loaded, "me", "s", 0).status == expected


def test_one_of_your_unknown_kind_is_refused() -> None:
    text = "<b>Limited:</b> Bow one of your Bogus Holdings: Gain 1 Honor."
    assert not _action(text, "T Shosei", CardType.PERSONALITY).costs
    text = "<b>Limited:</b> Bow one of T Other's Spells: Gain 1 Honor."
    assert not _action(text, "T Shosei", CardType.PERSONALITY).costs


# -- removing the card from the game ---------------------------------------------------------

HUNTER = "<b>Limited:</b> Remove this card from the game: Gain 1 Honor."


def test_remove_this_card_from_the_game_is_a_cost_of_a_card_in_play() -> None:
    (cost,) = _action(HUNTER, "T Hunter", CardType.FOLLOWER).ability.costs
    assert cost.remove_from_game == SOURCE
    from model.describe import cost_text

    assert cost_text(cost) == "remove this card from the game"
    # an Event: not read (a Strategy removing itself while played: test_cardtext_costs_extra)
    assert not _action(HUNTER, "T Lesson", CardType.EVENT).costs
    # another card: not read
    other = "<b>Limited:</b> Remove your Personality from the game: Gain 1 Honor."
    assert not _action(other, "T Hunter", CardType.FOLLOWER).costs


def test_remove_this_card_from_the_game_on_the_board() -> None:
    from solver.after_costs import after_costs
    from solver.verdict import Announcement

    ab = imported(HUNTER, "T Hunter", CardType.HOLDING)
    loaded = board(
        [{"title": "T Hunter", "type": "holding", "abilities": [ab]}],
        [card("h", "T Hunter", "me")],
    )
    assert check(loaded, "me", "h", 0).status == "legal"
    after = after_costs(loaded, "me", Announcement.of("h", 0))
    (inst,) = [c for c in after.state.cards if c.id == "h"]
    assert inst.zone.value == "removed"


# -- moving a performer home; an optional discard ----------------------------------------------

FEINT = "<b>Battle:</b> Move your performing Ninja Personality home: Gain 1 Honor."


def test_move_your_performer_home_is_a_cost() -> None:
    action = _action(FEINT, "T Feint", CardType.STRATEGY)
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    assert cost.move_home == "performer"
    (discard,) = _action(
        "<b>Battle:</b> You may discard a card: Gain 1 Honor.", "T Shika", CardType.PERSONALITY
    ).ability.costs
    assert discard.discard_from_hand == 1 and discard.optional


@pytest.mark.parametrize(("where", "expected"), [("battlefield", "legal"), ("home", "illegal")])
def test_move_your_performer_home_on_the_board(where: str, expected: str) -> None:
    """A Personality already home can't pay "move him home" (a card already in the cost's end
    state can't pay it): with the only Ninja home, the action is illegal."""
    ab = imported(FEINT, "T Feint", CardType.STRATEGY)
    at = {"battlefield": "them-p1"} if where == "battlefield" else {}
    loaded = board(
        [
            {"title": "T Feint", "type": "strategy", "abilities": [ab]},
            {"title": "T Ninja", "type": "personality", "keywords": ["ninja"], "force": 1},
            {"title": "T Guard", "type": "personality", "force": 1},
        ],
        [
            card("s", "T Feint", "me", zone="hand"),
            card("ninja", "T Ninja", "me", zone=where, **at),
            card("guard", "T Guard", "me", zone="battlefield", battlefield="them-p1"),
        ],
        phase="attack",
        segment="combat",
        current_battlefield="them-p1",
        attacker="me",
    )
    assert check(loaded, "me", "s", 0).status == expected


def test_pay_zero_or_more_gold_is_any_amount() -> None:
    """The star Gold icon in words (Reference 04: "pay any amount of Gold"), not an "or"."""
    text = "<b>Battle:</b> Pay zero or more Gold: Gain 1 Honor."
    (cost,) = _action(text, "T Sword", CardType.ITEM).ability.costs
    assert cost.gold == "*"


# -- tokens taken off a card -----------------------------------------------------------------

TORAZU = "<b>Open:</b> Destroy a Fire token on Torazu: Gain 1 Honor."


def test_a_token_on_the_card_or_on_the_performer() -> None:
    (cost,) = _action(TORAZU, "Togashi Torazu", CardType.PERSONALITY).ability.costs
    assert cost.token is not None and (cost.token.name, cost.token.on) == ("Fire", SOURCE)
    text = "<b>Battle:</b> Destroy a Fire token on your performing Personality: Gain 1 Honor."
    action = _action(text, "T Monastery", CardType.HOLDING)
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    assert cost.token is not None and cost.token.on == "performer"
    # a token on a card the grammar does not name: refused
    text = "<b>Battle:</b> Destroy a Fire token on the Emperor: Gain 1 Honor."
    assert not _action(text, "T Monastery", CardType.HOLDING).costs


@pytest.mark.parametrize(
    ("tokens", "expected"), [(["Fire", "fire"], "legal"), ([], "illegal"), (["Sake"], "illegal")]
)
def test_a_token_cost_on_the_board(tokens: list[str], expected: str) -> None:
    from solver.after_costs import after_costs
    from solver.verdict import Announcement

    ab = imported(TORAZU, "Togashi Torazu", CardType.PERSONALITY)
    loaded = board(
        [{"title": "Togashi Torazu", "type": "personality", "force": 1, "abilities": [ab]}],
        [card("tz", "Togashi Torazu", "me", tokens=tokens)],
    )
    assert check(loaded, "me", "tz", 0).status == expected
    if expected == "legal":
        after = after_costs(loaded, "me", Announcement.of("tz", 0))
        (inst,) = [c for c in after.state.cards if c.id == "tz"]
        assert len(inst.tokens) == 1  # one of the two Fire tokens is taken off


# -- "or one of his Weapons": the verb shared, "his" the card named before ---------------------

CUT = "<b>Open:</b> Bow your performing Kensai or one of his Weapons: Draw two cards."


def test_or_one_of_his_names_the_performer() -> None:
    (cost,) = _action(CUT, "T Cut", CardType.STRATEGY).ability.costs
    first, second = cost.any_of
    assert first.bow == "performer"
    assert second.bow.select.attached_to == "performer"  # type: ignore[union-attr]
    # after a target, "one of his Spells" on a Personality is one of the target's, not his own
    text = "<b>Open:</b> Target your Personality and bow one of his Spells: Draw a card."
    (cost,) = _action(text, "T Shigemitsu", CardType.PERSONALITY).ability.costs
    assert cost.bow.select.attached_to == "target1"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("kensai_bowed", "weapon_bowed", "expected"),
    [(False, True, "legal"), (True, False, "legal"), (True, True, "illegal")],
)
def test_or_one_of_his_weapons_on_the_board(
    kensai_bowed: bool, weapon_bowed: bool, expected: str
) -> None:
    ab = imported(CUT, "T Cut", CardType.STRATEGY)
    loaded = board(
        [
            {"title": "T Cut", "type": "strategy", "abilities": [ab]},
            {"title": "T Kensai", "type": "personality", "keywords": ["kensai"], "force": 1},
            {"title": "T Katana", "type": "item", "keywords": ["weapon"]},
        ],
        [
            card("s", "T Cut", "me", zone="hand"),
            card("k", "T Kensai", "me", bowed=kensai_bowed),
            card("w", "T Katana", "me", attached_to="k", bowed=weapon_bowed),
        ],
    )
    assert check(loaded, "me", "s", 0).status == expected


NITOSHI = (
    "<b>Limited:</b> Target a Personality and destroy a different one of your Personalities: "
    "Dishonor the target."
)


def test_a_different_one_of_your_personalities() -> None:
    (cost,) = _action(NITOSHI, "T Nitoshi", CardType.PERSONALITY).ability.costs
    assert cost.destroy.select.other_than == ("target1",)  # type: ignore[union-attr]


@pytest.mark.parametrize(("enemy", "expected"), [(False, "illegal"), (True, "legal")])
def test_a_different_one_of_your_personalities_on_the_board(enemy: bool, expected: str) -> None:
    """Alone, Nitoshi is the only target and there is no other Personality of yours to
    destroy; with an enemy Personality to target, Nitoshi himself pays."""
    ab = imported(NITOSHI, "T Nitoshi", CardType.PERSONALITY)
    cards = [card("n", "T Nitoshi", "me")]
    if enemy:
        cards.append(card("foe", "T Foe", "them"))
    loaded = board(
        [
            {"title": "T Nitoshi", "type": "personality", "force": 1, "abilities": [ab]},
            {"title": "T Foe", "type": "personality", "force": 1},
        ],
        cards,
    )
    assert check(loaded, "me", "n", 0).status == expected


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # "he" after a cost on a Spell is its Shugenja, not the Spell: not read as the Spell
        ("<b>Battle:</b> Bow this card if he is Earth: Draw a card.", CardType.SPELL),
        # a target's kind is not known to the condition: not read
        (
            "<b>Battle:</b> Bow your target Samurai unless he is Fire: Draw a card.",
            CardType.STRATEGY,
        ),
    ],
)
def test_a_condition_pronoun_must_fit_the_card_paying(text: str, card_type: CardType) -> None:
    assert not _action(text, "T Hunger", card_type).costs
