"""A cost due only while what the state does not say fails (Costs and restrictions,
Conditional costs: "Bow this Samurai unless he is dishonorable" means that you only have to bow
him as a cost if you are honorable).

"Bow Nitani unless you have Reconnaissance", where the state does not say whether you have it
(``solver.timing``): the cost is read as due. A cost not due is never needed, so an action
legal with the cost due is legal either way; one illegal with it due may be legal without it,
and the answer is then unknown (never a false illegal).
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.state import View
from solver.honor_loss_cap import most_lost, read_under_cap
from solver.honor_loss_scope import scopes_read_in_full
from solver.honor_lossless_plan import loses_honor, lossless_plan
from solver.own_refusal_scope import refusal_subject
from solver.preventions import negation_doubts, negation_of, resolution_only
from solver.protection_subject import outside_subject
from solver.recon_targets import recon_refusal
from solver.timing import usable_now
from solver.unless_cost_reach import cost_untouched
from solver.verdict import Reason, Verdict

__all__ = ["doubt_unless_costs", "doubt_unstated_payments"]


def doubt_unless_costs(view: View, player: str, card: str, ability: int, found: Verdict) -> Verdict:
    """``found`` (the verdict with every such cost due), or unknown where it is illegal for
    more than its timing and whether a cost is due is not stated."""
    if found.status != "illegal" or (found.details and found.details[0].code == "timing"):
        return found
    doubt = usable_now(view, player, card, ability).doubt_if_illegal
    if doubt is None or (
        doubt.startswith("illegal unless") and not recon_refusal(view, card, ability, found)
    ):
        return found
    if not doubt.startswith("illegal unless") and cost_untouched(view, card, ability, found):
        return found  # refused where no conditional cost reaches (solver.unless_cost_reach)
    # (a target that Reconnaissance, not stated, may add says so itself: solver.recon_targets)
    said = (
        doubt
        if doubt.startswith("illegal unless")
        else f"illegal if its conditional cost is due, but {doubt}"
    )
    why = Reason("not_modelled", said, (card,))
    return Verdict.of(
        "unknown", card, ability, found.title, [why, *found.details[:3]], None, found.designator
    )


#: the changes a cost kind makes to its cards, as a "will not" trait names them
_CHANGE = {
    "destroy": "destroyed",
    "dishonor": "dishonou?r",
    "bow": "bowed",
    "discard": "discarded",
    "move_home": "moved",
    "remove_from_game": "removed from the game",
}


def _no_honor_loss(
    view: View, player: str, sources_only: bool = False, most: int | None = None
) -> str | None:
    """A trait, not read, of a card ``player`` controls in play that may keep him from losing
    Honor ("You do not lose Honor from your cards."); ``sources_only``: the losses are Gold
    sources', whose cards a scope read was already checked against (``solver.production``),
    the largest ``most`` Honor (a cap at or above it changes none: ``solver.honor_loss_cap``)."""
    for inst in view.state.cards:
        if inst.in_play and inst.controlled_by == player:
            d = view.definition(inst.id)
            for t in d.prevents_unread:
                if sources_only and (scopes_read_in_full(t) or read_under_cap(t, most)):
                    continue  # "... from Ninja cards you own.": read, and not the sources'
                if re.search(r"lose honor", t, re.IGNORECASE):
                    return f"{d.title} ({inst.id}): {t}"
    return None


def doubt_prevented_costs(view: View, player: str, found: Verdict) -> Verdict:
    """A legal ``found`` whose costs change a card that its own trait, not read, may protect
    ("Rugashi Bazaar: This card will not be destroyed." paying "Destroy your target Holding")
    is ``unknown`` (Costs and restrictions: a change that is prevented can't pay a cost)."""
    w = found.witness
    if found.status != "legal" or w is None:
        return found
    loses = any(o.paid and o.kind == "lose_honor" for o in w.costs) or any(
        loses_honor(t)  # (an erratum's "not a cost" aside)
        for t in (w.plan.extra_costs if w.plan else ())
    )
    own = any(o.paid and o.kind == "lose_honor" for o in w.costs)
    most = most_lost(t for t in (w.plan.extra_costs if w.plan else ()) if loses_honor(t))
    if loses and (trait := _no_honor_loss(view, player, not own, most)) is not None:
        if (lossless := lossless_plan(view, player, found)) is not None:
            return doubt_prevented_costs(view, player, lossless)  # another plan loses none
        return found.doubted("not_modelled", f"not modelled: you may not lose Honor: {trait}")
    for option in w.costs:
        change = _CHANGE.get(option.kind)
        if not option.paid or change is None:
            continue
        for cid in option.cards:
            its = _protecting(view, cid, change) + negation_doubts(view, cid, option.kind)
            if its:
                title = view.definition(cid).title
                why = f"not modelled: {title} ({cid}) may not pay '{option.text}': {its[0]}"
                return found.doubted("not_modelled", why)
    return found


#: a sentence about its own card (or, on an attachment, its bearer): "This card will not be
#: destroyed.", "Will not bow.", "Card effects will not move this Personality."
_ITSELF = lazy_regex(r"^(?:this |will not\b|cannot\b|can't\b)|\bthis (?:card|personality)\b", re.I)


def _protecting(view: View, cid: str, change: str) -> list[str]:
    """The sentences not read that may keep ``cid`` from the change ``change`` (a regex, both
    voices): its own (``CardDef.prevents_unread``), its attachments' about their bearer, and
    those of other cards in play about cards in general ("Personalities cannot move to or from
    this battlefield")."""
    active = {
        "destroyed": "destroy",
        "dishonou?r": "dishonou?r",
        "bowed": "bow",
        "discarded": "discard",
        "moved": "move",
        "removed from the game": "remove",
    }
    verb = active[change]
    moving = r"|\bnegate\b[^.]*\bmovement\b" if verb == "move" else ""
    said = re.compile(rf"{change}|\b(?:will not|cannot|can't|may not)\s+{verb}\b{moving}", re.I)
    found = [
        t
        for t in view.definition(cid).prevents_unread
        if said.search(t)
        and negation_of(view, cid, t) is None  # negations: solver.preventions
        and not resolution_only(t, said)
    ]
    attached = set(view.attachments(cid)) if view.has(cid) else set()
    for inst in view.state.cards:
        if inst.id == cid or not inst.in_play:
            continue
        own = inst.id in attached
        found += [
            f"{view.definition(inst.id).title}: {t}"
            for t in view.definition(inst.id).prevents_unread
            if said.search(t)
            and (own or not _ITSELF.search(t))
            # "Togama may not bow for ...": its own card's refusal, not another's (h37adv4 W7)
            and refusal_subject(view, inst.id, t) in (None, cid)
            and negation_of(view, inst.id, t) is None
            and not resolution_only(t, said)
            and not outside_subject(view, cid, t)  # "Other Fortifications ..." (h42adv2 W4)
        ]
        title = view.definition(inst.id).title
        found += [f"{title} ({inst.id}): {t}" for t in _lasting(view, inst.id) if said.search(t)]
    return found


#: the lasting effect of the action that put its card into play, while it stays ("While this
#: Event remains in play, he will not be dishonored ...": Marriage of the Emerald Champion)
_WHILE_IN_PLAY = lazy_regex(r"\bwhile this \w+ remains in play\b", re.IGNORECASE)


def _lasting(view: View, card: str) -> list[str]:
    """The effect steps of ``card`` (in play) that last while it remains in play, unless the
    state's ``effects`` states that card's effects (an entry whose ``source`` is it): whom they
    protect (the target chosen when it was played) is not in the state, so any card may be."""
    if any(e.source == card for e in view.state.effects):
        return []
    return [
        e.step
        for ab in view.definition(card).abilities
        for e in ab.effects
        if e.step is not None and _WHILE_IN_PLAY.search(e.step)
    ]


def doubt_unstated_payments(found: Verdict) -> Verdict:
    """``found``, or unknown where it is legal only by a way to pay a cost the state does not
    say can be paid ("Discard the top 3 cards of your Fate deck" when it does not say how many
    cards the deck holds: ``CostOption.doubt``). An illegal verdict stands: it was reached with
    such a cost payable."""
    witness = found.witness
    if found.status != "legal" or witness is None:
        return found
    doubts = [o.doubt for o in witness.costs if o.paid and o.doubt is not None]
    if not doubts:
        return found
    why = Reason("not_modelled", f"legal only if {doubts[0]}", (found.card,))
    return Verdict.of(
        "unknown", found.card, found.ability, found.title, [why], None, found.designator
    )
