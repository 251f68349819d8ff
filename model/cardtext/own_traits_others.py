"""Trait sentences about other cards' abilities, set aside by the card's own type before its
traits are read for its own actions (``model.cardtext.own_traits``): they speak of abilities,
so they are kept as "may change its actions" unless the card's type shows they can't.

- "Your Stronghold has no abilities." on a card that is no Stronghold (a Sensei: "A Sensei may
  also have traits and abilities", Reference 03; its own are not the Stronghold's);
- "You may not take more than six actions from Events per game." on a card of another type
  (an action is from the card whose ability it is: Abilities and actions);
- "His abilities, and the abilities on his other attachments, cannot be used." on an
  attachment (Reference 03: "his" is the Personality it is attached to; "other" leaves it out);
- "Fortifications at this Province give no bonuses and their abilities may not be used." on a
  card that is no Holding (Reference 03: Fortification is a keyword on Holdings);
- "You may use your Stronghold's abilities twice per turn." on a card that is no Stronghold;
- "While ..., his printed ability is Unstoppable [and its Fear has +1 strength]." on any card
  (``own_unstoppable``: other players' Interrupts only).

And, per action (``by_designator``): "This card's Interrupt ability costs :g0: if it Interrupts
the Tactical Advantage ability." names the card's ability by its designator (Abilities and
actions / Designators); it can't change an action of the card without that designator.
"Actions cannot move this Personality." on an attachment (Weathered Armor) restricts only
effects that move its Personality: it can't change an action whose text moves nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from model.abilities import Ability
from model.cardtext.own_designators import own_designators
from model.cardtext.own_fear_bonus import own_fear_bonuses
from model.cardtext.own_printed_bonus import own_printed_bonuses
from model.cardtext.own_printed_bonus_when import own_printed_bonuses_when
from model.cardtext.own_traits import OwnTraits, read_own_traits
from model.cardtext.own_unstoppable import unstoppable_aside
from model.common import ATTACHMENT_TYPES, TYPE_PLURALS, CardType
from model.lazy_regex import lazy_regex

__all__ = ["by_designator", "read_own_traits_of"]

_END = r"(?=\s|$)"
_STRONGHOLD = lazy_regex(rf"Your Stronghold has no abilities\.{_END}")
_FROM_TYPE = lazy_regex(
    rf"You may not take more than \w+ actions from (?P<types>[A-Z][a-z]+) per (?:turn|game)\.{_END}"
)
_HIS_OTHERS = lazy_regex(
    rf"His abilities, and the abilities on his other attachments, cannot be used\.{_END}"
)
_STRONGHOLD_TWICE = lazy_regex(rf"You may use your Stronghold's abilities twice per turn\.{_END}")
#: "This card's Interrupt ability costs :g0: if ...": one ability named by its designator
_DESIGNATED = lazy_regex(
    r"^This card's (?P<d>Limited|Open|Battle|Reaction|Interrupt|Engage|Dynasty) ability\b"
    r"(?![^.]*\b(?:abilities|actions?|its abilit\w*"
    r"|(?:Limited|Open|Battle|Reaction|Interrupt|Engage|Dynasty) ability)\b)[^.]*\.?$"
)
#: "Actions cannot move this Personality." on an attachment: a restriction on effects that move
#: its Personality (Reference 03: "this Personality" is the one it is attached to)
_NOT_MOVED = lazy_regex(r"Actions cannot move this Personality\.?")
#: words by which an action's text may move a card
_MOVES = lazy_regex(r"\bmov(?:e|es|ed|ing)\b|\bhome\b|\bbattlefield\b|\bassign", re.IGNORECASE)
_FORTIFICATIONS = lazy_regex(
    rf"Fortifications at this Province give no bonuses and their abilities may not be used\.{_END}"
)


def _aside(text: str, card_type: CardType) -> str:
    """``text`` without the sentences the module sets aside for a card of ``card_type``."""
    if card_type is not CardType.STRONGHOLD:
        text = _STRONGHOLD_TWICE.sub("", _STRONGHOLD.sub("", text))
    if card_type in ATTACHMENT_TYPES - {CardType.ANCESTOR}:
        text = _HIS_OTHERS.sub("", text)
    if card_type is not CardType.HOLDING:
        text = _FORTIFICATIONS.sub("", text)

    def other_type(m: re.Match[str]) -> str:
        named = TYPE_PLURALS.get(m.group("types").lower())
        return "" if named is not None and named is not card_type else m.group(0)

    return _FROM_TYPE.sub(other_type, text).strip()


def read_own_traits_of(traits: Sequence[str], title: str, card_type: CardType) -> OwnTraits:
    """``read_own_traits`` of the card's trait paragraphs with the sentences the module sets
    aside for its type left out (a paragraph left empty is dropped)."""
    # (its printed ability made Unstoppable: no requirement of its own action, own_unstoppable)
    kept = [said for text in traits if (said := unstoppable_aside(_aside(text, card_type)))]
    # "This Strategy's ability is Battle/Engage if ...": read apart (``own_designators``)
    kept, more = own_designators(kept, title, card_type)
    own = read_own_traits(kept, title, strategy=card_type is CardType.STRATEGY)
    fear = own_fear_bonuses(traits, title, card_type)
    return replace(
        own,
        fear_bonuses=fear,
        printed_bonuses=own_printed_bonuses(traits, title, card_type),
        printed_bonuses_when=own_printed_bonuses_when(traits, title, card_type),
        more_designators=more,
    )


def by_designator(
    own: OwnTraits,
    ability: Ability | None,
    card_type: CardType,
    traits: Sequence[str],
    text: str = "",
) -> OwnTraits:
    """``own`` for one action ``ability`` (printed ``text``): when the sentence not read names
    the card's ability by a designator the action does not have ("This card's Interrupt ability
    costs ..." and an Open action), or forbids actions moving its Personality and the action's
    text moves nothing ("Actions cannot move this Personality." and "Put this Item into your
    hand."), the traits read again without it (no title: a limit naming the card's title then
    stays unread, never dropped)."""
    said = own.unread
    if said is None or ability is None or ability.unread_designators:
        return own
    m = _DESIGNATED.match(said)
    designated = m is not None and all(d.value != m.group("d").lower() for d in ability.designators)
    unmoved = (
        _NOT_MOVED.fullmatch(said) is not None
        and card_type in ATTACHMENT_TYPES
        and bool(text)
        and _MOVES.search(text) is None
    )
    if not (designated or unmoved):
        return own
    kept = [t for paragraph in traits if (t := paragraph.replace(said, "").strip())]
    if len(kept) == len(traits) and all(t == u.strip() for t, u in zip(kept, traits, strict=True)):
        return own  # not found as written: keep it unread
    return read_own_traits_of(kept, "", card_type)
