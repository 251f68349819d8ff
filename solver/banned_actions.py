"""An action its player may not take by an ongoing effect that names no keyword or designator
("Your Stronghold has no abilities.", read from Tsujiken Sensei's "... no abilities or
traits.": Effects / "May not"): no keyword, Clan or stat a trait not read gives a card can lift
it, so the illegal answer is not doubted by such traits (h40adv2 N2: Bishamon's Tower beside
Tsujiken Sensei)."""

from __future__ import annotations

from model.state import View
from solver.effects import may_not_take_any
from solver.traits_in_play import doubt_traits_in_play as _doubt_traits
from solver.verdict import Verdict

__all__ = ["BANNED", "doubt_traits_in_play"]

#: the reason ``solver.timing.usable_now`` gives for an action an ongoing effect forbids
BANNED = "an ongoing effect says you may not take this action"


def doubt_traits_in_play(
    view: View, card: str, verdict: Verdict, two_readings: bool, free: str | None = None
) -> Verdict:
    """``solver.traits_in_play.doubt_traits_in_play``, but an action forbidden whatever its
    keywords and designators (``may_not_take_any``) stays illegal."""
    if (
        verdict.status == "illegal"
        and verdict.reasons
        and verdict.reasons[0] == BANNED
        and isinstance(verdict.ability, int)
    ):
        ab = view.definition(card).abilities[verdict.ability]
        if may_not_take_any(view, view.card(card).controlled_by, card, ab):
            return verdict
    return _doubt_traits(view, card, verdict, two_readings, free)
