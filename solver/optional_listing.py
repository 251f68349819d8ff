"""The optional targets of each listed announcement (``legal_announcements(all_targets=True)``;
Abilities and actions / A. Announce the action: the targets a player names on announcement,
optional ones included, are chosen then; h41adv1 W2). "Target two or three of your performing
Samurai" (Brothers in Battle) lists each pair and each set of three, once: after a set of
required targets, each optional slot the ability names at the top level may name no card, or
cards in id order (``solver.optional_targets.more_candidates``: an interchangeable ``_more``
slot only after its base's highest id), as the factored action space (``solver.decision``)
reaches them. Bounded by ``_MOST`` extensions per set and a deadline; past either, the sets
not reached are not listed (their slots' first cards were)."""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping

from model.abilities import Ability, TargetSpec
from model.state import View
from solver.optional_targets import more_candidates, optional_slots, slot_max

__all__ = ["with_optional"]

_MOST = 64


def with_optional(
    view: View,
    player: str,
    card: str,
    ability: Ability,
    required: Mapping[str, tuple[str, ...]],
    deadline: float,
) -> Iterator[dict[str, tuple[str, ...]]]:
    """``required``, then each choice of the optional slots' cards added to it (each set of
    cards once, the slots in printed order, the cards of a slot in id order)."""
    slots = optional_slots(ability)
    found = 0

    def walk(i: int, chosen: dict[str, tuple[str, ...]]) -> Iterator[dict[str, tuple[str, ...]]]:
        nonlocal found
        if i == len(slots):
            found += 1
            yield dict(chosen)
            return
        spec: TargetSpec = slots[i]
        yield from walk(i + 1, chosen)  # no (more) card in this slot
        have = chosen.get(spec.name, ())
        if len(have) >= slot_max(view, player, card, spec):
            return
        for cid in more_candidates(view, player, card, ability, spec, chosen):
            if found >= _MOST or time.monotonic() > deadline:
                return
            yield from walk(i, {**chosen, spec.name: (*have, cid)})

    yield from walk(0, dict(required))
