"""Typographic quotes read as ASCII (README "Input handling"; h40adv5 R2): words copied from a
printed card often carry ’ ‘ “ ”, which name the same words as ' and "."""

from __future__ import annotations

__all__ = ["ascii_quotes"]

_TABLE = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"'})


def ascii_quotes(text: str) -> str:
    """``text`` with curly single and double quotes made straight."""
    return text.translate(_TABLE)
