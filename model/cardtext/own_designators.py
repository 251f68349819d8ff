"""A card's own trait giving its ability more designators while a condition holds: "This
Strategy's ability is Battle/Engage if you control a Scout at this battlefield." (Scouting Amid
the Snow), "This card's ability is Battle/Open if you are a Unicorn Clan player." (Discovering
the Shakuhachi of Air), "While you control a Courtier, The Sorrow's printed ability is
Battle/Limited." (The Sorrow).

Abilities and actions / Designators: "The designator tells when the action can be taken", and an
ability with two designators ("Battle/Open") counts as having both. The sentence names the
card's ability (this card, its type, or its title) and designators that include every printed
one: the action keeps its printed times and, while the condition holds, has the others too
(``Ability.designators_if``, checked when it is announced: Costs and restrictions /
Conditions). Read only when the condition is one ``parse_condition`` reads whole about the game
state (no target, no past occurrence); "this battlefield" only on a Strategy, which is at no
battlefield: the battle being resolved, the current battlefield (Reference 05). A sentence
naming fewer or other designators ("is Battle if ...") may take a time away: not read here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from model.abilities import Ability
from model.cardtext.conditions import parse_condition
from model.common import CardType, Designator
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Condition

__all__ = ["MoreDesignators", "own_designators", "with_more_designators"]

#: (the sentence, the designators it names, the condition)
MoreDesignators = tuple[str, tuple[Designator, ...], Condition]

_D = r"(?:Battle|Open|Limited|Engage|Dynasty)"
_WHO = r"(?P<who>This [A-Za-z]\w*|[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)'s (?:printed )?ability is "
_NAMED = rf"(?P<named>{_D}(?:/{_D})+)"
#: "This card's ability is Battle/Open if ...", "... while ..."
_AFTER = lazy_regex(rf"^{_WHO}{_NAMED} (?:if|while) (?P<cond>[^.;:]+)\.?$")
#: "While you control a Courtier, The Sorrow's printed ability is Battle/Limited."
_BEFORE = lazy_regex(rf"^(?:While|If) (?P<cond>[^,.;:]+), {_WHO}{_NAMED}\.?$")


def _names_card(who: str, title: str, card_type: CardType) -> bool:
    """Does ``who`` name the card itself: "This card", "This <its type>", or its title?"""
    low = who.lower()
    if low in ("this card", f"this {card_type.value}"):
        return True
    base = re.sub(r"\s*[•(,].*$", "", title).strip().lower()
    return bool(base) and low == base


def own_designators(
    traits: Sequence[str], title: str, card_type: CardType
) -> tuple[list[str], MoreDesignators | None]:
    """The card's trait paragraphs ``traits`` without the one sentence of the module's shape
    (read), and its reading; the paragraphs unchanged and None when there is none, several, or
    one not read whole."""
    found: list[tuple[int, str, MoreDesignators]] = []
    for i, para in enumerate(traits):
        for sentence in re.split(r"(?<=\.)\s+", para.strip()):
            said = sentence.strip()
            m = _AFTER.match(said) or _BEFORE.match(said)
            if m is None or not _names_card(m["who"], title, card_type):
                continue
            cond_text = m["cond"]
            if "this battlefield" in cond_text.lower() and card_type is not CardType.STRATEGY:
                return list(traits), None  # whose battlefield: not read
            cond = parse_condition(cond_text, title, card_type)
            if isinstance(cond, str) or cond.pasts() or not cond.references() <= {SOURCE}:
                return list(traits), None
            named = tuple(Designator(d.casefold()) for d in m["named"].split("/"))
            found.append((i, said, (said, named, cond)))
    if len(found) != 1:
        return list(traits), None
    ((i, said, reading),) = found
    kept = list(traits)
    kept[i] = kept[i].replace(said, "").strip()
    return [t for t in kept if t], reading


def with_more_designators(ability: Ability, more: MoreDesignators) -> Ability | None:
    """``ability`` (and its lenient reading) with the designators the sentence adds while its
    condition holds; None when the sentence names not every printed designator (not read)."""
    _said, named, cond = more
    printed = set(ability.designators)
    if not ability.designators or not printed <= set(named):
        return None
    added = tuple(d for d in named if d not in printed)
    if not added:
        return ability

    designators = (*ability.designators, *added)

    def widened(ab: Ability, lenient: Ability | None) -> Ability:
        return replace(
            ab,
            designators=designators,
            designators_if=added,
            designators_while=cond,
            lenient=lenient,
        )

    lenient = None if ability.lenient is None else widened(ability.lenient, None)
    return widened(ability, lenient)
