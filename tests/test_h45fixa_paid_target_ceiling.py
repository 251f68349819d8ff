"""A target limited by the Gold paid ("Destroy a target attachment with a Gold Cost less than or
equal to what you paid for this action minus two.", Broken Alliance): no amount paid is more
than the player's sources produce in all, so when every producer is read, a target beyond
that ceiling plus the offset fails in the lenient reading too: ``illegal`` (Reference 04, the
Gold icon; ``solver.paid_target_limit``; h45fixa N8). Real cards from ../shared/data (skipped
without it: ``pool``); tester h45adv1's board b5."""

from __future__ import annotations

from pathlib import Path

import yaml

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import load_data

BOARD = Path(__file__).resolve().parent / "data" / "h45fixa" / "b5.yaml"


def _load(tmp: Path, pool: CardPool, clan: str) -> LoadedState:
    data = yaml.safe_load(BOARD.read_text("utf-8"))
    for p in data["players"]:
        if p["id"] == "mantis":
            p["clan"] = clan
    return load_data(tmp, pool, data)


def test_broken_alliance_on_a_gold_cost_8_card_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Mantis (its Clan its Phoenix Stronghold's: every producer read) produces at most 8:
    Channeling the Fallen (Gold Cost 8) is beyond 8 - 2 in both readings."""
    loaded = _load(tmp_path, pool, "phoenix")
    v = check(loaded, "mantis", "man34", 0, targets={"target1": ["dra8"]})
    assert v.status == "illegal", v.reasons
    assert v.details[0].code == "target"


def test_controls_a_cheap_target_and_an_unsettled_producer(tmp_path: Path, pool: CardPool) -> None:
    """Controls: with no target announced a cheap one is found (legal); with the Clan not
    settled (Kobune Port's production reads it) the ceiling is not known: `unknown`."""
    assert check(_load(tmp_path, pool, "phoenix"), "mantis", "man34", 0).status == "legal"
    v = check(_load(tmp_path, pool, "mantis"), "mantis", "man34", 0, targets={"target1": ["dra8"]})
    assert v.status == "unknown", v.reasons
