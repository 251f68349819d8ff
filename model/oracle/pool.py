"""A card pool: every card of the user's card data, found by title (issues 13, 14).

Sources, given as paths (repeatable): an Oracle of the Void export (a ``*.json`` file or a
folder of them) and/or the set files (a ``*.yaml`` file or a folder of them, one per set, every
printing). Every file is read through ``model.reading`` (bounded).

Which printing speaks for a card:

- the Oracle export's entry when there is one (it carries the current text and errata of the
  last formats);
- else the latest printing in the set files: the printing legal in the latest era (eras in
  ``ERAS`` order, earliest first; "Legacy"/"Modern"/proxies do not date a printing), ties broken
  by the set file's name; its ``errata_text`` wins over its ``text``.

Titles match ignoring case, accents, punctuation, the "•" separator and the spelling of the
experienced suffix ("Hida Kisada • Experienced", "Hida Kisada - exp", "Hida Kisada (Experienced)"
are one key; "Experienced 2", "exp2" and "exp 2" another). An unknown title is an error naming
the nearest titles.
"""

from __future__ import annotations

import difflib
import os
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from model.cards import CardDef
from model.errors import GoodFaithError, InputError
from model.oracle.export import OracleCard, card_from_entry, display_title, read_oracle
from model.oracle.text import OracleError
from model.reading import parse_text, read_text

__all__ = ["CARDS_ENV", "ERAS", "CardPool", "PoolCard", "UnknownTitle", "pool_paths", "title_key"]

#: The environment variable naming card data paths (``os.pathsep``-separated).
CARDS_ENV = "GOODFAITH_CARDS"

#: Legality eras, earliest first (a printing's latest era dates it).
ERAS = (
    "Clan Wars (Imperial)",
    "Hidden Emperor (Jade)",
    "Four Winds (Gold)",
    "Rain of Blood (Diamond)",
    "Age of Enlightenment (Lotus)",
    "Race for the Throne (Samurai)",
    "Destroyer War (Celestial)",
    "Age of Conquest (Emperor)",
    "A Brother's Destiny (Ivory Edition)",
    "A Brother's Destiny (Twenty Festivals)",
    "War of the Seals (Onyx Edition)",
    "Shattered Empire",
)
_ERA_RANK = {era: i for i, era in enumerate(ERAS)}

_EXP = re.compile(r"[\s•\-–—(,]*\b(in)?exp(?:erienced)?\s*(\d*)\)?\s*$", re.IGNORECASE)
_PUNCT = re.compile(r"[^\w\s]")


def title_key(title: str) -> str:
    """The key a title is matched by (see the module doc)."""
    text = unicodedata.normalize("NFKD", title)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    suffix = ""
    m = _EXP.search(text)
    if m is not None and m.start() > 0:
        suffix = f" {'inexp' if m.group(1) else 'exp'}{m.group(2) or ''}"
        text = text[: m.start()]
    text = _PUNCT.sub(" ", text.replace("•", " ").replace("’", "'").replace("'", ""))
    return " ".join(text.casefold().split()) + suffix


def base_key(title: str) -> str:
    """The key of a title without its experienced suffix and "(...)" marks ("(Emperor)")."""
    key = title_key(re.sub(r"\((?!\s*(in)?exp)[^)]*\)", " ", title, flags=re.IGNORECASE))
    return re.sub(r" (in)?exp\d*$", "", key)


def _experienced(title: str) -> bool:
    return title_key(title).endswith(("exp", "exp2", "exp3", "exp4"))


class UnknownTitle(GoodFaithError, LookupError):
    """A title the pool does not hold (the message names the nearest ones)."""


@dataclass(frozen=True, slots=True)
class PoolCard:
    """One card of the pool: its definition, its text and where each printing is."""

    title: str
    card: CardDef
    text: str
    source: str  # "oracle" or the set file the winning printing comes from
    printings: tuple[str, ...] = ()  # set names of every printing in the set files
    oracle: OracleCard | None = None


@dataclass
class CardPool:
    """Cards by title key; build with ``CardPool.load(paths)``."""

    cards: dict[str, PoolCard] = field(default_factory=dict)
    paths: tuple[str, ...] = ()
    aliases: dict[str, list[str]] = field(default_factory=dict)

    @classmethod
    def load(cls, paths: Iterable[Path | str]) -> CardPool:
        """Read every path (Oracle export file/folder, set file/folder); errors name the file."""
        oracle_files: list[Path] = []
        set_files: list[Path] = []
        given = [Path(p) for p in paths]
        for path in given:
            files = sorted(p for p in path.iterdir() if p.is_file()) if path.is_dir() else [path]
            if not path.exists():
                raise InputError(str(path), "", "no such file or folder (expected card data)")
            json_files = [f for f in files if f.suffix.lower() == ".json"]
            yaml_files = [f for f in files if f.suffix.lower() in (".yaml", ".yml")]
            if not json_files and not yaml_files:
                raise InputError(
                    str(path),
                    "",
                    "no card data: expected an Oracle of the Void export (*.json) or set files "
                    "(*.yaml)",
                )
            oracle_files += json_files
            set_files += yaml_files
        pool = cls(paths=tuple(str(p) for p in given))
        printings = _read_sets(set_files)
        for file in oracle_files:
            try:
                entries = read_oracle(file)
            except OracleError as exc:
                raise InputError(str(file), "", str(exc).removeprefix(f"{file}: ")) from None
            for entry in entries:
                key = title_key(entry.key)
                sets = tuple(p.set_name for p in printings.get(key, ()))
                pool.cards.setdefault(
                    key,
                    PoolCard(entry.key, entry.card, entry.text, "oracle", sets, entry),
                )
        for key, found in printings.items():
            if key in pool.cards:
                continue
            best = max(found, key=lambda p: (p.era, p.file))
            try:
                oc = card_from_entry(best.entry, source=best.file)
            except (OracleError, ValueError) as exc:
                raise InputError(best.file, best.where, f"invalid card ({exc})") from None
            pool.cards[key] = PoolCard(
                oc.key, oc.card, oc.text, best.file, tuple(p.set_name for p in found), oc
            )
        for key, card in pool.cards.items():
            pool.aliases.setdefault(base_key(card.title), []).append(key)
        return pool

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[PoolCard]:
        return iter(self.cards.values())

    def __contains__(self, title: object) -> bool:
        return isinstance(title, str) and title_key(title) in self.cards

    def get(self, title: str) -> PoolCard | None:
        """The card a title names exactly, else the one card its base title names (see
        ``resolve``); None when none or several."""
        found = self.cards.get(title_key(title))
        if found is not None:
            return found
        choice = self._by_base(title)
        return choice[0] if len(choice) == 1 else None

    def _by_base(self, title: str) -> list[PoolCard]:
        """Cards sharing the base title, narrowed: the Oracle export's (the last formats)
        first, then the inexperienced ones."""
        cards = [self.cards[k] for k in self.aliases.get(base_key(title), ())]
        fresh = [c for c in cards if not _experienced(c.title)]
        for picked in ([c for c in fresh if c.source == "oracle"], fresh):
            if len(picked) == 1:
                return picked
        return cards

    def resolve(self, title: str) -> PoolCard:
        """The card a title names: the exact title, else the one card of that base title
        (without an era "(Emperor)" or experienced suffix) the Oracle export has, else the one
        that is not experienced. ``UnknownTitle`` names the nearest or the candidates."""
        found = self.get(title)
        if found is not None:
            return found
        candidates = self._by_base(title)
        if len(candidates) > 1:
            names = ", ".join(repr(c.title) for c in sorted(candidates, key=lambda c: c.title))
            raise UnknownTitle(f"{title!r} names several cards: {names}; write the full title")
        raise UnknownTitle(self.unknown_message(title))

    def unknown_message(self, title: str) -> str:
        keys = difflib.get_close_matches(title_key(title), list(self.cards), n=3, cutoff=0.6)
        hint = f"; did you mean {', '.join(repr(self.cards[k].title) for k in keys)}?"
        return f"unknown card title {title!r} in the card data" + (hint if keys else "")

    def find(self, pattern: str = "") -> list[PoolCard]:
        """Cards whose title contains ``pattern`` (matched as keys are), by title."""
        needle = title_key(pattern) if pattern else ""
        return sorted((c for k, c in self.cards.items() if needle in k), key=lambda c: c.title)

    def definitions(self) -> Mapping[str, CardDef]:
        return {c.title: c.card for c in self.cards.values()}


@dataclass(frozen=True, slots=True)
class _Printing:
    set_name: str
    file: str
    where: str
    era: int
    entry: dict[str, Any]


def _read_sets(files: list[Path]) -> dict[str, list[_Printing]]:
    """Every printing of the set files by title key, as export-like entries."""
    out: dict[str, list[_Printing]] = {}
    for file in files:
        data = parse_text(read_text(file), str(file), as_json=False)
        items = data.get("cards") if isinstance(data, dict) else None
        if not isinstance(items, list):
            raise InputError(str(file), "cards", "expected a set file: {set: ..., cards: [...]}")
        set_name = str(data.get("set") or file.stem)
        for i, item in enumerate(items):
            if not isinstance(item, dict):
                raise InputError(str(file), f"cards[{i}]", "expected a card (a mapping)")
            if item.get("is_back") or item.get("is_proxy"):
                continue
            entry = _as_export_entry(item)
            if entry is None:
                continue
            era = max((_ERA_RANK.get(str(x), -1) for x in item.get("legality") or ()), default=-1)
            key = title_key(display_title(entry))
            out.setdefault(key, []).append(
                _Printing(set_name, str(file), f"cards[{i}]", era, entry)
            )
    return out


_SET_FIELDS = {
    "gold_cost": "cost",
    "focus": "focus",
    "force": "force",
    "chi": "chi",
    "honor_requirement": "honor",
    "personal_honor": "ph",
    "gold_production": "production",
    "province_strength": "strength",
    "starting_honor": "startinghonor",
}


def _as_export_entry(item: Mapping[str, Any]) -> dict[str, Any] | None:
    """A set file printing in the export's field names (None: no title or type)."""
    title = item.get("extended_title") or item.get("title")
    types = item.get("types")
    if not isinstance(title, str) or not title.strip() or not isinstance(types, list) or not types:
        return None
    keywords = [str(k) for k in item.get("keywords") or ()]
    if item.get("is_unique") and not any(k.lower() == "unique" for k in keywords):
        keywords.insert(0, "Unique")
    text = item.get("errata_text") or item.get("text") or ""
    entry: dict[str, Any] = {
        "title": [title],
        "type": [str(types[0])],
        "clan": [str(c) for c in item.get("clans") or ()],
        "keywords": keywords,
        "text": [str(text)],
    }
    for key, name in _SET_FIELDS.items():
        if item.get(key) is not None:
            entry[name] = str(item[key])
    return entry


def pool_paths(given: Iterable[Path | str] = ()) -> list[Path]:
    """The card data paths: those given, else those of ``GOODFAITH_CARDS``."""
    paths = [Path(p) for p in given]
    if paths:
        return paths
    env = os.environ.get(CARDS_ENV, "")
    return [Path(p) for p in env.split(os.pathsep) if p.strip()]
