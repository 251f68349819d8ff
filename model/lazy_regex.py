"""A regular expression compiled on its first use, for the patterns kept as module constants.

The card-text readers hold some 1,400 module-level patterns; compiling them all at import
cost most of the CLI's start-up although one command uses few of them. ``lazy_regex(p, f)``
stands where ``re.compile(p, f)`` stood: the same pattern, compiled by ``re.compile`` the
first time it matches anything, then every method is the compiled pattern's own (no extra
call per match). Nothing about what matches changes; only when the compiling happens.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator, Mapping
from typing import Any

_METHODS = ("search", "match", "fullmatch", "sub", "subn", "split", "findall", "finditer")


class LazyPattern:
    """``re.compile(pattern, flags)``, deferred until a method, ``flags`` or ``groups`` is used."""

    def __init__(self, pattern: str, flags: int | re.RegexFlag = 0) -> None:
        self._pattern = pattern
        self._flags = flags

    @property
    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if never used), e.g. to compare with ``Match.re``."""
        done: re.Pattern[str] | None = self.__dict__.get("_compiled")
        if done is None:
            done = re.compile(self._pattern, self._flags)
            # The compiled pattern's bound methods shadow this class's forwarding ones.
            self.__dict__.update({name: getattr(done, name) for name in _METHODS})
            self.__dict__["_compiled"] = done
        return done

    @property
    def pattern(self) -> str:
        """The source text, without compiling."""
        return self._pattern

    @property
    def flags(self) -> int:
        """The compiled pattern's flags (``re.UNICODE`` included, as ``re.Pattern.flags``)."""
        return self.compiled.flags

    @property
    def groups(self) -> int:
        return self.compiled.groups

    @property
    def groupindex(self) -> Mapping[str, int]:
        return self.compiled.groupindex

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.match(string, pos, endpos)

    def fullmatch(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> re.Match[str] | None:
        return self.compiled.fullmatch(string, pos, endpos)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return self.compiled.sub(repl, string, count)

    def subn(
        self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0
    ) -> tuple[str, int]:
        return self.compiled.subn(repl, string, count)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        return self.compiled.split(string, maxsplit)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return self.compiled.findall(string, pos, endpos)

    def finditer(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(string, pos, endpos)

    def __repr__(self) -> str:
        return f"lazy_regex({self._pattern!r}, {self._flags!r})"

    def __reduce__(self) -> tuple[type[LazyPattern], tuple[str, int | re.RegexFlag]]:
        return (LazyPattern, (self._pattern, self._flags))

    def __copy__(self) -> LazyPattern:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> LazyPattern:
        return self


def lazy_regex(pattern: str, flags: int | re.RegexFlag = 0) -> LazyPattern:
    """``re.compile(pattern, flags)`` on first use (same name length: lines keep their shape)."""
    return LazyPattern(pattern, flags)


#: A parameter that takes either a module constant (lazy) or a pattern compiled in a function.
Regex = re.Pattern[str] | LazyPattern
