"""Another witness for a legal attack doubted only for strength penalties (Abilities and
actions / Good Faith Rule: SOME legal choice of targets suffices; h37adv3 N7): "Fear effects
... targeting your Crab Clan Personalities in Kisada's army have -1 strength." doubts a Fear
whose witness is Hida Saiyuki (3F under a strength 3), while an Ashigaru (0F, a Follower: no
Personality) is a target the penalty leaves legal. Each other candidate is tried as the one
target with the whole check (``solver.witness_retry``); the first answer legal with nothing
doubted stands, else the doubt does."""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.abilities import Ability
from model.lazy_regex import lazy_regex
from model.state import View
from solver.pair_witness import pair_witness
from solver.verdict import Verdict

__all__ = ["strength_witness"]

_PENALTY = lazy_regex(r"(?<![\w+])-\d+ strength\b", re.IGNORECASE)


def strength_witness(
    view: View, player: str, verdict: Verdict, ab: Ability, could: Sequence[str]
) -> Verdict | None:
    """A legal verdict with another target when every doubting sentence of ``could`` ("Title
    (id): sentence") gives attacks a strength penalty, else None."""
    w = verdict.witness
    if verdict.status != "legal" or w is None or not could:
        return None
    if not all(_PENALTY.search(shown.split("): ", 1)[-1]) for shown in could):
        return None
    firsts = frozenset(c for ids in w.targets.values() for c in ids)
    if not firsts:
        return None
    from solver.witness_retry import other_witness  # it checks again (a cycle at import)

    found = other_witness(view, player, verdict, ab, [firsts])
    return found or pair_witness(view, player, verdict, ab, firsts)  # two slots (h44adv3 W1)
