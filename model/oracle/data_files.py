"""Card data files recognised by their shape (h42adv4 H2): ``goodfaith validate`` checks a set
file or an Oracle of the Void export file as card data (every field typed:
``model.oracle.card_fields``; every card built), not as a state file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

__all__ = ["card_data_kind", "check_card_data"]

#: What each kind of card data file is, in a report line.
KINDS = {
    "set": "set file (card data: give it with --cards)",
    "oracle": "Oracle of the Void export (card data: give it with --cards)",
}


def card_data_kind(data: Any, path: Path) -> str | None:
    """``"set"`` for a set file (``{set: ..., cards: [...]}``, or printings with ``types``),
    ``"oracle"`` for an export file (a JSON list), else None (a state or card file)."""
    if isinstance(data, list):
        return "oracle" if path.suffix.lower() == ".json" else None
    if not isinstance(data, dict):
        return None
    if "set" in data and "players" not in data:  # a state's stray "set": a state
        return "set"
    items = data.get("cards")
    printings = isinstance(items, list) and any(
        isinstance(item, dict) and "types" in item for item in items
    )
    return "set" if set(data) == {"cards"} and printings else None


def check_card_data(path: Path) -> int:
    """Read ``path`` as card data and build every card (``InputError`` naming the file and the
    path inside it); the number of cards."""
    from model.oracle.pool import CardPool

    pool = CardPool.load([path], cache=False)
    return len(pool.cards)
