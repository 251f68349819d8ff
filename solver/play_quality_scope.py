"""Trait sentences in play, not read, that give qualities no rulebook play can be turned by
(Reference 02: Recruit and Equip are rulebook actions; a Recruit checks the card's Honor
Requirement, Reference 03, "A player cannot bring a Personality into play with HR higher than
his or her current Family Honor").

- A sentence that gives keywords to abilities or actions, not to cards ("Your Political
  abilities in and out of play have Economic.", "Your Stronghold's abilities have
  Tireless."): a Recruit or Equip uses no ability, and a keyword of an ability is no keyword of
  a card, which is what a play tests.
- A sentence whose only change is a penalty to Honor Requirements ("Your Artisans have -5HR."):
  a lower Honor Requirement only lets a Recruit happen more often (and "Respect"'s "if his Honor
  Requirement is higher than his owner's Family Honor, he costs 2 more Gold" less often), so a
  legal Recruit stays legal. An illegal one may turn: that doubt stays.
- An attachment's sentence about its bearer ("This Shugenja has Shadowlands.", "This
  Personality has +1PH.") while the attachment is out of play (Reference 05, Areas: a card out
  of play's "continuous traits do not produce effects on anything but the card itself"): it
  gives nothing now, to the Equip of that card or to anything else.
"""

from __future__ import annotations

import re

from model.cards import CardType
from model.cardtext.qualities import granted_keywords, quality_kinds
from model.lazy_regex import lazy_regex
from model.state import View
from solver.certain_increase import certain_increase_shape
from solver.clan_grants import grant_settles_recruit
from solver.cost_decreases import decrease_only, gold_decrease_only
from solver.equip_host_context import announced_host
from solver.equip_keyword_scope import keyword_grant_spares_equip
from solver.in_play_reductions import reduction_shape
from solver.owned_cost_scope import owned_cost_concerns
from solver.play_keyword_words import play_keyword_untested
from solver.quality_owner_scope import about_abilities
from solver.stat_maximum_scope import every_host_capped
from solver.unit_grant_reach import unit_grant_misses
from solver.verdict import EQUIP, RECRUIT, Verdict

__all__ = [
    "about_future_bearer",
    "cannot_turn_play",
    "gives_abilities_keywords",
    "lowers_honor_requirement_only",
]

#: "Your Artisans have -5HR.", "Has -2HR while you control the Ring of Air.": a penalty to the Honor
#: Requirement, nothing else
_LOWERS_HR = lazy_regex(
    r"(?:[A-Z][a-z]+: )?(?:(?:(?!\b(?:has|have|and|or|not)\b)[\w' ,-])+? )?"
    r"(?:[Hh]as|[Hh]ave) -\d+\s?HR(?: (?:while|if) [^.;+]+)?\.?"
)


def gives_abilities_keywords(said: str) -> bool:
    """Does the sentence ``said`` only give keywords to abilities or actions (no card;
    ``quality_owner_scope.about_abilities``)?"""
    return (
        about_abilities(said)
        and quality_kinds(said) == frozenset({"keyword"})
        and bool(granted_keywords(said))
    )


def lowers_honor_requirement_only(said: str) -> bool:
    """Is the sentence ``said``'s only change a penalty to Honor Requirements?"""
    said = said.strip()
    return _LOWERS_HR.fullmatch(said) is not None and quality_kinds(said) == frozenset(
        {"stat", "stat:honor_requirement"}
    )


def cannot_turn_play(
    shown: str, verdict: Verdict, view: View | None = None, source: str | None = None
) -> bool:
    """Can the unread sentence ``shown`` ("Title (id): ...") of the card ``source`` turn no
    rulebook play (Recruit, Equip) of ``verdict.card`` whose verdict is ``verdict`` (see the
    module; ``solver.cost_decreases``: a decrease of a Gold Cost or Honor Requirement turns no
    legal play, a Gold one no play illegal for another reason; ``solver.owned_cost_scope``:
    "Personalities you own ... have +1 Gold Cost" no play of an Item or of another player)?"""
    said = shown.split("): ", 1)[-1]
    if view is not None and source is not None and view.has(verdict.card):
        if verdict.ability == RECRUIT and grant_settles_recruit(view, source, said, verdict.card):
            return True  # a Clan Alignment grant applied, or not reaching it
        yours = view.card(source).controlled_by == view.card(verdict.card).owner
        if owned_cost_concerns(said, view.definition(verdict.card), yours) is False:
            return True
        if keyword_grant_spares_equip(view, said, verdict):
            return True  # "Cards in this unit have Cavalry.": the Follower has it already
        host = announced_host(verdict.card) if verdict.ability == EQUIP else None
        if host is not None and unit_grant_misses(view, source, said, verdict.card, host):
            return True  # "Followers in this unit have Cavalry." of another unit (H16)
        if _capped_equip(view, said, verdict):
            return True  # every host over a maximum: "... have a maximum Force of 0."
        timing = verdict.status == "illegal" and verdict.details[0].code == "timing"
        if quality_kinds(said) == frozenset({"keyword"}) and play_keyword_untested(
            view, shown, verdict.card, timing
        ):
            return True  # "Your other Ronin Personalities have Tactician.": nothing tests it
    if gives_abilities_keywords(said):
        return True
    if certain_increase_shape(said):
        return True  # a play's Gold cost raised: paid exactly, or doubted by ``entering_unread``
    if reduction_shape(said):
        return True  # a play's Gold cost lowered: paid exactly, or doubted by ``entering_unread``
    if _phase_refused(verdict):
        # "Equip is an Open action: only in an Action Phase": a keyword given turns that only
        # if it is Reserve (Reference 02: its rules are not in the rules files)
        named = granted_keywords(said)
        return quality_kinds(said) <= {"keyword"} and named is not None and "reserve" not in named
    if verdict.status == "legal":
        return lowers_honor_requirement_only(said) or decrease_only(said)
    for_gold = not verdict.details or any(r.code == "gold" for r in verdict.details)
    return verdict.status == "illegal" and not for_gold and gold_decrease_only(said)


#: A rulebook play refused for its phase ("Equip is an Open action: only in an Action Phase",
#: "Recruit is a Dynasty action: only in your own Dynasty Phase"; ``solver.playing``)
_PHASE_REFUSED = ("Equip is an Open action:", "Recruit is a Dynasty action:")


def _phase_refused(verdict: Verdict) -> bool:
    return (
        verdict.status == "illegal"
        and bool(verdict.details)
        and verdict.details[0].code == "timing"
        and verdict.details[0].text.startswith(_PHASE_REFUSED)
    )


#: "This Shugenja has Shadowlands.", "This Personality has +1PH while he is ...", "Its bearer
#: has ...": on an attachment, its bearer (never the card itself)
_BEARER = lazy_regex(
    r"^(?:[A-Z][a-z]+: )?(?:This (?:Shugenja|Personality|Samurai|Courtier|Monk)|"
    r"(?:The|Its|His|Her) bearer) (?:has|gains|gets)\b"
)
_ATTACHMENTS = frozenset({CardType.FOLLOWER, CardType.ITEM, CardType.SPELL})


def about_future_bearer(said: str, card_type: CardType | None) -> bool:
    """Is ``said``, printed on an attachment of ``card_type``, about its bearer only (no effect
    while the attachment is out of play; not "in and out of play")?"""
    return (
        card_type in _ATTACHMENTS
        and _BEARER.match(said.strip()) is not None
        and not re.search(r"\bout of play\b", said, re.IGNORECASE)
    )


def _capped_equip(view: View, said: str, verdict: Verdict) -> bool:
    """Is ``verdict`` an Equip refused on every Personality of its player by a settled maximum
    (``solver.stat_maximum_scope``), and ``said`` only keywords or stat changes: a keyword
    makes no card a Personality, a bonus can't pass a maximum (Reference 04)?"""
    if verdict.ability != EQUIP or verdict.status != "illegal":
        return False
    kinds = quality_kinds(said)
    if not kinds or not all(k == "keyword" or k.startswith("stat") for k in kinds):
        return False
    player = view.card(verdict.card).controlled_by
    return every_host_capped(view, player, view.definition(verdict.card).attach)
