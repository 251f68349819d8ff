"""A check ``unknown`` only because the player's Clan is not settled (``model.player_clan``: the
state's ``players[].clan`` is not his Stronghold's Clan; Reference 02, Clan Alignment) is
checked again with each Clan Alignment he may have (each Clan a source names, and all of them
together); when every one of those checks is ``illegal`` (a Recruit short of Gold whether or
not the Clan Honor Rule's Gold is due: Kitsu Fukui, 7 Gold against 6), the answer is
``illegal``, naming the failure and the Clan left unsettled (h45fixa N9). Anything else (a
legal, another doubt) keeps the ``unknown``."""

from __future__ import annotations

from collections.abc import Callable

from model.load import LoadedState
from model.player_clan import PlayerClan, clan_doubt, player_clan
from model.state import View
from solver.verdict import Reason, Verdict

__all__ = ["settled_clan_readings"]


def _readings(view: View, player: str) -> list[View]:
    """Views of the same state with ``player``'s Clan settled each way it may be."""
    candidates = sorted(player_clan(view, player).candidates)
    ways = [frozenset({c}) for c in candidates]
    if len(candidates) > 1:
        ways.append(frozenset(candidates))
    out = []
    for clans in ways:
        made = view.derive()
        made.memo("player_clan")[player] = PlayerClan(clans, True)
        made.carry("player_clan")  # (a re-check deriving a View keeps the reading)
        out.append(made)
    return out


def settled_clan_readings(
    view: View,
    player: str,
    found: Verdict,
    again: Callable[[LoadedState | View], Verdict],
) -> Verdict:
    """``found``, or ``illegal`` when it is ``unknown`` for the player's unsettled Clan and the
    check fails with every Clan Alignment he may have (the module)."""
    if found.status != "unknown" or not found.details or found.details[0].code != "not_modelled":
        return found
    why = clan_doubt(view, player)
    if why is None or why not in found.details[0].text:
        return found
    readings = _readings(view, player)
    if len(readings) < 2:
        return found
    checked = [again(v) for v in readings]
    if any(v.status != "illegal" for v in checked):
        return found
    return illegal_in_every_case(found, checked[0], f"whatever your Clan: {why}")


def illegal_in_every_case(found: Verdict, best: Verdict, note: str) -> Verdict:
    """``found`` (an ``unknown``) made ``illegal`` because the check fails in every case of
    what was open: ``best``'s reasons, each saying so (``note``)."""
    reasons = [Reason(r.code, f"{r.text} ({note})", r.cards) for r in best.details]
    return Verdict.of(
        "illegal",
        found.card,
        found.ability,
        found.title,
        reasons,
        None,
        best.designator or found.designator,
    )
