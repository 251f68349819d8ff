"""A Stronghold's or Sensei's stats the Oracle export lacks, from agreeing set-file printings
(model.oracle.pool_stats; the export's The Shadowed Estate of the Scorpion has no Starting
Honor, eleven Senseis no stat at all): filled and said where from; printings that disagree
leave it out, said too (the deck report)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from model.decklist import parse_decklist
from model.oracle.pool import CardPool
from model.oracle.pool_stats import STAT_NOTES, fill_stats
from solver.analysis.goldfish import CARD_DATA, model_gaps


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


def _keep(**stats: str) -> dict[str, Any]:
    return {"title": ["Keep"], "type": ["Stronghold"], **{k: [v] for k, v in stats.items()}}


def test_a_missing_stat_from_agreeing_printings() -> None:
    entry = _keep(strength="8", production="5")
    out = fill_stats(entry, [("A", {"startinghonor": "6"}), ("B", {"startinghonor": "6"})])
    assert out["startinghonor"] == ["6"] and out["strength"] == ["8"]
    (note,) = out[STAT_NOTES]
    assert note.startswith("Starting Honor 6 from the set files (A, B)")
    assert entry.get("startinghonor") is None  # the entry itself is not changed


def test_printings_that_disagree_leave_it_out() -> None:
    entry = _keep(strength="8")
    out = fill_stats(entry, [("A", {"startinghonor": "6"}), ("B", {"startinghonor": "5"})])
    assert "startinghonor" not in out
    (note,) = out[STAT_NOTES]
    assert "disagree (A: 6, B: 5)" in note


def test_nothing_missing_or_stated_and_other_types() -> None:
    full = _keep(startinghonor="6", strength="8")
    assert fill_stats(full, [("A", {"startinghonor": "5"})]) is full
    bare = _keep(strength="8")
    assert fill_stats(bare, [("A", {})]) is bare
    holding = {"title": ["Farm"], "type": ["Holding"]}
    assert fill_stats(holding, [("A", {"startinghonor": "1"})]) is holding
    # a Sensei's three modifiers, "+0" and negatives as printed
    sensei = {"title": ["S Sensei"], "type": ["Sensei"]}
    out = fill_stats(sensei, [("A", {"startinghonor": "-1", "strength": "0", "production": "-1"})])
    assert (out["startinghonor"], out["strength"], out["production"]) == (["-1"], ["0"], ["-1"])


def _files(tmp: Path, honors: list[int]) -> list[Path]:
    oracle = tmp / "oracle"
    oracle.mkdir()
    entries = [
        _keep(strength="8", production="5") | {"clan": ["Crab"], "text": [""]},
        {"title": ["Mute Sensei"], "type": ["Sensei"], "text": [""]},
    ]
    (oracle / "cards.json").write_text(json.dumps(entries))
    sets = tmp / "sets"
    sets.mkdir()
    for i, honor in enumerate(honors):
        printings = [
            {"title": "Keep", "types": ["Stronghold"], "starting_honor": honor},
            {
                "title": "Mute Sensei",
                "types": ["Sensei"],
                "starting_honor": -1,
                "province_strength": 0,
                "gold_production": -1,
            },
        ]
        (sets / f"s{i}.yaml").write_text(yaml.safe_dump({"set": f"Set {i}", "cards": printings}))
    return [oracle, sets]


def test_the_pool_fills_the_stronghold_and_the_sensei(tmp_path: Path) -> None:
    pool = CardPool.load(_files(tmp_path, [6, 6]))
    keep, sensei = pool.get("Keep"), pool.get("Mute Sensei")
    assert keep is not None and sensei is not None
    assert keep.card.starting_honor == 6 and keep.card.province_strength == 8
    assert (sensei.card.starting_honor, sensei.card.gold_production) == (-1, -1)
    assert sensei.card.province_strength == 0
    # without the set files: not filled
    alone = CardPool.load([tmp_path / "oracle"]).get("Keep")
    assert alone is not None and alone.card.starting_honor is None


DECK = "Stronghold\n1 Keep\nSensei\n1 Mute Sensei\n"


@pytest.mark.parametrize("honors", [[6, 6], [6, 5]])
def test_the_deck_report_says_where_from(tmp_path: Path, honors: list[int]) -> None:
    pool = CardPool.load(_files(tmp_path, honors))
    deck = parse_decklist(DECK, "d.txt", pool.definitions())
    gaps = model_gaps(deck)
    noted = [g for g in gaps if g.kind == CARD_DATA]
    missing = [g for g in gaps if g.kind == "starting honor"]
    if honors == [6, 6]:
        assert deck.starting_honor == 5  # 6, the Sensei's -1
        assert not missing
        assert any(g.title == "Keep" and "Set 0, Set 1" in g.text for g in noted)
        assert any(g.title == "Mute Sensei" and "Gold Production -1" in g.text for g in noted)
    else:
        (gap,) = missing
        assert "disagree (Set 0: 6, Set 1: 5)" in gap.text


def test_a_sensei_without_its_modifiers_is_said(tmp_path: Path) -> None:
    """Without the set files the export's Sensei has no modifiers: reported, counted as 0."""
    _files(tmp_path, [6])
    deck = parse_decklist(DECK, "d.txt", CardPool.load([tmp_path / "oracle"]).definitions())
    (gap,) = [g for g in model_gaps(deck) if g.kind == "sensei modifiers"]
    assert gap.title == "Mute Sensei" and "Starting Honor, Province Strength, Gold" in gap.text
