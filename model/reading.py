"""Reading YAML and JSON files within limits: input that cannot hurt (issue 12).

A file is refused with an ``InputError`` naming it, the place inside it and the limit when it

- is larger than ``MAX_FILE_BYTES`` (read up to the limit, never further);
- nests collections deeper than ``MAX_DEPTH`` (no step recurses on the file's nesting, so a
  file of 100,000 nested lists is an error, not a ``RecursionError`` or a crash);
- holds more than ``MAX_NODES`` values, or more than ``MAX_ALIAS_NODES`` values reached through
  YAML aliases. Aliases are counted as they are read, by the size of what they stand for, and
  never expanded: a 1.7 KB "billion laughs" file is refused at once, in a few kilobytes;
- repeats a key in one mapping (YAML or JSON), or uses a YAML tag beyond plain data (null, bool,
  int, float, str, binary, timestamp, sequence, mapping; merge keys ``<<`` are kept).

YAML is read event by event, with libyaml's parser where PyYAML has it (``CSafeLoader``: a 50 MB
file in seconds) and PyYAML's own safe parser otherwise; the values are PyYAML's safe ones, and
an alias shares its anchor's value as ``yaml.safe_load`` does. JSON is read by ``json``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from model.errors import InputError, clip
from model.lazy_regex import lazy_regex

__all__ = [
    "MAX_ALIAS_NODES",
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "MAX_NODES",
    "Limits",
    "load_json",
    "parse_text",
    "path_step",
    "read_text",
]

#: Largest input file read (bytes). A state with 100,000 cards is about 10 MB.
MAX_FILE_BYTES = 64 * 1024 * 1024
#: Deepest nesting of lists and mappings. The deepest real files (card definitions with
#: conditions inside ``any_of`` inside effects) nest about 15 levels.
MAX_DEPTH = 64
#: Most values (scalars and collections, aliases expanded) in one file.
MAX_NODES = 10_000_000
#: Most values reached through YAML aliases, all aliases together.
MAX_ALIAS_NODES = 100_000


@dataclass(frozen=True, slots=True)
class Limits:
    """The limits one read applies (the module constants by default)."""

    max_bytes: int = MAX_FILE_BYTES
    max_depth: int = MAX_DEPTH
    max_nodes: int = MAX_NODES
    max_alias_nodes: int = MAX_ALIAS_NODES
    #: What the byte limit is for, and how to raise it, in a refusal ("a state file (...)").
    what: str = "an input"


DEFAULT_LIMITS = Limits()

try:
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

#: True when libyaml's parser is used.
C_LOADER = _Loader.__name__ == "CSafeLoader"


def _size(n: int) -> str:
    mib = 1024 * 1024
    return f"{n // mib} MiB" if n >= mib and n % mib == 0 else f"{n:,} bytes"


def read_text(
    path: Path | str, limits: Limits = DEFAULT_LIMITS, *, kind: str = "a YAML or JSON file"
) -> str:
    """The file's text (UTF-8, newlines as ``\\n``), at most ``limits.max_bytes`` bytes;
    ``kind`` names what the file should be in a refusal ("a deck list": h40adv2 E4)."""
    name = str(path)
    try:
        with open(path, "rb") as fh:
            # in chunks: ``read(n)`` reserves n bytes up front, whatever the file's size
            chunks: list[bytes] = []
            size = 0
            while size <= limits.max_bytes:
                chunk = fh.read(min(1 << 20, limits.max_bytes + 1 - size))
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
            raw = b"".join(chunks)
    except FileNotFoundError:
        raise InputError(name, "", "no such file") from None
    except OSError as exc:
        raise InputError(name, "", f"cannot read the file ({exc.__class__.__name__})") from None
    if len(raw) > limits.max_bytes:
        raise InputError(
            name,
            "",
            f"the file is larger than {_size(limits.max_bytes)}, the limit for {limits.what}",
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:  # UTF-16, a binary file (h38adv1 M4)
        raise InputError(name, f"byte {exc.start}", f"not UTF-8 text ({kind} is UTF-8)") from None
    if (nul := text.find("\0")) >= 0 or (nul := _control(text)) >= 0:
        line = text.count("\n", 0, nul) + 1
        what = "a YAML file" if kind == "a YAML or JSON file" else kind
        raise InputError(name, f"line {line}", f"a control character (not text): not {what}")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


_CONTROL = lazy_regex(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _control(text: str) -> int:
    """Where the first control character YAML does not allow is (-1: none)."""
    m = _CONTROL.search(text)
    return -1 if m is None else m.start()


def parse_text(text: str, name: str, *, as_json: bool, limits: Limits = DEFAULT_LIMITS) -> Any:
    """Parse ``text`` (JSON when ``as_json``, else YAML) within ``limits``."""
    if as_json:
        return _load_json(text, name, limits)
    loader = _Loader(text)
    try:
        return _YamlReader(loader, name, limits).document()
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or "not read as YAML"
        if "maximum nesting depth" in problem:  # libyaml's own limit (1,000) met before ours
            raise InputError(
                name, where, f"nested deeper than {limits.max_depth} levels, the limit for an input"
            ) from None
        raise InputError(name, where, f"invalid YAML: {problem}") from None
    finally:
        loader.dispose()


# --------------------------------------------------------------------------------------- paths
def path_step(key: Any) -> str:
    """One step of a path: ``[3]`` for a list index, ``.zone`` for a key (another key quoted,
    clipped: a hostile key is never echoed whole)."""
    if isinstance(key, int) and not isinstance(key, bool):
        return f"[{key}]"
    if isinstance(key, str) and re.fullmatch(r"[A-Za-z_][\w-]*", key):
        return f".{key}"
    return f"[{clip(repr(key), 40)}]"


def _join(steps: list[str]) -> str:
    if len(steps) > 16:  # a path 64 levels deep: its start and its end
        steps = [*steps[:8], f"...({len(steps) - 14} levels)...", *steps[-6:]]
    return "".join(steps).removeprefix(".")


# ---------------------------------------------------------------------------------------- JSON
class _DuplicateKeys(dict[str, Any]):
    """A JSON object that repeated a key (found by the walk, which knows where it is)."""

    key: str = ""


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        dup = next(k for k, _ in pairs if k in seen or seen.add(k))  # type: ignore[func-returns-value]
        marked = _DuplicateKeys(out)
        marked.key = dup
        return marked
    return out


_JSON_TOKEN = lazy_regex(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)


def _json_deep_line(text: str, max_depth: int) -> int:
    """The line where ``text``'s brackets first nest deeper than ``max_depth`` (0: nowhere)."""
    depth = 0
    for m in _JSON_TOKEN.finditer(text):
        c = m.group()
        if c in "[{":
            depth += 1
            if depth > max_depth:
                return text.count("\n", 0, m.start()) + 1
        elif c in "]}":
            depth -= 1
    return 0


def _load_json(text: str, name: str, limits: Limits) -> Any:
    try:
        return load_json(text, name, limits)
    except json.JSONDecodeError as exc:
        raise InputError(name, f"line {exc.lineno}", f"invalid JSON: {exc.msg}") from None


def load_json(text: str, name: str, limits: Limits = DEFAULT_LIMITS) -> Any:
    """Parse JSON within ``limits``: ``InputError`` for a limit or a repeated key; a syntax
    error stays ``json.JSONDecodeError`` (for readers with their own wording of it)."""
    try:
        data = json.loads(text, object_pairs_hook=_pairs)
    except RecursionError:
        line = _json_deep_line(text, limits.max_depth)
        raise InputError(
            name,
            f"line {line}" if line else "",
            f"nested deeper than {limits.max_depth} levels, the limit for an input",
        ) from None
    except json.JSONDecodeError:
        raise
    except ValueError as exc:  # e.g. an integer of more than 4,300 digits
        raise InputError(name, "", f"invalid JSON: {str(exc).split(':', 1)[0]}") from None
    _check_json(data, name, limits)
    return data


def _check_json(root: Any, name: str, limits: Limits) -> None:
    """Depth, value count and repeated keys of parsed JSON, walked without recursion."""
    count = 0
    # (value, depth, trail): trail is (parent trail, step) so a path is built only on error
    stack: list[tuple[Any, int, Any]] = [(root, 1, None)]
    while stack:
        obj, depth, trail = stack.pop()
        if not isinstance(obj, dict | list):
            continue
        if depth > limits.max_depth:
            raise InputError(
                name,
                _trail_path(trail),
                f"nested deeper than {limits.max_depth} levels, the limit for an input",
            )
        if isinstance(obj, _DuplicateKeys):
            raise InputError(name, _trail_path(trail), f"duplicate key {obj.key!r}")
        count += len(obj)
        if count > limits.max_nodes:
            raise InputError(
                name, _trail_path(trail), f"more than {limits.max_nodes:,} values, the limit"
            )
        items = obj.items() if isinstance(obj, dict) else enumerate(obj)
        for key, value in items:
            if isinstance(value, dict | list):
                stack.append((value, depth + 1, (trail, key)))


def _trail_path(trail: Any) -> str:
    steps: list[str] = []
    while trail is not None:
        trail, key = trail
        steps.append(path_step(key))
    return _join(steps[::-1])


# ---------------------------------------------------------------------------------------- YAML
_T = "tag:yaml.org,2002:"
_STR, _SEQ, _MAP, _MERGE = _T + "str", _T + "seq", _T + "map", _T + "merge"
_SCALAR_TAGS = frozenset(_T + t for t in ("null", "bool", "int", "float", "binary", "timestamp"))


class _MergeKey:
    """The YAML merge key ``<<``."""


_MERGE_KEY = _MergeKey()
_OPEN = object()  # an anchor whose collection is still being read


class _Collection:
    """A list or mapping being read."""

    __slots__ = ("anchor", "has_key", "height", "key", "merges", "start", "step", "value")

    def __init__(
        self, value: list[Any] | dict[Any, Any], anchor: str | None, start: int, step: Any
    ) -> None:
        self.value = value
        self.anchor = anchor
        self.start = start  # values counted up to and with it
        self.step = step  # its index or key in its parent (formatted only for an error)
        self.height = 1
        self.key: Any = None
        self.has_key = False
        self.merges: list[dict[Any, Any]] = []


_NO_STEP = object()
#: Values of plain scalars, by their text: PyYAML resolves and builds each one, slowly.
_PLAIN_CACHE_SIZE = 4096


class _YamlReader:
    """Builds one YAML document's values from parser events, with an explicit stack."""

    def __init__(self, loader: Any, name: str, limits: Limits) -> None:
        self.loader = loader
        self.name = name
        self.limits = limits
        self.count = 0
        self.alias_count = 0
        # anchor -> (value, values inside it, height); _OPEN while being read
        self.anchors: dict[str, Any] = {}
        self.stack: list[_Collection] = []
        self.plain: dict[str, Any] = {}

    # ------------------------------------------------------------------ errors
    def _error(self, event: Any, message: str, *, here: bool = True) -> InputError:
        steps = [path_step(c.step) for c in self.stack[1:]]
        if here and self.stack:
            step = self._next_step()
            if step is not _NO_STEP:
                steps.append(path_step(step))
        path = _join(steps)
        line = f"line {event.start_mark.line + 1}"
        return InputError(self.name, f"{path} ({line})" if path else line, message)

    def _next_step(self) -> Any:
        top = self.stack[-1]
        if isinstance(top.value, list):
            return len(top.value)
        return top.key if top.has_key else _NO_STEP

    # ------------------------------------------------------------------ document
    def document(self) -> Any:
        ld = self.loader
        ld.get_event()  # StreamStartEvent
        if ld.check_event(yaml.StreamEndEvent):
            ld.get_event()
            return None
        ld.get_event()  # DocumentStartEvent
        value = self._value()
        ld.get_event()  # DocumentEndEvent
        if not ld.check_event(yaml.StreamEndEvent):
            event = ld.get_event()
            raise InputError(
                self.name,
                f"line {event.start_mark.line + 1}",
                "invalid YAML: expected a single document in the stream",
            )
        ld.get_event()
        return value

    def _too_many(self, event: Any) -> InputError:
        return self._error(event, f"more than {self.limits.max_nodes:,} values, the limit")

    def _value(self) -> Any:
        """The next node's value; loops over events instead of recursing."""
        get = self.loader.get_event
        stack = self.stack
        max_depth = self.limits.max_depth
        max_nodes = self.limits.max_nodes
        plain = self.plain
        scalar_event, alias_event = yaml.ScalarEvent, yaml.AliasEvent
        seq_start, map_start = yaml.SequenceStartEvent, yaml.MappingStartEvent
        seq_end, map_end = yaml.SequenceEndEvent, yaml.MappingEndEvent
        while True:
            event = get()
            kind = type(event)
            if kind is scalar_event:
                height = 0
                if event.tag is None and event.anchor is None:
                    if not event.implicit[0]:  # quoted or block: a string (PyYAML's resolver)
                        value = event.value
                    else:
                        value = plain.get(event.value, _NO_STEP)
                        if value is _NO_STEP:
                            value = self._scalar(event)
                            if len(plain) < _PLAIN_CACHE_SIZE:
                                plain[event.value] = value
                else:
                    value = self._scalar(event)
                    if event.anchor is not None:
                        self._anchor(event)
                        self.anchors[event.anchor] = (value, 1, 0)
                self.count += 1
                if self.count > max_nodes:
                    raise self._too_many(event)
            elif kind is alias_event:
                value, height = self._alias(event)
            elif kind is seq_start or kind is map_start:
                is_map = kind is map_start
                if len(stack) >= max_depth:
                    raise self._error(
                        event, f"nested deeper than {max_depth} levels, the limit for an input"
                    )
                tag = event.tag
                if tag is not None and tag != "!" and tag != (_MAP if is_map else _SEQ):
                    raise self._error(event, f"unsupported YAML tag {tag!r}")
                if event.anchor is not None:
                    self._anchor(event)
                    self.anchors[event.anchor] = _OPEN
                step = self._next_step() if stack else _NO_STEP
                self.count += 1
                if self.count > max_nodes:
                    raise self._too_many(event)
                stack.append(_Collection({} if is_map else [], event.anchor, self.count, step))
                continue
            elif kind is seq_end or kind is map_end:
                done = stack.pop()
                value = done.value
                if done.merges:
                    merged: dict[Any, Any] = {}
                    for m in reversed(done.merges):  # the first listed wins, as in PyYAML
                        merged.update(m)
                    merged.update(value)
                    value = merged
                height = done.height
                if done.anchor is not None:
                    self.anchors[done.anchor] = (value, self.count - done.start + 1, height)
            else:  # pragma: no cover - the parser only yields node events here
                raise self._error(event, f"invalid YAML: unexpected {kind.__name__}")
            if not stack:
                return value
            parent = stack[-1]
            if height >= parent.height:
                parent.height = height + 1
            target = parent.value
            if type(target) is list:
                if value is _MERGE_KEY:
                    raise self._error(event, "'<<' (a merge key) is only a mapping key")
                target.append(value)
            elif parent.has_key:
                parent.has_key = False
                if parent.key is _MERGE_KEY:
                    self._merge(parent, value, event)
                else:
                    target[parent.key] = value
            else:
                self._key(parent, value, event)

    def _key(self, parent: _Collection, key: Any, event: Any) -> None:
        if isinstance(key, list | dict):
            raise self._error(event, "a mapping key must be a plain value, not a collection")
        if key in parent.value or (key is _MERGE_KEY and parent.merges):
            raise self._error(event, f"duplicate key {_shown(key)}", here=False)
        parent.key, parent.has_key = key, True

    def _merge(self, parent: _Collection, value: Any, event: Any) -> None:
        items = value if isinstance(value, list) else [value]
        if not items or not all(isinstance(m, dict) for m in items):
            raise self._error(event, "'<<' merges a mapping or a list of mappings")
        parent.merges = items

    def _anchor(self, event: Any) -> None:
        if event.anchor in self.anchors:
            raise self._error(event, f"duplicate anchor {event.anchor!r}")

    def _alias(self, event: Any) -> tuple[Any, int]:
        found = self.anchors.get(event.anchor)
        if found is None:
            raise self._error(event, f"undefined alias {event.anchor!r}")
        if found is _OPEN:
            raise self._error(event, f"alias {event.anchor!r} inside its own anchor (a cycle)")
        value, size, height = found
        if len(self.stack) + height > self.limits.max_depth:
            raise self._error(
                event,
                f"alias {event.anchor!r} nests deeper than {self.limits.max_depth} levels, the "
                "limit for an input",
            )
        self.alias_count += size
        if self.alias_count > self.limits.max_alias_nodes:
            raise self._error(
                event,
                f"aliases stand for more than {self.limits.max_alias_nodes:,} values, the limit "
                "for an input",
            )
        self.count += size
        if self.count > self.limits.max_nodes:
            raise self._too_many(event)
        return value, height

    def _scalar(self, event: Any) -> Any:
        tag = event.tag
        value = event.value
        if tag is None or tag == "!":
            tag = self.loader.resolve(yaml.ScalarNode, value, event.implicit)
        if tag == _STR:
            return value
        if tag == _MERGE:
            return _MERGE_KEY
        if tag not in _SCALAR_TAGS:
            raise self._error(event, f"unsupported YAML tag {tag!r}")
        node = yaml.ScalarNode(tag, value, event.start_mark, event.end_mark, event.style)
        try:
            return self.loader.yaml_constructors[tag](self.loader, node)
        except (ValueError, OverflowError) as exc:  # an int of more than 4,300 digits, ...
            reason = str(exc).split(":", 1)[0]
            raise self._error(event, f"invalid {tag.removeprefix(_T)} value ({reason})") from None


def _shown(key: Any) -> str:
    return "'<<'" if key is _MERGE_KEY else repr(key)
