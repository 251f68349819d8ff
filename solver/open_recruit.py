"""A card's own permission to be Recruited as an Open action: "You may Recruit this Holding as
an Open." (Dojo of the Dauntless), "You may Recruit this Holding as a Political Open action."
(The Ivory Courtroom) (h42adv4 E4, U2; h41adv1 p12).

Recruit is a Dynasty action (Reference 02); the sentence gives this card's Recruit the Open
designator too, and "The designator tells when the action can be taken" (Reference 04): Open is
an Action Phase, outside the Combat Segment (Abilities and actions: "Open if used in the Action
Phase"). Its player may then Recruit it in an Action Phase, paying its Gold cost as usual; the
Dynasty Phase Recruit is unchanged. Read only with no action awaiting Interrupts, no event or
trigger pending (a window the rules files leave open: ``solver.timing_windows``), and the card's
effects not stated by the state. A keyword given to that action ("Political") is read only
when no other card's text in play or in the state's effects names actions of that keyword
("All Political actions have an additional cost ...", "non-Political": such text might tax or
forbid it; ``unknown`` then); another card's own "Political Open:" designator is not that.
The same for "Open" itself ("Open actions ...", "non-Open")."""

from __future__ import annotations

import re

from model.cards import CardDef
from model.lazy_regex import lazy_regex
from model.state import Phase, View

__all__ = ["open_recruit_read", "open_recruit_text", "recruit_timing_met"]

_SENTENCE = lazy_regex(
    r"^You may Recruit this (?:Holding|Personality|card) as an? (?:(?P<kw>[A-Z][a-z]+) )?"
    r"Open(?: action)?\.?$"
)


def _permission(view: View, card: str) -> re.Match[str] | None:
    """The card's own sentence giving its Recruit the Open designator, or None."""
    for said in view.definition(card).actions_unread:
        if (m := _SENTENCE.fullmatch(said.strip())) is not None:
            return m
    return None


def _words(d: CardDef) -> str:
    """A card's printed text, or (a bundled card defined otherwise) its sentences not read and
    its read ongoing effects in words."""
    if d.printed_text is not None:
        return d.printed_text
    unread = (*d.actions_unread, *d.reductions_unread, *d.qualities_unread, *d.entering_unread)
    return " ".join((*unread, *d.grants_unread, *(str(o) for o in d.ongoing)))


def _keyword_named_elsewhere(view: View, card: str, keyword: str) -> bool:
    """Does any other card's text (in play, or a state effect's source) name ``keyword``?"""
    kw = re.escape(keyword)  # "All Political actions have an additional cost", "non-Political"
    word = re.compile(rf"(?i:\b{kw}) (?:actions?|abilit(?:y|ies)|cards?|Strateg)|-{kw}\b")
    sources = {e.source for e in view.state.effects if e.source is not None}
    for inst in view.state.cards:
        if inst.id == card or not (inst.in_play or inst.id in sources):
            continue
        if word.search(_words(view.definition(inst.id))):
            return True
    return False


def _open_now(view: View, card: str) -> bool:
    """Is ``card``'s Recruit an Open action its player may take now (see the module)?"""
    st = view.state
    if st.phase is not Phase.ACTION or st.in_combat:
        return False
    if st.event is not None or st.action_player is not None:
        return False
    if st.action_card is not None or st.trigger is not None:
        return False
    if card in {e.source for e in st.effects if e.source is not None}:
        return False
    m = _permission(view, card)
    if m is None:
        return False
    # "Open actions cost 1 more Gold", "You may not take Open actions": the designator, too
    named = ("Open",) if m["kw"] is None else ("Open", m["kw"])
    return not any(_keyword_named_elsewhere(view, card, kw) for kw in named)


def recruit_timing_met(view: View, player: str, card: str) -> bool:
    """May ``player`` take the Recruit of ``card`` now: in his own Dynasty Phase (Reference 02:
    a Dynasty action), or as an Open action by the card's own permission (see the module)?"""
    st = view.state
    if st.phase is Phase.DYNASTY and st.active_player == player:
        return True
    return _open_now(view, card)


def open_recruit_read(view: View, shown: str, card: str) -> bool:
    """Is ``shown`` ("Title (id): sentence") ``card``'s own Open Recruit permission, read by
    ``recruit_timing_met`` (so it changes nothing more)? Not in an Action Phase where
    ``recruit_timing_met`` leaves it unread (a window left open, its keyword in doubt)."""
    head, _, said = shown.partition("): ")
    if not head.endswith(f"({card}") or not view.has(card):
        return False
    if _SENTENCE.fullmatch(said.strip()) is None:
        return False
    st = view.state  # outside an Action Phase (or in combat) it gives nothing
    return st.phase is not Phase.ACTION or st.in_combat or _open_now(view, card)


def open_recruit_text(view: View, card: str) -> str | None:
    """The Recruit of ``card`` in words when it is now an Open action by its own permission
    (never labelled "Dynasty" then: h42adv4 E4), else None."""
    if not view.has(card) or not _open_now(view, card):
        return None
    m = _permission(view, card)
    designator = f"{m['kw']} Open" if m is not None and m["kw"] else "Open"
    return f"{designator}: Recruit (pay its Gold cost; an Open action by its own trait)"
