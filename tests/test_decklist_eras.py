"""Real deck lists of every era load and simulate (issue 14): for each legality era of the set
files, a seeded deck of cards legal in that era, written as players write it (the Sun and Moon
export: "# Dynasty" headers, "Title - exp2"), resolves every title against the card pool of the
Oracle export and every set file, and goldfishes. Needs ../shared/data (skipped without it).
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cards import CardDef
from model.decklist import parse_decklist
from model.oracle.pool import ERAS, CardPool
from solver.analysis.goldfish import GoldfishConfig, simulate

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
pytestmark = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(),
    reason="real card data (../shared/data) is absent",
)

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_DYNASTY = ("Holding", "Personality")
_FATE = ("Strategy", "Follower", "Item")


@pytest.fixture(scope="module")
def printings() -> dict[str, list[dict[str, Any]]]:
    """Every printing by era: the set files' own fields."""
    out: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for path in sorted((DATA / "sets").glob("*.yaml")):
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER)
        cards = data["cards"] if isinstance(data, dict) else data
        for card in cards:
            for era in card.get("legality") or ():
                out[str(era)].append(card)
    return out


@pytest.fixture(scope="module")
def definitions(pool: CardPool) -> Mapping[str, CardDef]:
    """Every title of the session's card pool (tests/conftest.py), built when asked for."""
    return pool.definitions()


def _written(card: dict[str, Any]) -> str:
    """The title as a player writes it in a Sun and Moon list ("Border Keep - exp2")."""
    title = str(card["title"])
    extended = str(card.get("extended_title") or "")
    m = re.search(r"Experienced\s*(\d*)", extended)
    return f"{title} - exp{m.group(1)}" if m else title


def _deck(cards: list[dict[str, Any]], seed: int) -> str:
    """A seeded 40/40 list of cards legal in one era (3 copies, 1 of a Unique card)."""
    rng = random.Random(seed)
    by_type: dict[str, list[dict[str, Any]]] = defaultdict(list)
    seen: set[str] = set()
    for card in cards:
        name = _written(card)
        types = card.get("types") or ()
        if name in seen or not types:
            continue
        seen.add(name)
        by_type[str(types[0])].append(card)
    lines = ["# Stronghold", f"1 {_written(rng.choice(by_type['Stronghold']))}", ""]
    for header, kinds in (("# Dynasty", _DYNASTY), ("# Fate", _FATE)):
        lines.append(header)
        pool = [c for k in kinds for c in by_type[k]]
        rng.shuffle(pool)
        total = 0
        for card in pool:
            n = 1 if card.get("is_unique") else 3
            n = min(n, 40 - total)
            lines.append(f"{n} {_written(card)}")
            total += n
            if total == 40:
                break
        lines.append("")
    return "\n".join(lines)


@pytest.mark.parametrize("era", [e for e in ERAS if e not in ("Legacy", "Modern")])
def test_an_era_deck_loads_and_simulates(
    era: str, printings: dict[str, list[dict[str, Any]]], definitions: Mapping[str, CardDef]
) -> None:
    cards = printings.get(era)
    if not cards:
        pytest.skip(f"no printing is legal in {era}")
    text = _deck(cards, seed=len(era))
    deck = parse_decklist(text, f"{era}.txt", definitions)  # raises on any unknown title
    assert sum(e.count for e in deck.dynasty) == 40 and sum(e.count for e in deck.fate) == 40
    report = simulate(deck, GoldfishConfig(turns=2, games=2))
    assert len(report.per_turn) == 2
    stronghold = deck.stronghold.title
    if report.per_turn[0].gold_available == 0:
        # only when the card data gives the Stronghold no Gold Production: said, not silent
        gaps = [g for g in report.not_modelled if g.title == stronghold and g.kind == "production"]
        assert gaps and "no Gold Production" in gaps[0].text
