"""Gold produced without bowing the card, or by a Reaction whose cost bows it (Abilities and
actions; Costs and restrictions / Gold production): "Reaction: When paying a Gold cost, produce 1
Gold", "Reaction, :bow:: When paying for X, produce N Gold which may only pay for that card",
"Once per turn, produce 2 Gold", the Ivory Strongholds' going-second reminder. Used by
``model.oracle.production``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.cards import PaySelector, ProductionMode
from model.common import Stat
from model.lazy_regex import lazy_regex
from model.oracle.production_discard import reaction_discard_modes
from model.oracle.production_hand_action import hand_action_modes
from model.oracle.production_reaction_leaves import bow_and_leave_modes
from model.oracle.production_self_discard import self_discard_token_modes
from model.oracle.production_terms import (
    _condition,
    _pay_selectors,
    _Unmodelled,
    not_paying_for,
)
from model.selectors import Condition

_ONLY_THAT = r",? (?:which|that) (?:can|may) only pay for that (?:card|action|him|her|it)"
#: "Reaction: When paying ..., produce N Gold": an ability that produces without bowing.
#: "When paying an action's Gold cost: Produce 3 Gold." (Yoritomo Singh): the Gold is produced
#: for that payment, which it alone may pay (Costs and restrictions / Gold production: "Gold
#: from a single source may not be split to pay multiple costs"). "When paying a Gold cost
#: during a Combat Segment: Produce 3 Gold." (Yoritomo Tadame): usable only in a Combat Segment
#: (the state's ``segment: combat``, which always names its battlefield: ``in_battle``).
_REACTION = lazy_regex(
    r"(?P<tireless>tireless )?reaction: when paying "
    r"(?:a gold cost(?P<seg> during (?:a|the) combat segment)?"
    r"|(?:for|the gold cost of) (?P<x>.+?)|(?P<xs>an? [a-z]+)'s gold cost)"
    r"(?:, if (?P<c>[^,:]+))?[,:] "
    rf"produce (?P<n>\d+) gold(?P<only>{_ONLY_THAT})?\.?"
    r"(?: \(this can be used together with bowing this card to produce gold\.?\)\.?)?"
)
#: A Reaction whose cost is bowing the card itself: ":bow:" in its prefix, or "bow <name>:".
_REACTION_BOW = lazy_regex(
    r"reaction(?P<icon>, :bow:)?: when paying (?:a gold cost|for (?P<x>.+?)), "
    r"(?:bow (?P<self>this card|[a-z][a-z' -]*?): )?"
    r"(?:if (?P<c>[^,]+), )?(?:lose (?P<h>\d+) honor to )?"
    rf"produce (?P<n>\d+) gold(?P<only>{_ONLY_THAT})?\.?"
)

#: "Reaction: Any number of times per turn, when paying a Gold cost, bow Kossori: Produce an
#: amount of Gold equal to her Personal Honor.": the card bows as the Reaction's cost and
#: produces Gold equal to a stat of its own ("her": the card bowed, the card itself)
_REACTION_BOW_STAT = lazy_regex(
    r"reaction(?P<icon>, :bow:)?: (?P<any>any number of times per turn, )?when paying a gold "
    r"cost, (?:bow (?P<self>this card|[a-z][a-z' -]*?): )?produce (?:an amount of )?gold equal "
    r"to (?:his|her|its) (?P<stat>personal honor|chi|force)\.?"
)
_STATS = {"personal honor": Stat.PERSONAL_HONOR, "chi": Stat.CHI, "force": Stat.FORCE}


def _one_use(selectors: Sequence[PaySelector | None], line: str) -> None:
    """A use-limited ability that does not bow its card gives one source per "X or Y" it may
    pay for; two payments (a Follower and an Item) could then each use one: the ability twice.
    Refused until modes of one ability can be grouped (fail closed)."""
    if len(selectors) > 1:
        raise _Unmodelled(f"one use, several kinds of payment: {line!r}")


def _names_card(name: str | None, title: str | None) -> bool:
    """Does "bow <name>" name the card itself ("this card", a word of its title)?"""
    if name is None:
        return True  # ":bow:" in the prefix: the card itself (checked by the caller's regex)
    if name == "this card":
        return True
    if title is None:
        return False
    words = re.sub(r"\s*[•(,].*$", "", title).strip().lower().split()
    return name in words or name == " ".join(words)


#: "Once per turn, produce N Gold [that can only pay for X]": a trait, usable while bowed.
_ONCE_PER = lazy_regex(
    r"once per (?P<per>turn|game), produce (?P<n>\d+) gold"
    r"(?:,? (?:which|that) (?:can|may) only pay for (?P<x>.+?))?\.?"
)
#: Ivory Edition Strongholds: "(When going second, you may, once per game, produce 2 Gold)".
_GOING_SECOND = lazy_regex(
    r"\(when going second, you may, once per game, produce (?P<n>\d+) gold\.?\)\.?"
)


#: "When paying a Gold cost, if you are not paying for a Holding, bow this card: Produce 3
#: Gold.": the card bows to produce, for any payment but one for that type.
_BOW_NOT_FOR = lazy_regex(
    r"when paying a gold cost, if you are not paying for an? (?P<t>[a-z]+), bow this card: "
    r"produce (?P<n>\d+) gold\.?"
)


def free_line(line: str, title: str | None = None) -> list[ProductionMode] | None:
    """A line that produces Gold without bowing the card (``ProductionMode.bow`` false): its
    modes, or ``None`` when the line is not one; raises ``_Unmodelled``.

    A Reaction is an ability: usable once per turn and, unless Tireless, not while the card is
    bowed (Abilities and actions). "Once per turn/game, produce ..." and the going-second
    reminder are traits of the card: usable while it is bowed.
    """
    low = line.lower().strip()
    if (hand := hand_action_modes(low)) is not None:
        return hand  # "Repeatable Reaction, :bow:: When paying for an action on a Strategy ..."
    if (leaving := bow_and_leave_modes(low)) is not None:
        return leaving  # "Reaction: When paying a Gold cost, bow and destroy this card: ..."
    if (tokens := self_discard_token_modes(low)) is not None:
        return tokens  # "... discard it: Produce Gold equal to the number of Wealth tokens ..."
    discarding = reaction_discard_modes(low, lambda name: _names_card(name, title))
    if discarding is not None:
        return discarding  # "Reaction, :bow:: When paying a Gold cost, discard a card to ..."
    if m := _BOW_NOT_FOR.fullmatch(low):
        return [ProductionMode(gold=int(m.group("n")), only_for=not_paying_for(m.group("t")))]
    m = _REACTION_BOW_STAT.fullmatch(low)
    if m and (m.group("icon") or m.group("self")) and _names_card(m.group("self"), title):
        # a bowing mode producing the card's own stat (as it is now, modifiers included:
        # Reference 03); "Any number of times per turn" lifts the Reaction's once per turn
        stat = _STATS[m.group("stat")]
        return [ProductionMode(from_stat=stat, once_per_turn=m.group("any") is None)]
    m = _REACTION_BOW.fullmatch(low)
    if m and (m.group("icon") or m.group("self")) and _names_card(m.group("self"), title):
        # "Reaction: When paying a Gold cost, bow Washi: Produce 2 Gold." / "Reaction, :bow::
        # When paying for X, produce N Gold which may only pay for that card.": the card bows
        # as the Reaction's cost: a bowing mode, once per turn (Abilities and actions)
        n = int(m.group("n"))
        if (m.group("x") is None) != (m.group("only") is None):
            raise _Unmodelled(f"what the Reaction's Gold may pay for is not clear: {line!r}")
        bowing: list[PaySelector | None] = (
            [None] if m.group("x") is None else list(_pay_selectors(m.group("x")))
        )
        # "if your Family Honor is 1 or higher, lose 2 Honor to produce 3 Gold": usable only
        # while the condition holds, the Honor lost as a cost
        holds = None if m.group("c") is None else _condition(m.group("c"))
        lose = int(m.group("h") or 0)
        return [
            ProductionMode(gold=n, only_for=p, once_per_turn=True, only_if=holds, lose_honor=lose)
            for p in bowing
        ]
    if m := _REACTION.fullmatch(low):
        n, tireless = int(m.group("n")), m.group("tireless") is not None
        x = m.group("x") or m.group("xs")
        if m.group("xs") is not None and m.group("only") is not None:
            raise _Unmodelled(f"what the Reaction's Gold may pay for is not clear: {line!r}")
        if m.group("x") is not None and m.group("only") is None:
            raise _Unmodelled(f"what the Reaction's Gold may pay for is not clear: {line!r}")
        if x is None and m.group("only") is not None:
            raise _Unmodelled(f"what the Reaction's Gold may pay for is not clear: {line!r}")
        selectors: list[PaySelector | None] = [None] if x is None else list(_pay_selectors(x))
        _one_use(selectors, line)
        # "if you control a Magistrate": usable only while that holds
        only_if = None if m.group("c") is None else _condition(m.group("c"))
        if m.group("seg") is not None:
            combat = Condition(in_battle=True)
            only_if = combat if only_if is None else Condition(all_of=(combat, only_if))
        return [
            ProductionMode(
                gold=n,
                only_for=p,
                bow=False,
                while_bowed=tireless,
                once_per_turn=True,
                only_if=only_if,
            )
            for p in selectors
        ]
    if m := _ONCE_PER.fullmatch(low):
        per_game = m.group("per") == "game"
        selectors = [None] if m.group("x") is None else list(_pay_selectors(m.group("x")))
        _one_use(selectors, line)
        return [
            ProductionMode(
                gold=int(m.group("n")),
                only_for=p,
                bow=False,
                while_bowed=True,
                once_per_turn=not per_game,
                once_per_game=per_game,
            )
            for p in selectors
        ]
    if m := _GOING_SECOND.fullmatch(low):
        return [
            ProductionMode(
                gold=int(m.group("n")),
                bow=False,
                while_bowed=True,
                once_per_game=True,
                only_if=Condition(turn_order=2),
            )
        ]
    return None
