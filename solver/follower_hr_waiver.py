"""A player's waiver of his Followers' Honor Requirements ("You ignore Honor Requirements on
your Followers.": Keep of the Dead; Reference 03, Honor Requirement behaviour; Effects:
"ignore"). Whatever a Follower's Honor Requirement asks of the Personality that takes it (the
rules files state it for Personalities only), the player ignores it for a Follower he brings
into play: the doubt it raises on an action's attach (``solver.entering.
brought_host_unsettled``) is settled (h44adv7 U1).

Read whole: "You [may] ignore [the] Honor Requirement(s) on|of your Followers." on a card in
play the player controls whose effects the state does not state itself. Another player's
waiver, or one naming another class ("your Fudo cards"), is not read here."""

from __future__ import annotations

from model.cards import CardDef, CardType
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["follower_hr_waived"]

_WAIVER = lazy_regex(
    r"You (?:may )?ignore (?:the )?Honor Requirements? (?:on|of) your Followers\.?"
)


def follower_hr_waived(view: View, player: str, att: CardDef) -> bool:
    """Does ``player`` ignore the Honor Requirement of the Follower ``att`` he brings?"""
    if att.type is not CardType.FOLLOWER:
        return False
    stated = {e.source for e in view.state.effects if e.source is not None}
    return any(
        _WAIVER.fullmatch(said.strip()) is not None
        for inst in view.state.cards
        if inst.in_play and inst.controlled_by == player and inst.id not in stated
        for said in view.definition(inst.id).grants_unread
    )
