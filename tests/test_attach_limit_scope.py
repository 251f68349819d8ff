"""Unread entering sentences of cards in play that can't concern another card's play
(``solver.attach_limit_scope``; Reference 03, attachments): "A Personality may only attach one
Kimono." concerns only a Kimono's play (h29adv2 F3); a subject-less "Will not join a player with
a Wind." is its own card's entering, past once it is in play (h29adv2 F10)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.entering import read_entering
from solver.good_faith import check
from solver.verdict import EQUIP
from tests.builders import KEEP_CARD, set_board, set_personality

_KIMONO = "A Personality may only attach one Kimono."


def _equip(tmp_path: Path, other: dict[str, Any], lord_text: str = "") -> str:
    """The Equip of ``Cloth`` (an Item, keywords as given) while Latest Fashions is attached to
    the one Personality ``Lord`` (printing ``lord_text``)."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 3, text=lord_text),
        {
            "title": "Latest Fashions",
            "types": ["Item"],
            "decks": ["Fate"],
            "gold_cost": 1,
            "keywords": ["Kimono"],
            "text": _KIMONO,
        },
        {"title": "Cloth", "types": ["Item"], "decks": ["Fate"], "gold_cost": 1, **other},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {
            "id": "lf",
            "title": "Latest Fashions",
            "owner": "me",
            "zone": "home",
            "attached_to": "lord",
        },
        {"id": "cloth", "title": "Cloth", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "kimono", phase="action")
    v = check(loaded, "me", "cloth", EQUIP)
    return f"{v.status}: {' '.join(v.reasons)}"


def test_the_sentences_are_said_of_others() -> None:
    """Both are kept unread by the entering reader (not of their own card's entering cost)."""
    assert read_entering(_KIMONO, "Latest Fashions").grants_unread == (_KIMONO,)
    said = "Will not join a player with a Wind."
    assert read_entering(said, "Celestial Dragon").grants_unread == (said,)


def test_one_kimono_spares_an_item_without_the_keyword(tmp_path: Path) -> None:
    assert _equip(tmp_path, {"keywords": ["Weapon"]}).startswith("legal")


def test_one_kimono_keeps_a_kimono_unknown(tmp_path: Path) -> None:
    """Control: a second Kimono onto the only Personality, who has one: the limit may forbid."""
    got = _equip(tmp_path, {"keywords": ["Kimono"]})
    assert got.startswith("unknown") and "only attach one Kimono" in got


@pytest.mark.parametrize("said", ["Will not join a player with a Wind.", "Will only join a Crab."])
def test_own_join_in_play_spares_an_equip(tmp_path: Path, said: str) -> None:
    """The host's own subject-less join restriction: about its entering, not the Equip."""
    got = _equip(tmp_path, {"keywords": ["Weapon"]}, lord_text=said)
    assert got.startswith("legal"), got
