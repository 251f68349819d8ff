"""The ``goodfaith`` command: one module per command family (``app`` wires them with typer).

``app`` (the typer application and the thin commands), ``report`` (the verdict table),
``demo``, ``pay`` (Gold payment files), ``cards`` (card-data coverage), ``deck`` (goldfish).
"""

from __future__ import annotations

from solver.cli.app import app, main

__all__ = ["app", "main"]
