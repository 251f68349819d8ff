"""The players an announcement may target, as choices of the AI flows.

Abilities and actions / B (Required targeting): everything an action targets is chosen when it
is announced, a targeted player too ("A target player discards a card at random."). Which
players qualify depends on the state only (``model.evaluate.player_qualifies``: "another
player", "with 30 or more Family Honor", "who controls ..."), never on the cards chosen, so
each player slot is a choice of its own: one of the players that qualify, or, for an optional
slot ("may target"), none. The factored action space (``solver.decision``: the ``player``
step), ``legal_announcements(all_targets=True)`` and the baseline agent (``solver.agents``)
enumerate these choices instead of fixing the first other player.
"""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Iterator

from model.abilities import Ability, PlayerTarget
from model.evaluate import player_qualifies
from model.state import View

__all__ = [
    "NO_PLAYER",
    "player_code",
    "player_combinations",
    "player_options",
]

#: the ``player`` step's id for "no player" (an optional player target left unnamed)
NO_PLAYER = 1 << 40


def player_code(player_id: str) -> int:
    """A player's 40-bit code in the ``player`` step: BLAKE2b of ``player:<id>`` (UTF-8), so
    it depends on that player's id alone."""
    digest = hashlib.blake2b(f"player:{player_id}".encode(), digest_size=5).digest()
    return int.from_bytes(digest, "big")


def player_options(view: View, player: str, target: PlayerTarget) -> list[tuple[str, ...]]:
    """The choices of one player slot, in the state's player order: each player who may be
    it (one id), then ``()`` (no player) when the slot is optional."""
    ids: list[tuple[str, ...]] = [
        (p.id,) for p in view.state.players if player_qualifies(view, player, p.id, target)
    ]
    return [*ids, ()] if target.optional else ids


def player_combinations(
    view: View, player: str, ability: Ability
) -> Iterator[dict[str, tuple[str, ...]]]:
    """Every choice of all the player slots of ``ability`` together (one dict per choice,
    slot -> player ids; a single empty dict when it targets no player). At most
    players ** slots: a game has a few players and an ability one or two slots."""
    slots = ability.player_targets
    choices = [player_options(view, player, pt) for pt in slots]
    for combo in itertools.product(*choices):
        yield {pt.name: who for pt, who in zip(slots, combo, strict=True)}
