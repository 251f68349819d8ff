"""Scenario files: rulings as data — a state, questions, the expected verdicts.

A file holds one ruling (the single-question format scenario files outside this repository
use, unchanged) or several questions on one board (``cases``), like python-chess's perft files:

```yaml
rule: "Costs and restrictions / Gold production"   # the section it encodes (required)
about: "4 Gold + an added 2 Gold are two payments"  # what it shows
cards_file: cards.yaml    # shared test card definitions (optional; relative to this file)
state: {...}              # an inline state (may hold ``definitions``), or
state_file: ../states/x.yaml
question: {player: me, card: s1, ability: 0, targets: {victim: [v1]}}  # targets optional
# ability: a printed ability's index, or recruit / equip (the older -1 / -2 still read)
expect:
  verdict: legal | illegal | unknown
  reason_contains: ["Honor Requirement"]        # each must appear in the reasons (illegal)
  targets: {victim: [v1]}                        # the witness's targets (legal)
  gold_waste: 0                                  # the witness plan's waste (legal)
  gold_sources: [mine1]                          # the witness plan bows exactly these
  brought: card-id                               # the card the witness brings into play
```

or, for several questions on the same board, instead of ``question`` / ``expect``:

```yaml
cases:
  - {about: "...", question: {...}, expect: {...}}
  - {about: "...", question: {...}, expect: {...}}
```

``cards_file`` is a file ``{"cards": [definition, ...]}``; the state receives the definitions of
the titles it names (its cards, and effects' titles). A title defined both there and in the
state's own ``definitions`` is an error: one title, one card.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, ClassVar, Literal

from pydantic import ConfigDict, TypeAdapter, ValidationError

from model.errors import InputError
from model.input_limits import card_file_limits, state_limits
from model.load import _errors, parse_state, read_data
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT, AbilityRef, Verdict, ability_ref

_STRICT = ConfigDict(extra="forbid")
#: Files in a scenario folder that hold shared data, not scenarios.
SHARED_FILES = frozenset({"cards.yaml"})
#: The rulebook plays as older scenario files write them (sentinel indices).
_LEGACY_PLAYS = {-1: RECRUIT, -2: EQUIP}


def _ability(value: int | str) -> AbilityRef:
    """A question's ability: an index, ``recruit`` / ``equip``, or the older -1 / -2."""
    if isinstance(value, int) and value in _LEGACY_PLAYS:
        return _LEGACY_PLAYS[value]
    return ability_ref(value)


@dataclass(frozen=True, slots=True)
class Question:
    __pydantic_config__: ClassVar = _STRICT

    player: str
    card: str
    ability: int | str = 0
    targets: dict[str, list[str]] | None = None


@dataclass(frozen=True, slots=True)
class Expect:
    __pydantic_config__: ClassVar = _STRICT

    verdict: Literal["legal", "illegal", "unknown"]
    reason_contains: tuple[str, ...] = ()
    targets: dict[str, list[str]] | None = None
    gold_waste: int | None = None
    gold_sources: tuple[str, ...] | None = None
    brought: str | None = None


@dataclass(frozen=True, slots=True)
class Case:
    """One question on the scenario's board and its expected answer."""

    __pydantic_config__: ClassVar = _STRICT

    question: Question
    expect: Expect
    about: str = ""


@dataclass(frozen=True, slots=True)
class Scenario:
    __pydantic_config__: ClassVar = _STRICT

    rule: str
    question: Question | None = None
    expect: Expect | None = None
    about: str = ""
    state: dict[str, Any] | None = None
    state_file: str | None = None
    cards_file: str | None = None
    cases: tuple[Case, ...] = ()

    def all_cases(self) -> tuple[Case, ...]:
        """The questions: ``cases``, or the single ``question`` / ``expect``."""
        if self.question is not None and self.expect is not None:
            return (Case(self.question, self.expect, self.about),)
        return self.cases


@cache
def _scenario_adapter() -> TypeAdapter[Scenario]:
    """The validator of scenario files, built on first use, once per process."""
    return TypeAdapter(Scenario)


@dataclass(frozen=True, slots=True)
class Outcome:
    path: str
    passed: bool
    verdict: Verdict | None
    problems: tuple[str, ...]
    scenario: Scenario | None
    case: int | None = None

    @property
    def name(self) -> str:
        """The file, and the case index when the file has several."""
        return self.path if self.case is None else f"{self.path}#cases[{self.case}]"


def load_scenario(path: Path) -> Scenario:
    data = read_data(path, state_limits("a scenario file"))
    try:
        sc = _scenario_adapter().validate_python(data)
    except ValidationError as exc:
        raise _errors(str(path), exc) from None
    if (sc.state is None) == (sc.state_file is None):
        raise InputError(str(path), "state", "give exactly one of 'state' or 'state_file'")
    single = sc.question is not None or sc.expect is not None
    if single == bool(sc.cases) or (single and (sc.question is None or sc.expect is None)):
        raise InputError(
            str(path), "question", "give 'question' and 'expect', or 'cases' (a list of them)"
        )
    return sc


def _state_data(path: Path, sc: Scenario) -> tuple[Any, str]:
    """The scenario's state data with the shared cards it names, and its name for errors."""
    if sc.state_file is not None:
        state_path = (path.parent / sc.state_file).resolve()
        data, name = read_data(state_path, state_limits()), str(state_path)
    else:
        data, name = sc.state, f"{path}: state"
    if sc.cards_file is None:
        return data, name
    if not isinstance(data, dict):
        return data, name  # parse_state reports what a state must be
    cards_path = (path.parent / sc.cards_file).resolve()
    shared = _shared_cards(cards_path)
    own: set[str] = {
        d["title"]
        for d in data.get("definitions") or ()
        if isinstance(d, dict) and isinstance(d.get("title"), str)
    }
    named: set[str] = {
        c["title"]
        for c in data.get("cards") or ()
        if isinstance(c, dict) and isinstance(c.get("title"), str)
    }
    for eff in data.get("effects") or ():
        if isinstance(eff, dict):
            for key in ("actions", "cards"):
                sub = eff.get(key)
                if isinstance(sub, dict) and isinstance(sub.get("title"), str):
                    named.add(sub["title"])
    twice = sorted(own & set(shared))
    if twice:
        raise InputError(
            str(path),
            "state.definitions",
            f"{twice[0]!r} is defined here and in {sc.cards_file}: one title, one card",
        )
    extra = [shared[t] for t in sorted(named - own) if t in shared]
    return {**data, "definitions": [*(data.get("definitions") or ()), *extra]}, name


def _shared_cards(path: Path) -> dict[str, dict[str, Any]]:
    """A cards file's definitions by title (each title once)."""
    data = read_data(path, card_file_limits())
    items = data.get("cards") if isinstance(data, dict) else None
    if not isinstance(items, list):
        raise InputError(str(path), "cards", "a cards file is {cards: [definition, ...]}")
    out: dict[str, dict[str, Any]] = {}
    for i, item in enumerate(items):
        title = item.get("title") if isinstance(item, dict) else None
        if not isinstance(title, str):
            raise InputError(str(path), f"cards[{i}].title", "each definition needs a title")
        if title in out:
            raise InputError(str(path), f"cards[{i}].title", f"{title!r} is defined twice")
        out[title] = item
    return out


def run_scenarios(path: Path, cards: CardPool | None = None) -> list[Outcome]:
    """Run every question of one scenario file; bad files raise ``InputError``. ``cards``:
    the card pool titles not defined otherwise are looked up in."""
    sc = load_scenario(path)
    data, name = _state_data(path, sc)
    loaded = parse_state(data, name, cards=cards)
    cases = sc.all_cases()
    outcomes = []
    for i, case in enumerate(cases):
        q = case.question
        where = "question" if sc.question is not None else f"cases[{i}].question"
        if not any(c.id == q.card for c in loaded.state.cards):
            raise InputError(str(path), f"{where}.card", f"no card with id {q.card!r} in the state")
        verdict = check(loaded, q.player, q.card, _ability(q.ability), targets=q.targets)
        problems = tuple(_compare(case.expect, verdict))
        index = None if sc.question is not None else i
        outcomes.append(Outcome(str(path), not problems, verdict, problems, sc, index))
    return outcomes


def run_scenario(path: Path) -> Outcome:
    """Run a scenario file; with several questions, the first failing one (or the first)."""
    outcomes = run_scenarios(path)
    return next((o for o in outcomes if not o.passed), outcomes[0])


def _compare(expect: Expect, v: Verdict) -> Iterable[str]:
    if v.status != expect.verdict:
        why = "; ".join(v.reasons)
        yield f"expected {expect.verdict}, got {v.status}" + (f" ({why})" if why else "")
        return
    text = " ".join(v.reasons)
    for needle in expect.reason_contains:
        if needle.lower() not in text.lower():
            yield f"reason lacks {needle!r}: {text!r}"
    w = v.witness
    if expect.targets is not None:
        got = {k: sorted(vs) for k, vs in (w.targets.items() if w else [])}
        want = {k: sorted(vs) for k, vs in expect.targets.items()}
        if got != want:
            yield f"witness targets {got} != expected {want}"
    if expect.gold_waste is not None:
        waste = w.plan.waste if (w and w.plan) else 0
        if waste != expect.gold_waste:
            yield f"witness Gold waste {waste} != expected {expect.gold_waste}"
    if expect.gold_sources is not None:
        used = sorted(
            s.split(":", 1)[0]
            for _, srcs in (w.plan.assignment if w and w.plan else ())
            for s in srcs
        )
        if used != sorted(expect.gold_sources):
            yield f"witness bows {used} for Gold, expected {sorted(expect.gold_sources)}"
    if expect.brought is not None and (w is None or w.brought != expect.brought):
        yield f"witness brings {w.brought if w else None}, expected {expect.brought}"


def scenario_paths(paths: Iterable[Path]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out += sorted(q for q in p.rglob("*.yaml") if q.name not in SHARED_FILES)
        else:
            out.append(p)
    return out
