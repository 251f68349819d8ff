"""The library's error types. Bad input names the file, the path inside it and what was expected."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

#: Longest message an ``InputError`` keeps (characters): a refused value is never echoed whole
#: (h40adv1 P1: a 3.9 MB title was echoed twice in a 7.8 MB answer).
MAX_MESSAGE = 2_000


def clip(text: str, limit: int = 80) -> str:
    """``text`` cut to about ``limit`` characters, saying how much was left out."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}...({len(text) - limit:,} more characters)"


def article(word: str) -> str:
    """ "a" or "an" before ``word`` in a message ("an event", "a Holding"; h40adv2 E4)."""
    return "an" if word[:1].lower() in "aeiou" else "a"


class GoodFaithError(Exception):
    """Base of every error goodfaith raises on purpose."""


class InputError(GoodFaithError, ValueError):
    """Invalid input: ``file`` (or ``<data>``), ``path`` inside it (``cards[3].zone``), what was
    expected."""

    def __init__(self, file: str, path: str, message: str) -> None:
        file, path, message = clip(file, 300), clip(path, 300), clip(message, MAX_MESSAGE)
        self.file = file
        self.path = path
        self.message = message
        where = f"{file}: {path}" if path else file
        super().__init__(f"{where}: {message}")


class InputErrors(InputError):
    """Several problems in one file; ``str()`` lists each on its own line."""

    def __init__(self, errors: Sequence[InputError]) -> None:
        self.errors = tuple(errors)
        first = self.errors[0]
        super().__init__(first.file, first.path, first.message)
        self.args = ("\n".join(str(e) for e in self.errors),)

    def __str__(self) -> str:
        return str(self.args[0])


#: Tags pydantic puts in an error location for union members; not keys of the file.
_UNION_TAGS = frozenset(
    {
        "spec",
        "choice",
        "str",
        "int",
        "bool",
        "float",
        "none",
        "Pick",
        "function-after",
        "tagged-union",
    }
)


def plain_loc(loc: Sequence[str | int]) -> tuple[str | int, ...]:
    """A pydantic error location without its union tags: the keys and indexes of the file."""
    return tuple(
        part
        for part in loc
        if isinstance(part, int)
        or not (
            part in _UNION_TAGS
            or part.startswith(
                ("function-", "json-or-python", "literal[", "list[", "tuple[", "constrained-")
            )
            or part[:1].isupper()
        )
    )


def format_loc(loc: Sequence[str | int]) -> str:
    """``('cards', 3, 'zone')`` -> ``cards[3].zone``; drops pydantic's union tags."""
    out = ""
    for part in plain_loc(loc):
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else part
    return out


def sent(value: Any) -> str:
    """ "; got <value>" for a refused value, spelt as JSON spells it (null, true, NaN, "5"),
    when short enough to quote; a list or mapping by its kind (h38adv1 M7)."""
    if isinstance(value, str | int | float | bool) or value is None:
        text = json.dumps(value)
        return f"; got {text}" if len(text) <= 60 else ""
    if isinstance(value, list | tuple):
        return "; got a list"
    return "; got a mapping" if isinstance(value, dict) else f"; got a {type(value).__name__}"


def one_line(exc: BaseException) -> str:
    """An error as one line (the CLI's ``error: ...``; h38adv1 M3): several problems of one
    file as "file: path: what; path: what", each other file named again."""
    errors = getattr(exc, "errors", None)
    if not isinstance(errors, tuple) or len(errors) < 2:
        return " ".join(str(exc).split())
    parts = [str(errors[0])]
    for e in errors[1:]:
        same = isinstance(e, InputError) and e.file == errors[0].file and e.path
        parts.append(f"{e.path}: {e.message}" if same else str(e))
    return " ".join("; ".join(parts).split())
