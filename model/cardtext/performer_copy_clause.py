"""The explicit performer of an action that names him with a clause on his past: "Target your
performing unbowed Tattooed Personality who has not performed a copy of this action this game
..." (the Tattoos: Crane Tattoo, Arrowroot Tattoo; "Choose your performing ... this game: ...",
Hummingbird Tattoo).

Abilities and actions / B: "An action's explicit performers are any Followers or Personalities
mentioned in the constraints block with the adjective 'performing'", and "All performers must be
chosen legally for required targeting to be met". The clause "who has not performed a copy of
this action this game" is a past occurrence the state does not report (Costs and restrictions /
Conditions), so it is not read; but it can only narrow the performer ("your performing unbowed
Tattooed Personality" who also ...), so with no such Personality at all the required targeting
fails whatever it says. Read here as that performer's clause alone, when nothing else of the
action's own text (a quoted ability it gives aside; "may not", a restriction) may widen,
replace or excuse it (``model.cardtext.partial_targets._WIDENS``)."""

from __future__ import annotations

import re
from collections.abc import Callable

from model.abilities import Ability
from model.cardtext.partial_targets import _WIDENS
from model.cardtext.performer_clause import performer_alone, timed_paragraph
from model.lazy_regex import lazy_regex

__all__ = ["copy_clause_performer"]

_CLAUSE = lazy_regex(
    r"^(?P<verb>Choose|Target) (?P<who>your performing [^,:;.\"]+?) who has not performed a "
    r"copy of this (?:card's )?action this game(?P<rest>[.:]\s|\sto\s)"
)
#: a quoted ability or trait the action gives: not the action's own words
_QUOTED = lazy_regex(r"\"[^\"]*\"|“[^”]*”")
_MAY_NOT = lazy_regex(r"\bmay not\b", re.IGNORECASE)


def copy_clause_performer(text: str, read: Callable[[str], Ability | None]) -> Ability | None:
    """The required performer of the unread paragraph ``text`` named with the clause "who has
    not performed a copy of this action this game", as an ability of that target only
    (``read``: the importer's full reading of a paragraph, None when not full); None when the
    paragraph is not of that shape or a word of its own may change the performer."""
    got = timed_paragraph(text)
    if got is None:
        return None
    prefix, body = got
    said = body.strip() + " "
    m = _CLAUSE.match(said)
    if m is None or _WIDENS.search(m.group("who")):
        return None
    rest = _MAY_NOT.sub(" ", _QUOTED.sub(" ", said[m.end() :]))
    if '"' in rest or "“" in rest or _WIDENS.search(rest):
        return None
    return performer_alone(prefix, m.group("verb"), m.group("who"), read)
