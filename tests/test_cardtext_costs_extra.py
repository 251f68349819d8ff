"""More costs of the constraints block read from card text (issue 13; Costs and restrictions /
Costs, Variable costs, Conditional costs): Gold priced by a target's stat, its printed ("base")
value, plus or minus a number; a pronoun naming the card an "even if" or a restriction named;
cards removed from the game. Each is checked on the board: a cost that can't be paid makes the
action illegal, a payable one leaves it legal."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import GoldFrom
from model.cardtext import import_text
from model.common import CardType
from model.selectors import BEARER, SOURCE, Controller
from model.state import View
from model.zones import Place, Zone
from solver.after_costs import after_costs
from solver.good_faith import check
from tests.builders import board, card, imported


def _action(text: str, title: str, card_type: CardType) -> Any:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    return action


# -- Gold priced by a target ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "gold"),
    [
        (
            "<b>Political Limited:</b> Pay Gold equal to a target Personality's base Personal "
            "Honor minus 1: Dishonor him.",
            GoldFrom(equal_to="target1.base_personal_honor", plus=-1),
        ),
        (
            "<b>Battle:</b> Pay Gold equal to a target unit's total Gold Cost minus 5: Bow it.",
            GoldFrom(equal_to="target1.total_gold_cost", plus=-5),
        ),
        (
            "<b>Open:</b> Target a dishonorable Personality and pay Gold equal to his base "
            "Personal Honor plus one: Bow him.",
            GoldFrom(equal_to="target1.base_personal_honor", plus=1),
        ),
        (
            "<b>Open:</b> Target your Spell and pay Gold equal to its base Gold Cost: Bow it.",
            GoldFrom(equal_to="target1.base_gold_cost"),
        ),
        (
            "<b>Battle:</b> Pay Gold equal to a target enemy Personality's Chi: Bow him.",
            GoldFrom(equal_to="target1.chi"),
        ),
    ],
)
def test_gold_priced_by_a_target(text: str, gold: GoldFrom) -> None:
    action = _action(text, "T Jekku", CardType.STRATEGY)
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    assert cost.gold == gold
    assert len(action.ability.targets) == 1 and action.ability.targets[0].name == "target1"


@pytest.mark.parametrize(
    "text",
    [
        # whose stat: the Personality's or the unit's?
        "<b>Battle:</b> Pay Gold equal to a target Personality or unit's total Gold cost minus 4: "
        "Bow it.",
        # a Spell has no Chi of its own
        "<b>Open:</b> Target your Spell and pay Gold equal to its Chi: Bow it.",
        "<b>Open:</b> Pay Gold equal to a target Holding's Personal Honor: Bow it.",
        # a count, not a stat: not read
        "<b>Open:</b> Pay Gold equal to a target Personality's number of Followers: Bow him.",
    ],
)
def test_gold_prices_not_read_are_refused(text: str) -> None:
    assert not _action(text, "T Deal", CardType.STRATEGY).costs


def _jekku_board(base_ph: int, bonus: int, gold: int) -> Any:
    text = (
        "<b>Political Limited:</b> Pay Gold equal to a target Personality's base Personal Honor "
        "minus 1: Dishonor him."
    )
    ab = imported(text, "T Jekku", CardType.PERSONALITY)
    mods = [{"stat": "personal_honor", "amount": bonus, "source": "x"}] if bonus else []
    return board(
        [
            {
                "title": "T Jekku",
                "type": "personality",
                "force": 1,
                "personal_honor": 9,
                "abilities": [ab],
            },
            {"title": "T Mine", "type": "holding", "gold_cost": 3, "production": [{"gold": gold}]},
            {"title": "T Mark", "type": "personality", "force": 1, "personal_honor": base_ph},
        ],
        [
            card("jekku", "T Jekku", "me"),
            card("mine", "T Mine", "me"),
            card("mark", "T Mark", "them", modifiers=mods),
        ],
    )


@pytest.mark.parametrize(
    ("base_ph", "bonus", "gold", "expected"),
    [
        (3, 0, 2, "legal"),  # 3 - 1 = 2 Gold
        (4, 0, 2, "illegal"),  # 3 Gold, the Mine makes 2
        (3, 3, 2, "legal"),  # the base value: the bonus does not raise the price
        (0, 0, 0, "legal"),  # 0 - 1: no Gold to pay (a Gold cost is never below zero)
    ],
)
def test_gold_equal_to_base_personal_honor_minus_one_on_the_board(
    base_ph: int, bonus: int, gold: int, expected: str
) -> None:
    loaded = _jekku_board(base_ph, bonus, gold)
    assert check(loaded, "me", "jekku", 0).status == expected


# -- a pronoun naming the card an "even if" or a restriction named ---------------------------

KUSUGI = (
    "<b>Battle:</b> Even if Kusugi is not at the current battlefield, bow him and target a "
    "Personality: Give him +4F."
)


def test_a_pronoun_after_even_if_names_the_card_itself() -> None:
    action = _action(KUSUGI, "Tamori T Kusugi", CardType.PERSONALITY)
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    assert cost.bow == SOURCE
    assert [t.name for t in action.ability.targets] == ["target1"]


@pytest.mark.parametrize(
    "text",
    [
        # "even if" names no card: "him" has no antecedent
        "<b>Battle:</b> Even if you control no units at the current battlefield, bow him: "
        "Draw a card.",
        # a restriction on the game names no card
        "<b>Battle:</b> If you have the Imperial Favor, bow him: Draw a card.",
        # "it" is not the Personality
        "<b>Battle:</b> Even if Kusugi is at home, bow it: Draw a card.",
    ],
)
def test_a_pronoun_without_a_card_named_before_is_refused(text: str) -> None:
    assert not _action(text, "Tamori T Kusugi", CardType.PERSONALITY).costs


def test_a_pronoun_after_a_restriction_on_the_bearer() -> None:
    text = "<b>Battle:</b> If this Shugenja is unbowed, bow him unless he is Water: Draw a card."
    action = _action(text, "T Fury", CardType.SPELL)
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    assert cost.bow == BEARER and cost.unless is not None and cost.unless.card == BEARER


@pytest.mark.parametrize(("bowed", "expected"), [(False, "legal"), (True, "illegal")])
def test_bow_him_after_even_if_on_the_board(bowed: bool, expected: str) -> None:
    text = "<b>Open:</b> Even if Kusugi is at home, bow him and target a Personality: Give him +4F."
    ab = imported(text, "Tamori T Kusugi", CardType.PERSONALITY)
    loaded = board(
        [
            {"title": "Tamori T Kusugi", "type": "personality", "force": 1, "abilities": [ab]},
            {"title": "T Mark", "type": "personality", "force": 1},
        ],
        [
            card("kusugi", "Tamori T Kusugi", "me", bowed=bowed),
            card("mark", "T Mark", "them"),
        ],
    )
    assert check(loaded, "me", "kusugi", 0).status == expected


# -- removing cards from the game: your discard pile, a Strategy played ----------------------

YASUNORI = (
    "<b>Limited:</b> Remove a card in your Fate discard pile from the game and target your "
    "Personality: Bow him."
)


def test_remove_a_card_in_your_discard_pile_is_a_pick_of_yours() -> None:
    action = _action(YASUNORI, "T Yasunori", CardType.PERSONALITY)
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    pick = cost.remove_from_game
    assert pick.count == 1 and pick.select.location == Place.FATE_DISCARD
    assert pick.select.controller is Controller.YOU


@pytest.mark.parametrize(
    "text",
    [
        # ("a non-Ring card in any discard pile": two readings, test_cardtext_costs_any_pile)
        # which pile?
        "<b>Open:</b> Remove a card in your discard pile from the game: Draw a card.",
        # (a target in your discard pile removed as a cost is read: test_cardtext_costs_piles)
        # an Event is never in the hand
        "<b>Open:</b> Remove this card from the game: Draw a card.",
    ],
)
def test_removals_not_read_are_refused(text: str) -> None:
    assert not _action(text, "T Event", CardType.EVENT).costs


@pytest.mark.parametrize(
    ("pile", "expected"),
    [("fate_discard", "legal"), ("dynasty_discard", "illegal"), (None, "illegal")],
)
def test_remove_a_card_in_your_fate_discard_pile_on_the_board(
    pile: str | None, expected: str
) -> None:
    ab = imported(YASUNORI, "T Yasunori", CardType.PERSONALITY)
    extra = []
    if pile is not None:
        extra.append(card("old", "T Old", "me", zone=pile))
    extra.append(card("theirs", "T Old", "them", zone="fate_discard"))  # never pays
    loaded = board(
        [
            {"title": "T Yasunori", "type": "personality", "force": 1, "abilities": [ab]},
            {"title": "T Old", "type": "strategy"},
        ],
        [card("yasunori", "T Yasunori", "me"), *extra],
    )
    assert check(loaded, "me", "yasunori", 0).status == expected


INSTRUCTION = (
    "<b>Open:</b> Bow your performing Monk and remove this card from the game: Draw a card."
)


def test_a_strategy_removes_itself_from_the_game() -> None:
    action = _action(INSTRUCTION, "T Instruction", CardType.STRATEGY)
    assert action.full, action.not_understood
    assert [c.kind for c in action.ability.costs] == ["bow", "remove_from_game"]
    assert action.ability.costs[1].remove_from_game == SOURCE


@pytest.mark.parametrize(("bowed", "expected"), [(False, "legal"), (True, "illegal")])
def test_a_strategy_removing_itself_on_the_board(bowed: bool, expected: str) -> None:
    ab = imported(INSTRUCTION, "T Instruction", CardType.STRATEGY)
    loaded = board(
        [
            {"title": "T Instruction", "type": "strategy", "gold_cost": 0, "abilities": [ab]},
            {"title": "T Monk", "type": "personality", "force": 1, "keywords": ["Monk"]},
        ],
        [
            card("instr", "T Instruction", "me", zone="hand"),
            card("monk", "T Monk", "me", bowed=bowed),
        ],
    )
    assert check(loaded, "me", "instr", 0).status == expected


def test_after_costs_removes_the_cards_from_the_game() -> None:
    ab = imported(INSTRUCTION, "T Instruction", CardType.STRATEGY)
    loaded = board(
        [
            {"title": "T Instruction", "type": "strategy", "gold_cost": 0, "abilities": [ab]},
            {"title": "T Monk", "type": "personality", "force": 1, "keywords": ["Monk"]},
        ],
        [card("instr", "T Instruction", "me", zone="hand"), card("monk", "T Monk", "me")],
    )
    verdict = check(loaded, "me", "instr", 0)
    after = View.of(after_costs(loaded, "me", verdict).state, loaded.library)
    assert after.card("instr").zone is Zone.REMOVED and after.card("monk").bowed
    ab = imported(YASUNORI, "T Yasunori", CardType.PERSONALITY)
    loaded = board(
        [
            {"title": "T Yasunori", "type": "personality", "force": 1, "abilities": [ab]},
            {"title": "T Old", "type": "strategy"},
        ],
        [card("yasunori", "T Yasunori", "me"), card("old", "T Old", "me", zone="fate_discard")],
    )
    verdict = check(loaded, "me", "yasunori", 0)
    after = View.of(after_costs(loaded, "me", verdict).state, loaded.library)
    assert after.card("old").zone is Zone.REMOVED


REFUGE = (
    "<b>Limited:</b> Destroy this card and remove your performing unbowed Personality from the "
    "game: Draw a card."
)


def test_remove_your_performer_from_the_game() -> None:
    action = _action(REFUGE, "T Refuge", CardType.HOLDING)
    assert action.full, action.not_understood
    assert [c.kind for c in action.ability.costs] == ["destroy", "remove_from_game"]
    assert action.ability.costs[1].remove_from_game == "performer"
    # a target out of play (other than in a discard pile: test_cardtext_costs_piles) is not
    # removed by a cost of the constraints
    text = "<b>Open:</b> Remove a target Personality in your hand from the game: Draw."
    assert not _action(text, "T Refuge", CardType.HOLDING).costs


@pytest.mark.parametrize(("mine", "expected"), [(True, "legal"), (False, "illegal")])
def test_remove_your_performer_on_the_board(mine: bool, expected: str) -> None:
    ab = imported(REFUGE, "T Refuge", CardType.HOLDING)
    loaded = board(
        [
            {"title": "T Refuge", "type": "holding", "abilities": [ab]},
            {"title": "T Monk", "type": "personality", "force": 1},
        ],
        [card("refuge", "T Refuge", "me"), card("monk", "T Monk", "me" if mine else "them")],
    )
    verdict = check(loaded, "me", "refuge", 0)
    assert verdict.status == expected
    if mine:
        after = View.of(after_costs(loaded, "me", verdict).state, loaded.library)
        assert after.card("monk").zone is Zone.REMOVED
