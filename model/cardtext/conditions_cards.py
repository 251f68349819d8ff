"""Conditions on the cards in play that the state shows (Costs and restrictions /
Restrictions; read by ``model.cardtext.conditions.parse_condition`` after its own readings):

- "Shinoda is at another battlefield": at a battlefield other than the current one;
- "you have any units at this battlefield": a Personality of yours at the current battlefield
  (a unit is a Personality and the cards attached to him, Reference 03; units at a battlefield
  are on their controller's side, Reference 05);
- "<this card> has one or no Followers": fewer than two such cards attached to it;
- "you control one or no Rings": fewer than two such cards of yours;
- "you don't have a Ring in play": you control none (cards in play are "yours" as their
  controller's, Reference 05 / Card Control);
- "the active player controls a Personality" (after "it is another player's turn and he
  controls ..."): a card of that player's;
- "<this card> opposes a dishonorable Personality": such a card opposing it (both at the
  current battlefield, on different sides; Reference 05);
- "<this card> has 4 or higher Chi": its current stat;
- "this Shugenja shares an element keyword with a Ring you control": for some element keyword
  (Reference 01: Air, Earth, Fire, Water, Void), the card has it and so does such a card of
  yours.

Each noun phrase is read whole by the target grammar, with no relation, performer or "another";
anything else is None (not one of these) or a string (what is not read).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.cardtext.targets import whole_phrase
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Condition, Controller, CountAtLeast, Selector
from model.zones import Place

__all__ = ["card_condition", "said_of"]

_ONE_OR_NO = lazy_regex(r"^(?P<who>this [a-z]+|[a-z][\w'-]*) has one or no (?P<np>[a-z][a-z -]*)$")
_CONTROL_ONE_OR_NO = lazy_regex(r"^you control one or no (?P<np>[a-z][a-z -]*)$")
_NOT_IN_PLAY = lazy_regex(r"^you (?:don't|do not) have an? (?P<np>[a-z][a-z -]*) in play$")
_ACTIVE_CONTROLS = lazy_regex(r"^the active player controls an? (?P<np>[a-z][a-z -]*)$")
_OPPOSES = lazy_regex(r"^(?P<who>this [a-z]+|[a-z][\w'-]*) opposes an? (?P<np>[a-z][a-z -]*)$")
_STAT = lazy_regex(
    r"^(?P<who>this [a-z]+|[a-z][\w'-]*) has (?P<n>\d+) or (?P<dir>higher|more|lower|less) "
    r"(?P<stat>force|chi|personal honor)$"
)
#: "this Shugenja shares an element keyword with a Ring you control"
_SHARES_ELEMENT = lazy_regex(
    r"^(?P<who>this [a-z]+|[a-z][\w'-]*) shares an element keyword with an? "
    r"(?P<np>[a-z][a-z -]*?) you control$"
)
#: The element keywords (Reference 01, Enlightenment Victory: Air, Earth, Fire, Water, Void).
ELEMENTS = ("air", "earth", "fire", "water", "void")
_YOUR_UNITS = lazy_regex(r"^you have any units at (?:the current|this) battlefield$")
#: "Shinoda is at another battlefield": at a battlefield, not the current one
_ANOTHER_BATTLEFIELD = lazy_regex(r"^(?P<who>this [a-z]+|[a-z][\w'-]*) is at another battlefield$")


def _original(text: str, m: re.Match[str]) -> str:
    """The noun phrase in its printed case (the target grammar reads capitalised nouns)."""
    return " ".join(text.strip().rstrip(".:").split())[m.start("np") : m.end("np")]


def _plain(np: str, title: str, card_type: CardType | None) -> Selector | str:
    """ "a Follower", "Rings" (plural, read by the grammar as "one of your Rings"): a card read
    whole with no relation, performer, place or controller."""
    probe = f"target one of your {np}" if np.endswith("s") else f"target a {np}"
    phrase = whole_phrase(probe, title, card_type)
    if phrase is None or isinstance(phrase, str):
        return f"cannot read {np!r} as cards"
    if (
        phrase.where
        or phrase.performer
        or phrase.select.other_than
        or phrase.select.location is not None
        or phrase.either
        or phrase.lenient_select is not None
    ):
        return f"cannot read {np!r} as cards"
    return replace(phrase.select, controller=Controller.ANY)


def card_condition(
    low: str, text: str, title: str, card_type: CardType | None, named: Callable[[str], str | None]
) -> Condition | str | None:
    """One of the conditions this module reads (``low``: the condition lower-cased, one space
    between words; ``text``: as printed); ``named``: whom "<who>" names (the card itself or its
    bearer, None: not read). None: not one of these."""
    if m := _ANOTHER_BATTLEFIELD.fullmatch(low):
        # in play at a battlefield (Reference 05: the home is no battlefield) other than the
        # current one
        who = named(m.group("who"))
        if who is None:
            return f"whom {m.group('who')!r} names"
        return Condition(
            all_of=(
                Condition(card=who, matches=Selector(location=Place.BATTLEFIELD)),
                Condition(card=who, matches=Selector(location=Place.NOT_CURRENT_BATTLEFIELD)),
            )
        )
    if _YOUR_UNITS.fullmatch(low):
        here = Selector(
            type=(CardType.PERSONALITY,),
            controller=Controller.YOU,
            location=Place.CURRENT_BATTLEFIELD,
        )
        return Condition(control=CountAtLeast(select=here))
    if m := _ONE_OR_NO.fullmatch(low):
        who = named(m.group("who"))
        sel = _plain(_original(text, m), title, card_type)
        if who is None or isinstance(sel, str):
            return sel if isinstance(sel, str) else f"whom {m.group('who')!r} names"
        if not sel.type or any(t.value in ("personality", "holding") for t in sel.type):
            return f"cannot read {m.group('np')!r} as attachments"
        two = CountAtLeast(select=replace(sel, attached_to=who), at_least=2)
        return Condition(none_of=(Condition(exists=two),))
    if m := _CONTROL_ONE_OR_NO.fullmatch(low):
        sel = _plain(_original(text, m), title, card_type)
        if isinstance(sel, str):
            return sel
        two = CountAtLeast(select=replace(sel, controller=Controller.YOU), at_least=2)
        return Condition(none_of=(Condition(control=two),))
    if m := _NOT_IN_PLAY.fullmatch(low):
        sel = _plain(_original(text, m), title, card_type)
        if isinstance(sel, str):
            return sel
        one = CountAtLeast(select=replace(sel, controller=Controller.YOU))
        return Condition(none_of=(Condition(control=one),))
    if m := _ACTIVE_CONTROLS.fullmatch(low):
        sel = _plain(_original(text, m), title, card_type)
        if isinstance(sel, str):
            return sel
        return Condition(exists=CountAtLeast(select=replace(sel, controller=Controller.ACTIVE)))
    if m := _OPPOSES.fullmatch(low):
        who = named(m.group("who"))
        sel = _plain(_original(text, m), title, card_type)
        if who is None or isinstance(sel, str):
            return sel if isinstance(sel, str) else f"whom {m.group('who')!r} names"
        return Condition(exists=CountAtLeast(select=replace(sel, opposing=who)))
    if m := _SHARES_ELEMENT.fullmatch(low):
        # some element keyword is both the card's and one of the other card's
        who = named(m.group("who"))
        sel = _plain(_original(text, m), title, card_type)
        if who is None or isinstance(sel, str):
            return sel if isinstance(sel, str) else f"whom {m.group('who')!r} names"
        mine = replace(sel, controller=Controller.YOU)
        return Condition(
            any_of=tuple(
                Condition(
                    all_of=(
                        Condition(card=who, matches=Selector(keyword=(e,))),
                        Condition(
                            control=CountAtLeast(select=replace(mine, keyword=(*mine.keyword, e)))
                        ),
                    )
                )
                for e in ELEMENTS
            )
        )
    if m := _STAT.fullmatch(low):
        who = named(m.group("who"))
        if who is None:
            return f"whom {m.group('who')!r} names"
        op = ">=" if m.group("dir") in ("higher", "more") else "<="
        stat = m.group("stat").replace(" ", "_")
        return Condition(where=(f"{who}.{stat} {op} {m.group('n')}",))
    return None


def said_of(cond: Condition, card: str) -> Condition | None:
    """ "this card is X" (or any of several such: "is dishonorable, Kolat, or Ninja") said of
    ``card`` instead (the card "he" names); None when the condition says anything else."""
    if cond.matches is not None and cond == Condition(card=SOURCE, matches=cond.matches):
        return replace(cond, card=card)
    # "is dishonorable, Kolat, or Ninja", "is a Kensai and opposed"
    alone = cond == Condition(any_of=cond.any_of) or cond == Condition(all_of=cond.all_of)
    if alone and (cond.any_of or cond.all_of):
        if (parts := _each_said_of(cond.any_of or cond.all_of, card)) is None:
            return None
        return Condition(any_of=parts) if cond.any_of else Condition(all_of=parts)
    return None


def _each_said_of(conds: tuple[Condition, ...], card: str) -> tuple[Condition, ...] | None:
    parts = [said_of(c, card) for c in conds]
    return tuple(p for p in parts if p is not None) if None not in parts else None
