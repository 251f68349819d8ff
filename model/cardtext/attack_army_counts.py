"""More counts of an attack strength read on the board (``attack_counts``): cards of a type in
an army, the Clan Alignments in an army, stat tokens on the card itself; a strength's bonuses
per thing counted; and bonuses under a condition after a counted strength, left out.

"Make a Melee Attack equal to the number of unbowed Naga Followers in this army", "Melee
Attack equal to the number of Personalities in Nissho's army", "Melee 2 Attack, with +1
strength for each Clan Alignment in Tadenori's army", "Melee 1 Attack, with +1 strength for
each +1F token on this Follower": the state shows each count when the action is announced
(Abilities and actions / B; Reference 03, units and Clan Alignments; Reference 05, armies), as
``model.army_board_counts`` counts them. Whose army: "this army" is the card's own (a card in
a unit), "<Name>'s army" a word of its own title. A bonus "+N strength if ..." after a counted
strength is left out (the lower strength: the strict reading may demand more than the truth,
never less; README "An attack's higher strength under a condition").
"""

from __future__ import annotations

import re

from model.army_board_counts import stat_token_attribute
from model.cardtext.attack_bonuses import strength_bonuses
from model.cardtext.conditions import named_card
from model.cardtext.target_words import KEYWORDS
from model.common import CLANS, CardType
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE

__all__ = ["army_count", "per_each", "without_bonuses"]

_IN_A_UNIT = (CardType.PERSONALITY, CardType.FOLLOWER, CardType.ITEM, CardType.SPELL)
_WHOSE_ARMY = r"in (?:(?P<this>this army)|(?P<name>(?-i:[A-Z][\w-]+))'s army)"
_OF_TYPE = lazy_regex(
    r"^(?P<unb>unbowed )?(?:(?P<kw>(?-i:[A-Z][a-z]+)) )?"
    r"(?P<type>(?-i:Personalities|Followers)) " + _WHOSE_ARMY + r"$",
    re.IGNORECASE,
)
#: "attacking units in Morita's army": its units (one per Personality), while it attacks
_UNITS = lazy_regex(r"^(?P<att>attacking )?units " + _WHOSE_ARMY + r"$", re.IGNORECASE)
_CLANS = lazy_regex(r"^(?-i:Clan Alignments?) " + _WHOSE_ARMY + r"$", re.IGNORECASE)
#: "+1F token on this Follower": a token named for the stat it changes
_STAT_TOKEN = lazy_regex(
    r"^(?P<sign>[+-])(?P<n>\d)(?P<st>(?-i:[FC])) tokens? on "
    r"(?:this (?P<noun>(?-i:Follower|Personality|Item|Spell))|(?P<name>(?-i:[A-Z][\w-]+)))$",
    re.IGNORECASE,
)
#: "Melee 2 Attack, with +1 strength for each ...": a printed strength and one count
_PER_EACH = lazy_regex(
    r"^(?:Make an? )?(?:Fear (?P<fn>\d+)(?: effect)?|Melee (?P<mn>\d+) Attack),? "
    r"with \+(?P<per>\d+) strength for each (?P<what>.+?)\.?$",
    re.IGNORECASE,
)
#: where a bonus under a condition starts (``attack_bonuses.strength_bonuses`` reads them)
#: (", plus 1 if the target is Mantis Clan": Togashi Tameko)
_BONUS_START = lazy_regex(
    r",? (?:and )?(?:with )?(?:\+\d+|plus (?:\d+|one|two|three))(?: strength)? if ", re.IGNORECASE
)


def _army_owner(m: re.Match[str], title: str, card_type: CardType | None) -> str | None:
    if m.group("this"):
        return SOURCE if card_type in _IN_A_UNIT else None
    return named_card(m.group("name").lower(), title, card_type)


def army_count(words: str, title: str, card_type: CardType | None) -> tuple[str, str] | None:
    """(whose, counted attribute) of one count's words, after "the number of" or "for each"
    (None: not one of these forms, or whose it is not read)."""
    text = words.strip()
    if (m := _OF_TYPE.fullmatch(text)) is not None:
        kw = (m.group("kw") or "").lower()
        if kw and kw not in KEYWORDS and kw not in CLANS:
            return None
        owner = _army_owner(m, title, card_type)
        kind = "personality" if m.group("type").lower() == "personalities" else "follower"
        attr = f"armyt_{kind}" + ("_unbowed" if m.group("unb") else "") + (f"_{kw}" if kw else "")
        return None if owner is None else (owner, attr)
    if (m := _UNITS.fullmatch(text)) is not None:
        owner = _army_owner(m, title, card_type)
        attr = "armyunits_attacking" if m.group("att") else "armyunits"
        return None if owner is None else (owner, attr)
    if (m := _CLANS.fullmatch(text)) is not None:
        owner = _army_owner(m, title, card_type)
        return None if owner is None else (owner, "armyclans")
    if (m := _STAT_TOKEN.fullmatch(text)) is not None:
        noun = m.group("noun")
        if noun is not None:
            owner = SOURCE if card_type is not None and noun.lower() == card_type.value else None
        else:
            owner = named_card(m.group("name").lower(), title, card_type)
        token = stat_token_attribute(m.group("sign"), int(m.group("n")), m.group("st"))
        return None if owner is None or token is None else (owner, token)
    return None


def per_each(text: str) -> tuple[str, int, str] | None:
    """(printed strength, strength per thing, the words counted) of "Melee 2 Attack, with +1
    strength for each ..." (None: not that form)."""
    m = _PER_EACH.fullmatch(text.strip())
    if m is None:
        return None
    return m.group("fn") or m.group("mn"), int(m.group("per")), m.group("what")


def without_bonuses(text: str) -> str:
    """``text`` without the bonuses under a condition it ends with (", with +1 strength if the
    target's army is outnumbered"), each of them a positive bonus, left out; else unchanged."""
    body = text.strip().rstrip(".")
    for m in _BONUS_START.finditer(body):
        rest = body[m.start() :]
        if strength_bonuses(rest) is not None:
            return body[: m.start()] + "."
    return text
