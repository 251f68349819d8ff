"""An illegal action that would bring a card into play, doubted by text not read that could let
that card enter (its own "Attaches to a Paragon or Kensai paying 3 less Gold.", a card in play's
"Your Oni may attach Shadowlands Followers."), as the rulebook plays are (``solver.playing``).

Scoped as the rulebook Equip and Recruit scope it (h43adv2 U5: Hongo's "Equip a target Weapon in
your hand to Hongo." beside Keep of the Dead): a sentence that only lets a player ignore Honor
Requirements ("You ignore Honor Requirements on your Followers.") can't turn a verdict whose
every reason is a Gold shortfall (the Honor Requirement is checked before the Gold: Costs and
restrictions; ``solver.entering_increase.ignores_honor_requirement_only``), nor concern a card
of a type its subject does not name ("on your Followers": not an Item; Reference 03, card
types: no effect changes a card's type)."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Ability
from model.cards import CardDef
from model.common import first_few
from model.selectors import SOURCE
from model.state import View
from solver.entering import bring_candidates
from solver.entering_increase import ignores_honor_requirement_only
from solver.entering_scope import TYPE_NOUNS
from solver.playing import entering_unread
from solver.verdict import Verdict

__all__ = ["doubt_unbrought", "honor_waiver_spares"]

#: text that could let a card enter play (cheaper, elsewhere, ignoring a restriction)
_ALLOWS_ENTERING = re.compile(r"\bless gold\b|\bmay\b|\bcan\b|\bignor", re.IGNORECASE)
#: "... Honor Requirements on your Followers [if ...].": the cards whose Honor Requirements
_ON_YOUR = re.compile(
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
