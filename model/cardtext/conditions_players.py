"""Restrictions on the players' Honor and cards (Costs and restrictions / Restrictions), read
by ``model.cardtext.conditions.parse_condition`` after its own readings:

- "another player has 40 or more Honor": some other player's Family Honor (a player's Honor is
  his Family Honor, Reference 02);
- "you have -20 or lower Honor": your Family Honor;
- "another player has five Rings in play": some other player controls five or more Rings (each
  player counted alone: a Ring of that player's whose controller controls five);
- a list of them with one "or" ("another player has 40 or more Honor, has five Rings in play,
  or you have -20 or lower Honor"): any of them, a piece without a subject ("has five Rings in
  play") said of the subject before it.

Anything else is None (not one of these) or a string (what is not read).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from model.cardtext.target_words import NOUNS
from model.common import NUMBER_WORDS, CardType
from model.lazy_regex import lazy_regex
from model.selectors import Condition, Controller, CountAtLeast, PlayerHonor, Selector

__all__ = ["list_condition", "player_condition"]

_N = NUMBER_WORDS
_ANOTHER_HONOR = lazy_regex(r"^another player has (?P<n>\d+) or (?:more|higher) honor$")
_YOUR_HONOR = lazy_regex(r"^you have (?P<n>-?\d+) or (?P<dir>lower|less|fewer|higher|more) honor$")
_ANOTHER_HAS = lazy_regex(
    r"^another player has (?P<n>\d+|one|two|three|four|five|six|seven|eight) (?P<noun>[a-z]+) "
    r"in play$"
)


def player_condition(low: str) -> Condition | None:
    """One of the conditions above (``low``: lower case, one space between words); None: not
    one of these."""
    if m := _ANOTHER_HONOR.fullmatch(low):
        return Condition(player_honor=PlayerHonor(whose="another", at_least=int(m.group("n"))))
    if m := _YOUR_HONOR.fullmatch(low):
        n = int(m.group("n"))
        if m.group("dir") in ("higher", "more"):
            return Condition(family_honor_at_least=n)
        return Condition(family_honor_at_most=n)
    if (m := _ANOTHER_HAS.fullmatch(low)) and (types := NOUNS.get(m.group("noun"))):
        word = m.group("n")
        n = int(word) if word.isdigit() else _N[word]
        if not m.group("noun").endswith("s") or n < 2 or types == ():
            return None
        if set(types) != {CardType.RING}:
            return None  # (Rings only: what every card type "in play" means is not needed)
        # some other player controls n of them: a card of theirs whose controller controls n
        theirs = Selector(
            type=types,
            controller=Controller.OPPONENT,
            controller_controls=CountAtLeast(select=Selector(type=types), at_least=n),
        )
        return Condition(exists=CountAtLeast(select=theirs))
    return None


_SUBJECT = lazy_regex(r"^(?P<who>another player|you) (?:has|have)\b")


def list_condition(low: str, read: Callable[[str], Condition | str]) -> Condition | str | None:
    """ "A, B, or C" (one "or", before the last piece): any of the pieces, each read whole by
    ``read``; a piece opening with "has" takes the subject of the piece before it. None: no
    such list."""
    pieces = re.split(r",\s*or\s+|,\s+", low)
    if len(pieces) < 3 or not re.search(r",\s*or\s+[^,]+$", low):
        return None
    said: list[Condition] = []
    subject = None
    for piece in pieces:
        if piece.startswith("has ") and subject is not None:
            piece = f"{subject} {piece}"
        elif (s := _SUBJECT.match(piece)) is not None:
            subject = s.group("who")
        got = read(piece)
        if isinstance(got, str):
            return got
        said.append(got)
    return Condition(any_of=tuple(said))
