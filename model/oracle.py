"""Import of Oracle of the Void JSON exports and the Gold production text parser.

Costs and restrictions / Gold production: a card produces Gold by bowing, "Produce N Gold"
being shorthand for "When paying a Gold cost, produce N Gold"; a Stronghold (and a Holding with
a Gold Production stat) produces Gold equal to its Gold Production. This module turns the
export into ``CardDef`` values and reads the Gold production of each card from its text.

Decisions (documented here because the data does not force them):

- **Keys.** ``load_oracle`` keys cards by their *display title*: the export's
  ``formattedtitle`` with HTML entities decoded, e.g. ``"Bamboo Harvesters"`` for the base card
  and ``"Bamboo Harvesters • Experienced"`` / ``"Bamboo Harvesters • Experienced 2"`` for the
  other versions (the same extended titles the set files use). ``CardDef.title`` stays the game
  title (``title[0]``), shared by every version, because the rules (Unique, "a card titled X")
  use it. If two entries still collide, the type and then the card id are appended.
- **Keywords.** HTML stripped, lower-cased, split on "•"; ``Unique`` becomes ``unique=True``
  and leaves the keywords; ``Loyal``/``Singular`` set ``loyal``/``singular`` and stay keywords.
  A Sensei gets no keywords: its keyword area lists clan restrictions (Reference 03).
- **Stats.** Strings in lists; ``"-"``, ``"*"``, ``""`` and anything else unparseable is
  ``None``; Sensei modifiers keep their sign (``"+1"`` -> 1, ``"-2"`` -> -2); a number with an
  asterisk (``"1*"``, the text changes it) is the number.
- **Amounts.** ``GoldBonus.gold`` is the *extra* Gold ("2 Gold, or 3 Gold when paying for a
  Nonhuman" is ``gold=2`` with a +1 bonus); ``ConditionalGold.gold`` is the *whole* amount when
  the condition holds, as ``model.cards`` documents. "Or M Gold if paying for X which may only
  pay for that card" is a second mode ``gold=M, only_for=X``. An "attachment" is one
  ``PaySelector`` per attachment type; "A, B, or C" is one mode (or bonus) per alternative.
- **Clan players.** "If you are a Lion Clan player" is "you control a Lion Clan Stronghold"
  (Reference 02: a player's Clan Alignment derives from his Stronghold's).
- **Not production.** Cost reductions ("enters play for 3 less Gold") are ignored when the card
  also produces Gold, and make a card a *reduction* card, not a producer, when they are its only
  Gold text. Side effects of producing that do not change the Gold of this bow ("refill the
  Province", Wealth tokens and "+1GP (this turn)" effects, which live in the game state) are
  ignored. Anything else about Gold that is not understood makes the card *unmodelled*
  (``None``): a wrong model is worse than none.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal

from model.cards import (
    ATTACHMENT_TYPES,
    CardDef,
    CardType,
    ConditionalGold,
    GoldBonus,
    PaySelector,
    PerCardGold,
    ProductionMode,
)
from model.common import Stat
from model.selectors import Condition, Controller, CountAtLeast, Selector

__all__ = [
    "CoverageReport",
    "OracleCard",
    "OracleError",
    "ProductionAnalysis",
    "analyse_production",
    "card_from_entry",
    "coverage",
    "display_title",
    "load_oracle",
    "parse_production",
    "parse_stat",
    "plain_text",
    "read_oracle",
]


class OracleError(ValueError):
    """A file that is not a usable Oracle of the Void export; the message names the file."""


# --------------------------------------------------------------------------------------------
# Text helpers


_TAG = re.compile(r"<[^>]*>")
_BR = re.compile(r"<br\s*/?>", re.IGNORECASE)
_SPACES = re.compile(r"[ \t\u00a0]+")


def plain_text(value: str | Sequence[str] | None) -> str:
    """HTML of the export as plain text: one line per ``<br>``, tags dropped, entities decoded."""
    if value is None:
        return ""
    parts = [value] if isinstance(value, str) else list(value)
    out: list[str] = []
    for part in parts:
        text = html.unescape(_TAG.sub("", _BR.sub("\n", part)))
        out.extend(_SPACES.sub(" ", line).strip() for line in text.split("\n"))
    return "\n".join(line for line in out if line)


_STAT = re.compile(r"^([+-]?\d+)\*?$")


def parse_stat(value: Any) -> int | None:
    """A stat from the export (``["3"]``, ``"+1"``, ``["-"]``); ``None`` when not a number."""
    if isinstance(value, list):
        value = value[0] if value else None
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        return value
    if not isinstance(value, str):
        return None
    m = _STAT.match(value.strip())
    return int(m.group(1)) if m else None


# --------------------------------------------------------------------------------------------
# Gold production text


ProductionStatus = Literal["modelled", "unmodelled", "none", "reduction"]


@dataclass(frozen=True, slots=True)
class ProductionAnalysis:
    """What the text and stats say about a card's Gold production.

    ``modes`` is ``None`` when the card produces Gold in a way this parser cannot model
    (``reason`` says which text), ``()`` when it does not produce Gold.
    """

    modes: tuple[ProductionMode, ...] | None
    produces: bool
    reduction: bool = False
    reason: str | None = None

    @property
    def status(self) -> ProductionStatus:
        if self.produces:
            return "modelled" if self.modes is not None else "unmodelled"
        return "reduction" if self.reduction else "none"


class _Unmodelled(Exception):
    """Raised inside the parser: the card produces Gold, but not in a way we can model."""


_TYPE_WORDS: dict[str, CardType] = {}
for _t in CardType:
    if _t is not CardType.OTHER:
        _TYPE_WORDS[_t.value] = _t
        _TYPE_WORDS[_t.value + "s"] = _t
_TYPE_WORDS["personalities"] = CardType.PERSONALITY
_TYPE_WORDS["strategies"] = CardType.STRATEGY
_ATTACHMENT_WORDS = frozenset({"attachment", "attachments"})
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
#: Words that mean the noun phrase says more than a type and one keyword can.
_UNSUPPORTED_WORDS = frozenset(
    [
        "unique",
        "action",
        "actions",
        "single",
        "with",
        "without",
        "printed",
        "cost",
        "your",
        "his",
        "her",
        "their",
        "that",
        "which",
        "who",
        "clan",
        "in",
        "at",
        "of",
        "and",
        "not",
    ]
)
_WORD = re.compile(r"^[a-z][a-z'-]*$")


def _strip_article(phrase: str) -> str:
    phrase = phrase.strip().rstrip(".").strip()
    return re.sub(r"^(?:a single|an|a|one)\s+", "", phrase)


def _alternatives(phrase: str) -> list[str]:
    """``"armor, mine, or weapon"`` -> ``["armor", "mine", "weapon"]``."""
    parts = re.split(r",\s*or\s+|\s+or\s+|,\s*", phrase)
    return [_strip_article(p) for p in parts if p.strip()]


def _noun(phrase: str) -> tuple[tuple[CardType, ...], str | None]:
    """A noun phrase ("Nonhuman", "Ninja card", "Shugenja Personality", "attachment") as
    (types, keyword); raises ``_Unmodelled`` when it says more than that."""
    words = [w for w in _strip_article(phrase).split() if w not in ("card", "cards")]
    if not words or any(w in _UNSUPPORTED_WORDS or not _WORD.match(w) for w in words):
        raise _Unmodelled(f"cannot read {phrase!r} as a card type and keyword")
    if any(w.startswith("non-") for w in words):
        raise _Unmodelled(f"negated keyword in {phrase!r}")
    types: tuple[CardType, ...] = ()
    last = words[-1]
    if last in _ATTACHMENT_WORDS:
        types = tuple(sorted(ATTACHMENT_TYPES))
        words = words[:-1]
    elif last in _TYPE_WORDS:
        types = (_TYPE_WORDS[last],)
        words = words[:-1]
    keyword = " ".join(words) if words else None
    if keyword is not None and len(words) > 2:
        raise _Unmodelled(f"cannot read {phrase!r} as a card type and keyword")
    return types, keyword


def _pay_selectors(phrase: str) -> list[PaySelector]:
    """What "paying for <phrase>" accepts: one ``PaySelector`` per alternative."""
    out: list[PaySelector] = []
    for alt in _alternatives(phrase):
        types, keyword = _noun(alt)
        if len(types) > 1 and keyword is not None:
            raise _Unmodelled(f"cannot read {alt!r} as one payment selector")
        if types:
            out.extend(PaySelector(type=t.value, keyword=keyword) for t in types)
        else:
            out.append(PaySelector(keyword=keyword))
    if not out:
        raise _Unmodelled(f"nothing to pay for in {phrase!r}")
    return out


def _singular(word: str) -> str:
    if word in _TYPE_WORDS:
        return _TYPE_WORDS[word].value
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _selector(phrase: str, *, plural: bool, other: bool) -> Selector:
    """Cards you control described by ``phrase`` ("Tactician", "Geisha Houses")."""
    words = _strip_article(phrase).split()
    if plural and words:
        words[-1] = _singular(words[-1])
    types, keyword = _noun(" ".join(words))
    return Selector(
        type=tuple(t.value for t in types),
        keyword=(keyword,) if keyword else (),
        controller=Controller.YOU,
        other_than=("source",) if other else (),
    )


def _count(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBER_WORDS[word]


_COUNT = r"(?P<n>\d+|one|two|three|four|five|six)"


def _condition(text: str) -> Condition:
    """A state condition ("if you control a Tactician") as a ``Condition``."""
    text = text.strip().rstrip(".").strip()
    if m := re.fullmatch(r"you are an? ([a-z]+) clan player", text):
        stronghold = Selector(type=("stronghold",), clan=m.group(1), controller=Controller.YOU)
        return Condition(control=CountAtLeast(select=stronghold))
    if m := re.fullmatch(r"it is (not )?your turn", text):
        return Condition(your_turn=m.group(1) is None)
    if re.fullmatch(r"you (?:have|control) the imperial favor", text):
        return Condition(have_imperial_favor=True)
    if m := re.fullmatch(r"you control an? (.+?) and the imperial favor", text):
        select = _selector(m.group(1), plural=False, other=False)
        return Condition(have_imperial_favor=True, control=CountAtLeast(select=select))
    if m := re.fullmatch(r"your family honor is (-?\d+) or (higher|more|greater|lower|less)", text):
        value = int(m.group(1))
        if m.group(2) in ("higher", "more", "greater"):
            return Condition(family_honor_at_least=value)
        return Condition(family_honor_at_most=value)
    if m := re.fullmatch(r"you are (attacking|defending)", text):
        return Condition(you_are="attacking" if m.group(1) == "attacking" else "defending")
    if m := re.fullmatch(rf"you control {_COUNT} or more (other )?(.+)", text):
        select = _selector(m.group(3), plural=True, other=m.group(2) is not None)
        return Condition(control=CountAtLeast(select=select, at_least=_count(m.group("n"))))
    if m := re.fullmatch(r"you control (?:an?|one or more|any) (other )?(.+)", text):
        select = _selector(m.group(2), plural=False, other=m.group(1) is not None)
        return Condition(control=CountAtLeast(select=select))
    raise _Unmodelled(f"condition not understood: {text!r}")


def _per_card(text: str, gold: int) -> PerCardGold:
    """Parse what follows "for each" ("other Holding you control that is a Market or Port")."""
    m = re.fullmatch(
        r"(?P<other>other )?(?P<what>.+?) you control(?: that (?:is|are) (?P<kw>.+))?", text
    )
    if m is None:
        raise _Unmodelled(f"cannot read 'for each {text}'")
    what = m.group("what").split()
    unique: bool | None = None
    if what and what[0] == "non-unique":
        unique, what = False, what[1:]
    what[-1:] = [_singular(w) for w in what[-1:]]
    types, keyword = _noun(" ".join(what))
    any_keyword: tuple[str, ...] = ()
    if m.group("kw"):
        alts = _alternatives(m.group("kw"))
        if not all(_WORD.match(a) for a in alts):
            raise _Unmodelled(f"cannot read 'that is {m.group('kw')}'")
        any_keyword = tuple(alts)
    select = Selector(
        type=tuple(t.value for t in types),
        keyword=(keyword,) if keyword else (),
        any_keyword=any_keyword,
        unique=unique,
        controller=Controller.YOU,
        other_than=("source",) if m.group("other") else (),
    )
    return PerCardGold(select=select, gold=gold)


_ONLY = r",? (?:which|that) (?:can|may) only pay for (?:that card|him|her|it|that \w+)"
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\"])")


def _sentences(line: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(line) if s.strip()]


def _produce_sentence(s: str, honor: int = 0) -> list[ProductionMode]:
    """The first sentence after ``:bow::`` that produces Gold, lower-case, no final period.

    ``honor`` is Honor lost as a cost of the line (":bow:, lose 1 Honor: Produce 3 Gold").
    """
    if m := re.fullmatch(r"lose (\d+) honor to (produce .+)", s):
        return _produce_sentence(m.group(2), honor + int(m.group(1)))
    # "When paying for X, produce N Gold which may only pay for that card."
    if m := re.fullmatch(rf"when paying for (?P<x>.+?), produce (?P<n>\d+) gold{_ONLY}", s):
        gold = int(m.group("n"))
        return [
            ProductionMode(gold=gold, only_for=p, lose_honor=honor)
            for p in _pay_selectors(m.group("x"))
        ]
    m = re.fullmatch(r"produce (?P<n>\d+) gold(?P<rest>.*)", s)
    if m is None:
        raise _Unmodelled(f"production not understood: {s!r}")
    n, rest = int(m.group("n")), m.group("rest")
    base = ProductionMode(gold=n, lose_honor=honor)
    if rest == "":
        return [base]
    if mm := re.fullmatch(r" and lose (\d+) honor", rest):
        return [ProductionMode(gold=n, lose_honor=honor + int(mm.group(1)))]
    if mm := re.fullmatch(
        r",? (?:(?:which|that) (?:can|may) only (?:be used to )?|only to )pay for (.+)", rest
    ):
        selectors = _pay_selectors(mm.group(1))
        return [ProductionMode(gold=n, only_for=p, lose_honor=honor) for p in selectors]
    if mm := re.fullmatch(r", or lose (\d+) honor to produce (\d+) gold", rest):
        return [base, ProductionMode(gold=int(mm.group(2)), lose_honor=honor + int(mm.group(1)))]
    if mm := re.fullmatch(r",? plus (\d+) (?:additional |more )?gold for each (.+)", rest):
        per_card = (_per_card(mm.group(2), int(mm.group(1))),)
        return [ProductionMode(gold=n, per_card=per_card, lose_honor=honor)]
    if mm := re.fullmatch(r" for each (.+)", rest):
        # "Produce 1 Gold for each Farm you control": nothing fixed, n per card.
        per_card = (_per_card(mm.group(1), n),)
        return [ProductionMode(gold=0, per_card=per_card, lose_honor=honor)]
    paying = re.fullmatch(
        r", or (?P<m>\d+) gold (?:when|if) (?:you are )?paying for (?P<x>.+?)"
        rf"(?P<only>{_ONLY}|; if the latter, it may only pay for that [a-z -]+)?",
        rest,
    )
    if paying:
        more = int(paying.group("m"))
        if more <= n:
            raise _Unmodelled(f"a bonus that is not more Gold: {s!r}")
        selectors = _pay_selectors(paying.group("x"))
        if paying.group("only"):
            return [base] + [
                ProductionMode(gold=more, only_for=p, lose_honor=honor) for p in selectors
            ]
        bonuses = tuple(GoldBonus(when=p, gold=more - n) for p in selectors)
        return [ProductionMode(gold=n, bonuses=bonuses, lose_honor=honor)]
    if mm := re.fullmatch(r", or (\d+) gold if (.+)", rest):
        more = int(mm.group(1))
        if more <= n:
            raise _Unmodelled(f"a conditional amount that is not more Gold: {s!r}")
        conditional = ConditionalGold(condition=_condition(mm.group(2)), gold=more)
        return [ProductionMode(gold=n, conditional=(conditional,), lose_honor=honor)]
    raise _Unmodelled(f"production not understood: {s!r}")


# Phrases about Gold that are not this card's production: cost reductions, and references.
_REDUCTION = re.compile(
    r"\b(?:\d+|one|two|three|four|five|six) less gold\b|enters? play for \d+ gold"
    r"|costs? \d+ less\b"
)
_IGNORED = re.compile(
    r"printed gold cost|gold cost (?:of|from|equal|is|by)|with a gold cost|amount of gold you paid"
    r"|paying all costs|bowed (?:this holding )?to produce gold|bowed this holding while paying"
    r"|will not produce gold until|use this holding's gold production to"
    r"|gold-producing holding with|give his target holding -\d+gp"
    r"|\+\d+gp wealth tokens?|\+\d+ gold production wealth token"
    r"|^after .*give this holding \+\d+gp \(this turn\)"
)
_GOLD = re.compile(r"\bgold\b|produc|\bgp\b|\dgp\b", re.IGNORECASE)
_PRODUCTION_WORDS = re.compile(r"produc|\bgp\b|\dgp\b|gold production", re.IGNORECASE)
_SELF_GP = re.compile(
    r"this (?:holding|stronghold) has \+(?P<n>\d+)gp when it pays for a single (?P<x>.+?) only"
)
_BOW_PREFIX = re.compile(
    r"^(?:bow this (?:card|holding|stronghold)|:bow:)"
    r"(?:\s*(?:,|and)\s*lose (?P<honor>\d+) honor)?\s*:?\s*",
    re.IGNORECASE,
)
_SIDE_EFFECT_TOKEN = re.compile(
    r"give this (?:holding|card) an? \+\d+ gold production wealth token(?: if .*)?"
)


def _bow_line(body: str, honor: int = 0) -> list[ProductionMode] | None:
    """A ``:bow::`` line: its modes, or ``None`` when it does not produce Gold (e.g. a cost
    reduction); raises ``_Unmodelled``. ``honor``: Honor lost as a cost of the line."""
    sentences = [s.lower().rstrip(".").strip() for s in _sentences(body)]
    if not sentences or not re.search(r"\bproduce", sentences[0]):
        if _PRODUCTION_WORDS.search(body):
            raise _Unmodelled(f"production not understood: {body!r}")
        return None
    modes = _produce_sentence(sentences[0], honor)
    # Later sentences are further effects of bowing to produce Gold (Reference 04).
    for extra in sentences[1:]:
        if m := re.fullmatch(r"lose (\d+) honor", extra):
            modes = [replace(mode, lose_honor=mode.lose_honor + int(m.group(1))) for mode in modes]
        elif _SIDE_EFFECT_TOKEN.fullmatch(extra):
            continue  # a token for later bows: game state
        elif re.search(r"gold|honor|gp\b|produc|straighten this", extra):
            raise _Unmodelled(f"effect of producing not understood: {extra!r}")
    return modes


def analyse_production(
    text: str | Sequence[str] | None,
    card_type: CardType,
    gold_production: int | None = None,
) -> ProductionAnalysis:
    """Read a card's Gold production (Costs and restrictions / Gold production).

    ``text`` is the export's HTML (or plain text). A Stronghold, and a Holding with a Gold
    Production stat, produce Gold equal to that stat when bowed; "Produce N Gold" lines add
    fixed modes. ``gold_production`` must be the printed stat, not a Sensei modifier.
    """
    lines = plain_text(text).split("\n") if text else []
    has_stat = gold_production is not None and card_type in (
        CardType.STRONGHOLD,
        CardType.HOLDING,
    )
    modes: list[ProductionMode] = []
    stat_bonuses: list[GoldBonus] = []
    produces, reduction = has_stat, False
    problem: str | None = None
    for line in lines:
        if not _GOLD.search(line):
            continue
        bow = _BOW_PREFIX.match(line)
        if bow:
            try:
                got = _bow_line(line[bow.end() :], int(bow.group("honor") or 0))
            except _Unmodelled as exc:
                produces, problem = True, problem or str(exc)
                continue
            if got is not None:
                produces = True
                modes.extend(got)
                continue
        for sentence in _sentences(line):
            low = sentence.lower()
            if not _GOLD.search(low):
                continue
            if m := _SELF_GP.search(low):
                produces = True
                try:
                    if not has_stat:
                        raise _Unmodelled(
                            f"+GP, but no Gold Production stat in the export: {sentence!r}"
                        )
                    n = int(m.group("n"))
                    stat_bonuses.extend(
                        GoldBonus(when=p, gold=n) for p in _pay_selectors(m.group("x"))
                    )
                except _Unmodelled as exc:
                    problem = problem or str(exc)
                continue
            rest = _IGNORED.sub(" ", low)  # drop mere references to Gold
            if not _GOLD.search(rest):
                continue
            if _REDUCTION.search(rest) and not _PRODUCTION_WORDS.search(rest):
                reduction = True
                continue
            # Not understood: the card is unmodelled if it produces Gold at all (this sentence
            # says "produce"/"GP", or another line or the stat does).
            produces = produces or bool(_PRODUCTION_WORDS.search(low))
            problem = problem or f"Gold text not understood: {sentence!r}"
    if card_type is CardType.STRONGHOLD and gold_production is None:
        # Every Stronghold produces Gold equal to its Gold Production: the export lacks it.
        produces, problem = True, problem or "no Gold Production stat in the export"
    if not produces:
        return ProductionAnalysis(modes=(), produces=False, reduction=reduction)
    if problem is not None:
        return ProductionAnalysis(modes=None, produces=True, reduction=reduction, reason=problem)
    if has_stat:
        if modes and card_type is CardType.HOLDING:
            reason = "both a Gold Production stat and a 'Produce N Gold' line"
            return ProductionAnalysis(modes=None, produces=True, reduction=reduction, reason=reason)
        stat_mode = ProductionMode(from_stat=Stat.GOLD_PRODUCTION, bonuses=tuple(stat_bonuses))
        modes.insert(0, stat_mode)
    return ProductionAnalysis(modes=tuple(modes), produces=True, reduction=reduction)


def parse_production(
    text: str | Sequence[str] | None,
    card_type: CardType,
    gold_production: int | None = None,
) -> tuple[ProductionMode, ...] | None:
    """The card's production modes; ``()`` when it does not produce Gold, ``None`` when it
    produces Gold in a way not modelled (Costs and restrictions / Gold production)."""
    return analyse_production(text, card_type, gold_production).modes


# --------------------------------------------------------------------------------------------
# Cards


@dataclass(frozen=True, slots=True)
class OracleCard:
    """One export entry: its display title, the ``CardDef``, its plain text and how far its
    Gold production is modelled (``production.reason`` says why not)."""

    key: str
    card: CardDef
    text: str
    production: ProductionAnalysis
    source: str


def display_title(entry: Mapping[str, Any]) -> str:
    """``formattedtitle`` decoded ("Border Keep • Experienced 2"), else ``title[0]``."""
    formatted = entry.get("formattedtitle")
    if isinstance(formatted, str) and formatted.strip():
        return _SPACES.sub(" ", html.unescape(_TAG.sub("", formatted))).strip()
    return _title(entry)


def _title(entry: Mapping[str, Any]) -> str:
    title = entry.get("title")
    if isinstance(title, list) and title and isinstance(title[0], str):
        title = title[0]
    if not isinstance(title, str) or not title.strip():
        raise OracleError("expected 'title' to be a non-empty string or list of strings")
    return _SPACES.sub(" ", html.unescape(_TAG.sub("", title))).strip()


def _strings(value: Any, field: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return list(value)
    raise OracleError(f"expected '{field}' to be a list of strings")


def _card_type(entry: Mapping[str, Any]) -> CardType:
    types = _strings(entry.get("type"), "type")
    if not types:
        raise OracleError("expected 'type' to name the card type")
    try:
        return CardType(types[0].strip().lower())
    except ValueError:
        return CardType.OTHER


def _keywords(raw: list[str]) -> tuple[tuple[str, ...], bool, bool, bool]:
    words: list[str] = []
    for item in raw:
        for part in html.unescape(_TAG.sub("", item)).split("•"):
            word = _SPACES.sub(" ", part).strip().lower()
            if word and word not in words:
                words.append(word)
    unique = "unique" in words
    return tuple(w for w in words if w != "unique"), unique, "loyal" in words, "singular" in words


def card_from_entry(entry: Mapping[str, Any], source: str = "<entry>") -> OracleCard:
    """One export entry as an ``OracleCard``; raises ``OracleError`` when malformed."""
    title = _title(entry)
    card_type = _card_type(entry)
    clan = tuple(
        c.strip().lower()
        for c in _strings(entry.get("clan"), "clan")
        if c.strip() and c.strip().lower() != "unaligned"
    )
    keywords, unique, loyal, singular = _keywords(_strings(entry.get("keywords"), "keywords"))
    if card_type is CardType.SENSEI:
        keywords = ()  # its keyword area lists clan restrictions, not keywords (Reference 03)
    texts = _strings(entry.get("text"), "text")
    gold_production = parse_stat(entry.get("production"))
    analysis = analyse_production(texts, card_type, gold_production)
    card = CardDef(
        title=title,
        type=card_type,
        clan=clan,
        keywords=keywords,
        unique=unique,
        gold_cost=parse_stat(entry.get("cost")),
        force=parse_stat(entry.get("force")),
        chi=parse_stat(entry.get("chi")),
        honor_requirement=parse_stat(entry.get("honor")),
        personal_honor=parse_stat(entry.get("ph")),
        gold_production=gold_production,
        province_strength=parse_stat(entry.get("strength")),
        starting_honor=parse_stat(entry.get("startinghonor")),
        focus=parse_stat(entry.get("focus")),
        production=analysis.modes or (),
        loyal=loyal,
        singular=singular,
        provenance="oracle",
    )
    return OracleCard(display_title(entry), card, plain_text(texts), analysis, source)


def _files(path: Path) -> list[Path]:
    if path.is_dir():
        files = sorted(p for p in path.glob("*.json") if p.is_file())
        if not files:
            raise OracleError(f"{path}: no *.json files; expected Oracle of the Void exports")
        return files
    if path.is_file():
        return [path]
    raise OracleError(
        f"{path}: no such file or directory; expected an Oracle of the Void *.json file "
        "or a directory of them"
    )


def _read_file(file: Path) -> list[Any]:
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise OracleError(
            f"{file}: malformed JSON at line {exc.lineno} column {exc.colno} ({exc.msg}); "
            "expected a list of card objects"
        ) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise OracleError(f"{file}: cannot be read ({exc}); expected a UTF-8 JSON file") from None
    if not isinstance(data, list):
        got = type(data).__name__
        raise OracleError(f"{file}: expected a JSON list of card objects, got a JSON {got}")
    return data


def read_oracle(path: Path) -> list[OracleCard]:
    """Every entry of an export (a directory of ``*.json`` or one file), in file order.

    Raises ``OracleError`` naming the file (and entry) when the data is not an export.
    """
    cards: list[OracleCard] = []
    for file in _files(path):
        for index, entry in enumerate(_read_file(file)):
            where = f"{file}: entry {index}"
            if not isinstance(entry, dict):
                raise OracleError(f"{where}: expected a card object, got {type(entry).__name__}")
            try:
                cards.append(card_from_entry(entry, source=file.name))
            except OracleError as exc:
                raise OracleError(f"{where}: {exc}") from None
            except ValueError as exc:
                raise OracleError(f"{where}: invalid card ({exc})") from None
    return cards


def _keyed(cards: Iterable[OracleCard]) -> dict[str, OracleCard]:
    out: dict[str, OracleCard] = {}
    for entry in cards:
        key = entry.key
        if key in out:
            key = f"{entry.key} ({entry.card.type.value})"
        n = 2
        while key in out:
            key, n = f"{entry.key} ({entry.card.type.value}) #{n}", n + 1
        out[key] = entry
    return out


def load_oracle(path: Path) -> dict[str, CardDef]:
    """Cards of an Oracle of the Void export keyed by display title (see the module doc).

    A card whose production is not modelled gets ``production=()``; ``read_oracle`` keeps
    the status and the reason.
    """
    return {key: entry.card for key, entry in _keyed(read_oracle(path)).items()}


# --------------------------------------------------------------------------------------------
# Coverage


@dataclass(frozen=True, slots=True)
class CoverageReport:
    """How many Gold-producing Holdings and Strongholds have a modelled production."""

    producing: int
    modelled: int
    unmodelled: tuple[str, ...]
    reductions: tuple[str, ...] = ()
    reasons: tuple[tuple[str, str], ...] = ()

    @property
    def coverage(self) -> float:
        return self.modelled / self.producing if self.producing else 1.0

    def to_json(self) -> dict[str, Any]:
        return {
            "producing": self.producing,
            "modelled": self.modelled,
            "coverage": round(self.coverage, 4),
            "unmodelled": list(self.unmodelled),
            "reductions": list(self.reductions),
            "reasons": dict(self.reasons),
        }


def coverage(cards: Iterable[OracleCard]) -> CoverageReport:
    """Coverage of the production parser over Holdings and Strongholds.

    producing: the card produces Gold by its text or its Gold Production stat; modelled: its
    production parsed fully. Cards whose only Gold text is a cost reduction are not producers;
    they are listed in ``reductions``.
    """
    keyed = _keyed(cards)
    producing = modelled = 0
    unmodelled: list[str] = []
    reductions: list[str] = []
    reasons: list[tuple[str, str]] = []
    for key, entry in keyed.items():
        if entry.card.type not in (CardType.HOLDING, CardType.STRONGHOLD):
            continue
        status = entry.production.status
        if status == "reduction":
            reductions.append(key)
        if not entry.production.produces:
            continue
        producing += 1
        if status == "modelled":
            modelled += 1
        else:
            unmodelled.append(key)
            reasons.append((key, entry.production.reason or "not understood"))
    return CoverageReport(
        producing=producing,
        modelled=modelled,
        unmodelled=tuple(sorted(unmodelled)),
        reductions=tuple(sorted(reductions)),
        reasons=tuple(sorted(reasons)),
    )
