"""More Reactions, not read, taken as an action is announced, that may make that announcement
legal where the rules (or its own text) would refuse it (Abilities and actions: Reactions;
h36perm census: false illegals):

- a performer's keyword given by "may be targeted the Kiho as if he were a Shugenja and need not
  bow for its effects" (Inkyo Teacher): like "may perform ... as if he were a Shugenja"
  (``solver.reaction_permissions``), and "need not bow" may lift a bowed performer's bow cost;
- a place: "Before announcing an action, if Yosei is in your home, you may announce a Terrain
  action as if Yosei was at the current battlefield." (Ikoma Yosei): an action of the kind named
  that asks one of your cards at the current battlefield (no rule the solver applies asks a
  Terrain's player to have units there: "no Terrains at the current battlefield" is no such
  ask), while the condition "if <Name> is in your home" holds (the state settles it: a card not
  at home gives nothing);
- a target: "After you announce an action with a Ranged Attack: ... That Ranged Attack may target
  a card in the Defender's home" (No Hiding Place), "... One of the Ranged Attacks may target
  this battlefield's province instead of an enemy card." (Burn it Down, Tempest of Osano-Wo): an
  action that may make such an attack, refused for its targets.

Each is its controller's, never lifts a refusal for the time, nor while its card is bowed and its
cost bows it (":bow:", "bow this card")."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.common import nested
from model.lazy_regex import lazy_regex
from model.selectors import Controller, Selector
from model.state import CardInstance, View
from model.zones import Place, Zone
from solver.attack_scope import may_attack
from solver.cast_permissions import performer_untouched
from solver.permission_targets import no_permission_target
from solver.verdict import Verdict

__all__ = ["announce_reaction_may_lift"]

#: "After announcing a Kiho action, target your performing Daimyo ... . That Personality may be
#: targeted the Kiho as if he were a Shugenja and need not bow for its effects."
_TARGETED_AS = lazy_regex(
    r"\bafter (?:you )?announc\w* an? (?P<kind>[\w ]+?) action\b.*?\bmay be targeted\b[^.]*?"
    r"\bas if (?:he|she) (?:were|was) an? (?P<kw>[A-Z][\w'-]+)\b(?P<rest>[^.]*)",
    re.IGNORECASE,
)
#: "Before announcing an action, if Yosei is in your home, you may announce a Terrain action as
#: if Yosei was at the current battlefield."
_ANNOUNCE_AT = lazy_regex(
    r"\bbefore (?:you )?announc\w* an action\b(?:, if (?P<who>[\w' -]+?) is in your home)?"
    r"[^.]*?\bmay announce an? (?P<kind>[\w ]*?) ?action as if [\w' -]+? (?:were|was) at the "
    r"current battlefield\b",
    re.IGNORECASE,
)
#: "After you announce an action with a Ranged Attack (effect): ... may target ..."
_ATTACK_TARGET = lazy_regex(
    r"\bafter (?:you )?announce an action with an? (?P<kind>Ranged|Melee) Attack\b[^:]*:"
    r".*\bmay target\b",
    re.IGNORECASE,
)
_TYPE_WORDS = frozenset({"strategy", "spell", "item", "follower", "personality", "holding"})


def _kind_fits(kind: str, keywords: set[str]) -> bool:
    """Does the action kind named ("Kiho", "Terrain", "" for any) fit an action of ``keywords``?"""
    words = {w for w in kind.lower().split() if w not in _TYPE_WORDS}
    return not words or words <= keywords


def _bowed_out(inst: CardInstance, text: str) -> bool:
    """Is the card bowed while this Reaction's cost bows it (":bow:" before its colon, "bow this
    card")?"""
    head = text.split(": ", 1)[0]
    return (
        inst.in_play
        and inst.bowed
        and bool(re.search(r":bow:", head) or re.search(r"\bbow this card\b", text, re.IGNORECASE))
    )


def announce_reaction_may_lift(
    view: View, inst: CardInstance, text: str, ab: Ability, verdict: Verdict, keywords: set[str]
) -> bool:
    """May the Reaction ``text`` (of ``inst``, its controller's card in play or in his hand) make
    the illegal ``verdict`` of the action ``ab`` (of ``keywords``) possible? (See the module.)"""
    if _bowed_out(inst, text):
        return False
    m = _TARGETED_AS.search(text)
    if m is not None:
        if not _kind_fits(m["kind"], keywords):
            return False
        if no_permission_target(view, inst.controlled_by, text):
            return False  # its own required target is missing (Inkyo Teacher, no Daimyo)
        bowed_cost = re.search(r"\bneed not bow\b", m["rest"], re.IGNORECASE) is not None and any(
            d.code == "cost" and "bowed" in d.text for d in verdict.details
        )
        return bowed_cost or not performer_untouched(ab, verdict, m["kw"])
    m = _ANNOUNCE_AT.search(text)
    if m is not None:
        if m["who"] and not (inst.in_play and inst.zone is Zone.HOME):
            return False  # "if Yosei is in your home": the state says he is not
        at_current = any(  # one of your cards there (not "no Terrains at the battlefield")
            isinstance(o, Selector)
            and o.location is Place.CURRENT_BATTLEFIELD
            and o.controller is Controller.YOU
            for o in nested(ab)
        )
        return at_current and _kind_fits(m["kind"], keywords)
    m = _ATTACK_TARGET.search(text)
    if m is not None:
        targets = any(d.code == "target" for d in verdict.details)
        return targets and may_attack(ab, m["kind"].lower())
    return False
