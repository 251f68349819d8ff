"""An Event in play: its abilities cannot be used there "unless otherwise stated" (Reference 03,
Event). A text not read that says so ("Discard this Event from play to ...") is `unknown`,
never refused (h29adv2 F2)."""

from __future__ import annotations

from pydantic import TypeAdapter

from model.abilities import Ability
from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card


def _event(text: str) -> dict[str, object]:
    (action,) = import_text(text, title="T Decree", card_type=CardType.EVENT).actions
    assert action.ability is not None
    ab = TypeAdapter(Ability).dump_python(action.ability, mode="json", exclude_defaults=True)
    return {"title": "T Decree", "type": "event", "abilities": [ab]}


def _answer(text: str, zone: str = "home") -> tuple[str, str]:
    state = board([_event(text)], [card("e", "T Decree", "me", zone=zone)])
    result = check(state, "me", "e", 0)
    return result.status, " ".join(result.reasons)


def test_an_event_ability_that_says_it_is_used_from_play_is_not_refused_in_play() -> None:
    for text in (
        "<b>Open:</b> Discard this Event from play to move home zero or more of your target"
        " Personalities and name a card type they may not use.",
        "<b>Open:</b> If this Event is in play, banish it to discard a target Event (from play).",
    ):
        status, why = _answer(text)
        assert status == "unknown", (text, why)
        assert "says it is used from play" in why


def test_any_other_event_ability_in_play_is_still_refused() -> None:
    status, why = _answer("<b>Open:</b> Draw a card.")
    assert status == "illegal" and "Event in play" in why
