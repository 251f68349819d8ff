"""A definite refusal of a Recruit or Equip decided first (Costs and restrictions /
Restrictions; Reference 03: Unique, Singular, Loyal, the Honor Requirement; a card's own Clan
entering condition, ``solver.own_entry``): an unread sentence can turn it only when it names
that very requirement ("may ignore Honor Requirements", "considered aligned to ... when
checking the Loyal restriction", "considered <Title> for ... the Unique restriction"); any other
sentence (a Gold change, a Follower limit, another card's Spells) leaves the refusal standing
(h28adv2 F11/F13 addenda, h28adv3 N10)."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["spares_refusal"]

#: words any sentence lifting a restriction may use
_ANY = r"\brestrict"
#: a refusal's opening words -> the words a sentence turning it must name
_NAMES = (
    (
        ("Unique:", "Singular:"),
        lazy_regex(rf"\bunique|\bsingular|\bconsidered\b|\btitle|\bcop(?:y|ies)\b|{_ANY}", re.I),
    ),
    (("Loyal:",), lazy_regex(rf"\bloyal|\bclan\b|\balign|\bconsidered\b|{_ANY}", re.I)),
    # a Clan alignment too: a player ignores the Honor Requirements of his Clan's Personalities
    # (Reference 03)
    (
        ("Honor Requirement ",),
        lazy_regex(rf"\bhonor\b|(?<![a-z])HR\b|\brequirements?\b|\bclan\b|\balign|{_ANY}", re.I),
    ),
    (("it enters play only for a ",), lazy_regex(rf"\bclan\b|\balign|{_ANY}", re.I)),
)


def spares_refusal(refused: str, said: str) -> bool:
    """Can the unread sentence ``said`` not turn the refusal whose first reason is ``refused``
    (it names none of the words of that requirement)? False when ``refused`` is no such
    refusal (a Gold shortfall, a host)."""
    for openings, names in _NAMES:
        if refused.startswith(openings):
            return names.search(said) is None
    return False
