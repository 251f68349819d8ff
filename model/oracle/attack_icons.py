"""The Fear icon of the set files (``:fear:``), read as the word the Oracle export prints in its
place. ../shared/README.md: set-file text is "HTML-ish, with icons like :bow: and :g4:"; no list
defines ``:fear:``, but the set files and the export print the same cards with the icon where the
export has the word "Fear" ("Tireless Battle: :fear: 3 (Bow a target enemy Follower or
Personality without Followers with 3 or lower Force.)", The Hidden Bastion of the Spider; "Battle:
:fear: 3." / "Battle: Fear 3 (...)", Skeletal Troops; ":fear:, :melee:, and :ranged: targeting
this Follower" / "Fear effects, Melee Attacks, and Ranged Attacks targeting this Follower",
Legion of the Khan), as the keyword icons are read as their keywords (":shadowlands:"). Only
``:fear:`` is read here: ``:ranged:`` and ``:melee:`` stand for "Ranged N Attack" or "Ranged"
alone by position, which this does not settle."""

from __future__ import annotations

import re

__all__ = ["fear_icon_words"]

#: the icon, not a cost icon's closing colon (":fear::")
_FEAR = re.compile(r":fear:(?!:)")


def fear_icon_words(texts: list[str]) -> list[str]:
    """``texts`` with each Fear icon as the word "Fear"."""
    return [_FEAR.sub("Fear", t) for t in texts]
