"""Who uses an ability granted to a player (effects.txt: an ability a card gives a player is
"from" that card though "on" the player; Reference 04: traits may grant abilities).

``solver.granted_abilities`` checks such an ability as an ability of the granting card in a
View made for it; this marks in that View the player who has it, so that the card's place and
control ("controlled by another player", "an Event in play: its abilities cannot be used")
do not refuse it (``solver.timing.where_usable``). The mark is carried into every View a
re-check derives from that one (``View.derive``)."""

from __future__ import annotations

from model.state import View

__all__ = ["granted_user", "mark_granted_user"]

_KEY = "granted_use"


def mark_granted_user(view: View, card: str, player: str) -> None:
    """In ``view`` (made for one granted ability), ``player`` has the ability ``card`` grants."""
    view.memo(_KEY)[card] = player
    view.carry(_KEY)  # kept by the Views of its re-checks (``View.derive``; h42adv5 W1)


def granted_user(view: View, card: str) -> str | None:
    """The player who has, in ``view``, the ability ``card`` grants to a player, or None."""
    found = view.memo(_KEY).get(card)
    return found if isinstance(found, str) else None
