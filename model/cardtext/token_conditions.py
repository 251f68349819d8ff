"""A condition counting a card's tokens: "If Mitsu has four or fewer Fire tokens" (Mitsu •
Experienced), "If this Follower has three or fewer Fire tokens" (Gunso Atshushi), "If Tsu has
three or fewer Kharma tokens" (Hsi Tsu). The card named is the card itself (or its bearer, as
``conditions.named_card`` reads "<who>"); the count is of the tokens of that name it carries
(the state's ``tokens``; ``model.board_counts``'s ``token_<name>``), checked as the condition is
(Abilities and actions / conditions)."""

from __future__ import annotations

from collections.abc import Callable

from model.common import NUMBER_WORDS
from model.lazy_regex import lazy_regex
from model.selectors import Condition

_TOKENS = lazy_regex(
    r"(?P<who>this [a-z]+|[a-z][\w'-]*) has (?P<n>\d+|[a-z]+) or (?P<dir>fewer|more) "
    r"(?P<token>[a-z]+) tokens"
)


def token_count_condition(low: str, named: Callable[[str], str | None]) -> Condition | None:
    """ "mitsu has four or fewer fire tokens" -> ``source.token_fire <= 4``; None for another
    condition or a card not named (``named``: whom "<who>" names, None when not read)."""
    m = _TOKENS.fullmatch(low)
    if m is None:
        return None
    word = m.group("n")
    n = int(word) if word.isdigit() else NUMBER_WORDS.get(word)
    who = named(m.group("who"))
    if n is None or who is None:
        return None
    op = "<=" if m.group("dir") == "fewer" else ">="
    return Condition(where=(f"{who}.token_{m.group('token')} {op} {n}",))
