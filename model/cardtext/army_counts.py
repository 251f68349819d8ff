"""A target's stat compared with a count of Personalities in this card's army ("Move home a
target enemy Personality whose Chi is lower than the number of Monk Personalities in this
army.": Tetsuya's Bo and the Pearl Edition ancestral weapons).

The comparison is part of the target's description, so it is checked when the target is chosen
(Abilities and actions / B), on the board then: the target's current stat (Reference 04) and the
count of Personalities in the army of this card (its controller's units at its battlefield,
Reference 05; none at home) with that keyword ("Monk", "Shadowlands") or of that clan ("Crab
Clan": a Clan Alignment, Reference 03; "Naga": a clan word printed as a keyword), as
``model.board_counts`` counts ``armyp_<kw>`` and ``armyclan_<clan>``. Only "lower / less /
higher / greater than" (strict) and a card in a unit ("this army" is its unit's army); anything
else in the phrase is not read here."""

from __future__ import annotations

import re

from model.cardtext.target_words import KEYWORDS, STATS
from model.common import OTHER_CLANS, RULES_CLANS, CardType
from model.selectors import SOURCE, Selector

__all__ = ["whose_than_army"]

_WHOSE_THAN_ARMY = re.compile(
    r"^\s*whose (?P<stat>Chi|Force|Personal Honor) is (?P<dir>lower|less|higher|greater) than "
    r"the number of (?P<what>[A-Z][a-z]+(?: Clan|'s [A-Z][a-z]+)?) Personalities in this army"
    r"(?=\s*[.;]|\s*$)"
)
#: cards that are in a unit, whose army "this army" is (Reference 03: units; Reference 05)
_IN_A_UNIT = (CardType.PERSONALITY, CardType.FOLLOWER, CardType.ITEM, CardType.SPELL)


def whose_than_army(
    rest: str, sel: Selector, card_type: CardType | None
) -> tuple[Selector, str, int] | str | None:
    """The comparison at the start of ``rest``: (selector, relation with ``{slot}``, length
    used); a string says why not; None: not this clause."""
    m = _WHOSE_THAN_ARMY.match(rest)
    if m is None:
        return None
    if card_type not in _IN_A_UNIT:
        return f"'this army' on a card in no unit: {rest.strip()[:40]!r}"
    if sel.type != (CardType.PERSONALITY,):
        return f"the words after a target: {rest.strip()[:40]!r}"
    what = m.group("what").lower()
    if what.endswith(" clan"):
        clan = what.removesuffix(" clan")
        if clan not in RULES_CLANS:
            return f"the words after a target: {rest.strip()[:40]!r}"
        attr = f"armyclan_{clan}"
    elif what in KEYWORDS:
        attr = f"armyp_{what}"
    elif what in OTHER_CLANS:  # "Naga Personalities": a clan word printed as a keyword
        # "Toturi's Army Personalities": spelt "toturi_s_army" (``model.board_counts``)
        attr = "armyclan_" + what.replace("'", "_").replace(" ", "_")
    else:
        return f"the words after a target: {rest.strip()[:40]!r}"
    op = "<" if m.group("dir") in ("lower", "less") else ">"
    stat = STATS[m.group("stat").lower()]
    return sel, f"{{slot}}.{stat} {op} {SOURCE}.{attr}", m.end()
