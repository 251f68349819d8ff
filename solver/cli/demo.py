"""``goodfaith demo``: a bundled example state, its cards and abilities, and what is legal."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from rich.table import Table

from model.describe import ability_text
from model.load import LoadedState, load_state
from model.state import View

#: The demo board ships inside the package (examples/states links to it), so ``goodfaith demo``
#: works from any install.
DEMO_STATE = Path(__file__).resolve().parent / "data" / "crab-vs-crane-battle.yaml"


def render_state(loaded: LoadedState, console: Console) -> None:
    """Print the players, the cards by zone and every ability in words."""
    state, view = loaded.state, View.of(loaded.state, loaded.library)
    console.print(
        f"[bold]{loaded.source}[/]: turn {state.turn}, {state.active_player}'s "
        f"{state.phase.value} phase"
        + (f", combat at {state.current_battlefield}" if state.in_combat else "")
    )
    for player in state.players:
        favor = ", Imperial Favor" if state.imperial_favor == player.id else ""
        table = Table(
            title=f"{player.id} ({player.clan or 'no clan'}): Family Honor {player.family_honor}"
            f"{favor}",
            title_justify="left",
            show_lines=False,
        )
        for col in ("card", "type", "where", "state", "abilities"):
            table.add_column(col, overflow="fold")
        for inst in state.cards:
            if inst.controlled_by != player.id:
                continue
            if not inst.is_face_up and inst.zone.value.endswith("deck"):
                continue
            definition = view.definition(inst.id)
            zone, where = view.location(inst.id)
            place = zone.value + (f" {where}" if where else "")
            if inst.zone.value == "province":
                place = f"province {inst.province}"
            if inst.attached_to:
                place += f" (on {inst.attached_to})"
            flags = [
                f for f, on in (("bowed", inst.bowed), ("dishonorable", inst.dishonorable)) if on
            ]
            abilities = "\n".join(ability_text(a) for a in definition.abilities)
            table.add_row(
                f"{inst.id}: {definition.title}",
                definition.type.value,
                place,
                ", ".join(flags),
                abilities,
            )
        console.print(table)


def run_demo(console: Console) -> int:
    path = DEMO_STATE
    loaded = load_state(path)
    render_state(loaded, console)
    try:
        from solver.cli.report import render_verdicts
    except ImportError:  # the legality report is optional while it is being built
        return 0
    render_verdicts(loaded, loaded.state.active_player, console)
    return 0
