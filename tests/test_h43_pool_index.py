"""The pool index read back from the disk cache decodes a card's entry only when that card is
asked for (h43start): same titles, same entries, same cards as the index built from the files."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.oracle.pool import CardPool
from model.oracle.pool_index import PoolIndex, pack, unpack
from tests.test_pool import _data

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


def test_cached_index_equals_built_index(tmp_path: Path) -> None:
    paths = _data(tmp_path)
    built = CardPool.load(paths)
    cached = CardPool.load(paths)
    assert not isinstance(built.index, PoolIndex) and isinstance(cached.index, PoolIndex)
    assert cached.index._done == {}  # nothing decoded by loading
    assert [cached.title_of(k) for k in cached.index] == [built.title_of(k) for k in built.index]
    assert cached.titles() == built.titles() and cached.index._done == {}
    assert cached.index == built.index
    kisada = cached.resolve("hida kisada")
    assert kisada.card == built.resolve("hida kisada").card
    assert cached.index["hida kisada"] is cached.index["hida kisada"]  # one entry object


def test_uncached_pool_unchanged(tmp_path: Path) -> None:
    paths = _data(tmp_path)
    off = CardPool.load(paths, cache=False)
    assert not isinstance(off.index, PoolIndex)
    assert CardPool.load(paths).titles() == off.titles()


def test_unpack_refuses_other_layouts() -> None:
    heads, blobs = pack({"a": ("A", "f", "entry 0", ("S",), {"title": ["A"]}, None)})
    assert unpack((heads, blobs, {})) is not None
    assert unpack(({}, {})) is None  # the layout of cache version 7
    assert unpack((heads, {}, {})) is None
    assert unpack(([], blobs, {})) is None


@pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
def test_real_pool_decodes_only_the_cards_asked_for() -> None:
    paths = [DATA / "oracle", DATA / "sets"]
    CardPool.load(paths)  # written to the test's cache
    pool = CardPool.load(paths)
    assert isinstance(pool.index, PoolIndex) and len(pool.index) > 10_000
    card = pool.resolve("Kaiu Iemasa")
    assert card.title == "Kaiu Iemasa" and len(pool.index._done) == 1
    fresh = CardPool.load(paths, cache=False)
    assert fresh.resolve("Kaiu Iemasa").card == card.card
    assert fresh.resolve("Kaiu Iemasa").text == card.text
