"""A Stronghold's or Sensei's stats the Oracle export lacks, from the set files' printings.

Reference 02/03: the player's starting Family Honor is the Stronghold's Starting Honor plus the
Sensei's modifier; a Sensei's Province Strength and Gold Production modifiers are applied to
the Stronghold. The export leaves some out (The Shadowed Estate of the Scorpion's Starting
Honor; every stat of eleven Senseis: Mahatsu, Benika, Bukita ...). With the set files in the
card data, a stat the export entry lacks is taken from the printings when every printing that
states it agrees; the card says where it came from (``CardDef.stat_notes``). Printings that
disagree leave it out, and the card says so. A Stronghold's Gold Production is filled by the
pool's own rule (``gold_production_from_sets``), not here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from model.oracle.text import parse_stat

__all__ = ["STAT_NOTES", "fill_stats"]

#: the export entry's key of the notes (read by ``model.oracle.export``)
STAT_NOTES = "stat_notes"
#: the stats filled, by card type: export field and its name
_FIELDS: Mapping[str, tuple[tuple[str, str], ...]] = {
    "stronghold": (("startinghonor", "Starting Honor"), ("strength", "Province Strength")),
    "sensei": (
        ("startinghonor", "Starting Honor"),
        ("strength", "Province Strength"),
        ("production", "Gold Production"),
    ),
}


def fill_stats(
    entry: dict[str, Any], printings: Iterable[tuple[str, Mapping[str, Any]]]
) -> dict[str, Any]:
    """``entry`` (an Oracle export entry) with the stats of ``_FIELDS`` it lacks taken from
    ``printings`` (set name, export-like entry) when they agree, and notes saying where from or
    why not; ``entry`` itself when nothing is missing or no printing states it."""
    types = entry.get("type")
    kind = str(types[0]).strip().lower() if isinstance(types, list) and types else ""
    fields = _FIELDS.get(kind, ())
    missing = [(f, name) for f, name in fields if parse_stat(entry.get(f)) is None]
    if not missing:
        return entry
    found = list(printings)
    out = dict(entry)
    notes: list[str] = []
    for field, name in missing:
        stated = [(s, v) for s, p in found if (v := parse_stat(p.get(field))) is not None]
        values = {v for _, v in stated}
        sets = ", ".join(dict.fromkeys(s for s, _ in stated))
        if len(values) == 1:
            (value,) = values
            out[field] = [str(value)]
            notes.append(f"{name} {value} from the set files ({sets}): the Oracle export lacks it")
        elif values:
            said = ", ".join(f"{s}: {v}" for s, v in stated)
            notes.append(f"{name}: the set files' printings disagree ({said}): not filled")
    if not notes:
        return entry
    out[STAT_NOTES] = notes
    return out
