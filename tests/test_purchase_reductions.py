"""`goodfaith deck`'s purchases price a card as ``check`` does, in-play reductions included
(``solver.analysis.purchases.candidates`` passes the card's id to ``gold_cost_now``; Costs and
restrictions / Changes to costs and payments): Yasuki Makoto's "Your Holdings enter play for 1
less Gold." lets 5 Gold buy Merchant Atoll (6); without him it is not bought. The purchase
solver agrees with the brute-force reference on both boards."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.analysis.purchases import best_purchases, brute_force
from solver.good_faith import check
from solver.verdict import Play


def _board(tmp: Path, pool: CardPool, makoto: bool) -> Any:
    state = {
        "turn": 5, "active_player": "crane", "phase": "dynasty",
        "players": [{"id": "crane", "clan": "crane", "family_honor": 10},
                    {"id": "other", "clan": "scorpion", "family_honor": 9}],
        "cards": [
            {"id": "palace", "title": "The Esteemed Palace of the Crane", "owner": "crane",
             "zone": "home", "bowed": True},
            {"id": "market", "title": "Marketplace", "owner": "crane", "zone": "home"},
            {"id": "farm", "title": "Large Farm", "owner": "crane", "zone": "home"},
            *([{"id": "makoto", "title": "Yasuki Makoto", "owner": "crane", "zone": "home",
                "bowed": True}] if makoto else []),
            {"id": "cp4", "title": "Merchant Atoll", "owner": "crane", "zone": "province",
             "province": 4},
            {"id": "est", "title": "The Shadowed Estate of the Scorpion", "owner": "other",
             "zone": "home"},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


@pytest.mark.parametrize("makoto", [True, False])
def test_reduction_in_play_changes_what_is_bought(
    tmp_path: Path, pool: CardPool, makoto: bool
) -> None:
    loaded = _board(tmp_path, pool, makoto)
    best = best_purchases(loaded, "crane")
    bought = [p.candidate.card for p in best.purchases]
    assert bought == (["cp4"] if makoto else []), bought
    assert (best.score, best.gold_produced, best.sources_used) == brute_force(loaded, "crane")
    # the same answer as ``check``
    v = check(loaded, "crane", "cp4", Play.RECRUIT)
    assert v.status == ("legal" if makoto else "illegal"), v.reasons
    if makoto:
        assert best.gold_produced == 5
