"""Typed fields of the card data: a set file's printings and an Oracle of the Void export's
entries, validated before a card is built from them (h42adv4 H1).

Every field the card data carries is typed, and a word of a vocabulary (a card type, a clan, a
deck, a legality era) must be one of the vocabulary's words: a misspelt word, a key no card data
has, a stat written in words ("six") or a list where one value goes is an ``InputError`` naming
the file, the path inside it (``cards[1].gold_cost``) and what was expected, never a card read
without it (a Holding without its type, a Personality without its Gold Cost: false verdicts).

Printed stats (Reference 03/04) are whole numbers or a printed stat's marks, as the real card
data writes them: ``3``, ``"3"``, ``"+1"``, ``"-1"``, ``"*"``, ``"+*"``, ``"2*"``, ``"-"`` (the
export's "no stat"), ``"[Rank•7]"`` / ``":Rank•15:"`` (a rank marker); at most
``MAX_STAT`` in size.
"""

from __future__ import annotations

import datetime
import difflib
import string
from collections.abc import Iterable
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, ValidationError
from pydantic_core import PydanticCustomError

from model.common import NOT_A_CLAN, OTHER_CLANS, RULES_CLANS, CardType, clan_word
from model.errors import InputError, InputErrors, article, format_loc, sent
from model.lazy_regex import lazy_regex
from model.oracle.eras import ERAS

__all__ = [
    "CARD_TYPE_WORDS",
    "MAX_STAT",
    "check_export_entries",
    "check_set_file",
]

#: Largest printed stat in size (the real card data's largest is 40, an Honor Requirement).
MAX_STAT = 1_000
#: Most problems of one file named.
_MAX_LISTED = 20

#: Card types the card data prints ("Proxy", "Clock", "Territory": set files' other cards).
CARD_TYPE_WORDS: frozenset[str] = frozenset({t.value.capitalize() for t in CardType}) | {
    "Proxy",
    "Clock",
    "Territory",
}
#: Decks a printing belongs to.
_DECK_WORDS = frozenset({"Dynasty", "Fate", "Pre-Game", "Other"})
#: Legality words: the eras (``ERAS``) and the formats beside them.
_LEGALITY_WORDS = frozenset(
    {
        *ERAS,
        "Onyx Edition",
        "Legacy",
        "Modern",
        "Not Legal (Proxy)",
        "Unreleased",
    }
)

_STAT = lazy_regex(r"^(?:[+-]?(\d{1,9})\*?|[+-]?\*|-|:Rank•(\d{1,9}):|\[Rank•?(\d{1,9})\])$")
_STAT_WORDS = "a whole number or a printed stat such as '+1', '*', '2*'"


def _fail(kind: str, message: str, value: Any) -> PydanticCustomError:
    return PydanticCustomError(kind, "{m}", {"m": message + sent(value)})


def _stat(value: Any) -> Any:
    """A printed stat (the module doc); null: none."""
    if value is None:
        return value
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise _fail("stat", f"expected {_STAT_WORDS}", value)
    if isinstance(value, int):
        number = value
    else:
        m = _STAT.match(value.strip())
        if m is None:
            raise _fail("stat", f"expected {_STAT_WORDS}", value)
        number = int(next((g for g in m.groups() if g is not None), "0"))
    if abs(number) > MAX_STAT:
        raise _fail("stat", f"expected a printed stat from -{MAX_STAT} to {MAX_STAT}", value)
    return value


def _export_stat(value: Any) -> Any:
    """An export stat: a list of printed stats (``["3"]``), or one."""
    for item in value if isinstance(value, list) else [value]:
        _stat(item)
    return value


def _text(value: Any) -> Any:
    if value is not None and not isinstance(value, str):
        raise _fail("text", "expected a string", value)
    return value


def _texts(value: Any) -> Any:
    if value is None:
        return value
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _fail("texts", "expected a list of strings", value)
    return value


def _texts_or_text(value: Any) -> Any:
    return value if isinstance(value, str) or value is None else _texts(value)


def _flag(value: Any) -> Any:
    if value is not None and not isinstance(value, bool):
        raise _fail("flag", "expected true or false", value)
    return value


def _word_check(words: Iterable[str], what: str, fold: Any = str.lower, shown: int = 99) -> Any:
    """A word of ``words`` (as printed; compared after ``fold``); misspelt: the nearest named."""
    listed = list(dict.fromkeys(w for w in words if w))
    shown_as = {fold(w): w for w in listed}
    known = frozenset(shown_as) | {""}
    more = f" and {len(listed) - shown} more" if len(listed) > shown else ""
    vocabulary = f"({what}s, any case: {', '.join(listed[:shown])}{more})"

    def check(value: Any) -> Any:
        if not isinstance(value, str):
            raise _fail("word", f"expected {article(what)} {what} (a string)", value)
        if fold(value) in known:
            return value
        close = difflib.get_close_matches(fold(value), sorted(shown_as), n=1, cutoff=0.6)
        hint = f"; did you mean {shown_as[close[0]]!r}?" if close else ""
        message = f"{value!r} is not {article(what)} {what}{hint} {vocabulary}"
        raise PydanticCustomError("word", "{m}", {"m": message})

    return check


def _words_of(what: str, one: bool = False) -> Any:
    """A list of words (``one``: or one word, as the export's fields may be)."""

    def check(value: Any) -> Any:
        if value is None:
            return []
        if one and isinstance(value, str):
            return [value]
        if not isinstance(value, list):
            raise _fail("words", f"expected a list of {what}", value)
        return value

    return check


_type_word = _word_check(sorted(CARD_TYPE_WORDS), "card type")
_clans = (*RULES_CLANS, *sorted(NOT_A_CLAN), *OTHER_CLANS)
_clan_word = _word_check([string.capwords(c) for c in _clans], "clan", clan_word, 11)
_deck_word = _word_check(sorted(_DECK_WORDS), "deck")
_era_word = _word_check(sorted(_LEGALITY_WORDS), "legality word")

Stat = Annotated[Any, BeforeValidator(_stat)]
ExportStat = Annotated[Any, BeforeValidator(_export_stat)]
Text = Annotated[Any, BeforeValidator(_text)]
Texts = Annotated[Any, BeforeValidator(_texts)]
Flag = Annotated[Any, BeforeValidator(_flag)]
TypeWord = Annotated[Any, BeforeValidator(_type_word)]
ClanWord = Annotated[Any, BeforeValidator(_clan_word)]
DeckWord = Annotated[Any, BeforeValidator(_deck_word)]
EraWord = Annotated[Any, BeforeValidator(_era_word)]
TypeWords = Annotated[list[TypeWord] | None, BeforeValidator(_words_of("card types"))]
ClanWords = Annotated[list[ClanWord] | None, BeforeValidator(_words_of("clans"))]
DeckWords = Annotated[list[DeckWord] | None, BeforeValidator(_words_of("decks"))]
EraWords = Annotated[list[EraWord] | None, BeforeValidator(_words_of("legality words"))]


class _Fields(BaseModel):
    """No key but the declared ones; no coercion (``"six"`` is no number)."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)


class SetPrinting(_Fields):
    """One printing of a set file (../shared/README.md, data/sets: the fields)."""

    title: Text
    extended_title: Text = None
    types: TypeWords
    decks: DeckWords = None
    clans: ClanWords = None
    keywords: Texts = None
    text: Text = None
    gold_cost: Stat = None
    focus: Stat = None
    force: Stat = None
    chi: Stat = None
    honor_requirement: Stat = None
    personal_honor: Stat = None
    province_strength: Stat = None
    starting_honor: Stat = None
    gold_production: Stat = None
    is_unique: Flag = None
    is_proxy: Flag = None
    is_back: Flag = None
    is_banned: Flag = None
    doublesided: Flag = None
    legality: EraWords = None
    errata_text: Text = None
    errata: list[dict[str, Any]] | None = None
    creates: Texts = None
    grants: Texts = None
    legal_date: datetime.date | str | None = None
    rarity: Text = None
    artist: Text = None
    flavor_text: Text = None
    collector_number: Text = None
    designer: Text = None
    story: Text = None
    notes: Text = None
    id: Text = None
    publisher: Text = None
    publisher_url: Text = None
    back_title: Text = None
    back_flavor: Text = None


class SetFile(_Fields):
    """A set file: its name and its printings."""

    set: Text = None
    cards: list[SetPrinting]


_TextsOrText = Annotated[Any, BeforeValidator(_texts_or_text)]


class ExportEntry(_Fields):
    """One entry of an Oracle of the Void export (../shared/README.md, data/oracle)."""

    title: _TextsOrText = None  # missing: the readers name it ("expected 'title' ...")
    formattedtitle: Text = None
    puretexttitle: Text = None
    # every card has a type: an entry without one is refused with its file, not listed (h42)
    type: Annotated[list[TypeWord], BeforeValidator(_words_of("card types", one=True))]
    clan: Annotated[list[ClanWord] | None, BeforeValidator(_words_of("clans", one=True))] = None
    keywords: _TextsOrText = None
    text: _TextsOrText = None
    cost: ExportStat = None
    focus: ExportStat = None
    force: ExportStat = None
    chi: ExportStat = None
    honor: ExportStat = None
    ph: ExportStat = None
    production: ExportStat = None
    strength: ExportStat = None
    startinghonor: ExportStat = None
    legality: EraWords = None
    deck: DeckWords = None
    printing: list[dict[str, Any]] | None = None
    printingprimary: Text = None
    cardid: int | None = None
    imagehash: Text = None
    notes: Texts = None
    story: Texts = None
    playtestname: Texts = None
    updatelog: list[dict[str, Any]] | None = None
    erratum: Texts = None
    mrp: Texts = None
    banned: Texts = None


def _joined(prefix: str, path: str) -> str:
    if not prefix:
        return path
    return f"{prefix}.{path}" if path and not path.startswith("[") else f"{prefix}{path}"


def _problems(
    file: str, exc: ValidationError, prefix: str, model: type[BaseModel]
) -> list[InputError]:
    out: list[InputError] = []
    for err in exc.errors():
        loc = err["loc"]
        if err["type"] == "extra_forbidden" and loc and isinstance(loc[-1], str):
            where = format_loc(loc[:-1])
            key = loc[-1]
            known = sorted(model.model_fields) if len(loc) == 1 else sorted(_field_names(loc))
            close = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            path = f"{where}.{key}" if where else key
            out.append(InputError(file, _joined(prefix, path), f"unknown key {key!r}{hint}"))
            continue
        path = format_loc(loc)
        msg = str(err["msg"])
        if err["type"] == "missing":
            msg = "required key is missing"
        elif msg.startswith("Input should be") and "input" in err:
            msg += sent(err.get("input"))
        out.append(InputError(file, _joined(prefix, path), msg))
        if len(out) >= _MAX_LISTED:
            break
    return out


def _field_names(loc: tuple[Any, ...]) -> Iterable[str]:
    return SetPrinting.model_fields if loc[0] == "cards" else ExportEntry.model_fields


def check_set_file(data: Any, file: str) -> None:
    """Raise an ``InputError`` naming each mistyped field of a set file's data."""
    try:
        SetFile.model_validate(data)
    except ValidationError as exc:
        raise InputErrors(_problems(file, exc, "", SetFile)) from None


def check_export_entries(entries: list[Any], file: str) -> None:
    """Raise an ``InputError`` naming each mistyped field of an export file's entries."""
    problems: list[InputError] = []
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict):
            continue  # the readers name it: "expected a card object"
        try:
            ExportEntry.model_validate(entry)
        except ValidationError as exc:
            problems += _problems(file, exc, f"[{i}]", ExportEntry)
        if len(problems) >= _MAX_LISTED:
            break
    if problems:
        raise InputErrors(problems)
