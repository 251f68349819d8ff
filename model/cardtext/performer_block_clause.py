"""The explicit performer of an action whose constraints block is the performer's clause alone
and whose effects are not read whole: "Battle: Choose your performing unbowed Monk: You may
target and destroy an enemy attachment. If your Monk has any Fire tokens, Ranged 4 Attack."
(Engulfing Flames; h42adv4 U1).

Abilities and actions / B: "An action's explicit performers are any Followers or Personalities
mentioned in the constraints block with the adjective 'performing'" and "All performers must be
chosen legally for required targeting to be met". The effects block says what is done: an
effect the player may carry out ("You may target and destroy ...", a sentence opening with
"You may") and an "if" asking about the performer himself ("If your Monk has any Fire tokens")
presuppose him and excuse nothing; any other word that may widen, replace or excuse him
(``model.cardtext.partial_targets._WIDENS``: "instead", "unless", "choose", ...) leaves the
action unread. "Bow your performing X" is his bowing, a cost, so he must be unbowed
(``performer_clause.performer_alone``)."""

from __future__ import annotations

import re
from collections.abc import Callable

from model.abilities import Ability
from model.cardtext.partial_targets import _WIDENS
from model.cardtext.performer_clause import performer_alone, timed_paragraph
from model.lazy_regex import lazy_regex

__all__ = ["performer_block_part"]

_CLAUSE = lazy_regex(
    r"^(?P<verb>Choose|Target|Bow) (?P<who>your (?:target )?performing [^,:;.\"]+)$"
)
#: "You may <verb> ..." opening a sentence of the effects: an effect the player may carry out
_YOU_MAY = lazy_regex(r"(?:^|(?<=[.!] ))You may (?=[a-z])")


def performer_block_part(text: str, read: Callable[[str], Ability | None]) -> Ability | None:
    """The required performers of the unread paragraph ``text`` (an action's own timing read)
    whose constraints block is only "<Choose|Target|Bow> your performing <X>", as an ability of
    those performers only; None when it is not that shape or a word of the effects may change
    them."""
    got = timed_paragraph(text)
    if got is None or '"' in text or "“" in text:
        return None
    prefix, body = got
    blocks = body.split(":")
    if len(blocks) != 2:
        return None
    m = _CLAUSE.match(blocks[0].strip())
    if m is None or re.search(r"\b(?:and|or|to)\b", m.group("who")):
        return None
    noun = m.group("who").split()[-1]
    rest = re.sub(rf"\b[Ii]f your {re.escape(noun)}\b", "", blocks[1].strip())
    rest = _YOU_MAY.sub("", rest)
    if _WIDENS.search(rest):
        return None
    return performer_alone(prefix, m.group("verb"), m.group("who"), read)
