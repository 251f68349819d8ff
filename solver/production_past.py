"""Gold production conditioned on a past occurrence the state does not report (Costs and
restrictions / Conditions: conditions that refer back to past occurrences): "or 4 Gold if one
or more of your Provinces have been destroyed this game by battle resolution" (Repair Crew),
"If you have put any Items into play this turn, produce 4 Gold" (Arms Merchant), "plus 1 Gold for
each of your Provinces destroyed this game" (Family Histories: a count, ``PastFact.times``). Not
reported (or not counted), the condition is read as not holding and the count as none (less
Gold), so a Gold shortfall is ``unknown``, never ``illegal`` (``unread_producers``)."""

from __future__ import annotations

from model.cards import ProductionMode
from model.evaluate import past_known
from model.past import Past
from model.selectors import SOURCE
from model.state import View


def mode_pasts(mode: ProductionMode) -> tuple[Past, ...]:
    """The past occurrences the mode's Gold depends on (its conditions', its count's)."""
    conditions = (
        mode.only_if,
        *(g.condition for g in mode.conditional),
        *(g.condition for g in mode.conditional_delta),
        *(p.only_if for p in mode.per_card),
    )
    counted = (mode.per_past,) if mode.per_past is not None else ()
    return counted + tuple(past for c in conditions if c is not None for past in c.pasts())


def _words(past: Past) -> str:
    when = past.period.replace("_", " ") if "_" in past.period else f"this {past.period}"
    return f"{past.event.replace('_', ' ')} {when}"


def past_unreported(view: View, player: str) -> tuple[str, ...]:
    """Producers ``player`` controls in play whose Gold depends on a past occurrence the
    state's ``past`` does not report, as "Title (id): text"."""
    out: list[str] = []
    for c in view.state.cards:
        if not c.in_play or c.controlled_by != player:
            continue
        unreported = [
            past
            for mode in view.definition(c.id).production
            for past in mode_pasts(mode)
            if past_known(view, player, past, {SOURCE: c.id}) is None
            or (past == mode.per_past and view.state.times(past, player=player) is None)
        ]
        if unreported:
            title = view.definition(c.id).title
            out.append(
                f"{title} ({c.id}): whether {_words(unreported[0])} is not reported "
                "(the state's 'past'), so its Gold is counted as if not"
            )
    return tuple(out)
