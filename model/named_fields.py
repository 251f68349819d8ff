"""The values of a model's fields of given names at any depth, with their paths in the file
("effects[0].cards.not_title"): what ``model.load`` checks beyond types (keywords, titles)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, is_dataclass

__all__ = ["named_fields"]


def named_fields(
    value: object, names: frozenset[str], path: str = ""
) -> Iterator[tuple[str, str, str, object]]:
    """(path, the holding dataclass's name, field name, value) of every field named one of
    ``names`` in ``value``, through dataclasses and tuples, in order."""
    if isinstance(value, tuple):
        for i, item in enumerate(value):
            yield from named_fields(item, names, f"{path}[{i}]")
        return
    if not is_dataclass(value) or isinstance(value, type):
        return
    kind = type(value).__name__
    for f in fields(value):
        item = getattr(value, f.name)
        where = f"{path}.{f.name}" if path else f.name
        if f.name in names:
            yield where, kind, f.name, item
        elif isinstance(item, tuple) or (is_dataclass(item) and not isinstance(item, type)):
            yield from named_fields(item, names, where)
