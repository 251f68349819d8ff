"""A host limit by a stat ("Will only attach to a Personality with 3 or greater Personal
Honor."): the host's current stat when it attaches (Reference 03, attachments; Reference 04: a
card's stat with its bonuses and penalties). Read by ``model.oracle.host_stats``."""

from __future__ import annotations

from model.cards import AttachRules
from model.evaluate import where_holds
from model.oracle.host_stats import HOST
from model.selectors import parse_where
from model.state import View
from solver.host_stat_doubt import host_stat_turns
from solver.stat_maximum_scope import capped_below

_WORDS = {
    "force": "Force",
    "chi": "Chi",
    "personal_honor": "Personal Honor",
}


def host_stat_problem(view: View, host: str, rules: AttachRules | None) -> str | None:
    """Why ``host`` fails the attachment's stat limit (None: it meets every comparison, or an
    unread sentence may turn one: ``solver.host_stat_doubt``, then ``attach_unsettled`` says
    so); a settled maximum below it fails it whatever else (``solver.stat_maximum_scope``)."""
    if rules is None:
        return None
    if (capped := capped_below(view, host, rules)) is not None:
        return capped  # "Your dishonorable Personalities have a maximum Force of 0."
    if host_stat_turns(view, host, rules) is not None:
        return None
    for text in rules.where:
        if not where_holds(view, parse_where(text), {HOST: host}):
            stat, op, n = text.removeprefix(f"{HOST}.").split(" ")
            return f"needs {_WORDS.get(stat, stat)} {op} {n}"
    return None
