"""An action not claimed only because of an ability keyword the rules files do not define
(``model.cardtext.keyword_timing``): illegal when none of its designators fits now (Abilities
and actions / Designators; Reference 04: "The designator tells when the action can be taken"),
else still ``unknown``. Only the designator's own time is asked (the phase, the player's own
turn, a pending trigger at all), never where its card is, whether it is bowed or used up."""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.abilities import INTERRUPT_TO_AN_ACTION, Ability, Designator
from model.cardtext.keyword_timing import keyword_only_designators, keyword_only_trigger
from model.cardtext.read_prefix_relaxed import tireless_unapplied, unread_past_prefix
from model.cardtext.timing_relaxed import relaxes_timing
from model.cardtext.unread_timing import paragraph_designators, widens_timing
from model.lazy_regex import lazy_regex
from model.state import Phase, View
from solver.timing import where_usable
from solver.timing_windows import engaging_now
from solver.trigger_words import pending_apart
from solver.unread_trigger_timing import unread_trigger_refusal

__all__ = [
    "designator_fits",
    "not_now",
    "timing_failure",
    "unread_away",
    "unread_bowed",
    "unread_designator_timing",
    "unread_keyword_timing",
]

_ANSWERING = (Designator.REACTION, Designator.INTERRUPT)
#: "Favor Political Interrupt, :bow:: Discard ...": a body that opens with no trigger word
_NO_TRIGGER = lazy_regex(r"^[^:]*?(?::[a-z\d*]+:)*:\s*(?!after\b|before\b|when\b)", re.I)

_WHEN = {
    Designator.LIMITED: "in your own Action Phase",
    Designator.OPEN: "in an Action Phase",
    Designator.BATTLE: "in the Combat Segment",
    Designator.DYNASTY: "in your Dynasty Phase",
    Designator.ENGAGE: "at engage",
    Designator.REACTION: "at its trigger",
    Designator.INTERRUPT: "at its trigger",
}


def _fits(view: View, player: str, d: Designator) -> bool:
    """May an action with designator ``d`` be taken now, for all the state says (a Reaction or
    Interrupt: whenever anything is pending; Engage: anywhere in the Attack Phase)?"""
    state = view.state
    own = state.active_player == player
    if d is Designator.LIMITED:
        return state.phase is Phase.ACTION and own and not state.in_combat
    if d is Designator.OPEN:
        return state.phase is Phase.ACTION and not state.in_combat
    if d is Designator.BATTLE:
        return state.in_combat
    if d is Designator.DYNASTY:
        return state.phase is Phase.DYNASTY and own
    if d is Designator.ENGAGE:
        return state.phase is Phase.ATTACK or engaging_now(view)
    return state.trigger is not None or state.event is not None


#: public names (``solver.granted_scope``)
designator_fits = _fits


def _at_its_trigger(view: View, d: Designator, text: str) -> bool:
    """May the Reaction or Interrupt paragraph ``text`` (designator ``d``) answer the moment
    the state names? Not when its printed trigger certainly names another moment
    (solver.trigger_words: "Recon Reaction: After engaging" while an action awaits
    Interrupts); an Interrupt printing none is played to an action (Reference 01, change 4)."""
    printed = keyword_only_trigger(text)
    if printed is None and d is Designator.INTERRUPT and _NO_TRIGGER.match(text):
        printed = INTERRUPT_TO_AN_ACTION
    return printed is None or not pending_apart(view, printed, d is Designator.REACTION)


def _not_now(
    view: View,
    player: str,
    designators: tuple[Designator, ...],
    unread: str,
    printed: str | None = None,
) -> str:
    """The reason an action whose ``designators`` all fail now is illegal, whatever ``unread``
    adds (``printed``: a Reaction's or Interrupt's printed trigger)."""
    when = " or ".join(
        _WHEN[d] + (f" ({printed})" if printed and d in _ANSWERING else "") for d in designators
    )
    phase = view.state.phase.value + (" (combat)" if view.state.in_combat else "")
    whose = "" if view.state.active_player == player else " of another player"
    return f"can only be used {when} (whatever {unread} adds); now it is the {phase} phase{whose}"


not_now = _not_now


def unread_keyword_timing(view: View, player: str, ab: Ability) -> str | None:
    """Why the unread action ``ab`` can't be taken now, by its designators alone, or None."""
    if ab.timing_understood or len(ab.not_understood) != 1:
        return None
    text = ab.not_understood[0]
    designators = keyword_only_designators(text)
    if not designators or any(
        _fits(view, player, d) and (d not in _ANSWERING or _at_its_trigger(view, d, text))
        for d in designators
    ):
        return None
    return _not_now(view, player, designators, "its keyword", keyword_only_trigger(text))


def unread_designator_timing(view: View, player: str, ab: Ability) -> str | None:
    """Why the action ``ab``, not claimed for text it does not read, can't be taken now by its
    printed designators alone (Reference 04: "The designator tells when the action can be
    taken"), when nothing unread may give it another time (``model.cardtext.unread_timing``);
    None otherwise (an action unread only for a keyword: ``unread_keyword_timing`` first). Its
    designators: those read, or its unread paragraph's bold prefix."""
    if not ab.not_understood:
        return None
    if (late := unread_keyword_timing(view, player, ab)) is not None:
        return late
    if ab.timing_understood:
        designators = ab.designators
    elif len(ab.not_understood) == 1:
        designators = paragraph_designators(ab.not_understood[0])
    else:
        return None
    if not designators:
        return None
    if any(_fits(view, player, d) for d in designators):
        return unread_trigger_refusal(view, ab)  # its trigger another moment (h42adv3 N9)
    if widens_timing(ab.not_understood):
        return None
    return _not_now(view, player, designators, "its unread text")


def timing_failure(view: View, player: str, ab: Ability, reason: str | None) -> str | None:
    """Why ``ab``, whose timing is read and fails now (``reason``), is illegal: always, unless
    text not read may relax its timing (``relaxes_timing``: "even if bowed", Tireless, ...);
    then only when its designators already fail (``unread_designator_timing``) or its card is
    bowed or out of play and the text names neither (``_state_only``). The read bold prefix
    (its Tireless too) relaxes nothing more (``unread_past_prefix``: h37adv3 N4)."""
    bowed = reason is not None and reason.endswith(" is bowed") and tireless_unapplied(ab)
    if not relaxes_timing(unread_past_prefix(ab)):
        if not bowed:
            return reason or "can't be used now"
        if ab.designators and not any(_fits(view, player, d) for d in ab.designators):
            # its Tireless lifts the bow, not the time (Reference 04, Tireless)
            return _not_now(view, player, ab.designators, "its unread text", ab.trigger)
    if reason is not None and _state_only(reason, ab.not_understood):
        return reason
    return unread_designator_timing(view, player, ab)


#: words by which unread text may let a bowed card's ability be used (Tireless, "even if",
#: "usable while bowed", a straightening)
_BOWED_WORDS = lazy_regex(r"\b(?:bowed|tireless|straighten\w*|even|usable|bow\w* cost)\b", re.I)
#: words by which unread text may let an ability be used out of play (Reference 05, Areas)
_PLACE_WORDS = lazy_regex(
    r"\b(?:hand|provinces?|discard|deck|face[- ]?(?:up|down)|in play|out of play|anywhere|area"
    r"|dead|elsewhere|removed)\b",
    re.IGNORECASE,
)


def _state_only(reason: str, unread: Sequence[str]) -> bool:
    """Is ``reason`` its card being bowed (Abilities and actions: "Abilities on a bowed card may
    not be used") or out of play (Reference 05, Areas), which no word of ``unread`` may lift
    (h28adv2 F4: Daigotsu Fujio's "Battle/Open" in a province; h28adv3 N3)?"""
    words = _BOWED_WORDS if reason.endswith(" is bowed") else None
    words = _PLACE_WORDS if " is not in play (" in reason else words
    return words is not None and not any(words.search(t) for t in unread)


def unread_bowed(view: View, card: str, ab: Ability) -> str | None:
    """Why an action left unread whole (its timing too) can't be taken: its card is in play and
    bowed, and nothing unread may lift that (``_state_only``); None otherwise."""
    inst = view.card(card)
    if not (inst.in_play and inst.bowed) or ab.usable_when_bowed:
        return None
    reason = f"{view.definition(card).title} is bowed"
    return reason if _state_only(reason, ab.not_understood) else None


def unread_away(view: View, player: str, card: str) -> str | None:
    """Why an action left unread whole can't be taken: its card is out of play (a Spell in the
    hand: "abilities on cards not in play ... may not be used", Abilities and actions; Reference
    05, Areas) and no word of its text may lift that (``_state_only``); None otherwise (a
    Strategy in its owner's hand is played from there: ``solver.timing.where_usable``)."""
    reason = where_usable(view, player, card)
    if reason is None or " is not in play (" not in reason:
        return None
    d = view.definition(card)
    texts = [*(t for a in d.abilities for t in a.not_understood), *d.qualities_unread]
    texts += [d.printed_text or "", d.elsewhere_unread or "", *d.actions_unread]
    return reason if _state_only(reason, texts) else None
