"""The explicit performer of an action whose effects are not read whole, when its body opens
with the performer's own clause and "to": "Target your performing unbowed Paragon to bow a
target card in an enemy unit. Negate its next straightening (this turn) if your Paragon is
Shadowlands. Lose 2 Honor." (Bow Before My Will; h40adv4 N1).

Abilities and actions / B: "An action's explicit performers are any Followers or Personalities
mentioned in the constraints block with the adjective 'performing'" and "All performers must be
chosen legally for required targeting to be met". What follows "to" is what the performer does;
no sentence of it can supply a performer where none is, unless a word of it may widen, replace
or excuse the performer (``model.cardtext.partial_targets._WIDENS``: "instead", "if", "may",
"unless", ...). An "if" asking about the performer itself ("if your Paragon is Shadowlands")
and a duration in parentheses ("(this turn)") presuppose him and excuse nothing. Two performers
joined by "and" ("Target your performing Personality and your performing Nonhuman or Undead
Personality to ...", Chuda Kiuchi) may be one card or two (not read); the second is required
either way, so it alone is the part read: with none to choose the action is illegal."""

from __future__ import annotations

import re
from collections.abc import Callable

from model.abilities import Ability
from model.cardtext.partial_targets import _WIDENS
from model.cardtext.performer_clause import performer_alone, timed_paragraph
from model.lazy_regex import lazy_regex

__all__ = ["performer_to_part"]

_CLAUSE = lazy_regex(
    r"^(?P<verb>Choose|Target) (?P<who>your (?:target )?performing [^,:;.\"]+?) to "
    r"(?P<rest>\S[^:]*)$"
)
_PAIR = lazy_regex(r"^your performing [^,]+? and (?P<b>your performing [^,]+)$")
_DURATION = lazy_regex(r"\((?:this turn|until the turn ends|until end of turn)\)", re.I)


def performer_to_part(text: str, read: Callable[[str], Ability | None]) -> Ability | None:
    """The required performers of the unread paragraph ``text`` (an action's own timing read)
    whose body is "<Target|Choose> your performing <X> to ...", as an ability of those
    performers only; None when it is not that shape or a word of the rest may change them."""
    got = timed_paragraph(text)
    if got is None or '"' in text or "“" in text:
        return None
    prefix, body = got
    m = _CLAUSE.match(body.strip())
    if m is None or " to " in m.group("who"):
        return None
    noun = m.group("who").split()[-1]
    rest = _DURATION.sub("", m.group("rest"))
    rest = re.sub(rf"\bif your {re.escape(noun)}\b", "", rest)
    if _WIDENS.search(rest):
        return None
    who = m.group("who")
    # "your performing Personality and your performing Nonhuman or Undead Personality" (Chuda
    # Kiuchi; h42adv1 N9): whether one card may be both is not read, but the second performer
    # is required either way, so it alone is the part read (its want fails the action)
    pair = _PAIR.match(who)
    return performer_alone(prefix, m.group("verb"), pair.group("b") if pair else who, read)
