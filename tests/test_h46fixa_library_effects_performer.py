"""Library cards whose hand encoding read a cost or an explicit performer out of the effects
block (h46fixa W1): Temple of Hotei's "Limited: Bow your performing Shugenja to gain 1 Honor."
The bow is in the effects block, an effect, not a cost (Costs and restrictions: mandatory costs
are in the constraints block); the performer named there is read two ways, as the import reads
it (Abilities and actions: explicit performers are those in the constraints block). Tester
h46adv1's board b18 (its one Shugenja bowed: a false illegal before); real cards from
../shared/data (skipped without it: ``pool``)."""

from __future__ import annotations

from pathlib import Path

import yaml

from model.load import LoadedState, bundled_library
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import load_data

BOARD = Path(__file__).resolve().parent / "data" / "h46fixa" / "b18.yaml"


def _load(tmp: Path, pool: CardPool, drop: tuple[str, ...] = ()) -> LoadedState:
    data = yaml.safe_load(BOARD.read_text("utf-8"))
    data["cards"] = [c for c in data["cards"] if c["id"] not in drop]
    return load_data(tmp, pool, data)


def test_temple_of_hotei_with_its_shugenja_bowed_is_legal(tmp_path: Path, pool: CardPool) -> None:
    """Bowing the Shugenja is the effect: already bowed, it still performs (no cost to pay)."""
    v = check(_load(tmp_path, pool), "p1", "p1-hotei", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.costs == ()
    assert "p1-shug" in str(v.witness.targets)


def test_temple_of_hotei_without_a_shugenja_is_unsettled(tmp_path: Path, pool: CardPool) -> None:
    """Control: no Shugenja at all. Strictly (an explicit performer) illegal, leniently legal:
    ``unknown``, naming the lenient reading, never a silent answer."""
    v = check(_load(tmp_path, pool, drop=("p1-shug",)), "p1", "p1-hotei", 0)
    assert v.status == "unknown", v.reasons
    assert any("explicit performer" in r for r in v.reasons), v.reasons


def test_no_library_card_bows_a_performer_as_a_cost() -> None:
    """The three encodings name their performer in the effects block with no cost, and keep
    the lenient reading (as the import does)."""
    lib = bundled_library()
    for title in ("Temple of Hotei", "Magistrate's Stipend", "Palace of the Breaking Dawn"):
        ab = lib[title].abilities[0]
        (spec,) = ab.targets
        assert spec.block == "effects" and spec.performer, title
        assert ab.costs == () and ab.lenient is not None and ab.lenient.targets == (), title
