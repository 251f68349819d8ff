"""Trait sentences negating a change a cost makes (Costs and restrictions / Costs and changes:
"Effects that prevent, negate, or delay the change will also prevent the cost payment."):
"Before this Personality is dishonored, destroy this Item and negate the dishonoring."
(Blessed Sword), "Negate any destruction of this card, ..." (Gift Armor) are applied; other
negations are doubts; an optional one of the payer's card, or one only of another player's
changes, is none (h26adv2 F5)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext.negations import negation
from solver.good_faith import check
from tests.builders import (
    KEEP_CARD,
    TWO_PLAYERS,
    set_battle,
    set_board,
    set_personality,
    set_strategy,
)

BLESSED = "Before this Personality is dishonored, destroy this Item and negate the dishonoring."
GIFT = "Negate any destruction of this card, except for its Personality being destroyed."


def test_read_in_full_about_its_bearer_or_itself() -> None:
    sword = negation(BLESSED, True, "Blessed Sword")
    assert sword is not None
    assert (sword.kinds, sword.about, sword.optional, sword.exact) == (
        frozenset({"dishonor"}),
        "bearer",
        False,
        True,
    )
    armor = negation(GIFT, True, "Gift Armor")
    assert armor is not None
    assert (armor.kinds, armor.about, armor.exact) == (frozenset({"destroy"}), "itself", True)
    # on a Personality, "this Personality" is the card itself
    own = negation("Before this Personality is destroyed, negate the destruction.", False, "X")
    assert own is not None and own.about == "itself" and own.exact


@pytest.mark.parametrize(
    ("text", "kinds", "about", "optional"),
    [
        ("Before you lose Honor, destroy this Region to negate the Honor loss.",
         {"lose_honor"}, "cards", False),
        ("Before an action's effect destroys a card in a unit: Negate the destruction.",
         {"destroy"}, "cards", False),
        ("Before this Shugenja, or any Personality if this Shugenja is Air, is destroyed by a "
         "Battle action, you may destroy this Spell to negate it.", {"destroy"}, "cards", True),
        ("After a Battle action targets Kae, you may discard the Imperial Favor to negate Kae's "
         "destruction, bowing, and movement from the action's effects.",
         {"destroy", "bow", "move_home"}, "itself", True),
        # "You may" of another sentence: the negation is mandatory
        ("You may choose and destroy a Region. Until your next turn begins, negate all movement "
         "to and from battlefields.", {"move_home"}, "cards", False),
        # replacements and removal (sets pool: Kappuksu, Goblin Warmonger, The Hall of
        # Ancestors, Toritaka Kitao)
        ("Before Kakita Kae is destroyed, if he has any Goblin Followers, destroy the Followers "
         "instead.", {"destroy"}, "itself", False),
        ("When the Kakita Kae would be destroyed, instead bow him.", {"destroy"}, "itself",
         False),
        ("Negate removal from the game of dead Personalities you own.", {"remove_from_game"},
         "cards", False),
        ("Before costs are paid for an action, if its costs or effects would dishonor Kae: "
         "Ignore its costs and negate its effects.", {"dishonor"}, "itself", False),
        # mismatched change and noun: not read in full
        ("Before this Personality is bowed, negate the destruction.", {"destroy"}, "cards",
         False),
    ],
)  # fmt: skip
def test_doubted_negations(text: str, kinds: set[str], about: str, optional: bool) -> None:
    n = negation(text, False, "Kakita Kae")
    assert n is not None
    assert (n.kinds, n.about, n.optional, n.exact) == (frozenset(kinds), about, optional, False)


def test_only_of_another_players_changes_to_cards_in_general() -> None:
    """ "a card in a unit" from another player's: the payer may be that other player."""
    n = negation(
        "Before another player's card destroys a card in a unit, negate the destruction.", False, ""
    )
    assert n is not None and n.others_only and n.about == "cards" and not n.exact


@pytest.mark.parametrize(
    "text",
    [
        "Before the first time this game another player's card destroys this Follower, negate "
        "the destruction.",
        "Before the first time each turn another player's card's effect destroys one of your "
        "Loyal Personalities: Negate the destruction.",
        "Before another player's card destroys this Personality, destroy this Item instead.",
        "Negate Ji-Yun's dishonoring from other players' cards' effects.",
        "Negate Haikaro's destruction from battle resolution.",
        "Before this Personality wins a duel, negate the loser's destruction.",
        "As a Focus Effect, before a card is destroyed for losing the duel, bow it instead.",
        "Negate all current and new Chi penalties on this Personality.",
        "Before this Province is destroyed, transfer this Holding to an adjacent Province.",
    ],
)
def test_not_a_negation_a_cost_meets(text: str) -> None:
    """Only of another player's changes to its controller's cards ("A player may not pay a cost
    by changing the state of another player's cards"), of battle resolution or duels, or no
    negation of a change."""
    assert negation(text, True, "Sword") is None


def _board(tmp_path: Path, item: str, others: bool, mine: bool = True) -> Any:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 2),
        set_personality("Other", 2),
        {"title": "Sword", "types": ["Item"], "decks": ["Fate"], "gold_cost": 0, "text": item},
        set_strategy("Sincerity", "<b>Battle:</b> Dishonor your performing unbowed Personality: "
                     "Gain 1 Honor."),
    ]  # fmt: skip
    there = {"zone": "battlefield", "battlefield": "them-p1"}
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", **there},
        {"id": "sword", "title": "Sword", "owner": "me", **there, "attached_to": "lord"},
        {"id": "sin", "title": "Sincerity", "owner": "me", "zone": "hand"},
        {"id": "other", "title": "Other", "owner": "me", **there, "bowed": not others},
    ]
    return set_battle(tmp_path, cards, table, "neg")


@pytest.mark.parametrize(
    ("item", "others", "expected"),
    [
        ("", False, "legal"),
        # Blessed Sword: its bearer can't pay a dishonor cost; no other performer can
        (BLESSED, False, "illegal"),
        # ... another unbowed Personality pays it
        (BLESSED, True, "legal"),
        # optional, of the payer's card: he may let the dishonor happen
        ("Before this Personality is dishonored, you may destroy this Item to negate the "
         "dishonoring.", False, "legal"),
        # a negation not read in full: a doubt, never ignored
        ("Before this Personality is dishonored by an action, negate the dishonoring.", False,
         "unknown"),
        # only of another player's changes: none of the payer's costs
        ("Before another player's card dishonors this Personality, negate the dishonoring.",
         False, "legal"),
    ],
)  # fmt: skip
def test_a_dishonor_cost_its_bearers_item_negates(
    tmp_path: Path, item: str, others: bool, expected: str
) -> None:
    v = check(_board(tmp_path, item, others), "me", "sin", 0)
    assert v.status == expected, v.reasons
    if expected == "illegal":
        assert "Sword (sword)" in " ".join(v.reasons)
    if expected == "legal" and item == BLESSED:
        assert v.witness is not None
        assert ("other",) in [o.cards for o in v.witness.costs]


@pytest.mark.parametrize(("text", "expected"), [("", "legal"), (GIFT, "illegal")])
def test_an_item_that_negates_its_own_destruction(tmp_path: Path, text: str, expected: str) -> None:
    """Gift Armor can't pay "Destroy one of your Items" (no other Item: illegal)."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 2),
        {"title": "Armor", "types": ["Item"], "decks": ["Fate"], "gold_cost": 0, "text": text},
        set_strategy("Sacrifice", "<b>Limited:</b> Destroy one of your Items: Gain 1 Honor."),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "arm", "title": "Armor", "owner": "me", "zone": "home", "attached_to": "lord"},
        {"id": "sac", "title": "Sacrifice", "owner": "me", "zone": "hand"},
    ]
    v = check(set_board(tmp_path, cards, table, "ga", phase="action"), "me", "sac", 0)
    assert v.status == expected, v.reasons


@pytest.mark.parametrize(("mine", "expected"), [(True, "unknown"), (False, "legal")])
def test_a_region_negating_honor_loss(tmp_path: Path, mine: bool, expected: str) -> None:
    """Ten Thousand Temples, its controller's: a "Lose 1 Honor" cost may be negated."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        {"title": "Temples", "types": ["Region"], "gold_cost": 0,
         "text": "Before you lose Honor, destroy this Region to negate the Honor loss."},
        set_strategy("Price", "<b>Limited:</b> Lose 1 Honor: Draw a card."),
    ]  # fmt: skip
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "tt", "title": "Temples", "owner": "me" if mine else "them", "zone": "home"},
        {"id": "pr", "title": "Price", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "tt", phase="action", players=TWO_PLAYERS)
    v = check(loaded, "me", "pr", 0)
    assert v.status == expected, v.reasons
