"""An action's effect that shuts later uses of every card of its own title ("You may not use
abilities on any Libraries of Kyuden Isawa again this turn."; effects.txt, "May not"): once one
such action of the player's has resolved, a later use of any copy is not allowed in that
period. Read as a restriction of the action itself: no action of the player's from a card of
its title resolved in that period (``resolved_title``, ``model.past``; unreported: unknown).

Read only when the card has no other action (another action of the title resolving counts for
``resolved_title`` too): otherwise the paragraph is not claimed. A title with a subtitle or
"Experienced" is not read (which copies "any <title>" names is not settled)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from model.abilities import Ability
from model.cardtext.imported import ImportedAbility
from model.lazy_regex import lazy_regex
from model.past import Past, Period
from model.selectors import Condition

__all__ = ["shut_by_title"]

_AGAIN = lazy_regex(
    r"\bYou may not use abilities on any (?P<title>[^.]+?) again this "
    r"(?P<per>turn|phase|battle|game)\b",
    re.IGNORECASE,
)
_PERIODS: dict[str, Period] = {"turn": "turn", "phase": "phase", "battle": "battle", "game": "game"}


def _restriction(text: str, title: str) -> Condition | str | None:
    """The restriction an own-title sentence of ``text`` reads as; None: there is none; a str:
    one that is not read (why)."""
    m = _AGAIN.search(text)
    if m is None:
        return None
    own = " ".join(title.split())
    if m.group("title").strip().lower() != own.lower():
        return None  # another title's cards: a later effect, not this action's requirement
    if re.search(r"[•(]|\bexperienced\b", own, re.IGNORECASE):
        return f"which copies {m.group(0)!r} names (a title with a subtitle)"
    past = Past(event="resolved_title", period=_PERIODS[m.group("per").lower()], title=own)
    return Condition(none_of=(Condition(past=past),))


def _with(ability: Ability, cond: Condition) -> Ability:
    def add(ab: Ability) -> Ability:
        both = cond if ab.condition is None else Condition(all_of=(ab.condition, cond))
        return replace(ab, condition=both)

    lenient = ability.lenient
    return replace(add(ability), lenient=None if lenient is None else add(lenient))


def shut_by_title(paragraphs: Sequence[ImportedAbility], title: str) -> tuple[ImportedAbility, ...]:
    """``paragraphs`` (a card's, in order) with each full action whose effects shut its own
    title's abilities again this period restricted by that, or not claimed when the card has
    another action."""
    actions = sum(1 for p in paragraphs if p.level not in ("trait", "production"))
    out: list[ImportedAbility] = []
    for p in paragraphs:
        said = _restriction(p.text, title) if p.full and p.ability is not None else None
        if said is None or p.ability is None:
            out.append(p)
        elif isinstance(said, str) or actions > 1:
            why = said if isinstance(said, str) else "another action of the card resolving"
            out.append(
                replace(
                    p,
                    level="costs",
                    ability=replace(p.ability, not_understood=(p.text,), lenient=None),
                    not_understood=f"not understood: an effect shutting its title's abilities "
                    f"again ({why})",
                    gap="title shut again",
                )
            )
        else:
            out.append(replace(p, ability=_with(p.ability, said)))
    return tuple(out)
