"""An Interrupt printing no trigger is played to an action after its targets are chosen, before
it resolves (Reference 01, change 4): a state naming that moment by an ``action_resolves``
event with timing ``before`` is its window as much as an ``action_targets`` event (h28adv1 F4:
A Stout Heart answered illegal there). A trigger about a card stays its own event (control)."""

from __future__ import annotations

import pytest

from model.common import CardType
from model.evaluate import trigger_fires
from model.triggers import GameEvent, TriggerEvent
from solver.good_faith import check
from tests.builders import board, card, imported, view

_STOUT = "<b>Interrupt:</b> Negate the action's Fear effects."


def _status(event: dict[str, object] | None) -> str:
    ab = imported(_STOUT, "T Stout", CardType.STRATEGY)
    defs = [
        {"title": "T Stout", "type": "strategy", "abilities": [ab]},
        {"title": "T Yoshi", "type": "personality", "force": 2},
    ]
    cards = [card("s", "T Stout", "me", zone="hand"), card("y", "T Yoshi", "them")]
    fields: dict[str, object] = {"active_player": "them"}
    if event is not None:
        fields |= {"event": event}
    return check(board(defs, cards, **fields), "me", "s", 0).status  # type: ignore[arg-type]


_OPEN = {"player": "them", "designator": "open", "keywords": ["political"], "source": "y"}


@pytest.mark.parametrize(
    ("event", "expected"),
    [
        ({"kind": "action_resolves", "timing": "before", **_OPEN}, "legal"),
        ({"kind": "action_targets", "timing": "after", **_OPEN}, "legal"),
        # controls: an action resolved, or nothing pending, is no Interrupt window
        ({"kind": "action_resolves", "timing": "after", **_OPEN}, "illegal"),
        (None, "illegal"),
        # a Recruit (a Dynasty action) the state names: awaiting Interrupts or resolved, it does
        # not say — never refused (h29adv3 F1: illegal while "After you Recruit X" was legal)
        ({"kind": "recruited", "timing": "after", "player": "them", "cards": ["y"]}, "unknown"),
        # before it resolves, its target chosen: the Recruit awaits Interrupts (h30enter)
        ({"kind": "recruited", "timing": "before", "player": "them", "cards": ["y"]}, "legal"),
        ({"kind": "enters_play", "timing": "after", "player": "them", "cards": ["y"]}, "illegal"),
    ],
)
def test_an_interrupt_with_no_trigger_at_either_form_of_the_window(
    event: dict[str, object] | None, expected: str
) -> None:
    assert _status(event) == expected


def test_a_trigger_about_cards_is_not_the_before_resolves_event() -> None:
    """ "After an action targets your Personality" is about the cards targeted: an
    ``action_resolves`` event names none, so it is not that trigger."""
    loaded = board([{"title": "T Yoshi", "type": "personality"}], [card("y", "T Yoshi", "me")])
    v = view(loaded)
    targets = TriggerEvent(kind="action_targets", itself=True)
    before = GameEvent(kind="action_resolves", timing="before", cards=("y",))
    assert trigger_fires(v, "me", "y", targets, before) is False
    assert trigger_fires(v, "me", "y", TriggerEvent(kind="action_targets"), before) is True
    before_trigger = TriggerEvent(kind="action_resolves", timing="before")
    after_targets = GameEvent(kind="action_targets", cards=("y",))
    assert trigger_fires(v, "me", "y", before_trigger, after_targets) is True
