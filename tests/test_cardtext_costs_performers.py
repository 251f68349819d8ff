"""A cost paid by a number of performers chosen together (issue 13; Abilities and actions / B:
performers "grouped together by a number" are chosen simultaneously; Costs and restrictions /
Timing of costs: "Multiple costs indicated by a number ... are applied simultaneously", Costs
and changes: a bowed card can't pay "bow"). Read and checked on the board."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.selectors import Condition, Selector
from model.state import View
from solver.after_costs import after_costs
from solver.good_faith import check
from tests.builders import board, card, imported, played

FURY = (
    "<b>Battle:</b> If your current army has more units than the current enemy army, bow your "
    "two performing Nonhumans and target an enemy unit: Destroy it."
)


def _action(text: str) -> Any:
    (action,) = import_text(text, title="T Mob", card_type=CardType.STRATEGY).actions
    return action


@pytest.mark.parametrize(
    ("text", "verb", "count", "keyword"),
    [
        (FURY, "bow", 2, "nonhuman"),
        ("<b>Open:</b> Bow two of your performing Samurai: Draw a card.", "bow", 2, "samurai"),
        ("<b>Open:</b> Destroy your three performing Ninja: Draw a card.", "destroy", 3, "ninja"),
    ],
)
def test_a_cost_on_a_number_of_performers(text: str, verb: str, count: int, keyword: str) -> None:
    action = _action(text)
    assert action.full, action.not_understood
    performer = action.ability.targets[0]
    assert performer.performer and performer.count == count and not performer.up_to
    assert performer.select.keyword == (keyword,)
    (cost,) = action.ability.costs
    assert getattr(cost, verb) == performer.name


@pytest.mark.parametrize(
    "text",
    [
        # a relation among the performers: not read
        "<b>Open:</b> Bow your two performing Personalities with Clan alignments that do not "
        "share a Clan alignment: Draw a card.",
        # how many? (one required, more optional): not a count
        "<b>Open:</b> Bow one or two of your performing Samurai: Draw a card.",
        "<b>Open:</b> Bow your two performing Samurai or one of his Weapons: Draw a card.",
    ],
)
def test_other_counts_of_performers_are_not_read(text: str) -> None:
    assert not _action(text).costs


MOB = "<b>Open:</b> Bow your two performing Nonhumans: Draw a card."


def _mob_board(*bowed: bool) -> Any:
    ab = imported(MOB, "T Mob", CardType.STRATEGY)
    cards = [card("s", "T Mob", "me", zone="hand")]
    cards += [card(f"n{i}", "T Oni", "me", bowed=b) for i, b in enumerate(bowed)]
    cards.append(card("theirs", "T Oni", "them"))  # another player's: never a performer
    return board(
        [
            {"title": "T Mob", "type": "strategy", "abilities": [ab]},
            {"title": "T Oni", "type": "personality", "keywords": ["nonhuman"], "force": 1},
        ],
        cards,
    )


@pytest.mark.parametrize(
    ("bowed", "expected"),
    [
        ((False, False), "legal"),
        ((False, False, True), "legal"),
        ((False, True), "illegal"),  # the bowed one can't pay "bow"
        ((False,), "illegal"),  # one performer is not two
    ],
)
def test_two_performers_pay_on_the_board(bowed: tuple[bool, ...], expected: str) -> None:
    loaded = _mob_board(*bowed)
    verdict = check(loaded, "me", "s", 0)
    assert verdict.status == expected, verdict
    if expected == "legal":
        after = View.of(after_costs(loaded, "me", verdict).state, loaded.library)
        assert after.card("n0").bowed and after.card("n1").bowed
        assert not after.card("theirs").bowed


_COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}


def _at(cid: str, title: str, owner: str, **kw: Any) -> dict[str, Any]:
    return card(cid, title, owner, zone="battlefield", battlefield="them-p1", **kw)


@pytest.mark.parametrize(("nonhumans", "expected"), [(2, "legal"), (1, "illegal")])
def test_fury_of_a_mob_on_the_board(nonhumans: int, expected: str) -> None:
    defs = [
        {"title": "T Oni", "type": "personality", "keywords": ["nonhuman"], "force": 1},
        {"title": "T Man", "type": "personality", "force": 1},
    ]
    cards = [_at(f"n{i}", "T Oni", "me") for i in range(nonhumans)]
    cards += [_at("m", "T Man", "me"), _at("foe", "T Man", "them")]  # 3 or 2 units to 1
    assert played(FURY, defs, cards, **_COMBAT) == expected


# -- a condition written before a cost inside the clause list ----------------------------------

SERENITY = (
    "<b>Battle/Open:</b> Target your Personality and, if this is the Action Phase, discard a "
    "card: Straighten him."
)


def test_an_if_inside_the_and_list_is_of_the_cost_after_it() -> None:
    action = _action(SERENITY)
    assert action.full, action.not_understood
    assert action.ability.condition is None  # no restriction on the action
    (cost,) = action.ability.costs
    assert cost.discard_from_hand == 1
    assert cost.only_if == Condition(phase="action")


@pytest.mark.parametrize(
    "text",
    [
        # a condition the restriction grammar does not read: refused, never dropped
        "<b>Open:</b> Target your Personality and, if he is lucky, discard a card: Draw a card.",
        # no "and" before it: a restriction on the action, as before (not read here)
        "<b>Open:</b> Target your Personality, if this is the Action Phase, discard a card: "
        "Draw a card.",
    ],
)
def test_other_ifs_before_a_cost_are_not_read_so(text: str) -> None:
    action = _action(text)
    assert not action.full or action.ability.costs[0].only_if is None


@pytest.mark.parametrize(
    ("hand", "combat", "expected"),
    [
        (1, False, "legal"),
        (0, False, "illegal"),  # the Action Phase: a card to discard is due
        (0, True, "legal"),  # in battle (the Attack Phase) no card is due
    ],
)
def test_a_cost_due_only_in_the_action_phase_on_the_board(
    hand: int, combat: bool, expected: str
) -> None:
    defs = [
        {"title": "T Man", "type": "personality", "force": 1},
        {"title": "T Note", "type": "strategy"},
    ]
    if combat:
        cards = [_at("m", "T Man", "me", bowed=True), _at("foe", "T Man", "them")]
    else:
        cards = [card("m", "T Man", "me", bowed=True)]
    cards += [card(f"h{i}", "T Note", "me", zone="hand") for i in range(hand)]
    assert played(SERENITY, defs, cards, **(_COMBAT if combat else {})) == expected


@pytest.mark.parametrize(
    ("text", "personalities", "expected"),
    [
        (MOB, 1, "illegal"),  # a Nonhuman Personality and a Nonhuman Holding: one performer
        (MOB, 2, "legal"),
        ("<b>Open:</b> Bow your performing Nonhuman: Draw a card.", 0, "illegal"),
    ],
)
def test_only_personalities_and_followers_perform(
    text: str, personalities: int, expected: str
) -> None:
    ab = imported(text, "T Mob", CardType.STRATEGY)
    cards = [card("s", "T Mob", "me", zone="hand"), card("hills", "T Hills", "me")]
    cards += [card(f"n{i}", "T Oni", "me") for i in range(personalities)]
    loaded = board(
        [
            {"title": "T Mob", "type": "strategy", "abilities": [ab]},
            {"title": "T Oni", "type": "personality", "keywords": ["nonhuman"], "force": 1},
            {"title": "T Hills", "type": "holding", "keywords": ["nonhuman"]},
        ],
        cards,
    )
    verdict = check(loaded, "me", "s", 0)
    assert verdict.status == expected, verdict
    if expected == "legal":
        assert "hills" not in verdict.witness.targets["performer"]


# -- a condition after a cost saying what the card is ("unless he is Crab Clan") --------------

SCOUT = (
    "<b>Open:</b> Choose your performing Scout, bow him unless he is Crab Clan, and target a "
    "Personality: Bow him."
)


def test_unless_he_is_a_clan_is_said_of_the_card_paying() -> None:
    action = _action(SCOUT)
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    assert cost.bow == "performer"
    assert cost.unless == Condition(card="performer", matches=Selector(clan="crab"))
    courtier = "<b>Open:</b> Choose your performing Personality, bow him unless he is a Courtier: "
    (cost,) = _action(courtier + "Draw a card.").ability.costs
    assert cost.unless == Condition(card="performer", matches=Selector(keyword=("courtier",)))


@pytest.mark.parametrize(
    "text",
    [
        # what the restriction grammar does not say of a card: refused, never dropped
        "<b>Open:</b> Choose your performing Monk, bow him unless he is the target: Draw a card.",
        "<b>Open:</b> Choose your performing Monk, bow him unless he is lucky today: Draw a card.",
    ],
)
def test_other_words_after_unless_he_is_are_not_read(text: str) -> None:
    assert not _action(text).costs


@pytest.mark.parametrize(
    ("clan", "bowed", "expected"),
    [("crab", True, "legal"), ("crane", True, "illegal"), ("crane", False, "legal")],
)
def test_unless_he_is_crab_clan_on_the_board(clan: str, bowed: bool, expected: str) -> None:
    defs = [
        {"title": "T Scout", "type": "personality", "keywords": ["scout"], "clan": [clan]},
        {"title": "T Man", "type": "personality", "force": 1},
    ]
    cards = [card("scout", "T Scout", "me", bowed=bowed), card("foe", "T Man", "them")]
    assert played(SCOUT, defs, cards) == expected
