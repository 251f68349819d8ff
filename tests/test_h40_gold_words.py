"""Gold refusals that say what settled them (h40): a shortfall by the count of sources says the
count (h39adv4 N6; ``solver.gold.reasons.count_text``), and a refusal counting Seppun
Ritisharu's "Your Holdings produce 1 additional Gold ..." says so
(``solver.holding_bonus_bound.counted_note``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver import gold
from solver.good_faith import check
from solver.verdict import Play
from tests.builders import pool_state

_PLAYERS = [
    {"id": "me", "clan": "crab", "family_honor": 10},
    {"id": "opp", "clan": "lion", "family_honor": 10},
]


def _abbot(tmp: Path, pool: CardPool, name: str, stronghold: str) -> Any:
    at = {"zone": "battlefield", "battlefield": "opp-p1"}
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": stronghold, "owner": "me", "zone": "home", "bowed": True},
        {"id": "rout", "title": "Rout", "owner": "me", "zone": "hand"},
        {"id": "mine", "title": "Doji Shigeyuki", "owner": "me", **at},
        {"id": "shamate", "title": "Shamate Keep", "owner": "opp", "zone": "home", "bowed": True},
        {"id": "abbot", "title": "The Abbot • Experienced 3", "owner": "opp", **at},
        {"id": "iron", "title": "Iron Mine", "owner": "me", "zone": "home"},
    ]
    return pool_state(
        tmp, pool, cards, name, turn=5, active_player="me", phase="attack", segment="combat",
        current_battlefield="opp-p1", attacker="me", players=_PLAYERS,
    )  # fmt: skip


def test_the_count_of_sources_is_said(tmp_path: Path, pool: CardPool) -> None:
    """The Aerie (Clan not settled), Iron Mine alone, Rout on The Abbot: 1 + 2 in separate
    payments from one source: ``illegal``, saying the count."""
    v = check(_abbot(tmp_path, pool, "a", "The Aerie"), "me", "rout", 0,
              targets={"unit": ("abbot",)})  # fmt: skip
    assert v.status == "illegal", v.reasons
    assert "only 1 source may pay them, for 2 separate payments" in v.reasons[0]


def test_count_text_only_when_fewer_sources() -> None:
    """Control (the planner alone): two sources for two payments short in total say no
    count; one source for two payments does."""
    two = gold.PaymentProblem(
        (gold.Source("a", 1), gold.Source("b", 1)), (gold.Payment("x", 2), gold.Payment("y", 2))
    )
    reason = gold.solve(two).reason or ""
    assert "at most 2 Gold in total" in reason and "only" not in reason
    one = gold.PaymentProblem((gold.Source("a", 3),), (gold.Payment("x", 2), gold.Payment("y", 2)))
    assert "only 1 source may pay them" in (gold.solve(one).reason or "")


def _rit(tmp: Path, pool: CardPool, name: str, rit_owner: str) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "me", "zone": "home"},
        {"id": "iron", "title": "Iron Mine", "owner": "me", "zone": "home"},
        {"id": "rit", "title": "Seppun Ritisharu", "owner": rit_owner, "zone": "home"},
        {"id": "p1", "title": "Hida Daizu • Experienced", "owner": "me", "zone": "province",
         "province": 1},
        {"id": "shamate", "title": "Shamate Keep", "owner": "opp", "zone": "home"},
    ]  # fmt: skip
    return pool_state(
        tmp, pool, cards, name, turn=3, active_player="me", phase="dynasty", players=_PLAYERS
    )


def test_ritisharu_counted_is_said(tmp_path: Path, pool: CardPool) -> None:
    """Hida Daizu • Experienced (9) from Kyuden 4 + Iron Mine 3 + 1: ``illegal``, saying the
    +1 per Holding was counted."""
    v = check(_rit(tmp_path, pool, "b", "me"), "me", "p1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "counting Seppun Ritisharu (rit): 1 more Gold for each Holding bowing" in v.reasons[0]


def test_control_the_opponents_ritisharu_is_not_counted(tmp_path: Path, pool: CardPool) -> None:
    """Control: the opponent's Ritisharu adds nothing and is not named."""
    v = check(_rit(tmp_path, pool, "c", "opp"), "me", "p1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "Ritisharu" not in v.reasons[0]
