"""A card's own entering cost worded "Bringing this card into play has the additional cost,
"Discard the Imperial Favor."" / "Recruiting Sanru has the additional cost, ..." (Costs and
restrictions: "any other costs of entering play listed in its traits"), set aside with no doubt
before (issue 13; h29silent2 census): its own Equip or Recruit is now unknown naming it (a
legal verdict could be a false legal: the cost may be unpayable), and nothing else is."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.entering import read_entering
from solver.playing import check_play
from solver.verdict import EQUIP, RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality

FAVOR = 'Bringing this card into play has the additional cost, "Discard the Imperial Favor."'


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (FAVOR, "The Imperial Standard"),
        ('Recruiting Sanru has the additional cost, "Destroy 4 tokens".', "Oni no Sanru"),
        ('Ianwa has the addition cost, "Discard your hand" to enter play.', "Oni no Ianwa"),
    ],
)
def test_read_as_its_own_entering(text: str, title: str) -> None:
    got = read_entering([text], title)
    assert got.unread == (text,) and got.grants_unread == ()


def test_about_other_cards_it_is_no_own_cost() -> None:
    said = 'Recruiting Personalities has the additional cost, "Discard a card."'
    assert read_entering([said], "T").unread == ()


def _equip(tmp_path: Path, text: str, phase: str = "action", oni: str = "") -> Any:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("T Lord", 0),
        {"title": "T Standard", "types": ["Item"], "decks": ["Fate"], "gold_cost": 1, "text": text},
        set_personality("T Oni", 1, text=oni),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "T Lord", "owner": "me", "zone": "home"},
        {"id": "std", "title": "T Standard", "owner": "me", "zone": "hand"},
        {"id": "oni", "title": "T Oni", "owner": "me", "zone": "province", "province": 0},
    ]
    return set_board(tmp_path, cards, table, phase, phase=phase)


def test_an_own_entering_cost_is_no_false_legal(tmp_path: Path) -> None:
    """No one holds the Imperial Favor: the Equip was legal (the cost dropped); then unknown
    naming the sentence; now illegal, the cost can't be paid (h36entry,
    ``solver.own_entering_settled``). Control: without it the Equip is legal."""
    v = check_play(_equip(tmp_path, FAVOR), "me", "std", EQUIP)
    assert v.status == "illegal" and "Imperial Favor" in " ".join(v.reasons), v.reasons
    v = check_play(_equip(tmp_path, "This Item has no cost."), "me", "std", EQUIP)
    assert v.status == "legal", v.reasons


def test_a_recruit_cost_by_name(tmp_path: Path) -> None:
    said = 'Recruiting Oni has the additional cost, "Discard your hand."'
    v = check_play(_equip(tmp_path, "", "dynasty", oni=said), "me", "oni", RECRUIT)
    assert v.status == "unknown" and "Discard your hand" in " ".join(v.reasons), v.reasons
    # another card's play is untouched: the Item's Equip in the Action Phase
    assert check_play(_equip(tmp_path, "", oni=said), "me", "std", EQUIP).status == "legal"
