"""A keyword grant not read gives only the keywords it names ("This Shugenja has +2F and
Shadowlands.", Death, Defeated): a required performer with another keyword (Headbutt's "Choose
your performing Berserker", none) still fails (``solver.keyword_grant_names``; Abilities and
actions / B; h45fixa N7). Real cards from ../shared/data (skipped without it: ``pool``); tester
h45adv1's board b5."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.keyword_grant_names import grants_none_of
from tests.builders import load_data

BOARD = Path(__file__).resolve().parent / "data" / "h45fixa" / "b5.yaml"
DEATH = "This Shugenja has +2F and Shadowlands."


def test_a_grant_gives_only_the_keywords_it_names() -> None:
    assert grants_none_of(DEATH, frozenset({"berserker"}))
    assert not grants_none_of(DEATH, frozenset({"shadowlands"}))
    assert not grants_none_of("Fukuzo copies one keyword of the Personality.", frozenset({"x"}))


def _load(tmp: Path, pool: CardPool, add: list[dict[str, Any]] | None = None) -> LoadedState:
    data = yaml.safe_load(BOARD.read_text("utf-8"))
    data["cards"] += add or []
    return load_data(tmp, pool, data)


def test_headbutt_with_no_berserker_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Mantis controls no Berserker; Death, Defeated gives only Shadowlands: illegal (was
    `unknown`)."""
    v = check(_load(tmp_path, pool), "mantis", "man36", 0)
    assert v.status == "illegal", v.reasons
    assert "Berserker" in v.reasons[0]


def test_headbutt_with_a_berserker_stays_open(tmp_path: Path, pool: CardPool) -> None:
    """Control: mantis's own Berserkers (a Berserker Follower) on Daigotsu Zenshi at the
    battlefield: the performer exists, the unread rest decides: `unknown`."""
    ber = {
        "id": "mb",
        "title": "Berserkers",
        "owner": "mantis",
        "zone": "battlefield",
        "battlefield": "mantis-p1",
        "attached_to": "man26",
    }
    v = check(_load(tmp_path, pool, [ber]), "mantis", "man36", 0)
    assert v.status == "unknown", v.reasons
