"""A set-file printing whose keywords name it Experienced while its title does not (Chaos
Reigns Part III's "Earthquake", keywords Experienced • Earth) is another card than the title's
inexperienced one (Reference 02: the same title at different Experienced levels are different
cards): it is keyed "<title> • Experienced" and never speaks for the plain title (h28adv1 F2:
the Imperial Earthquake's cost and enemy target vanished, a false legal)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import set_board, set_strategy


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


def _printings(later_keywords: list[str]) -> list[dict[str, Any]]:
    plain = set_strategy(
        "T Quake", "<b>Battle:</b> Gain 2 Honor.", legality=["Clan Wars (Imperial)"]
    )
    later = set_strategy(
        "T Quake",
        "<b>Open:</b> Gain 2 Honor.",
        keywords=later_keywords,
        legality=["Shattered Empire"],
    )
    return [plain, later]


def _pool(tmp: Path, cards: list[dict[str, Any]]) -> CardPool:
    sets = tmp / "sets"
    sets.mkdir()
    (sets / "t.yaml").write_text(yaml.safe_dump({"set": "T", "cards": cards}))
    return CardPool.load([sets])


def test_the_experienced_printing_is_its_own_card(tmp_path: Path) -> None:
    pool = _pool(tmp_path, _printings(["Experienced", "Earth"]))
    assert pool.resolve("T Quake").text == "Battle: Gain 2 Honor."
    exp = pool.resolve("T Quake - exp")
    assert exp.title == "T Quake • Experienced"
    assert exp.text == "Open: Gain 2 Honor."


def test_an_experienced_level_keyword_keeps_its_level(tmp_path: Path) -> None:
    pool = _pool(tmp_path, _printings(["Experienced 2"]))
    assert pool.resolve("T Quake exp2").title == "T Quake • Experienced 2"
    assert pool.resolve("T Quake").text == "Battle: Gain 2 Honor."


def test_control_a_later_reprint_without_the_keyword_speaks_for_the_title(tmp_path: Path) -> None:
    pool = _pool(tmp_path, _printings(["Earth"]))
    assert pool.resolve("T Quake").text == "Open: Gain 2 Honor."
    assert len(pool) == 1


@pytest.mark.parametrize(("keywords", "expected"), [(["Experienced"], "illegal"), ([], "legal")])
def test_the_plain_title_on_a_board_is_the_plain_card(
    tmp_path: Path, keywords: list[str], expected: str
) -> None:
    """The Action Phase outside a battle: the plain card's Battle action can't be taken; the
    Experienced card's Open could (it is not the card named)."""
    table = [{"id": "q", "title": "T Quake", "owner": "me", "zone": "hand"}]
    loaded = set_board(tmp_path, _printings(keywords), table, phase="action")
    assert check(loaded, "me", "q", 0).status == expected
