"""A card's own "Attaches to Kataoka ignoring costs." applied to a play (Costs and restrictions /
Ignoring costs: "An effect that ignores a cost removes the need to pay that particular cost";
``model.oracle.host_ignoring``, h39adv3 N6): attaching to the host it names, the Gold cost is
not paid, whatever else changes its amount; attaching to another Personality, or entering play
with no host known, it does nothing here (``solver.playing.partial_unread`` names it where no
host is priced)."""

from __future__ import annotations

from model.cards import CardDef
from model.evaluate import matches_unary
from model.state import View
from solver.host_titles import name_unsettled

__all__ = ["cost_ignored"]


def cost_ignored(view: View, player: str, definition: CardDef, host: str | None) -> bool:
    """Does one of the card's own "ignoring costs" changes apply to its attaching to ``host``?
    One whose name may or may not mean him (``solver.host_titles``) is priced as applying, so
    only a shortfall even then is certain; his Equip is ``unknown`` otherwise
    (``solver.entering.attach_unsettled``)."""
    if host is None:
        return False
    title = view.definition(host).title
    return any(
        change.ignores
        and change.host is not None
        and (
            matches_unary(view, player, host, change.host)
            or name_unsettled(title, change) is not None
        )
        for change in definition.entering
    )
