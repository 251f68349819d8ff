"""The values of a model's fields of given names at any depth, with their paths in the file
("effects[0].cards.not_title"): what ``model.load`` checks beyond types (keywords, titles)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, is_dataclass

__all__ = ["named_fields"]


_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    found = _FIELDS.get(cls)
    if found is None:
        found = _FIELDS[cls] = tuple(f.name for f in fields(cls))
    return found


def _deeper(item: object) -> bool:
    """Whether ``item`` may hold fields: a non-empty tuple or a dataclass instance."""
    return (isinstance(item, tuple) and len(item) > 0) or (
        hasattr(type(item), "__dataclass_fields__") and not isinstance(item, type)
    )


def named_fields(
    value: object, names: frozenset[str], path: str = ""
) -> Iterator[tuple[str, str, str, object]]:
    """(path, the holding dataclass's name, field name, value) of every field named one of
    ``names`` in ``value``, through dataclasses and tuples, in order. Linear in the values
    walked: a path is spelt only for what is yielded or walked into (h40adv1 P1)."""
    if isinstance(value, tuple):
        for i, item in enumerate(value):
            if _deeper(item):
                yield from named_fields(item, names, f"{path}[{i}]")
        return
    if not is_dataclass(value) or isinstance(value, type):
        return
    kind = type(value).__name__
    for name in _field_names(type(value)):
        item = getattr(value, name)
        if name in names:
            yield (f"{path}.{name}" if path else name), kind, name, item
        elif _deeper(item):
            yield from named_fields(item, names, f"{path}.{name}" if path else name)
