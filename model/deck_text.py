"""A deck list file's text, read before anything else (h46adv3): a binary file, a NUL or
another control character, a file over ``MAX_DECK_BYTES`` or not UTF-8 is refused here, at
the cost of reading the file, before the card data or the deck model are loaded (the deck
format: ``model.decklist``)."""

from __future__ import annotations

from pathlib import Path

from model.reading import Limits, read_text

__all__ = ["MAX_DECK_BYTES", "read_decklist_text"]

MAX_DECK_BYTES = 1024 * 1024


def read_decklist_text(path: Path | str) -> str:
    """The file's text (``model.reading.read_text``), or an ``InputError``."""
    return read_text(path, Limits(max_bytes=MAX_DECK_BYTES), kind="a deck list")
