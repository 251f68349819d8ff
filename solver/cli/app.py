"""The ``goodfaith`` command (typer + rich). Every command takes ``--json``; bad input exits 2
with a one-line message naming the file and the path inside it (no traceback)."""

from __future__ import annotations

import functools
import json
import os
import sys
from pathlib import Path
from typing import Annotated, Any, cast

import typer
from rich.console import Console

from model.errors import GoodFaithError, one_line
from solver.cli.heap import quiet_collector, settle
from solver.cli.pydantic_plugins import allow_plugins, skip_plugins

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="Exact Good Faith legality, required targeting and Gold payments for L5R.",
)
cards_app = typer.Typer(
    no_args_is_help=True, help="Card data: find a card, show its import, coverage."
)
app.add_typer(cards_app, name="cards")

out = Console(highlight=False, soft_wrap=True, emoji=False)
err = Console(stderr=True, highlight=False, soft_wrap=True, emoji=False)

JsonFlag = Annotated[bool, typer.Option("--json", help="Print one JSON object on stdout.")]


def fail(exc: Exception) -> typer.Exit:
    """Report bad input on stderr and exit 2."""
    err.print(f"error: {one_line(exc)}", markup=False)
    return typer.Exit(2)


def emit_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, sort_keys=False) + "\n")


@app.callback()
def limits(
    max_state_bytes: Annotated[
        int | None,
        typer.Option(
            "--max-state-bytes", min=1, help="Largest state, scenario or payment file read."
        ),
    ] = None,
    max_state_cards: Annotated[
        int | None, typer.Option("--max-state-cards", min=1, help="Most cards in a state.")
    ] = None,
    max_card_file_bytes: Annotated[
        int | None,
        typer.Option("--max-card-file-bytes", min=1, help="Largest card data file read."),
    ] = None,
) -> None:
    """Exact Good Faith legality, required targeting and Gold payments for L5R."""
    from model.input_limits import CARD_FILE_ENV, STATE_BYTES_ENV, STATE_CARDS_ENV

    for env, value in (
        (STATE_BYTES_ENV, max_state_bytes),
        (STATE_CARDS_ENV, max_state_cards),
        (CARD_FILE_ENV, max_card_file_bytes),
    ):
        if value is not None:  # raised for this run (model.input_limits; h42adv4 H3)
            os.environ[env] = str(value)


@app.command()
def demo() -> None:
    """Show a bundled example state: its cards, abilities and verdicts."""
    from solver.cli.demo import run_demo

    raise typer.Exit(run_demo(out))


@app.command()
def schema(
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Write to this file instead of stdout.")
    ] = None,
) -> None:
    """Write the JSON Schema of state and card files."""
    from model.load import json_schema

    text = json.dumps(json_schema(), indent=2) + "\n"
    if output is None:
        sys.stdout.write(text)
    else:
        output.write_text(text, encoding="utf-8")


@app.command()
def validate(
    files: Annotated[list[Path], typer.Argument(help="State or card files (YAML/JSON).")],
    as_json: JsonFlag = False,
    cards: CardsOpt = None,
) -> None:
    """Validate state and card files; report every problem with its path."""
    from rich.markup import escape

    from model.input_limits import any_file_limits, check_state_size
    from model.load import parse_cards, parse_state, read_data
    from model.oracle.data_files import KINDS, card_data_kind, check_card_data

    pool = _pool(cards)
    results: list[dict[str, Any]] = []
    failed = False
    for path in files:
        try:
            data = read_data(path, any_file_limits())
            if (kind := card_data_kind(data, path)) is not None:  # card data (h42adv4 H2)
                n = check_card_data(path)
                results.append({"file": str(path), "ok": True, "kind": kind, "count": n})
                continue
            check_state_size(path)  # a state or card file: the state's limit (H3)
            if isinstance(data, dict) and set(data) == {"cards"}:
                n = len(parse_cards(data, str(path)))
                results.append({"file": str(path), "ok": True, "kind": "cards", "count": n})
            else:
                loaded = parse_state(data, str(path), cards=pool)
                row: dict[str, Any] = {
                    "file": str(path),
                    "ok": True,
                    "kind": "state",
                    "count": len(loaded.state.cards),
                }
                warnings = _title_warnings(pool, data) + _state_warnings(loaded)
                if warnings:  # a plain title (Experienced too), an effect matching no card
                    row["warnings"] = warnings
                results.append(row)
        except GoodFaithError as exc:
            failed = True
            results.append({"file": str(path), "ok": False, "error": one_line(exc)})
    if as_json:
        emit_json({"files": results})
    else:
        for r in results:
            if r["ok"]:
                what = KINDS.get(r["kind"], f"{r['kind']} file")
                out.print(f"[green]ok[/] {escape(r['file'])}: {escape(what)}, {r['count']} cards")
                for warning in r.get("warnings", ()):
                    err.print(f"warning: {r['file']}: {warning}", markup=False)
            else:
                err.print(f"error: {r['error']}", markup=False)
    raise typer.Exit(2 if failed else 0)


def _state_warnings(loaded: Any) -> list[str]:
    """The state's warnings (``model.state_warnings``): an effect whose cards match no card, a
    Region face-up in a province."""
    from model.state import View
    from model.state_warnings import state_warnings

    return state_warnings(View.of(loaded.state, loaded.library))


def _title_warnings(pool: Any, data: Any) -> list[str]:
    """Warnings for a state's plain titles whose Experienced versions the card pool holds
    (``model.oracle.experienced_titles``); none without a card pool."""
    from model.oracle.experienced_titles import state_title_warnings

    return state_title_warnings(pool, data)


@app.command()
def pay(
    file: Annotated[Path, typer.Argument(help="Payment problem (YAML or JSON).")],
    top: Annotated[int, typer.Option("--top", min=1, help="How many plans to list.")] = 1,
    as_json: JsonFlag = False,
) -> None:
    """Cheapest Gold payment plans from unsplittable sources."""
    from solver.cli.pay import run_pay

    raise typer.Exit(run_pay(file, top, as_json))


@cards_app.command("coverage")
def cards_coverage(
    path: Annotated[
        list[Path],
        typer.Argument(
            help="Oracle of the Void export (file or folder); give the set files too for every "
            "printing (the card pool)."
        ),
    ],
    as_json: JsonFlag = False,
) -> None:
    """How many Holdings and Strongholds have their Gold production modelled."""
    from solver.cli.cards import run_coverage

    raise typer.Exit(run_coverage(path if len(path) > 1 else path[0], as_json))


@cards_app.command("show")
def cards_show(
    title: Annotated[str, typer.Argument(help="A card title (any case; '- exp' etc. accepted).")],
    cards: CardsOpt = None,
    as_json: JsonFlag = False,
) -> None:
    """A card of the card data: stats, text, and how each paragraph is imported."""
    from solver.cli.cards import show_card

    pool = _need_pool(cards)
    try:
        show_card(pool, title, as_json=as_json, out=sys.stdout)
    except GoodFaithError as exc:
        raise fail(exc) from None


@cards_app.command("list")
def cards_list(
    pattern: Annotated[str, typer.Argument(help="Part of a title; empty: every card.")] = "",
    cards: CardsOpt = None,
    as_json: JsonFlag = False,
) -> None:
    """Titles of the card data containing PATTERN (case, accents and punctuation ignored)."""
    from solver.cli.cards import list_cards

    raise typer.Exit(list_cards(_need_pool(cards), pattern, as_json=as_json, out=sys.stdout))


def _need_pool(cards: list[Path] | None) -> Any:
    pool = _pool(cards)
    if pool is None:
        raise fail(ValueError(f"no card data: pass --cards PATH or set {_cards_env()}"))
    return pool


def _cards_env() -> str:
    from model.oracle.pool import CARDS_ENV

    return CARDS_ENV


StateArg = Annotated[Path, typer.Argument(help="State file (YAML or JSON).")]
PlayerOpt = Annotated[str, typer.Option("--player", "-p", help="The player asking.")]


CardsOpt = Annotated[
    list[Path] | None,
    typer.Option(
        "--cards",
        help="Card data: an Oracle of the Void export (file or folder) or set files (folder); "
        "repeatable. Default: $GOODFAITH_CARDS (paths separated by "
        f"{os.pathsep!r}).",
    ),
]


def _pool(cards: list[Path] | None) -> Any:
    """The card pool of ``--cards`` (or $GOODFAITH_CARDS); None without card data."""
    from model.oracle.pool import pool_paths

    paths = pool_paths(cards or ())
    if not paths:
        return None
    try:
        return _cached_pool(tuple(str(p) for p in paths))
    except GoodFaithError as exc:
        raise fail(exc) from None


@functools.cache
def _cached_pool(paths: tuple[str, ...]) -> Any:
    from model.oracle.pool import CardPool

    pool = CardPool.load(paths)
    settle()  # the index lives as long as the command
    return pool


def _load(path: Path, cards: list[Path] | None = None) -> Any:
    from model.load import load_state

    pool = _pool(cards)
    try:
        loaded = load_state(path, cards=pool)
    except GoodFaithError as exc:
        raise fail(exc) from None
    settle()
    return loaded


def _option(option: str, value: str | None) -> None:
    """Refuse a ``--player``/``--card``/``--target``/``--ability`` value holding a control
    character or longer than a name (exit 2, one line): the check state files and the service
    make (``model.input_strings``; h40adv5)."""
    from model.errors import InputError
    from model.input_strings import string_problems

    if value is None:
        return
    for problem in string_problems(value, "command line"):
        raise fail(InputError("command line", option, problem.message))


def _need_player(loaded: Any, player: str, path: Path) -> None:
    _option("--player", player)
    if player not in {p.id for p in loaded.state.players}:
        ids = ", ".join(p.id for p in loaded.state.players)
        raise fail(ValueError(f"{path}: --player {player!r} is not a player ({ids})"))


def _need_card(loaded: Any, card: str, path: Path) -> None:
    _option("--card", card)
    if not any(c.id == card for c in loaded.state.cards):
        raise fail(ValueError(f"{path}: --card {card!r} is not a card id in the state"))


@app.command("check")
def check_cmd(
    state: StateArg,
    player: PlayerOpt,
    card: Annotated[str | None, typer.Option("--card", "-c", help="Only this card id.")] = None,
    ability: Annotated[
        str | None,
        typer.Option(
            "--ability",
            "-a",
            help="Only this ability of --card: 0-based, recruit, equip, granted, granted<k>.",
        ),
    ] = None,
    target: Annotated[
        list[str] | None,
        typer.Option(
            "--target",
            "-t",
            help="An announced choice, SLOT=ID[,ID...] (repeatable; needs --card): "
            "may the ability be announced against these targets?",
        ),
    ] = None,
    as_json: JsonFlag = False,
    cards: CardsOpt = None,
) -> None:
    """Every ability of PLAYER (table and hand): legal or not, why, and how to pay."""
    from model.state import View
    from solver.cli.report import render_verdicts
    from solver.explain import verdict_json

    for option, value in (("--player", player), ("--card", card), ("--ability", ability)):
        _option(option, value)  # before the state is read
    for item in target or ():
        _option("--target", item)
    loaded = _load(state, cards)
    _need_player(loaded, player, state)
    if card is not None:
        _need_card(loaded, card, state)
    elif ability is not None or target:
        raise fail(ValueError("--ability and --target need --card"))
    view = View.of(loaded.state, loaded.library)
    verdicts = _check_verdicts(view, player, card, ability, _announced(target))
    _say_slow_load()
    warnings = _state_warnings(loaded)
    if as_json:
        rows = [verdict_json(view, v, player) for v in verdicts]
        emit_json(
            {"player": player, "abilities": rows, **({"warnings": warnings} if warnings else {})}
        )
        return
    for warning in warnings:
        err.print(f"warning: {state}: {warning}", markup=False)
    render_verdicts(loaded, player, out, card, verdicts)


def _say_slow_load() -> None:
    """A solver load past its bound, on stderr (``solver.solver_load``: not in a time limit)."""
    from solver.solver_load import slow_load_note

    if (note := slow_load_note()) is not None:
        print(f"note: {note}", file=sys.stderr)


def _announced(target: list[str] | None) -> dict[str, list[str]] | None:
    """``--target SLOT=ID[,ID...]`` options as the announced targets (slot -> card ids)."""
    if not target:
        return None
    chosen: dict[str, list[str]] = {}
    for item in target:
        _option("--target", item)
        slot, sep, ids = item.partition("=")
        names = [i.strip() for i in ids.split(",") if i.strip()]
        if not sep or not slot.strip() or not names:
            raise fail(ValueError(f"--target {item!r}: expected SLOT=ID[,ID...]"))
        if slot.strip() in chosen:
            raise fail(ValueError(f"--target: slot {slot.strip()!r} given twice"))
        chosen[slot.strip()] = names
    return chosen


def _check_verdicts(
    view: Any,
    player: str,
    card: str | None,
    ability: str | None,
    targets: dict[str, list[str]] | None,
) -> list[Any]:
    """The verdicts ``check`` prints: every candidate ability, or the one (ones) asked for."""
    from solver.announce import check_all
    from solver.card_rows import card_rows
    from solver.good_faith import check
    from solver.verdict import ability_ref

    if card is None:
        return check_all(view, player)
    try:
        refs = [ability_ref(ability)] if ability is not None else card_rows(view, player, card)
        return [check(view, player, card, r, targets=targets, cheapest=True) for r in refs]
    except GoodFaithError as exc:
        raise fail(exc) from None


@app.command("targets")
def targets_cmd(
    state: StateArg,
    player: PlayerOpt,
    card: Annotated[str, typer.Option("--card", "-c", help="The card id with the ability.")],
    ability: Annotated[
        str,
        typer.Option(
            "--ability", help="Ability index, or recruit / equip (its hosts), granted / granted<k>."
        ),
    ] = "0",
    limit: Annotated[int, typer.Option("--limit", min=0, help="List at most N sets.")] = 20,
    time_limit: Annotated[
        float, typer.Option("--time-limit", min=0.01, help="Seconds before giving up.")
    ] = 10.0,
    as_json: JsonFlag = False,
    cards: CardsOpt = None,
) -> None:
    """Count the legal sets of required targets of one ability and list the first N."""
    import time

    from model.state import View
    from solver.listing import checked_target_listing
    from solver.play_target_listing import play_target_listing
    from solver.verdict import Play, ability_ref

    for option, value in (("--player", player), ("--card", card), ("--ability", ability)):
        _option(option, value)  # before the state is read
    loaded = _load(state, cards)
    _need_player(loaded, player, state)
    _need_card(loaded, card, state)
    view = View.of(loaded.state, loaded.library)
    try:
        index = ability_ref(ability)
    except GoodFaithError as exc:
        raise fail(exc) from None
    end = time.monotonic() + time_limit
    if isinstance(index, Play):  # the hosts of an Equip, a Recruit's card (h38adv1 M9)
        found = play_target_listing(view, player, card, index, limit, end)
    else:
        abilities = view.definition(card).abilities
        if index >= len(abilities):
            raise fail(ValueError(f"{state}: {card!r} has {len(abilities)} abilities (0-based)"))
        found = checked_target_listing(view, player, card, index, limit, end)
    if found["count"] is None:
        msg = f"the time limit ({time_limit:g} s) was hit before every target set was counted"
        if found.get("verdict") == "unknown":  # check itself is unknown: its reasons
            msg = str(found["reason"])
        if as_json:
            emit_json({**found, "reason": msg})
        else:
            out.print(f"[yellow]unknown[/]: {msg}")
        raise typer.Exit(1)
    shown = cast("list[dict[str, list[str]]]", found["target_sets"])
    reason = found["reason"]
    unsettled = cast("dict[str, Any] | None", found.get("unsettled"))
    if as_json:
        emit_json(found)
        return
    out.print(f"{found['count']} legal target set(s)")
    for ts in shown:
        out.print(
            "  "
            + (
                "; ".join(
                    f"{k} = {', '.join(view.definition(c).title + f' ({c})' for c in v)}"
                    for k, v in ts.items()
                )
                or "no card targets"
            )
        )
    # each targeted player is chosen apart from the cards (Abilities and actions / B)
    for name, slot in cast("dict[str, dict[str, Any]]", found.get("player_targets") or {}).items():
        who = ", ".join(slot["players"]) or "none"
        out.print(f"  {name} = one player of: {who}{' (or none)' if slot['optional'] else ''}")
    if reason:
        out.print(f"[red]can't be met[/]: {reason}")
    for one in cast("list[dict[str, Any]]", found.get("undecided") or []):
        sets = "; ".join(
            f"{k} = {', '.join(view.definition(c).title + f' ({c})' for c in v)}"
            for k, v in one["targets"].items()
        )
        out.print(f"  [yellow]undecided[/]: {sets}: {one['reason']}")
    if unsettled and unsettled["count"]:
        out.print(f"[yellow]{unsettled['count']} more unsettled[/]: {unsettled['why']}")


@app.command()
def verify(
    paths: Annotated[list[Path], typer.Argument(help="Scenario files or folders.")],
    as_json: JsonFlag = False,
    cards: CardsOpt = None,
) -> None:
    """Run scenario files (one ruling each); exit 1 on any failure."""
    from rich.markup import escape

    from solver.scenarios import run_scenarios, scenario_paths

    pool = _pool(cards)
    results = []
    failed = 0
    for path in scenario_paths(paths):
        try:
            outcomes = run_scenarios(path, cards=pool)
        except GoodFaithError as exc:
            raise fail(exc) from None
        for outcome in outcomes:
            failed += not outcome.passed
            results.append(outcome)
            if not as_json:
                mark = "[green]pass[/]" if outcome.passed else "[red]FAIL[/]"
                out.print(f"{mark} {escape(outcome.name)}")
                for problem in outcome.problems:
                    out.print(f"     {problem}", markup=False)
    passed = len(results) - failed
    if as_json:
        emit_json(
            {
                "passed": passed,
                "failed": failed,
                "results": [
                    {
                        "file": r.path,
                        "case": r.case,
                        "passed": r.passed,
                        "problems": list(r.problems),
                    }
                    for r in results
                ],
            }
        )
    else:
        out.print(f"{passed} passed, {failed} failed")
    raise typer.Exit(1 if failed else 0)


@app.command()
def actions(
    state: StateArg,
    player: PlayerOpt,
    pick: Annotated[
        list[int] | None,
        typer.Option("--pick", help="An id chosen at the previous step (repeat: the path)."),
    ] = None,
    flat: Annotated[
        bool, typer.Option("--flat", help="Every complete announcement (small tables).")
    ] = False,
    budget: Annotated[
        float,
        typer.Option(
            "--budget",
            min=0.01,
            help="Seconds for each step's checks; past it, candidates are listed as unknown.",
        ),
    ] = 30.0,
    as_json: JsonFlag = False,
    cards: CardsOpt = None,
) -> None:
    """The AI action space, one decision at a time: this step's legal ids and their words."""
    from solver.decision import ActionSpaceError, completions, decision_json, decision_point

    loaded = _load(state, cards)
    _need_player(loaded, player, state)
    path = list(pick or [])
    try:
        point = decision_point(loaded, player, path, time_limit_s=min(2.0, budget), budget_s=budget)
    except ActionSpaceError as exc:
        raise fail(ValueError(f"{state}: --pick: {exc}")) from None
    if flat:
        from solver.explain import verdict_json
        from solver.gold_step_words import distinct_witness_texts

        found = list(completions(point, limit=10_000))
        if as_json:
            rows = [
                {"path": [*path, *ids], "verdict": verdict_json(p.view, p.verdict, player)}
                for ids, p in found
            ]
            emit_json({"complete": rows, "count": len(rows)})
            return
        said = distinct_witness_texts([(p.view, p.verdict) for _, p in found])  # h39adv1 F3
        for (ids, p), text in zip(found, said, strict=True):
            title = p.view.definition(p.verdict.card).title
            where = ",".join(str(i) for i in (*path, *ids))
            out.print(f"[{where}] {title}: {text}", markup=False)
        return
    data = decision_json(point, path)
    if as_json:
        emit_json(data)
        return
    legal = point.legal_ids()
    out.print(f"step {point.kind}: {point.describe()}; {len(legal)} legal", markup=False)
    for i in legal:
        out.print(f"  {i}: {point.text(i)}", markup=False)
    for i, v in point.undecided:  # the undecided choice in its words (issue 13: F3)
        out.print(f"  unknown: {i}: {point.text(i)}: {v.reasons[0]}", markup=False)
    if point.kind == "done":
        from solver.explain import witness_text

        out.print(witness_text(point.view, point.verdict), markup=False)


@app.command()
def choose(
    state: StateArg,
    player: PlayerOpt,
    seed: Annotated[int, typer.Option("--seed", help="Tie-break seed.")] = 0,
    as_json: JsonFlag = False,
    cards: CardsOpt = None,
) -> None:
    """The baseline AI opponent's choice (highest heuristic score; seeded tie-break)."""
    from solver.agents import choose as agent_choose
    from solver.decision import ActionSpaceError, path_of
    from solver.explain import plan_json

    loaded = _load(state, cards)
    _need_player(loaded, player, state)
    choice = agent_choose(loaded, player, seed)
    if as_json:
        if choice is None:
            emit_json({"action": None, "path": None, "text": None, "targets": None, "plan": None})
            return
        v = choice.verdict
        w = v.witness
        try:
            path: list[int] | None = path_of(loaded, player, v)
            path_error = None
        except ActionSpaceError as exc:  # the steps disagree with the choice: no bad input
            path, path_error = None, str(exc)
        emit_json(
            {
                "action": choice.action,
                "path": path,
                **({"path_error": path_error} if path_error else {}),
                "card": v.card,
                "ability": v.ability,
                "title": v.title,
                "targets": {k: list(c) for k, c in w.targets.items()} if w else {},
                "players": dict(w.players) if w else {},
                "costs": [
                    {"text": o.text, "cards": list(o.cards), "alternative": o.alt}
                    for o in (w.costs if w else ())
                    if o.paid
                ],
                "text": choice.text,
                "score": choice.score,
                "plan": plan_json(w.plan if w else None),
            }
        )
        return
    if choice is None:
        out.print(f"{player} has no legal announcement now")
    else:
        out.print(f"{choice.action}: {choice.text} (score {choice.score:.1f})", markup=False)


@app.command()
def deck(
    deckfile: Annotated[Path, typer.Argument(help="Deck list (text: Stronghold/Dynasty/Fate).")],
    turns: Annotated[int, typer.Option("--turns", min=1, help="Turns per game.")] = 5,
    games: Annotated[int, typer.Option("--games", min=1, help="Games to simulate.")] = 1000,
    seed: Annotated[int, typer.Option("--seed", help="Seed: same seed, same report.")] = 0,
    cards: CardsOpt = None,
    plot: Annotated[Path | None, typer.Option("--plot", help="Write a PNG plot.")] = None,
    jobs: Annotated[int, typer.Option("--jobs", min=1, help="Worker processes.")] = 1,
    top: Annotated[int, typer.Option("--top", min=1, help="Cards listed in the table.")] = 10,
    as_json: JsonFlag = False,
) -> None:
    """Goldfish a deck: seeded games alone, the best purchases each turn, odds per turn."""
    from model.deck_text import read_decklist_text
    from model.errors import InputError, one_line

    try:  # a binary or oversized file: refused before the card data and the deck model load
        read_decklist_text(deckfile)
    except InputError as exc:
        err.print(f"error: {one_line(exc)}", markup=False)
        raise typer.Exit(2) from None
    from solver.cli.deck import run_deck

    raise typer.Exit(
        run_deck(
            deckfile,
            turns=turns,
            games=games,
            seed=seed,
            cards=_pool(cards),
            as_json=as_json,
            plot=plot,
            jobs=jobs,
            top=top,
        )
    )


@app.command()
def serve(
    host: Annotated[str, typer.Option("--host", help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=0, max=65535, help="TCP port.")] = 8080,
    workers: Annotated[
        int, typer.Option("--workers", min=1, help="Worker processes (uvicorn).")
    ] = 1,
    cards: CardsOpt = None,
) -> None:
    """The HTTP service: POST /v1/check, /v1/targets, ... (see the README; /docs for OpenAPI)."""
    import uvicorn

    from model.oracle.pool import pool_paths

    allow_plugins()  # a long-lived service may be observed (solver.cli.pydantic_plugins)

    paths = [str(p) for p in pool_paths(cards or ())]
    if paths:
        _pool(cards)  # a bad path fails here, one line, before the server starts
    if workers > 1:
        os.environ["GOODFAITH_SERVICE_CARDS"] = os.pathsep.join(paths)
        uvicorn.run(
            "solver.service:app_from_env", host=host, port=port, workers=workers, factory=True
        )
        return
    from solver.service import ServiceConfig, create_app

    uvicorn.run(create_app(ServiceConfig(cards=paths)), host=host, port=port)


def main() -> None:
    """Console entry point: library errors become exit 2 with a clear message."""
    quiet_collector()
    skip_plugins()
    try:
        app()
    except GoodFaithError as exc:
        err.print(f"error: {one_line(exc)}", markup=False)
        sys.exit(2)
