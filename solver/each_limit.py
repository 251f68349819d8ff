"""A usage limit for each card of a kind ("Battle: Once per battle per Personality, move home
your target Ratling Personality.", The Meeting Place; Abilities and actions: a printed limit
replaces the default once per turn). The state counts an ability's uses per turn, battle and
game (``GameState.memory``), not the cards they targeted: while none is counted in the period,
no card has used the limit and the action is checked as any other; once one is, whether the
card chosen now was already chosen is not reported, and a legal answer is unsettled (never a
guess; h41adv4 N2 b4)."""

from __future__ import annotations

from model.abilities import UsageLimit

__all__ = ["each_limit_note"]


def each_limit_note(limit: UsageLimit, count: int) -> str:
    """Why a legal answer under ``limit`` (with ``each``) is unsettled after ``count`` uses."""
    times = {1: "once", 2: "twice"}.get(count, f"{count} times")
    return (
        f"its limit is {limit.times}x per {limit.per} per {limit.each}; it was used {times} this "
        f"{limit.per}, and on which {limit.each} the state does not report (its 'memory' counts "
        "uses only)"
    )
