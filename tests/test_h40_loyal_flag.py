"""Loyal given as the bundled library's ``loyal`` flag is a keyword too (Reference 03, Loyal;
``model.cards.keywords_with_clan``): Suikihime's Sanction ("your target non-Loyal, face-up
Personality in or out of play") took Kaiu Iemasa, Loyal in the bundled library, as a target
(a false legal, h40adv7 W3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.load import bundled_library, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.conftest import DATA

BOARD = Path(__file__).parent / "data" / "h40svc" / "loyal-bundled.yaml"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def test_the_flag_is_a_keyword() -> None:
    lib = bundled_library()
    loyal = [d for d in lib.values() if d.loyal]
    assert loyal, "the bundled library states Loyal by its flag"
    from model.cards import keywords_with_clan

    assert all("loyal" in keywords_with_clan(d) for d in loyal)
    assert not any(
        "loyal" in keywords_with_clan(d)
        for d in lib.values()
        if not d.loyal and "loyal" not in d.keywords
    )


@needs_data
def test_non_loyal_refuses_a_bundled_loyal_personality(pool: CardPool) -> None:
    loaded = load_state(BOARD, cards=pool)
    v = check(loaded, "crab", "ss", 0, targets={"target1": ("x",)})
    assert v.status == "illegal", v.reasons
