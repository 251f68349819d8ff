"""The stat part of a Personality's own printed-attack bonus sentence under a condition the
state settles: "Haniko has +1F, and her printed :ranged: has +1 strength, while she is
attacking and opposed." (Utaku Haniko; h44adv5 N1).

The sentence names its own card only (its name a word of the card's title; Reference 04, a
card may refer to its own title), so its Force (Chi) change is that card's, exactly while the
condition holds (Reference 04: a bonus changes the stat while its effect lasts; Effects: a
continuous effect applies while its condition is met). The condition is read as
``model.cardtext.own_printed_bonus_when`` reads it for the printed attack ("attacking":
Reference 05, Side; "opposed": Reference 05, opposed units) and evaluated on the state with the
card as its subject; an Attack Phase whose Attacker the state does not name leaves it not
settled (a doubt). The printed attack's part is ``own_printed_bonus_when``'s. Not applied when
the state states the card's effects or a modifier of the card names it as its source
(``model.own_stats.applied_changes``)."""

from __future__ import annotations

import re

from model.cardtext.conditions import parse_condition
from model.cardtext.own_printed_bonus_when import SENTENCE
from model.common import CardType, Stat
from model.evaluate import condition_holds
from model.lazy_regex import lazy_regex
from model.own_stats import applied_changes, settled_by
from model.selectors import SOURCE
from model.state import Phase, View

__all__ = ["printed_bonus_stat_bonus", "settled_printed_bonus_stat"]

_CHI_PENALTY = lazy_regex(r"-\d+C")


def _read(view: View, card: str, said: str) -> tuple[str, re.Match[str]] | None:
    """(the card itself, the sentence's match) of ``said`` of ``card`` (in play), or None."""
    m = SENTENCE.fullmatch(said.strip())
    if m is None or not view.card(card).in_play:
        return None
    printed = view.definition(card)
    if printed.type is not CardType.PERSONALITY or _CHI_PENALTY.search(m["own"]):
        return None  # a Chi penalty may destroy a Personality: more than a number
    if not re.search(rf"(?<![\w'-]){re.escape(m['name'])}(?![\w'-])", printed.title):
        return None  # another card's name
    if any(e.source == card for e in view.state.effects):
        return None
    return card, m


def _times(view: View, card: str, subject: str, m: re.Match[str]) -> int | None:
    """1 while the condition holds, 0 while it does not, None when the state does not say."""
    state = view.state
    if state.phase is Phase.ATTACK and state.attacker is None:
        return None
    printed = view.definition(card)
    said = m["name"] + m["cond"][len(m["subject"]) :]  # "she is attacking" -> "Haniko is ..."
    cond = parse_condition(said, printed.title, printed.type)
    if isinstance(cond, str) or cond.pasts():
        return None
    binding = {SOURCE: subject}
    return int(condition_holds(view, view.card(card).controlled_by, cond, binding))


def settled_printed_bonus_stat(view: View, card: str, said: str) -> bool | None:
    """True when ``said`` of ``card`` is read (see the module) and changes its card now, False
    when read and it changes nothing, None when not read or not settled."""
    return settled_by(view, card, said, _read, _times)


def printed_bonus_stat_bonus(view: View, card_id: str, stat: Stat) -> int:
    """The sum of the applied sentences' changes to ``stat`` of ``card_id`` (in play)."""
    if not view.card(card_id).in_play:
        return 0
    return applied_changes(view, "printed_bonus_stats", _read, _times).get((card_id, stat), 0)
