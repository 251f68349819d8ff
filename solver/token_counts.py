"""A stat change counted by tokens ("Personalities and Followers have -1F for each of their
Madness tokens.", Foothold of the Mad; "Ogata has +1F for each opposing Madness token."): the
state lists each card's ``tokens`` (``CardInstance.tokens``, as token costs read them), so
while no card in play carries a token of that name the change is zero and can turn no verdict
(h26adv2 F7; ``solver.traits_in_play``). So too a quality given only while its card has a token
of one name ("This Holding has Renew while it has any Sincerity tokens.", Sapphire Mine; "Furai
has +1C while he has any Fire tokens."; h28adv2 F12): with no such token in play it gives none.
"""

from __future__ import annotations

from collections.abc import Collection

from model.lazy_regex import lazy_regex
from model.state import CardInstance

__all__ = ["per_token_zero"]


#: "Personalities and Followers have -1F for each of their Madness tokens.", "Ogata has +1F for
#: each opposing Madness token.": a stat change counted by tokens of one name, nothing else
_PER_TOKEN = lazy_regex(
    r"^[\w ,'-]+? ha(?:s|ve) [+-]\d+(?:F|C|PH|HR|GP)(?:/[+-]\d+(?:F|C|PH|HR|GP))? for each "
    r"(?:of (?:their|its|his|her) |opposing )?(?P<token>[A-Z][\w-]*) tokens?\.?$"
)


#: "This Holding has Renew while it has any Sincerity tokens.", "Takuma has Tactician while it has
#: one or more Tactician tokens.": a keyword or stat change given only while its card has a token
_WHILE_TOKEN = lazy_regex(
    r"^(?:This [A-Z][a-z]+|[A-Z][\w'-]*) has "
    r"(?:[+-]\d+(?:F|C|PH|HR|GP)(?:/[+-]\d+(?:F|C|PH|HR|GP))?|[A-Z][a-z]+) while (?:it|he|she) "
    r"has (?:any|an?|one or more) (?P<token>[A-Z][\w-]*) tokens?\.?$"
)


def per_token_zero(said: str, in_play: Collection[CardInstance]) -> bool:
    """Is ``said`` a stat change counted by tokens of one name (``_PER_TOKEN``), or a quality
    given while its card has such a token (``_WHILE_TOKEN``), while no card in play carries such a
    token (the state lists each card's ``tokens``): a change of zero?"""
    m = _PER_TOKEN.match(said.strip()) or _WHILE_TOKEN.match(said.strip())
    if m is None:
        return False
    name = m["token"].casefold()
    return not any(t.casefold() == name for c in in_play for t in c.tokens)
