"""``targets --ability equip|recruit`` and ``/v1/targets`` for the rulebook plays (h38adv1 M9):
the hosts an Equip may be announced onto (Reference 02: Equip attaches the card to a
Personality its player controls; Reference 03, attachments), each held to ``check`` of the
Equip onto that host (``solver.equip_onto``), and a Recruit's one target, the card it brings
(Reference 01), and the target sets of an ability granted through a card (``granted``: those
of the granted ability ``check`` finds legal, listed as a printed ability's). The listing is
held to ``check`` as ``solver.listing`` holds a printed ability's: nothing when ``check``
refuses the play (count 0) or can't settle it (count ``None``), and a host whose own check is
unknown is listed in ``undecided``."""

from __future__ import annotations

import time

from model.state import View
from solver.entering import hosts_for
from solver.good_faith import check
from solver.granted import granted_ability_view
from solver.listing import checked_target_listing, refusal_listing
from solver.listing_answer import listing_answer
from solver.verdict import EQUIP, Play

__all__ = ["play_target_listing"]


def play_target_listing(
    view: View, player: str, card: str, play: Play, limit: int, deadline: float
) -> dict[str, object]:
    """``_play_listing`` with every key of the answer (``solver.listing_answer``)."""
    return listing_answer(_play_listing(view, player, card, play, limit, deadline))


def _play_listing(
    view: View, player: str, card: str, play: Play, limit: int, deadline: float
) -> dict[str, object]:
    """The legal target sets of the Equip (``{"personality": [host]}`` each) or Recruit
    (``{"card": [card]}``) of ``card`` for ``player`` (module doc)."""
    left = max(0.05, deadline - time.monotonic())
    verdict = check(view, player, card, play, time_limit_s=left)
    if verdict.status == "illegal":
        return refusal_listing(verdict, 0)
    if verdict.status == "unknown":
        return refusal_listing(verdict, None)
    if play.is_granted:  # the target sets of the granted ability found legal
        made = granted_ability_view(view, player, card, left, play)
        if made is None:
            return refusal_listing(verdict, None)
        return checked_target_listing(made[0], player, card, made[1], limit, deadline)
    if play != EQUIP:
        sets = [{"card": [card]}]
        return {"count": 1, "target_sets": sets[:limit], "reason": None, "verdict": "legal"}
    legal: list[dict[str, list[str]]] = []
    undecided: list[dict[str, object]] = []
    for host in hosts_for(view, player, view.definition(card)):
        left = deadline - time.monotonic()
        if left <= 0:
            return {"count": None, "target_sets": [], "reason": "the time limit was hit"}
        onto = {"personality": [host]}
        one = check(view, player, card, play, targets=onto, time_limit_s=left)
        if one.status == "unknown":
            undecided.append({"targets": onto, "reason": "; ".join(one.reasons)})
        elif one.legal:
            legal.append(onto)
    listing: dict[str, object] = {
        "count": len(legal),
        "target_sets": legal[:limit],
        "reason": None,
        "verdict": verdict.status,
    }
    if undecided:
        listing["undecided"] = undecided[:limit]
        listing["undecided_count"] = len(undecided)
    return listing
