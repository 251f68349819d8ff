"""The listers agree with ``check`` when one candidate is doubtful (issue 13, h27adv1 F3):
``goodfaith targets`` lists the certain target sets as legal and the doubtful one as
undecided with its reason (it answered unknown with no set at all), ``actions`` names the
undecided candidate (not the action's card), and ``legal_announcements(all_targets=True)``
lists the doubtful set in ``undecided``. Abilities and actions / Good Faith Rule: a target
set is legal only if the whole announcement is; an unknown one is never dropped."""

from __future__ import annotations

import time

from model.common import CardType
from model.state import View
from solver.announce import legal_announcements
from solver.decision import DecisionPoint, decision_json
from solver.good_faith import check
from solver.listing import checked_target_listing
from tests.builders import board, card, imported

_TEXT = "<b>Open:</b> Target a Personality with 2 or less Force: Bow it."


def _view(boost: str | None = "This Personality has +1F for each card in your hand.") -> View:
    """h1, h2 (Force 1) certain; g (Force 1) doubtful when its Spell's unread ``boost`` (one
    with no fixed amount: a flat "This Personality has +2F." on an attachment is read now,
    ``model.bearer_stats``)."""
    ab = imported(_TEXT, "T Played", CardType.STRATEGY)
    spell: dict[str, object] = {"title": "T Spell", "type": "spell"}
    if boost is not None:
        spell["qualities_unread"] = [boost]
    defs = [
        {"title": "T Played", "type": "strategy", "abilities": [ab]},
        {"title": "T Hero", "type": "personality", "force": 1},
        spell,
    ]
    cards = [
        card("played", "T Played", "me", zone="hand"),
        card("h1", "T Hero", "me"),
        card("h2", "T Hero", "them"),
        card("g", "T Hero", "them"),
        card("sp", "T Spell", "them", attached_to="g"),
    ]
    loaded = board(defs, cards)
    return View.of(loaded.state, loaded.library)


def test_targets_lists_the_certain_sets_and_the_doubtful_one_as_undecided() -> None:
    """Was count None, no set, verdict unknown, while ``check`` answered legal."""
    view = _view()
    assert check(view, "me", "played", 0).status == "legal"
    found = checked_target_listing(view, "me", "played", 0, 20, time.monotonic() + 5)
    assert found["verdict"] == "legal" and found["count"] == 2
    assert found["target_sets"] == [{"target1": ["h1"]}, {"target1": ["h2"]}]
    assert found["undecided_count"] == 1
    (one,) = found["undecided"]  # type: ignore[misc]
    assert one["targets"] == {"target1": ["g"]}
    assert "This Personality has +1F for each card in your hand." in one["reason"]


def test_control_without_the_unread_sentence_every_set_is_legal() -> None:
    view = _view(boost=None)
    found = checked_target_listing(view, "me", "played", 0, 20, time.monotonic() + 5)
    assert found["count"] == 3 and not found["undecided"] and found["undecided_count"] == 0


def test_actions_names_the_undecided_candidate() -> None:
    """Was "unknown: T Played (played): ...": the action's card, not the candidate."""
    view = _view()
    point = DecisionPoint(view, "me")
    (announce,) = [i for i in point.legal_ids() if "T Played" in point.text(i)]
    step = point.apply(announce)
    assert len(step.legal_ids()) == 2
    (unknown,) = decision_json(step)["unknown"]  # type: ignore[misc]
    assert unknown["text"] == "target1: T Hero (g)"


def test_legal_announcements_keeps_the_doubtful_set_undecided() -> None:
    view = _view()
    found = legal_announcements(view, "me", all_targets=True)
    sets = [a.targets for a in found if a.card == "played"]
    assert sets == [(("target1", ("h1",)),), (("target1", ("h2",)),)]
    (doubt,) = [v for v in found.undecided if v.card == "played"]
    assert doubt.reasons[0].startswith("target1 = g: not modelled")
