"""Scenario files: one ruling each — a state, a question, the expected verdict.

```yaml
rule: "Costs and restrictions / Gold production"   # the section it encodes (required)
about: "4 Gold + an added 2 Gold are two payments"  # what it shows
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
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Literal

from pydantic import ConfigDict, TypeAdapter, ValidationError

from model.errors import InputError
from model.load import _errors, parse_state, read_data
from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT, AbilityRef, Verdict, ability_ref

_STRICT = ConfigDict(extra="forbid")
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
class Scenario:
    __pydantic_config__: ClassVar = _STRICT

    rule: str
    question: Question
    expect: Expect
    about: str = ""
    state: dict[str, Any] | None = None
    state_file: str | None = None


_SCENARIO = TypeAdapter(Scenario)


@dataclass(frozen=True, slots=True)
class Outcome:
    path: str
    passed: bool
    verdict: Verdict | None
    problems: tuple[str, ...]
    scenario: Scenario | None


def load_scenario(path: Path) -> Scenario:
    data = read_data(path)
    try:
        sc = _SCENARIO.validate_python(data)
    except ValidationError as exc:
        raise _errors(str(path), exc) from None
    if (sc.state is None) == (sc.state_file is None):
        raise InputError(str(path), "state", "give exactly one of 'state' or 'state_file'")
    return sc


def run_scenario(path: Path) -> Outcome:
    """Run one scenario file; bad files raise ``InputError``."""
    sc = load_scenario(path)
    if sc.state_file is not None:
        state_path = (path.parent / sc.state_file).resolve()
        loaded = parse_state(read_data(state_path), str(state_path))
    else:
        loaded = parse_state(sc.state, f"{path}: state")
    q = sc.question
    if not any(c.id == q.card for c in loaded.state.cards):
        raise InputError(str(path), "question.card", f"no card with id {q.card!r} in the state")
    verdict = check(loaded, q.player, q.card, _ability(q.ability), targets=q.targets)
    problems = list(_compare(sc.expect, verdict))
    return Outcome(str(path), not problems, verdict, tuple(problems), sc)


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
            out += sorted(q for q in p.rglob("*.yaml"))
        else:
            out.append(p)
    return out
