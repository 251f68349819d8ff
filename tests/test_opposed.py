"""Opposed / opposing: an army faces the enemy army at its own battlefield, the current one or
another (Reference 05, Battlefield / Side). Found by review: a unit facing enemies at another
battlefield was read as unopposed (Tactical Advisors: a false illegal)."""

from __future__ import annotations

from model.evaluate import is_opposed
from model.state import View
from tests.builders import board, card

SAMURAI = {
    "title": "T Samurai",
    "type": "personality",
    "force": 2,
    "chi": 2,
    "personal_honor": 2,
    "honor_requirement": 0,
    "gold_cost": 5,
}
ITEM = {"title": "T Blade", "type": "item", "force": 1, "chi": 0, "gold_cost": 1}


def _view() -> View:
    here, there, empty = (
        {"zone": "battlefield", "battlefield": b} for b in ("them-p1", "them-p2", "them-p3")
    )
    loaded = board(
        [SAMURAI, ITEM],
        [
            card("mine1", "T Samurai", "me", **here),
            card("theirs1", "T Samurai", "them", **here),
            card("mine2", "T Samurai", "me", **there),
            card("blade2", "T Blade", "me", attached_to="mine2", **there),
            card("theirs2", "T Samurai", "them", **there),
            card("alone", "T Samurai", "me", **empty),
            card("home", "T Samurai", "me"),
            card("their_home", "T Samurai", "them"),
        ],
        phase="attack",
        segment="combat",
        current_battlefield="them-p1",
        attacker="me",
    )
    return View.of(loaded.state, loaded.library)


def test_opposed_at_the_current_battlefield_and_at_another() -> None:
    v = _view()
    assert is_opposed(v, "mine1") and is_opposed(v, "theirs1")
    assert is_opposed(v, "mine2") and is_opposed(v, "theirs2")
    assert is_opposed(v, "blade2")  # an attachment is where its Personality is


def test_not_opposed_alone_or_at_home() -> None:
    v = _view()
    assert not is_opposed(v, "alone")
    assert not is_opposed(v, "home") and not is_opposed(v, "their_home")


def test_opposing_is_the_same_battlefield_on_different_sides() -> None:
    v = _view()
    assert v.opposing("mine2", "theirs2") and v.opposing("mine1", "theirs1")
    assert not v.opposing("mine1", "theirs2")  # different battlefields
    assert not v.opposing("mine1", "mine2") and not v.opposing("home", "their_home")
