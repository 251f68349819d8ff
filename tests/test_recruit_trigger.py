"""An Interrupt whose trigger names who Recruits ("After you Recruit Korimi") while an action
awaits Interrupts (Reference 01, change 4; Reference 05: usable for the action that brings its
card into play): the state's ``action_player`` settles it (h25adv2 F3)."""

from __future__ import annotations

import pytest

from model.abilities import INTERRUPT_TO_AN_ACTION, Designator
from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported

_KORIMI = "<b>Interrupt:</b> After you Recruit a Samurai, draw a card."
_YASUSHI = "<b>Interrupt:</b> After you Recruit Yasushi, give him a +1F or +1C token."


@pytest.mark.parametrize(("text", "title"), [(_KORIMI, "T Korimi"), (_YASUSHI, "T Yasushi")])
def test_the_trigger_is_kept_as_printed(text: str, title: str) -> None:
    (action,) = import_text(text, title=title, card_type=CardType.PERSONALITY).actions
    assert action.ability is not None
    assert action.ability.designators == (Designator.INTERRUPT,)
    assert action.ability.trigger is not None
    assert action.ability.trigger.startswith("After you Recruit ")


def _status(
    text: str, title: str, action_player: str | None, with_event: bool = True, **where: object
) -> str:
    # the state's event of the action's targeting, when its player is stated (a loader fills
    # ``action_player`` from it)
    event = (
        {"kind": "action_targets", "timing": "after", "player": action_player, "cards": ["k"]}
        if action_player is not None and with_event
        else None
    )
    ab = imported(text, title, CardType.PERSONALITY)
    defs = [
        {"title": title, "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Bow", "type": "holding"},
    ]
    cards = [
        card("k", title, "me", **where),  # type: ignore[arg-type]
        card("bow", "T Bow", "them"),
    ]
    state = board(
        defs,
        cards,
        trigger=INTERRUPT_TO_AN_ACTION,
        action_player=action_player,
        action_designator="battle",
        action_keywords=[],
        action_card="bow",
        event=event,
    )
    return check(state, "me", "k", 0).status


@pytest.mark.parametrize(("text", "title"), [(_KORIMI, "T Korimi"), (_YASUSHI, "T Yasushi")])
def test_another_players_action_is_not_your_recruit(text: str, title: str) -> None:
    """In play, in another player's Interrupt window: "you" do not Recruit anything."""
    assert _status(text, title, "them", zone="home") == "illegal"
    assert _status(text, title, "them", with_event=False, zone="home") == "illegal"


@pytest.mark.parametrize(("text", "title"), [(_KORIMI, "T Korimi"), (_YASUSHI, "T Yasushi")])
def test_whose_action_not_stated_or_yours_keeps_the_doubt(text: str, title: str) -> None:
    """Control: the action may be your Recruit (or its player is not stated): never a guess."""
    assert _status(text, title, None, zone="home") == "unknown"
    assert _status(text, title, "me", zone="home") == "unknown"
