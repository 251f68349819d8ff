"""The timing level of an action (Abilities and actions / Designators, usage limits): the bold
prefix's designators, action keywords and icon costs, and a printed usage limit."""

from __future__ import annotations

import re
from dataclasses import dataclass

from model.abilities import Cost, Designator, UsageLimit

#: Designators as printed.
DESIGNATORS = {
    "battle": Designator.BATTLE,
    "open": Designator.OPEN,
    "limited": Designator.LIMITED,
    "reaction": Designator.REACTION,
    "interrupt": Designator.INTERRUPT,
    "engage": Designator.ENGAGE,
    "dynasty": Designator.DYNASTY,
}
#: Action keywords whose effect on timing the rules files do not define: an action carrying
#: one is never answered from its timing alone (it might be usable where others are not).
TIMING_KEYWORDS = frozenset(
    {"tireless", "absent", "home", "remote", "unstoppable", "kharmic", "favor", "legacy"}
)
_WORD = re.compile(r"^[a-z][a-z'-]*$")
_GOLD_ICON = re.compile(r"^:g(\d+):$")
_LIMIT = re.compile(
    r"\b(once|twice|three times) per (turn|game|battle)\b", re.IGNORECASE
)  # fmt: skip
_TIMES = {"once": 1, "twice": 2, "three times": 3}


@dataclass(frozen=True, slots=True)
class Prefix:
    """A parsed prefix; ``problem`` says what is not understood (None: all of it)."""

    designators: tuple[Designator, ...] = ()
    keywords: tuple[str, ...] = ()
    costs: tuple[Cost, ...] = ()
    timing_keywords: tuple[str, ...] = ()
    problem: str | None = None


def parse_prefix(prefix: str) -> Prefix:
    """ "Political Open, :bow:" -> designators, keywords, the icon costs."""
    head, _, icons = prefix.partition(",")
    costs: list[Cost] = []
    for icon in icons.split():
        if icon == ":bow:":
            costs.append(Cost(bow="source"))
        elif (m := _GOLD_ICON.match(icon)) is not None:
            costs.append(Cost(gold=int(m.group(1))))
        else:
            return Prefix(problem=f"the icon cost {icon!r}")
    words = head.split()
    if not words:
        return Prefix(problem="no designator")
    designators: list[Designator] = []
    for part in words[-1].lower().split("/"):
        if part not in DESIGNATORS:
            return Prefix(problem=f"the designator {words[-1]!r}")
        designators.append(DESIGNATORS[part])
    keywords = tuple(w.lower() for w in words[:-1])
    if any(not _WORD.match(k) for k in keywords):
        return Prefix(problem=f"the keywords {head!r}")
    timing = tuple(k for k in keywords if k in TIMING_KEYWORDS)
    return Prefix(tuple(designators), keywords, tuple(costs), timing)


def printed_limit(text: str) -> tuple[UsageLimit, str] | None:
    """A usage limit printed at the start of a body ("Once per game: ..."), and the rest."""
    m = re.match(r"^\s*(once|twice|three times) per (turn|game|battle)\s*[:,]\s*", text, re.I)
    if m is None:
        return None
    per = m.group(2).lower()
    assert per in ("turn", "game", "battle")
    return UsageLimit(times=_TIMES[m.group(1).lower()], per=per), text[m.end() :]  # type: ignore[arg-type]


def mentions_limit(text: str) -> bool:
    return _LIMIT.search(text) is not None
