"""A trait raising the Gold of its controller's Holdings, read as a bound on a shortfall (Costs
and restrictions / Gold production; Reference 03, Holding Gold Production): "Your Holdings
produce 1 additional Gold when they bow to produce Gold." (Seppun Ritisharu).

The reader leaves it unread: which productions are "bowing to produce" (a mode with another
cost, one bowing another card, Gold that may only pay for one card) is not said. It only adds
Gold, so a plan found without it stands, and it can't close a shortfall that stays with N more
Gold on every bowing Gold mode of every Holding its controller has: the action is checked again
on a fresh View whose sources are so raised (``raised_holdings``, read by
``solver.production.gold_sources``); if even that finds no way (``illegal``), the sentence is no
doubt on the shortfall (``solver.action_unread``). Any other answer keeps the doubt. For a
card's Gold payments (a Recruit, ``solver.shortfall_unread``) the same bound is a solve of those
payments with the sources so raised, every source kept off an added payment let pay it
(``bonus_cannot_pay``).

Exact where it can be (h39adv5 N3): when every bowing Gold source of a Holding its controller
has is a plain bow of that Holding (no other cost, no card but its own, Gold for any payment,
no choice made before the plan: Iron Mine's ":bow:: Produce 2 Gold, or 3 Gold if you are a Crab
Clan player."), each is such a bow and nothing else is in question: its sources are raised on
every View, a plan so found is a plan, and the sentence is no doubt on a shortfall.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from model.abilities import Ability
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.state import View
from solver import gold

__all__ = [
    "BONUS",
    "bonus_cannot_pay",
    "counted_note",
    "raised_holdings",
    "recheck_action",
    "settled_by_bound",
]

#: "Your Holdings produce 1 additional Gold when they bow to produce Gold."
BONUS = lazy_regex(
    r"^Your Holdings produce (?P<n>\d+|one|two) additional Gold when they bow to produce Gold\.?$",
    re.IGNORECASE,
)
_WORDS = {"one": 1, "two": 2}
_RAISED = "holding_bonus_bound"


def _amount(text: str) -> int | None:
    m = BONUS.fullmatch(text.strip())
    if m is None:
        return None
    n = m["n"].lower()
    return _WORDS[n] if n in _WORDS else int(n)


def _bonus(view: View, player: str) -> int:
    """The Gold such traits of cards ``player`` controls in play (bowed or not) add per bow."""
    total = 0
    for inst in view.state.cards:
        if not inst.in_play or inst.controlled_by != player:
            continue
        d = view.definition(inst.id)
        for said in (d.production_unread, *d.production_unread_more, *d.qualities_unread):
            quoted = re.search(r"'(?P<t>[^']*)'\s*$", said)
            n = _amount(quoted["t"] if quoted else said)
            total += n or 0
    return total


def _holding_bow(view: View, s: gold.Source) -> bool:
    """Is ``s`` a bowing source of a Holding (its card: ``production.source_card``)?"""
    cid = s.id.split(":", 1)[0]
    return s.bows and view.has(cid) and view.definition(cid).type is CardType.HOLDING


def _plain(s: gold.Source) -> bool:
    """A plain bow to produce Gold: no other cost or card, any payment, no earlier choice."""
    return s.extra_cost is None and s.only_for is None and not s.unproven and "@" not in s.id


def _exact(view: View, player: str, sources: Sequence[gold.Source]) -> int:
    """The bonus when every bowing Holding source in ``sources`` is plain (the reading is
    exact); 0 otherwise, or with no such trait."""
    if not all(_plain(s) for s in sources if _holding_bow(view, s)):
        return 0
    return _bonus(view, player)


def _exact_here(view: View, player: str) -> bool:
    """Is the reading exact for ``player``'s Gold sources on ``view`` (raised there already)?"""
    from solver.production import gold_sources  # it raises them (no import cycle)

    return _exact(view, player, gold_sources(view, player)) > 0


def counted_note(view: View, player: str) -> str | None:
    """Where the reading is exact for ``player`` (each Holding's bow raised): the words a Gold
    refusal adds, naming the cards counted ("counting Seppun Ritisharu (rit): 1 more Gold for
    each Holding bowing"); None otherwise."""
    if not _exact_here(view, player):
        return None
    names = [
        f"{d.title} ({inst.id})"
        for inst in view.state.cards
        if inst.in_play and inst.controlled_by == player
        for d in (view.definition(inst.id),)
        if any(
            _amount(q["t"] if (q := re.search(r"'(?P<t>[^']*)'\s*$", said)) else said)
            for said in (d.production_unread, *d.production_unread_more, *d.qualities_unread)
        )
    ]
    n = _bonus(view, player)
    return f"counting {', '.join(names)}: {n} more Gold for each Holding bowing"


def raised_holdings(view: View, player: str, sources: list[gold.Source]) -> list[gold.Source]:
    """``sources`` with each bowing source of a Holding raised by the bonus: on a View marked by
    ``settled_by_bound`` (the bound), or where the reading is exact (``_exact``); ``sources`` as
    they are otherwise."""
    n = view.memo(_RAISED).get(player)
    if not isinstance(n, int):
        n = _exact(view, player, sources)
    if n <= 0:
        return sources
    return [replace(s, gold=s.gold + n) if _holding_bow(view, s) else s for s in sources]


def settled_by_bound(
    view: View, player: str, shown_text: str, recheck: Callable[[View], str]
) -> bool:
    """Is the unread ``shown_text`` such a trait that can't close the shortfall: ``recheck`` (the
    same check, on a fresh View with the Holdings raised) answers ``illegal``? On the raised
    View itself the sentence is already counted, so it is settled there."""
    if _amount(shown_text) is None:
        return False
    if isinstance(view.memo(_RAISED).get(player), int):
        return True  # the bound's own check: counted in its sources
    if _exact_here(view, player):
        return True  # exact: counted in the sources of this View already
    n = _bonus(view, player)
    if n <= 0:
        return False
    done = view.memo("holding_bonus_bound.rechecks")
    if recheck not in done:  # one recheck per check (``recheck_action`` keeps it)
        fresh = view.derive()
        fresh.memo(_RAISED)[player] = n
        done[recheck] = recheck(fresh) == "illegal"
    return done[recheck] is True


@dataclass(frozen=True)
class _Recheck:
    """The Good Faith check of ``player``'s printed ability of ``card`` whose designators, name
    and trigger are ``sig``, with no targets pinned (a wider search: its `illegal` holds for
    any pinned choice); "unknown" when ``sig`` names none or several. Equal ones share a
    recheck (``settled_by_bound``)."""

    card: str
    player: str
    sig: str

    def __call__(self, view: View) -> str:
        from solver.good_faith import check  # the check this bound serves (no import cycle)

        same = [
            i for i, a in enumerate(view.definition(self.card).abilities) if _sig(a) == self.sig
        ]
        if len(same) != 1:
            return "unknown"
        return check(view, self.player, self.card, same[0]).status


def _sig(ab: Ability) -> str:
    return repr((ab.designators, ab.name, ab.trigger))


def recheck_action(card: str, player: str, ab: Ability) -> Callable[[View], str]:
    """The recheck of ``player``'s action ``ab`` of ``card`` (``_Recheck``)."""
    return _Recheck(card, player, _sig(ab))


def bonus_cannot_pay(
    view: View,
    player: str,
    text: str,
    sources: Sequence[gold.Source],
    payments: Sequence[gold.Payment],
) -> bool:
    """Is ``text`` such a trait that can't pay ``payments``: no plan even with every bowing
    Holding source of ``sources`` raised by the bound and every source kept off an added
    payment (``added=False``) let pay it?"""
    if _amount(text) is None or not payments:
        return False
    exact = _exact_here(view, player)  # ``sources`` are raised already
    n = _bonus(view, player)
    if n <= 0:
        return False
    loose = [
        replace(s, only_for=replace(s.only_for, added=None))
        if s.only_for is not None and s.only_for.added is False
        else s
        for s in sources
    ]
    probe = view.derive()
    probe.memo(_RAISED)[player] = n
    raised = loose if exact else raised_holdings(probe, player, loose)
    result = gold.solve(gold.PaymentProblem(tuple(raised), tuple(payments)), time_limit_s=1.0)
    return result.status == "infeasible"
