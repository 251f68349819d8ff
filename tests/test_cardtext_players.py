"""Targeted players ("a target player loses 1 Honor", "target another player"): required
targets like cards (Abilities and actions / B); any player, or one other than you."""

from __future__ import annotations

import re
import time

import pytest

from model.abilities import PlayerTarget
from model.cardtext import ImportedAbility, import_text
from model.common import CardType
from model.load import LoadedState
from model.state import View
from solver.good_faith import check
from solver.targeting import target_listing
from tests.builders import board, card, imported


def _one(text: str) -> ImportedAbility:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    return action


def test_a_target_player_and_another_player() -> None:
    a = _one("<b>Political Open:</b> A target player loses 1 Honor.")
    assert a.full and a.ability is not None
    assert a.ability.player_targets == (PlayerTarget("player1"),)
    a = _one(
        "<b>Limited:</b> Target another player, who may choose to lose 2 Honor. If he does not "
        "choose this, gain 2 Honor."
    )
    assert a.ability.player_targets == (PlayerTarget("player1", other=True),)
    a = _one("<b>Limited:</b> Bow your target Courtier. You may target a player. He draws a card.")
    assert a.ability.player_targets == (PlayerTarget("player1", optional=True),)
    # a card of another player is no targeted player
    a = _one("<b>Limited:</b> Target another player's Personality. Bow him.")
    assert a.full and a.ability.player_targets == ()


@pytest.mark.parametrize(
    "text",
    [
        # (Family Honor and cards controlled are read: tests/test_cardtext_target_phrases.py)
        "<b>Open:</b> Target another player who has an attachment. He loses 1 Honor.",
        "<b>Open:</b> Target another player whose Family Honor is 30 or more. He loses 5 Honor.",
    ],
)
def test_a_qualified_target_player_is_refused(text: str) -> None:
    a = _one(text)
    assert not a.full and "qualified target player" in a.not_understood


def _loaded(text: str, players: list[dict[str, object]]) -> LoadedState:
    ab = imported(text, "T Gift", CardType.STRATEGY)
    defs = [{"title": "T Gift", "type": "strategy", "abilities": [ab]}]
    return board(defs, [card("g", "T Gift", "me", zone="hand")], players=players)


TWO = [{"id": "me", "family_honor": 5}, {"id": "them", "family_honor": 5}]
ONE = [{"id": "me", "family_honor": 5}]


def test_on_the_board() -> None:
    other = "<b>Limited:</b> Target another player. He loses 1 Honor."
    anyone = "<b>Limited:</b> A target player loses 1 Honor."
    assert check(_loaded(other, TWO), "me", "g", 0).status == "legal"
    assert check(_loaded(anyone, ONE), "me", "g", 0).status == "legal"
    verdict = check(_loaded(other, ONE), "me", "g", 0)
    assert verdict.status == "illegal" and "another player" in str(verdict.reasons[0])
    loaded = _loaded(other, TWO)
    view = View.of(loaded.state, loaded.library)
    ability = view.definition("g").abilities[0]
    listing = target_listing(view, "me", "g", ability, 5, time.monotonic() + 5)
    assert listing["player_targets"] == {"player1": {"players": ["them"], "optional": False}}


def test_announcing_the_targeted_player() -> None:
    """A client names the targeted player as it names target cards (Abilities and actions / B:
    what is targeted is chosen on announcement); the witness says whom."""
    other = "<b>Limited:</b> Target another player. He loses 1 Honor."
    three = [*TWO, {"id": "third", "family_honor": 5}]
    loaded = _loaded(other, three)
    verdict = check(loaded, "me", "g", 0)
    assert verdict.legal and verdict.witness is not None
    assert verdict.witness.players == (("player1", "them"),)  # opponents first, state order
    chosen = check(loaded, "me", "g", 0, targets={"player1": ["third"]})
    assert chosen.legal and chosen.witness is not None
    assert chosen.witness.players == (("player1", "third"),)
    mine = check(loaded, "me", "g", 0, targets={"player1": ["me"]})
    assert mine.status == "illegal" and "can't be another player" in str(mine.reasons[0])


@pytest.mark.parametrize(
    ("targets", "message"),
    [
        ({"player1": ["nobody"]}, "no player with id 'nobody'"),
        ({"player1": ["them", "me"]}, "takes one player, got 2"),
        ({"player1": []}, "takes one player, got 0"),
        ({"player2": ["them"]}, "no target slot 'player2' (its slots: player1)"),
    ],
)
def test_announced_players_are_validated(targets: dict[str, list[str]], message: str) -> None:
    from solver.verdict import AnnouncementError

    loaded = _loaded("<b>Limited:</b> Target another player. He loses 1 Honor.", TWO)
    with pytest.raises(AnnouncementError, match=re.escape(message)):
        check(loaded, "me", "g", 0, targets=targets)
