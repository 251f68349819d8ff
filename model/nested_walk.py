"""The walk of ``model.common.nested``: a value and every dataclass nested in it through
dataclass fields and tuples, depth first, kept per frozen value (card text is immutable; the
rules read it many times per check, once per target set listed). A walk that meets a mutable
dataclass is not kept, so a later change to it is always seen."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar, cast

__all__ = ["derived", "nested_walk"]

T = TypeVar("T")

#: walks kept, by the id of the walked value (the value is held, so its id is not reused)
_KEPT: dict[int, tuple[object, tuple[object, ...]]] = {}
#: the most walks kept before the store is emptied (bounded memory)
_MAX_KEPT = 8192
#: per dataclass type: its field names, and whether it is frozen
_FIELDS: dict[type, tuple[tuple[str, ...], bool]] = {}


def _fields(kind: type) -> tuple[tuple[str, ...], bool]:
    """The field names of dataclass type ``kind`` and whether it is frozen."""
    known = _FIELDS.get(kind)
    if known is None:
        params: Any = getattr(kind, "__dataclass_params__", None)
        frozen = bool(params is not None and params.frozen)
        known = (tuple(f.name for f in dataclasses.fields(kind)), frozen)
        _FIELDS[kind] = known
    return known


def _walk(obj: object) -> tuple[tuple[object, ...], bool]:
    """Every dataclass value in ``obj`` (itself first, depth first) and whether all of it is
    immutable. Strings, numbers, enums and the tuples holding them are passed through, not
    listed: every reader of ``nested`` asks for card-text objects (a ``Selector``, a
    ``Condition`` ...) or their attributes only."""
    out: list[object] = []
    frozen = True
    stack: list[object] = [obj]
    while stack:
        item = stack.pop()
        if isinstance(item, tuple):
            stack.extend(item)
        elif dataclasses.is_dataclass(item) and not isinstance(item, type):
            out.append(item)
            names, item_frozen = _fields(type(item))
            frozen = frozen and item_frozen
            stack.extend(getattr(item, name) for name in names)
    return tuple(out), frozen


def nested_walk(obj: object) -> tuple[object, ...]:
    """``obj`` and every value nested in it (``model.common.nested``), kept when all frozen."""
    kept = _KEPT.get(id(obj))
    if kept is not None and kept[0] is obj:
        return kept[1]
    walked, frozen = _walk(obj)
    if frozen and walked:
        if len(_KEPT) >= _MAX_KEPT:
            _KEPT.clear()
        _KEPT[id(obj)] = (obj, walked)
    return walked


#: values derived from a frozen value, by (what, the value's id): the value is held
_DERIVED: dict[tuple[str, int], tuple[object, object]] = {}


def derived(obj: object, what: str, compute: Callable[[], T]) -> T:
    """``compute()``, a pure function of the frozen card-text value ``obj`` (an ``Ability``),
    kept per ``what`` and value: asked once per check, once per target set listed. ``compute``
    must return an immutable value."""
    key = (what, id(obj))
    kept = _DERIVED.get(key)
    if kept is not None and kept[0] is obj:
        return cast("T", kept[1])
    found = compute()
    if len(_DERIVED) >= _MAX_KEPT:
        _DERIVED.clear()
    _DERIVED[key] = (obj, found)
    return found
