"""A card's own stat bonus under a condition not read ("Seki has +5F while other players'
actions are resolving.", Usagi Seki, the Untouchable), settled both ways.

The sentence gives its own card (its name a word of the card's title; a Personality or a
Follower, whose stats are its own) +N Force or Chi while a condition holds; whether it holds
at the moments the check tests (announcement, targeting, costs: Abilities and actions / B-C,
or the resolution, D) is not read. When that sentence is
the only doubt of an answer, the check is run again twice with the sentence counted as read:
once without the bonus, once with it on its card (a stat modifier). Each test of the card's
stat then sees one of the two values; when the answer is `legal` both ways, every test passes
with either value, so the answer is `legal` whichever moments the condition covers. Any other
pair of answers keeps the doubt (two `illegal`s may fail on different tests). The witness shown
is the one found with the bonus (Deliberations pays for Seki's 7F, not his printed 2F).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from model.common import CardType, Stat
from model.lazy_regex import lazy_regex
from model.load import LoadedState
from model.state import StatModifier, View
from solver.sole_doubts import sole_doubt_texts, with_modifiers
from solver.verdict import Verdict

__all__ = ["APPLIED", "both_ways_read", "settled_both_ways"]

APPLIED = "both_ways_stat"
_WHYS = (
    "not modelled: a trait of a card in play may change this action: ",
    "not modelled: a trait of a card in play may give a card what this tests: ",
)
#: "<Name> has +5F while <condition>." (one stat, one bonus, a condition after "while")
_SHAPE = lazy_regex(
    r"^(?P<name>(?-i:[A-Z])[\w'-]*) has \+(?P<n>\d+)(?P<stat>[FC]) while (?P<cond>[^.;,]+)\.?$"
)
_STATS = {"F": Stat.FORCE, "C": Stat.CHI}


def _own_bonus(view: View, card: str, said: str) -> tuple[Stat, int] | None:
    """(stat, bonus) of ``said`` when it is such a sentence about ``card`` itself."""
    m = _SHAPE.match(said.strip())
    if m is None or not view.has(card):
        return None
    if view.definition(card).type not in (CardType.PERSONALITY, CardType.FOLLOWER):
        return None  # an Item's Force is a modifier of its bearer's (Reference 03): not here
    words = {w for w in re.split(r"[\s•,]+", view.definition(card).title) if w}
    if m["name"] not in words:
        return None
    if re.search(r"\b(?:and|or) [+-]\d", m["cond"]):  # "... and +2F while ...": two changes
        return None
    return _STATS[m["stat"]], int(m["n"])


def both_ways_read(view: View, said: str) -> bool:
    """Is ``said`` counted as read in this View (a re-check of ``settled_both_ways``)?"""
    return said.strip() in view.memo(APPLIED).get("texts", frozenset())  # type: ignore[operator]


def settled_both_ways(
    view: View, found: Verdict, again: Callable[[LoadedState | View], Verdict]
) -> Verdict:
    """``found``, or the `legal` answer of ``again`` (with the bonuses) when the sentences above
    are its only doubts and it is `legal` both without and with them (see the module)."""
    owners: dict[str, str] = {}

    def fits(m: re.Match[str]) -> bool:
        ok = view.has(m["id"]) and _own_bonus(view, m["id"], m["said"]) is not None
        if ok:
            owners[m["said"].strip()] = m["id"]
        return ok

    texts = sole_doubt_texts(found, _WHYS, fits)
    if texts is None:
        return found
    extra: dict[str, list[StatModifier]] = {}
    for said in texts:
        card = owners[said]
        stat, n = _own_bonus(view, card, said) or (Stat.FORCE, 0)
        extra.setdefault(card, []).append(StatModifier(stat, n, "both-ways"))
    without = view.derive(view.state)
    without.memo(APPLIED)["texts"] = frozenset(texts)
    without.carry(APPLIED)  # into the Views the check derives
    first = again(without)
    if first.status != "legal":
        return found
    with_bonus = with_modifiers(view, extra)
    with_bonus.memo(APPLIED)["texts"] = frozenset(texts)
    with_bonus.carry(APPLIED)
    second = again(with_bonus)
    return second if second.status == "legal" else found
