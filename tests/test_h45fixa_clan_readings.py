"""A Recruit ``unknown`` only because the player's Clan is not settled (the state says Crane,
his Stronghold is Dragon's; Reference 02, Clan Alignment) is checked with each Clan he may
have: short of Gold under every one, it is ``illegal`` (``solver.clan_readings``; h45fixa N9).
And a card in play's own "Enters play paying 2 less Gold if you are a Lion Clan ..." (Tsuruchi
Yashiro) pays for no other card (``model.player_clan.clan_producers``). Real cards from
../shared/data (skipped without it: ``pool``); tester h45adv1's board b9."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Play
from tests.builders import load_data

BOARD = Path(__file__).resolve().parent / "data" / "h45fixa" / "b9.yaml"


def _load(tmp: Path, pool: CardPool, add: list[dict[str, Any]] | None = None) -> LoadedState:
    data = yaml.safe_load(BOARD.read_text("utf-8"))
    data["cards"] += add or []
    return load_data(tmp, pool, data)


def test_recruits_short_under_every_clan_are_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Kakita Maratai (8 Gold), Kitsu Fukui (5 + the Clan Honor Rule's 2 either way) against
    6 Gold, Daigotsu Yajinden • Experienced 3 (Loyal to Spider): illegal (were `unknown`)."""
    loaded = _load(tmp_path, pool)
    for card in ("cra16", "cra17", "cra18"):
        v = check(loaded, "crane", card, Play.RECRUIT)
        assert v.status == "illegal", (card, v.reasons)
        assert "whatever your Clan" in v.reasons[0]


def test_a_recruit_the_clan_decides_stays_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control: Mirumoto Gobashi (Dragon, 5 Gold): as Dragon he costs 5 (payable with 6), as
    Crane 5 + 2 (not): the Clan decides, `unknown`."""
    gob = {"id": "gob", "title": "Mirumoto Gobashi", "owner": "crane", "zone": "province"}
    v = check(_load(tmp_path, pool, [{**gob, "province": 3}]), "crane", "gob", Play.RECRUIT)
    assert v.status == "unknown", v.reasons
