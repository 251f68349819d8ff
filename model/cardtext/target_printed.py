"""Post-modifiers of a target phrase that compare a stat with its printed value or name a unit's
total (Abilities and actions / B; Reference 04 stats): "with a printed Gold Cost of 1 or more",
"with 7 or more printed Force", "with a printed Gold Cost from 1 to 4" (both bounds included),
"whose current Personal Honor is lower than printed", "with lower current Force than his own
printed Force", "whose Force is different from his base Force",
"whose unit's total Force is 7 or higher", "whose total Force is less than or equal to Irezu's
Chi", "with the base Shadowlands keyword" (Selector.base_keyword), "whose unit has lower total
Force than this unit", "at Osawa's location" (the card's own location), "at Shinoda's
battlefield" (the same, a battlefield).

"Printed" is the base value ("'Base' generally means physically printed in ink on the card",
FAQ): the relation attribute ``base_<stat>``. A unit's total Force is the relation attribute
``total_force`` of its Personality (a unit is chosen by its Personality, Reference 03).
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.cardtext.army_counts import in_this_army, whose_than_army, with_than_army_cards
from model.cardtext.target_relations import attached_to_named
from model.cardtext.target_words import KEYWORDS, STATS, self_words
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Controller, Selector
from model.zones import Place

__all__ = ["printed_or_whose"]

_STAT_RE = "|".join(sorted(STATS, key=len, reverse=True))
#: What may follow a read modifier: the phrase ends, or another modifier follows.
#: ("Target your performing Personality with 7 or more printed Force to negate ...": the verb)
_END = r"(?=\s*[.,;:)]|\s*$|\s+and\s+(?:with|without)\b|\s+(?:in|at|not at)\s|\s+to\s+(?-i:[a-z]))"
_MORE = {"more", "higher", "greater"}
_LESS = {"less", "lower", "fewer"}

#: "with a printed Gold Cost of 1 or more", "with a printed Force of 2 or lower"
_PRINTED_OF_N = lazy_regex(
    rf"^\s*with an? printed (?P<stat>{_STAT_RE}) of (?P<n>\d+) or "
    rf"(?P<dir>more|higher|greater|less|lower|fewer)\b{_END}",
    re.IGNORECASE,
)
#: "with 7 or more printed Force"
_N_PRINTED = lazy_regex(
    rf"^\s*with (?P<n>\d+) or (?P<dir>more|higher|greater|less|lower|fewer) printed "
    rf"(?P<stat>{_STAT_RE})\b{_END}",
    re.IGNORECASE,
)
#: "whose current Personal Honor is lower than printed", "whose Force is higher than printed"
_WHOSE_THAN_PRINTED = lazy_regex(
    rf"^\s*whose (?:current )?(?P<stat>{_STAT_RE}) is (?P<dir>less|lower|higher|greater|more) "
    rf"than (?:its |his |her )?printed\b{_END}",
    re.IGNORECASE,
)
#: "with lower current Force than his own printed Force"
_CURRENT_THAN_OWN = lazy_regex(
    rf"^\s*with (?P<dir>lower|less|higher|greater|more) current (?P<stat>{_STAT_RE}) than "
    rf"(?:his|her|its) own printed (?P<stat2>{_STAT_RE})\b{_END}",
    re.IGNORECASE,
)
#: "with the base Shadowlands keyword": a printed keyword
_BASE_KEYWORD = lazy_regex(
    rf"^\s*with the (?:base|printed) (?P<kw>(?-i:[A-Z])[\w-]*) keyword\b{_END}", re.IGNORECASE
)
#: "with the printed Fallen, Fudo, or Shadowlands keyword": one of these printed keywords
_BASE_KEYWORDS = lazy_regex(
    r"^\s*with the (?:base|printed) (?P<kws>(?:(?-i:[A-Z])[\w-]*,\s*)+or (?-i:[A-Z])[\w-]*) "
    rf"keyword\b{_END}",
    re.IGNORECASE,
)
#: "whose Force is different from his base Force": the current value is not the printed one
_WHOSE_DIFFERENT = lazy_regex(
    rf"^\s*whose (?:current )?(?P<stat>{_STAT_RE}) is different from (?:his|her|its) (?:own )?"
    rf"(?:base|printed) (?P<stat2>{_STAT_RE})\b{_END}",
    re.IGNORECASE,
)
#: "whose unit's total Force is 7 or higher", "whose Gold Cost is 3 or lower"
_WHOSE_N = lazy_regex(
    rf"^\s*whose (?P<unit>unit's )?(?P<total>total )?(?P<stat>{_STAT_RE}) is (?P<n>\d+) or "
    rf"(?P<dir>more|higher|greater|less|lower|fewer)\b{_END}",
    re.IGNORECASE,
)
#: "whose total Force is less than or equal to Irezu's Chi" (the card's own name or "this card")
_WHOSE_THAN_SELF = lazy_regex(
    rf"^\s*whose (?P<unit>unit's )?(?P<total>total )?(?P<stat>{_STAT_RE}) is "
    r"(?P<dir>(?:less|lower|higher|greater|more) than or equal to|equal to or (?:less|lower|"
    r"higher|greater|more) than|(?:less|lower|higher|greater|more) than|equal to) "
    rf"(?P<who>this card|[A-Z][\w-]*)(?:'s|\u2019s) (?P<stat2>{_STAT_RE})\b{_END}",
    re.IGNORECASE,
)
#: "whose unit has lower total Force than this unit": the target's unit against the card's own
#: (a Follower's unit is its Personality's, Reference 03)
_UNIT_THAN_THIS = lazy_regex(
    rf"^\s*whose unit has (?P<dir>lower|less|higher|greater|more) total Force than this unit\b"
    rf"{_END}",
    re.IGNORECASE,
)
#: "whose unit has lower total Force than your Monk's unit" (The Serpent's Deception): the
#: target's unit against the unit of the one card of yours named before (``{your:monk}``;
#: a Follower's unit is its Personality's, Reference 03; h45adv3 N2)
_UNIT_THAN_YOURS = lazy_regex(
    r"^\s*whose unit has (?P<dir>lower|less|higher|greater|more) total Force than your "
    rf"(?P<kw>(?-i:[A-Z])[\w-]*)(?:'s|\u2019s) unit\b{_END}",
    re.IGNORECASE,
)
#: "a target enemy unit with lower total Force than your Samurai's Force", "... than your
#: Personality's (current) Force": a unit's total against a stat of the one card of yours named
#: before (``{your:<keyword or card type>}``, model.cardtext.your_named)
_TOTAL_THAN_YOURS = lazy_regex(
    rf"^\s*with (?P<dir>lower|less|higher|greater|more) total (?P<stat>{_STAT_RE}) than your "
    rf"(?P<kw>(?-i:[A-Z])[\w-]*)(?:'s|\u2019s) (?:\(current\) )?(?P<stat2>{_STAT_RE})\b{_END}",
    re.IGNORECASE,
)
#: "with a printed Gold Cost from 1 to 4": the stat (printed, or current without "printed") at
#: least the first number and at most the second
_FROM_TO = lazy_regex(
    rf"^\s*with an? (?P<printed>printed )?(?P<stat>{_STAT_RE}) from (?P<a>\d+) to (?P<b>\d+)\b"
    rf"{_END}",
    re.IGNORECASE,
)
#: "at Osawa's location", "at this card's location": at the card's own location (Reference 05)
_AT_OWN_LOCATION = lazy_regex(
    # "at Shinoda's battlefield": at his location, a battlefield (Reference 05: a location is
    # a home or a battlefield)
    rf"^\s*at (?P<who>this card|this personality|(?-i:[A-Z])[\w-]*)(?:'s|\u2019s) "
    r"(?P<where>location|battlefield)\b"
    rf"{_END}",
    re.IGNORECASE,
)
#: "a Shugenja in Tsukimi's army" (Shiba Tsukimi; h40adv4 N7): Reference 05, an army is a
#: player's units at one battlefield, so a card of the card's own controller at its battlefield
_IN_OWN_ARMY = lazy_regex(
    rf"^\s*in (?P<who>(?-i:[A-Z])[\w-]*)(?:'s|\u2019s) army\b{_END}",
    re.IGNORECASE,
)
#: A unit's total of a stat: the relation attributes of a unit (Reference 03: the Personality
#: and the cards attached to him).
_TOTALS = {"force": "total_force", "gold_cost": "total_gold_cost"}


def _op(direction: str) -> str:
    words = set(direction.lower().split())
    op = ">" if words & _MORE else "<" if words & _LESS else "="
    return op + "=" if "equal" in words or op == "=" else op


def _whose_stat(m: re.Match[str], sel: Selector) -> str | None:
    """The attribute "whose [unit's] [total] <stat>" names; None: not read. A total is a
    unit's: of a Personality only ("a target unit", "a target Personality whose unit's ...");
    "unit's" without "total" is not read."""
    stat = STATS[m.group("stat").lower()]
    if not (m.group("unit") or m.group("total")):
        return stat
    if not m.group("total") or stat not in _TOTALS or sel.type != (CardType.PERSONALITY,):
        return None
    return _TOTALS[stat]


def printed_or_whose(
    rest: str, sel: Selector, title: str, card_type: CardType | None = None
) -> tuple[Selector, str, int] | str | None:
    """One such modifier at the start of ``rest``: (selector, relation with ``{slot}`` for the
    phrase's card, length used); a string says why not; None: none starts ``rest``.
    ``card_type``: the card's own (whose unit "this unit" is)."""
    if (army := whose_than_army(rest, sel, card_type)) is not None:  # "... in this army"
        return army
    if (host := attached_to_named(rest, sel, self_words(title), card_type)) is not None:
        return host  # "a Spell attached to Kushojin"
    if (army := in_this_army(rest, sel, card_type)) is not None:  # "a Shugenja in this army"
        return army
    if (army := with_than_army_cards(rest, sel, card_type)) is not None:  # "... Zealots in ..."
        return army
    if (m := _UNIT_THAN_THIS.match(rest)) is not None:
        if card_type not in (CardType.PERSONALITY, CardType.FOLLOWER):
            return f"'this unit' on a card that is in no unit of its own: {card_type}"
        return sel, f"{{slot}}.total_force {_op(m.group('dir'))} {SOURCE}.total_force", m.end()
    if (m := _UNIT_THAN_YOURS.match(rest)) is not None:
        kw = m.group("kw").lower()
        if sel.type != (CardType.PERSONALITY,) or kw not in {*KEYWORDS, "personality"}:
            return f"the words after a target: {rest.strip()[:40]!r}"
        return sel, f"{{slot}}.total_force {_op(m.group('dir'))} {{your:{kw}}}.total_force", m.end()
    if (m := _TOTAL_THAN_YOURS.match(rest)) is not None:
        attr = _TOTALS.get(STATS[m.group("stat").lower()])
        kw = m.group("kw").lower()
        if (
            attr is None
            or sel.type != (CardType.PERSONALITY,)
            or kw not in {*KEYWORDS, "personality"}
        ):
            return f"the words after a target: {rest.strip()[:40]!r}"
        stat2 = STATS[m.group("stat2").lower()]
        return sel, f"{{slot}}.{attr} {_op(m.group('dir'))} {{your:{kw}}}.{stat2}", m.end()
    if (m := _AT_OWN_LOCATION.match(rest)) is not None:
        who = m.group("who").lower()
        itself = who == "this card" or (
            who == "this personality" and card_type is CardType.PERSONALITY
        )
        if not itself and (who.startswith("this ") or who not in self_words(title)):
            return f"the words after a target: {rest.strip()[:40]!r}"
        if sel.same_location_as is not None or sel.location is not None:
            return "two locations"
        at = Place.BATTLEFIELD if m.group("where").lower() == "battlefield" else None
        return replace(sel, same_location_as=SOURCE, location=at), "", m.end()
    if (m := _IN_OWN_ARMY.match(rest)) is not None:
        if m.group("who").lower() not in self_words(title) or card_type is not CardType.PERSONALITY:
            return f"the words after a target: {rest.strip()[:40]!r}"
        if sel.same_location_as is not None or sel.location is not None:
            return "two locations"
        if sel.controller not in (Controller.ANY, Controller.YOU):
            return f"the words after a target: {rest.strip()[:40]!r}"
        ours = replace(sel, controller=Controller.YOU, location=Place.BATTLEFIELD)
        return replace(ours, same_location_as=SOURCE), "", m.end()
    for pattern in (_PRINTED_OF_N, _N_PRINTED):
        if (m := pattern.match(rest)) is not None:
            stat = STATS[m.group("stat").lower()]
            op = _op(m.group("dir")) + "="
            return sel, f"{{slot}}.base_{stat} {op} {int(m.group('n'))}", m.end()
    if (m := _FROM_TO.match(rest)) is not None:
        attr = ("base_" if m.group("printed") else "") + STATS[m.group("stat").lower()]
        low, high = int(m.group("a")), int(m.group("b"))
        if low > high:
            return f"the words after a target: {rest.strip()[:40]!r}"
        return sel, f"{{slot}}.{attr} >= {low} and {{slot}}.{attr} <= {high}", m.end()
    if (m := _WHOSE_THAN_PRINTED.match(rest)) is not None:
        stat = STATS[m.group("stat").lower()]
        return sel, f"{{slot}}.{stat} {_op(m.group('dir'))} {{slot}}.base_{stat}", m.end()
    if (m := _CURRENT_THAN_OWN.match(rest)) is not None:
        stat = STATS[m.group("stat").lower()]
        if STATS[m.group("stat2").lower()] != stat:
            return f"a comparison of {m.group('stat')!r} with another printed stat"
        return sel, f"{{slot}}.{stat} {_op(m.group('dir'))} {{slot}}.base_{stat}", m.end()
    if (m := _BASE_KEYWORD.match(rest)) is not None:
        word = m.group("kw").lower()
        if word not in KEYWORDS or sel.base_keyword:
            return f"the words after a target: {rest.strip()[:40]!r}"
        return replace(sel, base_keyword=(word,)), "", m.end()
    if (m := _BASE_KEYWORDS.match(rest)) is not None:
        words = [w.strip().lower() for w in re.split(r",\s*(?:or\s+)?", m.group("kws"))]
        if sel.any_of or sel.base_keyword or not set(words) <= KEYWORDS:
            return f"the words after a target: {rest.strip()[:40]!r}"
        either = tuple(Selector(base_keyword=(w,)) for w in words)
        return replace(sel, any_of=either), "", m.end()
    if (m := _WHOSE_DIFFERENT.match(rest)) is not None:
        stat = STATS[m.group("stat").lower()]
        if STATS[m.group("stat2").lower()] != stat:
            return f"a comparison of {m.group('stat')!r} with another printed stat"
        return sel, f"{{slot}}.{stat} != {{slot}}.base_{stat}", m.end()
    if (m := _WHOSE_N.match(rest)) is not None:
        attr = _whose_stat(m, sel)
        if attr is None:
            return f"the words after a target: {rest.strip()[:40]!r}"
        op = _op(m.group("dir")) + "="
        return sel, f"{{slot}}.{attr} {op} {int(m.group('n'))}", m.end()
    if (m := _WHOSE_THAN_SELF.match(rest)) is not None:
        attr = _whose_stat(m, sel)
        who = m.group("who").lower()
        if attr is None or (who != "this card" and who not in self_words(title)):
            return f"the words after a target: {rest.strip()[:40]!r}"
        stat2 = STATS[m.group("stat2").lower()]
        return sel, f"{{slot}}.{attr} {_op(m.group('dir'))} {SOURCE}.{stat2}", m.end()
    return None
