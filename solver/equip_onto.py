"""``check --ability equip --target personality=<id>``: may the Equip be announced onto that
Personality (Reference 02: Equip attaches the card to a Personality its player controls;
Reference 03, attachments)? The host slot is the one the witness names (``personality``), as
the factored action space's host step asks it (``solver.decision``): the same verdict, the
same doubts as the Equip with no host named — its card's and cards in play's traits
(``doubt_play``), the timing window, a lasting play (h30adv1 W7: was an error "equip takes no
targets")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from model.abilities import Ability, Designator
from model.state import View
from solver.equip_host_context import with_announced_host
from solver.lasting_plays import doubt_lasting
from solver.playing import check_equip
from solver.timing_windows import doubt_window, window_problem
from solver.traits_in_play import doubt_play
from solver.verdict import EQUIP, AnnouncementError, Verdict

__all__ = ["check_equip_onto", "equip_host"]

_OPEN = Ability(designators=(Designator.OPEN,))


def equip_host(view: View, targets: Mapping[str, Sequence[str]]) -> str:
    """The one host ``targets`` names (``{"personality": [id]}``), or ``AnnouncementError``."""
    if set(targets) != {"personality"} or len(targets["personality"]) != 1:
        raise AnnouncementError(
            f"targets: equip takes one target, personality=<id> (its host); got {dict(targets)}"
        )
    host = targets["personality"][0]
    if not any(c.id == host for c in view.state.cards):
        raise AnnouncementError(f"targets.personality: unknown card id {host!r}")
    return host


def check_equip_onto(
    view: View, player: str, card: str, host: str, *, time_limit_s: float = 2.0
) -> Verdict:
    """The Equip of ``card`` onto ``host`` (see the module)."""
    v = check_equip(view, player, card, host, time_limit_s=time_limit_s)
    v = with_announced_host(card, host, lambda: doubt_play(view, card, EQUIP, v))
    _, window = window_problem(view, player, _OPEN, Designator.OPEN)
    return doubt_window(window, doubt_lasting(view, card, EQUIP, v))
