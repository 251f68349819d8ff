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
- **Without bowing.** "Reaction: When paying a Gold Cost, produce 1 Gold" is a mode with
  ``bow=False``, once per turn (an ability's default limit), needing the card unbowed unless
  the Reaction is Tireless; "When paying for X, produce N Gold" needs "which may only pay for
  that card/action" to be read. "Once per turn/game, produce N Gold" and the Ivory Edition
  reminder "(When going second, you may, once per game, produce 2 Gold)" are traits: usable
  while the card is bowed.
- **Payments.** "a Unique Personality" sets ``PaySelector.unique``; "a Kharmic action" is
  ``keyword=kharmic, action=True`` and "a Sensei action" ``type=sensei, action=True`` (a card
  type names the action's card, another word is the action's keyword); "a card with a printed
  Gold Cost of 9 or more" is ``min_gold_cost=9``; "an action from your card in play" is
  ``action=True, from_card_in_play=True``; "when it pays to Recruit a single Farm" is
  ``keyword=farm, recruit=True``. "A non-Personality card" is ``not_type=personality,
  action=False``: a card's Gold cost as it enters play. A Strategy's Gold cost is paid as its
  action, and the payment can't tell it from a Gold cost another effect adds to that action,
  so such a selector doesn't match it (conservative: less Gold, never a false "legal").
- **The stat, changed.** Sentences about the card's own Gold Production need the stat and change
  its mode: "+2GP when it pays for X only" and "produces 1 less Gold when paying for X" are
  bonuses (+2, -1); "produces 4 Gold on your first turn" is a conditional amount; "+2GP if you
  didn't go first" and Courtesy's "-1GP on those [other players'] turns" (Courtesy: not if you
  went first) are ``conditional_delta``; "+1GP for each different title among your Barracks
  Holdings, other than <this card>, maximum +2GP" is ``per_title``; "After this card produces
  gold, you may not Recruit Personalities until the end of the Phase" is carried as the mode's
  ``extra_cost`` text. "If you went first" reads ``Condition.turn_order``. "+1GP when it pays
  to Recruit a single Farm only, or when it pays for a single Sensei action only" is one bonus
  per clause.
- **Tokens.** ":bow:: Remove one or more Wealth tokens from this Holding to produce Gold equal
  to the number of tokens removed" is ``from_tokens="wealth"`` (every such token removed:
  overpaying is allowed, so that pays whatever fewer would).
- **The Stronghold's production, changed by another card.** "Your Stronghold produces one more
  Gold, to a maximum of 5, when paying for X [which may only pay for that card]" is a
  ``GoldBonus(when=X, gold=1, max_total=5)`` in ``CardDef.stronghold_bonuses`` (the bonus
  never takes the Stronghold above 5, and never lowers it). The Stronghold produces that Gold,
  not this card: the sentence alone doesn't make the card a producer, but a card that says it
  and is not understood is unmodelled.
- **Set files.** ``read_oracle(path, sets)`` takes a Gold Production stat the export lacks from
  the set files, only for a card that produces its stat (a Stronghold, a "+2GP" text) and only
  when every printing that states one agrees; ``OracleCard.gold_production_from_sets`` marks it.
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
from dataclasses import dataclass, field, replace
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
    "set_gold_production",
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
    (``reason`` says which text), ``()`` when it does not produce Gold. ``missing_stat``: the
    card produces its Gold Production stat (a Stronghold; a "+2GP when ..." text) but none was
    given. ``stronghold_bonuses``: what the card gives its controller's Stronghold
    (``CardDef.stronghold_bonuses``); always ``()`` when ``modes`` is ``None``.
    """

    modes: tuple[ProductionMode, ...] | None
    produces: bool
    reduction: bool = False
    reason: str | None = None
    missing_stat: bool = False
    stronghold_bonuses: tuple[GoldBonus, ...] = ()

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
    """``"armor, mine, or weapon"`` -> ``["armor", "mine", "weapon"]`` ("9 or more" stays)."""
    parts = re.split(r",\s*or\s+(?!more\b|less\b)|\s+or\s+(?!more\b|less\b)|,\s*", phrase)
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


_PRINTED_COST = re.compile(r"(?P<what>.+?) with a printed gold cost of (?P<n>\d+) or more")
_FROM_CARD_IN_PLAY = re.compile(r"(?P<what>.+?) from your cards? in play")
_NON_TYPE_CARD = re.compile(r"non-(?P<type>[a-z]+) cards?")


def _pay_selectors(phrase: str) -> list[PaySelector]:
    """What "paying for <phrase>" accepts: one ``PaySelector`` per alternative.

    Besides a type and a keyword: "Unique <noun>" (``unique``), "<keyword or type> action" /
    "an action" (``action``: the Gold cost of an action; a type names the action's card, as in
    "a Sensei action", else the word is the action's keyword, as in "a Kharmic action"), and
    "<noun> with a printed Gold Cost of N or more" (``min_gold_cost``; "card" is any card),
    "<action> from your card in play" (``from_card_in_play``), "a non-<type> card"
    (``not_type``, and ``action=False``: the card's Gold cost as it enters play; see the module
    doc).
    """
    out: list[PaySelector] = []
    for alt in _alternatives(phrase):
        if m := _FROM_CARD_IN_PLAY.fullmatch(alt):
            inner = _pay_selectors(m.group("what"))
            if any(p.action is not True for p in inner):
                raise _Unmodelled(f"only an action comes from a card in play: {alt!r}")
            out.extend(replace(p, from_card_in_play=True) for p in inner)
            continue
        if m := _NON_TYPE_CARD.fullmatch(alt):
            if m.group("type") not in _TYPE_WORDS:
                raise _Unmodelled(f"cannot read {alt!r} as a card type")
            out.append(PaySelector(not_type=_TYPE_WORDS[m.group("type")], action=False))
            continue
        unique: bool | None = None
        min_cost: int | None = None
        if m := _PRINTED_COST.fullmatch(alt):
            alt, min_cost = m.group("what"), int(m.group("n"))
        words = alt.split()
        if words and words[0] == "unique":
            unique, alt = True, " ".join(words[1:])
        words = alt.split()
        if words and words[-1] in ("action", "actions"):
            if unique is not None or min_cost is not None or len(words) > 2:
                raise _Unmodelled(f"cannot read {alt!r} as one payment selector")
            if len(words) == 1:
                out.append(PaySelector(action=True))
            elif words[0] in _TYPE_WORDS:
                out.append(PaySelector(type=_TYPE_WORDS[words[0]], action=True))
            elif _WORD.match(words[0]) and words[0] not in _UNSUPPORTED_WORDS:
                out.append(PaySelector(keyword=words[0], action=True))
            else:
                raise _Unmodelled(f"cannot read {alt!r} as an action")
            continue
        if alt in ("card", "cards") and min_cost is not None:
            out.append(PaySelector(min_gold_cost=min_cost))
            continue
        types, keyword = _noun(alt)
        if len(types) > 1 and keyword is not None:
            raise _Unmodelled(f"cannot read {alt!r} as one payment selector")
        type_values: list[CardType | None] = [*types] or [None]
        out.extend(
            PaySelector(type=t, keyword=keyword, unique=unique, min_gold_cost=min_cost)
            for t in type_values
        )
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


_FROM_TOKENS = re.compile(
    r"remove one or more (?P<token>[a-z]+) tokens from this (?:holding|card|stronghold) to "
    r"produce gold equal to the number of tokens removed"
)


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
    # "Remove one or more Wealth tokens from this Holding to produce Gold equal to the number
    # of tokens removed": all of them (overpaying is allowed, so that pays whatever fewer would).
    if m := _FROM_TOKENS.fullmatch(s):
        return [ProductionMode(from_tokens=m.group("token"), lose_honor=honor)]
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
#: "+1GP when it pays to Recruit a single Farm only, or when it pays for a single Sensei action
#: only": one clause per alternative (``_SELF_GP_CLAUSE``).
_SELF_GP_ALTS = re.compile(
    r"this (?:holding|stronghold) has \+(?P<n>\d+)gp (?P<clauses>when it pays .+ only)"
)
_SELF_GP_CLAUSE = re.compile(r"when it pays (?P<how>for|to recruit) a single (?P<x>.+?) only")
#: "Your Stronghold produces one more Gold, to a maximum of 5, when paying for X which may only
#: pay for that card": a bonus this card gives its controller's Stronghold.
_STRONGHOLD_GRANT = re.compile(
    r"your stronghold produces (?P<n>\d+|one|two|three) more gold"
    r"(?:, to a maximum of (?P<max>\d+),)? when paying for (?P<x>.+?)"
    rf"(?:{_ONLY})?"
)
_BOW_PREFIX = re.compile(
    r"^(?:bow this (?:card|holding|stronghold)|:bow:)"
    r"(?:\s*(?:,|and)\s*lose (?P<honor>\d+) honor)?\s*:?\s*",
    re.IGNORECASE,
)
_SIDE_EFFECT_TOKEN = re.compile(
    r"give this (?:holding|card) an? \+\d+ gold production wealth token(?: if .*)?"
)


_LATER_STRAIGHTEN = re.compile(r"straighten this holding after your next dynasty phase begins")
_ONLY_THAT = r",? (?:which|that) (?:can|may) only pay for that (?:card|action|him|her|it)"
#: "Reaction: When paying ..., produce N Gold": an ability that produces without bowing.
_REACTION = re.compile(
    r"(?P<tireless>tireless )?reaction: when paying (?:a gold cost|for (?P<x>.+?)), "
    rf"produce (?P<n>\d+) gold(?P<only>{_ONLY_THAT})?\.?"
    r"(?: \(this can be used together with bowing this card to produce gold\.?\))?"
)
#: "Once per turn, produce N Gold [that can only pay for X]": a trait, usable while bowed.
_ONCE_PER = re.compile(
    r"once per (?P<per>turn|game), produce (?P<n>\d+) gold"
    r"(?:,? (?:which|that) (?:can|may) only pay for (?P<x>.+?))?\.?"
)
#: Ivory Edition Strongholds: "(When going second, you may, once per game, produce 2 Gold)".
_GOING_SECOND = re.compile(
    r"\(when going second, you may, once per game, produce (?P<n>\d+) gold\.?\)\.?"
)


def _free_line(line: str) -> list[ProductionMode] | None:
    """A line that produces Gold without bowing the card (``ProductionMode.bow`` false): its
    modes, or ``None`` when the line is not one; raises ``_Unmodelled``.

    A Reaction is an ability: usable once per turn and, unless Tireless, not while the card is
    bowed (Abilities and actions). "Once per turn/game, produce ..." and the going-second
    reminder are traits of the card: usable while it is bowed.
    """
    low = line.lower().strip()
    if m := _REACTION.fullmatch(low):
        n, tireless = int(m.group("n")), m.group("tireless") is not None
        if (m.group("x") is None) != (m.group("only") is None):
            raise _Unmodelled(f"what the Reaction's Gold may pay for is not clear: {line!r}")
        selectors: list[PaySelector | None] = (
            [None] if m.group("x") is None else list(_pay_selectors(m.group("x")))
        )
        return [
            ProductionMode(gold=n, only_for=p, bow=False, while_bowed=tireless, once_per_turn=True)
            for p in selectors
        ]
    if m := _ONCE_PER.fullmatch(low):
        per_game = m.group("per") == "game"
        selectors = [None] if m.group("x") is None else list(_pay_selectors(m.group("x")))
        return [
            ProductionMode(
                gold=int(m.group("n")),
                only_for=p,
                bow=False,
                while_bowed=True,
                once_per_turn=not per_game,
                once_per_game=per_game,
            )
            for p in selectors
        ]
    if m := _GOING_SECOND.fullmatch(low):
        return [
            ProductionMode(
                gold=int(m.group("n")),
                bow=False,
                while_bowed=True,
                once_per_game=True,
                only_if=Condition(turn_order=2),
            )
        ]
    return None


#: What a Gold Production stat does besides producing it ("produces 1 less Gold when ...").
_SELF_LESS = re.compile(
    r"this (?:holding|stronghold) produces (?P<n>\d+|one|two|three) less gold "
    r"when paying for (?P<x>.+)"
)
_FIRST_TURN = re.compile(r"this stronghold produces (?P<n>\d+) gold on your first turn")
_GP_IF_FIRST = re.compile(
    r"\(?this (?:card |stronghold |holding )?has (?:[+-]\d+ps and )?(?P<sign>[+-])(?P<n>\d+)gp "
    r"if you (?P<neg>didn't |did not )?(?:go|went) first\.?\)?"
)
_COURTESY_GP = re.compile(
    r"courtesy: this holding also straightens at the start of other players['’] turns, "
    r"but has -(?P<n>\d+)gp on those turns"
)
_AFTER_PRODUCING = re.compile(
    r"after this card produces gold, (?P<what>you may not recruit personalities until the end "
    r"of the phase)",
    re.IGNORECASE,
)
_NOT_FIRST = Condition(none_of=(Condition(turn_order=1),))
_PER_TITLE = re.compile(
    r"this holding has \+(?P<n>\d+)gp for each different title among your (?P<what>.+?), "
    r"other than (?P<own>.+?), maximum \+(?P<max>\d+)gp"
)


@dataclass
class _StatMode:
    """What the text adds to the mode that produces the Gold Production stat."""

    bonuses: list[GoldBonus]
    conditional: list[ConditionalGold]
    delta: list[ConditionalGold]
    extra_cost: str | None = None
    per_title: list[PerCardGold] = field(default_factory=list)
    title: str | None = None  # the card's game title, when known


def _stat_clause(sentence: str, stat: _StatMode) -> bool:
    """Read a sentence about the card's own Gold Production into ``stat``; False when it is
    not one. Raises ``_Unmodelled`` when it is one that can't be read."""
    low = sentence.lower().strip().rstrip(".").strip()
    if m := _SELF_GP_ALTS.fullmatch(low):
        n = int(m.group("n"))
        for clause in re.split(r",? or (?=when it pays )", m.group("clauses")):
            c = _SELF_GP_CLAUSE.fullmatch(clause)
            if c is None:
                raise _Unmodelled(f"cannot read {clause!r} as what the Holding pays for")
            selectors = _pay_selectors(c.group("x"))
            if c.group("how") == "to recruit":
                if any(p.action is not None or p.from_card_in_play is not None for p in selectors):
                    raise _Unmodelled(f"only a card is Recruited: {clause!r}")
                selectors = [replace(p, recruit=True) for p in selectors]
            stat.bonuses.extend(GoldBonus(when=p, gold=n) for p in selectors)
    elif m := _SELF_GP.search(low):
        n = int(m.group("n"))
        stat.bonuses.extend(GoldBonus(when=p, gold=n) for p in _pay_selectors(m.group("x")))
    elif m := _SELF_LESS.fullmatch(low):
        n = _count(m.group("n"))
        stat.bonuses.extend(GoldBonus(when=p, gold=-n) for p in _pay_selectors(m.group("x")))
    elif m := _FIRST_TURN.fullmatch(low):
        stat.conditional.append(
            ConditionalGold(condition=Condition(first_turn=True), gold=int(m.group("n")))
        )
    elif m := _GP_IF_FIRST.fullmatch(low):
        n = int(m.group("n")) * (1 if m.group("sign") == "+" else -1)
        went_first = Condition(turn_order=1)
        condition = _NOT_FIRST if m.group("neg") else went_first
        stat.delta.append(ConditionalGold(condition=condition, gold=n))
    elif m := _COURTESY_GP.fullmatch(low):
        # Courtesy traits do not take effect if you went first (the card's reminder text).
        condition = Condition(your_turn=False, none_of=(Condition(turn_order=1),))
        stat.delta.append(ConditionalGold(condition=condition, gold=-int(m.group("n"))))
    elif m := _AFTER_PRODUCING.fullmatch(sentence.strip().rstrip(".")):
        stat.extra_cost = m.group("what")
    elif m := _PER_TITLE.fullmatch(low):
        if stat.title is None or m.group("own") != stat.title.lower():
            raise _Unmodelled(f"'other than' names another card than this one: {sentence!r}")
        select = _selector(m.group("what"), plural=True, other=False)
        n, most = int(m.group("n")), int(m.group("max"))
        stat.per_title.append(PerCardGold(select=select, gold=n, max=most))
    else:
        return False
    return True


def _grant_clause(sentence: str) -> list[GoldBonus] | None:
    """What a sentence gives its controller's Stronghold ("Your Stronghold produces one more
    Gold, to a maximum of 5, when paying for a non-Personality card which may only pay for
    that card"): one capped bonus per alternative; None when the sentence is not one."""
    low = sentence.lower().strip().rstrip(".").strip()
    m = _STRONGHOLD_GRANT.fullmatch(low)
    if m is None:
        return None
    n = _count(m.group("n"))
    most = None if m.group("max") is None else int(m.group("max"))
    return [GoldBonus(when=p, gold=n, max_total=most) for p in _pay_selectors(m.group("x"))]


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
        elif _LATER_STRAIGHTEN.fullmatch(extra):
            continue  # straightens the card in a later turn: not this payment's Gold
        elif re.search(r"gold|honor|gp\b|produc|straighten this", extra):
            raise _Unmodelled(f"effect of producing not understood: {extra!r}")
    return modes


def analyse_production(
    text: str | Sequence[str] | None,
    card_type: CardType,
    gold_production: int | None = None,
    *,
    title: str | None = None,
) -> ProductionAnalysis:
    """Read a card's Gold production (Costs and restrictions / Gold production).

    ``text`` is the export's HTML (or plain text). A Stronghold, and a Holding with a Gold
    Production stat, produce Gold equal to that stat when bowed; "Produce N Gold" lines add
    fixed modes. ``gold_production`` must be the printed stat, not a Sensei modifier.
    ``title``: the card's game title, for text that names the card ("other than Mess Hall").
    """
    lines = plain_text(text).split("\n") if text else []
    has_stat = gold_production is not None and card_type in (
        CardType.STRONGHOLD,
        CardType.HOLDING,
    )
    modes: list[ProductionMode] = []
    grants: list[GoldBonus] = []
    stat = _StatMode([], [], [], title=title)
    produces, reduction = has_stat, False
    problem: str | None = None
    missing_stat = False
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
        try:
            free = _free_line(line)
        except _Unmodelled as exc:
            produces, problem = True, problem or str(exc)
            continue
        if free is not None:
            produces = True
            modes.extend(free)
            continue
        for sentence in _sentences(line):
            low = sentence.lower()
            if not _GOLD.search(low):
                continue
            try:
                grant = _grant_clause(sentence)
                if grant is not None:  # the Stronghold produces it, not this card
                    grants.extend(grant)
                    continue
                about_stat = _stat_clause(sentence, stat)
            except _Unmodelled as exc:
                produces, problem = True, problem or str(exc)
                continue
            if about_stat:
                produces = True
                if not has_stat:
                    missing_stat = True
                    problem = problem or (
                        f"changes its Gold Production, but no Gold Production stat in the "
                        f"export: {sentence!r}"
                    )
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
        missing_stat = True
    if not produces:
        return ProductionAnalysis(
            modes=(), produces=False, reduction=reduction, stronghold_bonuses=tuple(grants)
        )
    if problem is not None:
        return ProductionAnalysis(
            modes=None,
            produces=True,
            reduction=reduction,
            reason=problem,
            missing_stat=missing_stat,
        )
    if has_stat:
        if modes and card_type is CardType.HOLDING:
            reason = "both a Gold Production stat and a 'Produce N Gold' line"
            return ProductionAnalysis(modes=None, produces=True, reduction=reduction, reason=reason)
        stat_mode = ProductionMode(
            from_stat=Stat.GOLD_PRODUCTION,
            bonuses=tuple(stat.bonuses),
            conditional=tuple(stat.conditional),
            conditional_delta=tuple(stat.delta),
            extra_cost=stat.extra_cost,
            per_title=tuple(stat.per_title),
        )
        modes.insert(0, stat_mode)
    return ProductionAnalysis(
        modes=tuple(modes),
        produces=True,
        reduction=reduction,
        stronghold_bonuses=tuple(grants),
    )


def parse_production(
    text: str | Sequence[str] | None,
    card_type: CardType,
    gold_production: int | None = None,
    *,
    title: str | None = None,
) -> tuple[ProductionMode, ...] | None:
    """The card's production modes; ``()`` when it does not produce Gold, ``None`` when it
    produces Gold in a way not modelled (Costs and restrictions / Gold production)."""
    return analyse_production(text, card_type, gold_production, title=title).modes


# --------------------------------------------------------------------------------------------
# Cards


@dataclass(frozen=True, slots=True)
class OracleCard:
    """One export entry: its display title, the ``CardDef``, its plain text and how far its
    Gold production is modelled (``production.reason`` says why not).
    ``gold_production_from_sets``: the export lacks the Gold Production stat and the set files
    gave it (``read_oracle(..., sets=...)``)."""

    key: str
    card: CardDef
    text: str
    production: ProductionAnalysis
    source: str
    gold_production_from_sets: bool = False


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


def card_from_entry(
    entry: Mapping[str, Any], source: str = "<entry>", gold_production: int | None = None
) -> OracleCard:
    """One export entry as an ``OracleCard``; raises ``OracleError`` when malformed.

    ``gold_production``: the stat to use when the entry has none (from the set files)."""
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
    printed = parse_stat(entry.get("production"))
    from_sets = (
        printed is None
        and gold_production is not None
        and card_type in (CardType.HOLDING, CardType.STRONGHOLD)
    )
    if not from_sets:
        gold_production = printed
    analysis = analyse_production(texts, card_type, gold_production, title=title)
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
        stronghold_bonuses=analysis.stronghold_bonuses,
    )
    return OracleCard(
        display_title(entry),
        card,
        plain_text(texts),
        analysis,
        source,
        gold_production_from_sets=from_sets,
    )


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


def read_oracle(path: Path, sets: Path | None = None) -> list[OracleCard]:
    """Every entry of an export (a directory of ``*.json`` or one file), in file order.

    ``sets``: a directory of set files (``*.yaml``, one per set): a Holding or Stronghold that
    produces its Gold Production stat (``ProductionAnalysis.missing_stat``) but whose entry
    lacks it takes it from there, when every printing of that display title and type that
    states one agrees (``set_gold_production``). Only those: a Holding whose text says
    "Produce 2 Gold" keeps that reading even when a set file also gives it a stat.
    Raises ``OracleError`` naming the file (and entry) when the data is not an export.
    """
    entries: list[tuple[str, dict[str, Any]]] = []
    cards: list[OracleCard] = []
    for file in _files(path):
        for index, entry in enumerate(_read_file(file)):
            where = f"{file}: entry {index}"
            if not isinstance(entry, dict):
                raise OracleError(f"{where}: expected a card object, got {type(entry).__name__}")
            entries.append((where, entry))
            cards.append(_card(where, entry, file.name))
    if sets is None:
        return cards
    wanted = {(c.key, c.card.type) for c in cards if c.production.missing_stat}
    filled = set_gold_production(sets, wanted)
    for i, card in enumerate(cards):
        gp = filled.get((card.key, card.card.type))
        if gp is not None and card.production.missing_stat:
            where, entry = entries[i]
            cards[i] = _card(where, entry, card.source, gp)
    return cards


def _card(where: str, entry: Mapping[str, Any], source: str, gp: int | None = None) -> OracleCard:
    try:
        return card_from_entry(entry, source=source, gold_production=gp)
    except OracleError as exc:
        raise OracleError(f"{where}: {exc}") from None
    except ValueError as exc:
        raise OracleError(f"{where}: invalid card ({exc})") from None


def _fold(title: str) -> str:
    return _SPACES.sub(" ", html.unescape(_TAG.sub("", title))).strip().casefold()


def set_gold_production(
    sets: Path, wanted: Iterable[tuple[str, CardType]]
) -> dict[tuple[str, CardType], int]:
    """Gold Production stats of the set files (``*.yaml`` in ``sets``) for the wanted (display
    title, type) pairs: a printing matches by its ``extended_title`` (else ``title``) and its
    first type; a pair gets a value only when every matching printing that states
    ``gold_production`` states the same one. Raises ``OracleError`` naming a bad file."""
    import yaml

    want = {(_fold(title), card_type): title for title, card_type in wanted}
    if not want:
        return {}
    if not sets.is_dir():
        raise OracleError(f"{sets}: not a directory; expected the set files (*.yaml)")
    files = sorted(p for p in sets.glob("*.yaml") if p.is_file())
    if not files:
        raise OracleError(f"{sets}: no *.yaml files; expected the set files")
    # A printing's title contains its game title (before any " • "): skip files without one.
    needles = {t.split(" • ")[0] for t in want.values()}
    needles |= {n.replace("'", "''") for n in needles}
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    found: dict[tuple[str, CardType], set[int]] = {}
    for file in files:
        try:
            text = file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise OracleError(f"{file}: cannot be read ({exc})") from None
        if not any(n in text for n in needles):
            continue
        try:
            data = yaml.load(text, Loader=loader)  # a safe loader (CSafeLoader or SafeLoader)
        except yaml.YAMLError as exc:
            raise OracleError(f"{file}: malformed YAML ({exc.__class__.__name__})") from None
        printings = data.get("cards") if isinstance(data, dict) else data
        if not isinstance(printings, list):
            raise OracleError(f"{file}: expected a 'cards' list of printings")
        for printing in printings:
            if not isinstance(printing, dict):
                continue
            title = printing.get("extended_title") or printing.get("title")
            types = printing.get("types")
            if not isinstance(title, str) or not isinstance(types, list) or not types:
                continue
            try:
                card_type = CardType(str(types[0]).strip().lower())
            except ValueError:
                continue
            key = (_fold(title), card_type)
            gp = parse_stat(printing.get("gold_production"))
            if key in want and gp is not None:
                found.setdefault(key, set()).add(gp)
    return {
        (want[key], key[1]): next(iter(values)) for key, values in found.items() if len(values) == 1
    }


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


def load_oracle(path: Path, sets: Path | None = None) -> dict[str, CardDef]:
    """Cards of an Oracle of the Void export keyed by display title (see the module doc).

    A card whose production is not modelled gets ``production=()``; ``read_oracle`` keeps
    the status and the reason. ``sets``: as ``read_oracle``.
    """
    return {key: entry.card for key, entry in _keyed(read_oracle(path, sets)).items()}


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
    gold_production_from_sets: tuple[str, ...] = ()

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
            "gold_production_from_sets": list(self.gold_production_from_sets),
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
    from_sets: list[str] = []
    for key, entry in keyed.items():
        if entry.card.type not in (CardType.HOLDING, CardType.STRONGHOLD):
            continue
        if entry.gold_production_from_sets:
            from_sets.append(key)
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
        gold_production_from_sets=tuple(sorted(from_sets)),
    )
