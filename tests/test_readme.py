"""The README's Python block runs as written (a doctest, from the repository root)."""

from __future__ import annotations

import doctest
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_readme_python_block(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    result = doctest.testfile(
        str(ROOT / "README.md"), module_relative=False, optionflags=doctest.ELLIPSIS
    )
    assert result.attempted >= 10
    assert result.failed == 0
    assert os.getcwd() == str(ROOT)
