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

from dataclasses import replace

from model.cardtext.target_words import KEYWORDS, STATS
from model.common import OTHER_CLANS, RULES_CLANS, CardType
from model.keyword_vocabulary import data_keywords
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Controller, Selector
from model.zones import Place

__all__ = ["in_this_army", "whose_than_army", "with_than_army_cards"]

_WHOSE_THAN_ARMY = lazy_regex(
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


_IN_THIS_ARMY = lazy_regex(r"^\s*in this army(?=\s*[.,;:]|\s*$)")
#: the cards of a unit: a Personality and the cards attached to him (Reference 03: units)
_UNIT_CARDS = (
    CardType.PERSONALITY,
    CardType.FOLLOWER,
    CardType.ITEM,
    CardType.SPELL,
    CardType.ANCESTOR,
)


def in_this_army(
    rest: str, sel: Selector, card_type: CardType | None
) -> tuple[Selector, str, int] | str | None:
    """ "a target Shugenja in this army" at the start of ``rest``: a card of a unit of this
    card's army, its controller's units at its battlefield (Reference 05; none while it is at
    home, in no army): (selector, "", length used); a string says why not; None: not this
    clause. Read only at the end of the target's words and on a card in a unit."""
    m = _IN_THIS_ARMY.match(rest)
    if m is None:
        return None
    if card_type not in _IN_A_UNIT:
        return f"'this army' on a card in no unit: {rest.strip()[:40]!r}"
    if sel.same_location_as is not None or sel.location is not None:
        return "two locations"
    if sel.controller not in (Controller.ANY, Controller.YOU):
        return f"the words after a target: {rest.strip()[:40]!r}"
    types = tuple(t for t in (sel.type or _UNIT_CARDS) if t in _UNIT_CARDS)
    if not types:
        return f"the words after a target: {rest.strip()[:40]!r}"
    ours = replace(sel, type=types, controller=Controller.YOU, location=Place.BATTLEFIELD)
    return replace(ours, same_location_as=SOURCE), "", m.end()


_WITH_THAN_ARMY = lazy_regex(
    r"^\s*with (?:(?P<stat>Chi|Force) (?P<dir>lower|less|higher|greater)|"
    r"(?P<dir2>lower|less|higher|greater) (?P<stat2>Chi|Force)) than the number of "
    r"(?P<kw>(?-i:[A-Z][a-z]+))s in this army(?=\s*[.;]|\s*$)"
)


def with_than_army_cards(
    rest: str, sel: Selector, card_type: CardType | None
) -> tuple[Selector, str, int] | str | None:
    """ "with Chi lower than the number of Zealots in this army" (Ashutosh), "with lower Force
    than the number of Ratlings in this army" (Er'chi-chek) at the start of ``rest``: the
    target's current stat (Reference 04) below the number of cards with that printed keyword
    in this card's army (its controller's units at its battlefield, Reference 05; 0 at home),
    as ``model.board_counts`` counts ``army_<keyword>``; a string says why not; None: not this
    clause. Only a keyword of the card data ("Zealot"), never a card type ("Followers")."""
    m = _WITH_THAN_ARMY.match(rest)
    if m is None:
        return None
    if card_type not in _IN_A_UNIT:
        return f"'this army' on a card in no unit: {rest.strip()[:40]!r}"
    word = m.group("kw").lower()
    if word not in data_keywords() or word in {t.value for t in CardType} or " " in word:
        return f"the words after a target: {rest.strip()[:40]!r}"
    op = "<" if (m.group("dir") or m.group("dir2")) in ("lower", "less") else ">"
    stat = STATS[(m.group("stat") or m.group("stat2")).lower()]
    return sel, f"{{slot}}.{stat} {op} {SOURCE}.army_{word}", m.end()
