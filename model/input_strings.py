"""Every string of an input after decoding: no control character, a bounded length (h40adv1
P1, P2).

A file's raw bytes are checked by ``model.reading`` (a control character there is refused), but
JSON and YAML escapes (``"Shiro\\u0000Daidoji"``, ``"\\x07"``) make control characters only
once decoded, and a single string may be megabytes long. Before anything looks a value up (a
card title, an id, "did you mean" over 30,000 titles), every string and mapping key is walked,
without recursion, and refused with its path when it

- holds a control character (C0 but tab and line breaks, DEL, C1); in a name, title or id
  (every string outside card definitions, and every key) a tab or a line break is refused too;
- is longer than ``MAX_NAME`` characters (a name, title, id or word of the state: the longest
  card title is about 70) or ``MAX_TEXT`` (a string of a card definition, e.g. its text).

At most ``MAX_PROBLEMS`` problems are named; a refused value is never echoed whole.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from model.errors import InputError, clip
from model.lazy_regex import lazy_regex
from model.reading import path_step

__all__ = ["MAX_NAME", "MAX_TEXT", "check_strings", "string_problems"]

#: Longest name, title, id or word in a state (characters).
MAX_NAME = 200
#: Longest string of a card definition (its text, a label).
MAX_TEXT = 10_000
#: Most string problems named for one input.
MAX_PROBLEMS = 20

_CONTROL = lazy_regex(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
_CONTROL_IN_NAME = lazy_regex(r"[\x00-\x1f\x7f-\x9f]")


def _path(trail: Any) -> str:
    steps: list[str] = []
    while trail is not None:
        trail, key = trail
        steps.append(path_step(key))
    return "".join(reversed(steps)).removeprefix(".")


def _problem(value: str, text: bool) -> str | None:
    """What is wrong with one string (None: nothing)."""
    limit = MAX_TEXT if text else MAX_NAME
    if len(value) > limit:
        what = "a string of a card definition" if text else "a name, title or id"
        return (
            f"a string of {len(value):,} characters: longer than {limit:,}, the limit for "
            f"{what} (starts {clip(value, 40)!r})"
        )
    found = (_CONTROL if text else _CONTROL_IN_NAME).search(value)
    if found is not None:
        return (
            f"a control character (U+{ord(found.group()):04X}) in {clip(value, 60)!r}: "
            "a name, title or text holds none"
        )
    return None


def string_problems(
    data: Any, name: str, prefix: str = "", *, text: bool = False
) -> Iterator[InputError]:
    """Each refused string of ``data`` (module doc), with its path (``prefix`` before it);
    ``text``: ``data`` is card definitions. Only collections are stacked; a path is spelt
    only for a problem."""
    root = (None, prefix) if prefix else None
    if isinstance(data, str):
        msg = _problem(data, text)
        if msg is not None:
            yield InputError(name, _path(root), msg)
        return
    if not isinstance(data, dict | list | tuple):
        return  # a number, null: the types are checked after
    stack: list[tuple[Any, Any, bool]] = [(data, root, text)]
    found = 0
    while stack:
        obj, trail, in_text = stack.pop()
        limit = MAX_TEXT if in_text else MAX_NAME
        bad = _CONTROL if in_text else _CONTROL_IN_NAME
        pairs = obj.items() if isinstance(obj, dict) else enumerate(obj)
        deeper: list[tuple[Any, Any, bool]] = []
        for key, value in pairs:
            problem = None
            if isinstance(key, str) and (len(key) > MAX_NAME or _CONTROL_IN_NAME.search(key)):
                where, problem = _path(trail) or "(top level)", f"a key: {_problem(key, False)}"
            elif isinstance(value, str):
                if len(value) > limit or bad.search(value):
                    where, problem = _path((trail, key)), _problem(value, in_text)
            elif isinstance(value, dict | list | tuple):
                deeper.append((value, (trail, key), in_text or key == "definitions"))
            if problem is not None:
                found += 1
                yield InputError(name, where, problem)
                if found >= MAX_PROBLEMS:
                    return
        stack.extend(reversed(deeper))


def check_strings(data: Any, name: str, prefix: str = "", *, text: bool = False) -> None:
    """Raise ``InputErrors`` naming every refused string of ``data`` (module doc)."""
    from model.errors import InputErrors

    problems = list(string_problems(data, name, prefix, text=text))
    if problems:
        raise InputErrors(problems)
