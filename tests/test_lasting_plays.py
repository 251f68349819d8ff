"""A triggered sentence's lasting effect on the rulebook plays (Effects, Lasting effects;
Reference 02: Equip), not read: "After you reveal cards in your Provinces ..., until ..., you may
target Followers in your discard pile with the Equip rulebook action." (Never Enough Soldiers,
found by h26adv1 F7: its Equip from the discard pile answered "not in your hand")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext.lasting_plays import lasting_plays
from solver.announce import check_all
from solver.good_faith import check
from solver.verdict import EQUIP
from tests.builders import KEEP_CARD, set_board, set_personality

NES = (
    "After you reveal cards in your Provinces at the start of your turn, if this Event is "
    "face-up in one of them, until your turn three turns from now begins, you may target "
    "Followers in your discard pile with the Equip rulebook action."
)


def test_the_sentences_kept() -> None:
    assert lasting_plays([NES]) == (NES,)
    glory = (
        "After you reveal cards in your Provinces at the start of your turn, if this Event is "
        "face-up in one of them, until the game ends, Equipping is a Battle/Open action."
    )
    assert lasting_plays([glory]) == (glory,)


@pytest.mark.parametrize(
    "text",
    [
        "After this card enters play, draw a card.",  # no play named
        "You may Equip this Follower from your discard pile.",  # not triggered: actions_unread
        "After you Recruit a Personality, gain 1 Honor.",  # no lasting effect
    ],
)
def test_sentences_not_kept(text: str) -> None:
    assert lasting_plays([text]) == ()


_FOLLOWER: dict[str, Any] = {
    "title": "Spear",
    "types": ["Follower"],
    "decks": ["Fate"],
    "gold_cost": 1,
    "force": 1,
    "honor_requirement": 0,
}
_ITEM: dict[str, Any] = {"title": "Blade", "types": ["Item"], "decks": ["Fate"], "gold_cost": 1}


def _board(tmp_path: Path, event_zone: str, face_up: bool = True) -> Any:
    event: dict[str, Any] = {"title": "Soldiers", "types": ["Event"], "decks": ["Dynasty"]}
    event["text"] = NES
    cards = [KEEP_CARD, set_personality("Lord", 2), event, _FOLLOWER, _ITEM]
    ev: dict[str, Any] = {"id": "ev", "title": "Soldiers", "owner": "me", "zone": event_zone}
    if event_zone == "province":
        ev |= {"province": 0, "face_up": face_up}
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        ev,
        {"id": "d1", "title": "Spear", "owner": "me", "zone": "fate_discard"},
        {"id": "d2", "title": "Blade", "owner": "me", "zone": "fate_discard"},
        {"id": "h1", "title": "Spear", "owner": "me", "zone": "hand"},
    ]
    return set_board(tmp_path, cards, table, "nes", phase="action")


def test_the_equip_from_the_discard_pile_is_unknown(tmp_path: Path) -> None:
    loaded = _board(tmp_path, "province")
    v = check(loaded, "me", "d1", EQUIP)
    assert v.status == "unknown" and "Soldiers" in v.reasons[0]
    # an Item: the sentence names Followers only; a Follower in hand: legal as before
    assert check(loaded, "me", "d2", EQUIP).status == "illegal"
    assert check(loaded, "me", "h1", EQUIP).status == "legal"
    listed = {(v.card, v.ability) for v in check_all(loaded, "me")}
    assert ("d1", EQUIP) in listed and ("d2", EQUIP) not in listed


@pytest.mark.parametrize(("zone", "face_up"), [("province", False), ("dynasty_discard", True)])
def test_controls_the_event_not_face_up_in_a_province(
    tmp_path: Path, zone: str, face_up: bool
) -> None:
    loaded = _board(tmp_path, zone, face_up)
    v = check(loaded, "me", "d1", EQUIP)
    assert v.status == "illegal" and "not in your hand" in v.reasons[0]
