"""An attack bonus's condition on every card of a type in the card's own army ("Melee 3 Attack,
with +1 strength if all your Personalities in this army are Shadowlands", Wicked Chain), for
``attack_bonus_board``.

The state shows the army when the action is announced (Abilities and actions / B; Reference 05,
armies: a player's units at one battlefield; Reference 03, units). "this army" is the card's
own army (a card in a unit: its controller's units at its battlefield, as ``army_board_counts``
counts them); "all your Personalities in this army are <Keyword>" holds when the number of
Personalities there with that keyword (printed, added, or a Clan word) equals the number of
Personalities there, and there is one (at home there is no army: the bonus is then left out,
the lower strength, which may demand more than the truth, never less). Not read: another army
("<Name>'s army"), two keywords, a word that is no keyword.
"""

from __future__ import annotations

import re

from model.cardtext.target_words import KEYWORDS
from model.common import CLANS, CardType
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Condition

__all__ = ["army_all_condition"]

_IN_A_UNIT = (CardType.PERSONALITY, CardType.FOLLOWER, CardType.ITEM, CardType.SPELL)
_ALL = lazy_regex(
    r"all (?:of )?your (?P<type>(?-i:Personalities|Followers)) in this army are "
    r"(?:an? )?(?P<kw>(?-i:[A-Z][a-z]+))(?: (?P<clan>(?-i:Clan)))?",
    re.IGNORECASE,
)


def army_all_condition(text: str, card_type: CardType | None) -> Condition | None:
    """``text`` ("all your Personalities in this army are Shadowlands") as a relation on the
    card's army counts; None: not this form, or the card is in no unit."""
    m = _ALL.fullmatch(text.strip())
    if m is None or card_type not in _IN_A_UNIT:
        return None
    kw = m.group("kw").lower()
    if kw not in (CLANS if m.group("clan") else (*KEYWORDS, *CLANS)):
        return None
    kind = "personality" if m.group("type").lower() == "personalities" else "follower"
    every = f"{SOURCE}.armyt_{kind}"
    return Condition(where=(f"{every}_{kw} >= {every}", f"{every} >= 1"))
