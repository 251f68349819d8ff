"""A host limit by a stat ("Will only attach to a Personality with 3 or greater Force.", Heavy
Armor) compares the host's current stat (Reference 03, attachments; Reference 04: every bonus
and penalty in effect applies). A sentence of a card in play not read that may change that stat
of the host ("Yuki has +1F/+1C for each Forest in play.", "Shugorei has -2F while it is your
turn.", Shamate Keep's "Your dishonorable Paragons do not have a maximum Personal Honor of 0
from the rulebook.") may turn the comparison: then whether the host may take the attachment is
not settled and the answer is ``unknown`` naming it (h38adv3 W1-W3), never the comparison of
the stat the state gives.

Only the sentences that may move the stat the way that turns the comparison count (a bonus
can't break "3 or greater", a penalty can't meet it; ``solver.stat_direction_scope``); flat
changes ("-2F") move it by at most their amounts (``solver.stat_bound_scope``), all of them
together: a comparison that holds either way stands. The sentences asked are those
``solver.traits_in_play`` doubts for any stat test (its settled ones left out: read by
``View.stat`` or off now), reaching the host or any card (not read with certainty)."""

from __future__ import annotations

from model.cards import AttachRules
from model.common import Stat, first_few
from model.oracle.host_stats import HOST
from model.state import View
from solver.stat_bound_scope import stat_bound
from solver.stat_direction_scope import stat_direction
from solver.traits_in_play import _qualities, overlaps

__all__ = ["host_stat_turns"]

_WORDS = {"force": "Force", "chi": "Chi", "personal_honor": "Personal Honor"}
#: the way a comparison's stat must move to turn it, by its operator and whether it holds now
_UP, _DOWN = 1, -1


def _turning_way(op: str, holds: bool) -> int:
    """+1 when a higher stat may turn the comparison, -1 when a lower one may."""
    upper = op in ("<=", "<")  # "3 or lower": a higher stat breaks it
    return (_UP if upper else _DOWN) if holds else (_DOWN if upper else _UP)


def _meets(value: int, op: str, n: int) -> bool:
    return {
        ">=": value >= n,
        ">": value > n,
        "<=": value <= n,
        "<": value < n,
        "==": value == n,
    }[op]


def _doubts(view: View, host: str, text: str) -> list[str]:
    """The unread sentences that may turn the comparison ``text`` ("host.force >= 3") of
    ``host`` (empty: it stands)."""
    stat, op, number = text.removeprefix(f"{HOST}.").split(" ")
    value, n = view.stat(host, Stat(stat)) or 0, int(number)
    holds = _meets(value, op, n)
    ways = (_UP, _DOWN) if op == "==" else (_turning_way(op, holds),)
    capped = stat == "personal_honor" and view.card(host).dishonorable
    found: list[str] = []
    for way in ways:
        moved, named, unbounded = 0, [], False
        for _, shown, kinds, only in _qualities(view):
            if not overlaps(kinds, frozenset({"stat", f"stat:{stat}"})):
                continue
            if only is not None and host not in only:
                continue
            said = shown.split("): ", 1)[-1]
            if capped and way == _UP and "maximum personal honor" not in said.lower():
                continue  # Reference 05: a dishonorable Personality's PH stays 0
            bound = stat_bound(said)
            if bound is None:
                direction = stat_direction(said)
                if direction is not None and direction[1] != way:
                    continue
                unbounded = True
            elif bound[1] != way:
                continue
            else:
                moved += bound[0].get(stat, 0)
            named.append(shown)
        if named and (unbounded or _meets(value + way * moved, op, n) != holds):
            found += named
    return found


def host_stat_turns(view: View, host: str, rules: AttachRules | None) -> str | None:
    """Why ``host`` meeting (or failing) the attachment's stat limit is not settled: the
    unread sentences that may turn one of its comparisons (None: every one stands)."""
    if rules is None or not rules.where:
        return None
    for text in rules.where:
        doubts = _doubts(view, host, text)
        if doubts:
            stat, op, n = text.removeprefix(f"{HOST}.").split(" ")
            title = view.definition(host).title
            return (
                f"not modelled: whether {title} has {_WORDS.get(stat, stat)} {op} {n} (a limit of "
                f"what it may take): a trait of a card in play may change it: {first_few(doubts)}"
            )
    return None
