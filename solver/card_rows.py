"""The rows of one card: what ``check --card ID`` (no ``--ability``), ``POST /v1/check``
``{"card"}`` and the library's ``check_card`` answer (h36adv2 A1).

A card ``player`` may use lists the announcements the enumerator gives him for it
(``candidate_announcements``). A card he may not use (another player's card in play or in his
hand: Reference 05, Card Control, "only the controller of a card may use its abilities") lists
the rows its controller's enumeration gives, each answered for ``player`` (``illegal``, naming
the controller), never an empty list: a card no player's enumeration lists (in a deck, face
down) gets a row per printed ability and its rulebook play (Recruit for a Dynasty card, Equip
for an attachment: Reference 02), each answered with why. A card with neither is refused
(``AnnouncementError``), not answered with nothing.
"""

from __future__ import annotations

from model.cards import DYNASTY_TYPES
from model.load import LoadedState, as_view
from model.state import View
from solver.announce import candidate_announcements
from solver.good_faith import check
from solver.verdict import (
    EQUIP,
    RECRUIT,
    AbilityRef,
    AnnouncementError,
    Verdict,
    require_card,
    require_player,
)

__all__ = ["card_rows", "check_card"]


def card_rows(view: View, player: str, card: str) -> list[AbilityRef]:
    """The abilities of ``card`` that ``check`` answers for ``player`` (module doc)."""
    require_player(view, player)
    require_card(view, card)
    own = [ref for cid, ref in candidate_announcements(view, player) if cid == card]
    if own:
        return own
    rows: list[AbilityRef] = []
    for other in view.state.players:
        if other.id == player:
            continue
        for cid, ref in candidate_announcements(view, other.id):
            if cid == card and ref not in rows:
                rows.append(ref)
    if rows:
        return rows
    definition = view.definition(card)
    rows = list(range(len(definition.abilities)))
    if definition.is_attachment:
        rows.append(EQUIP)
    elif definition.type in DYNASTY_TYPES:
        rows.append(RECRUIT)
    if not rows:
        raise AnnouncementError(
            f"{definition.title} ({card}) has no printed ability and is not played by Recruit "
            f"or Equip: {player} has nothing of it to announce"
        )
    return rows


def check_card(
    state: LoadedState | View,
    player: str,
    card: str,
    *,
    time_limit_s: float = 2.0,
    cheapest: bool = True,
) -> list[Verdict]:
    """A verdict for each row of ``card`` (``card_rows``), for ``player``."""
    view = as_view(state)
    return [
        check(view, player, card, ref, time_limit_s=time_limit_s, cheapest=cheapest)
        for ref in card_rows(view, player, card)
    ]
