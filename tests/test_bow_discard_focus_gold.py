"""A Reaction that bows its Personality and discards a card to produce Gold equal to the
discarded card's Focus Value ("Reaction: Any number of times per turn, when paying a Gold cost,
bow Tamako and discard a card: Produce Gold equal to its Focus Value."; Asahina Tamako, Keigo,
Sekawa, Yoshino): a Gold source, the best card of the hand (``model.oracle.production_discard``;
Costs and restrictions / Gold production)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.common import Stat
from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Play


@pytest.mark.parametrize(
    ("title", "once"),
    [
        ("Asahina Tamako", False),  # "Any number of times per turn"
        ("Asahina Sekawa", False),
        ("Asahina Keigo", True),
        ("Asahina Yoshino", True),
    ],
)
def test_bow_and_discard_read(title: str, once: bool, pool: CardPool) -> None:
    card = pool.resolve(title).card
    assert not card.production_unread
    (mode,) = card.production
    assert mode.bow and mode.discard_stat is Stat.FOCUS and mode.discard_other is not None
    assert mode.once_per_turn is once


def _board(tmp: Path, pool: CardPool, hand: list[str], *, bowed: bool = False) -> Any:
    state = {
        "turn": 5, "active_player": "crane", "phase": "dynasty",
        "players": [{"id": "crane", "clan": "crane", "family_honor": 14},
                    {"id": "lion", "clan": "lion", "family_honor": 12}],
        "cards": [
            {"id": "esteemed", "title": "The Esteemed House of the Crane", "owner": "crane",
             "zone": "home", "bowed": True},
            {"id": "tamako", "title": "Asahina Tamako", "owner": "crane", "zone": "home",
             "bowed": bowed},
            *({"id": f"h{i}", "title": t, "owner": "crane", "zone": "hand"}
              for i, t in enumerate(hand)),
            {"id": "cp1", "title": "Doji Reju", "owner": "crane", "zone": "province",
             "province": 1},
            {"id": "home-lion", "title": "The Ancestral Home of the Lion", "owner": "lion",
             "zone": "home"},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_tamako_pays_with_focus_4(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool, ["Rise, Brother", "Counterattack"])  # Focus 1 and 4
    v = check(board, "crane", "cp1", Play.RECRUIT)  # Doji Reju: 4 Gold
    assert v.status == "legal", v.reasons


def test_tamako_focus_too_low_illegal(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool, ["Rise, Brother"])  # control: Focus 1 < 4
    v = check(board, "crane", "cp1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons


def test_tamako_no_card_illegal(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, []), "crane", "cp1", Play.RECRUIT)  # control: empty hand
    assert v.status == "illegal", v.reasons


def test_tamako_bowed_illegal(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool, ["Counterattack"], bowed=True)  # control: she can't bow
    v = check(board, "crane", "cp1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons
