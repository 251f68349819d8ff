"""The payment file format (``goodfaith pay``; examples/payments): YAML or JSON validated with
pydantic at the boundary into a ``PaymentProblem``, errors naming the file and the path.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

from model.errors import InputError, format_loc
from model.input_limits import state_limits
from model.input_strings import check_strings
from model.keyword_vocabulary import unknown_keyword
from model.payments import GoldBonus
from model.reading import parse_text, read_text
from solver.gold.problem import (
    GoldInputError,
    PaidFor,
    Payment,
    PaymentProblem,
    PaySelector,
    Source,
)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class _SourceIn(_Strict):
    id: StrictStr = Field(min_length=1)
    gold: StrictInt = Field(ge=0)
    bonus: list[GoldBonus] = []
    only_for: PaySelector | None = None
    extra_cost: StrictStr | None = None
    weight: StrictInt | None = Field(default=None, ge=0)
    group: StrictStr | None = None
    bows: StrictBool = True


class _PaymentIn(_Strict):
    id: StrictStr = Field(min_length=1)
    cost: StrictInt | None = Field(ge=0)
    paid_for: PaidFor = Field(default_factory=PaidFor, alias="for")


class _ProblemIn(_Strict):
    sources: list[_SourceIn]
    payments: list[_PaymentIn]


def parse_problem(data: Any, name: str = "<data>") -> PaymentProblem:
    """Validate plain data (the file format) into a ``PaymentProblem``; errors name ``name``
    and the path inside it (``sources[2].gold``).

    The format (YAML or JSON; examples/payments)::

        sources:
          - id: stronghold          # required, unique
            gold: 5                 # required, 0 to MAX_VALUE
            bonus: [{when: SELECTOR, gold: 1}]   # gold may be negative ("1 less Gold")
            # a capped bonus, "one more Gold, to a maximum of 5": {when: ..., gold: 1, max_total: 5}
            only_for: SELECTOR      # may pay only for what it matches
            extra_cost: lose 1 Honor
            weight: 2               # weighted mode
            group: treasury         # alternative modes of one card: at most one is used
            bows: false             # produces without bowing its card (default true)
        payments:
          - id: recruit             # required, unique
            cost: 7                 # required: 0 to MAX_VALUE, or null (no Gold cost)
            for: {type: personality, clan: crab, keywords: [samurai], title: ...,
                  unique: true, action: false, gold_cost: 7, recruit: true,
                  from_card_in_play: false, equip: false}

    A SELECTOR has any of ``type``, ``clan``, ``keyword``, ``title``, ``not_type`` (strings),
    ``not_keyword`` (a list of keywords the card lacks), ``also_keywords`` (keywords it has
    besides ``keyword``), ``unaligned`` (no Clan Alignment),
    ``unique``, ``action``, ``recruit``, ``equip``,
    ``from_card_in_play`` (booleans) and
    ``min_gold_cost`` (printed Gold Cost at least this); ``for`` defaults to nothing known
    (``unique``/``action``/``recruit``/``equip``/``from_card_in_play`` false, ``gold_cost`` null). A
    bonus's ``max_total`` (see ``Bonus``) needs a ``gold`` of 0 or more."""
    try:
        parsed = _ProblemIn.model_validate(data)
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            path = format_loc(err["loc"]) or "(top level)"
            msg = str(err["msg"])
            if err["type"] == "extra_forbidden":
                msg = "unexpected key"
            elif err["type"] == "missing":
                msg = "required key missing"
            problems.append(f"{path}: {msg}")
        more = f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""
        raise GoldInputError(f"{name}: " + "; ".join(problems[:3]) + more) from None
    # a misspelt keyword of a selector matches nothing (h38adv1 H1): one of the vocabulary or
    # of a card paid for (``for.keywords`` describe that card, as a definition does)
    described = {" ".join(w.lower().split()) for p in parsed.payments for w in p.paid_for.keywords}
    for path, word in _keywords(data):
        if ".for." in path or " ".join(word.lower().split()) in described:
            continue
        if (why := unknown_keyword(word)) is not None:
            raise GoldInputError(f"{name}: {path}: {why}")
    if (lone := _lone_group([s.group for s in parsed.sources])) is not None:
        raise GoldInputError(f"{name}: sources[{lone[0]}].group: {lone[1]}")
    for kind, ids in (
        ("source", [s.id for s in parsed.sources]),
        ("payment", [p.id for p in parsed.payments]),
    ):
        seen: set[str] = set()
        for i, ident in enumerate(ids):
            if ident in seen:
                raise GoldInputError(f"{name}: {kind}s[{i}].id: duplicate {kind} id {ident!r}")
            seen.add(ident)
    sources = tuple(
        Source(
            id=s.id,
            gold=s.gold,
            bonuses=tuple(s.bonus),
            only_for=s.only_for,
            extra_cost=s.extra_cost,
            weight=s.weight,
            group=s.group,
            bows=s.bows,
        )
        for s in parsed.sources
    )
    payments = tuple(
        Payment(
            id=p.id,
            cost=p.cost,
            paid_for=p.paid_for,
        )
        for p in parsed.payments
    )
    try:
        return PaymentProblem(sources, payments)
    except GoldInputError as exc:
        raise GoldInputError(f"{name}: {exc}") from None


def load_problem(path: Path | str) -> PaymentProblem:
    """Read a payment problem from a YAML or JSON file (format: see the CLI ``pay``), within
    the input limits of ``model.reading`` (size, depth, values, aliases, duplicate keys);
    ``path`` a ``Path`` or a ``str`` (h46adv3)."""
    path = Path(path)
    name = str(path)
    try:
        limits = state_limits("a payment problem file")
        data = parse_text(read_text(path, limits), name, as_json=path.suffix.lower() == ".json")
        check_strings(data, name)  # escaped control characters, huge ids (h40adv1 P1, P2)
    except InputError as exc:
        raise GoldInputError(str(exc)) from None
    return parse_problem(data, name)


_KEYWORD_KEYS = ("keyword", "keywords", "not_keyword", "also_keywords")


def _lone_group(groups: list[str | None]) -> tuple[int, str] | None:
    """(index, why) of a group only one source names: a group holds the alternative modes of
    one card, at most one of them used (``Source.group``), so a group of one constrains nothing,
    and is a misspelling of another's group (which would let two modes of one card both be
    used) or a card's one mode given a group for nothing (h40input)."""
    import difflib

    named = [g for g in groups if g is not None]
    for i, group in enumerate(groups):
        if group is None or named.count(group) != 1:
            continue
        others = sorted({g for g in named if g != group})
        close = difflib.get_close_matches(group, others, n=1, cutoff=0.75)
        if close:
            return i, (
                f"{group!r} is no other source's group; did you mean {close[0]!r}? (a group "
                "holds the alternative modes of one card: at most one is used)"
            )
        return i, (
            f"{group!r} is no other source's group (a group holds the alternative modes of one "
            "card, two sources or more, at most one used: give it to each mode, or drop it)"
        )
    return None


def _keywords(data: Any) -> list[tuple[str, str]]:
    """(path, word) of every keyword a valid problem's selectors and ``for`` name."""
    found: list[tuple[str, str]] = []

    def walk(value: Any, path: str) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                where = f"{path}.{key}" if path else str(key)
                if key in _KEYWORD_KEYS and isinstance(item, str):
                    found.append((where, item))
                elif key in _KEYWORD_KEYS and isinstance(item, list):
                    found.extend(
                        (f"{where}[{i}]", w) for i, w in enumerate(item) if isinstance(w, str)
                    )
                else:
                    walk(item, where)
        elif isinstance(value, list):
            for i, item in enumerate(value):
                walk(item, f"{path}[{i}]")

    walk(data, "")
    return found
