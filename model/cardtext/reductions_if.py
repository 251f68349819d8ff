"""A Gold reduction under a condition of a card an effect brings into play ("Equip a Weapon to
your target Personality, paying 3 less Gold if he is a Kensai and opposed", "Attach it to
Hailung, paying all costs, and paying 4 less Gold if he is defending").

Abilities and actions / Good Faith Rule: the player must be able to meet all costs to bring the
card into play legally, "effects that reduce costs" included. The condition is not read: the
strict reading pays the full cost (it may demand more than the truth, never less), the lenient
one the reduced cost (never more), so an answer that the condition would settle is
``unknown``, never a false ``illegal`` or ``legal``."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import BringIntoPlay, Effect
from model.common import NUMBER_WORDS

__all__ = ["reduced_if", "split_if_less"]

_NUM = NUMBER_WORDS
#: ", paying 3 less Gold if he is a Kensai and opposed" ending the sentence.
_IF_LESS = re.compile(
    r"^(?P<head>.+?),? (?:and )?(?:paying|for) (?P<n>\d+|one|two|three|four|five) less Gold "
    r"if (?P<cond>[^.;:()]+?)\.?$",
    re.IGNORECASE,
)
#: Words a condition may not hide (they would speak of targeting or of other costs).
_HIDDEN = re.compile(r"\b(?:target\w*|cost\w*|gold|instead|unless|may|must)\b", re.IGNORECASE)


def split_if_less(sentence: str) -> tuple[str, int]:
    """``sentence`` without a final conditional reduction, and the reduction (0: none read)."""
    m = _IF_LESS.fullmatch(sentence.strip())
    if m is None or _HIDDEN.search(m.group("cond")) or "paying" in m.group("cond").lower():
        return sentence, 0
    n = m.group("n")
    return f"{m.group('head')}.", int(n) if n.isdigit() else _NUM[n.lower()]


def reduced_if(index: int, effect: BringIntoPlay, less: int, notes: list[str]) -> dict[int, Effect]:
    """The lenient reading's effect at ``index``: ``effect`` paying ``less`` less Gold (nothing
    when no reduction was split off or no cost is paid); its note added to ``notes``."""
    if not less or not effect.pay_cost:
        return {}
    notes.append(
        "a Gold reduction under a condition not read: paid in full, or reduced (the lenient "
        "reading)"
    )
    reduced = replace(effect, cost_reduction=effect.cost_reduction + less)
    return {index: Effect(bring_into_play=reduced)}
