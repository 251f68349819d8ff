"""An action that brings a card into play, doubted by text not read about that card's entering
(Abilities and actions / Good Faith Rule: the card must be able to enter play legally), as the
rulebook plays are (``solver.playing``): a legal answer by text that could forbid it
(``doubt_brought``), an illegal one by text that could allow it (``doubt_unbrought``: its own
"Attaches to a Paragon or Kensai paying 3 less Gold.", a card in play's "Your Oni may attach
Shadowlands Followers.").

Scoped as the rulebook Equip and Recruit scope it (h43adv2 U5: Hongo's "Equip a target Weapon in
your hand to Hongo." beside Keep of the Dead): a sentence that only lets a player ignore Honor
Requirements ("You ignore Honor Requirements on your Followers.") can't turn a legal answer (it
only allows more), nor an illegal one whose every reason is a Gold shortfall (the Honor
Requirement is checked before the Gold: Costs and restrictions;
``solver.entering_increase.ignores_honor_requirement_only``), nor concern a card of a type its
subject does not name ("on your Followers": not an Item; Reference 03, card types)."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Ability, BringIntoPlay
from model.cards import CardDef
from model.common import first_few
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE
from model.state import View
from solver.entering import bring_candidates, brought_host_unsettled
from solver.entering_increase import ignores_honor_requirement_only
from solver.entering_scope import TYPE_NOUNS
from solver.playing import _LESS, _MORE, entering_unread, unproven_by_unread
from solver.traits_in_play import doubt_play_traits
from solver.trigger_host_cards import trigger_host_cards
from solver.verdict import EQUIP, RECRUIT, Verdict

__all__ = ["doubt_brought", "doubt_brought_by", "doubt_unbrought", "honor_waiver_spares"]

#: text that could let a card enter play (cheaper, elsewhere, ignoring a restriction)
_ALLOWS_ENTERING = lazy_regex(r"\bless gold\b|\bmay\b|\bcan\b|\bignor", re.IGNORECASE)
#: "... Honor Requirements on your Followers [if ...].": the cards whose Honor Requirements
_ON_YOUR = lazy_regex(
    r"\bHonor Requirements? (?:on|of) your (?P<subject>[\w' ]+?)(?: (?:if|while) [^.;]+)?\.?$",
    re.IGNORECASE,
)


def honor_waiver_spares(said: str, definition: CardDef, verdict: Verdict) -> bool:
    """Can ``said`` (a sentence that may only waive Honor Requirements) not turn ``verdict``
    (illegal) for a play of ``definition``: every reason a Gold shortfall, or a subject of card
    types ("on your Followers") that is not the card's?"""
    if not ignores_honor_requirement_only(said):
        return False
    if verdict.details and all(r.code == "gold" for r in verdict.details):
        return True
    m = _ON_YOUR.search(said.strip())
    if m is None:
        return False
    words = m["subject"].split()
    types = {TYPE_NOUNS[w.lower()] for w in words if w.lower() in TYPE_NOUNS}
    if not types or words[-1].lower() not in TYPE_NOUNS:
        return False  # "on your Crab Clan cards": not read by type
    return definition.type not in types


def doubt_unbrought(view: View, player: str, card: str, ab: Ability, verdict: Verdict) -> Verdict:
    """An illegal ``verdict`` for an action whose effects bring a card into play is ``unknown``
    when a card it could bring has text not read that could allow it (see the module)."""
    if verdict.status != "illegal" or (verdict.details and verdict.details[0].code == "timing"):
        return verdict
    for eff in (e.bring_into_play for e in ab.effects if e.bring_into_play is not None):
        if eff.from_zone in ("deck", "dynasty_deck", "fate_deck"):
            continue
        loose = eff if eff.card in (None, SOURCE) else replace(eff, card=None)
        for cid, d in bring_candidates(view, player, card, loose):
            unread = entering_unread(view, player, d, cid)
            could = [
                t
                for t in unread
                if _ALLOWS_ENTERING.search(t)
                and not honor_waiver_spares(t.partition(": ")[2], d, verdict)
            ]
            if could:
                return verdict.doubted("not_modelled", "not modelled: " + first_few(could))
    return verdict


def doubt_brought(view: View, player: str, verdict: Verdict) -> Verdict:
    """A legal ``verdict`` whose effects bring a card into play (the witness's ``brought``;
    Good Faith Rule: it must be able to enter play legally) is ``unknown`` when text not
    understood could forbid its entering or where it attaches (``entering_unread``), when the
    Personalities it may attach to are all unsettled as for the rulebook Equip
    (``brought_host_unsettled``), or when a trait sentence naming the play could forbid it
    (``doubt_play_traits``: Equip for an attachment, else Recruit)."""
    w = verdict.witness
    if verdict.status != "legal" or w is None or w.brought is None:
        return verdict
    abilities = view.definition(verdict.card).abilities
    i = verdict.ability
    ab = abilities[i] if isinstance(i, int) and 0 <= i < len(abilities) else None
    effs = [e.bring_into_play for e in ab.effects if e.bring_into_play] if ab is not None else []
    return doubt_brought_by(view, player, verdict, next(iter(effs), None))


def doubt_brought_by(
    view: View, player: str, verdict: Verdict, eff: BringIntoPlay | None
) -> Verdict:
    """``doubt_brought`` with the action's bring effect given: also asked of each witness the
    search finds (``solver.bring_price.settled_host``), so that a card it would doubt is passed
    over for another card the action may bring that it does not."""
    w = verdict.witness
    if verdict.status != "legal" or w is None or w.brought is None:
        return verdict
    unread = [
        t
        for t in entering_unread(view, player, view.definition(w.brought), w.brought)
        if not (_LESS.search(t) and not _MORE.search(t))  # a reduction only helps
        and not ignores_honor_requirement_only(t.partition(": ")[2])  # as does a waiver
    ]
    if unread:
        return verdict.doubted("not_modelled", "not modelled: " + first_few(unread))
    verdict = unproven_by_unread(view, player, view.definition(w.brought), verdict, w.brought)
    # a host the rulebook Equip would doubt (Kensai, Armor, a Follower's Honor Requirement)
    brought = view.definition(w.brought)
    hosts = {**w.targets, **trigger_host_cards(view, player)}  # "him": the trigger's card
    if why := brought_host_unsettled(view, player, brought, eff, hosts):
        return verdict.doubted("not_modelled", why)
    # the sentences that name Equip or Recruit (its own "Will only Equip to ..." unread, a
    # card in play's "Your Personalities cannot Equip Shadowlands Followers.")
    play = EQUIP if brought.is_attachment else RECRUIT
    mine = player if play is RECRUIT else None  # a host may be another's (h29adv3 N9)
    return doubt_play_traits(view, w.brought, play, verdict, player=mine)
