"""A Reaction or Interrupt left unread only for an ability keyword without rules ("Recon
Reaction: After engaging: ...", "Favor Political Reaction: After the resolution of ...") is
illegal when its printed trigger certainly names another moment than the one the state names
(solver/trigger_words.py kinds; Abilities and actions / Designators: "Reaction: At its stated
trigger"; issue 13, h26adv2 F2), and stays unknown otherwise."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.abilities import INTERRUPT_TO_AN_ACTION
from model.cardtext.keyword_timing import keyword_only_trigger
from solver.good_faith import check
from tests.builders import set_board, set_strategy

RECON = "Recon Reaction: After engaging: Gain 1 Honor."
FAVOR = (
    "Favor Political Reaction: After the resolution of an action that created a duel that "
    "Favor Test won, discard the Imperial Favor to draw two cards."
)
BARE = "Favor Political Interrupt, :bow:: Discard the Imperial Favor to gain 1 Honor."


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        (RECON, "After engaging"),
        (FAVOR, "After the resolution of an action that created a duel that Favor Test won"),
        (BARE, None),  # prints none
        ("Favor Limited: Gain 1 Honor.", None),  # no Reaction
        # a body that may change its timing: nothing is read
        ("Recon Reaction: After engaging, even if this card is bowed, gain 1 Honor.", None),
    ],
)
def test_the_printed_trigger_of_an_action_unread_for_its_keyword(
    text: str, trigger: str | None
) -> None:
    assert keyword_only_trigger(text) == trigger


def _status(tmp: Path, text: str, **fields: Any) -> str:
    head, _, body = text.partition(": ")  # "..., :bow:: body": the head keeps ":bow:"
    cards = [set_strategy("Favor Test", f"<b>{head}:</b> {body}")]
    table = [{"id": "s", "title": "Favor Test", "owner": "me", "zone": "hand"}]
    return check(set_board(tmp, cards, table, phase="action", **fields), "me", "s", 0).status


def test_a_reaction_whose_trigger_names_another_moment_is_illegal(tmp_path: Path) -> None:
    awaits = {"trigger": INTERRUPT_TO_AN_ACTION, "action_keywords": []}
    assert _status(tmp_path, RECON, **awaits) == "illegal"
    assert _status(tmp_path, FAVOR, **awaits) == "illegal"
    assert _status(tmp_path, RECON, trigger="After a battle resolves") == "illegal"
    assert _status(tmp_path, FAVOR, trigger="After engaging") == "illegal"
    # an event the state names: engaging is no action resolving
    engaging = {"event": {"kind": "engaging", "timing": "after"}}
    assert _status(tmp_path, FAVOR, **engaging) == "illegal"


def test_a_reaction_at_a_moment_that_may_be_its_own_stays_unknown(tmp_path: Path) -> None:
    assert _status(tmp_path, RECON, trigger="After engaging") == "unknown"
    assert _status(tmp_path, RECON, event={"kind": "engaging", "timing": "after"}) == "unknown"
    assert _status(tmp_path, FAVOR, trigger="After an action resolves") == "unknown"
    # a moment of no kind read: never refused
    assert _status(tmp_path, RECON, trigger="After a card is destroyed") == "unknown"
    # a card entering play is read (h37adv2 U3): never the moment of engaging
    assert _status(tmp_path, RECON, trigger="After a card enters play") == "illegal"


def test_an_interrupt_printing_no_trigger_is_played_to_an_action(tmp_path: Path) -> None:
    assert _status(tmp_path, BARE, trigger="After engaging") == "illegal"
    awaits = {"trigger": INTERRUPT_TO_AN_ACTION, "action_keywords": []}
    assert _status(tmp_path, BARE, **awaits) == "unknown"
