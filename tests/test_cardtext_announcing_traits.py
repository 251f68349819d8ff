"""A trait triggered by announcing an action whose effect relaxes that action's restrictions
("After you announce a Terrain action: Once per battle, you may ignore any of its restrictions
that are based on another Terrain being in play."): not set aside as a later effect
(model/cardtext/own_traits.NEVER_ON_ACTIONS), kept as text not read that may change the actions
it names (Good Faith counts effects that relax requirements), so they answer unknown."""

from __future__ import annotations

import pytest

from model.cardtext.ongoing_traits import split_ongoing
from model.cardtext.own_traits import keyword_scope
from model.cardtext.traits_on_actions import traits_on_actions
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported

FIELDS = (
    "After you announce a Terrain action: Once per battle, you may ignore any of its "
    "restrictions that are based on another Terrain being in play."
)


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (FIELDS, True),
        # later effects: set aside as before
        (
            "After the first time each turn one of your Terrain actions resolves: Draw a card.",
            False,
        ),
        (
            "After you announce a Courage action, give a target enemy Follower or Personality -2F.",
            False,
        ),
        # the rulebook Favor action is not modelled: set aside as before
        (
            "After you announce the rulebook Favor Political Battle action: It may target any "
            "player's unit, and even if it is not attacking.",
            False,
        ),
    ],
)
def test_announcing_triggers_that_relax_the_action_are_kept(said: str, kept: bool) -> None:
    assert (traits_on_actions([said]) == (said,)) is kept


def test_terrain_actions_are_not_scoped_by_an_ability_keyword() -> None:
    """No ability prints Terrain as its keyword: "Terrain actions" are the actions of Terrain
    cards, so the sentence may change any action (not only those with a keyword)."""
    assert keyword_scope(FIELDS) is None
    assert keyword_scope("You may not take Political actions.") == {"political"}


HASTY = "<b>Battle:</b> If there is no Terrain in play at the current battlefield: Gain 1 Honor."


def _status(with_fields: bool, terrain: bool = True) -> str:
    unread = split_ongoing(traits_on_actions([FIELDS]), "T Fields", CardType.STRONGHOLD)[1]
    ab = imported(HASTY, "T Played", CardType.STRATEGY)
    keywords = ["terrain"] if terrain else []
    defs = [
        {"title": "T Played", "type": "strategy", "abilities": [ab], "keywords": keywords},
        {"title": "T Fields", "type": "stronghold", "actions_unread": list(unread)},
        {"title": "T Ground", "type": "strategy", "keywords": ["terrain"]},
        {"title": "T Man", "type": "personality", "force": 1},
    ]
    at = {"zone": "battlefield", "battlefield": "them-p1"}
    cards = [card("mine", "T Man", "me", **at), card("ground", "T Ground", "them", **at)]
    cards.append(card("played", "T Played", "me", zone="hand"))
    if with_fields:
        cards.append(card("fields", "T Fields", "me"))
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
    loaded = board(defs, cards, attacker="me", **combat)
    return check(loaded, "me", "played", 0).status


def test_a_restriction_the_trait_may_relax_is_unknown() -> None:
    """A Terrain card's action (a Terrain action) restricted by another Terrain in play: the
    Fields may relax it (unknown); a card without the Terrain keyword takes no Terrain action,
    so its refusal stands (h29adv3 N12)."""
    assert _status(with_fields=False) == "illegal"  # a Terrain is at the battlefield
    assert _status(with_fields=True) == "unknown"
    assert _status(with_fields=True, terrain=False) == "illegal"
