"""The verdict table of ``check`` and ``demo`` (rich)."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from model.load import LoadedState
from model.state import View
from solver.announce import check_all
from solver.explain import announcement_text, witness_text
from solver.verdict import Verdict


def render_verdicts(
    loaded: LoadedState,
    player: str,
    console: Console,
    card: str | None = None,
    verdicts: list[Verdict] | None = None,
) -> list[Verdict]:
    """Print the verdicts (by default every ability of ``player``, or of ``card``) as a table."""
    view = View.of(loaded.state, loaded.library)
    if verdicts is None:
        verdicts = [v for v in check_all(view, player) if card is None or v.card == card]
    table = Table(title=f"What {player} may announce now", title_justify="left")
    for col in ("card", "ability", "verdict", "why / how"):
        table.add_column(col, overflow="fold")
    style = {"legal": "green", "illegal": "red", "unknown": "yellow"}
    for v in verdicts:
        detail = witness_text(view, v) if v.legal else "; ".join(v.reasons)
        table.add_row(
            f"{v.card}: {v.title}",
            announcement_text(view, v.card, v.ability, player),
            f"[{style[v.status]}]{v.status}[/]",
            detail,
        )
    console.print(table)
    return verdicts
