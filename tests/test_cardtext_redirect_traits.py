"""A triggered trait read as one unit (model/cardtext/traits_on_actions._triggered_units,
solver/redirect_scope.py): "When another player's Battle action would target your Ninja: ...
If you did, the action targets it instead, if legal." (The Castle of Order) concerns only
another player's Battle action that can target a Ninja of its controller; an action illegal for
another reason, or any other action, is not doubted by it (Abilities and actions / A, B)."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext.ongoing_traits import split_ongoing
from model.cardtext.traits_on_actions import traits_on_actions
from model.common import CardType
from tests.builders import card, played

CASTLE = (
    "When another player's Battle action would target your Ninja: He is a master of the art of "
    "Ninjutsu. Once per battle, you may choose your Ninja at the same location. If you did, the "
    "action targets it instead, if legal."
)
AT = {"zone": "battlefield", "battlefield": "them-p1"}
COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}


def test_the_triggered_paragraph_is_one_unit() -> None:
    assert traits_on_actions([CASTLE, "You do not lose Honor from Ninja cards you own."]) == (
        CASTLE,
    )


def test_a_triggered_paragraph_speaking_of_no_action_is_set_aside() -> None:
    said = "Before this battle resolves: You may bow one or two attacking Personalities."
    assert traits_on_actions([said]) == ()


def _status(text: str, castle_of: str = "them", ninja: bool = True, **kw: Any) -> str:
    unread = split_ongoing(traits_on_actions([CASTLE]), "T Castle", CardType.STRONGHOLD)[1]
    assert unread == (CASTLE,)
    defs: list[dict[str, Any]] = [
        {"title": "T Castle", "type": "stronghold", "actions_unread": list(unread)},
        {"title": "T Shadow", "type": "personality", "force": 2, "keywords": ["Ninja"] * ninja},
        {"title": "T Man", "type": "personality", "force": 2},
    ]
    cards = [
        card("castle", "T Castle", castle_of),
        card("shadow", "T Shadow", "them", **AT),
        card("man", "T Man", "me", **AT),
    ]
    return played(text, defs, cards, **(kw or {"attacker": "me", **COMBAT}))


BATTLE = "<b>Battle:</b> Bow a target enemy Personality."


def test_the_action_it_concerns_keeps_a_legal_verdict() -> None:
    """Another player's Battle action that may target the Ninja: the redirect only allows ("you
    may choose ... if legal"), so a legal verdict stays legal (solver.traits_in_play)."""
    assert _status(BATTLE) == "legal"


@pytest.mark.parametrize(
    ("castle_of", "ninja", "concerned"),
    [("them", True, True), ("me", True, False), ("them", False, False)],
)
def test_which_actions_the_unit_concerns(castle_of: str, ninja: bool, concerned: bool) -> None:
    from model.state import View
    from solver.good_faith import check
    from solver.redirect_scope import redirect_spares
    from tests.builders import board, imported

    ab = imported(BATTLE, "T Played", CardType.STRATEGY)
    defs: list[dict[str, Any]] = [
        {"title": "T Played", "type": "strategy", "abilities": [ab]},
        {"title": "T Castle", "type": "stronghold"},
        {"title": "T Shadow", "type": "personality", "force": 2, "keywords": ["Ninja"] * ninja},
        {"title": "T Man", "type": "personality", "force": 2},
    ]
    cards = [
        card("played", "T Played", "me", zone="hand"),
        card("castle", "T Castle", castle_of),
        card("shadow", "T Shadow", "them", **AT),
        card("man", "T Man", "me", **AT),
    ]
    loaded = board(defs, cards, attacker="me", **COMBAT)
    view = View.of(loaded.state, loaded.library)
    verdict = check(loaded, "me", "played", 0)
    assert verdict.status == "legal"
    played_ab = view.definition("played").abilities[0]
    spared = redirect_spares(view, "castle", CASTLE, "played", played_ab, verdict)
    assert spared is not concerned
    assert (
        redirect_spares(
            view, "castle", "You may not take Battle actions.", "played", played_ab, verdict
        )
        is False
    )


@pytest.mark.parametrize(
    ("text", "castle_of", "ninja", "expected"),
    [
        (BATTLE, "me", True, "legal"),  # the Castle's controller's own action
        (BATTLE, "them", False, "legal"),  # no Ninja of the Castle's controller
        # illegal for another reason: no candidate (no Samurai of yours)
        ("<b>Battle:</b> Bow your target Samurai. Bow a target enemy Personality.", "them", True,
         "illegal"),
    ],
)  # fmt: skip
def test_actions_the_trait_does_not_concern(
    text: str, castle_of: str, ninja: bool, expected: str
) -> None:
    assert _status(text, castle_of, ninja) == expected


def test_an_action_that_is_not_a_battle_action_is_not_concerned() -> None:
    # the Action Phase: an Open action may target the Ninja at home
    home = "<b>Open:</b> Bow a target Personality."
    assert _status(home, phase="action") == "legal"
