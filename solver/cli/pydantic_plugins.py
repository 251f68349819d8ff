"""Pydantic's plugin look-up in one ``goodfaith`` command: skipped.

The first validator pydantic builds asks ``importlib.metadata`` for the entry points of every
installed distribution (``pydantic.plugin._loader``), in case a plugin (an observer of
validations, e.g. a tracing tool) is installed: about 25 ms of a ``check``'s start-up, for a
one-shot command whose validations nobody observes (README "python -m benchmarks.startup").
The console entry point (``solver.cli.app.main``) sets ``PYDANTIC_DISABLE_PLUGINS`` unless the
user set it (``skip_plugins``); ``serve``, a long-lived process that may well be observed,
takes it back before its service is built (``allow_plugins``). The library, and the app run
inside another process (tests' ``CliRunner``), are untouched. No answer depends on it.
"""

from __future__ import annotations

import os

#: The variable pydantic reads (``1``: no plugin loaded).
ENV = "PYDANTIC_DISABLE_PLUGINS"

_SET: list[bool] = []


def skip_plugins() -> None:
    """No plugin look-up in this process, unless the user chose otherwise (the variable set)."""
    if ENV not in os.environ:
        os.environ[ENV] = "1"
        _SET.append(True)


def allow_plugins() -> None:
    """Undo ``skip_plugins`` (the user's own setting is kept): pydantic looks plugins up at the
    next validator it builds (it remembers nothing while they are disabled)."""
    if _SET:
        os.environ.pop(ENV, None)
        _SET.clear()
