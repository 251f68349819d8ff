"""``goodfaith cards coverage PATH [--json]``: how much of the card text is modelled (abilities and
Gold production); ``cards show TITLE`` and ``cards list [PATTERN]``.

Costs and restrictions / Gold production: the parser in ``model.oracle`` reads each Holding's
and Stronghold's production; this command reports the share it models fully. The typer wiring
lives in ``solver.cli``; this module only does the work and returns the exit code.

Gold Production stats the export lacks are taken from the set files (``read_oracle(...,
sets=...)``) found next to the export: ``sets/`` beside the export directory (the shared data
layout ``data/oracle`` + ``data/sets``). The report lists the cards whose stat came from there.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Literal, TextIO

from rich.console import Console

from model.attack_bonus_listing import bonus_left_out_note
from model.cards import CardDef
from model.optional_listing import optional_unread, optional_unread_note
from model.oracle import CoverageReport, OracleError, coverage, read_oracle
from model.oracle.pool import CardPool
from solver.cli.grant_lines import grant_lines, grant_rows

#: Exit code for unusable input (a missing path, malformed JSON).
EXIT_BAD_INPUT = 2


def default_sets(path: Path) -> Path | None:
    """The set files beside an export: ``<export dir>/../sets`` when it holds ``*.yaml``."""
    base = path if path.is_dir() else path.parent
    sets = base.parent / "sets"
    return sets if sets.is_dir() and any(sets.glob("*.yaml")) else None


def run_coverage(
    path: Path | list[Path],
    as_json: bool,
    *,
    sets: Path | Literal["auto"] | None = "auto",
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Print the production coverage of the export at ``path`` (several paths: the card pool
    of an export and set files, every printing); return the exit code.

    ``sets``: set files for missing Gold Production stats; ``"auto"``: ``default_sets``;
    None: none. JSON: ``{"producing", "modelled", "coverage", "unmodelled", "reductions",
    "reasons", "gold_production_from_sets"}``. Unusable input prints one line naming the file
    and what was expected, and returns 2.
    """
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    try:
        if isinstance(path, list) and len(path) > 1:  # every printing: the card pool
            from model.errors import GoodFaithError
            from model.oracle.pool import CardPool

            try:
                pool = CardPool.load(path)
                entries = [c.oracle for c in pool if c.oracle is not None]
            except GoodFaithError as exc:
                raise OracleError(str(exc)) from None
            report = coverage(entries)
        else:
            one = path[0] if isinstance(path, list) else path
            set_files = default_sets(one) if sets == "auto" else sets
            report = coverage(read_oracle(one, set_files))
    except OracleError as exc:
        print(f"error: {exc}", file=err)
        return EXIT_BAD_INPUT
    if as_json:
        print(json.dumps(report.to_json(), indent=2, ensure_ascii=False), file=out)
    else:
        _summary(report, Console(file=out, highlight=False, soft_wrap=True, emoji=False))
    return 0


def _summary(report: CoverageReport, console: Console) -> None:
    ab = report.abilities
    if ab.total:
        console.print(
            f"[bold]Abilities imported from the card text[/bold]: {ab.total} actions; "
            f"timing {ab.timing} ({ab.timing / ab.total:.1%}), costs {ab.costs} "
            f"({ab.costs / ab.total:.1%}), full {ab.full} ({ab.full / ab.total:.1%}); "
            f"{ab.traits} traits not modelled"
        )
        console.print("most common reasons for not claiming an action:")
        for gap, n in ab.gaps[:15]:
            console.print(f"  {n:5d}  {gap}", markup=False)
    console.print(
        f"[bold]Gold production coverage[/bold] (Holdings and Strongholds): "
        f"{report.modelled}/{report.producing} modelled = [bold]{report.coverage:.1%}[/bold]"
    )
    if report.no_stat:
        stated = report.producing - len(report.no_stat)
        console.print(
            f"{len(report.no_stat)} have no Gold Production stat in the card data (a data gap); "
            f"of the {stated} whose data states it: {report.modelled}/{stated} = "
            f"[bold]{report.coverage_of_stated:.1%}[/bold]"
        )
    if report.unmodelled:
        console.print(
            f"{len(report.unmodelled)} not modelled (--json gives the reasons): "
            + ", ".join(report.unmodelled)
        )
    if report.reductions:
        console.print(
            f"{len(report.reductions)} cards only reduce costs (not producers): "
            + ", ".join(report.reductions)
        )
    if report.gold_production_from_sets:
        console.print(
            "Gold Production stat from the set files (the export lacks it): "
            + ", ".join(report.gold_production_from_sets)
        )


def _stats(card: CardDef) -> str:
    names = {
        "gold_cost": "Gold cost",
        "force": "Force",
        "chi": "Chi",
        "honor_requirement": "Honor Requirement",
        "personal_honor": "Personal Honor",
        "gold_production": "Gold Production",
        "province_strength": "Province Strength",
        "starting_honor": "Starting Honor",
        "focus": "Focus",
    }
    parts = [
        f"{label} {value}"
        for key, label in names.items()
        if (value := getattr(card, key)) is not None
    ]
    return ", ".join(parts)


def library_note(title: str, found: str) -> str | None:
    """What a state naming ``title`` gets when the bundled library defines it (a state looks
    a title up in the library first, then in the card data: README "Cards from card data"):
    the hand encoding of this card, or another card of the library that ``title`` names."""
    from model.load import bundled_library

    if title not in bundled_library():
        return None
    if title.casefold() == found.casefold():
        return "the bundled library defines this title: its hand encoding is used"
    return (
        f"a state naming {title!r} gets the bundled library's card of that title (hand "
        f"encoded), not this one: name {found!r} for this card"
    )


def hand_encoding(title: str, found: str) -> list[str] | None:
    """The abilities of the bundled library's hand encoding that a state naming ``title``
    uses (``library_note``: the card ``found`` itself), as ``model.describe`` reads them; None
    when the import is what is used (h42adv1 W1: ``cards show`` printed the import's reading
    beside "its hand encoding is used")."""
    from model.describe import ability_text
    from model.load import bundled_library

    lib = bundled_library()
    if title not in lib or title.casefold() != found.casefold():
        return None
    return [ability_text(ab) for ab in lib[title].abilities]


def card_json(pool: CardPool, title: str) -> dict[str, Any]:
    """A card of the pool as ``cards show --json`` prints it (raises ``UnknownTitle``)."""
    from model.describe import ability_text
    from model.load import bundled_library

    found = pool.resolve(title)
    card = found.card
    imported = found.oracle.imported if found.oracle is not None else None
    paragraphs = imported.paragraphs if imported is not None else ()
    return {
        "title": found.title,
        "type": card.type.value,
        "clan": list(card.clan),
        "keywords": list(card.keywords),
        "source": found.source,
        "printings": list(found.printings),
        "text": found.text,
        "bundled_override": title in bundled_library(),
        "bundled_note": library_note(title, found.title),
        # what ``check`` uses when the bundled library defines the title (else null)
        "hand_encoding": hand_encoding(title, found.title),
        "other_versions": [t for t in pool.versions(found.title) if t != found.title],
        "grants": grant_rows(card),
        "production_not_modelled": card.production_unread or None,
        "entering_not_modelled": [*card.entering_unread, *card.grants_unread],
        # "if A or B" with a part not read: applied only while a part read holds
        "entering_partly_read": [c.partial for c in card.entering if c.partial] or None,
        "paragraphs": [
            {
                "text": p.text,
                "level": p.level,
                "ability": ability_text(p.ability) if p.full and p.ability else None,
                "not_understood": p.not_understood or None,
                "optional_not_read": optional_unread(p.ability) if p.full and p.ability else None,
                "bonus_left_out": bonus_left_out_note(p.text, p.ability)
                if p.full and p.ability
                else None,
            }
            for p in paragraphs
        ],
    }


def show_card(pool: CardPool, title: str, *, as_json: bool, out: TextIO) -> None:
    """``goodfaith cards show TITLE``: the card, its text and how each paragraph is imported.
    Raises ``UnknownTitle`` (the caller reports it)."""
    from model.describe import ability_text

    found = pool.resolve(title)
    card = found.card
    imported = found.oracle.imported if found.oracle is not None else None
    paragraphs = imported.paragraphs if imported is not None else ()
    note = library_note(title, found.title)
    if as_json:
        print(json.dumps(card_json(pool, title), indent=2, ensure_ascii=False), file=out)
        return
    console = Console(file=out, highlight=False, soft_wrap=True, emoji=False)
    console.print(f"[bold]{found.title}[/bold] — {card.type.value}", markup=True)
    line = ", ".join(x for x in (" ".join(card.clan), " • ".join(card.keywords)) if x)
    if line:
        console.print(line, markup=False)
    if stats := _stats(card):
        console.print(stats, markup=False)
    where = "the Oracle export" if found.source == "oracle" else found.source
    console.print(f"from {where}; printed in: {', '.join(found.printings) or '-'}", markup=False)
    if note:
        console.print(note, markup=False)
    if others := [t for t in pool.versions(found.title) if t != found.title]:
        console.print(f"other versions of this title: {', '.join(others)}", markup=False)
    used = hand_encoding(title, found.title)
    if used is not None:
        console.print("the hand encoding (used):", markup=False)
        for said in used or ["no abilities"]:
            console.print(f"  -> {said}", markup=False)
    label = "the import, not used" if used is not None else "full"
    for p in paragraphs:
        console.print("")
        console.print(p.text, markup=False)
        if p.full and p.ability is not None:
            console.print(f"  -> {label}: {ability_text(p.ability)}", markup=False)
            if (kept := optional_unread_note(p.ability)) is not None:
                console.print(f"     {kept}", markup=False)  # never silent (issue 13)
            if (left := bonus_left_out_note(p.text, p.ability)) is not None:
                console.print(f"     {left}", markup=False)
        elif p.level in ("trait", "production"):
            kind = "Gold production (see cards coverage)" if p.level == "production" else "trait"
            console.print(f"  -> {kind}: not an action", markup=False)
        else:
            console.print(f"  -> {p.level}: {p.not_understood}", markup=False)
    if lines := grant_lines(card):
        console.print("")
        for said in lines:
            console.print(said, markup=False)


def list_cards(pool: CardPool, pattern: str, *, as_json: bool, out: TextIO) -> int:
    """``goodfaith cards list [PATTERN]``: titles containing the pattern; exit 1 when none."""
    titles = pool.titles(pattern)
    if as_json:
        print(json.dumps(titles, ensure_ascii=False), file=out)
    else:
        for title in titles:
            print(title, file=out)
    return 0 if titles else 1
