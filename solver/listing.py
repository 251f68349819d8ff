"""The target listing ``goodfaith targets`` and ``/v1/targets`` give, held to the verdict of
``check`` (issue 13): a lister never says more than ``check``. The sets of required targets
are counted (``solver.targeting.target_listing``) only when ``check`` of the same ability is
legal, or unknown only because the text reads two ways (``unsettled``); an ability ``check``
refuses has no legal set (count 0, its reason), and one ``check`` cannot settle (not
modelled: unread text of the ability or of a card in play, the time limit) has none known
(count ``None``, its reasons). Abilities and actions / Good Faith Rule: a target set is legal
only if the whole announcement is. A set whose own check is unknown (a doubt about one
candidate) is listed in ``undecided`` with its reasons; the certain sets stay listed."""

from __future__ import annotations

import time
from typing import cast

from model.state import View
from solver.attack_permission_targets import with_attack_permissions
from solver.good_faith import check
from solver.listing_answer import listing_answer
from solver.paid_strength import with_paid_strength
from solver.refusal_codes import NOT_NOW
from solver.targeting import target_listing
from solver.verdict import Verdict

__all__ = ["checked_target_listing", "refusal_listing"]

#: the reasons of an ``unknown`` that only say the two readings disagree (and why the strict
#: one fails): the listing's ``unsettled`` part says the same
_SETTLED_CODES = frozenset({"two_readings", "condition", "target", "cost", "gold"}) | NOT_NOW
#: every set is checked with its costs before the first ``limit`` are shown
_ALL = 10**9
#: the time limit of the check of one lenient-only set (a time-out keeps it: unsettled)
_EACH = 0.5


def refusal_listing(verdict: Verdict, count: int | None) -> dict[str, object]:
    """The listing for a verdict that is not legal: no set shown, ``check``'s reasons."""
    return {
        "count": count,
        "target_sets": [],
        "reason": "; ".join(verdict.reasons) or None,
        "verdict": verdict.status,
        "details": [d.to_json() for d in verdict.details],
    }


def checked_target_listing(
    view: View, player: str, card: str, index: int, limit: int, deadline: float
) -> dict[str, object]:
    """``_checked_listing`` with every key of the answer (``solver.listing_answer``)."""
    return listing_answer(_checked_listing(view, player, card, index, limit, deadline))


def _checked_listing(
    view: View, player: str, card: str, index: int, limit: int, deadline: float
) -> dict[str, object]:
    """The legal sets of required targets of printed ability ``index`` of ``card`` for
    ``player`` (``target_listing``), or, when ``check`` of that ability is illegal, count 0,
    and when it is unknown for a reason the listing cannot show (``not_modelled``,
    ``time_limit``), count ``None``, each with ``check``'s reasons. ``verdict``: ``check``'s."""
    # the Fear's targets as a read permission widens them (``solver.attack_permission_targets``)
    ability = with_attack_permissions(view, player, view.definition(card).abilities[index])
    ability = with_paid_strength(view, player, ability, card)  # "... equal to the Gold paid"
    left = max(0.05, deadline - time.monotonic())
    verdict = check(view, player, card, index, time_limit_s=left)
    if verdict.status == "illegal":
        return refusal_listing(verdict, 0)
    if verdict.status == "unknown" and not (
        ability.lenient is not None
        and verdict.details
        and verdict.details[0].code == "two_readings"
        and all(d.code in _SETTLED_CODES for d in verdict.details)
    ):
        return refusal_listing(verdict, None)
    found = target_listing(view, player, card, ability, _ALL, deadline)
    if verdict.status == "unknown" and found["count"] != 0:
        # the strict reading is refused as a whole, yet some strict target sets exist (its
        # failure is not about the targets): which of them are legal is not shown
        return refusal_listing(verdict, None)
    if found["count"] is None:
        return {**found, "verdict": "unknown"}
    # each set with its costs ("Bow your target Personality": a bowed one can't pay it)
    listed = cast("list[dict[str, list[str]]]", found["target_sets"])
    legal: list[dict[str, list[str]]] = []
    undecided: list[dict[str, object]] = []
    for ts in listed:
        left = deadline - time.monotonic()
        if left <= 0:
            return {"count": None, "target_sets": [], "reason": "the time limit was hit"}
        one = check(view, player, card, index, targets=ts, time_limit_s=left)
        if one.status == "unknown":  # listed as undecided with its reasons, never dropped
            undecided.append({"targets": ts, "reason": "; ".join(one.reasons)})
        elif one.legal:
            legal.append(ts)
    reason = found["reason"] if legal else found["reason"] or "; ".join(verdict.reasons)
    unsettled = cast("dict[str, object] | None", found.get("unsettled"))
    if unsettled is not None:  # legal only if read leniently: not those check refuses
        wider = cast("list[dict[str, list[str]]]", unsettled["target_sets"])
        kept = [
            ts
            for ts in wider
            if check(view, player, card, index, targets=ts, time_limit_s=_EACH).status != "illegal"
        ]
        found["unsettled"] = {**unsettled, "count": len(kept), "target_sets": kept[:limit]}
    listing: dict[str, object] = {
        **found,
        "count": len(legal),
        "target_sets": legal[:limit],
        "reason": reason,
        "verdict": verdict.status,
    }
    if undecided:  # the certain sets are counted; these may be legal too
        listing["undecided"] = undecided[:limit]
        listing["undecided_count"] = len(undecided)
    return listing
