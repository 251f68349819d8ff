"""The keys a state file allows at a path, for an unknown key's message (h38adv1 M1):
"cards[3].at: unknown key 'at'; did you mean 'attached_to'? (keys: id, title, owner, ...)".

Read from the JSON Schema of state files (``model.load.json_schema``: the same pydantic models
that validate them), following the path through objects, lists and the alternatives of a
field; None when the path leads to no single object."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Sequence
from typing import Any

__all__ = ["unknown_key_message"]


def _resolve(node: Any, defs: dict[str, Any]) -> Any:
    while isinstance(node, dict) and "$ref" in node:
        node = defs.get(str(node["$ref"]).rsplit("/", 1)[-1], {})
    return node


def _objects(node: Any, defs: dict[str, Any]) -> list[dict[str, Any]]:
    """The object schemas ``node`` may be (through its alternatives)."""
    node = _resolve(node, defs)
    if not isinstance(node, dict):
        return []
    if "properties" in node:
        return [node]
    found: list[dict[str, Any]] = []
    for key in ("anyOf", "oneOf", "allOf"):
        for alt in node.get(key, ()):
            found += _objects(alt, defs)
    return found


def _step(nodes: list[Any], part: str | int, defs: dict[str, Any]) -> list[Any]:
    out: list[Any] = []
    for node in nodes:
        node = _resolve(node, defs)
        if not isinstance(node, dict):
            continue
        alts = [node, *node.get("anyOf", ()), *node.get("oneOf", ())]
        for alt in (_resolve(a, defs) for a in alts):
            if not isinstance(alt, dict):
                continue
            if isinstance(part, int) and "items" in alt:
                out.append(alt["items"])
            elif isinstance(part, str) and part in alt.get("properties", {}):
                out.append(alt["properties"][part])
    return out


def keys_at(schema: dict[str, Any], loc: Sequence[str | int]) -> list[str] | None:
    """The keys the object at ``loc`` allows, or None when not one object."""
    defs = schema.get("$defs", {})
    nodes: list[Any] = [defs.get("GameState", schema)]
    for part in loc:
        nodes = _step(nodes, part, defs)
    objects = [o for n in nodes for o in _objects(n, defs)]
    keys = {k for o in objects for k in o.get("properties", {})}
    return sorted(keys) if objects else None


def unknown_key_message(
    key: str, loc: Sequence[str | int], schema: Callable[[], dict[str, Any]]
) -> str:
    """ "unknown key 'at'; did you mean ...? (keys: ...)" for the object at ``loc``."""
    try:
        keys = keys_at(schema(), loc)
    except (KeyError, TypeError, ValueError):  # a schema it can't follow: the plain message
        keys = None
    if not keys:
        return f"unknown key {key!r}"
    close = difflib.get_close_matches(key, keys, n=2, cutoff=0.6)
    hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
    return f"unknown key {key!r}{hint} (keys: {', '.join(keys)})"
