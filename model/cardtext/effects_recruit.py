"""Recruit of a targeted card in the effects: "Recruit a target Holding in your Province (entering
play bowed), for 1 less Gold", "Recruit a target Fortification in your discard pile (attach it to
any of your Provinces)".

Recruit targets the card it brings into play (Reference 01, change 3, as Equip), and an action
that brings a card into play needs one it can legally play and pay for (Abilities and actions,
Good Faith Rule): the card's Gold Cost, less what the text takes off, is a separate payment.
A Personality ("Recruit your target dead (not discarded) Phoenix Clan Personality": The Majestic
Temple of the Phoenix) is Recruited too: one of another Clan Alignment adds the Clan Honor Rule's
2 Gold, paid apart (Reference 03; ``BringIntoPlay.recruit``), and his Honor Requirement applies.
"; you may Proclaim him" after it is a permission to Proclaim him (a word the rules files do not
define): optional, so never required, and a permission breaks no rule it does not name (Costs and
restrictions, Permissions): it changes neither the Recruit's cost nor its restrictions. A card
that may or may not be a Personality ("a target card") is not read. A Fortification is a Holding
(Reference 05, "Fortification Holdings"), attached to a Province where it enters; it comes from
the Dynasty discard pile (``targets``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Block, BringIntoPlay, TargetSpec
from model.cardtext.targets import whole_phrase
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import Controller
from model.zones import Origin, Place

__all__ = ["RECRUIT", "read_recruit"]

#: One sentence that Recruits a targeted card and does nothing else.
RECRUIT = lazy_regex(
    r"^recruit (?P<what>(?:an?|your) target .+?)"
    r"(?P<placed> \(attach it to any of your Provinces\))?"
    r"(?: \(entering play bowed\)| \(bowed\)| bowed)?"
    r"(?:,? (?:for|paying) (?P<n>\d+) less Gold)?"
    r"(?:; you may Proclaim (?:him|her))?\.?$",
    re.IGNORECASE,
)
_FROM: dict[Place, Origin] = {
    Place.PROVINCE: "province",
    Place.DYNASTY_DISCARD: "discard",
}


def read_recruit(
    m: re.Match[str], title: str, card_type: CardType | None, number: int
) -> tuple[TargetSpec, BringIntoPlay] | str:
    """``m``: a ``RECRUIT`` match; ``number``: the number of its target slot. The target and
    the card brought into play, or what is not read."""
    what = m.group("what")
    phrase = whole_phrase(what, title, card_type)
    if isinstance(phrase, str):
        return phrase
    if phrase is None:
        return f"what is Recruited: {what!r}"
    sel = phrase.select
    if phrase.count != 1 or phrase.more or phrase.where or phrase.performer or phrase.optional:
        return f"what is Recruited: {what!r}"
    if not sel.type and sel.keyword == ("fortification",):
        sel = replace(sel, type=(CardType.HOLDING,))  # Reference 05: Fortification Holdings
    fortification = sel.type == (CardType.HOLDING,) and "fortification" in sel.keyword
    if m.group("placed") and not fortification:
        return f"a card attached to a Province that may be no Fortification: {what!r}"
    if not sel.type or (CardType.PERSONALITY in sel.type and sel.type != (CardType.PERSONALITY,)):
        return f"a Recruit of a card that may be a Personality: {what!r}"
    origin = None if sel.location is None else _FROM.get(sel.location)
    if origin is None or sel.controller is not Controller.YOU:
        return f"a Recruit from where it is not read: {what!r}"
    name = f"target{number}"
    spec = TargetSpec(name=name, select=sel, block=Block.EFFECTS)
    effect = BringIntoPlay(
        select=replace(sel, location=None),
        from_zone=origin,
        cost_reduction=int(m.group("n") or 0),
        card=name,
        recruit=True,
    )
    return spec, effect
