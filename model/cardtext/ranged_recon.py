"""A Ranged Attack whose target is widened while you have Reconnaissance: "Ranged 4 Attack
which may target a Personality with attached Followers if you have Reconnaissance" (Toritaka
Chokichi, Strategic Strike).

Its target is the Ranged Attack's (an enemy Follower, or Personality without Followers, at the
current battlefield: the Ranged Attack reminder), or, while you have Reconnaissance, any enemy
Personality there (Costs and restrictions, Conditions: a condition known when the action is
announced): read as a target whose relation "no attached Followers" holds, or whose
alternative under the condition ``reconnaissance`` (the state's ``players[].reconnaissance``)
holds. Not stated: read as not held, so a legal answer holds and an illegal one is unknown
(``solver.timing``).
"""

from __future__ import annotations

import re

from model.abilities import LimitWhen
from model.lazy_regex import lazy_regex
from model.selectors import Condition

__all__ = ["RECON", "recon_limits", "recon_plain", "recon_where"]

_RECON = lazy_regex(
    r",? which may target a Personality with attached Followers if you have Reconnaissance"
    r"(?=\.?$)",
    re.IGNORECASE,
)
#: the condition of the wider target
RECON = Condition(reconnaissance=True)


def recon_plain(text: str) -> str | None:
    """``text`` without its widening under Reconnaissance (None: it has none)."""
    m = _RECON.search(text.strip())
    return None if m is None else text.strip()[: m.start()] + "."


def recon_where(name: str) -> tuple[str, ...]:
    """The target ``name`` has no attached Followers (a Follower has none)."""
    return (f"{name}.attached_follower == 0",)


def recon_limits(name: str, force: tuple[str, ...] = ()) -> tuple[LimitWhen, ...]:
    """Any enemy Personality there, while you have Reconnaissance (``force``: the strict
    reading's Force limits, kept)."""
    return (LimitWhen(condition=RECON, where=(f"{name}.attached_follower >= 0", *force)),)
