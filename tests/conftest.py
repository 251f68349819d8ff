"""Shared fixtures: the real card pool of ``../shared/data`` (Oracle export and set files),
loaded once per test process; a test asking for it is skipped cleanly without the data."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.oracle.pool import CardPool

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"


@pytest.fixture(scope="session")
def pool() -> CardPool:
    """Every card of the Oracle export and the set files, as ``--cards`` reads them."""
    if not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir():
        pytest.skip("no ../shared/data")
    return CardPool.load([DATA / "oracle", DATA / "sets"])
