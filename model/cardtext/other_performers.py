"""Further performers that may be none: "bow this Shugenja and zero or more of your other
performing Shugenja" (a Spell's cost; Abilities and actions / B, Costs and restrictions), and
a lone "Bow zero or more of your Rings" / "bow zero or more of your performing Personalities".

The Spell's own Shugenja ("this Shugenja": its bearer) is bowed as the cost; the other
performers are "zero or more", so choosing none of them is a legal choice (Abilities and
actions / B: "Targeting of a variable number of things is also optional when you can choose to
target zero things"), and a cost that may be paid with no card needs none to be payable
(Costs and restrictions / Mandatory costs: as "Pay zero or more Gold"). The further performers
are read as an optional cost of the same verb on cards you control: nothing is required of
them at announcement. Only the plain form is read: "target performing" ones, a bound ("such
that ...", "up to ..."), or two verbs on them ("Bow and destroy ...") stay unread.
"""

from __future__ import annotations

import re

from model.abilities import Cost, Pick
from model.cardtext.target_words import KEYWORDS
from model.common import ATTACHMENT_TYPES, CardType
from model.lazy_regex import lazy_regex
from model.selectors import BEARER, Controller, Selector

#: "zero or more of your other performing Shugenja" (after "and": the verb of the clause
#: before is theirs)
_FURTHER = lazy_regex(
    r"\s*zero or more of your other performing (?P<kw>[a-z]+?)(?:s)?(?: personalities)?\s*",
    re.IGNORECASE,
)
#: the clause before: one verb on the Spell's own Shugenja ("bow this Shugenja")
_BEFORE = lazy_regex(r"\s*(?P<verb>bow|destroy) this (?P<kw>[a-z]+)\s*", re.IGNORECASE)
#: the joined clause ``further_clause`` makes, read by ``further_performers``
_JOINED = lazy_regex(
    r"(?P<verb>bow|destroy) zero or more of your other performing (?P<kw>[a-z]+)", re.IGNORECASE
)


#: "Bow zero or more of your Rings", "bow zero or more of your performing Personalities": a
#: cost of its own that may take no card (your cards: Costs never take another player's)
_ANY_OF_YOURS = lazy_regex(
    r"(?P<verb>bow|destroy) zero or more of your (?P<performing>performing )?"
    r"(?:(?P<kw>[a-z]+) )?(?P<noun>personalities|followers|holdings|rings)",
    re.IGNORECASE,
)
_NOUNS = {
    "personalities": CardType.PERSONALITY,
    "followers": CardType.FOLLOWER,
    "holdings": CardType.HOLDING,
    "rings": CardType.RING,
}


def further_clause(before: str, piece: str) -> str | None:
    """ "bow this Shugenja" and "zero or more of your other performing Shugenja" -> "bow zero
    or more of your other performing Shugenja" (the verb shared), or None when not this form
    (the same keyword, one verb)."""
    if (m := _FURTHER.fullmatch(piece)) is None or (b := _BEFORE.fullmatch(before)) is None:
        return None
    if m.group("kw").lower() != b.group("kw").lower():
        return None
    return f"{b.group('verb').lower()} zero or more of your other performing {m.group('kw')}"


def further_performers(clause: str, card_type: CardType | None) -> Cost | None:
    """The joined clause on an attachment (its bearer "this Shugenja" named before): an
    optional cost of that verb on your other cards with the keyword; None when not it."""
    clause = clause.strip().rstrip(".")
    if (m := _ANY_OF_YOURS.fullmatch(clause)) is not None:
        kw = (m.group("kw") or "").lower()
        if (kw and kw not in KEYWORDS) or (
            m.group("performing") and m.group("noun").lower() == "rings"
        ):
            return None
        select = Selector(
            type=(_NOUNS[m.group("noun").lower()],),
            keyword=(kw,) if kw else (),
            controller=Controller.YOU,
        )
        return _optional(m.group("verb"), select, clause[0].lower() + clause[1:])
    m = _JOINED.fullmatch(clause)
    if m is None or card_type not in ATTACHMENT_TYPES:
        return None
    kw = m.group("kw").lower()
    if kw not in KEYWORDS:
        return None
    select = Selector(
        type=(CardType.PERSONALITY,), keyword=(kw,), controller=Controller.YOU, other_than=(BEARER,)
    )
    said = f"{m.group('verb').lower()} zero or more of your other performing {m.group('kw')}"
    return _optional(m.group("verb"), select, said)


def _optional(verb: str, select: Selector, said: str) -> Cost:
    """The verb on any number of such cards, none included: an optional cost in its words."""
    if verb.lower() == "bow":
        return Cost(bow=Pick(select), optional=True, label=said)
    return Cost(destroy=Pick(select), optional=True, label=said)
