"""The card pool's index as the disk cache keeps it: each card's entry decoded when first
asked for (issues 13, 14: a command naming a few cards of 13,000 builds only those).

The cache holds, per title key, the card's head (display title, file, place in it, set names,
Gold Production) and its export-like entry as ``marshal`` bytes. Reading the cache decodes
the heads only; ``PoolIndex[key]`` decodes that card's entry once and keeps it, so every
reader sees one entry object per card, as with the index built from the files.
"""

from __future__ import annotations

import marshal
from collections.abc import Iterator, Mapping
from typing import Any

__all__ = ["Head", "PoolIndex", "Raw", "pack"]

#: One indexed card: display title, source file, where in it, set names of every printing,
#: the export-like entry, the Gold Production stat the set files give (or None).
Raw = tuple[str, str, str, tuple[str, ...], dict[str, Any], int | None]
#: A card's ``Raw`` without its entry.
Head = tuple[str, str, str, tuple[str, ...], int | None]


class PoolIndex(Mapping[str, Raw]):
    """Title key -> ``Raw``, the entry decoded from its bytes on first lookup."""

    def __init__(self, heads: dict[str, Head], blobs: dict[str, bytes]) -> None:
        self._heads = heads
        self._blobs = blobs
        self._done: dict[str, Raw] = {}

    def __getitem__(self, key: str) -> Raw:
        done = self._done.get(key)
        if done is None:
            title, file, where, sets, gp = self._heads[key]
            done = (title, file, where, sets, marshal.loads(self._blobs[key]), gp)
            self._done[key] = done
        return done

    def __contains__(self, key: object) -> bool:
        return key in self._heads

    def __iter__(self) -> Iterator[str]:
        return iter(self._heads)

    def __len__(self) -> int:
        return len(self._heads)

    def title(self, key: str) -> str:
        """The card's display title, without decoding its entry."""
        return self._heads[key][0]


def pack(index: Mapping[str, Raw]) -> tuple[dict[str, Head], dict[str, bytes]]:
    """(heads, entry bytes) of an index, as the cache stores them."""
    heads = {k: (r[0], r[1], r[2], tuple(r[3]), r[5]) for k, r in index.items()}
    return heads, {k: marshal.dumps(r[4]) for k, r in index.items()}


def unpack(data: object) -> tuple[PoolIndex, dict[str, list[str]]] | None:
    """The index and aliases of a cache file's data, or None when it is not one."""
    if not (isinstance(data, tuple) and len(data) == 3):
        return None
    heads, blobs, aliases = data
    if not (isinstance(heads, dict) and isinstance(blobs, dict) and isinstance(aliases, dict)):
        return None
    if heads.keys() != blobs.keys():
        return None
    return PoolIndex(heads, blobs), aliases
