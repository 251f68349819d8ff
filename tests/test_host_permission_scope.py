"""A permission for hosts to take attachments of a type, "Your Oni may attach Shadowlands
Followers." (Ikikashi Sensei; h41adv7 N7; Reference 03, attachments): it can change only the
Equip of a card of that type, never a Recruit of a Holding or a Personality. Real cards by title
from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT

SAID = "Ikikashi Sensei: Your Oni may attach Shadowlands Followers."


def _board(pool: CardPool, phase: str) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "a", "zone": "home"},
        {"id": "sensei", "title": "Ikikashi Sensei", "owner": "a", "zone": "home"},
        {"id": "iron", "title": "Iron Mine", "owner": "a", "zone": "home"},
        {"id": "p1", "title": "Diamond Mine", "owner": "a", "zone": "province", "province": 1},
        {"id": "p2", "title": "Toritaka Chokichi", "owner": "a", "zone": "province", "province": 2},
        {"id": "cho", "title": "Toritaka Chokichi", "owner": "a", "zone": "home"},
        {"id": "sp", "title": "Ashigaru Spearmen", "owner": "a", "zone": "hand"},
        {"id": "bsh", "title": "The Aerie", "owner": "b", "zone": "home"},
    ]
    data = {
        "turn": 5,
        "active_player": "a",
        "phase": phase,
        "players": [
            {"id": "a", "clan": "crab", "family_honor": 10},
            {"id": "b", "clan": "crane", "family_honor": 14},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def test_a_holding_recruit_is_not_doubted(pool: CardPool) -> None:
    """Diamond Mine (6): Kyuden capped at 3 plus Iron Mine 3."""
    verdict = check(_board(pool, "dynasty"), "a", "p1", RECRUIT)
    assert verdict.status == "legal", verdict.reasons


def test_a_personality_recruit_short_is_illegal(pool: CardPool) -> None:
    """Chokichi (7): at most 6."""
    verdict = check(_board(pool, "dynasty"), "a", "p2", RECRUIT)
    assert verdict.status == "illegal", verdict.reasons
    assert not any(SAID in r for r in verdict.reasons)


def test_a_follower_equip_keeps_the_doubt(pool: CardPool) -> None:
    """Control: a Follower's Equip is the play the sentence may change."""
    verdict = check(_board(pool, "action"), "a", "sp", EQUIP)
    assert verdict.status == "unknown", verdict.reasons
    assert any(SAID in r for r in verdict.reasons)
