"""A quality given to some cards only ("This Shugenja has +2F and Shadowlands.", Death,
Defeated on its bearer) can't turn a rulebook play's timing failure (Reference 02: Recruit is a
Dynasty action, Equip an Open action; ``solver.timing_reach``; h45fixa N4). Real cards from
../shared/data (skipped without it: ``pool``); the board of tester h45adv1 (b5)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Play
from tests.builders import load_data

BOARD = Path(__file__).resolve().parent / "data" / "h45fixa" / "b5.yaml"


def _load(tmp: Path, pool: CardPool, **turn: Any) -> LoadedState:
    data = yaml.safe_load(BOARD.read_text("utf-8"))
    if turn:  # another turn: no battle
        for key in ("attacker", "defender", "segment", "current_battlefield"):
            data.pop(key, None)
        data["cards"] = [
            {k: v for k, v in c.items() if k != "battlefield"}
            | ({"zone": "home"} if c["zone"] == "battlefield" else {})
            for c in data["cards"]
        ]
    data.update(turn)
    return load_data(tmp, pool, data)


def test_plays_out_of_their_time_are_illegal_beside_death_defeated(
    tmp_path: Path, pool: CardPool
) -> None:
    """Dragon's attack: mantis's Recruits are not now (was `unknown`, naming Death, Defeated's
    sentence about its own bearer). The Equip's timing also rests on its hosts, and the bearer
    (Daigotsu Zenshi, mantis's) is one: a keyword given to him (Shadowlands) stays a doubt
    (the lead's review: as Reserve given to a host in ``test_play_phase_scope``)."""
    loaded = _load(tmp_path, pool)
    equip = check(loaded, "mantis", "man35", Play.EQUIP)
    assert equip.status == "unknown", equip.reasons
    assert "Death, Defeated" in equip.reasons[0], equip.reasons
    for card in ("man38", "man39", "man40", "man41"):
        v = check(loaded, "mantis", card, Play.RECRUIT)
        assert v.status == "illegal", (card, v.reasons)
        assert v.details[0].code == "timing"


def test_the_equip_in_its_time_is_not_refused_for_timing(tmp_path: Path, pool: CardPool) -> None:
    """Control: in mantis's own Action Phase the Equip's time is met; the answer does not rest
    on a timing failure (what Death, Defeated gives may still matter)."""
    loaded = _load(tmp_path, pool, phase="action", active_player="mantis")
    v = check(loaded, "mantis", "man35", Play.EQUIP)
    assert not (v.status == "illegal" and v.details[0].code == "timing"), v.reasons
