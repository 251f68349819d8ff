"""Trait sentences of a card in play, not read, that can touch only the actions using one card
(``solver.trait_scopes``; README "Sentences scoped to what they can change"):

- "Twice per turn, you may ignore the cost of bowing Yorimi, if it is the cost of a Political
  action or an action on a Spell." (Soshi Yorimi; h40adv4 W1). It removes one cost, bowing
  that card, from its controller's actions ("you"), of the kinds it names. It can't supply a
  target, a trigger, a time, another use, nor lift "Abilities on a bowed card may not be used"
  (Costs and restrictions; Abilities and actions), and an action it would help is legal
  already without it only when that cost is paid. So it can turn only an action of its
  controller, of those kinds, with a bow cost that may bow that card, refused for a cost or
  Gold reason (not a timing, condition or target one).
  The same for "You may ignore the cost of bowing Bayushi for Political actions he performs."
  (only actions with one of those keywords) and "You may discard a card to ignore the cost of
  bowing Kamina." (another way to pay that one cost).
"""

from __future__ import annotations

import re

from model.abilities import Ability, Cost
from model.cards import CardType
from model.lazy_regex import lazy_regex
from model.selectors import BEARER, SOURCE
from model.state import View
from solver.keyword_inheritance import action_keywords
from solver.verdict import Verdict

__all__ = ["ignore_bow_spares"]

_IGNORE_BOW = lazy_regex(
    r"^(?:(?:Once|Twice|Three times|Any number of times) per (?:turn|battle|game), )?"
    r"(?:you may )?(?:[^,.;]{1,60}? to )?ignore the cost of bowing "
    r"(?P<who>this (?:card|Personality|Stronghold|Holding)|[A-Z][\w'-]+)"
    r"(?:,? if it is the cost of (?P<kinds>[^.;]+)"
    r"| for (?P<words>(?:[A-Z][a-z]+ )+)actions (?:he|she|it|they) performs?)?\.?$",
    re.IGNORECASE,
)
#: "a Political action", "an action on a Spell": the kinds named, joined by "or"
_KIND = lazy_regex(r"^an? (?:(?P<kw>[A-Z][a-z]+) action|action on an? (?P<type>[A-Z][a-z]+))$")
#: failures no removed bow cost can lift
_UNTOUCHED = frozenset({"timing", "condition", "target"})


def _own_name(who: str, title: str) -> bool:
    """Is ``who`` ("Yorimi", "this card") the card titled ``title`` itself?"""
    if who.lower().startswith("this "):
        return True
    base = title.split("•", 1)[0].split(",", 1)[0]
    return who in {w for w in base.split() if len(w) > 2}


def _may_bow(view: View, cost: Cost, card: str, source: str) -> bool:
    """May paying ``cost`` of ``card``'s action bow ``source`` (an alternative included)?"""
    if cost.any_of:
        return any(_may_bow(view, c, card, source) for c in cost.any_of)
    if cost.bow is None:
        return False
    if cost.bow == SOURCE:
        return card == source
    if cost.bow == BEARER:
        return view.card(card).attached_to == source
    return True  # a performer, a chosen card: it may be that card


def _kinds_spare(view: View, card: str, ability: int | str, kinds: str) -> bool | None:
    """Is ``card``'s action none of the ``kinds`` named (None: a kind not read)?"""
    keywords: set[str] = set()
    types: set[str] = set()
    for part in re.split(r",? or ", kinds.strip()):
        m = _KIND.match(part.strip())
        if m is None:
            return None
        if m.group("kw"):
            keywords.add(m.group("kw").lower())
        else:
            types.add(m.group("type").lower())
    definition = view.definition(card)
    have = {k.lower() for k in action_keywords(definition, ability)}
    on_type = definition.type.value in types or (
        "spell" in types and definition.type is CardType.SPELL
    )
    return not (have & keywords) and not on_type


def ignore_bow_spares(
    view: View, source: str, said: str, card: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """Can ``said``, a card's "you may ignore the cost of bowing <itself>" (``_IGNORE_BOW``),
    not turn ``verdict`` of ``card``'s action ``ab``?"""
    m = _IGNORE_BOW.match(said.strip())
    if m is None or not _own_name(m.group("who"), view.definition(source).title):
        return False
    if ab is None or view.card(source).controlled_by != view.card(card).controlled_by:
        return True  # a rulebook play bows no card as its cost; another player's action
    if not any(_may_bow(view, c, card, source) for c in ab.costs):
        return True
    if verdict.status == "illegal" and all(d.code in _UNTOUCHED for d in verdict.details):
        return True
    if m.group("words"):  # "for Maho Kiho actions she performs": none of those keywords
        words = {w.lower() for w in m.group("words").split()}
        return not words & {
            k.lower() for k in action_keywords(view.definition(card), verdict.ability)
        }
    kinds = m.group("kinds")
    return kinds is not None and _kinds_spare(view, card, verdict.ability, kinds) is True
