"""An attack's bonus on a target outside a Clan: "+1 strength if the target is a non-Spider
Clan :shadowlands: card" (Hida O-Win • Experienced), for ``attack_bonuses``.

The target's keyword and Clan Alignment are known when the action is announced (Reference 03:
a card's Clan Alignment, its Clan or a Clan keyword it prints; Reference 04: keywords), so the
strict reading gives the target the higher Force limit while it has the keyword and not that
Clan (README "An attack's higher strength under a condition")."""

from __future__ import annotations

import re

from model.cardtext.target_words import KEYWORDS
from model.common import RULES_CLANS, clan_word
from model.lazy_regex import lazy_regex
from model.selectors import Condition, Selector

__all__ = ["non_clan_target"]

_NON_CLAN = lazy_regex(
    r"^(?:the|its) target is an? non-(?P<clan>(?-i:[A-Z][a-z]+)) Clan "
    r"(?::(?P<icon>[a-z]+):|(?P<kw>(?-i:[A-Z][a-z]+))) card$",
    re.IGNORECASE,
)


def non_clan_target(text: str, name: str) -> Condition | None:
    """The condition on the target ``name`` (None: not this form, or a word not read)."""
    m = _NON_CLAN.fullmatch(text.strip())
    if m is None:
        return None
    clan = clan_word(m.group("clan"))
    word = (m.group("icon") or m.group("kw") or "").lower()
    if clan not in RULES_CLANS or word not in KEYWORDS:
        return None
    return Condition(
        all_of=(Condition(card=name, matches=Selector(keyword=(word,))),),
        none_of=(Condition(card=name, matches=Selector(clan=clan)),),
    )
