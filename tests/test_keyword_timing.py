"""An action left unread only for an ability keyword the rules files do not define (Favor,
Economic, Tactical, Thunder, Recon ...): its designator still tells when it can be taken
(Reference 04, Abilities), so it is illegal when none fits now and stays unknown otherwise
(h25adv2 F9; README "illegal when the part understood, its timing, already fails")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.abilities import Designator
from model.cardtext.keyword_timing import keyword_only_designators
from solver.good_faith import check
from tests.builders import set_board, set_strategy


@pytest.mark.parametrize(
    ("text", "designators"),
    [
        ("Favor Political Limited: Discard the Imperial Favor to draw a card.", ("limited",)),
        (
            "Economic Home Interrupt, :g2:: Give the action's Ranged Attacks +2 or -2 strength.",
            ("interrupt",),
        ),
        ("Thunder Battle: Fear 2.", ("battle",)),
        ("Economic Battle/Open, :bow:: Gain 1 Honor.", ("battle", "open")),
        # no keyword without rules: the action is read (or not) as ever
        ("Political Open: Gain 1 Honor.", ()),
        # the body may change when or how it is used: nothing is said of its timing
        ("Favor Limited: Even if this card is bowed, gain 1 Honor.", ()),
        ("Kiho Battle: Gain 1 Honor during the Dynasty Phase.", ()),
        ("Favor Open: This action may be used as a Battle action. Gain 1 Honor.", ()),
        ("Economic Limited: You may use this ability an additional time this turn.", ()),
        ("Tireless Favor Battle: Gain 1 Honor.", ()),
    ],
)
def test_designators_of_an_action_unread_for_its_keyword(
    text: str, designators: tuple[str, ...]
) -> None:
    assert keyword_only_designators(text) == tuple(Designator(d) for d in designators)


def _status(tmp: Path, text: str, **fields: Any) -> str:
    head, _, body = text.partition(": ")
    cards = [set_strategy("Favor Test", f"<b>{head}:</b> {body}")]
    table = [{"id": "s", "title": "Favor Test", "owner": "me", "zone": "hand"}]
    return check(set_board(tmp, cards, table, **fields), "me", "s", 0).status


LIMITED = "Favor Political Limited: Discard the Imperial Favor to draw a card."
INTERRUPT = "Economic Interrupt: Give the action's Ranged Attacks +2 strength."


def test_limited_with_an_unread_keyword_out_of_its_phase_is_illegal(tmp_path: Path) -> None:
    assert _status(tmp_path, LIMITED) == "illegal"  # the Dynasty Phase
    other = [{"id": "me", "family_honor": 10}, {"id": "b", "family_honor": 10}]
    assert _status(tmp_path, LIMITED, phase="action", active_player="b", players=other) == (
        "illegal"  # another player's Action Phase
    )


def test_limited_with_an_unread_keyword_in_its_phase_stays_unknown(tmp_path: Path) -> None:
    assert _status(tmp_path, LIMITED, phase="action") == "unknown"


def test_body_that_may_change_its_timing_stays_unknown(tmp_path: Path) -> None:
    text = "Favor Limited: Even if this card is bowed, draw a card during the Dynasty Phase."
    assert _status(tmp_path, text) == "unknown"


def test_interrupt_with_an_unread_keyword_needs_something_pending(tmp_path: Path) -> None:
    assert _status(tmp_path, INTERRUPT, phase="action") == "illegal"  # nothing to interrupt
    pending = "to an action, after its targets are chosen"
    assert _status(tmp_path, INTERRUPT, phase="action", trigger=pending) == "unknown"
