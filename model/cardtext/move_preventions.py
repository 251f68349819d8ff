"""A trait sentence that only prevents its own card (or, on an attachment, its bearer) from
being moved by actions or effects: "Other players' actions cannot move Muroken while you are the
Defender." (Doji Muroken), "Actions cannot move this Personality." (Weathered Armor), "While you
are the Attacker, other players' actions cannot move this Personality." (Tsuko's Heart), "Your
actions will not move this Personality to or from battlefields." (Armor of the Mountain).

Effects / Prevention: "cannot" and "will not" prevent the change, they are not a restriction
on choosing (Effects / Choices: "A choice may be made even if its consequences would be ...
prevented"; Blind cards rule, Example 2: a Battle action that says it moves a target unit is
legal even if that movement is prevented). So such a sentence never makes an action that moves
the card illegal, nor restricts its targets: it is not among the sentences that may change
other cards' actions (``CardDef.actions_unread``). A cost that moves the card may be stopped
by it (Costs and restrictions: a prevented change can't pay a cost): it stays with
``CardDef.prevents_unread``, which costs consult."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["moves_prevented_only"]

_WHOSE = r"(?:(?:[Oo]ther players'|[Yy]our|[Oo]ther players' cards'|[Cc]ards?'?) )?"
_MOVE_PREVENTED = lazy_regex(
    r"^(?:While [^,.;]+, )?"
    rf"{_WHOSE}(?:[Aa]ctions|[Ee]ffects|[Cc]ard effects) (?:cannot|can't|will not) move "
    r"(?P<who>this Personality|[A-Z][\w'-]+)"
    r"(?: home| to or from battlefields)?"
    r"(?: while [^,.;]+)?\.?$"
)


def moves_prevented_only(said: str, title: str) -> bool:
    """Is ``said`` only such a prevention of moving its own card (``title``) or bearer?"""
    m = _MOVE_PREVENTED.match(said.strip())
    if m is None:
        return False
    who = m["who"]
    if who == "this Personality":
        return True
    words = {w for w in re.split(r"[\s•,]+", title) if len(w) > 2}
    return who in words
