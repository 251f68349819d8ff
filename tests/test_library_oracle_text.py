"""The bundled library overrides the import of its titles (README "the bundled library"), so
its encodings must be of the card's latest printing (Reference 01, Cardinal Rule 2: "follow the
most recent Ivory-legal printing"). Each library card of provenance ``oracle`` records the
Oracle text it encodes (tests/data/library_oracle_texts.yaml); this keeps the record, the
export and the encodings' designators in step. Found by h30adv1 W2: Duty encoded the old
Celestial Reaction while the export (Twenty Festivals) prints a Bushido Virtue Interrupt; it
is no longer in the library, so the import answers (``unknown`` for its keywords, ``illegal``
by its Interrupt timing with nothing pending). Skips cleanly without ../shared/data."""

from __future__ import annotations

import html
import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext.timing import parse_prefix
from model.load import bundled_library

ROOT = Path(__file__).resolve().parents[1]
ORACLE = ROOT.parent / "shared" / "data" / "oracle"
RECORD = ROOT / "tests" / "data" / "library_oracle_texts.yaml"
needs_oracle = pytest.mark.skipif(not ORACLE.is_dir(), reason="no ../shared/data")


@cache
def _export() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for path in sorted(ORACLE.glob("*.json")):
        for entry in json.loads(path.read_text("utf-8")):
            out[html.unescape(entry["formattedtitle"]).strip()] = entry
    return out


def _text(entry: dict[str, Any]) -> str:
    text = entry.get("text") or [""]
    return str(text[0] if isinstance(text, list) else text)


def _recorded() -> dict[str, str]:
    data = yaml.safe_load(RECORD.read_text("utf-8"))
    assert isinstance(data, dict)
    return {str(k): str(v) for k, v in data.items()}


_HEAD = re.compile(r"^\s*(?:<b>)?([A-Z][^:<]*?(?:,? ?:[a-z\d*]+:)*):")


def _designators(text: str) -> list[tuple[str, ...]]:
    """The designators of the text's action paragraphs (their bold prefixes), in order."""
    found: list[tuple[str, ...]] = []
    for para in re.split(r"<br>|\n", text):
        m = _HEAD.match(re.sub(r"</?b>", "", para))
        if m is None:
            continue
        head = re.sub(r":[a-z\d*]+:", "", m.group(1)).rstrip(": ,").split(",")[0]
        prefix = parse_prefix(head)
        if prefix.designators:
            found.append(tuple(sorted(d.value for d in prefix.designators)))
    return found


def test_every_oracle_library_card_records_its_text() -> None:
    oracle_cards = {t for t in bundled_library() if bundled_library()[t].provenance == "oracle"}
    assert oracle_cards == set(_recorded())


@needs_oracle
def test_the_recorded_texts_are_the_export_s() -> None:
    """A changed Oracle text: re-encode the card (or drop it) and update the record."""
    export = _export()
    changed = [t for t, said in _recorded().items() if _text(export[t]) != said]
    assert not changed, f"the Oracle text changed since the library encoded it: {changed}"


@needs_oracle
def test_the_encodings_have_the_printed_designators() -> None:
    """Each library card's abilities are its Oracle text's action paragraphs, one for one, in
    printed order, with their designators: the ability indexes are those `cards show` lists
    (h36adv2 D3: Imperial Summons encoded its two Political Open abilities as one, which a
    set of designators did not see)."""
    export = _export()
    wrong = []
    for card in (bundled_library()[t] for t in bundled_library()):
        entry = export.get(card.title)
        if card.provenance != "oracle" or entry is None:
            continue
        encoded = [tuple(sorted(d.value for d in a.designators)) for a in card.abilities]
        encoded = [e for e in encoded if e]
        if encoded != _designators(_text(entry)):
            wrong.append(f"{card.title}: {encoded} vs {_designators(_text(entry))}")
    assert not wrong, "\n".join(wrong)


def test_duty_is_not_the_library_s() -> None:
    """The Celestial Reaction the rules quote (effects.txt) is not the latest printing."""
    assert "Duty" not in bundled_library()


@needs_oracle
def test_duty_from_the_import(tmp_path: Path) -> None:
    """Its latest printing answers: an Interrupt with nothing pending can't be used (illegal);
    at an action awaiting Interrupts its unread keywords leave it unknown (the old Reaction
    encoding answered at its own trigger)."""
    from model.load import load_state
    from model.oracle.pool import CardPool
    from solver.good_faith import check

    pool = CardPool.load([ORACLE])
    data: dict[str, Any] = {
        "turn": 3,
        "active_player": "a",
        "phase": "action",
        "players": [{"id": "a", "family_honor": 5}, {"id": "b", "family_honor": 5}],
        "cards": [
            {"id": "d", "title": "Duty", "owner": "a", "zone": "hand"},
            {"id": "s", "title": "Doji Shigeyuki", "owner": "a", "zone": "home"},
        ],
    }
    path = tmp_path / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    assert check(load_state(path, cards=pool), "a", "d", 0).status == "illegal"
    data["trigger"] = "to an action, after its targets are chosen"
    path.write_text(yaml.safe_dump(data))
    assert check(load_state(path, cards=pool), "a", "d", 0).status == "unknown"
