"""A permission to use a Stronghold's abilities more often (Abilities and actions: a card's
ability is used once per turn unless it says otherwise): "You may use your Stronghold's
abilities twice per turn." (Bayushi Nitoshi, the Poison Mask; h37adv1 U13).

Read whole, of a card in play whose controller is the player using the ability ("your"): each
ability of a Stronghold that player controls, limited to once per turn, may be used twice per
turn. Another player's such card gives nothing (its "your" is its controller's); other limits
(per game, per battle, Repeatable) are not changed.
"""

from __future__ import annotations

from model.cards import CardType
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["stronghold_times", "stronghold_uses_read"]

_TWICE = lazy_regex(r"^You may use your Stronghold's abilities twice per turn\.?$")


def stronghold_times(view: View, player: str, card: str, times: int | None, per: str) -> int | None:
    """``times`` (the ability's limit ``per`` turn/game/battle) for ``player``'s use of an
    ability of ``card``: 2 for a once-per-turn ability of a Stronghold ``player`` controls while
    he controls a card in play saying so; else ``times`` unchanged."""
    if times != 1 or per != "turn" or not view.has(card):
        return times
    inst = view.card(card)
    if view.type_of(card) is not CardType.STRONGHOLD or inst.controlled_by != player:
        return times
    return 2 if _says_twice(view, player) else times


def _says_twice(view: View, player: str) -> bool:
    """Does ``player`` control a card in play saying "... abilities twice per turn"? Kept per
    View (the state is frozen; asked once per check, once per target set listed)."""
    memo = view.memo("stronghold_uses.twice")
    found = memo.get(player)
    if found is None:
        found = memo[player] = any(
            _TWICE.match(t.strip())
            for other in view.state.cards
            if other.in_play and other.controlled_by == player
            for t in view.definition(other.id).actions_unread
        )
    return bool(found)


def stronghold_uses_read(said: str) -> bool:
    """Is ``said`` the sentence read here (so ``solver.timing`` applies it: no doubt left)?"""
    return _TWICE.match(said.strip()) is not None
