"""Failures no text in play can turn (h42adv1 N3): a doubt from text not read (a trait of a card
in play, "Will not challenge.") may turn only a verdict that text could change, never one of
these, which stays ``illegal``.

- "Put this card into play." while the card is already in play (Reference 05: a card in play
  does not enter play; Abilities and actions / A: Good Faith needs a legal card to bring, and
  the FAQ: "You can't announce such an action unless you have a card you can legally play").
"""

from __future__ import annotations

from solver.bring_words import SELF_IN_PLAY, SELF_IN_PLAY_END
from solver.verdict import Reason, Verdict

__all__ = ["sure_failure"]


def _sure(reason: Reason) -> bool:
    """Can no text turn ``reason``?"""
    text = reason.text
    return (
        reason.code == "entering"
        and text.startswith(SELF_IN_PLAY)
        and text.endswith(SELF_IN_PLAY_END)
    )


def sure_failure(verdict: Verdict) -> bool:
    """Is ``verdict`` illegal for reasons no text could turn, every one of them?"""
    return (
        verdict.status == "illegal"
        and bool(verdict.details)
        and all(_sure(r) for r in verdict.details)
    )
