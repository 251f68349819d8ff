"""A face-up card "in or out of play" (``model.cardtext.target_piles.in_or_out_of_play``;
Reference 05: discard piles and removed cards are face-up, the hand and decks face-down, a
Province's cards as they lie) and "non-Loyal," (Loyal: a printed Personality keyword):
Suikihime's Sanction ("Permanently give your target non-Loyal, face-up Personality in or out of
play your Clan Alignment."), Courting Trouble, Omen • Experienced (h40left 3)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext.targets import find_phrases
from model.oracle.pool import CardPool
from model.selectors import Controller
from model.zones import Place
from solver.good_faith import check
from tests.builders import pool_state

_SANCTION = (
    "Permanently give your target non-Loyal, face-up Personality in or out of play your Clan "
    "Alignment."
)


def test_the_sanction_phrase() -> None:
    found = find_phrases(_SANCTION, "Suikihime's Sanction", None)
    assert not isinstance(found, str), found
    sel = found[0].select
    assert sel.location is Place.IN_OR_OUT_OF_PLAY and sel.face_up is True
    assert sel.not_keyword == ("loyal",) and sel.controller is Controller.YOU


def test_control_in_or_out_of_play_needs_face_up() -> None:
    # a face-down card is never known to be a Personality (Reference 05): not read
    text = "Permanently give your target Personality in or out of play your Clan Alignment."
    assert isinstance(find_phrases(text, "X", None), str)


def _sanction(tmp: Path, pool: CardPool, extra: list[dict[str, Any]]) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "Shiro Mirumoto", "owner": "a", "zone": "home"},
        {"id": "ss", "title": "Suikihime's Sanction", "owner": "a", "zone": "hand"},
        {"id": "sh2", "title": "Shamate Keep", "owner": "b", "zone": "home"},
        *extra,
    ]
    return check(pool_state(tmp, pool, cards, "s"), "a", "ss", 0)


def _mimori(owner: str, zone: str, **more: Any) -> dict[str, Any]:
    return {"id": "p", "title": "Hida Mimori", "owner": owner, "zone": zone, **more}


@pytest.mark.parametrize(
    "extra",
    [
        [_mimori("a", "home")],
        [_mimori("a", "dynasty_discard")],  # out of play, face-up
        [_mimori("a", "province", province=1)],  # face-up in a Province
        [_mimori("a", "removed")],
    ],
)
def test_a_face_up_personality_of_yours_anywhere(
    tmp_path: Path, pool: CardPool, extra: list[dict[str, Any]]
) -> None:
    v = _sanction(tmp_path, pool, extra)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets == {"target1": ("p",)}


@pytest.mark.parametrize(
    "extra",
    [
        [],
        [{"id": "p", "title": "Akodo Dairuko", "owner": "a", "zone": "home"}],  # Loyal
        [_mimori("a", "province", province=1, face_up=False)],  # face-down
        [_mimori("a", "hand")],  # the hand is face-down
        [_mimori("a", "dynasty_deck")],
        [_mimori("b", "home")],  # not yours
        [_mimori("b", "dynasty_discard")],
    ],
)
def test_no_target_is_illegal(tmp_path: Path, pool: CardPool, extra: list[dict[str, Any]]) -> None:
    v = _sanction(tmp_path, pool, extra)
    assert v.status == "illegal", v.reasons
    assert "required targeting can't be met" in v.reasons[0]
