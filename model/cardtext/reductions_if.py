"""A Gold reduction under a condition of a card an effect brings into play ("Equip a Weapon to
your target Personality, paying 3 less Gold if he is a Kensai and opposed", "Attach it to
Hailung, paying all costs, and paying 4 less Gold if he is defending").

Abilities and actions / Good Faith Rule: the player must be able to meet all costs to bring the
card into play legally, "effects that reduce costs" included. A condition on the board, said
of the Personality the card attaches to ("he") or of you ("if you are a Crab Clan player"), is
read (``BringIntoPlay.reduction_if``, checked with the action's choices). Any other condition is
not read: the strict reading pays the full cost (it may demand more than the truth, never less),
the lenient one the reduced cost (never more), so an answer that the condition would settle is
``unknown``, never a false ``illegal`` or ``legal``."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import BringIntoPlay, Effect
from model.cardtext.conditions import parse_condition
from model.cardtext.conditions_cards import said_of
from model.common import NUMBER_WORDS
from model.lazy_regex import lazy_regex
from model.selectors import Condition

__all__ = ["reduced_if", "split_if_less"]

_NUM = NUMBER_WORDS
#: ", paying 3 less Gold if he is a Kensai and opposed" ending the sentence.
_IF_LESS = lazy_regex(
    r"^(?P<head>.+?),? (?:and )?(?:paying|for) (?P<n>\d+|one|two|three|four|five) less Gold "
    r"if (?P<cond>[^.;:()]+?)\.?$",
    re.IGNORECASE,
)
#: Words a condition may not hide (they would speak of targeting or of other costs).
_HIDDEN = lazy_regex(r"\b(?:target\w*|cost\w*|gold|instead|unless|may|must)\b", re.IGNORECASE)


def split_if_less(sentence: str) -> tuple[str, int, str]:
    """``sentence`` without a final conditional reduction, the reduction (0: none read) and the
    words of its condition."""
    m = _IF_LESS.fullmatch(sentence.strip())
    if m is None or _HIDDEN.search(m.group("cond")) or "paying" in m.group("cond").lower():
        return sentence, 0, ""
    n = m.group("n")
    less = int(n) if n.isdigit() else _NUM[n.lower()]
    return f"{m.group('head')}.", less, m.group("cond")


def reduced_if(
    index: int,
    effect: BringIntoPlay,
    less: tuple[int, str],
    title: str,
    notes: list[str],
) -> tuple[BringIntoPlay, dict[int, Effect]]:
    """The effect as read with the reduction ``less`` (Gold, the condition's words), and the
    lenient reading's effect at ``index`` when the condition is not read (its note added to
    ``notes``); ``effect`` unchanged when no reduction was split off or no cost is paid."""
    gold, words = less
    if not gold or not effect.pay_cost:
        return effect, {}
    reduced = replace(effect, cost_reduction=effect.cost_reduction + gold)
    if not effect.cost_reduction and (cond := _condition(words, effect.attach_to, title)):
        return replace(reduced, reduction_if=cond), {}
    notes.append(
        "a Gold reduction under a condition not read: paid in full, or reduced (the lenient "
        "reading)"
    )
    return effect, {index: Effect(bring_into_play=reduced)}


_HE_IS = lazy_regex(r"^(?:he|she) is (?P<what>.+)$", re.IGNORECASE)
#: What a reduction's condition may ask: the board now (no past, no action awaiting Interrupts).
_BOARD = frozenset(
    {"card", "matches", "you_are", "your_clan", "in_battle", "your_turn", "phase", "control"}
    | {"exists", "all_of", "any_of", "none_of"}
)


def _condition(words: str, host: str | None, title: str) -> Condition | None:
    """ "he is defending or if you are a Crab Clan player": "he" is the Personality the card
    attaches to (``host``); None when any part is not read."""
    parts = []
    for part in re.split(r",? or if ", words.strip(), flags=re.IGNORECASE):
        said = _HE_IS.fullmatch(part.strip())
        if said is not None:
            if host is None:
                return None
            got = parse_condition(f"this card is {said.group('what')}", title, None)
            cond = said_of(got, host) if isinstance(got, Condition) else None
        else:
            got = parse_condition(part, title, None)
            cond = got if isinstance(got, Condition) and not got.references() else None
        if cond is None or not _on_board(cond):
            return None
        parts.append(cond)
    return parts[0] if len(parts) == 1 else Condition(any_of=tuple(parts))


def _on_board(cond: Condition) -> bool:
    """Does ``cond`` ask only what the board shows now?"""
    plain = Condition()
    for name in Condition.__dataclass_fields__:
        if name not in _BOARD and getattr(cond, name) != getattr(plain, name):
            return False
    return all(_on_board(c) for c in (*cond.all_of, *cond.any_of, *cond.none_of))
