"""A card pool: every card of the user's card data, found by title (issues 13, 14).

Sources, given as paths (repeatable): an Oracle of the Void export (a ``*.json`` file or a
folder of them) and/or the set files (a ``*.yaml`` file or a folder of them, one per set, every
printing). Every file is read through ``model.reading`` (bounded).

Which printing speaks for a card:

- the Oracle export's entry when there is one (it carries the current text and errata of the
  last formats);
- else the latest printing in the set files: the printing legal in the latest era (eras in
  ``ERAS`` order, earliest first; "Legacy"/"Modern"/proxies do not date a printing), ties broken
  by the set file's name. Its ``errata_text`` is a note about an erratum ("Errata'd to clarify
  that the Honor loss is not a cost of Gold production", "Errata'd via the Oracle."), never the
  card's text: the printing's ``text`` stays the text and the note is kept beside it
  (``errata_note``), for the readers that must not overlook what it says.

Titles match ignoring case, accents, punctuation, the "•" separator and the spelling of the
experienced suffix ("Hida Kisada • Experienced", "Hida Kisada - exp", "Hida Kisada (Experienced)"
are one key; "Experienced 2", "exp2" and "exp 2" another). An unknown title is an error naming
the nearest titles.
"""

from __future__ import annotations

import difflib
import hashlib
import marshal
import os
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from model.cards import CardDef
from model.errors import GoodFaithError, InputError
from model.input_limits import card_file_limits
from model.lazy_regex import lazy_regex
from model.oracle.card_fields import check_set_file
from model.oracle.eras import ERAS
from model.oracle.export import OracleCard, card_from_entry, display_title, read_export_file
from model.oracle.pool_index import PoolIndex, Raw, pack, unpack
from model.oracle.pool_stats import fill_stats
from model.oracle.text import OracleError, parse_stat
from model.reading import parse_text, read_text

__all__ = [
    "CARDS_ENV",
    "ERAS",
    "CardPool",
    "PoolCard",
    "UnknownTitle",
    "cache_dir",
    "level_key",
    "pool_paths",
    "title_key",
]

#: The environment variable naming card data paths (``os.pathsep``-separated).
CARDS_ENV = "GOODFAITH_CARDS"

_ERA_RANK = {era: i for i, era in enumerate(ERAS)}

_EXP = lazy_regex(r"[\s•\-–—(,]*\b(in)?exp(?:erienced)?\s*(\d*)\)?\s*$", re.IGNORECASE)
_PUNCT = lazy_regex(r"[^\w\s]")


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


def level_key(title: str) -> str:
    """The experience level a title names, as its key's suffix ("exp", "exp2", "inexp"), or ""
    when it names none (Reference 01: a card's identity is its title and experience level)."""
    m = re.search(r" ((?:in)?exp\d*)$", title_key(title))
    return m.group(1) if m is not None else ""


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


_Raw = Raw  # (model.oracle.pool_index)
#: Bumped whenever the index layout or the way entries are read changes.
_CACHE_VERSION = 8


@dataclass
class CardPool:
    """Cards by title key; build with ``CardPool.load(paths)``.

    The files are indexed once (title keys, the winning entry, printings); a card's definition
    and the import of its text are built when it is first asked for. The index is cached on
    disk (``cache_dir``), keyed by every file's path, size and modification time, so a command
    naming a few cards of 13,000 reads no YAML and builds only those."""

    index: Mapping[str, _Raw] = field(default_factory=dict)
    paths: tuple[str, ...] = ()
    aliases: dict[str, list[str]] = field(default_factory=dict)
    _built: dict[str, PoolCard] = field(default_factory=dict, repr=False)

    @classmethod
    def load(cls, paths: Iterable[Path | str], *, cache: bool = True) -> CardPool:
        """Read every path (Oracle export file/folder, set file/folder); errors name the file."""
        given = [Path(p) for p in paths]
        oracle_files, set_files = _data_files(given)
        stamp = _stamp(oracle_files + set_files)
        cached = _read_cache(stamp) if cache else None
        index: Mapping[str, _Raw]
        if cached is None:
            index = _build_index(oracle_files, set_files)
            aliases: dict[str, list[str]] = {}
            for key, raw in index.items():  # built here: every entry is decoded
                aliases.setdefault(base_key(raw[0]), []).append(key)
            if cache:
                _write_cache(stamp, (index, aliases))
        else:
            index, aliases = cached
        if not index:  # (h38adv1 H2)
            where = ", ".join(str(p) for p in given)
            raise InputError(where, "", "no card data: no card was read from these files")
        return cls(index=index, paths=tuple(str(p) for p in given), aliases=aliases)

    @property
    def cards(self) -> Mapping[str, PoolCard]:
        """Every card by title key (builds them all: prefer ``get``/``resolve``)."""
        return {key: self._card(key) for key in self.index}

    def _card(self, key: str) -> PoolCard:
        found = self._built.get(key)
        if found is not None:
            return found
        title, source, where, sets, entry, gp = self.index[key]
        try:
            oc = card_from_entry(entry, source=Path(source).name, gold_production=gp)
        except (OracleError, ValueError) as exc:
            raise InputError(source, where, f"invalid card ({exc})") from None
        origin = "oracle" if where.startswith("entry") else source
        card = PoolCard(title, oc.card, oc.text, origin, sets, oc)
        self._built[key] = card
        return card

    def __len__(self) -> int:
        return len(self.index)

    def title_of(self, key: str) -> str:
        """The display title of a title key (its entry is not decoded)."""
        index = self.index
        return index.title(key) if isinstance(index, PoolIndex) else index[key][0]

    def __iter__(self) -> Iterator[PoolCard]:
        return (self._card(key) for key in self.index)

    def __contains__(self, title: object) -> bool:
        return isinstance(title, str) and title_key(title) in self.index

    def get(self, title: str) -> PoolCard | None:
        """The card a title names exactly, else the one card its base title names (see
        ``resolve``); None when none or several."""
        key = title_key(title)
        if key in self.index:
            return self._card(key)
        choice = self._by_base(title)
        return self._card(choice[0]) if len(choice) == 1 else None

    def _by_base(self, title: str) -> list[str]:
        """Keys of the cards sharing the base title, narrowed: the Oracle export's (the last
        formats) first, then the inexperienced ones."""
        keys = list(self.aliases.get(base_key(title), ()))
        if level := level_key(title):  # a level named must exist (h42adv3 Q2)
            keys = [k for k in keys if level_key(self.title_of(k)) == level]
        fresh = [k for k in keys if not _experienced(self.title_of(k))]
        oracle = [k for k in fresh if self.index[k][2].startswith("entry")]
        for picked in (oracle, fresh):
            if len(picked) == 1:
                return picked
        return keys

    def resolve(self, title: str) -> PoolCard:
        """The card a title names: the exact title, else the one card of that base title
        (without an era "(Emperor)" or experienced suffix) the Oracle export has, else the one
        that is not experienced. ``UnknownTitle`` names the nearest or the candidates."""
        found = self.get(title)
        if found is not None:
            return found
        candidates = self._by_base(title)
        if len(candidates) > 1:
            names = ", ".join(repr(t) for t in sorted(self.title_of(k) for k in candidates))
            raise UnknownTitle(f"{title!r} names several cards: {names}; write the full title")
        raise UnknownTitle(self.unknown_message(title))

    def versions(self, title: str) -> list[str]:
        """Every title sharing ``title``'s base title (its experience levels, eras), sorted:
        "Kitsune Merihiko" and "Kitsune Merihiko • Experienced" (nothing is built)."""
        return sorted(self.index[k][0] for k in self.aliases.get(base_key(title), ()))

    def unknown_message(self, title: str) -> str:
        keys = difflib.get_close_matches(title_key(title), list(self.index), n=3, cutoff=0.6)
        hint = f"; did you mean {', '.join(repr(self.title_of(k)) for k in keys)}?"
        said = f"unknown card title {title!r} in the card data" + (hint if keys else "")
        levels = sorted(self.title_of(k) for k in self.aliases.get(base_key(title), ()))
        if levels and level_key(title):  # the title exists, not at that experience level
            said += (
                " (no card of that experience level; expected one of "
                + ", ".join(repr(t) for t in levels[:6])
                + ")"
            )
        return said

    def titles(self, pattern: str = "") -> list[str]:
        """Titles containing ``pattern`` (matched as keys are), sorted; nothing is built."""
        needle = title_key(pattern) if pattern else ""
        return sorted(self.title_of(k) for k in self.index if needle in k)

    def find(self, pattern: str = "") -> list[PoolCard]:
        """Cards whose title contains ``pattern`` (matched as keys are), by title."""
        needle = title_key(pattern) if pattern else ""
        found = [self._card(k) for k in self.index if needle in k]
        return sorted(found, key=lambda c: c.title)

    def definitions(self) -> Mapping[str, CardDef]:
        """Every card's definition by title, each built when first asked for (a deck list of
        80 cards resolves against 13,000 titles without importing them all)."""
        return _Definitions(self)


class _Definitions(Mapping[str, CardDef]):
    """A pool's definitions by title: iterating reads the index only; a lookup builds."""

    def __init__(self, pool: CardPool) -> None:
        self._pool = pool
        self._keys = {pool.title_of(key): key for key in pool.index}

    def __getitem__(self, title: str) -> CardDef:
        return self._pool._card(self._keys[title]).card

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)

    def same_base(self, title: str) -> list[str]:
        """The display titles of every card whose base title (no experienced suffix, no
        "(Emperor)" mark) is ``title``, when ``title`` carries no such mark itself (a deck
        line naming a card as the export's ``title`` does: "Hida Kisada, the Little Bear"
        for "... • Experienced"; ``model.decklist``, h36adv3 D1). The pool is the whole card
        data, so one such card is the card the title names, as ``CardPool.resolve`` finds."""
        if title_key(title) != base_key(title):
            return []
        return [self._pool.title_of(k) for k in self._pool.aliases.get(base_key(title), ())]


def _data_files(given: list[Path]) -> tuple[list[Path], list[Path]]:
    oracle_files: list[Path] = []
    set_files: list[Path] = []
    for path in given:
        if not path.exists():
            raise InputError(str(path), "", "no such file or folder (expected card data)")
        files = sorted(p for p in path.iterdir() if p.is_file()) if path.is_dir() else [path]
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
    return oracle_files, set_files


def _build_index(oracle_files: list[Path], set_files: list[Path]) -> dict[str, _Raw]:
    printings = _read_sets(set_files)
    index: dict[str, _Raw] = {}
    for file in oracle_files:
        try:
            entries = read_export_file(file)
        except OracleError as exc:
            raise InputError(str(file), "", str(exc).removeprefix(f"{file}: ")) from None
        for i, entry in enumerate(entries):
            if not isinstance(entry, dict):
                raise InputError(str(file), f"[{i}]", "expected a card object")
            try:
                title = display_title(entry)
            except OracleError as exc:  # no title: one line, no traceback (h42input)
                raise InputError(str(file), f"[{i}]", str(exc)) from None
            key = title_key(title)
            if key in index:
                continue
            found = printings.get(key, [])
            # a Stronghold's or Sensei's stat the export lacks, from agreeing printings
            entry = fill_stats(entry, [(p.set_name, p.entry) for p in found])
            stats = {gp for p in found if (gp := parse_stat(p.entry.get("production"))) is not None}
            gp = next(iter(stats)) if len(stats) == 1 else None
            sets = tuple(p.set_name for p in found)
            index[key] = (title, str(file), f"entry {i}", sets, entry, gp)
    for key, found in printings.items():
        if key in index:
            continue
        best = max(found, key=lambda p: (p.era, p.file))
        sets = tuple(p.set_name for p in found)
        index[key] = (display_title(best.entry), best.file, best.where, sets, best.entry, None)
    return index


def cache_dir() -> Path | None:
    """Where the pool index is cached: ``GOODFAITH_CACHE`` (``off``: nowhere), else
    ``$XDG_CACHE_HOME/goodfaith``, else ``~/.cache/goodfaith``."""
    env = os.environ.get("GOODFAITH_CACHE", "")
    if env.lower() in ("off", "0", "no", "false"):
        return None
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "goodfaith"


#: The modules that build the index: a change to any (an upgrade) makes a new cache key.
_INDEX_CODE = (
    "pool.py",
    "pool_index.py",
    "eras.py",
    "pool_stats.py",
    "card_fields.py",
    "export.py",
    "text.py",
)


def _stamp(files: list[Path]) -> str:
    parts = [f"v{_CACHE_VERSION}"]
    here = Path(__file__).parent
    for name in _INDEX_CODE:
        st = (here / name).stat()
        parts.append(f"{name}\x00{st.st_size}\x00{st.st_mtime_ns}")
    for file in files:
        st = file.stat()
        parts.append(f"{file.resolve()}\x00{st.st_size}\x00{st.st_mtime_ns}")
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:32]


def _read_cache(stamp: str) -> tuple[Mapping[str, _Raw], dict[str, list[str]]] | None:
    folder = cache_dir()
    if folder is None:
        return None
    try:
        data = marshal.loads((folder / f"pool-{stamp}.marshal").read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return None
    return unpack(data)


def _write_cache(stamp: str, data: tuple[dict[str, _Raw], dict[str, list[str]]]) -> None:
    folder = cache_dir()
    if folder is None:
        return
    try:
        folder.mkdir(parents=True, exist_ok=True)
        tmp = folder / f".pool-{stamp}.{os.getpid()}.tmp"
        tmp.write_bytes(marshal.dumps((*pack(data[0]), data[1])))
        tmp.replace(folder / f"pool-{stamp}.marshal")
    except (OSError, ValueError):
        return  # a read-only home: no cache, same answers


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
        limits = card_file_limits()
        data = parse_text(read_text(file, limits), str(file), as_json=False, limits=limits)
        items = data.get("cards") if isinstance(data, dict) else None
        if not isinstance(items, list):
            raise InputError(str(file), "cards", "expected a set file: {set: ..., cards: [...]}")
        if extra := sorted(str(k) for k in data if k not in ("set", "cards")):
            raise InputError(str(file), extra[0], _NOT_A_SET_FILE)  # a state file: players ...
        for i, item in enumerate(items):  # a card of a state or card file: no printing
            if isinstance(item, dict) and ("types" not in item or "title" not in item):
                raise InputError(str(file), f"cards[{i}]", _NOT_A_PRINTING)
        check_set_file(data, str(file))  # every field typed (h42adv4 H1)
        set_name = str(data.get("set") or file.stem)
        for i, item in enumerate(items):
            if not isinstance(item, dict):
                raise InputError(str(file), f"cards[{i}]", "expected a card (a mapping)")
            if item.get("is_back") or item.get("is_proxy"):
                continue
            entry = _as_export_entry(item)
            if entry is None:  # nothing of the card data is skipped unread (h38adv1 H2)
                raise InputError(str(file), f"cards[{i}]", _NOT_A_PRINTING)
            era = max((_ERA_RANK.get(str(x), -1) for x in item.get("legality") or ()), default=-1)
            key = title_key(display_title(entry))
            out.setdefault(key, []).append(
                _Printing(set_name, str(file), f"cards[{i}]", era, entry)
            )
    return out


_NOT_A_SET_FILE = (
    "unknown key: expected a set file of the card data ({set: ..., cards: [...]}); a state "
    "file or a card file of the ability language is no card data for --cards"
)
_NOT_A_PRINTING = (
    "expected a printing of a set file (a non-empty 'title' and a list of 'types'); a "
    "state file's or a card file's card is no card data for --cards"
)


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
    title = _experienced_title(title, keywords)
    if item.get("is_unique") and not any(k.lower() == "unique" for k in keywords):
        keywords.insert(0, "Unique")
    text = item.get("text") or ""
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
    if item.get("errata_text"):
        entry["errata_note"] = [str(item["errata_text"])]
    return entry


_EXP_KEYWORD = lazy_regex(r"(?:In)?experienced(?: \d+)?", re.IGNORECASE)


def _experienced_title(title: str, keywords: list[str]) -> str:
    """A printing whose keywords name it Experienced ("Experienced", "Experienced 2") but whose
    title does not (Chaos Reigns Part III's "Earthquake"): another card than the title's
    inexperienced one (Reference 02: the same title at another Experienced level is another
    card), so it is titled "<title> • <keyword>" and never merged with that card's printings
    (h28adv1 F2)."""
    if re.search(r" (?:in)?exp\d*$", title_key(title)):
        return title
    marks = [k for k in keywords if _EXP_KEYWORD.fullmatch(k.strip())]
    return f"{title} • {marks[0].strip()}" if len(marks) == 1 else title


def pool_paths(given: Iterable[Path | str] = ()) -> list[Path]:
    """The card data paths: those given, else those of ``GOODFAITH_CARDS``."""
    paths = [Path(p) for p in given]
    if paths:
        return paths
    env = os.environ.get(CARDS_ENV, "")
    return [Path(p) for p in env.split(os.pathsep) if p.strip()]
